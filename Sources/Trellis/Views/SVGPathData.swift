import Foundation

/// The path of an SVG `d` attribute (SVG 1.1, §8.3): moves, lines (`L`, `H`, `V`), cubic and
/// quadratic curves with their smooth forms, and closes, absolute and relative. An arc (`A`) is
/// drawn as a line to its end point, which custom symbol templates (the one use) do not hold.
/// Parsing stops at the first thing that is not path data, keeping what came before.
enum SVGPathData {
    static func path(_ data: String) -> Path {
        var scanner = NumberScanner(Array(data.utf8))
        var path = Path()
        var current = CGPoint.zero, start = CGPoint.zero
        var lastControl: CGPoint?  // the last curve's second control point, for S and T
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek else { break }
            if Self.isCommand(byte) {
                command = byte
                scanner.advance()
                if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                    path.closeSubpath()
                    current = start
                    lastControl = nil
                    continue
                }
            } else if command == 0 || !Self.startsNumber(byte) {
                break
            }
            let relative = command >= UInt8(ascii: "a")
            func point() -> CGPoint? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            switch command | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                guard let p = point() else { return path }
                path.move(to: p)
                current = p; start = p; lastControl = nil
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "l"):
                guard let p = point() else { return path }
                path.addLine(to: p)
                current = p; lastControl = nil
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return path }
                current = CGPoint(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current); lastControl = nil
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return path }
                current = CGPoint(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current); lastControl = nil
            case UInt8(ascii: "c"):
                guard let c1 = point(), let c2 = point(), let p = point() else { return path }
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p; lastControl = c2
            case UInt8(ascii: "s"):
                let c1 = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                guard let c2 = point(), let p = point() else { return path }
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p; lastControl = c2
            case UInt8(ascii: "q"):
                guard let c = point(), let p = point() else { return path }
                path.addQuadCurve(to: p, control: c)
                current = p; lastControl = c
            case UInt8(ascii: "t"):
                let c = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                guard let p = point() else { return path }
                path.addQuadCurve(to: p, control: c)
                current = p; lastControl = c
            case UInt8(ascii: "a"):
                guard scanner.number() != nil, scanner.number() != nil, scanner.number() != nil,
                      scanner.number() != nil, scanner.number() != nil, let p = point() else { return path }
                path.addLine(to: p)
                current = p; lastControl = nil
            default:
                return path
            }
        }
        return path
    }

    static func isCommand(_ byte: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte) }
    static func startsNumber(_ byte: UInt8) -> Bool { (byte >= 48 && byte <= 57) || byte == 45 || byte == 43 || byte == 46 }

    /// Numbers as SVG writes them: `1.5-2` is two, `.5.5` is two, exponents allowed.
    struct NumberScanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
        mutating func advance() { index += 1 }
        mutating func skipSeparators() {
            while let b = peek, b == 32 || b == 44 || b == 9 || b == 10 || b == 13 { advance() }
        }

        mutating func number() -> CGFloat? {
            skipSeparators()
            let begin = index
            if let b = peek, b == 45 || b == 43 { advance() }
            var digits = false, dot = false
            while let b = peek {
                if b >= 48 && b <= 57 { digits = true; advance() } else if b == 46 && !dot { dot = true; advance() } else { break }
            }
            if digits, let b = peek, b == 101 || b == 69 {
                let mark = index
                advance()
                if let s = peek, s == 45 || s == 43 { advance() }
                var exponent = false
                while let d = peek, d >= 48 && d <= 57 { exponent = true; advance() }
                if !exponent { index = mark }
            }
            guard digits, let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)) else {
                index = begin
                return nil
            }
            return CGFloat(value)
        }
    }
}
