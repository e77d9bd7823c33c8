import CoreGraphics
import Foundation

// Core Image's colour effects (`kCICategoryColorEffect`) other than the photo effects: sepia,
// monochrome, invert, posterize, false colour, the component and mask filters, thermal and X-ray,
// the colour cube, and the two vignettes. Per pixel, on straight colour in linear light unless a
// filter says otherwise.

extension FilterKernels {
    static let colorEffectDefinitions: [FilterDefinition] = [
        colorFilter("CISepiaTone", "Sepia Tone", [.scalar(kCIInputIntensityKey, 1, slider: 0...1, identity: 0)]) { f in
            // The classic sepia matrix (Apple does not publish its own), blended with the original
            // by the intensity.
            let t = f.number(kCIInputIntensityKey)
            return { c in
                let s = RGB(c.r * 0.393 + c.g * 0.769 + c.b * 0.189, c.r * 0.349 + c.g * 0.686 + c.b * 0.168,
                            c.r * 0.272 + c.g * 0.534 + c.b * 0.131)
                return c + (s - c) * t
            }
        },
        colorFilter("CIColorMonochrome", "Color Monochrome", [
            .color(kCIInputColorKey, 0.6, 0.45, 0.3), .scalar(kCIInputIntensityKey, 1, slider: 0...1, identity: 0),
        ]) { f in
            // The colour scaled by the pixel's luminance, blended with the original by the intensity.
            let tint = f.color(kCIInputColorKey).linear, t = f.number(kCIInputIntensityKey)
            return { c in c + (tint * c.luminance - c) * t }
        },
        colorFilter("CIColorInvert", "Color Invert", []) { _ in { c in RGB(1 - c.r, 1 - c.g, 1 - c.b) } },
        colorFilter("CIColorPosterize", "Color Posterize", [.scalar("inputLevels", 6, slider: 2...30, min: 1)]) { f in
            // Each component in sRGB's perceptual encoding cut into `levels` equal bands, each band
            // becoming one of `levels` values evenly spaced from 0 to 1 (Apple documents the count
            // of values, not the bands or the space).
            let levels = max(f.number("inputLevels").rounded(), 1)
            return { c in
                guard levels > 1 else { return RGB(gray: 0) }
                func band(_ v: Float) -> Float {
                    let e = clamp01(SRGB.encode(v))
                    return SRGB.decode(min(floorf(e * levels), levels - 1) / (levels - 1))
                }
                return RGB(band(c.r), band(c.g), band(c.b))
            }
        },
        colorFilter("CIFalseColor", "False Color", [.color("inputColor0", 0.3, 0, 0), .color("inputColor1", 1, 0.9, 0.8)]) { f in
            // Documented: the luminance picks a colour on the ramp from the first colour (black) to
            // the second (white); the ramp runs in linear light.
            let c0 = f.color("inputColor0").linear, c1 = f.color("inputColor1").linear
            return { c in c0.mixed(c1, clamp01(c.luminance)) }
        },
        filter("CIMaskToAlpha", "Mask to Alpha", kCICategoryColorEffect, []) { image, _ in
            // Documented: white whose opacity is the mask's brightness (its luminance here).
            image.mappingPixels(extent: image.extent) { p in
                let a = clamp01(RGB(p[0], p[1], p[2]).luminance)
                p[0] = a; p[1] = a; p[2] = a; p[3] = a
            }
        },
        colorFilter("CIMaximumComponent", "Maximum Component", []) { _ in { c in RGB(gray: c.maxComponent) } },
        colorFilter("CIMinimumComponent", "Minimum Component", []) { _ in { c in RGB(gray: c.minComponent) } },
        colorFilter("CIThermal", "Thermal", []) { _ in
            // A thermal camera's palette over the luminance (in sRGB's encoding): deep blue, violet,
            // red, orange, yellow, white. Apple's palette is not published; this one follows its look.
            let ramp: [(Float, RGB)] = [(0, RGB(0, 0, 0.25)), (0.2, RGB(0.3, 0, 0.75)), (0.45, RGB(0.9, 0, 0.35)),
                                        (0.65, RGB(1, 0.45, 0)), (0.85, RGB(1, 0.9, 0)), (1, RGB(1, 1, 1))]
            return { c in palette(ramp, clamp01(SRGB.encode(c.luminance))).decoded }
        },
        colorFilter("CIXRay", "X-Ray", []) { _ in
            // A negative in grey with a cold tint: the luminance inverted in sRGB's encoding, its
            // blue slightly raised. Apple's exact curve is not published.
            { c in
                let v = 1 - clamp01(SRGB.encode(c.luminance))
                return RGB(v * 0.92, v * 0.97, min(1, v * 1.02 + 0.02)).decoded
            }
        },
        filter("CIColorCube", "Color Cube", kCICategoryColorEffect, [
            .scalar("inputCubeDimension", 2, min: 2, type: kCIAttributeTypeCount),
            .object("inputCubeData", identityCube(2), className: "NSData"), .boolean("inputExtrapolate", false),
        ]) { image, f in
            // Documented: a table of premultiplied RGBA floats indexed by red (fastest), green and
            // blue, read with trilinear interpolation at the straight colour. A table whose size
            // does not match its dimension gives no image, as Core Image gives.
            guard let cube = ColorCube(dimension: Int(f.number("inputCubeDimension")), data: f.data("inputCubeData")) else { return nil }
            return cube.apply(to: image, perceptual: false)
        },
        filter("CIColorCubeWithColorSpace", "Color Cube with ColorSpace", kCICategoryColorEffect, [
            .scalar("inputCubeDimension", 2, min: 2, type: kCIAttributeTypeCount),
            .object("inputCubeData", identityCube(2), className: "NSData"), .boolean("inputExtrapolate", false),
            .object("inputColorSpace", nil, className: "CGColorSpace"),
        ]) { image, f in
            // As the colour cube, its table in the colour space given: sRGB's encoding unless the
            // space is a linear one.
            guard let cube = ColorCube(dimension: Int(f.number("inputCubeDimension")), data: f.data("inputCubeData")) else { return nil }
            let space = f.raw("inputColorSpace") as? CGColorSpace
            return cube.apply(to: image, perceptual: space.map { $0.name != CGColorSpace.linearSRGB } ?? true)
        },
        filter("CIVignette", "Vignette", kCICategoryColorEffect, [
            .scalar(kCIInputIntensityKey, 0, slider: -1...1, identity: 0), .distance(kCIInputRadiusKey, 1, slider: 0...2),
        ]) { image, f in
            // Darkens towards the corners: by the intensity times the square of the distance from
            // the centre as a fraction of the radius times half the diagonal (Apple documents the
            // inputs, not the falloff); a negative intensity lightens.
            let t = f.number(kCIInputIntensityKey), r = max(f.number(kCIInputRadiusKey), 0.0001)
            let e = image.extent
            guard !e.isInfinite, !e.isEmpty, t != 0 else { return image }
            let half = Float((e.width * e.width + e.height * e.height).squareRoot() / 2)
            let (cx, cy) = (Float(e.midX), Float(e.midY))
            return image.mappingPixelsAt { x, y, p in
                let dx = Float(x) + 0.5 - cx, dy = Float(y) + 0.5 - cy
                let d = min((dx * dx + dy * dy).squareRoot() / (half * r), 1)
                let k = max(0, 1 - t * d * d)
                p[0] *= k; p[1] *= k; p[2] *= k
            }
        },
        filter("CIVignetteEffect", "Vignette Effect", kCICategoryColorEffect, [
            .position(kCIInputCenterKey, 150, 150), .distance(kCIInputRadiusKey, 150, slider: 0...2000),
            .scalar(kCIInputIntensityKey, 1, slider: -1...1, identity: 0), .scalar("inputFalloff", 0.5, slider: 0...1),
        ]) { image, f in
            // Inside the circle the image is unchanged; from radius × (1 − falloff) to the radius it
            // darkens smoothly, to black at intensity 1 (a negative intensity lightens towards
            // white). Apple documents the inputs, not the ramp.
            let c = f.point(kCIInputCenterKey), r = max(f.number(kCIInputRadiusKey), 0), t = clampf(f.number(kCIInputIntensityKey), -1, 1)
            let inner = r * (1 - clamp01(f.number("inputFalloff")))
            let (cx, cy) = (Float(c.x), Float(c.y))
            return image.mappingPixelsAt { x, y, p in
                let dx = Float(x) + 0.5 - cx, dy = Float(y) + 0.5 - cy
                let k = smoothstep(inner, max(r, inner + 0.0001), (dx * dx + dy * dy).squareRoot()) * abs(t)
                if t >= 0 {
                    p[0] *= 1 - k; p[1] *= 1 - k; p[2] *= 1 - k
                } else {
                    p[0] += (p[3] - p[0]) * k; p[1] += (p[3] - p[1]) * k; p[2] += (p[3] - p[2]) * k
                }
            }
        },
    ]

    /// The colour at `t` on a ramp of stops (positions ascending).
    static func palette(_ stops: [(Float, RGB)], _ t: Float) -> RGB {
        guard var previous = stops.first else { return RGB(gray: t) }
        for stop in stops.dropFirst() {
            if t <= stop.0 { return previous.1.mixed(stop.1, (t - previous.0) / max(stop.0 - previous.0, 1e-6)) }
            previous = stop
        }
        return previous.1
    }

    /// The identity table of a colour cube of `n` entries a side, as `Data` of floats.
    static func identityCube(_ n: Int) -> Data {
        var values: [Float] = []
        for b in 0..<n { for g in 0..<n { for r in 0..<n {
            values += [Float(r) / Float(n - 1), Float(g) / Float(n - 1), Float(b) / Float(n - 1), 1]
        } } }
        return values.withUnsafeBufferPointer { Data(buffer: $0) }
    }
}

/// A colour cube's table.
struct ColorCube: Sendable {
    let n: Int
    let table: [Float]

    /// The table of `data` (floats, four an entry); nil when its size does not match.
    init?(dimension: Int, data: Data?) {
        guard dimension >= 2, dimension <= 128, let data, data.count == dimension * dimension * dimension * 16 else { return nil }
        n = dimension
        table = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }

    /// `image` with each straight colour looked up (in sRGB's encoding when `perceptual`), the
    /// entry's premultiplied RGBA scaled by the pixel's alpha.
    func apply(to image: CIImage, perceptual: Bool) -> CIImage {
        let n = self.n, table = self.table
        return image.mappingPixels(extent: image.extent) { p in
            let a = p[3]
            guard a > 0 else { return }
            var c = RGB(p[0] / a, p[1] / a, p[2] / a)
            if perceptual { c = c.encoded }
            let top = Float(n - 1)
            let fr = clamp01(c.r) * top, fg = clamp01(c.g) * top, fb = clamp01(c.b) * top
            let r0 = min(Int(fr), n - 2), g0 = min(Int(fg), n - 2), b0 = min(Int(fb), n - 2)
            let tr = fr - Float(r0), tg = fg - Float(g0), tb = fb - Float(b0)
            var out: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for corner in 0..<8 {
                let dr = corner & 1, dg = corner >> 1 & 1, db = corner >> 2 & 1
                let w = (dr == 1 ? tr : 1 - tr) * (dg == 1 ? tg : 1 - tg) * (db == 1 ? tb : 1 - tb)
                guard w > 0 else { continue }
                let i = (((b0 + db) * n + (g0 + dg)) * n + (r0 + dr)) * 4
                out.0 += table[i] * w; out.1 += table[i + 1] * w; out.2 += table[i + 2] * w; out.3 += table[i + 3] * w
            }
            var rgb = RGB(out.0, out.1, out.2)
            if perceptual, out.3 > 0 { rgb = (rgb * (1 / out.3)).decoded * out.3 }
            p[0] = rgb.r * a; p[1] = rgb.g * a; p[2] = rgb.b * a; p[3] = out.3 * a
        }
    }
}

extension CIImage {
    /// The image with `body` applied to each pixel's four premultiplied floats, given the pixel's
    /// coordinates (its bottom-left corner).
    func mappingPixelsAt(_ body: @escaping @Sendable (_ x: Int, _ y: Int, _ p: UnsafeMutablePointer<Float>) -> Void) -> CIImage {
        let produce = self.produce
        return CIImage(extent: extent) { rect in
            var out = produce(rect)
            out.fill(body)
            return out
        }
    }
}
