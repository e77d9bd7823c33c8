import CoreGraphics
import Foundation

// The registry of Trellis's built-in filters, and the pixel machinery they share: per-pixel colour
// maps, neighbourhoods, warps, box and Gaussian blurs. Core Image documents each filter's effect
// and inputs but rarely its exact arithmetic: where Apple's documentation gives a formula (colour
// controls, exposure, gamma, the blend modes, the colour matrix and cube) it is followed; where it
// leaves one open, the choice made is written beside the filter. Every filter works in the working
// space (linear light, premultiplied alpha); colour filters on straight colour. Each filter reads
// its inputs when its output image is made, so that later changes to the filter leave that image
// as it was.

enum FilterKernels {
    typealias Input = FilterDefinition.Input

    /// Every filter Trellis has.
    static let definitions: [FilterDefinition] = colorAdjustmentDefinitions + colorEffectDefinitions + photoEffectDefinitions
        + blurDefinitions + sharpenDefinitions + stylizeDefinitions + halftoneDefinitions + distortionDefinitions
        + geometryDefinitions + compositeDefinitions + generatorDefinitions + reductionDefinitions

    /// A filter's categories: its own, and those every built-in filter here has.
    static func categories(_ own: String...) -> [String] { own + [kCICategoryVideo, kCICategoryStillImage, kCICategoryBuiltIn] }

    /// A filter of an input image.
    static func filter(_ name: String, _ displayName: String, _ category: String, _ inputs: [Input],
                       _ apply: @escaping @Sendable (CIImage, CIFilter) -> CIImage?) -> FilterDefinition {
        FilterDefinition(name: name, displayName: displayName, categories: categories(category), inputs: inputs, apply: apply)
    }

    /// A filter that maps each pixel's straight colour, the map made from its inputs when applied.
    static func colorFilter(_ name: String, _ displayName: String, _ inputs: [Input], category: String = kCICategoryColorEffect,
                            _ make: @escaping @Sendable (CIFilter) -> @Sendable (RGB) -> RGB) -> FilterDefinition {
        filter(name, displayName, category, inputs) { image, filter in
            let transform = make(filter), produce = image.produce
            return CIImage(extent: image.extent) { rect in produce(rect).mappingColors(transform) }
        }
    }

    // MARK: Neighbourhoods

    /// An image each of whose pixels `body` computes from `image`'s pixels up to `reach` pixels
    /// around it; its extent is `extent` (the image's by default).
    static func local(_ image: CIImage, reach: Int, extent: CGRect? = nil,
                      _ body: @escaping @Sendable (_ source: PixelReader, _ x: Int, _ y: Int, _ out: UnsafeMutablePointer<Float>) -> Void) -> CIImage {
        let produce = image.produce
        return CIImage(extent: extent ?? image.extent) { rect in
            let source = produce(rect.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)))
            var out = Pixels(rect: rect)
            source.read { r in out.fill { x, y, o in body(r, x, y, o) } }
            return out
        }
    }

    /// An image whose pixels are `image`'s, `reach` pixels around, put through `process`; its
    /// extent grows by `growth` (a blur spreads past the edges; an infinite extent stays infinite).
    static func convolved(_ image: CIImage, reach: Int, growth: Int, _ process: @escaping @Sendable (inout Pixels) -> Void) -> CIImage {
        let produce = image.produce
        let e = image.extent
        let extent = growth > 0 && !e.isInfinite && !e.isEmpty ? e.insetBy(dx: -CGFloat(growth), dy: -CGFloat(growth)) : e
        return CIImage(extent: extent) { rect in
            var p = produce(rect.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)))
            process(&p)
            return p.extracted(rect)
        }
    }

    /// An image whose pixels are `body` of two images' pixels (premultiplied, four floats each).
    static func combined(_ top: CIImage, _ bottom: CIImage, extent: CGRect,
                         _ body: @escaping @Sendable (_ top: UnsafePointer<Float>, _ bottom: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>) -> Void) -> CIImage {
        let t = top.produce, b = bottom.produce
        return CIImage(extent: extent) { rect in
            let tp = t(rect), bp = b(rect)
            var out = Pixels(rect: rect)
            tp.data.withUnsafeBufferPointer { tb in
                bp.data.withUnsafeBufferPointer { bb in
                    out.data.withUnsafeMutableBufferPointer { ob in
                        guard var s = tb.baseAddress, var d = bb.baseAddress, var o = ob.baseAddress else { return }
                        for _ in 0..<(ob.count / 4) {
                            body(s, d, o)
                            s += 4; d += 4; o += 4
                        }
                    }
                }
            }
            return out
        }
    }

    /// An image whose pixel at (x, y) is `image` sampled where `map` sends the pixel's centre.
    /// - Parameters:
    ///   - extent: The output's extent.
    ///   - source: The part of `image` an output rectangle needs.
    ///   - map: The point of `image` that shows at a point of the output.
    static func warped(_ image: CIImage, extent: CGRect, source: @escaping @Sendable (CGRect) -> CGRect,
                       _ map: @escaping @Sendable (_ x: Float, _ y: Float) -> (Float, Float)) -> CIImage {
        let produce = image.produce, e = image.extent
        return CIImage(extent: extent) { rect in
            var out = Pixels(rect: rect)
            let need = source(rect).intersection(e)
            guard !need.isNull, !need.isEmpty, !need.isUnrenderable else { return out }
            let input = produce(need.integral)
            input.read { r in
                out.fill { x, y, o in
                    let (sx, sy) = map(Float(x) + 0.5, Float(y) + 0.5)
                    r.sample(sx, sy, o)
                }
            }
            return out
        }
    }

    // MARK: Blurs

    /// A Gaussian blur of standard deviation `sigma` (Core Image's radius, taken as the standard
    /// deviation), as three box blurs in each direction: a cost per pixel that does not grow with
    /// the radius, within a few percent of the true Gaussian. Growing, the extent spreads by three
    /// standard deviations, where the Gaussian has all but 0.3 % of its weight.
    static func gaussianBlur(_ image: CIImage, sigma: Float, growing: Bool) -> CIImage {
        guard sigma > 0.1, sigma.isFinite else { return image }
        let boxes = boxRadii(sigma: min(sigma, 2000))
        let spread = Int((3 * min(sigma, 2000)).rounded(.up))
        return convolved(image, reach: spread + 2, growth: growing ? spread : 0) { p in
            boxBlurs(&p, radii: boxes, horizontal: true)
            boxBlurs(&p, radii: boxes, horizontal: false)
        }
    }

    /// The radii of three box blurs whose succession approximates a Gaussian (their variances add
    /// up to the Gaussian's).
    static func boxRadii(sigma: Float) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - Float(3 * lower * lower) - Float(12 * lower) - 9) / Float(-4 * lower - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// Averages each pixel with the `radius` pixels either side of it along one axis (with a
    /// running sum: the cost does not grow with the radius); beyond the pixels is transparent.
    static func boxBlur(_ p: inout Pixels, radius: Int, horizontal: Bool) { boxBlurs(&p, radii: [radius], horizontal: horizontal) }

    /// Box blurs of each of `radii` in turn along one axis, each line copied out once and back
    /// once for all of them.
    static func boxBlurs(_ p: inout Pixels, radii: [Int], horizontal: Bool) {
        let radii = radii.filter { $0 > 0 }
        guard !radii.isEmpty, p.width > 0, p.height > 0 else { return }
        guard horizontal else { return verticalBoxBlurs(&p, radii: radii) }
        let (lines, length) = horizontal ? (p.height, p.width) : (p.width, p.height)
        let along = horizontal ? 4 : p.width * 4, across = horizontal ? p.width * 4 : 4
        var first = [Float](repeating: 0, count: length * 4), second = first
        p.data.withUnsafeMutableBufferPointer { buffer in
            first.withUnsafeMutableBufferPointer { firstBuffer in
                second.withUnsafeMutableBufferPointer { secondBuffer in
                    guard let base = buffer.baseAddress, let a = firstBuffer.baseAddress, let b = secondBuffer.baseAddress else { return }
                    var li = 0
                    while li < lines {
                        let start = base + li * across
                        var q = start
                        var k = 0
                        while k < length {
                            a[k * 4] = q[0]; a[k * 4 + 1] = q[1]; a[k * 4 + 2] = q[2]; a[k * 4 + 3] = q[3]
                            q += along
                            k += 1
                        }
                        var (from, to) = (a, b)
                        for radius in radii {
                            runningAverage(from, to, length, radius)
                            (from, to) = (to, from)
                        }
                        q = start
                        k = 0
                        while k < length {
                            q[0] = from[k * 4]; q[1] = from[k * 4 + 1]; q[2] = from[k * 4 + 2]; q[3] = from[k * 4 + 3]
                            q += along
                            k += 1
                        }
                        li += 1
                    }
                }
            }
        }
    }

    /// Box blurs up and down, a row at a time: each column's running sum kept across the row,
    /// so memory is read in order.
    private static func verticalBoxBlurs(_ p: inout Pixels, radii: [Int]) {
        let (w, h) = (p.width * 4, p.height)
        var other = [Float](repeating: 0, count: p.data.count)
        var sums = [Float](repeating: 0, count: w)
        var resultInOther = false
        p.data.withUnsafeMutableBufferPointer { buffer in
            other.withUnsafeMutableBufferPointer { otherBuffer in
                sums.withUnsafeMutableBufferPointer { sumBuffer in
                    guard let a = buffer.baseAddress, let b = otherBuffer.baseAddress, let sum = sumBuffer.baseAddress else { return }
                    var (from, to) = (a, b)
                    for radius in radii {
                        let scale = 1 / Float(2 * radius + 1)
                        sum.update(repeating: 0, count: w)
                        var row = 0
                        while row < min(radius, h) {
                            let line = from + row * w
                            var k = 0
                            while k < w { sum[k] += line[k]; k += 1 }
                            row += 1
                        }
                        row = 0
                        while row < h {
                            if row + radius < h {
                                let ahead = from + (row + radius) * w
                                var k = 0
                                while k < w { sum[k] += ahead[k]; k += 1 }
                            }
                            if row - radius - 1 >= 0 {
                                let behind = from + (row - radius - 1) * w
                                var k = 0
                                while k < w { sum[k] -= behind[k]; k += 1 }
                            }
                            let out = to + row * w
                            var k = 0
                            while k < w { out[k] = sum[k] * scale; k += 1 }
                            row += 1
                        }
                        (from, to) = (to, from)
                        resultInOther.toggle()
                    }
                }
            }
        }
        if resultInOther { p.data = other }
    }

    /// `to[k]` = the average of `from[k - radius ... k + radius]` (four floats an element, zero
    /// beyond the ends).
    @inline(__always) private static func runningAverage(_ from: UnsafeMutablePointer<Float>, _ to: UnsafeMutablePointer<Float>, _ length: Int, _ radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
        var k = 0
        while k < min(radius, length) {
            s0 += from[k * 4]; s1 += from[k * 4 + 1]; s2 += from[k * 4 + 2]; s3 += from[k * 4 + 3]
            k += 1
        }
        k = 0
        while k < length {
            let ahead = (k + radius) * 4, behind = (k - radius - 1) * 4
            if k + radius < length {
                s0 += from[ahead]; s1 += from[ahead + 1]; s2 += from[ahead + 2]; s3 += from[ahead + 3]
            }
            if behind >= 0 {
                s0 -= from[behind]; s1 -= from[behind + 1]; s2 -= from[behind + 2]; s3 -= from[behind + 3]
            }
            let o = to + k * 4
            o[0] = s0 * scale; o[1] = s1 * scale; o[2] = s2 * scale; o[3] = s3 * scale
            k += 1
        }
    }

    // MARK: Numbers

    /// A well-mixed 32-bit number of two integers.
    static func hash(_ i: Int, _ j: Int) -> UInt32 {
        var h = UInt32(truncatingIfNeeded: i &* 73_856_093 ^ j &* 19_349_663)
        h ^= h >> 16
        h = h &* 0x7feb_352d
        h ^= h >> 15
        h = h &* 0x846c_a68b
        h ^= h >> 16
        return h
    }

    /// A number in 0..<1 of two integers and a salt, the same every time.
    static func unit(_ i: Int, _ j: Int, _ salt: UInt32 = 0) -> Float {
        Float(hash(i, j ^ Int(salt &* 0x9E37_79B9)) >> 8) / 16_777_216
    }
}
