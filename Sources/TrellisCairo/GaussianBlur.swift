import CCairo
import Foundation

/// Blurs an ARGB32 image surface in place: three box blurs per axis approximate a Gaussian
/// (the box widths follow from the standard deviation), which keeps the cost independent of it.
enum GaussianBlur {
    static func blur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma >= 0.3, sigma.isFinite else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0 else { return }
        var temp = [UInt8](repeating: 0, count: stride * h)
        temp.withUnsafeMutableBufferPointer { tmp in
            for size in boxSizes(sigma: min(sigma, 200), count: 3) {
                let r = (size - 1) / 2
                boxPass(src: data, dst: tmp.baseAddress!, lines: h, length: w, lineStep: stride, pixelStep: 4, radius: r)
                boxPass(src: tmp.baseAddress!, dst: data, lines: w, length: h, lineStep: 4, pixelStep: stride, radius: r)
            }
        }
        cairo_surface_mark_dirty(surface)
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

    /// A running-sum box blur of every channel along `lines` lines of `length` pixels (edges clamp to transparent).
    private static func boxPass(src: UnsafeMutablePointer<UInt8>, dst: UnsafeMutablePointer<UInt8>, lines: Int, length: Int,
                                lineStep: Int, pixelStep: Int, radius r: Int) {
        let window = Double(2 * r + 1)
        for line in 0..<lines {
            let base = line * lineStep
            for channel in 0..<4 {
                var sum = 0
                // Start with the window over [-r, r] (outside the image counts as 0).
                for i in 0...min(r, length - 1) { sum += Int(src[base + i * pixelStep + channel]) }
                for i in 0..<length {
                    dst[base + i * pixelStep + channel] = UInt8(min(255, (Double(sum) / window).rounded()))
                    let add = i + r + 1, remove = i - r
                    if add < length { sum += Int(src[base + add * pixelStep + channel]) }
                    if remove >= 0 { sum -= Int(src[base + remove * pixelStep + channel]) }
                }
            }
        }
    }
}
