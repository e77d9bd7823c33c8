// What an image source reads from its data before decoding anything: the format, each image's
// size and properties, and whether the data is all there. Each format's reader
// (PNGStructure, JPEGStructure, GIFStructure, TIFFStructure, OtherImageHeaders) fills one in.
import CoreGraphics
import Foundation

/// The images of an encoded image file, as its headers describe them.
struct ImageContainer {
    let format: ImageFormat
    /// Each image's properties: one for most files, one a frame of a GIF, one a page of a TIFF.
    var images: [ImageProperties]
    /// Whether the data ends as the format ends (PNG's IEND chunk, JPEG's end of image, GIF's
    /// trailer); other formats are complete once their data is final.
    var isComplete: Bool
    /// The file's own format dictionaries (`{GIF}` with the loop count and each frame's delays).
    var fileDictionaries: [String: NSObject] = [:]
    /// A GIF's blocks, to decode its frames from.
    var gif: GIFStructure?
    /// The thumbnail a JPEG's EXIF data embeds (a JPEG itself).
    var embeddedThumbnail: Data?
}

/// One image's properties, turned into ImageIO's property dictionary by `dictionary()`.
struct ImageProperties {
    var width: Int
    var height: Int
    var hasAlpha = false
    var depth = 8
    var colorModel = "RGB"
    var isIndexed = false
    /// EXIF orientation (1 when the file has none).
    var orientation: UInt32 = 1
    var dpiWidth = 72.0
    var dpiHeight = 72.0
    /// The format's dictionaries by key (`{TIFF}`, `{Exif}`, `{GPS}`, `{PNG}`, `{JFIF}`, `{GIF}`).
    var dictionaries: [String: NSObject] = [:]

    /// ImageIO's dictionary of the image's properties (`CGImageSourceCopyPropertiesAtIndex`).
    func dictionary() -> NSDictionary {
        var entries: [NSString: NSObject] = [
            kCGImagePropertyPixelWidth: NSNumber(value: width),
            kCGImagePropertyPixelHeight: NSNumber(value: height),
            kCGImagePropertyDepth: NSNumber(value: depth),
            kCGImagePropertyColorModel: NSString(string: colorModel),
            kCGImagePropertyHasAlpha: NSNumber(value: hasAlpha),
            kCGImagePropertyOrientation: NSNumber(value: orientation),
            kCGImagePropertyDPIWidth: NSNumber(value: dpiWidth),
            kCGImagePropertyDPIHeight: NSNumber(value: dpiHeight),
        ]
        if isIndexed { entries[kCGImagePropertyIsIndexed] = NSNumber(value: true) }
        for (key, value) in dictionaries { entries[NSString(string: key)] = value }
        return NSDictionary(dictionary: entries)
    }
}

/// What a format's reader made of the data.
enum FormatReading {
    /// The header stops before the sizes are known.
    case truncated
    /// The bytes are not what the format's signature promised.
    case invalid
    /// The header was read.
    case read(ImageContainer)
}

extension ImageContainer {
    /// Reads `bytes`: the status an image source reports and, once the headers are read, the container.
    /// - Parameter isFinal: Whether no more data will come (an incremental source's data may grow).
    static func read(_ bytes: ByteReader, isFinal: Bool) -> (status: CGImageSourceStatus, container: ImageContainer?) {
        guard let format = ImageFormat.sniff(bytes) else {
            return (!isFinal && bytes.count < ImageFormat.signatureLength ? .statusReadingHeader : .statusUnknownType, nil)
        }
        let reading: FormatReading
        switch format {
        case .png: reading = PNGStructure.read(bytes)
        case .jpeg: reading = JPEGStructure.read(bytes)
        case .gif: reading = GIFStructure.read(bytes)
        case .tiff: reading = TIFFStructure.read(bytes)
        case .bmp: reading = OtherImageHeaders.readBMP(bytes)
        case .webp: reading = OtherImageHeaders.readWebP(bytes)
        case .heic, .heif, .avif: reading = HEIFStructure.read(bytes, format: format)
        }
        switch reading {
        case .truncated: return (isFinal ? .statusUnexpectedEOF : .statusReadingHeader, nil)
        case .invalid: return (.statusInvalidData, nil)
        case let .read(container):
            guard !container.images.isEmpty else { return (isFinal ? .statusUnexpectedEOF : .statusIncomplete, container) }
            let complete = container.isComplete || (isFinal && !format.endsWithMarker)
            return (complete ? .statusComplete : isFinal ? .statusUnexpectedEOF : .statusIncomplete, container)
        }
    }
}

extension ImageFormat {
    /// Whether the format's data ends with a marker the reader finds (so completeness is known
    /// before the data is final).
    var endsWithMarker: Bool { self == .png || self == .jpeg || self == .gif }
}
