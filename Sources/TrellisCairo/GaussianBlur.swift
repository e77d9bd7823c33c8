import CCairo
import Foundation

/// Blurs an image surface in place (ARGB32: every channel; A8: its one channel): three box blurs
/// per axis approximate a Gaussian (the box widths follow from the standard deviation), which
/// keeps the cost independent of it. Outside the image counts as transparent.
enum GaussianBlur {
    static func blur(_ surface: OpaquePointer, sigma rawSigma: Double) {
        // NaN blurs nothing; a huge sigma is as flat as one the size of the largest surface.
        let sigma = rawSigma.isNaN ? 0 : min(max(rawSigma, 0), 20_000)
        guard sigma >= 0.3, sigma.isFinite else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let channels: Int
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_A8: channels = 1
        case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24: channels = 4
        default: return
        }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0 else { return }
        var temp = [UInt8](repeating: 0, count: stride * h)
        var sums = [Int](repeating: 0, count: w * channels)
        temp.withUnsafeMutableBufferPointer { tmp in
            sums.withUnsafeMutableBufferPointer { sums in
                for size in boxSizes(sigma: min(sigma, 200), count: 3) {
                    let r = (size - 1) / 2
                    horizontalPass(src: data, dst: tmp.baseAddress!, width: w, height: h, stride: stride, channels: channels, radius: r)
                    verticalPass(src: tmp.baseAddress!, dst: data, rowBytes: w * channels, height: h, stride: stride, radius: r,
                                 sums: sums.baseAddress!)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// An A8 surface holding the alpha of an ARGB32 surface: what a shadow needs of its content.
    static func alpha(of surface: OpaquePointer) -> OpaquePointer? {
        cairo_surface_flush(surface)
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let src = cairo_image_surface_get_data(surface),
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let srcStride = Int(cairo_image_surface_get_stride(surface)), dstStride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<Int(h) {
            let row = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let out = dst + y * dstStride
            for x in 0..<Int(w) { out[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }

    /// Odd box widths whose repeated application has the variance of a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, count n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - Double(n) * l * l - 4 * Double(n) * l - 3 * Double(n)) / (-4 * l - 4)).rounded())
        return (0..<n).map { $0 < m ? lower : upper }
    }

    /// Division by the window as a multiplication: `(sum * reciprocal + half) >> 24` rounds `sum / window`.
    private static func reciprocal(radius r: Int) -> Int { ((1 << 24) + r) / (2 * r + 1) }

    /// A running-sum box blur along each row, every channel on its own.
    private static func horizontalPass(src: UnsafeMutablePointer<UInt8>, dst: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int,
                                       stride: Int, channels n: Int, radius r: Int) {
        let factor = reciprocal(radius: r), half = 1 << 23
        for y in 0..<h {
            let line = src + y * stride, out = dst + y * stride
            for c in 0..<n {
                var sum = 0
                for i in 0...min(r, w - 1) { sum += Int(line[i * n + c]) }
                for i in 0..<w {
                    out[i * n + c] = UInt8(truncatingIfNeeded: min(255, (sum * factor + half) >> 24))
                    let add = i + r + 1, remove = i - r
                    if add < w { sum += Int(line[add * n + c]) }
                    if remove >= 0 { sum -= Int(line[remove * n + c]) }
                }
            }
        }
    }

    /// The same down the columns, a row at a time (one running sum per byte of a row), so
    /// memory is read in order.
    private static func verticalPass(src: UnsafeMutablePointer<UInt8>, dst: UnsafeMutablePointer<UInt8>, rowBytes: Int, height h: Int,
                                     stride: Int, radius r: Int, sums: UnsafeMutablePointer<Int>) {
        let factor = reciprocal(radius: r), half = 1 << 23
        sums.update(repeating: 0, count: rowBytes)
        for y in 0...min(r, h - 1) {
            let row = src + y * stride
            for i in 0..<rowBytes { sums[i] += Int(row[i]) }
        }
        for y in 0..<h {
            let out = dst + y * stride
            for i in 0..<rowBytes { out[i] = UInt8(truncatingIfNeeded: min(255, (sums[i] * factor + half) >> 24)) }
            if y + r + 1 < h {
                let row = src + (y + r + 1) * stride
                for i in 0..<rowBytes { sums[i] += Int(row[i]) }
            }
            if y - r >= 0 {
                let row = src + (y - r) * stride
                for i in 0..<rowBytes { sums[i] -= Int(row[i]) }
            }
        }
    }
}
