import CoreGraphics
import Foundation
import Trellis
import UIKit

// `CIImage`: Core Image's images, recipes for pixels computed when a context renders them, with
// their geometry (crop, transform, clamp) and compositing. Linux: computed on the processor.

/// Core Image's image: a recipe for pixels, computed only when a context renders it
/// (`CIContext.createCGImage(_:from:)`). Its coordinate space has its y axis pointing up.
///
/// Linux: filters run on the processor in Swift, on premultiplied linear RGBA (Core Image's
/// default working space); images come in and go out as sRGB through the previewer's PNG codec.
open class CIImage: NSObject, @unchecked Sendable {
    /// The rectangle the image covers (infinite for a colour, empty for `empty()`).
    public let extent: CGRect
    /// The image's pixels for an integral rectangle, transparent outside `extent`.
    let produce: @Sendable (CGRect) -> Pixels
    /// The bitmap the image was made of, when it was made of one.
    private let bitmap: CGImage?

    init(extent: CGRect, bitmap: CGImage? = nil, produce: @escaping @Sendable (CGRect) -> Pixels) {
        self.extent = extent
        self.produce = produce
        self.bitmap = bitmap
        super.init()
    }

    /// The pixels of `rect` (made integral).
    func pixels(in rect: CGRect) -> Pixels { produce(rect.integral) }

    /// An image of fixed pixels.
    convenience init(pixels: Pixels, bitmap: CGImage? = nil) {
        self.init(extent: pixels.rect, bitmap: bitmap) { rect in pixels.extracted(rect) }
    }

    /// An image of a bitmap (an image Trellis cannot decode is empty).
    /// - Parameter cgImage: The bitmap.
    public convenience init(cgImage: CGImage) {
        if let image = PixelCodec.decodePNG(cgImage.pngData) {
            self.init(pixels: Pixels(image), bitmap: cgImage)
        } else {
            self.init(extent: .zero) { Pixels(rect: $0) }
        }
    }

    /// An image of a bitmap, with options Trellis does not use.
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - options: Ignored.
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) { self.init(cgImage: cgImage) }

    /// An image of a UIKit image, at its size in pixels; nil when it has no size or nothing here
    /// can draw it.
    /// - Parameter image: The UIKit image.
    public convenience init?(image: UIImage) {
        // The image's PNG: its own bytes, or the image drawn at its size in pixels.
        guard let png = image.pngData(), let bitmap = PixelCodec.decodePNG(png) else { return nil }
        self.init(pixels: Pixels(bitmap))
    }

    /// An image of a UIKit image, with options Trellis does not use.
    /// - Parameters:
    ///   - image: The UIKit image.
    ///   - options: Ignored.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) { self.init(image: image) }

    /// An image of PNG or JPEG data (nil when it cannot be decoded).
    /// - Parameter data: The encoded image.
    public convenience init?(data: Data) {
        if let bitmap = PixelCodec.decodePNG(data) {
            self.init(pixels: Pixels(bitmap))
            return
        }
        guard let image = UIImage(data: data) else { return nil }
        self.init(image: image)
    }

    /// An image of PNG or JPEG data, with options Trellis does not use.
    /// - Parameters:
    ///   - data: The encoded image.
    ///   - options: Ignored.
    public convenience init?(data: Data, options: [CIImageOption: Any]?) { self.init(data: data) }

    /// An image of a PNG or JPEG file (nil when it cannot be read or decoded).
    /// - Parameter url: The file's URL.
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// An image of a PNG or JPEG file, with options Trellis does not use.
    /// - Parameters:
    ///   - url: The file's URL.
    ///   - options: Ignored.
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) { self.init(contentsOf: url) }

    /// An image of one colour, infinite.
    /// - Parameter color: The colour.
    public convenience init(color: CIColor) {
        let c = color.premultipliedLinear
        let (r, g, b, a) = (c.x, c.y, c.z, c.w)
        self.init(extent: .infinite) { rect in
            var out = Pixels(rect: rect)
            out.data.withUnsafeMutableBufferPointer { buffer in
                guard let p = buffer.baseAddress else { return }
                var i = 0
                while i < buffer.count {
                    p[i] = r; p[i + 1] = g; p[i + 2] = b; p[i + 3] = a
                    i += 4
                }
            }
            return out
        }
    }

    /// An image with no pixels.
    open class func empty() -> CIImage { CIImage(extent: .zero) { Pixels(rect: $0) } }

    /// Infinite opaque black.
    open class var black: CIImage { CIImage(color: .black) }
    /// Infinite opaque white.
    open class var white: CIImage { CIImage(color: .white) }
    /// Infinite opaque middle grey.
    open class var gray: CIImage { CIImage(color: .gray) }
    /// Infinite opaque red.
    open class var red: CIImage { CIImage(color: .red) }
    /// Infinite opaque green.
    open class var green: CIImage { CIImage(color: .green) }
    /// Infinite opaque blue.
    open class var blue: CIImage { CIImage(color: .blue) }
    /// Infinite opaque cyan.
    open class var cyan: CIImage { CIImage(color: .cyan) }
    /// Infinite opaque magenta.
    open class var magenta: CIImage { CIImage(color: .magenta) }
    /// Infinite opaque yellow.
    open class var yellow: CIImage { CIImage(color: .yellow) }
    /// Infinite transparent black.
    open class var clear: CIImage { CIImage(color: .clear) }

    /// The bitmap the image was made of (`init(cgImage:)`); nil for any other image, as on
    /// Apple's platforms (render it with a `CIContext` instead).
    open var cgImage: CGImage? { bitmap }

    /// The image's colour space: sRGB for an image of pixels, nil for an image of a colour.
    open var colorSpace: CGColorSpace? { extent.isInfinite ? nil : CGColorSpace(name: CGColorSpace.sRGB) }

    /// The file the image was read from (not kept here: nil).
    open var url: URL? { nil }

    /// The image's metadata (none here).
    open var properties: [String: Any] { [:] }

    // MARK: Geometry

    /// The part of the image inside `rect`: the extent becomes the intersection, and the pixels
    /// whose centres lie outside it become transparent.
    /// - Parameter rect: The rectangle to keep.
    /// - Returns: The cropped image.
    open func cropped(to rect: CGRect) -> CIImage {
        let kept = extent.intersection(rect)
        let inner = kept.pixelCentersInside
        let produce = self.produce
        return CIImage(extent: kept.isNull ? .zero : kept) { r in
            let need = inner.isNull ? CGRect.null : r.intersection(inner)
            guard !need.isNull, !need.isEmpty else { return Pixels(rect: r) }
            return produce(need).extracted(r)
        }
    }

    /// The image moved, scaled or rotated by `transform` (sampled between pixels).
    /// - Parameter transform: The transform, in Core Image's space.
    /// - Returns: The transformed image.
    open func transformed(by transform: CGAffineTransform) -> CIImage {
        transformed(by: transform, highQualityDownsample: false)
    }

    /// The image moved, scaled or rotated by `transform`; when it shrinks and `highQualityDownsample`
    /// is set, each pixel averages the source it covers rather than sampling between four pixels.
    /// - Parameters:
    ///   - transform: The transform, in Core Image's space.
    ///   - highQualityDownsample: Whether to average when shrinking.
    /// - Returns: The transformed image.
    open func transformed(by transform: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        if transform.isIdentity { return self }
        let source = extent, produce = self.produce
        let newExtent = source.isInfinite ? source : source.applying(transform)
        // Whole-pixel moves keep the pixels as they are.
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1,
           transform.tx == transform.tx.rounded(), transform.ty == transform.ty.rounded(), abs(transform.tx) < 1e9, abs(transform.ty) < 1e9 {
            let dx = Int(transform.tx), dy = Int(transform.ty)
            return CIImage(extent: newExtent) { rect in produce(rect.offsetBy(dx: CGFloat(-dx), dy: CGFloat(-dy))).moved(dx: dx, dy: dy) }
        }
        let inverse = transform.inverted()
        let (ia, ib, ic, id) = (Float(inverse.a), Float(inverse.b), Float(inverse.c), Float(inverse.d))
        let (itx, ity) = (Float(inverse.tx), Float(inverse.ty))
        // How many source pixels an output pixel spans, along each axis.
        let spanX = Float((inverse.a * inverse.a + inverse.b * inverse.b).squareRoot())
        let spanY = Float((inverse.c * inverse.c + inverse.d * inverse.d).squareRoot())
        let taps = highQualityDownsample ? Int(max(spanX, spanY).rounded(.up)) : 1
        let n = max(1, min(taps, 8))
        return CIImage(extent: newExtent) { rect in
            var out = Pixels(rect: rect)
            // What of the source the rectangle maps back to, with a margin to blend with.
            let margin = CGFloat(2 + max(spanX, spanY))
            let back = rect.applying(inverse).insetBy(dx: -margin, dy: -margin).intersection(source)
            guard !back.isNull, !back.isUnrenderable else { return out }
            let input = produce(back.integral)
            input.read { r in
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                withUnsafeMutablePointer(to: &acc) { accPointer in
                    accPointer.withMemoryRebound(to: Float.self, capacity: 4) { s in
                        out.fill { x, y, o in
                            if n == 1 {
                                let px = Float(x) + 0.5, py = Float(y) + 0.5
                                r.sample(ia * px + ic * py + itx, ib * px + id * py + ity, o)
                                return
                            }
                            let k = 1 / Float(n * n)
                            for j in 0..<n {
                                for i in 0..<n {
                                    let px = Float(x) + (Float(i) + 0.5) / Float(n), py = Float(y) + (Float(j) + 0.5) / Float(n)
                                    r.sample(ia * px + ic * py + itx, ib * px + id * py + ity, s)
                                    o[0] += s[0] * k; o[1] += s[1] * k; o[2] += s[2] * k; o[3] += s[3] * k
                                }
                            }
                        }
                    }
                }
            }
            return out
        }
    }

    /// The image with its edge pixels repeated outward forever: an infinite image (blur it without
    /// a dark fringe, then crop it back).
    /// - Returns: The clamped image.
    open func clampedToExtent() -> CIImage { clamped(to: extent) }

    /// The image inside `rect`, its edge pixels there repeated outward forever.
    /// - Parameter rect: The rectangle whose pixels are kept.
    /// - Returns: The infinite image.
    open func clamped(to rect: CGRect) -> CIImage {
        let inner = extent.intersection(rect).pixelCentersInside
        guard !inner.isNull, !inner.isInfinite else { return inner.isInfinite ? self : CIImage.empty() }
        let produce = self.produce
        let (x0, y0, x1, y1) = (inner.minX, inner.minY, inner.maxX - 1, inner.maxY - 1)
        return CIImage(extent: .infinite) { rect in
            var out = Pixels(rect: rect)
            guard out.width > 0, out.height > 0 else { return out }
            // The source pixels the rectangle's pixels repeat.
            let sx0 = min(max(rect.minX, x0), x1), sx1 = min(max(rect.maxX - 1, x0), x1)
            let sy0 = min(max(rect.minY, y0), y1), sy1 = min(max(rect.maxY - 1, y0), y1)
            let source = produce(CGRect(x: sx0, y: sy0, width: sx1 - sx0 + 1, height: sy1 - sy0 + 1))
            source.read { r in
                out.fill { x, y, o in
                    let i = r.clampedOffset(x, y)
                    guard i >= 0 else { return }
                    o[0] = r.base[i]; o[1] = r.base[i + 1]; o[2] = r.base[i + 2]; o[3] = r.base[i + 3]
                }
            }
            return out
        }
    }

    // MARK: Filters

    /// The image with a filter applied: the filter named `name` with `parameters` and this image
    /// as its input (the image itself when there is no such filter, as Core Image gives).
    /// - Parameters:
    ///   - name: The filter's name ("CISepiaTone").
    ///   - parameters: Its other inputs, by key.
    /// - Returns: The filter's output.
    open func applyingFilter(_ name: String, parameters: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: name) else { return self }
        for (key, value) in parameters { filter.setValue(value, forKey: key) }
        filter.setValue(self, forKey: kCIInputImageKey)
        return filter.outputImage ?? self
    }

    /// The image with a filter of default inputs applied.
    /// - Parameter name: The filter's name.
    /// - Returns: The filter's output.
    open func applyingFilter(_ name: String) -> CIImage { applyingFilter(name, parameters: [:]) }

    /// The image blurred by a Gaussian of standard deviation `sigma` (as `CIGaussianBlur` with that
    /// radius): the extent grows by three standard deviations.
    /// - Parameter sigma: The standard deviation, in pixels.
    /// - Returns: The blurred image.
    open func applyingGaussianBlur(sigma: Double) -> CIImage { FilterKernels.gaussianBlur(self, sigma: Float(sigma), growing: true) }

    /// This image over `background` (source-over compositing).
    /// - Parameter background: What shows through.
    /// - Returns: The composite.
    open func composited(over background: CIImage) -> CIImage {
        let top = produce, bottom = background.produce
        return CIImage(extent: extent.union(background.extent)) { rect in
            let t = top(rect)
            var out = bottom(rect)
            t.data.withUnsafeBufferPointer { tb in
                out.data.withUnsafeMutableBufferPointer { ob in
                    guard let s = tb.baseAddress, let d = ob.baseAddress else { return }
                    var i = 0
                    while i < ob.count {
                        let k = 1 - s[i + 3]
                        d[i] = s[i] + d[i] * k
                        d[i + 1] = s[i + 1] + d[i + 1] * k
                        d[i + 2] = s[i + 2] + d[i + 2] * k
                        d[i + 3] = s[i + 3] + d[i + 3] * k
                        i += 4
                    }
                }
            }
            return out
        }
    }

    /// The image opaque inside `extent` (colours kept, alpha 1) and transparent outside it.
    /// - Parameter extent: Where the image becomes opaque.
    /// - Returns: The image.
    open func settingAlphaOne(in extent: CGRect) -> CIImage {
        mappingPixels(extent: extent) { p in
            let a = p[3]
            if a > 0 { p[0] /= a; p[1] /= a; p[2] /= a }
            p[3] = 1
        }.cropped(to: extent)
    }

    /// The image with its colours multiplied by its alpha (for an image whose colours were not).
    /// - Returns: The image.
    open func premultiplyingAlpha() -> CIImage {
        mappingPixels(extent: extent) { p in p[0] *= p[3]; p[1] *= p[3]; p[2] *= p[3] }
    }

    /// The image with its colours divided by its alpha.
    /// - Returns: The image.
    open func unpremultiplyingAlpha() -> CIImage {
        mappingPixels(extent: extent) { p in
            let a = p[3]
            if a > 0 { p[0] /= a; p[1] /= a; p[2] /= a }
        }
    }

    /// The image sampled at its nearest pixels when transformed (Trellis always blends: the same image).
    /// - Returns: The image.
    open func samplingNearest() -> CIImage { self }

    /// The image sampled between pixels when transformed (the default): the same image.
    /// - Returns: The image.
    open func samplingLinear() -> CIImage { self }

    /// The image, its pixels to be kept once computed (Trellis computes on demand: the same image).
    /// - Returns: The image.
    open func insertingIntermediate() -> CIImage { self }

    /// The image, its pixels to be kept once computed, cached or not: the same image.
    /// - Parameter cache: Whether to cache.
    /// - Returns: The image.
    open func insertingIntermediate(cache: Bool) -> CIImage { self }

    /// The image with `body` applied to each pixel's four premultiplied floats.
    func mappingPixels(extent: CGRect, _ body: @escaping @Sendable (UnsafeMutablePointer<Float>) -> Void) -> CIImage {
        let produce = self.produce
        return CIImage(extent: extent) { rect in
            var out = produce(rect)
            out.data.withUnsafeMutableBufferPointer { buffer in
                guard var p = buffer.baseAddress else { return }
                for _ in 0..<(buffer.count / 4) {
                    body(p)
                    p += 4
                }
            }
            return out
        }
    }
}

extension UIImage {
    /// A UIKit image of a Core Image image, rendered at its extent (an image of infinite extent
    /// renders nothing: an empty image).
    /// - Parameter ciImage: The image.
    public convenience init(ciImage: CIImage) {
        let rendered = ciImage.extent.isUnrenderable ? nil : CIContext().createCGImage(ciImage, from: ciImage.extent)
        self.init(cgImage: rendered ?? CGImage(pngData: Data(), width: 0, height: 0))
    }
}

/// Options of an image's initialisers (Trellis reads none).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    /// The name Core Image gives it.
    public let rawValue: String
    /// The value Core Image names so.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apply the image's orientation.
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    /// The colour space to read the image in.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
}

