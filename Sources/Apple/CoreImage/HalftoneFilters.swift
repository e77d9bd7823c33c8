import CoreGraphics
import Foundation

// Core Image's halftone screens (`kCICategoryHalftoneEffect`): dot, line and circular screens in
// black on white, and the CMYK halftone of four inks on white paper. Amplitude-modulated screens:
// each pixel's ink compared with the screen's spot function (dots grow with darkness), softened by
// one minus the sharpness; the inks' screens turned to the printers' angles (cyan 15°, magenta
// 75°, yellow 0°, black 45°) plus the angle input. Computed in sRGB's perceptual encoding.

extension FilterKernels {
    static let halftoneDefinitions: [FilterDefinition] = [
        screenFilter("CIDotScreen", "Dot Screen", hasAngle: true) { u, v in CMYKScreen.spot(u, v) },
        screenFilter("CILineScreen", "Line Screen", hasAngle: true) { _, v in 0.5 + 0.5 * UnitCosine.of(v) },
        screenFilter("CICircularScreen", "Circular Screen", hasAngle: false) { u, v in 0.5 + 0.5 * UnitCosine.of((u * u + v * v).squareRoot()) },
        filter("CICMYKHalftone", "CMYK Halftone", kCICategoryHalftoneEffect, [
            .position(kCIInputCenterKey, 150, 150), .distance(kCIInputWidthKey, 6, slider: 2...100, min: -2),
            .angle(kCIInputAngleKey, 0), .scalar(kCIInputSharpnessKey, 0.7, slider: 0...1, min: 0),
            .scalar("inputGCR", 1, slider: 0...1, min: 0), .scalar("inputUCR", 0.5, slider: 0...1, min: 0),
        ]) { image, f in
            let screen = CMYKScreen(center: f.point(kCIInputCenterKey), width: f.number(kCIInputWidthKey), angle: f.number(kCIInputAngleKey),
                                    sharpness: f.number(kCIInputSharpnessKey), gcr: f.number("inputGCR"), ucr: f.number("inputUCR"))
            return image.mappingPixelsAt { x, y, p in
                let a = p[3]
                guard a > 0 else { return }
                let c = screen.print(RGB(p[0] / a, p[1] / a, p[2] / a).encoded.clamped, Float(x) + 0.5, Float(y) + 0.5).decoded
                p[0] = c.r * a; p[1] = c.g * a; p[2] = c.b * a
            }
        },
    ]

    /// A black-on-white screen whose spot function of the cell coordinates (`u`, `v`, a cell a
    /// unit) gives the darkness at which each point inks.
    static func screenFilter(_ name: String, _ displayName: String, hasAngle: Bool,
                             _ spot: @escaping @Sendable (Float, Float) -> Float) -> FilterDefinition {
        var inputs: [Input] = [.position(kCIInputCenterKey, 150, 150)]
        if hasAngle { inputs.append(.angle(kCIInputAngleKey, 0)) }
        inputs += [.distance(kCIInputWidthKey, 6, slider: 2...50, min: 1), .scalar(kCIInputSharpnessKey, 0.7, slider: 0...1, min: 0)]
        return filter(name, displayName, kCICategoryHalftoneEffect, inputs) { image, f in
            let c = f.point(kCIInputCenterKey), w = max(1, f.number(kCIInputWidthKey))
            let angle = hasAngle ? f.number(kCIInputAngleKey) : 0
            let soft = max(0.5 * (1 - clamp01(f.number(kCIInputSharpnessKey))), 0.02)
            let (cx, cy, cosA, sinA) = (Float(c.x), Float(c.y), cosf(angle), sinf(angle))
            return image.mappingPixelsAt { x, y, p in
                let a = p[3]
                guard a > 0 else { return }
                let px = Float(x) + 0.5 - cx, py = Float(y) + 0.5 - cy
                let u = (px * cosA + py * sinA) / w, v = (-px * sinA + py * cosA) / w
                let ink = 1 - clamp01(SRGB.encode(RGB(p[0] / a, p[1] / a, p[2] / a).luminance))
                let level = SRGB.decode(1 - CMYKScreen.inked(ink, spot(u, v), soft))
                p[0] = level * a; p[1] = level * a; p[2] = level * a
            }
        }
    }
}

/// Four inks' halftone screens.
struct CMYKScreen: Sendable {
    let cx: Float
    let cy: Float
    let width: Float
    /// Cosine and sine of each ink's screen angle, over the width: cyan, magenta, yellow, black.
    let cosC: Float, sinC: Float, cosM: Float, sinM: Float, cosY: Float, sinY: Float, cosK: Float, sinK: Float
    let soft: Float
    let gcr: Float
    let ucr: Float

    init(center: CGPoint, width: Float, angle: Float, sharpness: Float, gcr: Float, ucr: Float) {
        cx = Float(center.x)
        cy = Float(center.y)
        self.width = max(1, abs(width))
        func turn(_ degrees: Float) -> (Float, Float) { let t = angle + degrees * .pi / 180; return (cosf(t) / max(1, abs(width)), sinf(t) / max(1, abs(width))) }
        (cosC, sinC) = turn(15)
        (cosM, sinM) = turn(75)
        (cosY, sinY) = turn(0)
        (cosK, sinK) = turn(45)
        soft = max(0.5 * (1 - clamp01(sharpness)), 0.02)
        self.gcr = clamp01(gcr)
        self.ucr = clamp01(ucr)
    }

    /// How much a point inks: where the spot function passes 1 − ink, softened by `soft` in
    /// mid-tones and less towards paper and solid ink, so that tiny and near-solid dots stay crisp.
    @_transparent static func inked(_ ink: Float, _ spot: Float, _ soft: Float) -> Float {
        guard ink > 0.002 else { return 0 }
        guard ink < 0.998 else { return 1 }
        let band = soft * 4 * ink * (1 - ink) + 0.01
        return smoothstep(1 - ink - band, 1 - ink + band, spot)
    }

    /// The dot screen's spot function at (u, v) (cells a unit wide): 1 at the cells' centres, 0 at
    /// their corners.
    @_transparent static func spot(_ u: Float, _ v: Float) -> Float { 0.5 + 0.25 * (UnitCosine.of(u) + UnitCosine.of(v)) }

    /// The printed colour (perceptual) at a point of a perceptual colour: white paper under the
    /// inks' dots.
    func print(_ c: RGB, _ x: Float, _ y: Float) -> RGB {
        var cyan = 1 - c.r, magenta = 1 - c.g, yellow = 1 - c.b
        let black = min(cyan, min(magenta, yellow)) * gcr
        cyan -= black * ucr
        magenta -= black * ucr
        yellow -= black * ucr
        let px = x - cx, py = y - cy
        let k = 1 - Self.inked(black, Self.spot(px * cosK + py * sinK, -px * sinK + py * cosK), soft)
        let r = 1 - Self.inked(cyan, Self.spot(px * cosC + py * sinC, -px * sinC + py * cosC), soft)
        let g = 1 - Self.inked(magenta, Self.spot(px * cosM + py * sinM, -px * sinM + py * cosM), soft)
        let b = 1 - Self.inked(yellow, Self.spot(px * cosY + py * sinY, -px * sinY + py * cosY), soft)
        return RGB(r * k, g * k, b * k)
    }
}

/// cos(2πu) by Bhaskara's rational approximation (within 0.002, plenty for a halftone's spot
/// function, which needs millions of them).
enum UnitCosine {
    /// cos(2πu).
    @_transparent static func of(_ u: Float) -> Float {
        let a = abs(2 * Float.pi * (u - floorf(u + 0.5))) // in 0...π
        let pi2 = Float.pi * Float.pi
        if a > Float.pi / 2 {
            let x = Float.pi - a
            return -(pi2 - 4 * x * x) / (pi2 + x * x)
        }
        return (pi2 - 4 * a * a) / (pi2 + a * a)
    }
}
