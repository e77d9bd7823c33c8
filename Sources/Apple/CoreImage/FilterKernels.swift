import CoreGraphics
import Foundation

// What Trellis's filters do to pixels. Core Image documents each filter's effect and inputs but
// not its exact arithmetic: where Apple's documentation leaves a formula open (the sepia and
// photo-effect matrices, the vignette's falloff, how a blur radius maps to a Gaussian), the
// choice is written beside it. Every filter works in the working space (linear light,
// premultiplied); colour filters on straight colour.

enum FilterKernels {
    typealias Input = FilterDefinition.Input

    static let definitions: [FilterDefinition] = [
        // Colour effects.
        colorFilter("CISepiaTone", "Sepia Tone", [Input(key: kCIInputIntensityKey, defaultValue: NSNumber(value: 1.0))]) { f in
            // The classic sepia matrix, blended with the original by the intensity.
            let t = f.number(kCIInputIntensityKey)
            return { c in
                let s = SIMD3<Float>((c * SIMD3(0.393, 0.769, 0.189)).sum(), (c * SIMD3(0.349, 0.686, 0.168)).sum(),
                                     (c * SIMD3(0.272, 0.534, 0.131)).sum())
                return c + (s - c) * t
            }
        },
        colorFilter("CIColorControls", "Color Controls", [
            Input(key: kCIInputSaturationKey, defaultValue: NSNumber(value: 1.0)),
            Input(key: kCIInputBrightnessKey, defaultValue: NSNumber(value: 0.0)),
            Input(key: kCIInputContrastKey, defaultValue: NSNumber(value: 1.0)),
        ], category: kCICategoryColorAdjustment) { f in
            let s = f.number(kCIInputSaturationKey), b = f.number(kCIInputBrightnessKey), k = f.number(kCIInputContrastKey)
            return { c in
                let grey = SIMD3(repeating: luma(c))
                return (grey + (c - grey) * s + SIMD3(repeating: b) - SIMD3(repeating: 0.5)) * k + SIMD3(repeating: 0.5)
            }
        },
        colorFilter("CIColorInvert", "Color Invert", []) { _ in { SIMD3(repeating: 1) - $0 } },
        colorFilter("CIColorMonochrome", "Color Monochrome", [
            Input(key: kCIInputColorKey, defaultValue: CIColor(red: 0.6, green: 0.45, blue: 0.3)),
            Input(key: kCIInputIntensityKey, defaultValue: NSNumber(value: 1.0)),
        ]) { f in
            let tint = f.color(kCIInputColorKey).premultipliedLinear, t = f.number(kCIInputIntensityKey)
            let tintColor = tint.w > 0 ? SIMD3(tint.x, tint.y, tint.z) / tint.w : .zero
            return { c in c + (tintColor * luma(c) - c) * t }
        },
        // Greys: the luminance, and for noir a steeper curve (Apple's exact curves are not documented).
        colorFilter("CIPhotoEffectMono", "Photo Effect Mono", []) { _ in { SIMD3(repeating: luma($0)) } },
        colorFilter("CIPhotoEffectNoir", "Photo Effect Noir", []) { _ in
            { c in
                let l = luma(c)
                return SIMD3(repeating: l * l * (3 - 2 * l))
            }
        },
        colorFilter("CIMaskToAlpha", "Mask to Alpha", []) { _ in { $0 } },
        // Blurs and sharpening.
        FilterDefinition(name: "CIGaussianBlur", displayName: "Gaussian Blur", categories: categories(kCICategoryBlur),
                         inputs: [Input(key: kCIInputRadiusKey, defaultValue: NSNumber(value: 10.0))]) { image, f in
            gaussianBlur(image, sigma: f.number(kCIInputRadiusKey), growing: true)
        },
        FilterDefinition(name: "CIBoxBlur", displayName: "Box Blur", categories: categories(kCICategoryBlur),
                         inputs: [Input(key: kCIInputRadiusKey, defaultValue: NSNumber(value: 10.0))]) { image, f in
            let r = Int(max(0, f.number(kCIInputRadiusKey)).rounded())
            return convolved(image, reach: r, growth: r) { p in
                boxBlur(&p, radius: r, horizontal: true)
                boxBlur(&p, radius: r, horizontal: false)
            }
        },
        FilterDefinition(name: "CIUnsharpMask", displayName: "Unsharp Mask", categories: categories(kCICategorySharpen),
                         inputs: [Input(key: kCIInputRadiusKey, defaultValue: NSNumber(value: 2.5)),
                                  Input(key: kCIInputIntensityKey, defaultValue: NSNumber(value: 0.5))]) { image, f in
            let blurred = gaussianBlur(image, sigma: f.number(kCIInputRadiusKey), growing: false)
            let t = f.number(kCIInputIntensityKey)
            let sharp = image.produce, soft = blurred.produce
            return CIImage(extent: image.extent) { rect in
                var out = sharp(rect)
                let b = soft(rect)
                for i in 0..<out.data.count { out.data[i] = max(0, out.data[i] + (out.data[i] - b.data[i]) * t) }
                return out
            }
        },
        // Stylize.
        FilterDefinition(name: "CIEdges", displayName: "Edges", categories: categories(kCICategoryStylize),
                         inputs: [Input(key: kCIInputIntensityKey, defaultValue: NSNumber(value: 1.0))]) { image, f in
            let t = f.number(kCIInputIntensityKey)
            let produce = image.produce
            return CIImage(extent: image.extent) { rect in
                let p = produce(rect.insetBy(dx: -1, dy: -1))
                var out = Pixels(rect: rect)
                out.forEachPixel { x, y in
                    // Sobel, per colour channel; the pixel keeps its alpha.
                    let gx = (p[x + 1, y - 1] + p[x + 1, y] * 2 + p[x + 1, y + 1]) - (p[x - 1, y - 1] + p[x - 1, y] * 2 + p[x - 1, y + 1])
                    let gy = (p[x - 1, y + 1] + p[x, y + 1] * 2 + p[x + 1, y + 1]) - (p[x - 1, y - 1] + p[x, y - 1] * 2 + p[x + 1, y - 1])
                    let m = ((gx * gx + gy * gy).squareRoot() * t)
                    let a = p[x, y].w
                    out[x, y] = SIMD4(min(m.x, a), min(m.y, a), min(m.z, a), a)
                }
                return out
            }
        },
        FilterDefinition(name: "CIPixellate", displayName: "Pixellate", categories: categories(kCICategoryStylize),
                         inputs: [Input(key: kCIInputCenterKey, defaultValue: CIVector(x: 150, y: 150)),
                                  Input(key: kCIInputScaleKey, defaultValue: NSNumber(value: 8.0))]) { image, f in
            // Squares of the scale's side, one centred on the centre; each takes the colour at its centre.
            let s = CGFloat(max(1, f.number(kCIInputScaleKey))), c = f.point(kCIInputCenterKey)
            let produce = image.produce
            return CIImage(extent: image.extent) { rect in
                let p = produce(rect.insetBy(dx: -s, dy: -s))
                var out = Pixels(rect: rect)
                out.forEachPixel { x, y in
                    let cx = c.x + ((CGFloat(x) + 0.5 - c.x) / s).rounded() * s
                    let cy = c.y + ((CGFloat(y) + 0.5 - c.y) / s).rounded() * s
                    out[x, y] = p.sample(CGPoint(x: cx, y: cy))
                }
                return out
            }
        },
        FilterDefinition(name: "CICrystallize", displayName: "Crystallize", categories: categories(kCICategoryStylize),
                         inputs: [Input(key: kCIInputRadiusKey, defaultValue: NSNumber(value: 20.0)),
                                  Input(key: kCIInputCenterKey, defaultValue: CIVector(x: 150, y: 150))]) { image, f in
            // Polygons around points scattered one a cell of a grid of the radius's side (the
            // same points every time); each takes the colour at its point.
            let r = CGFloat(max(1, f.number(kCIInputRadiusKey))), c = f.point(kCIInputCenterKey)
            let produce = image.produce
            return CIImage(extent: image.extent) { rect in
                let p = produce(rect.insetBy(dx: -2 * r, dy: -2 * r))
                var out = Pixels(rect: rect)
                func seed(_ i: Int, _ j: Int) -> CGPoint {
                    let h = hash(i, j)
                    return CGPoint(x: c.x + (CGFloat(i) + CGFloat(h & 0xFFFF) / 65536) * r,
                                   y: c.y + (CGFloat(j) + CGFloat(h >> 16 & 0xFFFF) / 65536) * r)
                }
                out.forEachPixel { x, y in
                    let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
                    let ci = Int(((px - c.x) / r).rounded(.down)), cj = Int(((py - c.y) / r).rounded(.down))
                    var best = seed(ci, cj), bestDistance = CGFloat.infinity
                    for di in -1...1 { for dj in -1...1 {
                        let s = seed(ci + di, cj + dj)
                        let d = (s.x - px) * (s.x - px) + (s.y - py) * (s.y - py)
                        if d < bestDistance { (best, bestDistance) = (s, d) }
                    } }
                    out[x, y] = p.sample(best)
                }
                return out
            }
        },
        FilterDefinition(name: "CIVignette", displayName: "Vignette", categories: categories(kCICategoryColorEffect),
                         inputs: [Input(key: kCIInputIntensityKey, defaultValue: NSNumber(value: 0.0)),
                                  Input(key: kCIInputRadiusKey, defaultValue: NSNumber(value: 1.0))]) { image, f in
            // Darkens towards the corners: by the intensity times the square of the distance from
            // the centre as a fraction of the radius times half the diagonal (Apple documents the
            // inputs, not the falloff).
            let t = f.number(kCIInputIntensityKey), r = max(f.number(kCIInputRadiusKey), 0.0001)
            let e = image.extent, produce = image.produce
            guard !e.isInfinite, !e.isEmpty else { return image }
            let half = Float((e.width * e.width + e.height * e.height).squareRoot() / 2)
            return CIImage(extent: e) { rect in
                var out = produce(rect)
                out.forEachPixel { x, y in
                    let dx = Float(CGFloat(x) + 0.5 - e.midX), dy = Float(CGFloat(y) + 0.5 - e.midY)
                    let d = min((dx * dx + dy * dy).squareRoot() / (half * r), 1)
                    let v = out[x, y]
                    let k = max(0, 1 - t * d * d)
                    out[x, y] = SIMD4(v.x * k, v.y * k, v.z * k, v.w)
                }
                return out
            }
        },
        FilterDefinition(name: "CITwirlDistortion", displayName: "Twirl Distortion", categories: categories(kCICategoryDistortionEffect),
                         inputs: [Input(key: kCIInputCenterKey, defaultValue: CIVector(x: 150, y: 150)),
                                  Input(key: kCIInputRadiusKey, defaultValue: NSNumber(value: 300.0)),
                                  Input(key: kCIInputAngleKey, defaultValue: NSNumber(value: Double.pi))]) { image, f in
            // Inside the radius, a point turns by the angle times how far inside it is.
            let c = f.point(kCIInputCenterKey), r = CGFloat(max(f.number(kCIInputRadiusKey), 0)), angle = CGFloat(f.number(kCIInputAngleKey))
            let e = image.extent, produce = image.produce
            return CIImage(extent: e) { rect in
                let source = rect.union(CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)).intersection(e)
                guard !source.isNull, !source.isUnrenderable else { return produce(rect) }
                let p = produce(source)
                var out = Pixels(rect: rect)
                out.forEachPixel { x, y in
                    let dx = CGFloat(x) + 0.5 - c.x, dy = CGFloat(y) + 0.5 - c.y
                    let d = (dx * dx + dy * dy).squareRoot()
                    guard d < r else { out[x, y] = p[x, y]; return }
                    let turn = angle * (r - d) / r
                    let (s, co) = (sin(turn), cos(turn))
                    out[x, y] = p.sample(CGPoint(x: c.x + dx * co - dy * s, y: c.y + dx * s + dy * co))
                }
                return out
            }
        },
        // Generators: no input image.
        FilterDefinition(name: "CIQRCodeGenerator", displayName: "QR Code Generator", categories: categories(kCICategoryGenerator),
                         inputs: [Input(key: "inputMessage", defaultValue: Data()),
                                  Input(key: "inputCorrectionLevel", defaultValue: "M")], generates: true) { _, f in
            // One pixel a module, black on white, with a light margin of one module (what Core
            // Image's quiet zone is exactly is not documented).
            let message = (f.value(forKey: "inputMessage") as? Data).map { [UInt8]($0) } ?? []
            guard let code = QRCode(message, level: QRCode.Level(f.value(forKey: "inputCorrectionLevel") as? String ?? "M")) else { return nil }
            let side = code.size + 2
            return CIImage(extent: CGRect(x: 0, y: 0, width: side, height: side)) { rect in
                var out = Pixels(rect: rect)
                out.forEachPixel { x, y in
                    guard x >= 0, y >= 0, x < side, y < side else { return }
                    let mx = x - 1, my = side - 2 - y
                    let dark = mx >= 0 && my >= 0 && mx < code.size && my < code.size && code[mx, my]
                    out[x, y] = dark ? SIMD4(0, 0, 0, 1) : SIMD4(1, 1, 1, 1)
                }
                return out
            }
        },
        // Compositing.
        FilterDefinition(name: "CISourceOverCompositing", displayName: "Source Over", categories: categories(kCICategoryCompositeOperation),
                         inputs: []) { image, f in
            guard let background = f.image(kCIInputBackgroundImageKey) else { return image }
            return image.composited(over: background)
        },
        FilterDefinition(name: "CIBlendWithMask", displayName: "Blend with Mask", categories: categories(kCICategoryCompositeOperation),
                         inputs: []) { image, f in
            // The image where the mask is bright, the background where it is dark.
            let mask = f.image(kCIInputMaskImageKey), background = f.image(kCIInputBackgroundImageKey)
            let top = image.produce, m = mask?.produce, bottom = background?.produce
            return CIImage(extent: image.extent.union(background?.extent ?? .null)) { rect in
                var out = top(rect)
                let k = m?(rect), b = bottom?(rect)
                for i in stride(from: 0, to: out.data.count, by: 4) {
                    let w = k.map { luma(SIMD3($0.data[i], $0.data[i + 1], $0.data[i + 2])) } ?? 0
                    for j in 0..<4 { out.data[i + j] = out.data[i + j] * w + (b?.data[i + j] ?? 0) * (1 - w) }
                }
                return out
            }
        },
    ]

    private static func categories(_ c: String) -> [String] { [c, kCICategoryBuiltIn, kCICategoryStillImage] }

    /// Relative luminance of linear sRGB.
    static func luma(_ c: SIMD3<Float>) -> Float { (c * SIMD3(0.2126, 0.7152, 0.0722)).sum() }

    /// A filter that maps each pixel's straight colour, made from its inputs when applied.
    private static func colorFilter(_ name: String, _ displayName: String, _ inputs: [Input], category: String = kCICategoryColorEffect,
                                    _ make: @escaping @Sendable (CIFilter) -> @Sendable (SIMD3<Float>) -> SIMD3<Float>) -> FilterDefinition {
        FilterDefinition(name: name, displayName: displayName, categories: categories(category), inputs: inputs) { image, filter in
            let transform = make(filter), produce = image.produce
            return CIImage(extent: image.extent) { rect in produce(rect).mappingColors(transform) }
        }
    }

    /// An image whose pixels are `image`'s, `reach` pixels around, put through `process`; its
    /// extent grows by `growth` (a blur spreads past the edges).
    private static func convolved(_ image: CIImage, reach: Int, growth: Int, _ process: @escaping @Sendable (inout Pixels) -> Void) -> CIImage {
        let produce = image.produce
        let e = image.extent
        let extent = growth > 0 && !e.isInfinite && !e.isEmpty ? e.insetBy(dx: -CGFloat(growth), dy: -CGFloat(growth)) : e
        return CIImage(extent: extent) { rect in
            var p = produce(rect.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)))
            process(&p)
            var out = Pixels(rect: rect)
            out.forEachPixel { x, y in out[x, y] = p[x, y] }
            return out
        }
    }

    /// A Gaussian blur of standard deviation `sigma` (Core Image's radius, taken as the standard
    /// deviation), as three box blurs in each direction: a cost per pixel that does not grow with
    /// the radius, within a few percent of the true Gaussian. Growing, the extent spreads by three
    /// standard deviations, where the Gaussian has all but 0.3 % of its weight.
    static func gaussianBlur(_ image: CIImage, sigma: Float, growing: Bool) -> CIImage {
        guard sigma > 0.1 else { return image }
        let boxes = boxRadii(sigma: sigma)
        let spread = Int((3 * sigma).rounded(.up))
        return convolved(image, reach: spread + 2, growth: growing ? spread : 0) { p in
            for r in boxes { boxBlur(&p, radius: r, horizontal: true) }
            for r in boxes { boxBlur(&p, radius: r, horizontal: false) }
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
    /// running sum: the cost does not grow with the radius).
    static func boxBlur(_ p: inout Pixels, radius: Int, horizontal: Bool) {
        guard radius > 0 else { return }
        let (lines, length) = horizontal ? (p.height, p.width) : (p.width, p.height)
        let scale = 1 / Float(2 * radius + 1)
        var line = [SIMD4<Float>](repeating: .zero, count: length)
        for l in 0..<lines {
            func index(_ k: Int) -> Int { horizontal ? (l * p.width + k) * 4 : (k * p.width + l) * 4 }
            for k in 0..<length {
                let i = index(k)
                line[k] = SIMD4(p.data[i], p.data[i + 1], p.data[i + 2], p.data[i + 3])
            }
            var sum = SIMD4<Float>.zero
            for k in 0..<min(radius, length) { sum += line[k] }
            for k in 0..<length {
                if k + radius < length { sum += line[k + radius] }
                if k - radius - 1 >= 0 { sum -= line[k - radius - 1] }
                let v = sum * scale
                let i = index(k)
                p.data[i] = v.x; p.data[i + 1] = v.y; p.data[i + 2] = v.z; p.data[i + 3] = v.w
            }
        }
    }

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
}
