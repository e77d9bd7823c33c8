import CoreGraphics
import Foundation

// Core Image's colour adjustments (`kCICategoryColorAdjustment`), computed per pixel on straight
// colour in the working space (linear light). Where Apple documents the formula it is followed
// exactly: colour controls, exposure, gamma, the colour matrix, polynomial and clamp, the tone
// curve's perceptual space, the threshold, the sRGB tone curves. Hue adjust rotates about the grey
// axis, as documented; vibrance's weighting is this module's (Apple describes only its intent).

extension FilterKernels {
    static let colorAdjustmentDefinitions: [FilterDefinition] = [
        colorFilter("CIColorControls", "Color Controls", [
            .scalar(kCIInputSaturationKey, 1, slider: 0...2, min: 0, identity: 1),
            .scalar(kCIInputBrightnessKey, 0, slider: -1...1, min: -1, identity: 0),
            .scalar(kCIInputContrastKey, 1, slider: 0.25...4, min: 0, identity: 1),
        ], category: kCICategoryColorAdjustment) { f in
            // Saturation interpolates from the grey of the colour's luminance (0) to the colour
            // (1), brightness adds a bias, contrast scales about middle grey:
            // (c - 0.5) × contrast + 0.5.
            let s = f.number(kCIInputSaturationKey), b = f.number(kCIInputBrightnessKey), k = f.number(kCIInputContrastKey)
            return { c in
                let grey = RGB(gray: c.luminance)
                return (grey + (c - grey) * s + (b - 0.5)) * k + 0.5
            }
        },
        colorFilter("CIExposureAdjust", "Exposure Adjust", [.scalar(kCIInputEVKey, 0, slider: -10...10, identity: 0)],
                    category: kCICategoryColorAdjustment) { f in
            // Documented: s.rgb × 2^EV, in linear light (a stop doubles the light).
            let k = powf(2, f.number(kCIInputEVKey))
            return { c in c * k }
        },
        colorFilter("CIGammaAdjust", "Gamma Adjust", [.scalar("inputPower", 1, slider: 0.25...4, identity: 1)],
                    category: kCICategoryColorAdjustment) { f in
            // Documented: pow(s.rgb, power), in the working space (negative components keep their sign).
            let p = f.number("inputPower")
            return { c in RGB(signedPow(c.r, p), signedPow(c.g, p), signedPow(c.b, p)) }
        },
        colorFilter("CIHueAdjust", "Hue Adjust", [.angle(kCIInputAngleKey, 0)], category: kCICategoryColorAdjustment) { f in
            // A rotation of the colour cube about its grey axis (Rodrigues' rotation about
            // (1, 1, 1)/√3): red turns towards green for a positive angle, and a third of a turn
            // takes red to green exactly. Greys stay as they are.
            let m = hueRotation(f.number(kCIInputAngleKey))
            return { c in m.apply(c) }
        },
        colorFilter("CIVibrance", "Vibrance", [.scalar(kCIInputAmountKey, 0, slider: -1...1, identity: 0)],
                    category: kCICategoryColorAdjustment) { f in
            // Saturation scaled by 1 + amount × (1 − the colour's own saturation), so dull colours
            // move most, and by half that for skin-like hues (red-orange, 10° to 40°), which Apple
            // says the filter spares. Apple's exact weighting is not published.
            let amount = f.number(kCIInputAmountKey)
            return { c in
                let mx = c.maxComponent, mn = c.minComponent
                let saturation = mx > 0 ? clamp01((mx - mn) / mx) : 0
                var skin: Float = 0
                if c.r >= c.g, c.g >= c.b, mx > mn {
                    let hue = 60 * (c.g - c.b) / (mx - mn)
                    skin = clamp01(1 - abs(hue - 25) / 15)
                }
                let grey = RGB(gray: c.luminance)
                return grey + (c - grey) * (1 + amount * (1 - saturation) * (1 - 0.5 * skin))
            }
        },
        filter("CIColorMatrix", "Color Matrix", kCICategoryColorAdjustment, [
            .vector("inputRVector", [1, 0, 0, 0]), .vector("inputGVector", [0, 1, 0, 0]),
            .vector("inputBVector", [0, 0, 1, 0]), .vector("inputAVector", [0, 0, 0, 1]),
            .vector("inputBiasVector", [0, 0, 0, 0]),
        ]) { image, f in
            // Documented: each output component is the dot product of the straight RGBA colour
            // with its vector, plus the bias.
            let m = ["inputRVector", "inputGVector", "inputBVector", "inputAVector", "inputBiasVector"].flatMap { f.components($0, 4) }
            return image.mappingStraightRGBA { c in
                let (r, g, b, a) = (c[0], c[1], c[2], c[3])
                for k in 0..<4 { c[k] = m[k * 4] * r + m[k * 4 + 1] * g + m[k * 4 + 2] * b + m[k * 4 + 3] * a + m[16 + k] }
            }
        },
        filter("CIColorPolynomial", "Color Polynomial", kCICategoryColorAdjustment, [
            .vector("inputRedCoefficients", [0, 1, 0, 0]), .vector("inputGreenCoefficients", [0, 1, 0, 0]),
            .vector("inputBlueCoefficients", [0, 1, 0, 0]), .vector("inputAlphaCoefficients", [0, 1, 0, 0]),
        ]) { image, f in
            // Documented: each straight component c becomes a0 + a1·c + a2·c² + a3·c³.
            let a = ["inputRedCoefficients", "inputGreenCoefficients", "inputBlueCoefficients", "inputAlphaCoefficients"].flatMap { f.components($0, 4) }
            return image.mappingStraightRGBA { c in
                for k in 0..<4 { let x = c[k]; c[k] = a[k * 4] + x * (a[k * 4 + 1] + x * (a[k * 4 + 2] + x * a[k * 4 + 3])) }
            }
        },
        filter("CIColorClamp", "Color Clamp", kCICategoryColorAdjustment, [
            .vector("inputMinComponents", [0, 0, 0, 0]), .vector("inputMaxComponents", [1, 1, 1, 1]),
        ]) { image, f in
            // Documented: each straight component limited to its range.
            let lo = f.components("inputMinComponents", 4, fallback: 0), hi = f.components("inputMaxComponents", 4, fallback: 1)
            return image.mappingStraightRGBA { c in for k in 0..<4 { c[k] = clampf(c[k], lo[k], hi[k]) } }
        },
        colorFilter("CIToneCurve", "Tone Curve", [
            .position("inputPoint0", 0, 0), .position("inputPoint1", 0.25, 0.25), .position("inputPoint2", 0.5, 0.5),
            .position("inputPoint3", 0.75, 0.75), .position("inputPoint4", 1, 1), .boolean("inputExtrapolate", false),
        ], category: kCICategoryColorAdjustment) { f in
            // Documented: the five points are interpolated with a spline and the curve applies in
            // a perceptual (gamma 2) version of the working space. The spline here is monotone
            // cubic (Apple's spline is not named).
            let points = (0..<5).map { f.point("inputPoint\($0)") }.map { (Float($0.x), Float($0.y)) }
            let curve = ToneCurve(points)
            return { c in
                func apply(_ v: Float) -> Float { let y = curve(signedPow(v, 0.5)); return y * abs(y) }
                return RGB(apply(c.r), apply(c.g), apply(c.b))
            }
        },
        colorFilter("CILinearToSRGBToneCurve", "Linear to sRGB Tone Curve", [], category: kCICategoryColorAdjustment) { _ in
            { c in c.encoded }
        },
        colorFilter("CISRGBToneCurveToLinear", "sRGB Tone Curve to Linear", [], category: kCICategoryColorAdjustment) { _ in
            { c in c.decoded }
        },
        colorFilter("CIColorThreshold", "Color Threshold", [.scalar("inputThreshold", 0.5, slider: 0...1)],
                    category: kCICategoryColorAdjustment) { f in
            // Documented: each colour component becomes 1 above the threshold, 0 otherwise.
            let t = f.number("inputThreshold")
            return { c in RGB(c.r > t ? 1 : 0, c.g > t ? 1 : 0, c.b > t ? 1 : 0) }
        },
    ]

    /// `v` to the power `p`, keeping its sign.
    static func signedPow(_ v: Float, _ p: Float) -> Float { v < 0 ? -powf(-v, p) : powf(v, p) }

    /// A 3 × 3 colour matrix.
    struct ColorMatrix: Sendable {
        var m: [Float]

        func apply(_ c: RGB) -> RGB {
            RGB(m[0] * c.r + m[1] * c.g + m[2] * c.b, m[3] * c.r + m[4] * c.g + m[5] * c.b, m[6] * c.r + m[7] * c.g + m[8] * c.b)
        }
    }

    /// The rotation of colours by `angle` about the grey axis.
    static func hueRotation(_ angle: Float) -> ColorMatrix {
        let cosA = cosf(angle), sinA = sinf(angle)
        let k = (1 - cosA) / 3, s = sinA * (1 / Float(3)).squareRoot()
        return ColorMatrix(m: [cosA + k, k - s, k + s,
                               k + s, cosA + k, k - s,
                               k - s, k + s, cosA + k])
    }
}

extension CIImage {
    /// The image with `body` applied to each pixel's straight RGBA (transparent pixels included,
    /// as zero), premultiplied again after, its alpha limited to 0...1.
    func mappingStraightRGBA(_ body: @escaping @Sendable (UnsafeMutablePointer<Float>) -> Void) -> CIImage {
        mappingPixels(extent: extent) { p in
            let a = p[3]
            if a > 0 { p[0] /= a; p[1] /= a; p[2] /= a } else { p[0] = 0; p[1] = 0; p[2] = 0; p[3] = 0 }
            body(p)
            let alpha = clamp01(p[3])
            p[0] *= alpha; p[1] *= alpha; p[2] *= alpha; p[3] = alpha
        }
    }
}
