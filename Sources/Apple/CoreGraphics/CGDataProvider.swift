import Foundation
import Trellis

/// Where an image's bytes come from. On Linux an image's provider holds its pixels decoded:
/// 8-bit red, green, blue and alpha (not premultiplied), `bytesPerRow` a row, top row first, as
/// code that counts an image's colours reads them (`CFDataGetBytePtr(image.dataProvider!.data)`).
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes it provides.
    public let data: CFData?

    /// A provider of `data`'s bytes.
    /// - Parameter data: The bytes.
    public init?(data: CFData) {
        self.data = data
    }
}

extension CGImage {
    /// The provider of the image's pixels (see `CGDataProvider`), made once per image, so a
    /// pointer to its bytes stays valid while the image lives; nil when its PNG cannot be
    /// decoded (no painter is installed).
    public var dataProvider: CGDataProvider? {
        providerLock.withLock {
            if let provider = decodedProvider { return provider }
            guard let pixels = PixelCodec.decodePNG(pngData) else { return nil }
            decodedProvider = CGDataProvider(data: NSData(bytes: pixels.bytes, length: pixels.bytes.count))
            return decodedProvider
        }
    }
}

/// A pointer to a data object's bytes, valid while the object lives.
/// - Parameter theData: The data.
/// - Returns: Its first byte.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.bytes.assumingMemoryBound(to: UInt8.self)
}
