import Foundation

/// Where a view was written: a layout file's path, 1-based line and 1-based column (UTF-8 bytes,
/// like the Swift compiler). `description` is `path:line:column`, the form editors jump to.
/// Encodes as that one string.
public struct ViewSourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path of the file, as the host named it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location from its parts.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and compilers use.
    public var description: String { "\(file):\(line):\(column)" }

    /// `File.swift:12:5`: the last path component, for labels and one-line listings.
    public var shortDescription: String {
        "\((file as NSString).lastPathComponent):\(line):\(column)"
    }

    /// Reads `path:line:column` (the path may itself contain colons).
    public init?(_ text: String) {
        // From the end: the path keeps whatever colons it has.
        let utf8 = text.utf8
        guard let second = utf8.lastIndex(of: UInt8(ascii: ":")),
              let first = utf8[..<second].lastIndex(of: UInt8(ascii: ":")),
              let line = Int(Substring(utf8[utf8.index(after: first)..<second])),
              let column = Int(Substring(utf8[utf8.index(after: second)...])) else { return nil }
        self.init(file: String(Substring(utf8[..<first])), line: line, column: column)
    }

    /// Decodes a location from its `path:line:column` string.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not of that form.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        guard let location = ViewSourceLocation(try c.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected path:line:column")
        }
        self = location
    }

    /// Encodes the location as its `path:line:column` string.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

/// Shared, immutable storage for one location: every node a located view makes points to the
/// same box, so a node pays one reference for it.
@_spi(Interpreter) public final class ViewSourceBox: Sendable {
    /// The location every node of the view refers to.
    public let location: ViewSourceLocation
    /// Boxes a location for the nodes of one view.
    public init(_ location: ViewSourceLocation) { self.location = location }
}
