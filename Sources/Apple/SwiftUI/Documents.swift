import Foundation
import Trellis
import UniformTypeIdentifiers

// Documents (`FileDocument`, `ReferenceFileDocument` and what they read and write): their types
// name UTType, so the SwiftUI module declares them. Documents are read and written by document
// scenes and file dialogs, never at rest.

/// What a file document reads from.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
}

/// What a file document writes to.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it is now, if any.
    public let existingFile: FileWrapper?
}

/// A document of value type that reads and writes files (`DocumentGroup`, `fileExporter`).
public protocol FileDocument {
    /// The types it reads.
    static var readableContentTypes: [UTType] { get }
    /// The types it writes (those it reads by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: ReadConfiguration) throws
    /// Writes the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes to.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types it reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document of reference type that reads and writes files through snapshots.
public protocol ReferenceFileDocument: ObservableObject {
    /// The type of a snapshot of the document.
    associatedtype Snapshot
    /// The types it reads.
    static var readableContentTypes: [UTType] { get }
    /// The types it writes.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: ReadConfiguration) throws
    /// A snapshot to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes to.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The types it reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A file document being edited in a document scene.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// Its file, once saved.
    public var fileURL: URL?
    /// Whether it can be edited.
    public var isEditable: Bool
}

/// A reference document being edited in a document scene.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    public var document: Document
    /// Its file, once saved.
    public var fileURL: URL?
    /// Whether it can be edited.
    public var isEditable: Bool
}

/// The document of the scene a view is in (`@Environment(\.documentConfiguration)`).
public struct DocumentConfiguration: Sendable {
    /// The document's file, once saved.
    public var fileURL: URL?
    /// Whether it can be edited.
    public var isEditable: Bool
}

/// A scene of documents: a browser of files and a window per open document, each showing the
/// editor `Content` makes for it. A preview shows screens, not scenes, so the editor is never
/// built from it; preview the editor's view with a document of its own.
public nonisolated struct DocumentGroup<Document, Content: View>: _PrimitiveScene {
    init() {}
}

extension DocumentGroup where Document: FileDocument {
    /// A group of value documents, new ones made by `newDocument`, edited by `editor`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init()
    }
    /// A group of value documents of `documentType` that can be viewed, not edited.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init()
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group of reference documents, new ones made by `newDocument`, edited by `editor`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init()
    }
    /// A group of reference documents of `documentType` that can be viewed, not edited.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init()
    }
}
