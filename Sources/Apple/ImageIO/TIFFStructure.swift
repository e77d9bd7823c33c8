// A TIFF file's pages: one image a directory of the chain, sized by its ImageWidth and
// ImageLength tags, with the first directory's metadata (`{TIFF}`, `{Exif}`, `{GPS}`).
import Foundation

/// Reads a TIFF file's directories.
enum TIFFStructure {
    /// The TIFF's pages and properties; `.truncated` before its first directory arrived.
    static func read(_ bytes: ByteReader) -> FormatReading {
        guard let tiff = TIFFData(bytes) else { return .truncated }
        let chain = tiff.directoryChain()
        guard !chain.isEmpty else { return tiff.firstDirectory >= bytes.count ? .truncated : .invalid }
        let metadata = ExifMetadata(tiff)
        let images = chain.compactMap { entries -> ImageProperties? in
            guard let width = tiff.integer(entries[0x0100]), let height = tiff.integer(entries[0x0101]), width > 0, height > 0 else { return nil }
            var image = ImageProperties(width: width, height: height)
            image.depth = tiff.integer(entries[0x0102]) ?? 1
            let photometric = tiff.integer(entries[0x0106]) ?? 2
            image.colorModel = photometric <= 1 ? "Gray" : photometric == 5 ? "CMYK" : "RGB"
            image.isIndexed = photometric == 3
            // ExtraSamples: 1 (premultiplied) or 2 (straight) is an alpha channel.
            image.hasAlpha = entries[0x0152].map { tiff.integers($0).contains { $0 == 1 || $0 == 2 } } ?? false
            if let orientation = tiff.integer(entries[0x0112]), (1...8).contains(orientation) { image.orientation = UInt32(orientation) }
            if tiff.integer(entries[0x0128]) == 2, let x = entries[0x011A].flatMap({ tiff.numbers($0).first }),
               let y = entries[0x011B].flatMap({ tiff.numbers($0).first }), x > 0, y > 0 {
                image.dpiWidth = x
                image.dpiHeight = y
            }
            return image
        }
        guard var first = images.first else { return .invalid }
        first.dictionaries = metadata.dictionaries
        return .read(ImageContainer(format: .tiff, images: [first] + images.dropFirst(), isComplete: false))
    }
}
