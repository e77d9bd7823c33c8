import Foundation

/// A problem found in a layout file, at a place in it. `description` is the compiler's format,
/// `FILE:LINE:COL: error: message`, so editors and terminals can jump to it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    /// The path of the file as it was given to the loader.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes like the Swift compiler.
    public var column: Int
    public var message: String
    public var severity: Severity

    public init(file: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// One line, whatever the message holds (a parser's message may quote a source line break).
    public var description: String {
        let text = message.contains(where: \.isNewline)
            ? message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "⏎") : message
        return "\(file):\(line):\(column): \(severity.rawValue): \(text)"
    }
}
