import CCairo
import Foundation

/// Scales an image with a separable filter in two passes (rows, then columns), the way
/// image libraries resample: each output pixel weighs a few input pixels along one axis at a
/// time, so a 2× reduction reads about 2 × 8 pixels instead of Cairo's 8 × 8. Edges are padded
/// (the outermost pixels repeat), as the image drawn in place with `CAIRO_EXTEND_PAD` is.
enum ImageResampler {
    /// The filter shape, as a function of the distance in (output-scaled) pixels.
    enum Kernel {
        /// Catmull–Rom cubic (what Cairo's best filter uses): sharp, slight overshoot.
        case catmullRom
        /// Triangle: bilinear when enlarging, an area-weighted average when reducing.
        case triangle

        var radius: Double {
            switch self {
            case .catmullRom: return 2
            case .triangle: return 1
            }
        }

        func weight(_ x: Double) -> Double {
            let x = abs(x)
            switch self {
            case .catmullRom:
                if x < 1 { return 1.5 * x * x * x - 2.5 * x * x + 1 }
                if x < 2 { return -0.5 * x * x * x + 2.5 * x * x - 4 * x + 2 }
                return 0
            case .triangle:
                return max(0, 1 - x)
            }
        }
    }

    /// For each output pixel along an axis: the first input pixel and `count` weights (summing to 1).
    struct Taps {
        var first: [Int]
        var count: Int
        var weights: [Float]

        init(input n: Int, output m: Int, kernel: Kernel) {
            let scale = Double(n) / Double(m)
            let stretch = max(scale, 1)  // a reduction widens the filter over the input
            let support = kernel.radius * stretch
            count = min(Int(ceil(support * 2)) + 1, n + 2)
            first = []
            weights = []
            first.reserveCapacity(m)
            weights.reserveCapacity(m * count)
            for i in 0..<m {
                let center = (Double(i) + 0.5) * scale - 0.5
                let start = Int(floor(center - support)) + 1
                var row = (0..<count).map { k in kernel.weight((Double(start + k) - center) / stretch) }
                let sum = row.reduce(0, +)
                if sum != 0 { row = row.map { $0 / sum } }
                first.append(start)
                weights.append(contentsOf: row.map(Float.init))
            }
        }

        /// The weights grouped by tap: `[k * outputs + i]` is output `i`'s weight for its tap `k`.
        var weightsByTap: [Float] {
            let m = first.count
            return (0..<count * m).map { j in weights[(j % m) * count + j / m] }
        }

        /// The input pixel of each tap, grouped like `weightsByTap`, edges repeating.
        func clampedIndices(input n: Int) -> [Int] {
            let m = first.count
            return (0..<count * m).map { j in min(max(first[j % m] + j / m, 0), n - 1) }
        }
    }

    /// A new `width`×`height` ARGB32 surface holding `source` (ARGB32 or RGB24) resampled with `kernel`.
    static func resample(_ source: OpaquePointer, width m: Int, height mh: Int, kernel: Kernel) -> OpaquePointer? {
        cairo_surface_flush(source)
        let n = Int(cairo_image_surface_get_width(source)), nh = Int(cairo_image_surface_get_height(source))
        let format = cairo_image_surface_get_format(source)
        guard n > 0, nh > 0, m > 0, mh > 0, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let src = cairo_image_surface_get_data(source),
              let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(m), Int32(mh)) else { return nil }
        guard cairo_surface_status(result) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(result) else {
            cairo_surface_destroy(result)
            return nil
        }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(result))
        // An opaque image (RGB24: the top byte is unused) reads as alpha 255.
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        let across = Taps(input: n, output: m, kernel: kernel), down = Taps(input: nh, output: mh, kernel: kernel)

        let tapIndex = across.clampedIndices(input: n), tapWeight = across.weightsByTap
        // Input rows resampled to the output width, kept in floating point in a ring as big as the
        // column filter: the rows an output row needs are a window that only moves down.
        let ringSize = down.count
        var ring = [SIMD4<Float>](repeating: .zero, count: ringSize * m)
        var ringRow = [Int](repeating: -1, count: ringSize)
        var line = [SIMD4<Float>](repeating: .zero, count: n)
        var acc = [SIMD4<Float>](repeating: .zero, count: m)
        ring.withUnsafeMutableBufferPointer { ring in
            line.withUnsafeMutableBufferPointer { line in
                acc.withUnsafeMutableBufferPointer { acc in
                    tapIndex.withUnsafeBufferPointer { tapIndex in
                        tapWeight.withUnsafeBufferPointer { tapWeight in
                            let line = line.baseAddress!, acc = acc.baseAddress!
                            // Tap by tap across the whole row (not pixel by pixel), so the sums do not wait on each other.
                            func resampleRow(_ y: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
                                let pixels = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
                                for x in 0..<n { line[x] = unpack(pixels[x] | opaque) }
                                out.update(repeating: .zero, count: m)
                                for k in 0..<across.count {
                                    let index = tapIndex.baseAddress! + k * m, weight = tapWeight.baseAddress! + k * m
                                    for x in 0..<m { out[x] += weight[x] * line[index[x]] }
                                }
                            }
                            for y in 0..<mh {
                                acc.update(repeating: .zero, count: m)
                                for k in 0..<down.count {
                                    let w = down.weights[y * down.count + k]
                                    if w == 0 { continue }
                                    let row = min(max(down.first[y] + k, 0), nh - 1), slot = row % ringSize
                                    let resampled = ring.baseAddress! + slot * m
                                    if ringRow[slot] != row {
                                        resampleRow(row, into: resampled)
                                        ringRow[slot] = row
                                    }
                                    for x in 0..<m { acc[x] += w * resampled[x] }
                                }
                                let out = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
                                for x in 0..<m { out[x] = pack(acc[x]) }
                            }
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(result)
        return result
    }

    /// A premultiplied ARGB pixel as (a, r, g, b) floats.
    @inline(__always) private static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float(p >> 24), Float(p >> 16 & 0xFF), Float(p >> 8 & 0xFF), Float(p & 0xFF))
    }

    /// Back to a pixel: rounded, within 0…255, colour no brighter than alpha (still premultiplied).
    @inline(__always) private static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let c = (v + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        let a = UInt32(c.x)
        let r = min(UInt32(c.y), a), g = min(UInt32(c.z), a), b = min(UInt32(c.w), a)
        return a << 24 | r << 16 | g << 8 | b
    }
}
