import Foundation

// Pixels for the Apple-named modules that compute them (CoreImage's filters). The engine decodes
// and encodes no image itself: the Cairo backend installs its PNG codec with its rasterizer
// (`CairoBackend`), and where nothing is installed, decoding and encoding give nil.

/// An image as straight (not premultiplied) RGBA bytes, four a pixel, rows top to bottom.
package struct RGBAImage: Sendable {
    package let width: Int
    package let height: Int
    package var bytes: [UInt8]

    package init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}

/// PNG bytes to pixels and back, with the painter's codec.
package enum PixelCodec {
    package typealias Decode = @Sendable (Data) -> RGBAImage?
    package typealias Encode = @Sendable (RGBAImage) -> Data?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: (decode: Decode, encode: Encode)?

    /// Makes `decode` and `encode` the process's PNG codec.
    package static func install(decode: @escaping Decode, encode: @escaping Encode) {
        lock.withLock { installed = (decode, encode) }
    }

    /// The pixels of PNG bytes (nil when no codec is installed or the bytes are no PNG).
    package static func decodePNG(_ data: Data) -> RGBAImage? { lock.withLock { installed }?.decode(data) }

    /// PNG bytes of `image` (nil when no codec is installed or the image is empty).
    package static func encodePNG(_ image: RGBAImage) -> Data? { lock.withLock { installed }?.encode(image) }
}
