import Foundation

/// Finds runs of opening brackets written directly inside each other (`[[[[`, `[([(`).
/// SwiftParser's lookahead for inline-array types (`[3 of Int]`) takes time exponential in the
/// length of such a run, so a file with a long run would hang the parser. Layout code never needs
/// more than a few; longer runs are rejected before parsing.
package enum BracketRunScanner {
    /// The longest run accepted.
    static let maximumRun = 10

    /// Where the first overlong run is, and the error that says so (nil: none). swiftc's parser
    /// has the same lookahead, so compiled files are held to the same limit.
    package static func overlongRun(in source: String) -> (line: Int, column: Int, message: String)? {
        guard let offset = firstOverlongRun(in: source) else { return nil }
        let message = "more than \(maximumRun) brackets opened directly inside each other ('[[[[…') are not supported"
        let before = source.utf8.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column, message)
    }

    /// The UTF-8 offset of the first run longer than `maximumRun` that contains a `[`, if any.
    /// Comments and string literals are skipped.
    static func firstOverlongRun(in source: String) -> Int? {
        // The string's own bytes: a copy of a 4 MB file would cost more than the scan.
        var source = source
        return source.withUTF8(firstOverlongRun)
    }

    private static func firstOverlongRun(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        var runStart = -1
        var runLength = 0
        var runHasSquare = false
        let n = bytes.count

        func resetRun() {
            runLength = 0
            runHasSquare = false
            runStart = -1
        }

        while i < n {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                if runLength == 0 { runStart = i }
                runLength += 1
                if c == UInt8(ascii: "[") { runHasSquare = true }
                if runLength > maximumRun, runHasSquare { return runStart }
                i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                i += 1
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                i = skipBlockComment(bytes, from: i)
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                resetRun()
                var found: Int?
                i = skipString(bytes, from: i, found: &found)
                if let found { return found }
            default:
                resetRun()
                i += 1
            }
        }
        return nil
    }

    /// Skips a (nested) block comment starting at `i`.
    private static func skipBlockComment(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start + 2
        var depth = 1
        while i < b.count, depth > 0 {
            if b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if b[i] == UInt8(ascii: "*"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
            } else {
                i += 1
            }
        }
        return i
    }

    /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`) starting at `i`, including its
    /// interpolations. A lone `#` (like `#Preview`) is skipped as one character.
    private static func skipString(_ b: UnsafeBufferPointer<UInt8>, from start: Int, found: inout Int?) -> Int {
        var i = start
        var pounds = 0
        while i < b.count, b[i] == UInt8(ascii: "#") {
            pounds += 1
            i += 1
        }
        guard i < b.count, b[i] == UInt8(ascii: "\"") else { return max(i, start + 1) }
        let multiline = i + 2 < b.count && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\\") {
                // An escape needs the same number of #s as the delimiter.
                var j = i + 1
                var escapePounds = 0
                while j < b.count, b[j] == UInt8(ascii: "#"), escapePounds < pounds {
                    escapePounds += 1
                    j += 1
                }
                if escapePounds == pounds, j < b.count {
                    if b[j] == UInt8(ascii: "(") {
                        i = skipInterpolation(b, from: j + 1, found: &found)
                        if found != nil { return i }
                        continue
                    }
                    i = j + 1
                    continue
                }
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                let closeLength = multiline ? 3 : 1
                var matches = i + closeLength <= b.count
                if matches { for k in 0..<closeLength where b[i + k] != UInt8(ascii: "\"") { matches = false } }
                if matches {
                    var j = i + closeLength
                    var closing = 0
                    while j < b.count, b[j] == UInt8(ascii: "#"), closing < pounds {
                        closing += 1
                        j += 1
                    }
                    if closing == pounds { return j }
                }
            }
            if c == UInt8(ascii: "\n"), !multiline { return i }
            i += 1
        }
        return i
    }

    /// Skips the code of `\( … )` up to its closing parenthesis; a run of brackets in it (the
    /// parser reads interpolations as code) is found as outside strings.
    private static func skipInterpolation(_ b: UnsafeBufferPointer<UInt8>, from start: Int, found: inout Int?) -> Int {
        var i = start
        var depth = 1
        var runStart = -1, runLength = 0, runHasSquare = false
        while i < b.count, depth > 0 {
            let c = b[i]
            switch c {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                if c == UInt8(ascii: "(") { depth += 1 }
                if runLength == 0 { runStart = i }
                runLength += 1
                if c == UInt8(ascii: "[") { runHasSquare = true }
                if runLength > maximumRun, runHasSquare {
                    found = runStart
                    return i
                }
                i += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                i += 1
                continue
            default:
                runLength = 0
                runHasSquare = false
            }
            if c == UInt8(ascii: ")") { depth -= 1 }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "#") {
                i = skipString(b, from: i, found: &found)
                if found != nil { return i }
                continue
            }
            i += 1
        }
        return i
    }
}
