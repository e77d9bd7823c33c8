// Foundation's `FileWrapper`, absent on Linux, which SwiftUI's document types name: the
// regular-file part, read from disk at once and kept in memory.
import Foundation

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
#endif
