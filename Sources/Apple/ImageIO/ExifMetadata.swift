// The metadata of a TIFF header's directories as ImageIO's dictionaries: `{TIFF}` from the first
// directory (camera, software, orientation, resolution), `{Exif}` and `{GPS}` from the
// directories it points to, and the thumbnail the second directory locates (EXIF's IFD1).
import Foundation

/// The EXIF and TIFF metadata of a TIFF header.
struct ExifMetadata {
    /// How a tag's value becomes a dictionary value.
    enum Kind {
        /// ASCII text.
        case text
        /// One integer.
        case integer
        /// One number (a rational's quotient).
        case number
        /// An array of integers.
        case integers
        /// Four ASCII digits ("0232") as an array of numbers ([2, 3, 2]).
        case version
    }

    /// The `{TIFF}` tags ImageIO reports, with their keys.
    nonisolated(unsafe) static let tiffTags: [(Int, NSString, Kind)] = [
        (0x0103, kCGImagePropertyTIFFCompression, .integer), (0x0106, kCGImagePropertyTIFFPhotometricInterpretation, .integer),
        (0x010E, kCGImagePropertyTIFFImageDescription, .text), (0x010F, kCGImagePropertyTIFFMake, .text),
        (0x0110, kCGImagePropertyTIFFModel, .text), (0x0112, kCGImagePropertyTIFFOrientation, .integer),
        (0x011A, kCGImagePropertyTIFFXResolution, .number), (0x011B, kCGImagePropertyTIFFYResolution, .number),
        (0x0128, kCGImagePropertyTIFFResolutionUnit, .integer), (0x0131, kCGImagePropertyTIFFSoftware, .text),
        (0x0132, kCGImagePropertyTIFFDateTime, .text), (0x013B, kCGImagePropertyTIFFArtist, .text),
        (0x8298, kCGImagePropertyTIFFCopyright, .text),
    ]

    /// The `{Exif}` tags ImageIO reports, with their keys.
    nonisolated(unsafe) static let exifTags: [(Int, NSString, Kind)] = [
        (0x829A, kCGImagePropertyExifExposureTime, .number), (0x829D, kCGImagePropertyExifFNumber, .number),
        (0x8822, kCGImagePropertyExifExposureProgram, .integer), (0x8827, kCGImagePropertyExifISOSpeedRatings, .integers),
        (0x9000, kCGImagePropertyExifVersion, .version), (0x9003, kCGImagePropertyExifDateTimeOriginal, .text),
        (0x9004, kCGImagePropertyExifDateTimeDigitized, .text), (0x9209, kCGImagePropertyExifFlash, .integer),
        (0x920A, kCGImagePropertyExifFocalLength, .number), (0xA001, kCGImagePropertyExifColorSpace, .integer),
        (0xA002, kCGImagePropertyExifPixelXDimension, .integer), (0xA003, kCGImagePropertyExifPixelYDimension, .integer),
        (0xA433, kCGImagePropertyExifLensMake, .text), (0xA434, kCGImagePropertyExifLensModel, .text),
    ]

    /// The `{GPS}` tags ImageIO reports as they are stored (latitude, longitude and time are converted).
    nonisolated(unsafe) static let gpsTags: [(Int, NSString, Kind)] = [
        (0x00, kCGImagePropertyGPSVersion, .integers), (0x01, kCGImagePropertyGPSLatitudeRef, .text),
        (0x03, kCGImagePropertyGPSLongitudeRef, .text), (0x05, kCGImagePropertyGPSAltitudeRef, .integer),
        (0x06, kCGImagePropertyGPSAltitude, .number), (0x0C, kCGImagePropertyGPSSpeedRef, .text),
        (0x0D, kCGImagePropertyGPSSpeed, .number), (0x10, kCGImagePropertyGPSImgDirectionRef, .text),
        (0x11, kCGImagePropertyGPSImgDirection, .number), (0x1D, kCGImagePropertyGPSDateStamp, .text),
    ]

    /// The `{TIFF}` dictionary (empty when the first directory has none of its tags).
    var tiff: [NSString: NSObject] = [:]
    /// The `{Exif}` dictionary.
    var exif: [NSString: NSObject] = [:]
    /// The `{GPS}` dictionary.
    var gps: [NSString: NSObject] = [:]
    /// The orientation tag's value, 1 to 8.
    var orientation: UInt32?
    /// The embedded thumbnail (JPEG bytes) the second directory locates.
    var thumbnail: Data?

    /// The metadata of TIFF data.
    init(_ tiffData: TIFFData) {
        let chain = tiffData.directoryChain(limit: 2)
        guard let first = chain.first else { return }
        tiff = Self.values(first, Self.tiffTags, tiffData)
        if let value = tiffData.integer(first[0x0112]), (1...8).contains(value) { orientation = UInt32(value) }
        if let exifOffset = tiffData.integer(first[0x8769]) {
            exif = Self.values(tiffData.entries(at: exifOffset), Self.exifTags, tiffData)
        }
        if let gpsOffset = tiffData.integer(first[0x8825]) {
            let entries = tiffData.entries(at: gpsOffset)
            gps = Self.values(entries, Self.gpsTags, tiffData)
            // Degrees, minutes and seconds as decimal degrees; the time of day as "HH:mm:ss".
            for (tag, key) in [(0x02, kCGImagePropertyGPSLatitude), (0x04, kCGImagePropertyGPSLongitude)] {
                if let entry = entries[tag] {
                    let parts = tiffData.numbers(entry)
                    if parts.count == 3 { gps[key] = NSNumber(value: parts[0] + parts[1] / 60 + parts[2] / 3600) }
                }
            }
            if let entry = entries[0x07] {
                let parts = tiffData.numbers(entry)
                if parts.count == 3 {
                    let seconds = parts[2]
                    let text = seconds == seconds.rounded()
                        ? String(format: "%02d:%02d:%02d", Int(parts[0]), Int(parts[1]), Int(seconds))
                        : String(format: "%02d:%02d:%05.2f", Int(parts[0]), Int(parts[1]), seconds)
                    gps[kCGImagePropertyGPSTimeStamp] = NSString(string: text)
                }
            }
        }
        if chain.count > 1, let start = tiffData.integer(chain[1][0x0201]), let length = tiffData.integer(chain[1][0x0202]),
           let bytes = tiffData.bytes.slice(start, length), ImageFormat.sniff(ByteReader(bytes: Array(bytes))) == .jpeg {
            thumbnail = Data(bytes)
        }
    }

    /// The values of the tags of `table` a directory has.
    static func values(_ entries: [Int: TIFFData.Entry], _ table: [(Int, NSString, Kind)], _ data: TIFFData) -> [NSString: NSObject] {
        var result: [NSString: NSObject] = [:]
        for (tag, key, kind) in table {
            guard let entry = entries[tag] else { continue }
            switch kind {
            case .text: if let text = data.text(entry) { result[key] = NSString(string: text) }
            case .integer: if let value = data.integer(entry) { result[key] = NSNumber(value: value) }
            case .number: if let value = data.numbers(entry).first { result[key] = NSNumber(value: value) }
            case .integers: result[key] = NSArray(array: data.integers(entry).map { NSNumber(value: $0) })
            case .version:
                let digits = data.integers(entry).compactMap { $0 >= 0x30 && $0 <= 0x39 ? $0 - 0x30 : nil }
                // "0232" is version 2.3.2: the leading zero is dropped.
                result[key] = NSArray(array: digits.drop { $0 == 0 }.map { NSNumber(value: $0) })
            }
        }
        return result
    }

    /// The format dictionaries for an image's properties (the ones that have values).
    var dictionaries: [String: NSObject] {
        var result: [String: NSObject] = [:]
        if !tiff.isEmpty { result[kCGImagePropertyTIFFDictionary as String] = NSDictionary(dictionary: tiff) }
        if !exif.isEmpty { result[kCGImagePropertyExifDictionary as String] = NSDictionary(dictionary: exif) }
        if !gps.isEmpty { result[kCGImagePropertyGPSDictionary as String] = NSDictionary(dictionary: gps) }
        return result
    }
}
