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
        let image = Pixels(data: data, width: w, height: h, stride: stride, channels: channels)
        let sizes = boxSizes(sigma: min(sigma, 200), count: 3)
        // How far from a pixel the inputs of its blurred value lie, along each axis.
        let reach = sizes.reduce(0) { $0 + ($1 - 1) / 2 }
        let columns = image.longestRunOfEqualColumns(), rows = image.longestRunOfEqualRows()
        let columnsCut = max(0, columns.count - (2 * reach + 1)), rowsCut = max(0, rows.count - (2 * reach + 1))
        if columnsCut >= Self.worthCutting || rowsCut >= Self.worthCutting {
            blurCut(image, sizes: sizes, reach: reach, columns: columnsCut >= Self.worthCutting ? columns : nil,
                    rows: rowsCut >= Self.worthCutting ? rows : nil)
        } else {
            blurInPlace(image, sizes: sizes)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Pixels of an image surface's data.
    struct Pixels {
        var data: UnsafeMutablePointer<UInt8>
        var width: Int, height: Int, stride: Int, channels: Int

        /// The longest run of adjacent columns that are alike, pixel for pixel.
        func longestRunOfEqualColumns() -> Range<Int> {
            guard width > 1 else { return 0..<width }
            // differs[x] != 0: column x and x + 1 differ somewhere (a branch-free pass per row).
            var differs = [UInt32](repeating: 0, count: width - 1)
            differs.withUnsafeMutableBufferPointer { d in
                for y in 0..<height {
                    let row = data + y * stride
                    if channels == 1 {
                        for x in 0..<(width - 1) { d[x] |= UInt32(row[x] ^ row[x + 1]) }
                    } else {
                        let pixels = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<(width - 1) { d[x] |= pixels[x] ^ pixels[x + 1] }
                    }
                }
            }
            return Self.longestRun(count: width) { differs[$0] == 0 }
        }

        /// The longest run of adjacent rows that are alike.
        func longestRunOfEqualRows() -> Range<Int> {
            guard height > 1 else { return 0..<height }
            let bytes = width * channels
            return Self.longestRun(count: height) { memcmp(data + $0 * stride, data + ($0 + 1) * stride, bytes) == 0 }
        }

        /// The longest range of `count` items in which `same(i)` says item i is like item i + 1.
        static func longestRun(count: Int, _ same: (Int) -> Bool) -> Range<Int> {
            var best = 0..<1, start = 0
            for i in 0..<count {
                if i + 1 < count && same(i) { continue }
                if i + 1 - start > best.count { best = start..<(i + 1) }
                start = i + 1
            }
            return best
        }
    }

    /// A run of alike columns or rows longer than the blur's reach by this much is cut out
    /// before blurring (fewer would not pay for the copies).
    static let worthCutting = 8

    /// Blurs `image` with `runs` of alike columns and rows cut down to `2 reach + 1`: every
    /// blurred pixel further than `reach` into such a run has only alike inputs, so it equals
    /// the run's middle one in the cut image, and the pixels nearer its ends see what they saw
    /// before. A shadow of a wide card blurs a tile of its corners, then is stretched back: the
    /// pixels are the ones a blur of the whole image gives.
    private static func blurCut(_ image: Pixels, sizes: [Int], reach: Int, columns: Range<Int>?, rows: Range<Int>?) {
        // The source row of each cut row: a run keeps its first `reach + 1` and last `reach` rows
        // (and columns).
        let keptRows = rows.map { Array(0...($0.lowerBound + reach)) + Array(($0.upperBound - reach)..<image.height) }
            ?? Array(0..<image.height)
        let n = image.channels
        // The columns kept: all, or the ones before the run's cut and the ones after it.
        let left = columns.map { $0.lowerBound + reach + 1 } ?? image.width
        let right = columns.map { $0.upperBound - reach } ?? image.width
        let cutWidth = left + (image.width - right)
        let cutStride = (cutWidth * n + 3) & ~3
        let cut = UnsafeMutablePointer<UInt8>.allocate(capacity: cutStride * keptRows.count)
        defer { cut.deallocate() }
        for (j, y) in keptRows.enumerated() {
            let from = image.data + y * image.stride, to = cut + j * cutStride
            to.update(from: from, count: left * n)
            (to + left * n).update(from: from + right * n, count: (image.width - right) * n)
        }
        blurInPlace(Pixels(data: cut, width: cutWidth, height: keptRows.count, stride: cutStride, channels: n), sizes: sizes)
        // Back to full size: each row from its cut row, the run's middle column repeated inside it.
        func cutRow(_ y: Int) -> Int {
            guard let run = rows else { return y }
            if y <= run.lowerBound + reach { return y }
            if y >= run.upperBound - reach { return y - (run.upperBound - reach) + run.lowerBound + reach + 1 }
            return run.lowerBound + reach
        }
        for y in 0..<image.height {
            let from = cut + cutRow(y) * cutStride, to = image.data + y * image.stride
            to.update(from: from, count: left * n)
            if right > left {
                let middle = from + (left - 1) * n
                if n == 1 {
                    (to + left).update(repeating: middle.pointee, count: right - left)
                } else {
                    let pixel = UnsafeRawPointer(middle).loadUnaligned(as: UInt32.self)
                    UnsafeMutableRawPointer(to + left * n).bindMemory(to: UInt32.self, capacity: right - left)
                        .update(repeating: pixel, count: right - left)
                }
            }
            (to + right * n).update(from: from + left * n, count: (image.width - right) * n)
        }
    }

    /// The box passes over the whole of `image`.
    static func blurInPlace(_ image: Pixels, sizes: [Int]) {
        let w = image.width, h = image.height, stride = image.stride, channels = image.channels
        var temp = [UInt8](repeating: 0, count: stride * h)
        var sums = [Int](repeating: 0, count: w * channels)
        temp.withUnsafeMutableBufferPointer { tmp in
            sums.withUnsafeMutableBufferPointer { sums in
                for size in sizes {
                    let r = (size - 1) / 2
                    horizontalPass(src: image.data, dst: tmp.baseAddress!, width: w, height: h, stride: stride, channels: channels, radius: r)
                    verticalPass(src: tmp.baseAddress!, dst: image.data, rowBytes: w * channels, height: h, stride: stride, radius: r,
                                 sums: sums.baseAddress!)
                }
            }
        }
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
