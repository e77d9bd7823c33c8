import CoreGraphics
import Foundation

// Core Image's blurs (`kCICategoryBlur`): Gaussian, box, disc, motion and zoom blurs, noise
// reduction, the median, and the morphology filters. Beyond the image is transparent, as in Core
// Image; a blur's extent grows by how far it spreads (three standard deviations for a Gaussian),
// and an infinite image (`clampedToExtent()`) stays infinite: crop the result back.

extension FilterKernels {
    static let blurDefinitions: [FilterDefinition] = [
        filter("CIGaussianBlur", "Gaussian Blur", kCICategoryBlur, [.distance(kCIInputRadiusKey, 10, slider: 0...100, identity: 0)]) { image, f in
            gaussianBlur(image, sigma: f.number(kCIInputRadiusKey), growing: true)
        },
        filter("CIBoxBlur", "Box Blur", kCICategoryBlur, [.distance(kCIInputRadiusKey, 10, slider: 1...100, min: 1, identity: 1)]) { image, f in
            // A square of 2 × radius + 1 pixels (the radius rounded); the extent grows by the radius.
            let r = Int(min(max(0, f.number(kCIInputRadiusKey)), 2000).rounded())
            return convolved(image, reach: r, growth: r) { p in
                boxBlur(&p, radius: r, horizontal: true)
                boxBlur(&p, radius: r, horizontal: false)
            }
        },
        filter("CIDiscBlur", "Disc Blur", kCICategoryBlur, [.distance(kCIInputRadiusKey, 8, slider: 0...100, identity: 0)]) { image, f in
            // The radius is limited to 100 (the slider's end), so a frame takes bounded time.
            discBlur(image, radius: min(max(0, f.number(kCIInputRadiusKey)), 100))
        },
        filter("CIMotionBlur", "Motion Blur", kCICategoryBlur, [
            .distance(kCIInputRadiusKey, 20, slider: 0...100, identity: 0), .angle(kCIInputAngleKey, 0),
        ]) { image, f in
            motionBlur(image, radius: min(max(0, f.number(kCIInputRadiusKey)), 1000), angle: f.number(kCIInputAngleKey))
        },
        filter("CIZoomBlur", "Zoom Blur", kCICategoryBlur, [
            .position(kCIInputCenterKey, 150, 150), .scalar(kCIInputAmountKey, 20, slider: -200...200, identity: 0, type: kCIAttributeTypeDistance),
        ]) { image, f in
            // Each pixel averages the image along its line to the centre, over amount / 200 of its
            // distance (a streak of `amount` pixels 200 pixels out; Apple does not document the
            // length); a negative amount streaks outward. Two passes of six samples: the second
            // steps along the whole streak, the first fills each step.
            let c = f.point(kCIInputCenterKey), amount = clampf(f.number(kCIInputAmountKey), -400, 400) / 200
            guard amount != 0 else { return image }
            let fill = zoomPass(image, center: c, span: amount / 6, samples: 6)
            return zoomPass(fill, center: c, span: amount, samples: 6)
        },
        filter("CINoiseReduction", "Noise Reduction", kCICategoryBlur, [
            .scalar("inputNoiseLevel", 0.02, slider: 0...0.1, min: 0), .scalar(kCIInputSharpnessKey, 0.4, slider: 0...2, min: 0),
        ]) { image, f in
            noiseReduction(image, noiseLevel: f.number("inputNoiseLevel"), sharpness: f.number(kCIInputSharpnessKey))
        },
        filter("CIMedianFilter", "Median", kCICategoryBlur, []) { image, _ in
            // Documented: each component the median of the 3 × 3 pixels around it.
            local(image, reach: 1) { r, x, y, o in
                var values: (Float, Float, Float, Float, Float, Float, Float, Float, Float) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutablePointer(to: &values) { tuple in
                    tuple.withMemoryRebound(to: Float.self, capacity: 9) { v in
                        for k in 0..<4 {
                            var n = 0
                            for dy in -1...1 { for dx in -1...1 {
                                let i = r.offset(x + dx, y + dy)
                                v[n] = i < 0 ? 0 : r.base[i + k]
                                n += 1
                            } }
                            // Insertion sort of nine values; the middle one is the median.
                            for a in 1..<9 {
                                let key = v[a]
                                var b = a - 1
                                while b >= 0, v[b] > key { v[b + 1] = v[b]; b -= 1 }
                                v[b + 1] = key
                            }
                            o[k] = v[4]
                        }
                    }
                }
            }
        },
        filter("CIMorphologyMaximum", "Morphology Maximum", kCICategoryBlur, [.distance(kCIInputRadiusKey, 0, slider: 0...50)]) { image, f in
            morphology(image, radius: f.number(kCIInputRadiusKey), maximum: true)
        },
        filter("CIMorphologyMinimum", "Morphology Minimum", kCICategoryBlur, [.distance(kCIInputRadiusKey, 0, slider: 0...50)]) { image, f in
            morphology(image, radius: f.number(kCIInputRadiusKey), maximum: false)
        },
        filter("CIMorphologyGradient", "Morphology Gradient", kCICategoryBlur, [.distance(kCIInputRadiusKey, 5, slider: 0...50)]) { image, f in
            // Documented: the maximum less the minimum, component by component (alpha: the maximum's).
            let r = f.number(kCIInputRadiusKey)
            let high = morphology(image, radius: r, maximum: true), low = morphology(image, radius: r, maximum: false)
            return combined(high, low, extent: high.extent) { h, l, o in
                o[0] = h[0] - l[0]; o[1] = h[1] - l[1]; o[2] = h[2] - l[2]; o[3] = h[3]
            }
        },
        filter("CIMorphologyRectangleMaximum", "Morphology Rectangle Maximum", kCICategoryBlur, [
            .distance(kCIInputWidthKey, 5, slider: 1...49, min: 1), .distance("inputHeight", 5, slider: 1...49, min: 1),
        ]) { image, f in
            rectangleMorphology(image, width: f.number(kCIInputWidthKey), height: f.number("inputHeight"), maximum: true)
        },
        filter("CIMorphologyRectangleMinimum", "Morphology Rectangle Minimum", kCICategoryBlur, [
            .distance(kCIInputWidthKey, 5, slider: 1...49, min: 1), .distance("inputHeight", 5, slider: 1...49, min: 1),
        ]) { image, f in
            rectangleMorphology(image, width: f.number(kCIInputWidthKey), height: f.number("inputHeight"), maximum: false)
        },
    ]

    /// One pass of the zoom blur: each pixel the average of `samples` points from it towards the
    /// centre, over `span` of its distance (outward for a negative span).
    static func zoomPass(_ image: CIImage, center c: CGPoint, span: Float, samples n: Int) -> CIImage {
        let (cx, cy) = (Float(c.x), Float(c.y))
        let produce = image.produce, e = image.extent
        return CIImage(extent: e) { rect in
            var out = Pixels(rect: rect)
            // The source a streak reaches: towards the centre, or farther out.
            var need = rect.union(CGRect(x: c.x, y: c.y, width: 1, height: 1))
            if span < 0 {
                let k = CGFloat(1 - span)
                need = need.union(CGRect(x: c.x + (rect.minX - c.x) * k, y: c.y + (rect.minY - c.y) * k, width: rect.width * k, height: rect.height * k))
            }
            let source = need.insetBy(dx: -2, dy: -2).intersection(e)
            guard !source.isNull, !source.isUnrenderable else { return out }
            let input = produce(source)
            input.read { r in
                let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 4)
                defer { scratch.deallocate() }
                let k = 1 / Float(n)
                out.fill { x, y, o in
                    let px = Float(x) + 0.5, py = Float(y) + 0.5
                    let dx = cx - px, dy = cy - py
                    var i = 0
                    while i < n {
                        let t = span * Float(i) * k
                        r.sample(px + dx * t, py + dy * t, scratch)
                        o[0] += scratch[0] * k; o[1] += scratch[1] * k; o[2] += scratch[2] * k; o[3] += scratch[3] * k
                        i += 1
                    }
                }
            }
            return out
        }
    }

    /// The average over a disc of `radius` around each pixel (row spans of running sums: a cost
    /// per pixel that grows with the radius, not its square); the extent grows by the radius.
    static func discBlur(_ image: CIImage, radius: Float) -> CIImage {
        let r = Int(radius)
        guard r >= 1 else { return image }
        let halfWidths = (0...r).map { dy in Int((radius * radius - Float(dy * dy)).squareRoot()) }
        let area = Float(halfWidths[0] * 2 + 1) + 2 * halfWidths.dropFirst().reduce(0) { $0 + Float($1 * 2 + 1) }
        let produce = image.produce, e = image.extent
        let extent = e.isInfinite || e.isEmpty ? e : e.insetBy(dx: -CGFloat(r), dy: -CGFloat(r))
        return CIImage(extent: extent) { rect in
            let source = produce(rect.insetBy(dx: -CGFloat(r), dy: -CGFloat(r)))
            // Running sums of each source row, in doubles: sums[row][col + 1] is the total of the
            // row's first col + 1 pixels.
            let w = source.width, h = source.height, stride = (w + 1) * 4
            var sums = [Double](repeating: 0, count: stride * h)
            source.data.withUnsafeBufferPointer { s in
                sums.withUnsafeMutableBufferPointer { t in
                    guard let sp = s.baseAddress, let tp = t.baseAddress else { return }
                    for row in 0..<h {
                        let from = sp + row * w * 4, to = tp + row * stride
                        for col in 0..<w {
                            for k in 0..<4 { to[(col + 1) * 4 + k] = to[col * 4 + k] + Double(from[col * 4 + k]) }
                        }
                    }
                }
            }
            var out = Pixels(rect: rect)
            let scale = Double(1 / area), sMinX = source.minX, sMaxY = source.maxY
            sums.withUnsafeBufferPointer { t in
                guard let tp = t.baseAddress else { return }
                halfWidths.withUnsafeBufferPointer { hw in
                    out.fill { x, y, o in
                        var a0 = 0.0, a1 = 0.0, a2 = 0.0, a3 = 0.0
                        for dy in -r...r {
                            let row = sMaxY - 1 - (y + dy)
                            let half = hw[dy < 0 ? -dy : dy]
                            let lo = (x - half - sMinX) * 4, hi = (x + half + 1 - sMinX) * 4
                            let line = tp + row * stride
                            a0 += line[hi] - line[lo]; a1 += line[hi + 1] - line[lo + 1]
                            a2 += line[hi + 2] - line[lo + 2]; a3 += line[hi + 3] - line[lo + 3]
                        }
                        o[0] = Float(a0 * scale); o[1] = Float(a1 * scale); o[2] = Float(a2 * scale); o[3] = Float(a3 * scale)
                    }
                }
            }
            return out
        }
    }

    /// The average along a line of 2 × radius through each pixel at `angle` (a camera moving
    /// that way); the extent grows by the line's reach. Horizontal and vertical lines use running
    /// sums; other angles sample the line.
    static func motionBlur(_ image: CIImage, radius: Float, angle: Float) -> CIImage {
        guard radius >= 0.5 else { return image }
        let dx = cosf(angle), dy = sinf(angle)
        let reachX = Int((abs(dx) * radius).rounded(.up)), reachY = Int((abs(dy) * radius).rounded(.up))
        let e = image.extent
        let extent = e.isInfinite || e.isEmpty ? e : e.insetBy(dx: -CGFloat(reachX), dy: -CGFloat(reachY))
        if abs(dy) < 1e-4 || abs(dx) < 1e-4 {
            let r = Int(radius.rounded()), horizontal = abs(dy) < 1e-4
            return convolved(image, reach: r, growth: 0) { p in boxBlur(&p, radius: r, horizontal: horizontal) }.withExtent(extent)
        }
        let n = clampi(2 * Int(radius.rounded(.up)) + 1, 3, 81)
        let produce = image.produce
        return CIImage(extent: extent) { rect in
            var out = Pixels(rect: rect)
            let input = produce(rect.insetBy(dx: -CGFloat(reachX + 2), dy: -CGFloat(reachY + 2)))
            input.read { r in
                let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 4)
                defer { scratch.deallocate() }
                let k = 1 / Float(n)
                out.fill { x, y, o in
                    let px = Float(x) + 0.5, py = Float(y) + 0.5
                    for i in 0..<n {
                        let t = radius * (2 * Float(i) / Float(n - 1) - 1)
                        r.sample(px + dx * t, py + dy * t, scratch)
                        o[0] += scratch[0] * k; o[1] += scratch[1] * k; o[2] += scratch[2] * k; o[3] += scratch[3] * k
                    }
                }
            }
            return out
        }
    }

    /// Documented: changes of luminance smaller than the noise level count as noise and take a
    /// local blur (here the 3 × 3 binomial); larger ones count as edges and are sharpened by the
    /// sharpness (an unsharp mask against the same blur).
    static func noiseReduction(_ image: CIImage, noiseLevel: Float, sharpness: Float) -> CIImage {
        local(image, reach: 1) { r, x, y, o in
            let c = r.offset(x, y)
            guard c >= 0 else { return }
            var blur: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for dy in -1...1 { for dx in -1...1 {
                let i = r.offset(x + dx, y + dy)
                guard i >= 0 else { continue }
                let w: Float = (dx == 0 ? 2 : 1) * (dy == 0 ? 2 : 1) / 16
                blur.0 += r.base[i] * w; blur.1 += r.base[i + 1] * w; blur.2 += r.base[i + 2] * w; blur.3 += r.base[i + 3] * w
            } }
            let p = r.base + c
            let difference = RGB(p[0], p[1], p[2]).luminance - RGB(blur.0, blur.1, blur.2).luminance
            if abs(difference) < noiseLevel {
                o[0] = blur.0; o[1] = blur.1; o[2] = blur.2; o[3] = blur.3
            } else {
                o[0] = max(0, p[0] + (p[0] - blur.0) * sharpness)
                o[1] = max(0, p[1] + (p[1] - blur.1) * sharpness)
                o[2] = max(0, p[2] + (p[2] - blur.2) * sharpness)
                o[3] = p[3]
            }
        }
    }

    /// The maximum (or minimum) of each component over a disc of `radius` around each pixel.
    /// The maximum's extent grows by the radius.
    static func morphology(_ image: CIImage, radius: Float, maximum: Bool) -> CIImage {
        // The cost grows with the radius's square: limited to 50, the slider's end.
        let radius = min(max(radius, 0), 50)
        let r = Int(radius)
        guard r >= 1 else { return image }
        let halfWidths = (0...r).map { dy in Int((radius * radius - Float(dy * dy)).squareRoot()) }
        let e = image.extent
        let extent = maximum && !e.isInfinite && !e.isEmpty ? e.insetBy(dx: -CGFloat(r), dy: -CGFloat(r)) : e
        return local(image, reach: r, extent: extent) { source, x, y, o in
            var best: (Float, Float, Float, Float) = maximum ? (-.infinity, -.infinity, -.infinity, -.infinity) : (.infinity, .infinity, .infinity, .infinity)
            for dy in -r...r {
                let half = halfWidths[dy < 0 ? -dy : dy]
                for dx in -half...half {
                    let i = source.offset(x + dx, y + dy)
                    let v0 = i < 0 ? 0 : source.base[i], v1 = i < 0 ? 0 : source.base[i + 1]
                    let v2 = i < 0 ? 0 : source.base[i + 2], v3 = i < 0 ? 0 : source.base[i + 3]
                    if maximum {
                        if v0 > best.0 { best.0 = v0 }; if v1 > best.1 { best.1 = v1 }
                        if v2 > best.2 { best.2 = v2 }; if v3 > best.3 { best.3 = v3 }
                    } else {
                        if v0 < best.0 { best.0 = v0 }; if v1 < best.1 { best.1 = v1 }
                        if v2 < best.2 { best.2 = v2 }; if v3 < best.3 { best.3 = v3 }
                    }
                }
            }
            o[0] = best.0; o[1] = best.1; o[2] = best.2; o[3] = best.3
        }
    }

    /// The maximum (or minimum) of each component over a rectangle around each pixel, its sides
    /// rounded to the nearest odd number as documented (one direction, then the other).
    static func rectangleMorphology(_ image: CIImage, width: Float, height: Float, maximum: Bool) -> CIImage {
        func half(_ side: Float) -> Int {
            var n = Int(max(1, min(side, 199)).rounded())
            if n % 2 == 0 { n += 1 }
            return n / 2
        }
        let hx = half(width), hy = half(height)
        guard hx > 0 || hy > 0 else { return image }
        let e = image.extent
        let extent = maximum && !e.isInfinite && !e.isEmpty ? e.insetBy(dx: -CGFloat(hx), dy: -CGFloat(hy)) : e
        func pass(_ image: CIImage, _ h: Int, horizontal: Bool) -> CIImage {
            guard h > 0 else { return image }
            return local(image, reach: h, extent: extent) { source, x, y, o in
                for k in 0..<4 {
                    var best: Float = maximum ? -.infinity : .infinity
                    for d in -h...h {
                        let i = horizontal ? source.offset(x + d, y) : source.offset(x, y + d)
                        let v = i < 0 ? 0 : source.base[i + k]
                        if maximum ? v > best : v < best { best = v }
                    }
                    o[k] = best
                }
            }
        }
        return pass(pass(image, hx, horizontal: true), hy, horizontal: false)
    }
}

extension CIImage {
    /// The same pixels under another extent.
    func withExtent(_ extent: CGRect) -> CIImage { CIImage(extent: extent, produce: produce) }
}
