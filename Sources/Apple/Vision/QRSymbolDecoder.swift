// Reads the message of a QR code (ISO/IEC 18004, versions 1 to 40) from its grid of modules: the
// format information (level and mask, corrected by its BCH code), the version information,
// the data modules unmasked and read in their zigzag, the blocks de-interleaved and corrected
// by Reed–Solomon, and the segments (numeric, alphanumeric, byte, kanji, with ECI) turned into
// text. Pure computation on Linux.
import Foundation

/// Decodes a QR code's grid of modules.
enum QRSymbolDecoder {
    /// Error-correction codewords per block, by level (L, M, Q, H) and version (index 0 unused).
    static let ecCodewordsPerBlock: [[Int]] = [
        [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Error-correction blocks, by level (L, M, Q, H) and version (index 0 unused).
    static let blockCounts: [[Int]] = [
        [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    /// All the codewords of a version: the modules outside the function patterns, over 8.
    static func totalCodewords(_ version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let count = version / 7 + 2
            modules -= (25 * count - 10) * count - 55
            if version >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    /// The data codewords of a version at a level (0 L, 1 M, 2 Q, 3 H).
    static func dataCodewords(_ version: Int, level: Int) -> Int {
        totalCodewords(version) - ecCodewordsPerBlock[level][version] * blockCounts[level][version]
    }

    /// The 15 format bits of a level's two bits and a mask, with their BCH code and XOR mask.
    static func formatBits(_ data: Int) -> Int {
        var rem = data
        for _ in 0..<10 { rem = (rem << 1) ^ ((rem >> 9) * 0x537) }
        return (data << 10 | rem) ^ 0x5412
    }

    /// The 18 version bits of a version (7...40), with their BCH code.
    static func versionBits(_ version: Int) -> Int {
        var rem = version
        for _ in 0..<12 { rem = (rem << 1) ^ ((rem >> 11) * 0x1F25) }
        return version << 12 | rem
    }

    /// The centres of the alignment patterns along either axis.
    static func alignmentCentres(_ version: Int) -> [Int] {
        guard version >= 2 else { return [] }
        let count = version / 7 + 2
        let size = version * 4 + 17
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        return [6] + (0..<(count - 1)).map { size - 7 - $0 * step }.reversed()
    }

    /// Which modules are function patterns (finders, separators, timing, alignment, format and
    /// version information, the dark module).
    static func functionModules(_ version: Int) -> [Bool] {
        let size = version * 4 + 17
        var function = [Bool](repeating: false, count: size * size)
        func mark(_ x: Int, _ y: Int) { if (0..<size).contains(x) && (0..<size).contains(y) { function[y * size + x] = true } }
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 { for dx in -4...4 { mark(cx + dx, cy + dy) } }
        }
        for i in 0..<size {
            mark(6, i)
            mark(i, 6)
        }
        let centres = alignmentCentres(version)
        for (i, x) in centres.enumerated() {
            for (j, y) in centres.enumerated() {
                let last = centres.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 { for dx in -2...2 { mark(x + dx, y + dy) } }
            }
        }
        for i in 0...8 {
            mark(8, i)
            mark(i, 8)
        }
        for i in 0..<8 {
            mark(size - 1 - i, 8)
            mark(8, size - 1 - i)
        }
        if version >= 7 {
            for i in 0..<18 {
                mark(size - 11 + i % 3, i / 3)
                mark(i / 3, size - 11 + i % 3)
            }
        }
        return function
    }

    /// Whether mask `mask` inverts the module at column x, row y.
    static func masked(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    /// The message of a QR code, or nil when the grid is not one that decodes.
    /// - Parameters:
    ///   - modules: Dark modules, row by row from the top.
    ///   - size: Modules per side (4 × version + 17).
    /// - Returns: The message as text.
    static func decode(_ modules: [Bool], size: Int) -> String? {
        let version = (size - 17) / 4
        guard (1...40).contains(version), size == version * 4 + 17, modules.count == size * size else { return nil }
        func dark(_ x: Int, _ y: Int) -> Bool { modules[y * size + x] }

        // Format: level and mask, from whichever copy is nearer a valid code.
        var first = 0, second = 0
        for i in 0...5 where dark(8, i) { first |= 1 << i }
        if dark(8, 7) { first |= 1 << 6 }
        if dark(8, 8) { first |= 1 << 7 }
        if dark(7, 8) { first |= 1 << 8 }
        for i in 9..<15 where dark(14 - i, 8) { first |= 1 << i }
        for i in 0..<8 where dark(size - 1 - i, 8) { second |= 1 << i }
        for i in 8..<15 where dark(8, size - 15 + i) { second |= 1 << i }
        var best = (data: -1, distance: Int.max)
        for data in 0..<32 {
            let code = formatBits(data)
            let distance = min((code ^ first).nonzeroBitCount, (code ^ second).nonzeroBitCount)
            if distance < best.distance { best = (data, distance) }
        }
        guard best.distance <= 3 else { return nil }
        let level = [1, 0, 3, 2][best.data >> 3], mask = best.data & 7

        // Version information, where there is some, must agree with the grid's size.
        if version >= 7 {
            var a = 0, b = 0
            for i in 0..<18 {
                if dark(size - 11 + i % 3, i / 3) { a |= 1 << i }
                if dark(i / 3, size - 11 + i % 3) { b |= 1 << i }
            }
            let nearest = (7...40).min { v1, v2 in
                min((versionBits(v1) ^ a).nonzeroBitCount, (versionBits(v1) ^ b).nonzeroBitCount)
                    < min((versionBits(v2) ^ a).nonzeroBitCount, (versionBits(v2) ^ b).nonzeroBitCount)
            }
            guard nearest == version,
                  min((versionBits(version) ^ a).nonzeroBitCount, (versionBits(version) ^ b).nonzeroBitCount) <= 3 else { return nil }
        }

        // The data modules, unmasked, in the zigzag of two-module columns from the bottom right.
        let function = functionModules(version)
        let total = totalCodewords(version)
        var codewords = [UInt8](repeating: 0, count: total)
        var bit = 0
        var right = size - 1
        while right >= 1 && bit < total * 8 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !function[y * size + x], bit < total * 8 else { continue }
                    if dark(x, y) != masked(mask, x, y) { codewords[bit >> 3] |= 0x80 >> (bit & 7) }
                    bit += 1
                }
            }
            right -= 2
        }

        // De-interleave the blocks and correct each.
        let ec = ecCodewordsPerBlock[level][version], count = blockCounts[level][version]
        let shortLength = total / count, shortBlocks = count - total % count
        let shortData = shortLength - ec
        var blocks = (0..<count).map { _ in [UInt8]() }
        var k = 0
        for i in 0...shortData {
            for b in 0..<count where i < shortData + (b >= shortBlocks ? 1 : 0) {
                blocks[b].append(codewords[k])
                k += 1
            }
        }
        for _ in 0..<ec {
            for b in 0..<count {
                blocks[b].append(codewords[k])
                k += 1
            }
        }
        var data: [UInt8] = []
        for block in blocks {
            guard let corrected = ReedSolomonDecoder.correct(block, ecCount: ec) else { return nil }
            data += corrected.prefix(corrected.count - ec)
        }
        return QRSegments.text(data, version: version)
    }
}

/// The segments of a QR code's data codewords, as text.
enum QRSegments {
    /// The alphanumeric mode's characters.
    static let alphanumeric = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")

    /// The text of the data codewords, or nil when they do not parse.
    /// - Parameters:
    ///   - data: The corrected data codewords.
    ///   - version: The code's version (which sets the widths of the character counts).
    /// - Returns: The text.
    static func text(_ data: [UInt8], version: Int) -> String? {
        var position = 0
        let length = data.count * 8
        func read(_ n: Int) -> Int? {
            guard n >= 0, position + n <= length else { return nil }
            var value = 0
            for _ in 0..<n {
                value = value << 1 | Int(data[position >> 3] >> (7 - position & 7) & 1)
                position += 1
            }
            return value
        }
        let band = version <= 9 ? 0 : version <= 26 ? 1 : 2
        var text = ""
        var eci: Int?
        while length - position >= 4 {
            guard let mode = read(4) else { break }
            switch mode {
            case 0:
                return text
            case 1:  // Numeric: three digits in 10 bits, two in 7, one in 4.
                guard var count = read([10, 12, 14][band]) else { return nil }
                while count > 0 {
                    let digits = min(count, 3)
                    guard let value = read([0, 4, 7, 10][digits]), value < [1, 10, 100, 1000][digits] else { return nil }
                    text += String(format: "%0\(digits)d", value)
                    count -= digits
                }
            case 2:  // Alphanumeric: two characters in 11 bits, one in 6.
                guard var count = read([9, 11, 13][band]) else { return nil }
                while count > 0 {
                    if count >= 2 {
                        guard let value = read(11), value < 45 * 45 else { return nil }
                        text.append(alphanumeric[value / 45])
                        text.append(alphanumeric[value % 45])
                        count -= 2
                    } else {
                        guard let value = read(6), value < 45 else { return nil }
                        text.append(alphanumeric[value])
                        count -= 1
                    }
                }
            case 4:  // Bytes, in the ECI's encoding (UTF-8 when none says otherwise, else Latin-1).
                guard let count = read([8, 16, 16][band]) else { return nil }
                var bytes: [UInt8] = []
                for _ in 0..<count {
                    guard let byte = read(8) else { return nil }
                    bytes.append(UInt8(byte))
                }
                guard let decoded = decode(bytes, eci: eci) else { return nil }
                text += decoded
            case 8:  // Kanji: Shift JIS characters in 13 bits.
                guard let count = read([8, 10, 12][band]) else { return nil }
                var bytes: [UInt8] = []
                for _ in 0..<count {
                    guard let value = read(13) else { return nil }
                    var code = (value / 0xC0) << 8 | (value % 0xC0)
                    code += code < 0x1F00 ? 0x8140 : 0xC140
                    bytes += [UInt8(code >> 8), UInt8(code & 0xFF)]
                }
                guard let decoded = String(data: Data(bytes), encoding: .shiftJIS) else { return nil }
                text += decoded
            case 7:  // ECI: an assignment number in one, two or three bytes.
                guard let lead = read(8) else { return nil }
                if lead & 0x80 == 0 {
                    eci = lead
                } else if lead & 0xC0 == 0x80, let rest = read(8) {
                    eci = (lead & 0x3F) << 8 | rest
                } else if lead & 0xE0 == 0xC0, let rest = read(16) {
                    eci = (lead & 0x1F) << 16 | rest
                } else {
                    return nil
                }
            case 3:  // Structured append: the symbol's place in a sequence, and the parity.
                guard read(16) != nil else { return nil }
            case 5:  // FNC1 in the first position (GS1 data follows).
                continue
            case 9:  // FNC1 in the second position: an application indicator.
                guard read(8) != nil else { return nil }
            default:
                return nil
            }
        }
        return text
    }

    /// Bytes as text in an ECI's encoding.
    static func decode(_ bytes: [UInt8], eci: Int?) -> String? {
        switch eci {
        case 20: return String(data: Data(bytes), encoding: .shiftJIS)
        case 26, nil: return String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes, encoding: .isoLatin1)
        default: return String(bytes: bytes, encoding: .isoLatin1)
        }
    }
}
