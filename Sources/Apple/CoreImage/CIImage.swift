import CoreGraphics
import Foundation
import Trellis
import UIKit

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

    init(extent: CGRect, produce: @escaping @Sendable (CGRect) -> Pixels) {
        self.extent = extent
        self.produce = produce
        super.init()
    }

    /// The pixels of `rect` (made integral).
    func pixels(in rect: CGRect) -> Pixels { produce(rect.integral) }

    /// An image of fixed pixels, its bottom-left corner at the origin.
    convenience init(pixels: Pixels) {
        self.init(extent: pixels.rect) { rect in
            var out = Pixels(rect: rect)
            out.forEachPixel { x, y in out[x, y] = pixels[x, y] }
            return out
        }
    }

    /// An image of a bitmap (an image Trellis cannot decode is empty).
    /// - Parameter cgImage: The bitmap.
    public convenience init(cgImage: CGImage) {
        if let image = PixelCodec.decodePNG(cgImage.pngData) {
            self.init(pixels: Pixels(image))
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
        guard let image = UIImage(data: data) else { return nil }
        self.init(image: image)
    }

    /// An image of one colour, infinite.
    /// - Parameter color: The colour.
    public convenience init(color: CIColor) {
        let c = color.premultipliedLinear
        self.init(extent: .infinite) { rect in
            var out = Pixels(rect: rect)
            for i in stride(from: 0, to: out.data.count, by: 4) {
                out.data[i] = c.x; out.data[i + 1] = c.y; out.data[i + 2] = c.z; out.data[i + 3] = c.w
            }
            return out
        }
    }

    /// An image with no pixels.
    open class func empty() -> CIImage { CIImage(extent: .zero) { Pixels(rect: $0) } }

    /// The part of the image inside `rect`.
    /// - Parameter rect: The rectangle to keep.
    /// - Returns: The cropped image.
    open func cropped(to rect: CGRect) -> CIImage {
        let kept = extent.intersection(rect)
        let produce = self.produce
        return CIImage(extent: kept.isNull ? .zero : kept) { r in
            var out = produce(r)
            let inside = kept
            out.forEachPixel { x, y in
                if !inside.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { out[x, y] = .zero }
            }
            return out
        }
    }

    /// The image moved, scaled or rotated by `transform` (sampled between pixels).
    /// - Parameter transform: The transform, in Core Image's space.
    /// - Returns: The transformed image.
    open func transformed(by transform: CGAffineTransform) -> CIImage {
        let inverse = transform.inverted()
        let source = extent
        let produce = self.produce
        let newExtent = source.isInfinite ? source : source.applying(transform)
        return CIImage(extent: newExtent) { rect in
            var out = Pixels(rect: rect)
            // What of the source the rectangle maps back to, with a pixel's margin to blend with.
            let back = rect.applying(inverse).insetBy(dx: -2, dy: -2).intersection(source)
            guard !back.isNull, !back.isUnrenderable else { return out }
            let input = produce(back.integral)
            out.forEachPixel { x, y in
                out[x, y] = input.sample(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse))
            }
            return out
        }
    }

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

    /// This image over `background`.
    /// - Parameter background: What shows through.
    /// - Returns: The composite.
    open func composited(over background: CIImage) -> CIImage {
        let top = produce, bottom = background.produce
        return CIImage(extent: extent.union(background.extent)) { rect in
            let t = top(rect)
            var out = bottom(rect)
            for i in stride(from: 0, to: out.data.count, by: 4) {
                let a = t.data[i + 3]
                for k in 0..<4 { out.data[i + k] = t.data[i + k] + out.data[i + k] * (1 - a) }
            }
            return out
        }
    }

    /// The image's metadata (none here).
    open var properties: [String: Any] { [:] }
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

/// A colour in Core Image: straight sRGB components from 0 to 1.
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour of components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// The colour of a Core Graphics colour (its first four components, or a grey and alpha).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if c.count == 2 {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        } else {
            self.init(red: 0, green: 0, blue: 0)
        }
    }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Opaque middle grey.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour in the working space: linear light, premultiplied.
    var premultipliedLinear: SIMD4<Float> {
        func linear(_ c: CGFloat) -> Float {
            let v = Float(min(max(c, 0), 1))
            return v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
        }
        let a = Float(min(max(alpha, 0), 1))
        return SIMD4(linear(red) * a, linear(green) * a, linear(blue) * a, a)
    }
}

/// A vector of up to four numbers: a filter's point or rectangle input.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of `count` values.
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: max(0, count)))
        super.init()
    }

    /// A vector of two values.
    public init(x: CGFloat, y: CGFloat) { values = [x, y]; super.init() }
    /// A vector of three values.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z]; super.init() }
    /// A vector of four values.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w]; super.init() }
    /// A vector of one value.
    public init(x: CGFloat) { values = [x]; super.init() }
    /// A point.
    public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
    /// A rectangle: origin and size.
    public convenience init(cgRect r: CGRect) { self.init(x: r.origin.x, y: r.origin.y, z: r.size.width, w: r.size.height) }

    /// How many values the vector has.
    public var count: Int { values.count }
    /// The value at `index` (0 past the end).
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// Value 0 (0 when the vector is shorter).
    public var x: CGFloat { value(at: 0) }
    /// Value 1 (0 when the vector is shorter).
    public var y: CGFloat { value(at: 1) }
    /// Value 2 (0 when the vector is shorter).
    public var z: CGFloat { value(at: 2) }
    /// Value 3 (0 when the vector is shorter).
    public var w: CGFloat { value(at: 3) }
    /// The first two values as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The four values as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}
