// Finds QR codes in an image and reads them: the image is made black and white at the midpoint
// of its darkest and lightest pixels; finder patterns (the three squares of 1:1:3:1:1 runs) are
// found along rows and confirmed down columns; each set of three that makes a right angle with
// equal legs is the corner of a code, whose grid of modules is sampled at their centres and
// decoded (QRSymbolDecoder.swift). This reads codes that are flat and sharp — upright or turned
// in the image's plane, as generated codes are shown — not codes photographed at an angle.
import CoreGraphics
import Foundation

/// A QR code read from an image: its message and its outer corners, in pixels (y down), named
/// as the code is turned.
struct DecodedQRCode {
    var payload: String
    var topLeft: CGPoint
    var topRight: CGPoint
    var bottomLeft: CGPoint
    var bottomRight: CGPoint
}

/// Finds and reads the QR codes of an image.
enum QRCodeReader {
    /// A finder pattern's centre (pixels, y down), module size, and how many scans found it.
    struct Finder {
        var x: Double
        var y: Double
        var module: Double
        var hits: Int
    }

    /// The image as dark and light pixels.
    struct Bits {
        let width: Int
        let height: Int
        let dark: [Bool]

        subscript(x: Int, y: Int) -> Bool {
            x >= 0 && y >= 0 && x < width && y < height && dark[y * width + x]
        }
    }

    /// The QR codes an image shows, each once.
    /// - Parameter image: The image, upright.
    /// - Returns: The codes read, in the order found.
    static func read(_ image: VisionImage) -> [DecodedQRCode] {
        guard let luminance = image.luminance, image.width >= 21, image.height >= 21,
              let low = luminance.min(), let high = luminance.max(), Int(high) - Int(low) >= 32 else { return [] }
        let threshold = (Int(low) + Int(high) + 1) / 2
        let bits = Bits(width: image.width, height: image.height, dark: luminance.map { Int($0) < threshold })
        let finders = finderPatterns(bits).sorted { $0.hits > $1.hits }.prefix(12).map { $0 }
        var codes: [DecodedQRCode] = []
        var used = Set<Int>()
        for a in 0..<finders.count {
            for b in (a + 1)..<max(a + 1, finders.count) {
                for c in (b + 1)..<max(b + 1, finders.count) where used.isDisjoint(with: [a, b, c]) {
                    guard let code = decode(bits, finders[a], finders[b], finders[c]) else { continue }
                    used.formUnion([a, b, c])
                    codes.append(code)
                }
            }
        }
        return codes
    }

    // MARK: Finder patterns

    /// Whether five run lengths (dark, light, dark, light, dark) are in the ratio 1:1:3:1:1.
    static func isFinderRatio(_ runs: [Double]) -> Bool {
        let total = runs.reduce(0, +)
        guard runs.count == 5, total >= 7 else { return false }
        let module = total / 7, slack = module * 0.7
        return abs(runs[0] - module) < slack && abs(runs[1] - module) < slack && abs(runs[2] - 3 * module) < 3 * slack
            && abs(runs[3] - module) < slack && abs(runs[4] - module) < slack
    }

    /// The finder patterns of an image: candidates along rows, confirmed across columns and
    /// again along their own row, merged when they are the same pattern.
    static func finderPatterns(_ bits: Bits) -> [Finder] {
        var found: [Finder] = []
        let step = max(1, bits.height / 1000)
        for y in stride(from: 0, to: bits.height, by: step) {
            // The row's runs: (dark, start, length).
            var runs: [(dark: Bool, start: Int, length: Int)] = []
            var x = 0
            while x < bits.width {
                let dark = bits[x, y]
                var end = x + 1
                while end < bits.width && bits[end, y] == dark { end += 1 }
                runs.append((dark, x, end - x))
                x = end
            }
            guard runs.count >= 5 else { continue }
            for i in 0...(runs.count - 5) where runs[i].dark {
                let lengths = (0..<5).map { Double(runs[i + $0].length) }
                guard isFinderRatio(lengths) else { continue }
                let centreX = Double(runs[i + 2].start) + lengths[2] / 2
                guard let vertical = crossCheck(bits, x: Int(centreX), y: y, vertical: true),
                      let horizontal = crossCheck(bits, x: Int(centreX), y: Int(vertical.centre), vertical: false) else { continue }
                let module = (vertical.total + horizontal.total) / 14
                let finder = Finder(x: horizontal.centre, y: vertical.centre, module: module, hits: 1)
                if let match = found.firstIndex(where: { abs($0.x - finder.x) <= max($0.module, module) * 1.5
                        && abs($0.y - finder.y) <= max($0.module, module) * 1.5 && abs($0.module - module) <= max($0.module, module) * 0.5 }) {
                    let f = found[match], n = Double(f.hits)
                    found[match] = Finder(x: (f.x * n + finder.x) / (n + 1), y: (f.y * n + finder.y) / (n + 1),
                                          module: (f.module * n + module) / (n + 1), hits: f.hits + 1)
                } else {
                    found.append(finder)
                }
            }
        }
        return found
    }

    /// The 1:1:3:1:1 runs through a dark pixel along a column (or a row): the centre of the
    /// middle run and the runs' total length, or nil when they are not a finder pattern's.
    static func crossCheck(_ bits: Bits, x: Int, y: Int, vertical: Bool) -> (centre: Double, total: Double)? {
        func dark(_ i: Int) -> Bool { vertical ? bits[x, i] : bits[i, y] }
        let start = vertical ? y : x, limit = vertical ? bits.height : bits.width
        guard dark(start) else { return nil }
        // Walk out from the middle: the centre run, then light, then dark, on each side.
        var before = [0, 0, 0], after = [0, 0, 0]
        var i = start
        for (k, wantDark) in [true, false, true].enumerated() {
            while i >= 0 && dark(i) == wantDark {
                before[k] += 1
                i -= 1
            }
            guard before[k] > 0 else { return nil }
        }
        i = start + 1
        for (k, wantDark) in [true, false, true].enumerated() {
            while i < limit && dark(i) == wantDark {
                after[k] += 1
                i += 1
            }
            guard k == 0 || after[k] > 0 else { return nil }
        }
        let runs = [before[2], before[1], before[0] + after[0], after[1], after[2]].map(Double.init)
        guard isFinderRatio(runs) else { return nil }
        let middleStart = Double(start - before[0] + 1)
        return (middleStart + runs[2] / 2, runs.reduce(0, +))
    }

    // MARK: Decoding

    /// The code whose finder patterns are these three, or nil when they are not one code's.
    static func decode(_ bits: Bits, _ p: Finder, _ q: Finder, _ r: Finder) -> DecodedQRCode? {
        let modules = [p.module, q.module, r.module]
        guard let smallest = modules.min(), let largest = modules.max(), largest <= smallest * 1.5 else { return nil }
        func distance(_ a: Finder, _ b: Finder) -> Double { hypot(a.x - b.x, a.y - b.y) }
        // The corner is opposite the longest side.
        let sides = [(distance(q, r), p, q, r), (distance(p, r), q, p, r), (distance(p, q), r, p, q)]
        guard let corner = sides.max(by: { $0.0 < $1.0 }) else { return nil }
        let topLeft = corner.1
        var (a, b) = (corner.2, corner.3)
        let ux = a.x - topLeft.x, uy = a.y - topLeft.y, vx = b.x - topLeft.x, vy = b.y - topLeft.y
        let legA = hypot(ux, uy), legB = hypot(vx, vy)
        guard legA > 0, legB > 0, abs(legA - legB) <= max(legA, legB) * 0.2,
              abs(ux * vx + uy * vy) / (legA * legB) < 0.15 else { return nil }
        // With y down, the top-right pattern is a quarter-turn anticlockwise of the bottom-left.
        if ux * vy - uy * vx < 0 { swap(&a, &b) }
        let module = (p.module + q.module + r.module) / 3
        let estimate = Int(((legA + legB) / 2 / module).rounded()) + 7
        let nearest = estimate + [1, 0, -1, 2][((estimate % 4) + 4) % 4]
        for size in [nearest, nearest - 4, nearest + 4] where (21...177).contains(size) {
            let span = Double(size - 7)
            let u = ((a.x - topLeft.x) / span, (a.y - topLeft.y) / span)
            let v = ((b.x - topLeft.x) / span, (b.y - topLeft.y) / span)
            func point(_ col: Double, _ row: Double) -> CGPoint {
                CGPoint(x: topLeft.x + (col - 3) * u.0 + (row - 3) * v.0, y: topLeft.y + (col - 3) * u.1 + (row - 3) * v.1)
            }
            var grid = [Bool](repeating: false, count: size * size)
            for row in 0..<size {
                for col in 0..<size {
                    let c = point(Double(col), Double(row))
                    grid[row * size + col] = bits[Int(c.x.rounded(.down)), Int(c.y.rounded(.down))]
                }
            }
            guard let payload = QRSymbolDecoder.decode(grid, size: size) else { continue }
            // The outer edges: half a module outside the first and last modules' centres.
            let edge = Double(size) - 0.5
            return DecodedQRCode(payload: payload, topLeft: point(-0.5, -0.5), topRight: point(edge, -0.5),
                                 bottomLeft: point(-0.5, edge), bottomRight: point(edge, edge))
        }
        return nil
    }
}
