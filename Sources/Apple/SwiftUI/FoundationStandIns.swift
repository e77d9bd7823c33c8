import Foundation

// Foundation on Linux has no `FileWrapper` or `NSItemProvider`, which SwiftUI's signatures of
// documents, file dialogs and drag and drop name: the SwiftUI module declares small stand-ins of
// the parts SwiftUI code uses.

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
