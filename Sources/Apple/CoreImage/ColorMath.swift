import Foundation

// Scalar colour arithmetic for the filters' pixel loops. The loops run unoptimised in debug
// builds, where `SIMD` arithmetic and generic `min`/`max` cost tens of nanoseconds a call; a plain
// struct of three floats with non-generic operators keeps a colour filter near ten times faster.

/// A straight (not premultiplied) colour of three components, in whatever space a filter works.
struct RGB: Equatable {
    var r: Float
    var g: Float
    var b: Float

    init(_ r: Float, _ g: Float, _ b: Float) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A grey of level `v`.
    init(gray v: Float) { self.init(v, v, v) }

    static func + (x: RGB, y: RGB) -> RGB { RGB(x.r + y.r, x.g + y.g, x.b + y.b) }
    static func - (x: RGB, y: RGB) -> RGB { RGB(x.r - y.r, x.g - y.g, x.b - y.b) }
    static func * (x: RGB, k: Float) -> RGB { RGB(x.r * k, x.g * k, x.b * k) }
    static func * (x: RGB, y: RGB) -> RGB { RGB(x.r * y.r, x.g * y.g, x.b * y.b) }
    static func + (x: RGB, k: Float) -> RGB { RGB(x.r + k, x.g + k, x.b + k) }

    /// Relative luminance (Rec. 709 weights, the primaries of sRGB and of Core Image's working
    /// space) of a linear colour.
    var luminance: Float { r * 0.2126 + g * 0.7152 + b * 0.0722 }
    /// The largest component.
    var maxComponent: Float { r > g ? (r > b ? r : b) : (g > b ? g : b) }
    /// The smallest component.
    var minComponent: Float { r < g ? (r < b ? r : b) : (g < b ? g : b) }
    /// Each component limited to 0...1.
    var clamped: RGB { RGB(clamp01(r), clamp01(g), clamp01(b)) }

    /// `self` blended towards `other` by `t` (0: self, 1: other).
    func mixed(_ other: RGB, _ t: Float) -> RGB { RGB(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t) }

    /// The colour in sRGB's encoding (perceptual), from linear light.
    var encoded: RGB { RGB(SRGB.encode(r), SRGB.encode(g), SRGB.encode(b)) }
    /// The colour in linear light, from sRGB's encoding.
    var decoded: RGB { RGB(SRGB.decode(r), SRGB.decode(g), SRGB.decode(b)) }
}

/// `v` limited to 0...1 (NaN gives 0).
@_transparent func clamp01(_ v: Float) -> Float { v > 0 ? (v < 1 ? v : 1) : 0 }

/// `v` limited to `lo...hi`.
@_transparent func clampf(_ v: Float, _ lo: Float, _ hi: Float) -> Float { v > lo ? (v < hi ? v : hi) : lo }

/// Hermite smoothing from 0 at `e0` to 1 at `e1` (GLSL's `smoothstep`).
@_transparent func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
    guard e1 != e0 else { return x < e0 ? 0 : 1 }
    let t = clamp01((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)
}

/// sRGB's transfer function, extended past 0...1 by odd symmetry (as extended sRGB is).
enum SRGB {
    /// Linear light to the encoded value.
    static func encode(_ v: Float) -> Float {
        let a = v < 0 ? -v : v
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * powf(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The encoded value to linear light.
    static func decode(_ v: Float) -> Float {
        let a = v < 0 ? -v : v
        let l = a <= 0.04045 ? a / 12.92 : powf((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }
}

extension SRGB {
    /// Steps of the lookup tables over 0...1.
    static let tableSteps = 4096
    /// `encode` at 4 097 points over linear 0...1 (read with `lookup`: within 2 × 10⁻⁵).
    static let encodeTable: [Float] = (0...tableSteps).map { encode(Float($0) / Float(tableSteps)) }
    /// `decode` at 4 097 points over encoded 0...1.
    static let decodeTable: [Float] = (0...tableSteps).map { decode(Float($0) / Float(tableSteps)) }

    /// A table of `tableSteps + 1` values over 0...1 read at `x` (limited to 0...1), interpolated.
    @_transparent static func lookup(_ table: UnsafePointer<Float>, _ x: Float) -> Float {
        let f = clamp01(x) * Float(tableSteps)
        let i = Int(f)
        guard i < tableSteps else { return table[tableSteps] }
        let a = table[i]
        return a + (table[i + 1] - a) * (f - Float(i))
    }
}

/// A tone curve through control points, as a table of `count` samples over 0...1 read with linear
/// interpolation: monotone cubic (Fritsch–Carlson) between the points, so it never overshoots.
struct ToneCurve: Sendable {
    let table: [Float]

    /// The curve through `points` (x ascending, in 0...1).
    init(_ points: [(Float, Float)], count: Int = 1024) {
        let p = points.sorted { $0.0 < $1.0 }
        let n = p.count
        var slopes = [Float](repeating: 0, count: n)
        var secants = [Float](repeating: 0, count: max(0, n - 1))
        for i in 0..<max(0, n - 1) { secants[i] = (p[i + 1].1 - p[i].1) / max(p[i + 1].0 - p[i].0, 1e-6) }
        if n > 1 {
            slopes[0] = secants[0]
            slopes[n - 1] = secants[n - 2]
            for i in 1..<(n - 1) { slopes[i] = secants[i - 1] * secants[i] <= 0 ? 0 : (secants[i - 1] + secants[i]) / 2 }
            for i in 0..<(n - 1) where secants[i] != 0 {
                let a = slopes[i] / secants[i], b = slopes[i + 1] / secants[i]
                let s = a * a + b * b
                if s > 9 {
                    let t = 3 / s.squareRoot()
                    slopes[i] = t * a * secants[i]
                    slopes[i + 1] = t * b * secants[i]
                }
            }
        }
        table = (0..<count).map { k in
            let x = Float(k) / Float(count - 1)
            guard n > 1 else { return n == 1 ? p[0].1 : x }
            if x <= p[0].0 { return p[0].1 }
            if x >= p[n - 1].0 { return p[n - 1].1 }
            var i = 0
            while i < n - 2, x > p[i + 1].0 { i += 1 }
            let h = p[i + 1].0 - p[i].0, t = (x - p[i].0) / h
            let t2 = t * t, t3 = t2 * t
            return (2 * t3 - 3 * t2 + 1) * p[i].1 + (t3 - 2 * t2 + t) * h * slopes[i]
                + (-2 * t3 + 3 * t2) * p[i + 1].1 + (t3 - t2) * h * slopes[i + 1]
        }
    }

    /// The curve's value at `x` (clamped to 0...1 first).
    func callAsFunction(_ x: Float) -> Float {
        let last = table.count - 1
        let f = clamp01(x) * Float(last)
        let i = Int(f)
        guard i < last else { return table[last] }
        let t = f - Float(i)
        return table[i] + (table[i + 1] - table[i]) * t
    }
}
