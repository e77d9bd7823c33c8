import CoreGraphics
import Foundation
import Trellis

// `CIContext`: where Core Image's recipes become pixels. Linux: computed on the processor in Swift
// and PNG-encoded by the previewer's codec; bitmaps can also be written into memory.

/// Renders Core Image's images into bitmaps.
///
/// Linux: on the processor; a rendered bitmap is PNG-encoded by the previewer's codec, so a
/// context renders nothing (nil) in a process that has no painter, and a rectangle that is
/// infinite or larger than 64 million pixels cannot be rendered (nil).
open class CIContext: NSObject, @unchecked Sendable {
    /// The colour space filters work in: linear sRGB.
    open var workingColorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.linearSRGB) }

    /// The pixel format filters work in: 32-bit floats here.
    open var workingFormat: CIFormat { .RGBAf }

    /// A context.
    public override init() { super.init() }

    /// A context with options (Trellis reads none).
    /// - Parameter options: The options.
    public init(options: [CIContextOption: Any]?) { super.init() }

    /// A bitmap of the part of `image` inside `rect`.
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: What of it to render, in its coordinate space.
    /// - Returns: The bitmap, or nil when it cannot be rendered.
    open func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        let r = rect.integral
        guard !r.isUnrenderable, r.width >= 1, r.height >= 1 else { return nil }
        let bitmap = image.pixels(in: r).rgbaImage
        guard let png = PixelCodec.encodePNG(bitmap) else { return nil }
        return CGImage(pngData: png, width: bitmap.width, height: bitmap.height)
    }

    /// A bitmap of the part of `image` inside `rect`, in a format and colour space Trellis does
    /// not distinguish (8-bit sRGB).
    open func createCGImage(_ image: CIImage, from rect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: rect)
    }

    /// Writes the pixels of `bounds` into memory, rows from the top, premultiplied, in `format`
    /// (8-bit RGBA, BGRA or ARGB, or 32-bit float RGBA; other formats write nothing). With no
    /// colour space the working space's linear values are written, as Core Image writes them
    /// unmatched; with one, sRGB's encoding.
    /// - Parameters:
    ///   - image: The image.
    ///   - data: Where to write: `rowBytes` × the height, at least.
    ///   - rowBytes: Bytes from one row to the next.
    ///   - bounds: What of the image to write, in its coordinate space.
    ///   - format: The pixel format.
    ///   - colorSpace: The output's colour space, or nil for none.
    open func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat, colorSpace: CGColorSpace?) {
        let r = bounds.integral
        guard !r.isUnrenderable, r.width >= 1, r.height >= 1 else { return }
        let pixels = image.pixels(in: r)
        let encode = colorSpace.map { $0.name != CGColorSpace.linearSRGB } ?? false
        let order: [Int]
        switch format {
        case .RGBA8, .RGBAf: order = [0, 1, 2, 3]
        case .BGRA8: order = [2, 1, 0, 3]
        case .ARGB8: order = [3, 0, 1, 2]
        default: return
        }
        pixels.read { reader in
            for row in 0..<pixels.height {
                let y = pixels.maxY - 1 - row
                for col in 0..<pixels.width {
                    let i = reader.offset(pixels.minX + col, y)
                    let a = reader.base[i + 3]
                    func component(_ k: Int) -> Float {
                        let v = reader.base[i + k]
                        return k < 3 && encode && a > 0 ? SRGB.encode(v / a) * a : v
                    }
                    if format == .RGBAf {
                        let p = (data + row * rowBytes + col * 16).assumingMemoryBound(to: Float.self)
                        for k in 0..<4 { p[k] = component(order[k]) }
                    } else {
                        let p = (data + row * rowBytes + col * 4).assumingMemoryBound(to: UInt8.self)
                        for k in 0..<4 { p[k] = UInt8(clamp01(component(order[k])) * 255 + 0.5) }
                    }
                }
            }
        }
    }

    /// PNG data of the whole of `image` (nil when it cannot be rendered).
    open func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        createCGImage(image, from: image.extent)?.pngData
    }
}

/// Options of a context (Trellis reads none).
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    /// The name Core Image gives it.
    public let rawValue: String
    /// The value Core Image names so.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Render on the processor (Trellis always does).
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    /// The colour space filters work in.
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    /// The colour space of rendered bitmaps.
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    /// Whether intermediate images are kept.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// Options of an image's representations (Trellis reads none).
public struct CIImageRepresentationOption: Hashable, RawRepresentable, Sendable {
    /// The name Core Image gives it.
    public let rawValue: String
    /// The value Core Image names so.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// A pixel format.
public struct CIFormat: Hashable, RawRepresentable, Sendable {
    /// Core Image's number of the format.
    public let rawValue: Int32
    /// The value Core Image names so.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Four 8-bit components a pixel: red, green, blue, alpha.
    public static let RGBA8 = CIFormat(rawValue: 264)
    /// Four 8-bit components a pixel: blue, green, red, alpha.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// Four 8-bit components a pixel: alpha, red, green, blue.
    public static let ARGB8 = CIFormat(rawValue: 516)
    /// Four 16-bit floating-point components a pixel.
    public static let RGBAh = CIFormat(rawValue: 2069)
    /// Four 32-bit floating-point components a pixel.
    public static let RGBAf = CIFormat(rawValue: 2081)
}
