import Foundation
import Trellis

/// What Core Image computes on: premultiplied RGBA in linear light (Core Image's default working
/// space), for the whole pixels of an integral rectangle of its coordinate space, whose y axis
/// points up. Rows are stored from the top (largest y) down, as bitmaps are.
struct Pixels {
    let rect: CGRect
    let width: Int
    let height: Int
    /// Four floats a pixel.
    var data: [Float]

    /// Transparent pixels covering `rect` (made integral).
    init(rect: CGRect) {
        let r = rect.integral
        self.rect = r
        width = max(0, Int(r.width))
        height = max(0, Int(r.height))
        data = [Float](repeating: 0, count: width * height * 4)
    }

    private var minX: Int { Int(rect.minX) }
    private var maxY: Int { Int(rect.maxY) }

    /// The pixel whose bottom-left corner is (x, y); transparent outside the rectangle.
    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get {
            let col = x - minX, row = maxY - 1 - y
            guard col >= 0, row >= 0, col < width, row < height else { return .zero }
            let i = (row * width + col) * 4
            return SIMD4(data[i], data[i + 1], data[i + 2], data[i + 3])
        }
        set {
            let col = x - minX, row = maxY - 1 - y
            guard col >= 0, row >= 0, col < width, row < height else { return }
            let i = (row * width + col) * 4
            data[i] = newValue.x
            data[i + 1] = newValue.y
            data[i + 2] = newValue.z
            data[i + 3] = newValue.w
        }
    }

    /// Calls `body` with every pixel's coordinates (its bottom-left corner).
    func forEachPixel(_ body: (_ x: Int, _ y: Int) -> Void) {
        for y in Int(rect.minY)..<maxY { for x in minX..<Int(rect.maxX) { body(x, y) } }
    }

    /// The colour at a point, blended from the four nearest pixels (their centres lie at half
    /// coordinates).
    func sample(_ p: CGPoint) -> SIMD4<Float> {
        let fx = Float(p.x) - 0.5, fy = Float(p.y) - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Float(x0), ty = fy - Float(y0)
        let bottom = self[x0, y0] * (1 - tx) + self[x0 + 1, y0] * tx
        let top = self[x0, y0 + 1] * (1 - tx) + self[x0 + 1, y0 + 1] * tx
        return bottom * (1 - ty) + top * ty
    }

    /// `self` with `transform` applied to every pixel's straight colour.
    func mappingColors(_ transform: (SIMD3<Float>) -> SIMD3<Float>) -> Pixels {
        var out = self
        for i in stride(from: 0, to: data.count, by: 4) {
            let a = data[i + 3]
            guard a > 0 else { continue }
            let c = transform(SIMD3(data[i], data[i + 1], data[i + 2]) / a)
            let clamped = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
            out.data[i] = clamped.x * a
            out.data[i + 1] = clamped.y * a
            out.data[i + 2] = clamped.z * a
        }
        return out
    }

    // MARK: sRGB bytes

    /// Pixels of a bitmap, its bottom-left corner at the origin.
    init(_ image: RGBAImage) {
        self.init(rect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        for i in 0..<(width * height) {
            let a = Float(image.bytes[i * 4 + 3]) / 255
            for k in 0..<3 { data[i * 4 + k] = Self.linear(image.bytes[i * 4 + k]) * a }
            data[i * 4 + 3] = a
        }
    }

    /// The pixels as a bitmap of straight sRGB bytes.
    var rgbaImage: RGBAImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = min(max(data[i * 4 + 3], 0), 1)
            guard a > 0 else { continue }
            for k in 0..<3 { bytes[i * 4 + k] = Self.encoded(data[i * 4 + k] / a) }
            bytes[i * 4 + 3] = UInt8((a * 255).rounded())
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// sRGB's transfer function, byte to linear light.
    static func linear(_ byte: UInt8) -> Float { linearTable[Int(byte)] }

    private static let linearTable: [Float] = (0...255).map { b in
        let c = Float(b) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light to an sRGB byte.
    static func encoded(_ linear: Float) -> UInt8 {
        let c = min(max(linear, 0), 1)
        let s = c <= 0.0031308 ? c * 12.92 : 1.055 * powf(c, 1 / 2.4) - 0.055
        return UInt8((s * 255).rounded())
    }
}

extension CGRect {
    /// Whether the rectangle is too large to hold in pixels (infinite, or past Core Image's
    /// practical limit here): such a rectangle cannot be rendered.
    var isUnrenderable: Bool {
        isNull || isInfinite || !width.isFinite || !height.isFinite || width * height > 64_000_000
    }
}
