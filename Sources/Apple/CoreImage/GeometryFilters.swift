import CoreGraphics
import Foundation

// Core Image's geometry filters (`kCICategoryGeometryAdjustment`, `kCICategoryTileEffect`): the
// affine transform, clamp and tile, crop, Lanczos and bicubic scaling, perspective correction and
// transform, and straighten. Scaling resamples with the documented kernels (Lanczos of three
// lobes; Mitchell–Netravali cubics of B and C), widened when shrinking so every source pixel
// counts; the perspective filters map four points and a rectangle onto each other exactly
// (a homography).

extension FilterKernels {
    static let geometryDefinitions: [FilterDefinition] = [
        filter("CIAffineTransform", "Affine Transform", kCICategoryGeometryAdjustment, [
            .object(kCIInputTransformKey, CGAffineTransform.identity, className: "NSValue", type: kCIAttributeTypeTransform),
        ]) { image, f in image.transformed(by: f.transform(kCIInputTransformKey)) },
        filter("CIAffineClamp", "Affine Clamp", kCICategoryTileEffect, [
            .object(kCIInputTransformKey, CGAffineTransform.identity, className: "NSValue", type: kCIAttributeTypeTransform),
        ]) { image, f in
            // Documented: the transformed image with its edge pixels repeated outward forever.
            image.transformed(by: f.transform(kCIInputTransformKey)).clampedToExtent()
        },
        filter("CIAffineTile", "Affine Tile", kCICategoryTileEffect, [
            .object(kCIInputTransformKey, CGAffineTransform.identity, className: "NSValue", type: kCIAttributeTypeTransform),
        ]) { image, f in affineTile(image, f.transform(kCIInputTransformKey)) },
        filter("CICrop", "Crop", kCICategoryGeometryAdjustment, [
            .vector("inputRectangle", [-CGFloat.greatestFiniteMagnitude / 2, -CGFloat.greatestFiniteMagnitude / 2,
                                       CGFloat.greatestFiniteMagnitude, CGFloat.greatestFiniteMagnitude],
                    type: kCIAttributeTypeRectangle),
        ]) { image, f in image.cropped(to: f.vector("inputRectangle")?.cgRectValue ?? .infinite) },
        filter("CILanczosScaleTransform", "Lanczos Scale Transform", kCICategoryGeometryAdjustment, [
            .scalar(kCIInputScaleKey, 1, slider: 0.05...1.5, min: 0, identity: 1), .scalar(kCIInputAspectRatioKey, 1, slider: 0.5...2, min: 0, identity: 1),
        ]) { image, f in
            let s = f.number(kCIInputScaleKey), aspect = f.number(kCIInputAspectRatioKey)
            return resampled(image, scaleX: s * aspect, scaleY: s, support: 3) { x in
                guard x != 0 else { return 1 }
                guard abs(x) < 3 else { return 0 }
                let px = Float.pi * x
                return 3 * sinf(px) * sinf(px / 3) / (px * px)
            }
        },
        filter("CIBicubicScaleTransform", "Bicubic Scale Transform", kCICategoryGeometryAdjustment, [
            .scalar(kCIInputScaleKey, 1, slider: 0.05...1.5, min: 0, identity: 1), .scalar(kCIInputAspectRatioKey, 1, slider: 0.5...2, min: 0, identity: 1),
            .scalar("inputB", 0, slider: 0...1), .scalar("inputC", 0.75, slider: 0...1),
        ]) { image, f in
            let s = f.number(kCIInputScaleKey), aspect = f.number(kCIInputAspectRatioKey), b = f.number("inputB"), c = f.number("inputC")
            return resampled(image, scaleX: s * aspect, scaleY: s, support: 2) { x in
                // The Mitchell–Netravali cubic of B and C.
                let t = abs(x)
                if t < 1 { return ((12 - 9 * b - 6 * c) * t * t * t + (-18 + 12 * b + 6 * c) * t * t + (6 - 2 * b)) / 6 }
                if t < 2 { return ((-b - 6 * c) * t * t * t + (6 * b + 30 * c) * t * t + (-12 * b - 48 * c) * t + (8 * b + 24 * c)) / 6 }
                return 0
            }
        },
        filter("CIPerspectiveCorrection", "Perspective Correction", kCICategoryGeometryAdjustment, [
            .position("inputTopLeft", 118, 484), .position("inputTopRight", 646, 507), .position("inputBottomRight", 548, 140),
            .position("inputBottomLeft", 155, 153), .boolean("inputCrop", true),
        ]) { image, f in
            // The quadrilateral of the four points mapped onto an upright rectangle as wide as its
            // longer horizontal side and as tall as its longer vertical side, its bottom-left
            // corner at the origin (Apple does not document the rectangle's size or place).
            // Without cropping, the whole image is mapped so.
            let quad = ["inputTopLeft", "inputTopRight", "inputBottomRight", "inputBottomLeft"].map { f.point($0) }
            func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
            let w = max(length(quad[0], quad[1]), length(quad[3], quad[2])).rounded(), h = max(length(quad[0], quad[3]), length(quad[1], quad[2])).rounded()
            guard w >= 1, h >= 1 else { return CIImage.empty() }
            let rect = [CGPoint(x: 0, y: h), CGPoint(x: w, y: h), CGPoint(x: w, y: 0), CGPoint(x: 0, y: 0)]
            guard let back = Homography(from: rect, to: quad), let forward = Homography(from: quad, to: rect) else { return CIImage.empty() }
            let e = image.extent
            let extent = f.bool("inputCrop") || e.isInfinite ? CGRect(x: 0, y: 0, width: w, height: h) : forward.bounds(of: e)
            return projected(image, extent: extent, back)
        },
        filter("CIPerspectiveTransform", "Perspective Transform", kCICategoryGeometryAdjustment, [
            .position("inputTopLeft", 118, 484), .position("inputTopRight", 646, 507), .position("inputBottomRight", 548, 140),
            .position("inputBottomLeft", 155, 153),
        ]) { image, f in
            // The image's extent mapped onto the quadrilateral of the four points.
            let e = image.extent
            guard !e.isInfinite, !e.isEmpty else { return image }
            let quad = ["inputTopLeft", "inputTopRight", "inputBottomRight", "inputBottomLeft"].map { f.point($0) }
            let corners = [CGPoint(x: e.minX, y: e.maxY), CGPoint(x: e.maxX, y: e.maxY), CGPoint(x: e.maxX, y: e.minY), CGPoint(x: e.minX, y: e.minY)]
            guard let back = Homography(from: quad, to: corners), let forward = Homography(from: corners, to: quad) else { return CIImage.empty() }
            return projected(image, extent: forward.bounds(of: e), back)
        },
        filter("CIStraightenFilter", "Straighten", kCICategoryGeometryAdjustment, [.angle(kCIInputAngleKey, 0)]) { image, f in
            // Documented: rotated by the angle, then scaled just enough to fill the original
            // extent, and cropped to it.
            let e = image.extent, angle = f.number(kCIInputAngleKey)
            guard !e.isInfinite, !e.isEmpty, angle != 0 else { return image }
            let (c, s) = (abs(cosf(angle)), abs(sinf(angle)))
            let (w, h) = (Float(e.width), Float(e.height))
            let k = max(c + h / w * s, w / h * s + c)
            let (cx, cy, cosA, sinA) = (Float(e.midX), Float(e.midY), cosf(angle), sinf(angle))
            return warped(image, extent: e, source: { _ in e }) { x, y in
                let dx = (x - cx) / k, dy = (y - cy) / k
                return (cx + dx * cosA + dy * sinA, cy - dx * sinA + dy * cosA)
            }
        },
    ]

    /// `image` scaled by `scaleX`, `scaleY` about the origin with a separable kernel of `support`
    /// (widened by the shrink factor when shrinking); only pixels inside the image count, their
    /// weights renormalised, so the edges do not darken.
    static func resampled(_ image: CIImage, scaleX: Float, scaleY: Float, support: Float,
                          _ kernel: @escaping @Sendable (Float) -> Float) -> CIImage {
        let e = image.extent
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite else { return CIImage.empty() }
        if scaleX == 1, scaleY == 1 { return image }
        guard !e.isInfinite else { return image.transformed(by: CGAffineTransform(scaleX: CGFloat(scaleX), y: CGFloat(scaleY))) }
        let inside = e.pixelCentersInside
        guard !inside.isNull else { return CIImage.empty() }
        let extent = CGRect(x: e.minX * CGFloat(scaleX), y: e.minY * CGFloat(scaleY), width: e.width * CGFloat(scaleX), height: e.height * CGFloat(scaleY))
        let produce = image.produce
        return CIImage(extent: extent) { rect in
            var out = Pixels(rect: rect)
            guard out.width > 0, out.height > 0 else { return out }
            let (lo, hi) = (Int(inside.minX), Int(inside.maxX)), (bottom, top) = (Int(inside.minY), Int(inside.maxY))
            let columns = Taps(from: out.minX, count: out.width, scale: scaleX, support: support, lo: lo, hi: hi, kernel)
            let rows = Taps(from: out.minY, count: out.height, scale: scaleY, support: support, lo: bottom, hi: top, kernel)
            // The source the taps reach.
            let (x0, x1, y0, y1) = (columns.lowest, columns.highest, rows.lowest, rows.highest)
            guard x1 > x0, y1 > y0 else { return out }
            let source = produce(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            let width = out.width, sourceWidth = source.width
            // Across first: a row of output columns for every source row (rows from the top).
            var across = [Float](repeating: 0, count: width * (y1 - y0) * 4)
            source.data.withUnsafeBufferPointer { s in
                across.withUnsafeMutableBufferPointer { a in
                    columns.read { starts, counts, offsets, weights in
                        guard let sp = s.baseAddress, let ap = a.baseAddress else { return }
                        var row = 0
                        while row < y1 - y0 {
                            let line = ap + row * width * 4, sourceLine = sp + row * sourceWidth * 4
                            var col = 0
                            while col < width {
                                var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
                                var from = sourceLine + (starts[col] - x0) * 4
                                var w = weights + offsets[col]
                                var k = 0
                                while k < counts[col] {
                                    let weight = w[0]
                                    s0 += from[0] * weight; s1 += from[1] * weight; s2 += from[2] * weight; s3 += from[3] * weight
                                    from += 4
                                    w += 1
                                    k += 1
                                }
                                line[col * 4] = s0; line[col * 4 + 1] = s1; line[col * 4 + 2] = s2; line[col * 4 + 3] = s3
                                col += 1
                            }
                            row += 1
                        }
                    }
                }
            }
            // Then up and down (the source rows run from the top, y1 - 1, down).
            let (minX, minY) = (out.minX, out.minY)
            across.withUnsafeBufferPointer { a in
                rows.read { starts, counts, offsets, weights in
                    guard let ap = a.baseAddress else { return }
                    out.fill { x, y, o in
                        let row = y - minY, col = x - minX
                        var w = weights + offsets[row]
                        var sy = starts[row]
                        var k = 0
                        while k < counts[row] {
                            let p = ap + ((y1 - 1 - sy) * width + col) * 4
                            let weight = w[0]
                            o[0] += p[0] * weight; o[1] += p[1] * weight; o[2] += p[2] * weight; o[3] += p[3] * weight
                            sy += 1
                            w += 1
                            k += 1
                        }
                        o[0] = max(0, o[0]); o[1] = max(0, o[1]); o[2] = max(0, o[2]); o[3] = clamp01(o[3])
                    }
                }
            }
            return out
        }
    }

    /// Each output pixel's first source pixel, count and weights along one axis of a resampling,
    /// the weights of the pixels inside `lo..<hi` renormalised to sum to 1.
    struct Taps {
        var starts: [Int] = []
        var counts: [Int] = []
        var offsets: [Int] = []
        var weights: [Float] = []

        init(from: Int, count: Int, scale: Float, support: Float, lo: Int, hi: Int, _ kernel: (Float) -> Float) {
            let widen = max(1, 1 / scale), reach = support * widen
            for k in 0..<count {
                let u = (Float(from + k) + 0.5) / scale
                let first = max(lo, Int(floorf(u - reach))), last = min(hi - 1, Int(ceilf(u + reach)))
                var w: [Float] = first <= last ? (first...last).map { kernel((Float($0) + 0.5 - u) / widen) } : []
                let total = w.reduce(0, +)
                if total != 0 { w = w.map { $0 / total } }
                starts.append(first)
                counts.append(w.count)
                offsets.append(weights.count)
                weights += w
            }
        }

        /// The lowest source pixel any output pixel reads.
        var lowest: Int { zip(starts, counts).filter { $0.1 > 0 }.map(\.0).min() ?? 0 }
        /// One past the highest source pixel any output pixel reads.
        var highest: Int { zip(starts, counts).filter { $0.1 > 0 }.map { $0.0 + $0.1 }.max() ?? 0 }

        /// Calls `body` with pointers to the taps.
        func read(_ body: (UnsafePointer<Int>, UnsafePointer<Int>, UnsafePointer<Int>, UnsafePointer<Float>) -> Void) {
            starts.withUnsafeBufferPointer { s in
                counts.withUnsafeBufferPointer { c in
                    offsets.withUnsafeBufferPointer { o in
                        weights.withUnsafeBufferPointer { w in
                            guard let sp = s.baseAddress, let cp = c.baseAddress, let op = o.baseAddress else { return }
                            body(sp, cp, op, w.baseAddress ?? UnsafePointer(bitPattern: 16)!)
                        }
                    }
                }
            }
        }
    }

    /// `image` sampled through a homography from output points to image points.
    static func projected(_ image: CIImage, extent: CGRect, _ back: Homography) -> CIImage {
        warped(image, extent: extent, source: { rect in back.bounds(of: rect).insetBy(dx: -2, dy: -2) }) { x, y in
            back.apply(x, y)
        }
    }

    /// The transformed image repeated forever along the transformed axes.
    static func affineTile(_ image: CIImage, _ transform: CGAffineTransform) -> CIImage {
        let e = image.extent.pixelCentersInside
        guard !e.isNull, !e.isInfinite else { return image }
        let inverse = transform.inverted()
        let (ia, ib, ic, id, itx, ity) = (Float(inverse.a), Float(inverse.b), Float(inverse.c), Float(inverse.d), Float(inverse.tx), Float(inverse.ty))
        let (x0, y0, w, h) = (Float(e.minX), Float(e.minY), Float(e.width), Float(e.height))
        let produce = image.produce
        return CIImage(extent: .infinite) { rect in
            var out = Pixels(rect: rect)
            guard out.width > 0, out.height > 0 else { return out }
            let source = produce(e)
            source.read { r in
                out.fill { x, y, o in
                    let px = Float(x) + 0.5, py = Float(y) + 0.5
                    var u = ia * px + ic * py + itx - x0, v = ib * px + id * py + ity - y0
                    u -= floorf(u / w) * w
                    v -= floorf(v / h) * h
                    r.sampleClamped(u + x0, v + y0, o)
                }
            }
            return out
        }
    }
}

/// A projective map of the plane (a 3 × 3 matrix, its last entry 1).
struct Homography: Sendable {
    let m: [Double]

    /// The map taking each of four points to its counterpart; nil when three are in a line.
    init?(from: [CGPoint], to: [CGPoint]) {
        guard from.count == 4, to.count == 4 else { return nil }
        // Eight equations in the eight unknowns: x' (g x + h y + 1) = a x + b y + c, and so for y'.
        var rows: [[Double]] = []
        for (p, q) in zip(from, to) {
            let (x, y, u, v) = (Double(p.x), Double(p.y), Double(q.x), Double(q.y))
            rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
            rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
        }
        for col in 0..<8 {
            guard let pivot = (col..<8).max(by: { abs(rows[$0][col]) < abs(rows[$1][col]) }), abs(rows[pivot][col]) > 1e-12 else { return nil }
            rows.swapAt(col, pivot)
            for r in 0..<8 where r != col {
                let k = rows[r][col] / rows[col][col]
                if k != 0 { for c in col...8 { rows[r][c] -= k * rows[col][c] } }
            }
        }
        m = (0..<8).map { rows[$0][8] / rows[$0][$0] } + [1]
    }

    /// The image of a point.
    func apply(_ x: Float, _ y: Float) -> (Float, Float) {
        let (dx, dy) = (Double(x), Double(y))
        let w = m[6] * dx + m[7] * dy + m[8]
        guard abs(w) > 1e-12 else { return (.infinity, .infinity) }
        return (Float((m[0] * dx + m[1] * dy + m[2]) / w), Float((m[3] * dx + m[4] * dy + m[5]) / w))
    }

    /// The bounding box of a rectangle's image (its corners' images).
    func bounds(of rect: CGRect) -> CGRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
            .map { apply(Float($0.0), Float($0.1)) }
        guard corners.allSatisfy({ $0.0.isFinite && $0.1.isFinite }) else { return .infinite }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        return CGRect(x: CGFloat(xs.min()!), y: CGFloat(ys.min()!), width: CGFloat(xs.max()! - xs.min()!), height: CGFloat(ys.max()! - ys.min()!))
    }
}
