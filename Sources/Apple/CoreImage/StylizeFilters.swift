import CoreGraphics
import Foundation

// Core Image's stylize filters (`kCICategoryStylize`): bloom and gloom, edges and edge work, the
// pixellations, crystallize and pointillize, the comic effect, the line overlay and the
// convolutions. Where Apple describes an effect without its arithmetic, the choice made is written
// beside it.

extension FilterKernels {
    static let stylizeDefinitions: [FilterDefinition] = [
        filter("CIBloom", "Bloom", kCICategoryStylize, [
            .distance(kCIInputRadiusKey, 10, slider: 0...100), .scalar(kCIInputIntensityKey, 0.5, slider: 0...1, min: 0, identity: 0),
        ]) { image, f in
            // A glow: the image screened with intensity × its Gaussian blur of the radius, so light
            // spreads into its surroundings (Apple documents the effect, not the blend).
            let t = f.number(kCIInputIntensityKey)
            let blurred = gaussianBlur(image, sigma: f.number(kCIInputRadiusKey), growing: false)
            return combined(image, blurred, extent: image.extent) { s, b, o in
                // Screen, premultiplied: s + g − s·g, no brighter than the pixel's own alpha.
                for k in 0..<3 { let g = b[k] * t; o[k] = min(s[k] + g - s[k] * g, s[3]) }
                o[3] = s[3]
            }
        },
        filter("CIGloom", "Gloom", kCICategoryStylize, [
            .distance(kCIInputRadiusKey, 10, slider: 0...100), .scalar(kCIInputIntensityKey, 0.5, slider: 0...1, min: 0, identity: 0),
        ]) { image, f in
            // Bloom's opposite: the image multiplied by its blur (mixed in by the intensity), so
            // highlights next to darkness are dulled (Apple documents the effect, not the blend).
            let t = f.number(kCIInputIntensityKey)
            let blurred = gaussianBlur(image, sigma: f.number(kCIInputRadiusKey), growing: false)
            return combined(image, blurred, extent: image.extent) { s, b, o in
                let a = b[3] > 0 ? 1 / b[3] : 0
                for k in 0..<3 { o[k] = s[k] * (1 - t + t * clamp01(b[k] * a)) }
                o[3] = s[3]
            }
        },
        filter("CIEdges", "Edges", kCICategoryStylize, [.scalar(kCIInputIntensityKey, 1, slider: 0...10, min: 0, identity: 0)]) { image, f in
            // The Sobel gradient's magnitude of each colour component, times the intensity: edges in
            // colour on black; the pixel keeps its alpha.
            let t = f.number(kCIInputIntensityKey)
            return local(image, reach: 1) { r, x, y, o in
                let c = r.offset(x, y)
                guard c >= 0 else { return }
                let a = r.base[c + 3]
                let tl = r.offset(x - 1, y + 1), tc = r.offset(x, y + 1), tr = r.offset(x + 1, y + 1)
                let ml = r.offset(x - 1, y), mr = r.offset(x + 1, y)
                let bl = r.offset(x - 1, y - 1), bc = r.offset(x, y - 1), br = r.offset(x + 1, y - 1)
                for k in 0..<3 {
                    func v(_ i: Int) -> Float { i < 0 ? 0 : r.base[i + k] }
                    let gx = (v(tr) + 2 * v(mr) + v(br)) - (v(tl) + 2 * v(ml) + v(bl))
                    let gy = (v(tl) + 2 * v(tc) + v(tr)) - (v(bl) + 2 * v(bc) + v(br))
                    o[k] = min((gx * gx + gy * gy).squareRoot() * t, a)
                }
                o[3] = a
            }
        },
        filter("CIEdgeWork", "Edge Work", kCICategoryStylize, [.distance(kCIInputRadiusKey, 3, slider: 0...20)]) { image, f in
            // A woodcut: white strokes on black where the luminance (perceptual) stands below its
            // surroundings, found as a difference of Gaussians whose wider one has the radius
            // (thicker strokes for a larger radius). Apple's own stroke rule is not published.
            let radius = max(f.number(kCIInputRadiusKey), 1)
            let grey = luminanceImage(image)
            let fine = gaussianBlur(grey, sigma: 0.8, growing: false), wide = gaussianBlur(grey, sigma: radius, growing: false)
            let alpha = image.produce
            let strokes = combined(fine, wide, extent: image.extent) { a, b, o in
                let v = smoothstep(0.015, 0.05, b[0] - a[0])
                o[0] = v; o[1] = v; o[2] = v; o[3] = 1
            }
            let s = strokes.produce
            return CIImage(extent: image.extent) { rect in
                var out = s(rect)
                let mask = alpha(rect)
                for i in stride(from: 3, to: out.data.count, by: 4) {
                    let a = mask.data[i]
                    out.data[i - 3] *= a; out.data[i - 2] *= a; out.data[i - 1] *= a; out.data[i] = a
                }
                return out
            }
        },
        filter("CIPixellate", "Pixellate", kCICategoryStylize, [
            .position(kCIInputCenterKey, 150, 150), .scalar(kCIInputScaleKey, 8, slider: 1...100, min: 1, type: kCIAttributeTypeDistance),
        ]) { image, f in
            // Squares of the scale's side, one centred on the centre; each takes the colour at its centre.
            let s = max(1, f.number(kCIInputScaleKey)), c = f.point(kCIInputCenterKey)
            let (cx, cy) = (Float(c.x), Float(c.y))
            return local(image, reach: Int(s.rounded(.up)) + 1) { r, x, y, o in
                let px = cx + ((Float(x) + 0.5 - cx) / s).rounded() * s
                let py = cy + ((Float(y) + 0.5 - cy) / s).rounded() * s
                r.sample(px, py, o)
            }
        },
        filter("CIHexagonalPixellate", "Hexagonal Pixellate", kCICategoryStylize, [
            .position(kCIInputCenterKey, 150, 150), .scalar(kCIInputScaleKey, 8, slider: 1...100, min: 1, type: kCIAttributeTypeDistance),
        ]) { image, f in
            hexagonalPixellate(image, center: f.point(kCIInputCenterKey), scale: max(1, f.number(kCIInputScaleKey)))
        },
        filter("CICrystallize", "Crystallize", kCICategoryStylize, [
            .distance(kCIInputRadiusKey, 20, slider: 1...100, min: 1), .position(kCIInputCenterKey, 150, 150),
        ]) { image, f in
            // Polygons around points scattered one a cell of a grid of the radius's side (the same
            // points every time); each takes the colour at its point.
            let r = max(1, f.number(kCIInputRadiusKey)), c = f.point(kCIInputCenterKey)
            let (cx, cy) = (Float(c.x), Float(c.y))
            return local(image, reach: Int(2 * r) + 2) { source, x, y, o in
                let px = Float(x) + 0.5, py = Float(y) + 0.5
                let ci = Int(floorf((px - cx) / r)), cj = Int(floorf((py - cy) / r))
                var best = (Float(0), Float(0)), bestDistance = Float.infinity
                for di in -1...1 { for dj in -1...1 {
                    let s = seed(ci + di, cj + dj, cx, cy, r)
                    let d = (s.0 - px) * (s.0 - px) + (s.1 - py) * (s.1 - py)
                    if d < bestDistance { (best, bestDistance) = (s, d) }
                } }
                source.sample(best.0, best.1, o)
            }
        },
        filter("CIPointillize", "Pointillize", kCICategoryStylize, [
            .distance(kCIInputRadiusKey, 20, slider: 1...100, min: 1), .position(kCIInputCenterKey, 150, 150),
        ]) { image, f in
            // Dots of the radius around points scattered one a cell of a grid of 1.5 radii (the same
            // points every time), each of the colour at its point, on white where no dot falls
            // (Apple documents the dots, not the ground).
            let r = max(1, f.number(kCIInputRadiusKey)), c = f.point(kCIInputCenterKey)
            let (cx, cy, cell) = (Float(c.x), Float(c.y), 1.5 * r)
            return local(image, reach: Int(3 * r) + 2) { source, x, y, o in
                let px = Float(x) + 0.5, py = Float(y) + 0.5
                let ci = Int(floorf((px - cx) / cell)), cj = Int(floorf((py - cy) / cell))
                var best = (Float(0), Float(0)), bestDistance = Float.infinity
                for di in -1...1 { for dj in -1...1 {
                    let s = seed(ci + di, cj + dj, cx, cy, cell)
                    let d = (s.0 - px) * (s.0 - px) + (s.1 - py) * (s.1 - py)
                    if d < bestDistance { (best, bestDistance) = (s, d) }
                } }
                let inside = 1 - smoothstep(r - 1, r, bestDistance.squareRoot())
                source.sample(best.0, best.1, o)
                let alpha = source.offset(x, y) < 0 ? 0 : source.base[source.offset(x, y) + 3]
                for k in 0..<3 { o[k] = o[k] * inside + alpha * (1 - inside) }
                o[3] = o[3] * inside + alpha * (1 - inside)
            }
        },
        filter("CIComicEffect", "Comic Effect", kCICategoryStylize, []) { image, _ in comicEffect(image) },
        filter("CILineOverlay", "Line Overlay", kCICategoryStylize, [
            .scalar("inputNRNoiseLevel", 0.07, slider: 0...0.1, min: 0), .scalar("inputNRSharpness", 0.71, slider: 0...2, min: 0),
            .scalar("inputEdgeIntensity", 1, slider: 0...200, min: 0), .scalar("inputThreshold", 0.1, slider: 0...1, min: 0),
            .scalar(kCIInputContrastKey, 50, slider: 0.25...200, min: 0.25),
        ]) { image, f in
            // As documented: noise reduction, then the Sobel gradient of the luminance (perceptual)
            // times the edge intensity; what passes the threshold, scaled by the contrast (higher:
            // less antialiased), is the opacity of black lines; the rest is transparent.
            let intensity = f.number("inputEdgeIntensity"), threshold = f.number("inputThreshold"), contrast = f.number(kCIInputContrastKey)
            let cleaned = noiseReduction(image, noiseLevel: f.number("inputNRNoiseLevel"), sharpness: f.number("inputNRSharpness"))
            return local(luminanceImage(cleaned), reach: 1, extent: image.extent) { r, x, y, o in
                let m = sobel(r, x, y) { i in i < 0 ? 0 : r.base[i] } * intensity
                o[3] = clamp01((m - threshold) * contrast)
            }
        },
    ] + convolutionDefinitions

    /// The 3 × 3, 5 × 5, 7 × 7 and 9-tap convolutions, on all four components or (the RGB
    /// versions) on colour alone.
    static let convolutionDefinitions: [FilterDefinition] = [
        ("3X3", 3, 3), ("5X5", 5, 5), ("7X7", 7, 7), ("9Horizontal", 9, 1), ("9Vertical", 1, 9),
    ].flatMap { suffix, w, h -> [FilterDefinition] in
        [false, true].map { rgb in
            let identity: [CGFloat] = (0..<(w * h)).map { $0 == w * h / 2 ? 1 : 0 }
            return filter("CIConvolution" + (rgb ? "RGB" : "") + suffix, "Convolution " + (rgb ? "RGB " : "") + suffix, kCICategoryStylize,
                          [.vector(kCIInputWeightsKey, identity), .scalar(kCIInputBiasKey, 0)]) { image, f in
                // Documented: the weighted sum of the pixels around (weights row by row from the
                // top left) plus the bias; the extent grows by the kernel's reach.
                let weights = f.components(kCIInputWeightsKey, w * h), bias = f.number(kCIInputBiasKey)
                let (hx, hy) = (w / 2, h / 2)
                let e = image.extent
                let extent = e.isInfinite || e.isEmpty ? e : e.insetBy(dx: -CGFloat(hx), dy: -CGFloat(hy))
                return local(image, reach: max(hx, hy), extent: extent) { r, x, y, o in
                    var sum: (Float, Float, Float, Float) = (bias, bias, bias, bias)
                    for j in 0..<h { for i in 0..<w {
                        let weight = weights[j * w + i]
                        guard weight != 0 else { continue }
                        let p = r.offset(x + i - hx, y + hy - j)
                        guard p >= 0 else { continue }
                        sum.0 += r.base[p] * weight; sum.1 += r.base[p + 1] * weight
                        sum.2 += r.base[p + 2] * weight; sum.3 += r.base[p + 3] * weight
                    } }
                    o[0] = sum.0; o[1] = sum.1; o[2] = sum.2
                    let c = r.offset(x, y)
                    o[3] = rgb ? (c < 0 ? 0 : r.base[c + 3]) : sum.3
                }
            }
        }
    }

    /// The magnitude of the Sobel gradient at (x, y) of a value of each pixel (given its offset,
    /// -1 outside).
    @inline(__always) static func sobel(_ r: PixelReader, _ x: Int, _ y: Int, _ v: (Int) -> Float) -> Float {
        let tl = v(r.offset(x - 1, y + 1)), t = v(r.offset(x, y + 1)), tr = v(r.offset(x + 1, y + 1))
        let l = v(r.offset(x - 1, y)), rr = v(r.offset(x + 1, y))
        let bl = v(r.offset(x - 1, y - 1)), b = v(r.offset(x, y - 1)), br = v(r.offset(x + 1, y - 1))
        let gx = (tr + 2 * rr + br) - (tl + 2 * l + bl)
        let gy = (tl + 2 * t + tr) - (bl + 2 * b + br)
        return (gx * gx + gy * gy).squareRoot()
    }

    /// An image of each pixel's luminance in sRGB's perceptual encoding, as grey (premultiplied
    /// by its alpha).
    static func luminanceImage(_ image: CIImage) -> CIImage {
        image.mappingPixels(extent: image.extent) { p in
            let a = p[3]
            let l = a > 0 ? SRGB.encode(RGB(p[0] / a, p[1] / a, p[2] / a).luminance) * a : 0
            p[0] = l; p[1] = l; p[2] = l
        }
    }

    /// The scattered point of grid cell (i, j), cells of side `size` from (cx, cy).
    @inline(__always) static func seed(_ i: Int, _ j: Int, _ cx: Float, _ cy: Float, _ size: Float) -> (Float, Float) {
        let h = hash(i, j)
        return (cx + (Float(i) + Float(h & 0xFFFF) / 65536) * size, cy + (Float(j) + Float(h >> 16 & 0xFFFF) / 65536) * size)
    }

    /// Hexagons whose colour is the average of the pixels they cover (as documented), the
    /// hexagons pointing up, `scale` apart from centre to centre, one centred on `center`.
    static func hexagonalPixellate(_ image: CIImage, center: CGPoint, scale: Float) -> CIImage {
        let root3: Float = 1.732_050_8
        let size = scale / root3 // centre to corner
        let (cx, cy) = (Float(center.x), Float(center.y))
        let produce = image.produce, e = image.extent
        /// The axial coordinates of the hexagon containing a point.
        @Sendable func cell(_ x: Float, _ y: Float) -> (Int, Int) {
            let px = x - cx, py = y - cy
            let q: Float = (root3 / 3 * px - py / 3) / size
            let r: Float = (2 / 3 * py) / size
            // Rounds cube coordinates (q, r, −q − r) to the nearest hexagon.
            var rq: Float = q.rounded(), rr: Float = r.rounded()
            let s: Float = -q - r
            let rs: Float = s.rounded()
            let dq: Float = abs(rq - q), dr: Float = abs(rr - r), ds: Float = abs(rs - s)
            if dq > dr && dq > ds { rq = -rr - rs } else if dr > ds { rr = -rq - rs }
            return (Int(rq), Int(rr))
        }
        return CIImage(extent: e) { rect in
            let margin = CGFloat(scale) + 2
            let source = produce(rect.insetBy(dx: -margin, dy: -margin))
            // Every hexagon near the rectangle, indexed from the lowest axial coordinates found.
            let corners = [(source.minX, source.minY), (source.maxX, source.minY), (source.minX, source.maxY), (source.maxX, source.maxY)]
                .map { cell(Float($0.0), Float($0.1)) }
            let q0 = corners.map(\.0).min()! - 1, q1 = corners.map(\.0).max()! + 1
            let r0 = corners.map(\.1).min()! - 1, r1 = corners.map(\.1).max()! + 1
            let columns = q1 - q0 + 1, rows = r1 - r0 + 1
            var sums = [Float](repeating: 0, count: columns * rows * 5)
            let inside = e.isInfinite ? CGRect.infinite : e.pixelCentersInside
            source.read { r in
                sums.withUnsafeMutableBufferPointer { s in
                    guard let t = s.baseAddress else { return }
                    for y in source.minY..<source.maxY {
                        for x in source.minX..<source.maxX {
                            guard inside.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                            let (q, rr) = cell(Float(x) + 0.5, Float(y) + 0.5)
                            let i = ((rr - r0) * columns + (q - q0)) * 5, p = r.offset(x, y)
                            t[i] += r.base[p]; t[i + 1] += r.base[p + 1]; t[i + 2] += r.base[p + 2]; t[i + 3] += r.base[p + 3]
                            t[i + 4] += 1
                        }
                    }
                }
            }
            var out = Pixels(rect: rect)
            sums.withUnsafeBufferPointer { s in
                guard let t = s.baseAddress else { return }
                out.fill { x, y, o in
                    let (q, rr) = cell(Float(x) + 0.5, Float(y) + 0.5)
                    let i = ((rr - r0) * columns + (q - q0)) * 5
                    guard t[i + 4] > 0 else { return }
                    let k = 1 / t[i + 4]
                    o[0] = t[i] * k; o[1] = t[i + 1] * k; o[2] = t[i + 2] * k; o[3] = t[i + 3] * k
                }
            }
            return out
        }
    }

    /// Documented as outlining edges and applying a colour halftone: here the colours, their
    /// saturation and contrast raised, printed as a CMYK halftone of fine dots (4 pixels apart),
    /// under black outlines where the Sobel gradient of the perceptual luminance (smoothed by a
    /// 3 × 3 binomial) is strong. The image's edge pixels are repeated past its border, so the
    /// border is no edge. Apple's own thresholds and screen are not published.
    static func comicEffect(_ image: CIImage) -> CIImage {
        let e = image.extent
        let source = (e.isInfinite || e.isEmpty ? image : image.clampedToExtent()).produce
        let screen = CMYKScreen(center: .zero, width: 4, angle: 0, sharpness: 0.8, gcr: 1, ucr: 0.5)
        return CIImage(extent: e) { rect in
            let input = source(rect.insetBy(dx: -2, dy: -2))
            let w = input.width, h = input.height
            var out = Pixels(rect: rect)
            guard w > 4, h > 4 else { return out }
            // The perceptual luminance of every input pixel, then smoothed across and down.
            var luminance = [Float](repeating: 0, count: w * h), smooth = luminance
            SRGB.encodeTable.withUnsafeBufferPointer { table in
                input.data.withUnsafeBufferPointer { pixels in
                    luminance.withUnsafeMutableBufferPointer { lb in
                        smooth.withUnsafeMutableBufferPointer { sb in
                            guard let t = table.baseAddress, let p = pixels.baseAddress, let l = lb.baseAddress, let s = sb.baseAddress else { return }
                            var i = 0
                            while i < w * h {
                                let a = p[i * 4 + 3]
                                l[i] = a > 0 ? SRGB.lookup(t, (0.2126 * p[i * 4] + 0.7152 * p[i * 4 + 1] + 0.0722 * p[i * 4 + 2]) / a) : 0
                                i += 1
                            }
                            i = 1
                            while i < w * h - 1 { s[i] = (l[i - 1] + 2 * l[i] + l[i + 1]) * 0.25; i += 1 }
                            i = w
                            while i < w * (h - 1) { l[i] = (s[i - w] + 2 * s[i] + s[i + w]) * 0.25; i += 1 }
                        }
                    }
                }
            }
            let (x0, top) = (input.minX, input.maxY - 1)
            SRGB.encodeTable.withUnsafeBufferPointer { encodeBuffer in
                SRGB.decodeTable.withUnsafeBufferPointer { decodeBuffer in
                    input.data.withUnsafeBufferPointer { pixels in
                        luminance.withUnsafeBufferPointer { lb in
                            guard let en = encodeBuffer.baseAddress, let de = decodeBuffer.baseAddress,
                                  let p = pixels.baseAddress, let l = lb.baseAddress else { return }
                            out.fill { x, y, o in
                                let i = (top - y) * w + (x - x0)
                                let a = p[i * 4 + 3]
                                guard a > 0 else { return }
                                // Sobel on the smoothed luminance.
                                let gx = (l[i - w + 1] + 2 * l[i + 1] + l[i + w + 1]) - (l[i - w - 1] + 2 * l[i - 1] + l[i + w - 1])
                                let gy = (l[i - w - 1] + 2 * l[i - w] + l[i - w + 1]) - (l[i + w - 1] + 2 * l[i + w] + l[i + w + 1])
                                let edge = smoothstep(0.4, 0.75, (gx * gx + gy * gy).squareRoot())
                                // Bolder colour: saturation × 1.4 and contrast × 1.2, perceptually.
                                let k = 1 / a
                                var c = RGB(SRGB.lookup(en, p[i * 4] * k), SRGB.lookup(en, p[i * 4 + 1] * k), SRGB.lookup(en, p[i * 4 + 2] * k))
                                let grey = (c.r + c.g + c.b) / 3
                                c = RGB(clamp01(((grey + (c.r - grey) * 1.4) - 0.5) * 1.2 + 0.5), clamp01(((grey + (c.g - grey) * 1.4) - 0.5) * 1.2 + 0.5),
                                        clamp01(((grey + (c.b - grey) * 1.4) - 0.5) * 1.2 + 0.5))
                                let printed = screen.print(c, Float(x) + 0.5, Float(y) + 0.5)
                                let ink = 1 - edge
                                o[0] = SRGB.lookup(de, printed.r * ink) * a
                                o[1] = SRGB.lookup(de, printed.g * ink) * a
                                o[2] = SRGB.lookup(de, printed.b * ink) * a
                                o[3] = a
                            }
                        }
                    }
                }
            }
            return out
        }
    }
}
