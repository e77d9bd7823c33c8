import Foundation

/// The inline Markdown SwiftUI reads in string-literal texts: emphasis, strong emphasis,
/// strikethrough, code spans, links and backslash escapes (block syntax is shown as written).
enum Markdown {
    struct Style: Equatable {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link = false

        /// A text segment of `string` with this styling.
        func segment(_ string: String) -> Text.Segment {
            var s = Text.Segment(string: string)
            apply(to: &s)
            return s
        }

        /// Adds this styling to a segment (the segment's own settings win).
        func apply(to s: inout Text.Segment) {
            if bold, s.weight == nil { s.weight = .bold }
            if italic { s.italic = true }
            if strikethrough, s.strikethrough == nil { s.strikethrough = .single }
            if code { s.monospaced = true }
            if link, s.style == nil { s.style = AnyShapeStyle(Color.accentColor) }
        }
    }

    struct Run: Equatable {
        var string: String
        var style: Style
    }

    /// Markdown is read in literals up to this many characters; a longer one is shown as
    /// written (looking for closing delimiters and link ends is quadratic in the worst case).
    static let maximumCharacters = 4_096
    /// A link's text and target must close within this many characters of its `[`.
    static let maximumLinkLength = 1_000

    static func parse(_ source: String) -> [Run] {
        guard source.utf8.count <= maximumCharacters * 4 else { return [Run(string: source, style: Style())] }
        let chars = Array(source)
        guard chars.count <= maximumCharacters else { return [Run(string: source, style: Style())] }
        var runs: [Run] = []
        parse(chars, 0..<chars.count, Style(), into: &runs)
        // Merge neighbours of the same style.
        var merged: [Run] = []
        for r in runs where !r.string.isEmpty {
            if let last = merged.last, last.style == r.style { merged[merged.count - 1].string += r.string } else { merged.append(r) }
        }
        return merged
    }

    private static func isEscapable(_ c: Character) -> Bool { c.isASCII && (c.isPunctuation || c.isSymbol) }

    private static func runLength(_ c: [Character], _ i: Int, _ end: Int) -> Int {
        var n = 0
        while i + n < end && c[i + n] == c[i] { n += 1 }
        return n
    }

    private static func parse(_ c: [Character], _ range: Range<Int>, _ style: Style, into out: inout [Run]) {
        var buffer = ""
        func flush() {
            if !buffer.isEmpty { out.append(Run(string: buffer, style: style)) }
            buffer = ""
        }
        let end = range.upperBound
        var i = range.lowerBound
        while i < end {
            let ch = c[i]
            if ch == "\\", i + 1 < end, isEscapable(c[i + 1]) {
                buffer.append(c[i + 1])
                i += 2
                continue
            }
            if ch == "`" {
                let n = runLength(c, i, end)
                if let close = closingCode(c, from: i + n, length: n, end: end) {
                    flush()
                    var inner = String(c[(i + n)..<close])
                    if inner.count >= 2, inner.first == " ", inner.last == " " { inner = String(inner.dropFirst().dropLast()) }
                    var s = style
                    s.code = true
                    out.append(Run(string: inner, style: s))
                    i = close + n
                    continue
                }
                buffer += String(repeating: "`", count: n)
                i += n
                continue
            }
            if ch == "*" || ch == "_" || ch == "~" {
                let n = runLength(c, i, end)
                let valid = ch == "~" ? (n == 2 || n == 1) : n <= 3
                if valid, canOpen(c, i, n, end), let close = closingDelimiter(c, ch, from: i + n, length: n, end: end) {
                    flush()
                    var s = style
                    if ch == "~" { s.strikethrough = true } else {
                        if n == 1 || n == 3 { s.italic = true }
                        if n >= 2 { s.bold = true }
                    }
                    parse(c, (i + n)..<close, s, into: &out)
                    i = close + n
                    continue
                }
                buffer += String(repeating: String(ch), count: n)
                i += n
                continue
            }
            if ch == "[", let (labelEnd, linkEnd) = link(c, i, end) {
                flush()
                var s = style
                s.link = true
                parse(c, (i + 1)..<labelEnd, s, into: &out)
                i = linkEnd + 1
                continue
            }
            buffer.append(ch)
            i += 1
        }
        flush()
    }

    private static func canOpen(_ c: [Character], _ i: Int, _ n: Int, _ end: Int) -> Bool {
        guard i + n < end, !c[i + n].isWhitespace else { return false }
        if c[i] == "_", i > 0, c[i - 1].isLetter || c[i - 1].isNumber { return false }
        return true
    }

    private static func canClose(_ c: [Character], _ j: Int, _ n: Int, _ end: Int) -> Bool {
        guard j > 0, !c[j - 1].isWhitespace else { return false }
        if c[j] == "_", j + n < end, c[j + n].isLetter || c[j + n].isNumber { return false }
        return true
    }

    /// The start of the run of exactly `length` delimiters `ch` that closes one opened before `from`.
    private static func closingDelimiter(_ c: [Character], _ ch: Character, from: Int, length: Int, end: Int) -> Int? {
        var j = from
        while j < end {
            if c[j] == "\\" { j += 2; continue }
            if c[j] == "`" {
                let n = runLength(c, j, end)
                j = (closingCode(c, from: j + n, length: n, end: end).map { $0 + n }) ?? (j + n)
                continue
            }
            if c[j] == ch {
                let m = runLength(c, j, end)
                if m == length, j > from, canClose(c, j, m, end) { return j }
                j += m
                continue
            }
            j += 1
        }
        return nil
    }

    private static func closingCode(_ c: [Character], from: Int, length: Int, end: Int) -> Int? {
        var j = from
        while j < end {
            if c[j] == "`" {
                let m = runLength(c, j, end)
                if m == length { return j }
                j += m
            } else {
                j += 1
            }
        }
        return nil
    }

    /// `[label](destination)` starting at `i`: the index of "]" and of ")".
    private static func link(_ c: [Character], _ i: Int, _ end: Int) -> (Int, Int)? {
        var depth = 0
        var j = i
        let end = min(end, i + maximumLinkLength)
        while j < end {
            if c[j] == "\\" { j += 2; continue }
            if c[j] == "[" { depth += 1 }
            if c[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j < end, j + 1 < end, c[j + 1] == "(" else { return nil }
        guard let close = c[(j + 2)..<end].firstIndex(of: ")"), !c[(j + 2)..<close].contains(where: \.isWhitespace) else { return nil }
        return (j, close)
    }
}
