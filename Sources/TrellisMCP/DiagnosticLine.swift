import Foundation

/// One line the commands print on standard error, read back: `FILE:LINE:COL: error: message`
/// (or `FILE: warning: message` for a view no line made).
public struct DiagnosticLine: Codable, Hashable, Sendable {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// error, warning or note.
    public var severity: String
    public var message: String

    /// The diagnostic of a line, nil for any other line (a count, a note of the command's own).
    public init?(_ text: Substring) {
        for severity in ["error", "warning", "note"] {
            guard let marker = text.range(of: ": \(severity): ") else { continue }
            let place = text[..<marker.lowerBound]
            message = String(text[marker.upperBound...])
            self.severity = severity
            // From the end: the path keeps whatever colons it has.
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
                file = parts.dropLast(2).joined(separator: ":")
                line = l
                column = c
            } else {
                file = String(place)
            }
            return
        }
        return nil
    }

    /// Every diagnostic among `output`'s lines.
    public static func all(in output: String) -> [DiagnosticLine] {
        output.split(whereSeparator: \.isNewline).compactMap(DiagnosticLine.init)
    }

    /// The line as the commands print it.
    public var text: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): \(severity): \(message)"
    }
}
