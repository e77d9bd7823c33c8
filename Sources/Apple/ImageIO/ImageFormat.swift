// The image formats an image source recognises by their first bytes (never by a name or a
// hint), with the type identifiers ImageIO reports for them.

/// An image file format, known by its signature.
enum ImageFormat: CaseIterable {
    case png, jpeg, gif, tiff, bmp, webp, heic, heif, avif

    /// The uniform type identifier ImageIO reports (`CGImageSourceGetType`).
    var typeIdentifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        case .gif: "com.compuserve.gif"
        case .tiff: "public.tiff"
        case .bmp: "com.microsoft.bmp"
        case .webp: "org.webmproject.webp"
        case .heic: "public.heic"
        case .heif: "public.heif"
        case .avif: "public.avif"
        }
    }

    /// The format of a type identifier (`"public.png"`), or nil.
    init?(typeIdentifier: String) {
        guard let format = Self.allCases.first(where: { $0.typeIdentifier == typeIdentifier }) else { return nil }
        self = format
    }

    /// The bytes a signature needs: fewer bytes than this cannot be told apart.
    static let signatureLength = 12

    /// The format whose signature `bytes` start with, or nil.
    static func sniff(_ bytes: ByteReader) -> ImageFormat? {
        if bytes.slice(0, 8).map(Array.init) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        if bytes.u8(0) == 0xFF, bytes.u8(1) == 0xD8, bytes.u8(2) == 0xFF { return .jpeg }
        if bytes.matches("GIF87a", at: 0) || bytes.matches("GIF89a", at: 0) { return .gif }
        if bytes.matches("II*\u{0}", at: 0) || bytes.matches("MM\u{0}*", at: 0) { return .tiff }
        if bytes.matches("RIFF", at: 0), bytes.matches("WEBP", at: 8) { return .webp }
        if bytes.matches("BM", at: 0), let header = bytes.le32(14), [12, 40, 52, 56, 108, 124].contains(header) { return .bmp }
        if bytes.matches("ftyp", at: 4) { return HEIFStructure.format(bytes) }
        return nil
    }
}
