import Foundation

/// A QR code (ISO/IEC 18004) of bytes: the modules of the smallest version from 1 to 10 that holds
/// the message at the error-correction level, in byte mode, with the mask of the lowest penalty.
/// Core Image's generator goes up to version 40; longer messages than version 10 holds (at level
/// M, 213 bytes at L) give no code here.
struct QRCode {
    enum Level: Int {
        case low, medium, quartile, high

        /// The level of Core Image's `inputCorrectionLevel` ("L", "M", "Q", "H"; M otherwise).
        init(_ letter: String) {
            switch letter.uppercased() {
            case "L": self = .low
            case "Q": self = .quartile
            case "H": self = .high
            default: self = .medium
            }
        }

        /// The two bits of the level in the format information.
        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    /// Modules per side.
    let size: Int
    /// Dark modules, row by row.
    private(set) var modules: [Bool]
    private var isFunction: [Bool]
    let version: Int

    subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// The code of `message`, or nil when it is longer than version 10 holds at `level`.
    init?(_ message: [UInt8], level: Level) {
        guard let version = (1...10).first(where: { Self.fits(message.count, version: $0, level: level) }) else { return nil }
        self.version = version
        size = version * 4 + 17
        modules = [Bool](repeating: false, count: size * size)
        isFunction = modules
        drawFunctionPatterns()
        place(Self.codewords(message, version: version, level: level))
        // The mask of the lowest penalty (the first of equals).
        var best = 0, bestPenalty = Int.max
        for mask in 0..<8 {
            var candidate = self
            candidate.apply(mask: mask)
            candidate.drawFormat(level: level, mask: mask)
            let p = candidate.penalty
            if p < bestPenalty { (best, bestPenalty) = (mask, p) }
        }
        apply(mask: best)
        drawFormat(level: level, mask: best)
    }

    // MARK: Capacity

    /// Per version and level: error-correction codewords per block, and the blocks of each of the
    /// two groups with their data codewords (the second group's blocks hold one more).
    private static let blocks: [[(ec: Int, count1: Int, data1: Int, count2: Int)]] = [
        [(7, 1, 19, 0), (10, 1, 16, 0), (13, 1, 13, 0), (17, 1, 9, 0)],
        [(10, 1, 34, 0), (16, 1, 28, 0), (22, 1, 22, 0), (28, 1, 16, 0)],
        [(15, 1, 55, 0), (26, 1, 44, 0), (18, 2, 17, 0), (22, 2, 13, 0)],
        [(20, 1, 80, 0), (18, 2, 32, 0), (26, 2, 24, 0), (16, 4, 9, 0)],
        [(26, 1, 108, 0), (24, 2, 43, 0), (18, 2, 15, 2), (22, 2, 11, 2)],
        [(18, 2, 68, 0), (16, 4, 27, 0), (24, 4, 19, 0), (28, 4, 15, 0)],
        [(20, 2, 78, 0), (18, 4, 31, 0), (18, 2, 14, 4), (26, 4, 13, 1)],
        [(24, 2, 97, 0), (22, 2, 38, 2), (22, 4, 18, 2), (26, 4, 14, 2)],
        [(30, 2, 116, 0), (22, 3, 36, 2), (20, 4, 16, 4), (24, 4, 12, 4)],
        [(18, 2, 68, 2), (26, 4, 43, 1), (24, 6, 19, 2), (28, 6, 15, 2)],
    ]

    static func layout(_ version: Int, _ level: Level) -> (ec: Int, count1: Int, data1: Int, count2: Int) { blocks[version - 1][level.rawValue] }

    /// Data codewords a version holds at a level.
    static func dataCodewords(_ version: Int, _ level: Level) -> Int {
        let b = layout(version, level)
        return b.count1 * b.data1 + b.count2 * (b.data1 + 1)
    }

    /// All the codewords of a version (data and error correction): the modules outside the
    /// function patterns, over 8.
    static func totalCodewords(_ version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let count = version / 7 + 2
            modules -= (25 * count - 10) * count - 55
            if version >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    private static func countBits(_ version: Int) -> Int { version < 10 ? 8 : 16 }

    static func fits(_ bytes: Int, version: Int, level: Level) -> Bool {
        4 + countBits(version) + 8 * bytes <= 8 * dataCodewords(version, level) && bytes < 1 << countBits(version)
    }

    // MARK: Codewords

    /// The message in byte mode, padded to the version's data codewords, split into blocks, each
    /// with its Reed–Solomon codewords, interleaved.
    static func codewords(_ message: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) { for i in (0..<count).reversed() { bits.append(value >> i & 1 == 1) } }
        append(0b0100, 4)
        append(message.count, countBits(version))
        for b in message { append(Int(b), 8) }
        let capacity = 8 * dataCodewords(version, level)
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var data: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { i in
            (0..<8).reduce(UInt8(0)) { $0 << 1 | (bits[i + $1] ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while data.count < capacity / 8 {
            data.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        let b = layout(version, level)
        let divisor = reedSolomonDivisor(b.ec)
        var blocks: [[UInt8]] = []
        var k = 0
        for i in 0..<(b.count1 + b.count2) {
            let length = b.data1 + (i < b.count1 ? 0 : 1)
            blocks.append(Array(data[k..<(k + length)]))
            k += length
        }
        let ec = blocks.map { reedSolomonRemainder($0, divisor) }
        var out: [UInt8] = []
        for i in 0...b.data1 { for block in blocks where i < block.count { out.append(block[i]) } }
        for i in 0..<b.ec { for e in ec { out.append(e[i]) } }
        return out
    }

    /// The product of two elements of GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var z = 0
        for i in (0..<8).reversed() {
            z = (z << 1) ^ ((z >> 7) * 0x11D)
            z ^= (Int(y) >> i & 1) * Int(x)
        }
        return UInt8(z)
    }

    /// The generator polynomial of `degree` error-correction codewords (coefficients from the
    /// highest power down, the leading 1 left out).
    static func reedSolomonDivisor(_ degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for j in 0..<degree {
                result[j] = multiply(result[j], root)
                if j + 1 < degree { result[j] ^= result[j + 1] }
            }
            root = multiply(root, 2)
        }
        return result
    }

    /// The error-correction codewords of `data`.
    static func reedSolomonRemainder(_ data: [UInt8], _ divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for b in data {
            let factor = b ^ result.removeFirst()
            result.append(0)
            for i in 0..<result.count { result[i] ^= multiply(divisor[i], factor) }
        }
        return result
    }

    // MARK: Modules

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }

    /// Finder, separator, timing and alignment patterns, the dark module, and room for the format
    /// and version information.
    private mutating func drawFunctionPatterns() {
        for i in 0..<size {
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 where (0..<size).contains(cx + dx) && (0..<size).contains(cy + dy) {
                    let d = max(abs(dx), abs(dy))
                    set(cx + dx, cy + dy, d != 2 && d != 4)
                }
            }
        }
        let centres = alignmentCentres
        for (i, x) in centres.enumerated() {
            for (j, y) in centres.enumerated() {
                // Not where a finder pattern is.
                if (i == 0 && j == 0) || (i == 0 && j == centres.count - 1) || (i == centres.count - 1 && j == 0) { continue }
                for dy in -2...2 { for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) } }
            }
        }
        drawFormat(level: .medium, mask: 0)
        if version >= 7 {
            var rem = version
            for _ in 0..<12 { rem = (rem << 1) ^ ((rem >> 11) * 0x1F25) }
            let bits = version << 12 | rem
            for i in 0..<18 {
                let dark = bits >> i & 1 == 1
                let a = size - 11 + i % 3, b = i / 3
                set(a, b, dark)
                set(b, a, dark)
            }
        }
    }

    /// The centres of the alignment patterns along either axis.
    private var alignmentCentres: [Int] {
        guard version >= 2 else { return [] }
        let count = version / 7 + 2
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        var result = [6]
        var position = size - 7
        var rest: [Int] = []
        for _ in 0..<(count - 1) {
            rest.insert(position, at: 0)
            position -= step
        }
        result += rest
        return result
    }

    /// The 15 bits of level and mask, with their BCH code, twice.
    private mutating func drawFormat(level: Level, mask: Int) {
        let data = level.formatBits << 3 | mask
        var rem = data
        for _ in 0..<10 { rem = (rem << 1) ^ ((rem >> 9) * 0x537) }
        let bits = (data << 10 | rem) ^ 0x5412
        func bit(_ i: Int) -> Bool { bits >> i & 1 == 1 }
        for i in 0...5 { set(8, i, bit(i)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)
    }

    /// The codewords' bits in the zigzag of two-module columns from the bottom right, skipping
    /// the function patterns (the bits left over stay light).
    private mutating func place(_ codewords: [UInt8]) {
        var i = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    if !isFunction[y * size + x] && i < codewords.count * 8 {
                        modules[y * size + x] = codewords[i >> 3] >> (7 - i & 7) & 1 == 1
                        i += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// Inverts the data modules where the mask's condition holds.
    private mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                let invert: Bool
                switch mask {
                case 0: invert = (x + y) % 2 == 0
                case 1: invert = y % 2 == 0
                case 2: invert = x % 3 == 0
                case 3: invert = (x + y) % 3 == 0
                case 4: invert = (x / 3 + y / 2) % 2 == 0
                case 5: invert = x * y % 2 + x * y % 3 == 0
                case 6: invert = (x * y % 2 + x * y % 3) % 2 == 0
                default: invert = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if invert { modules[y * size + x].toggle() }
            }
        }
    }

    /// The standard's penalty of the modules: runs of five or more, 2 × 2 blocks, finder-like
    /// sequences, and the dark proportion's distance from half.
    var penalty: Int {
        var score = 0
        func line(_ get: (Int) -> Bool) {
            var run = 1
            for i in 1..<size {
                if get(i) == get(i - 1) {
                    run += 1
                } else {
                    if run >= 5 { score += run - 2 }
                    run = 1
                }
            }
            if run >= 5 { score += run - 2 }
            let patterns: [[Bool]] = [[true, false, true, true, true, false, true, false, false, false, false],
                                      [false, false, false, false, true, false, true, true, true, false, true]]
            for start in 0...(size - 11) {
                for p in patterns where (0..<11).allSatisfy({ get(start + $0) == p[$0] }) { score += 40 }
            }
        }
        for y in 0..<size { line { self[$0, y] } }
        for x in 0..<size { line { self[x, $0] } }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let c = self[x, y]
                if c == self[x + 1, y] && c == self[x, y + 1] && c == self[x + 1, y + 1] { score += 3 }
            }
        }
        let dark = modules.filter { $0 }.count
        score += abs(dark * 20 - size * size * 10) / (size * size) * 10
        return score
    }
}
