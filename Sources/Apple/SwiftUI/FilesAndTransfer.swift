import CoreGraphics
import CoreTransferable
import Foundation
import Trellis
import UniformTypeIdentifiers

// SwiftUI's API that names types of the companion modules (UTType, Transferable,
// CGAffineTransform): documents, file dialogs, drag and drop, the pasteboard button and affine
// effects. File dialogs and drags act on interaction, so they are accepted and do nothing at
// rest; `transformEffect` draws (Trellis's EffectsMore.swift, fact 6). Foundation on Linux has no
// `FileWrapper` or `NSItemProvider`, which these signatures name: the SwiftUI module declares
// small stand-ins of the parts SwiftUI code uses.

#if !canImport(Darwin)
/// A file or folder as an in-memory value (Foundation's `FileWrapper`, absent on Linux): the
/// regular-file part document types use.
open class FileWrapper: @unchecked Sendable {
    /// The file's contents, for a regular file.
    open private(set) var regularFileContents: Data?
    /// The file's name, if set.
    open var filename: String?
    /// The file's preferred name, if set.
    open var preferredFilename: String?
    /// Whether it is a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) { regularFileContents = contents }
    /// The file at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws { regularFileContents = try Data(contentsOf: url) }
    /// How a file wrapper reads.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads at once.
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Reads without mapping.
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
}

/// Data offered for a drag, a drop or the pasteboard (Foundation's `NSItemProvider`, absent on
/// Linux): nothing is dragged or pasted at rest, so it only carries what it was made with.
open class NSItemProvider: @unchecked Sendable {
    /// The type identifiers of the data offered.
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// An empty provider.
    public init() {}
    /// A provider of `item` with a type identifier.
    public init(item: Any?, typeIdentifier: String?) { registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? [] }
    /// A provider of the file at `url`.
    public convenience init?(contentsOf url: URL) { self.init(item: url, typeIdentifier: nil) }
    /// Whether it offers data of `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
}
#endif

// MARK: Documents

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

/// Options of a file dialog's browser.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shows the insides of packages.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Shows hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file extensions.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

// MARK: Drag and drop

/// What a drop operation does.
public enum DropOperation: Sendable, Hashable {
    /// Nothing: the drop is cancelled.
    case cancel
    /// Not allowed here.
    case forbidden
    /// Copies the data.
    case copy
    /// Moves the data.
    case move
}

/// How a drop target answers a drag over it.
public struct DropProposal: Sendable {
    /// The operation.
    public let operation: DropOperation
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drag over a drop target.
public struct DropInfo {
    /// Where the drag is, in the target's coordinates.
    public let location: CGPoint
    /// Whether the drag offers data of any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// The item providers of the drag for `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a drop target does with drags over it.
public protocol DropDelegate {
    /// Whether a drop would be accepted.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the target.
    func dropEntered(info: DropInfo)
    /// A drag moved over the target.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the target.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts by default.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing by default.
    public func dropEntered(info: DropInfo) {}
    /// Proposes nothing by default.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing by default.
    public func dropExited(info: DropInfo) {}
}

/// Whether a drop target opens when a drag rests over it.
public struct SpringLoadingBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(kind: 0)
    /// It opens.
    public static let enabled = SpringLoadingBehavior(kind: 1)
    /// It does not.
    public static let disabled = SpringLoadingBehavior(kind: 2)
}

/// The modifier `itemProvider(_:)` makes for table rows.
public struct ItemProviderTableRowModifier {}

extension PasteButton {
    /// A button that pastes data of `supportedContentTypes` (never pastes at rest).
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        self.init(payloadType: NSItemProvider.self) { _ in }
    }
}

extension ProjectionTransform {
    /// The projection of an affine transform.
    public init(_ m: CGAffineTransform) {
        self.init()
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
}

nonisolated extension View {
    /// Draws the view through `transform`: its translation, scale and rotation (a shear is not
    /// drawn; Trellis's EffectsMore.swift, fact 6).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let t = transform
        // Without shear: a = sx cos θ, b = sx sin θ, c = −sy sin θ, d = sy cos θ.
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let det = t.a * t.d - t.b * t.c
        let sy = sx > 0 ? det / sx : (t.c * t.c + t.d * t.d).squareRoot()
        let angle = Angle(radians: Double(atan2(t.b, t.a)))
        return scaleEffect(x: sx, y: sy, anchor: .topLeading).rotationEffect(angle, anchor: .topLeading).offset(x: t.tx, y: t.ty)
    }

    // MARK: Files

    /// Presents a file importer while `isPresented`. Accepted, no effect at rest.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents a file importer of one or more files. Accepted, no effect at rest.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View { self }
    /// Presents a file importer with a cancellation handler. Accepted, no effect at rest.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }
    /// Presents a file exporter of a document. Accepted, no effect at rest.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents a file exporter of a reference document. Accepted, no effect at rest.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents a file exporter of a document in one of `contentTypes`. Accepted, no effect at rest.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Presents a file exporter of documents. Accepted, no effect at rest.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument { self }
    /// Presents a file exporter of documents in one of `contentTypes`. Accepted, no effect at rest.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: FileDocument { self }
    /// Presents a file exporter of a transferable item. Accepted, no effect at rest.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Presents a file exporter of transferable items. Accepted, no effect at rest.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable { self }
    /// The label of the file name field of file exporters inside. Accepted, no effect at rest.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The label of the file name field of file exporters inside. Accepted, no effect at rest.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of the file name field of file exporters inside. Accepted, no effect at rest.
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Presents a file mover of a file. Accepted, no effect at rest.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        self
    }
    /// Presents a file mover of a file with a cancellation handler. Accepted, no effect at rest.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View { self }
    /// Presents a file mover of files. Accepted, no effect at rest.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL { self }
    /// Presents a file mover of files with a cancellation handler. Accepted, no effect at rest.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C.Element == URL { self }
    /// Options of the browser of file dialogs inside. Accepted, no effect at rest.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
    /// The confirmation button's label of file dialogs inside. Accepted, no effect at rest.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The confirmation button's label of file dialogs inside. Accepted, no effect at rest.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The confirmation button's label of file dialogs inside. Accepted, no effect at rest.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Identifies file dialogs inside for their settings. Accepted, no effect at rest.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }
    /// The folder file dialogs inside open in. Accepted, no effect at rest.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    /// Whether file dialogs inside resolve aliases. Accepted, no effect at rest.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    /// The message of file dialogs inside. Accepted, no effect at rest.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// The message of file dialogs inside. Accepted, no effect at rest.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// The message of file dialogs inside. Accepted, no effect at rest.
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    /// Which files file dialogs inside let the user choose. Accepted, no effect at rest.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }

    // MARK: Drag and drop

    /// Lets the view be dragged with `payload`. Accepted, no effect at rest.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Lets the view be dragged with `payload` and a preview. Accepted, no effect at rest.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }
    /// Takes drops of `payloadType`. Accepted, no effect at rest.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
    /// Gives the view's data to drags and the pasteboard. Accepted, no effect at rest.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
    /// Lets the view be dragged with the provider's data. Accepted, no effect at rest.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Lets the view be dragged with the provider's data and a preview. Accepted, no effect at rest.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// Takes drops through a delegate. Accepted, no effect at rest.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// Takes drops of `supportedContentTypes`. Accepted, no effect at rest.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    /// Takes drops of `supportedContentTypes` with their location. Accepted, no effect at rest.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    /// Whether the view opens when a drag rests over it. Accepted, no effect at rest.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
}
