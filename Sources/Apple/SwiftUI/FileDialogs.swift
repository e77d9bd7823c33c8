import CoreTransferable
import Foundation
import Trellis
import UniformTypeIdentifiers

// File dialogs (`fileImporter`, `fileExporter`, `fileMover` and the `fileDialog…` options): their
// signatures name UTType and Transferable, so the SwiftUI module declares them. A dialog is
// presented only on interaction, so each is accepted and does nothing at rest.

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

nonisolated extension View {
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
}
