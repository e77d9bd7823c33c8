// A JPEG's segments, walked without decoding: the frame header (SOFn) for the size, precision,
// components and progressive coding; JFIF's density (APP0); EXIF's metadata and thumbnail
// (APP1); the end of image (EOI) for completeness, found past each scan's entropy-coded data.
import Foundation

/// Reads a JPEG's segments.
enum JPEGStructure {
    /// The JPEG's image and properties; `.truncated` before its frame header arrived.
    static func read(_ bytes: ByteReader) -> FormatReading {
        var offset = 2
        var image: ImageProperties?
        var jfif: [NSString: NSObject] = [:]
        var exif: ExifMetadata?
        var complete = false
        walk: for _ in 0..<100_000 {
            // A marker: 0xFF, any fill bytes 0xFF, then its code.
            guard let first = bytes.u8(offset) else { break }
            guard first == 0xFF else { return image == nil ? .invalid : .read(container(image!, jfif, exif, complete: false)) }
            var codeAt = offset + 1
            while bytes.u8(codeAt) == 0xFF { codeAt += 1 }
            guard let marker = bytes.u8(codeAt) else { break }
            offset = codeAt + 1
            if (0xD0...0xD7).contains(marker) || marker == 0x01 || marker == 0xD8 { continue }
            if marker == 0xD9 {
                complete = true
                break
            }
            guard let length = bytes.be16(offset) else { break }
            guard length >= 2 else { return .invalid }
            let payload = offset + 2, payloadLength = length - 2
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard let precision = bytes.u8(payload), let height = bytes.be16(payload + 1), let width = bytes.be16(payload + 3),
                      let components = bytes.u8(payload + 5) else { break walk }
                guard width > 0, height > 0 else { return .invalid }
                var frame = ImageProperties(width: width, height: height)
                frame.depth = precision
                frame.colorModel = components == 1 ? "Gray" : components == 4 ? "CMYK" : "RGB"
                jfif[kCGImagePropertyJFIFIsProgressive] = NSNumber(value: [0xC2, 0xC6, 0xCA, 0xCE].contains(marker))
                image = frame
            case 0xE0 where bytes.matches("JFIF\u{0}", at: payload):
                if let major = bytes.u8(payload + 5), let minor = bytes.u8(payload + 6), let unit = bytes.u8(payload + 7),
                   let x = bytes.be16(payload + 8), let y = bytes.be16(payload + 10) {
                    jfif[kCGImagePropertyJFIFVersion] = NSArray(array: [major, 0, minor].map { NSNumber(value: $0) })
                    jfif[kCGImagePropertyJFIFDensityUnit] = NSNumber(value: unit)
                    jfif[kCGImagePropertyJFIFXDensity] = NSNumber(value: x)
                    jfif[kCGImagePropertyJFIFYDensity] = NSNumber(value: y)
                }
            case 0xE1 where bytes.matches("Exif\u{0}\u{0}", at: payload):
                if exif == nil, let tiff = bytes.slice(payload + 6, payloadLength - 6), let data = TIFFData(ByteReader(bytes: Array(tiff))) {
                    exif = ExifMetadata(data)
                }
            case 0xDA:
                // A scan: its entropy-coded data runs to the next marker that is not a stuffed
                // zero (FF 00) or a restart marker (FF D0…D7).
                var scan = payload + payloadLength
                while scan + 1 < bytes.count {
                    if bytes.bytes[scan] == 0xFF, bytes.bytes[scan + 1] != 0, bytes.bytes[scan + 1] != 0xFF,
                       !(0xD0...0xD7).contains(bytes.bytes[scan + 1]) {
                        break
                    }
                    scan += 1
                }
                guard scan + 1 < bytes.count else { break walk }
                offset = scan
                continue walk
            default: break
            }
            offset = payload + payloadLength
        }
        guard let image else { return .truncated }
        return .read(container(image, jfif, exif, complete: complete))
    }

    /// The container of the frame header's image with its JFIF and EXIF properties.
    static func container(_ frame: ImageProperties, _ jfif: [NSString: NSObject], _ exif: ExifMetadata?, complete: Bool) -> ImageContainer {
        var image = frame
        image.dictionaries[kCGImagePropertyJFIFDictionary as String] = NSDictionary(dictionary: jfif)
        // Density in dots per inch (unit 1) or per centimetre (unit 2) is the image's DPI.
        if let unit = (jfif[kCGImagePropertyJFIFDensityUnit] as? NSNumber)?.intValue, unit == 1 || unit == 2,
           let x = (jfif[kCGImagePropertyJFIFXDensity] as? NSNumber)?.doubleValue,
           let y = (jfif[kCGImagePropertyJFIFYDensity] as? NSNumber)?.doubleValue, x > 0, y > 0 {
            image.dpiWidth = unit == 1 ? x : (x * 2.54).rounded()
            image.dpiHeight = unit == 1 ? y : (y * 2.54).rounded()
        }
        if let exif {
            image.orientation = exif.orientation ?? 1
            image.dictionaries.merge(exif.dictionaries) { _, new in new }
        }
        return ImageContainer(format: .jpeg, images: [image], isComplete: complete, embeddedThumbnail: exif?.thumbnail)
    }
}
