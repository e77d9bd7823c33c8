import Foundation
import Trellis

// The pixel buffers Trellis's Core Image computes on, and their loops. The loops go through
// unsafe pointers with scalar arithmetic: the module is built unoptimised in debug builds, where
// array subscripts and `SIMD` values cost ten times as much.

/// What Core Image computes on: premultiplied RGBA in linear light (Core Image's default working
/// space), for the whole pixels of an integral rectangle of its coordinate space, whose y axis
/// points up. Rows are stored from the top (largest y) down, as bitmaps are.
struct Pixels {
    let rect: CGRect
    /// The left column's x.
    let minX: Int
    /// The bottom row's y.
    let minY: Int
    let width: Int
    let height: Int
    /// Four floats a pixel.
    var data: [Float]

    /// Transparent pixels covering `rect` (made integral).
    init(rect: CGRect) {
        let r = rect.isNull || rect.isUnrenderable ? .zero : rect.integral
        self.rect = r
        minX = Int(r.minX)
        minY = Int(r.minY)
        width = max(0, Int(r.width))
        height = max(0, Int(r.height))
        data = [Float](repeating: 0, count: width * height * 4)
    }

    /// The same pixels `dx`, `dy` further along.
    func moved(dx: Int, dy: Int) -> Pixels {
        var out = Pixels(rect: .zero, minX: minX + dx, minY: minY + dy, width: width, height: height)
        out.data = data
        return out
    }

    private init(rect _: CGRect, minX: Int, minY: Int, width: Int, height: Int) {
        rect = CGRect(x: minX, y: minY, width: width, height: height)
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
        data = []
    }

    var maxX: Int { minX + width }
    var maxY: Int { minY + height }

    /// The offset of the first of pixel (x, y)'s floats; -1 outside.
    @_transparent func offset(_ x: Int, _ y: Int) -> Int {
        let col = x - minX, row = height - 1 - (y - minY)
        guard col >= 0, row >= 0, col < width, row < height else { return -1 }
        return (row * width + col) * 4
    }

    /// The pixel whose bottom-left corner is (x, y); transparent outside the rectangle.
    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get {
            let i = offset(x, y)
            guard i >= 0 else { return .zero }
            return SIMD4(data[i], data[i + 1], data[i + 2], data[i + 3])
        }
        set {
            let i = offset(x, y)
            guard i >= 0 else { return }
            data[i] = newValue.x
            data[i + 1] = newValue.y
            data[i + 2] = newValue.z
            data[i + 3] = newValue.w
        }
    }

    /// Calls `body` with every pixel's coordinates (its bottom-left corner).
    func forEachPixel(_ body: (_ x: Int, _ y: Int) -> Void) {
        for y in minY..<maxY { for x in minX..<maxX { body(x, y) } }
    }

    /// Sets every pixel: `body` gets its coordinates (bottom-left corner) and its four floats,
    /// zero on entry unless the pixels held something.
    mutating func fill(_ body: (_ x: Int, _ y: Int, _ out: UnsafeMutablePointer<Float>) -> Void) {
        let (w, h, x0, top) = (width, height, minX, maxY - 1)
        guard w > 0, h > 0 else { return }
        data.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var p = base
            var row = 0
            while row < h {
                let y = top - row
                var x = x0
                let end = x0 + w
                while x < end {
                    body(x, y, p)
                    p += 4
                    x += 1
                }
                row += 1
            }
        }
    }

    /// Calls `body` with a reader of the pixels.
    func read<T>(_ body: (PixelReader) -> T) -> T {
        data.withUnsafeBufferPointer { buffer in
            body(PixelReader(base: buffer.baseAddress ?? UnsafePointer(bitPattern: 16)!, minX: minX, minY: minY, width: width, height: height))
        }
    }

    /// Copies the pixels of `source` where the two overlap.
    mutating func copy(from source: Pixels) {
        let x0 = max(minX, source.minX), x1 = min(maxX, source.maxX)
        let y0 = max(minY, source.minY), y1 = min(maxY, source.maxY)
        guard x0 < x1, y0 < y1 else { return }
        let count = (x1 - x0) * 4
        let (sw, sMaxY, sMinX, dw, dMaxY, dMinX) = (source.width, source.maxY, source.minX, width, maxY, minX)
        source.data.withUnsafeBufferPointer { s in
            data.withUnsafeMutableBufferPointer { d in
                guard let sb = s.baseAddress, let db = d.baseAddress else { return }
                for y in y0..<y1 {
                    let from = sb + ((sMaxY - 1 - y) * sw + (x0 - sMinX)) * 4
                    let to = db + ((dMaxY - 1 - y) * dw + (x0 - dMinX)) * 4
                    to.update(from: from, count: count)
                }
            }
        }
    }

    /// The pixels of `rect`: these where they overlap, transparent elsewhere.
    func extracted(_ rect: CGRect) -> Pixels {
        var out = Pixels(rect: rect)
        if out.rect == self.rect { return self }
        out.copy(from: self)
        return out
    }

    /// `self` with `transform` applied to every pixel's straight colour (transparent pixels stay
    /// transparent; colours are not clamped, as Core Image's floating-point working space is not).
    func mappingColors(_ transform: (RGB) -> RGB) -> Pixels {
        var out = self
        out.data.withUnsafeMutableBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return }
            var i = 0
            let n = buffer.count
            while i < n {
                let a = p[i + 3]
                if a > 0 {
                    let c = transform(RGB(p[i] / a, p[i + 1] / a, p[i + 2] / a))
                    p[i] = c.r * a
                    p[i + 1] = c.g * a
                    p[i + 2] = c.b * a
                }
                i += 4
            }
        }
        return out
    }

    // MARK: sRGB bytes

    /// Pixels of a bitmap, its bottom-left corner at the origin.
    init(_ image: RGBAImage) {
        self.init(rect: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        let n = width * height * 4
        guard n > 0, image.bytes.count >= n else { return }
        Self.linearTable.withUnsafeBufferPointer { table in
            image.bytes.withUnsafeBufferPointer { bytes in
                data.withUnsafeMutableBufferPointer { out in
                    guard let t = table.baseAddress, let b = bytes.baseAddress, let o = out.baseAddress else { return }
                    var i = 0
                    while i < n {
                        let a = Float(b[i + 3]) * (1 / 255)
                        o[i] = t[Int(b[i])] * a
                        o[i + 1] = t[Int(b[i + 1])] * a
                        o[i + 2] = t[Int(b[i + 2])] * a
                        o[i + 3] = a
                        i += 4
                    }
                }
            }
        }
    }

    /// The pixels as a bitmap of straight sRGB bytes.
    var rgbaImage: RGBAImage {
        let n = width * height * 4
        var bytes = [UInt8](repeating: 0, count: n)
        Self.encodedTable.withUnsafeBufferPointer { table in
            data.withUnsafeBufferPointer { input in
                bytes.withUnsafeMutableBufferPointer { out in
                    guard let t = table.baseAddress, let p = input.baseAddress, let o = out.baseAddress else { return }
                    let top = Float(Self.encodedTableSize - 1)
                    var i = 0
                    while i < n {
                        let a = clamp01(p[i + 3])
                        if a > 0 {
                            let k = top / a
                            o[i] = t[Int(clampf(p[i] * k, 0, top) + 0.5)]
                            o[i + 1] = t[Int(clampf(p[i + 1] * k, 0, top) + 0.5)]
                            o[i + 2] = t[Int(clampf(p[i + 2] * k, 0, top) + 0.5)]
                            o[i + 3] = UInt8(a * 255 + 0.5)
                        }
                        i += 4
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// sRGB's transfer function, byte to linear light.
    static func linear(_ byte: UInt8) -> Float { linearTable[Int(byte)] }

    private static let linearTable: [Float] = (0...255).map { SRGB.decode(Float($0) / 255) }

    private static let encodedTableSize = 65536
    /// Linear light in 65 536 steps to sRGB bytes (a step is under a twentieth of a byte).
    private static let encodedTable: [UInt8] = (0..<encodedTableSize).map {
        UInt8(clamp01(SRGB.encode(Float($0) / Float(encodedTableSize - 1))) * 255 + 0.5)
    }

    /// Linear light to an sRGB byte.
    static func encoded(_ linear: Float) -> UInt8 { UInt8(clamp01(SRGB.encode(linear)) * 255 + 0.5) }
}

/// Reads pixels by coordinates, inside `Pixels.read(_:)`.
struct PixelReader {
    let base: UnsafePointer<Float>
    let minX: Int
    let minY: Int
    let width: Int
    let height: Int

    /// The offset of pixel (x, y)'s first float; -1 outside.
    @_transparent func offset(_ x: Int, _ y: Int) -> Int {
        let col = x - minX, row = height - 1 - (y - minY)
        guard col >= 0, row >= 0, col < width, row < height else { return -1 }
        return (row * width + col) * 4
    }

    /// The offset of the pixel nearest (x, y) inside the rectangle (none when it is empty: -1).
    @inline(__always) func clampedOffset(_ x: Int, _ y: Int) -> Int {
        guard width > 0, height > 0 else { return -1 }
        let col = clampi(x - minX, 0, width - 1), row = height - 1 - clampi(y - minY, 0, height - 1)
        return (row * width + col) * 4
    }

    /// Copies pixel (x, y) into `out` (transparent outside).
    @inline(__always) func read(_ x: Int, _ y: Int, _ out: UnsafeMutablePointer<Float>) {
        let i = offset(x, y)
        if i < 0 {
            out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0
        } else {
            out[0] = base[i]; out[1] = base[i + 1]; out[2] = base[i + 2]; out[3] = base[i + 3]
        }
    }

    /// The colour at a point, blended from the four nearest pixels (their centres lie at half
    /// coordinates), into `out`; what lies outside the rectangle counts as transparent.
    func sample(_ x: Float, _ y: Float, _ out: UnsafeMutablePointer<Float>) {
        let fx = x - 0.5, fy = y - 0.5
        out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0
        guard fx > Float(minX) - 2, fy > Float(minY) - 2, fx < Float(minX + width) + 1, fy < Float(minY + height) + 1 else { return }
        let flx = floorf(fx), fly = floorf(fy)
        let x0 = Int(flx), y0 = Int(fly)
        let tx = fx - flx, ty = fy - fly
        accumulate(x0, y0, (1 - tx) * (1 - ty), out)
        accumulate(x0 + 1, y0, tx * (1 - ty), out)
        accumulate(x0, y0 + 1, (1 - tx) * ty, out)
        accumulate(x0 + 1, y0 + 1, tx * ty, out)
    }

    /// The colour at a point as `sample` gives it, but what lies outside the rectangle repeats its
    /// edge pixels.
    func sampleClamped(_ x: Float, _ y: Float, _ out: UnsafeMutablePointer<Float>) {
        out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0
        guard width > 0, height > 0, x.isFinite, y.isFinite else { return }
        let fx = clampf(x - 0.5, Float(minX) - 1, Float(minX + width)), fy = clampf(y - 0.5, Float(minY) - 1, Float(minY + height))
        let flx = floorf(fx), fly = floorf(fy)
        let x0 = Int(flx), y0 = Int(fly)
        let tx = fx - flx, ty = fy - fly
        accumulate(clampedOffset(x0, y0), (1 - tx) * (1 - ty), out)
        accumulate(clampedOffset(x0 + 1, y0), tx * (1 - ty), out)
        accumulate(clampedOffset(x0, y0 + 1), (1 - tx) * ty, out)
        accumulate(clampedOffset(x0 + 1, y0 + 1), tx * ty, out)
    }

    @inline(__always) private func accumulate(_ x: Int, _ y: Int, _ w: Float, _ out: UnsafeMutablePointer<Float>) {
        accumulate(offset(x, y), w, out)
    }

    @inline(__always) private func accumulate(_ i: Int, _ w: Float, _ out: UnsafeMutablePointer<Float>) {
        guard i >= 0, w > 0 else { return }
        out[0] += base[i] * w
        out[1] += base[i + 1] * w
        out[2] += base[i + 2] * w
        out[3] += base[i + 3] * w
    }
}

/// `v` limited to `lo...hi`.
@_transparent func clampi(_ v: Int, _ lo: Int, _ hi: Int) -> Int { v < lo ? lo : (v > hi ? hi : v) }

extension CGRect {
    /// Whether the rectangle is too large to hold in pixels (infinite, or past Core Image's
    /// practical limit here): such a rectangle cannot be rendered.
    var isUnrenderable: Bool {
        isNull || isInfinite || !width.isFinite || !height.isFinite || width * height > 64_000_000
    }

    /// The integral rectangle of the pixels whose centres lie inside `self`.
    var pixelCentersInside: CGRect {
        guard !isNull, !isInfinite else { return self }
        let x0 = (minX - 0.5).rounded(.up), x1 = (maxX - 0.5).rounded(.up)
        let y0 = (minY - 0.5).rounded(.up), y1 = (maxY - 0.5).rounded(.up)
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
