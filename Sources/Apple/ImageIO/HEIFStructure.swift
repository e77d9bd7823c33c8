// An HEIF file's boxes (HEIC, AVIF and other HEIF images), walked without decoding: the file
// type box's brands tell the format; the image spatial extents (ispe) in the item properties
// (meta → iprp → ipco) give the size. The largest extent is taken as the primary image's: a
// gridded photo's tiles and thumbnail are smaller than the grid.

/// Reads HEIF boxes.
enum HEIFStructure {
    /// HEIC's brands; AVIF's; and the general HEIF brands, which a compatible brand may narrow.
    static let heicBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]
    static let avifBrands: Set<String> = ["avif", "avis"]
    static let heifBrands: Set<String> = ["mif1", "msf1", "mif2"]

    /// The format a file type box names, or nil for another ISO media file (a video).
    static func format(_ bytes: ByteReader) -> ImageFormat? {
        guard let major = bytes.latin1(8, 4) else { return nil }
        if heicBrands.contains(major) { return .heic }
        if avifBrands.contains(major) { return .avif }
        guard heifBrands.contains(major) else { return nil }
        // The compatible brands follow the major brand and its version.
        let boxSize = bytes.be32(0) ?? 0
        var compatible: [String] = []
        var offset = 16
        while offset + 4 <= min(boxSize, bytes.count), compatible.count < 64 {
            if let brand = bytes.latin1(offset, 4) { compatible.append(brand) }
            offset += 4
        }
        if compatible.contains(where: heicBrands.contains) { return .heic }
        if compatible.contains(where: avifBrands.contains) { return .avif }
        return .heif
    }

    /// The image's size, from the largest spatial extent; `.truncated` before it arrived.
    static func read(_ bytes: ByteReader, format: ImageFormat) -> FormatReading {
        var largest: (width: Int, height: Int)?
        func walk(_ start: Int, _ end: Int, depth: Int) {
            var offset = start
            while depth < 8, offset + 8 <= end, let size32 = bytes.be32(offset), let type = bytes.latin1(offset + 4, 4) {
                var header = 8, size = size32
                if size32 == 1 {
                    guard let large = bytes.be(offset + 8, 8) else { return }
                    size = large
                    header = 16
                } else if size32 == 0 {
                    size = end - offset
                }
                guard size >= header else { return }
                let boxEnd = offset + size
                switch type {
                case "meta": walk(offset + header + 4, min(boxEnd, end), depth: depth + 1)
                case "iprp", "ipco": walk(offset + header, min(boxEnd, end), depth: depth + 1)
                case "ispe":
                    if let w = bytes.be32(offset + header + 4), let h = bytes.be32(offset + header + 8), w > 0, h > 0,
                       w * h > (largest.map { $0.width * $0.height } ?? 0) {
                        largest = (w, h)
                    }
                default: break
                }
                offset = boxEnd
            }
        }
        walk(0, bytes.count, depth: 0)
        guard let largest else { return .truncated }
        return .read(ImageContainer(format: format, images: [ImageProperties(width: largest.width, height: largest.height)], isComplete: false))
    }
}
