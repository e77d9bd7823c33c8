// A PNG's chunks, walked without decoding: the header (IHDR) for the size, bit depth, colour type
// and interlacing; transparency (tRNS), physical pixel size (pHYs), gamma (gAMA), sRGB intent
// and text chunks for the properties; the end chunk (IEND) for completeness.
import Foundation

/// Reads a PNG's chunks.
enum PNGStructure {
    /// The text keywords of tEXt chunks ImageIO reports, by the key of its `{PNG}` dictionary.
    nonisolated(unsafe) static let textKeys: [String: NSString] = [
        "Title": kCGImagePropertyPNGTitle, "Author": kCGImagePropertyPNGAuthor, "Description": kCGImagePropertyPNGDescription,
        "Copyright": kCGImagePropertyPNGCopyright, "Software": kCGImagePropertyPNGSoftware,
        "Creation Time": kCGImagePropertyPNGCreationTime,
    ]

    /// The PNG's image and properties; `.truncated` before its header arrived.
    static func read(_ bytes: ByteReader) -> FormatReading {
        // The header chunk comes first: length 13, "IHDR".
        guard let length = bytes.be32(8), bytes.matches("IHDR", at: 12) || bytes.count < 16 else {
            return bytes.count < 16 ? .truncated : .invalid
        }
        guard length == 13, let width = bytes.be32(16), let height = bytes.be32(20),
              let bitDepth = bytes.u8(24), let colorType = bytes.u8(25), let interlace = bytes.u8(28) else {
            return length == 13 ? .truncated : .invalid
        }
        guard width > 0, height > 0, [1, 2, 4, 8, 16].contains(bitDepth), [0, 2, 3, 4, 6].contains(colorType) else { return .invalid }
        var image = ImageProperties(width: width, height: height)
        image.depth = bitDepth
        image.colorModel = colorType == 0 || colorType == 4 ? "Gray" : "RGB"
        image.isIndexed = colorType == 3
        image.hasAlpha = colorType == 4 || colorType == 6
        var png: [NSString: NSObject] = [kCGImagePropertyPNGInterlaceType: NSNumber(value: interlace)]
        var complete = false
        // The chunks after the header, each length, type, data and CRC.
        var offset = 8 + 12 + length
        while let chunkLength = bytes.be32(offset), chunkLength < 1 << 31, let type = bytes.latin1(offset + 4, 4) {
            let data = offset + 8
            guard data + chunkLength + 4 <= bytes.count else { break }
            switch type {
            case "IEND": complete = true
            case "tRNS": image.hasAlpha = true
            case "pHYs":
                if bytes.u8(data + 8) == 1, let x = bytes.be32(data), let y = bytes.be32(data + 4), x > 0, y > 0 {
                    png[kCGImagePropertyPNGXPixelsPerMeter] = NSNumber(value: x)
                    png[kCGImagePropertyPNGYPixelsPerMeter] = NSNumber(value: y)
                    image.dpiWidth = (Double(x) * 0.0254).rounded()
                    image.dpiHeight = (Double(y) * 0.0254).rounded()
                }
            case "gAMA":
                if let gamma = bytes.be32(data), gamma > 0 { png[kCGImagePropertyPNGGamma] = NSNumber(value: Double(gamma) / 100_000) }
            case "sRGB":
                if let intent = bytes.u8(data) { png[kCGImagePropertyPNGsRGBIntent] = NSNumber(value: intent) }
            case "tEXt":
                if let text = bytes.slice(data, chunkLength), let nul = text.firstIndex(of: 0) {
                    let keyword = String(text[text.startIndex..<nul].map { Character(Unicode.Scalar($0)) })
                    let value = String(text[(nul + 1)...].map { Character(Unicode.Scalar($0)) })
                    if let key = textKeys[keyword] { png[key] = NSString(string: value) }
                }
            default: break
            }
            if complete { break }
            offset = data + chunkLength + 4
        }
        image.dictionaries[kCGImagePropertyPNGDictionary as String] = NSDictionary(dictionary: png)
        return .read(ImageContainer(format: .png, images: [image], isComplete: complete))
    }
}
