import CoreGraphics
import Foundation

// Core Image's generators (`kCICategoryGenerator`, `kCICategoryGradient`): images made of their
// inputs alone. Constant colour, gradients, checkerboard, stripes and random noise are infinite, as
// in Core Image (crop them); gradients blend in the working space (linear light, premultiplied).
// The QR code is the size of its modules.

extension FilterKernels {
    static let generatorDefinitions: [FilterDefinition] = [
        generator("CIConstantColorGenerator", "Constant Color", [.color(kCIInputColorKey, 1, 0, 0)]) { f in
            CIImage(color: f.color(kCIInputColorKey))
        },
        generator("CILinearGradient", "Linear Gradient", [
            .position("inputPoint0", 0, 0), .position("inputPoint1", 200, 200), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
        ], category: kCICategoryGradient) { f in linearGradient(f, smooth: false) },
        generator("CISmoothLinearGradient", "Smooth Linear Gradient", [
            .position("inputPoint0", 0, 0), .position("inputPoint1", 200, 200), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
        ], category: kCICategoryGradient) { f in linearGradient(f, smooth: true) },
        generator("CIRadialGradient", "Radial Gradient", [
            .position(kCIInputCenterKey, 150, 150), .distance("inputRadius0", 5, slider: 0...800), .distance("inputRadius1", 100, slider: 0...800),
            .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
        ], category: kCICategoryGradient) { f in
            // The first colour inside the first circle, the second outside the second, blended
            // between them by the distance from the centre.
            let c = f.point(kCIInputCenterKey), r0 = f.number("inputRadius0"), r1 = f.number("inputRadius1")
            let c0 = f.color("inputColor0").premultiplied, c1 = f.color("inputColor1").premultiplied
            let (cx, cy) = (Float(c.x), Float(c.y))
            return pattern { x, y, o in
                let dx = x - cx, dy = y - cy
                let d = (dx * dx + dy * dy).squareRoot()
                let t = r1 == r0 ? (d < r0 ? 0 : 1) : clamp01((d - r0) / (r1 - r0))
                o[0] = c0.0 + (c1.0 - c0.0) * t; o[1] = c0.1 + (c1.1 - c0.1) * t
                o[2] = c0.2 + (c1.2 - c0.2) * t; o[3] = c0.3 + (c1.3 - c0.3) * t
            }
        },
        generator("CICheckerboardGenerator", "Checkerboard", [
            .position(kCIInputCenterKey, 150, 150), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
            .distance(kCIInputWidthKey, 80, slider: 0...800), .scalar(kCIInputSharpnessKey, 1, slider: 0...1, min: 0, max: 1),
        ]) { f in
            // Squares of the width, their corners on a grid through the centre; the square up and
            // right of the centre has the first colour. A sharpness under 1 blends the colours over
            // a band of (1 − sharpness) × width / 2 either side of each edge.
            let c = f.point(kCIInputCenterKey), w = max(f.number(kCIInputWidthKey), 0.001)
            let band = (1 - clamp01(f.number(kCIInputSharpnessKey))) * w / 2
            let c0 = f.color("inputColor0").premultiplied, c1 = f.color("inputColor1").premultiplied
            let (cx, cy) = (Float(c.x), Float(c.y))
            return pattern { x, y, o in
                let u = (x - cx) / w, v = (y - cy) / w
                let (fu, fv) = (floorf(u), floorf(v))
                let first = (Int(fu) + Int(fv)) & 1 == 0
                // How far inside its square the point is, in pixels, and so how much of its own colour.
                let edge = min(min(u - fu, 1 - (u - fu)), min(v - fv, 1 - (v - fv))) * w
                let own = band > 0 ? 0.5 + 0.5 * min(edge / band, 1) : 1
                let t: Float = first ? 1 - own : own
                o[0] = c0.0 + (c1.0 - c0.0) * t; o[1] = c0.1 + (c1.1 - c0.1) * t
                o[2] = c0.2 + (c1.2 - c0.2) * t; o[3] = c0.3 + (c1.3 - c0.3) * t
            }
        },
        generator("CIStripesGenerator", "Stripes", [
            .position(kCIInputCenterKey, 150, 150), .color("inputColor0", 1, 1, 1), .color("inputColor1", 0, 0, 0),
            .distance(kCIInputWidthKey, 80, slider: 0...800), .scalar(kCIInputSharpnessKey, 1, slider: 0...1, min: 0, max: 1),
        ]) { f in
            // Vertical stripes of the width from the centre, the first colour right of it; a
            // sharpness under 1 blends them as the checkerboard does.
            let c = f.point(kCIInputCenterKey), w = max(f.number(kCIInputWidthKey), 0.001)
            let band = (1 - clamp01(f.number(kCIInputSharpnessKey))) * w / 2
            let c0 = f.color("inputColor0").premultiplied, c1 = f.color("inputColor1").premultiplied
            let cx = Float(c.x)
            return pattern { x, _, o in
                let u = (x - cx) / w, fu = floorf(u)
                let first = Int(fu) & 1 == 0
                let edge = min(u - fu, 1 - (u - fu)) * w
                let own = band > 0 ? 0.5 + 0.5 * min(edge / band, 1) : 1
                let t: Float = first ? 1 - own : own
                o[0] = c0.0 + (c1.0 - c0.0) * t; o[1] = c0.1 + (c1.1 - c0.1) * t
                o[2] = c0.2 + (c1.2 - c0.2) * t; o[3] = c0.3 + (c1.3 - c0.3) * t
            }
        },
        generator("CIRandomGenerator", "Random Generator", []) { _ in
            // Documented: four independent uniform numbers from 0 to 1 a pixel, an infinite image.
            // Like Core Image's, the numbers are fixed (the same pixel has the same values every
            // time), here a hash of the pixel's coordinates, not Apple's table.
            CIImage(extent: .infinite) { rect in
                var out = Pixels(rect: rect)
                out.fill { x, y, o in
                    o[0] = unit(x, y, 1); o[1] = unit(x, y, 2); o[2] = unit(x, y, 3); o[3] = unit(x, y, 4)
                }
                return out
            }
        },
        generator("CIQRCodeGenerator", "QR Code Generator", [
            .object("inputMessage", Data(), className: "NSData"), .object("inputCorrectionLevel", "M", className: "NSString"),
        ]) { f in
            // One pixel a module, black on white, with a light margin of one module (what Core
            // Image's quiet zone is exactly is not documented).
            let message = f.data("inputMessage").map { [UInt8]($0) } ?? []
            guard let code = QRCode(message, level: QRCode.Level(f.raw("inputCorrectionLevel") as? String ?? "M")) else { return nil }
            let side = code.size + 2
            return CIImage(extent: CGRect(x: 0, y: 0, width: side, height: side)) { rect in
                var out = Pixels(rect: rect)
                out.fill { x, y, o in
                    guard x >= 0, y >= 0, x < side, y < side else { return }
                    let mx = x - 1, my = side - 2 - y
                    let dark = mx >= 0 && my >= 0 && mx < code.size && my < code.size && code[mx, my]
                    let v: Float = dark ? 0 : 1
                    o[0] = v; o[1] = v; o[2] = v; o[3] = 1
                }
                return out
            }
        },
    ]

    /// A generator: no input image; `make` gives the image of its inputs.
    static func generator(_ name: String, _ displayName: String, _ inputs: [Input], category: String = kCICategoryGenerator,
                          _ make: @escaping @Sendable (CIFilter) -> CIImage?) -> FilterDefinition {
        FilterDefinition(name: name, displayName: displayName, categories: categories(category), inputs: inputs, generates: true) { _, f in make(f) }
    }

    /// An infinite image whose pixel `body` computes from its centre's coordinates.
    static func pattern(_ body: @escaping @Sendable (_ x: Float, _ y: Float, _ out: UnsafeMutablePointer<Float>) -> Void) -> CIImage {
        CIImage(extent: .infinite) { rect in
            var out = Pixels(rect: rect)
            out.fill { x, y, o in body(Float(x) + 0.5, Float(y) + 0.5, o) }
            return out
        }
    }

    /// The first colour at the first point, the second at the second, blended along the line
    /// between (smoothly at either end for the smooth gradient); constant beyond the points.
    static func linearGradient(_ f: CIFilter, smooth: Bool) -> CIImage {
        let p0 = f.point("inputPoint0"), p1 = f.point("inputPoint1")
        let c0 = f.color("inputColor0").premultiplied, c1 = f.color("inputColor1").premultiplied
        let (x0, y0) = (Float(p0.x), Float(p0.y)), (dx, dy) = (Float(p1.x - p0.x), Float(p1.y - p0.y))
        let length2 = dx * dx + dy * dy
        return pattern { x, y, o in
            var t: Float = length2 > 0 ? clamp01(((x - x0) * dx + (y - y0) * dy) / length2) : 0
            if smooth { t = t * t * (3 - 2 * t) }
            o[0] = c0.0 + (c1.0 - c0.0) * t; o[1] = c0.1 + (c1.1 - c0.1) * t
            o[2] = c0.2 + (c1.2 - c0.2) * t; o[3] = c0.3 + (c1.3 - c0.3) * t
        }
    }
}
