// The headers of formats that are recognised and sized but not decoded on Linux: BMP (its
// BITMAPINFOHEADER or older core header) and WebP (the simple lossy "VP8 ", lossless "VP8L" and
// extended "VP8X" layouts; an animated WebP has a frame an ANMF chunk).

/// Reads BMP and WebP headers.
enum OtherImageHeaders {
    /// A BMP's size and depth.
    static func readBMP(_ bytes: ByteReader) -> FormatReading {
        guard let headerSize = bytes.le32(14) else { return .truncated }
        let width: Int, height: Int, bitsPerPixel: Int
        if headerSize == 12 {
            guard let w = bytes.le16(18), let h = bytes.le16(20), let bits = bytes.le16(24) else { return .truncated }
            (width, height, bitsPerPixel) = (w, h, bits)
        } else {
            guard let w = bytes.le32(18), let h = bytes.le32(22), let bits = bytes.le16(28) else { return .truncated }
            // A negative height is a top-down bitmap.
            (width, height, bitsPerPixel) = (Int(Int32(truncatingIfNeeded: w)), abs(Int(Int32(truncatingIfNeeded: h))), bits)
        }
        guard width > 0, height > 0 else { return .invalid }
        var image = ImageProperties(width: width, height: height)
        image.hasAlpha = bitsPerPixel == 32
        image.isIndexed = bitsPerPixel <= 8
        return .read(ImageContainer(format: .bmp, images: [image], isComplete: false))
    }

    /// A WebP's canvas size, alpha and frame count.
    static func readWebP(_ bytes: ByteReader) -> FormatReading {
        var offset = 12
        var size: (width: Int, height: Int)?
        var hasAlpha = false, frames = 0
        while let length = bytes.le32(offset + 4), let fourCC = bytes.latin1(offset, 4) {
            let data = offset + 8
            switch fourCC {
            case "VP8X":
                guard let flags = bytes.u8(data), let w = bytes.le(data + 4, 3), let h = bytes.le(data + 7, 3) else { return .truncated }
                size = (w + 1, h + 1)
                hasAlpha = flags & 0x10 != 0
            case "VP8 " where size == nil:
                // A key frame's tag (3 bytes), its start code 9D 01 2A, then 14-bit width and height.
                guard let w = bytes.le16(data + 6), let h = bytes.le16(data + 8) else { return .truncated }
                guard bytes.u8(data + 3) == 0x9D, bytes.u8(data + 4) == 0x01, bytes.u8(data + 5) == 0x2A else { return .invalid }
                size = (w & 0x3FFF, h & 0x3FFF)
            case "VP8L" where size == nil:
                guard let bits = bytes.le32(data + 1) else { return .truncated }
                guard bytes.u8(data) == 0x2F else { return .invalid }
                size = ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
                hasAlpha = bits & (1 << 28) != 0
            case "ALPH": hasAlpha = true
            case "ANMF": frames += 1
            default: break
            }
            offset = data + length + (length & 1)
        }
        guard let size else { return .truncated }
        guard size.width > 0, size.height > 0 else { return .invalid }
        var image = ImageProperties(width: size.width, height: size.height)
        image.hasAlpha = hasAlpha
        return .read(ImageContainer(format: .webp, images: Array(repeating: image, count: max(1, frames)), isComplete: false))
    }
}
