import Foundation

/// A place in a macro's expansion, as a backtrace names it, put back in the user's text. swiftc
/// compiles an expansion (a `#Preview`'s body, among others) from a buffer of its own, written
/// to `/tmp/swift-generated-sources/@__swiftmacro_….swift`, and its runtime reports a trap there
/// by the user's file name with the buffer's line (`Nil.swift:5: Fatal error`, for a force unwrap
/// on line 14): a line of the file that has nothing to do with it.
///
/// The buffer ends with the range of the user's text it expands
/// (`// original-source-range: /path/Nil.swift:12:1-16:2`), and a preview's body is the user's
/// text with calls around its views: the buffer's line is found in that range by its characters
/// less whitespace, and the column by the count of those before it. A line the expansion wrote
/// itself is the macro's place.
struct MacroExpansionPlace: Equatable {
    var file: String
    var line: Int
    var column: Int

    init(file: String, line: Int, column: Int) {
        (self.file, self.line, self.column) = (file, line, column)
    }

    /// Whether a backtrace's file is a macro's expansion buffer.
    static func isExpansion(_ path: String) -> Bool {
        (path as NSString).lastPathComponent.hasPrefix("@__swiftmacro_")
    }

    /// The place in the user's text of `line`:`column` of the expansion buffer at `path`; nil
    /// when the buffer is gone or does not say where it comes from.
    init?(expansion path: String, line: Int, column: Int) {
        guard Self.isExpansion(path), let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        self.init(expansionText: String(decoding: data, as: UTF8.self), line: line, column: column)
    }

    init?(expansionText text: String, line: Int, column: Int) {
        let marker = "// original-source-range: "
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let range = lines.last(where: { $0.hasPrefix(marker) })?.dropFirst(marker.count),
              let original = Self.range(String(range)) else { return nil }
        (file, self.line, self.column) = (original.file, original.start.line, original.start.column)
        guard line >= 1, line <= lines.count, let source = try? String(contentsOfFile: original.file, encoding: .utf8) else { return }
        let expanded = lines[line - 1]
        let key = expanded.filter { !$0.isWhitespace }
        guard !key.isEmpty else { return }
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = (original.start.line...max(original.start.line, min(original.end.line, sourceLines.count)))
            .filter { $0 <= sourceLines.count && sourceLines[$0 - 1].filter { !$0.isWhitespace } == key }
        guard candidates.count == 1, let found = candidates.first else { return }
        // The column: as many characters other than whitespace before it in both lines.
        let before = expanded.prefix(max(0, column - 1)).filter { !$0.isWhitespace }.count
        var seen = 0, offset = 0
        for character in sourceLines[found - 1] {
            if !character.isWhitespace {
                if seen == before { break }
                seen += 1
            }
            offset += 1
        }
        (self.line, self.column) = (found, offset + 1)
    }

    /// The place of the freestanding macro a buffer's name says it expands (`…fMX11_0_…`:
    /// zero-based line and column), when the buffer itself is gone.
    static func macroPlace(inName path: String) -> (line: Int, column: Int)? {
        let name = (path as NSString).lastPathComponent
        guard let mx = name.range(of: "fMX") else { return nil }
        let numbers = name[mx.upperBound...].split(separator: "_", maxSplits: 2).prefix(2).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0] + 1, numbers[1] + 1) : nil
    }

    /// `PATH:L1:C1-L2:C2`.
    static func range(_ text: String) -> (file: String, start: (line: Int, column: Int), end: (line: Int, column: Int))? {
        guard let dash = text.lastIndex(of: "-") else { return nil }
        let end = text[text.index(after: dash)...].split(separator: ":").compactMap { Int($0) }
        let head = text[..<dash].split(separator: ":", omittingEmptySubsequences: false)
        guard end.count == 2, head.count >= 3, let l = Int(head[head.count - 2]), let c = Int(head[head.count - 1]) else { return nil }
        return (head.dropLast(2).joined(separator: ":"), (l, c), (end[0], end[1]))
    }
}
