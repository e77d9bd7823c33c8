import CoreGraphics
import Foundation

// Core Image's compositing (`kCICategoryCompositeOperation`): the Porter–Duff operations, the
// arithmetic composites, the blend modes (the W3C / PDF formulas on straight colour, composited
// with alpha as those specifications do), the masked blends, mix and dissolve. The input image is
// the source (foreground), the background image the backdrop. Without a background image a
// composite gives its input image unchanged.

extension FilterKernels {
    static let compositeDefinitions: [FilterDefinition] = [
        composite("CISourceOverCompositing", "Source Over", extent: { $0.union($1) }) { s, b, o in
            for k in 0..<4 { o[k] = s[k] + b[k] * (1 - s[3]) }
        },
        composite("CISourceAtopCompositing", "Source Atop", extent: { $1 }) { s, b, o in
            for k in 0..<4 { o[k] = s[k] * b[3] + b[k] * (1 - s[3]) }
        },
        composite("CISourceInCompositing", "Source In", extent: { $0.intersection($1) }) { s, b, o in
            for k in 0..<4 { o[k] = s[k] * b[3] }
        },
        composite("CISourceOutCompositing", "Source Out", extent: { a, _ in a }) { s, b, o in
            for k in 0..<4 { o[k] = s[k] * (1 - b[3]) }
        },
        composite("CIAdditionCompositing", "Addition", extent: { $0.union($1) }) { s, b, o in
            for k in 0..<3 { o[k] = s[k] + b[k] }
            o[3] = min(1, s[3] + b[3])
        },
        composite("CIMultiplyCompositing", "Multiply", extent: { $0.intersection($1) }) { s, b, o in
            for k in 0..<4 { o[k] = s[k] * b[k] }
        },
        composite("CIMinimumCompositing", "Minimum", extent: { $0.union($1) }) { s, b, o in
            for k in 0..<4 { o[k] = min(s[k], b[k]) }
        },
        composite("CIMaximumCompositing", "Maximum", extent: { $0.union($1) }) { s, b, o in
            for k in 0..<4 { o[k] = max(s[k], b[k]) }
        },
        separable("CIMultiplyBlendMode", "Multiply Blend Mode") { cs, cb in cs * cb },
        separable("CIScreenBlendMode", "Screen Blend Mode") { cs, cb in cs + cb - cs * cb },
        separable("CIOverlayBlendMode", "Overlay Blend Mode") { cs, cb in hardLight(cs: cb, cb: cs) },
        separable("CIDarkenBlendMode", "Darken Blend Mode") { cs, cb in min(cs, cb) },
        separable("CILightenBlendMode", "Lighten Blend Mode") { cs, cb in max(cs, cb) },
        separable("CIColorDodgeBlendMode", "Color Dodge Blend Mode") { cs, cb in colorDodge(cs: cs, cb: cb) },
        separable("CIColorBurnBlendMode", "Color Burn Blend Mode") { cs, cb in colorBurn(cs: cs, cb: cb) },
        separable("CIHardLightBlendMode", "Hard Light Blend Mode") { cs, cb in hardLight(cs: cs, cb: cb) },
        separable("CISoftLightBlendMode", "Soft Light Blend Mode") { cs, cb in
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        },
        separable("CIDifferenceBlendMode", "Difference Blend Mode") { cs, cb in abs(cb - cs) },
        separable("CIExclusionBlendMode", "Exclusion Blend Mode") { cs, cb in cb + cs - 2 * cb * cs },
        // Apple: "subtracts the background image sample color from the source image sample color"
        // and "divides the background … from the source": read as the source less (over) the
        // background.
        separable("CISubtractBlendMode", "Subtract Blend Mode") { cs, cb in cs - cb },
        separable("CIDivideBlendMode", "Divide Blend Mode") { cs, cb in cb > 0 ? cs / cb : (cs > 0 ? 1 : 0) },
        separable("CILinearBurnBlendMode", "Linear Burn Blend Mode") { cs, cb in cb + cs - 1 },
        separable("CILinearDodgeBlendMode", "Linear Dodge Blend Mode") { cs, cb in cb + cs },
        separable("CILinearLightBlendMode", "Linear Light Blend Mode") { cs, cb in cb + 2 * cs - 1 },
        separable("CIPinLightBlendMode", "Pin Light Blend Mode") { cs, cb in cs <= 0.5 ? min(cb, 2 * cs) : max(cb, 2 * cs - 1) },
        separable("CIVividLightBlendMode", "Vivid Light Blend Mode") { cs, cb in
            cs <= 0.5 ? colorBurn(cs: 2 * cs, cb: cb) : colorDodge(cs: 2 * cs - 1, cb: cb)
        },
        blendMode("CIHueBlendMode", "Hue Blend Mode") { cs, cb in setLum(setSat(cs, sat(cb)), lum(cb)) },
        blendMode("CISaturationBlendMode", "Saturation Blend Mode") { cs, cb in setLum(setSat(cb, sat(cs)), lum(cb)) },
        blendMode("CIColorBlendMode", "Color Blend Mode") { cs, cb in setLum(cs, lum(cb)) },
        blendMode("CILuminosityBlendMode", "Luminosity Blend Mode") { cs, cb in setLum(cb, lum(cs)) },
        maskBlend("CIBlendWithMask", "Blend With Mask") { m in RGB(m[0], m[1], m[2]).luminance },
        maskBlend("CIBlendWithAlphaMask", "Blend With Alpha Mask") { m in m[3] },
        maskBlend("CIBlendWithRedMask", "Blend With Red Mask") { m in m[0] },
        maskBlend("CIBlendWithBlueMask", "Blend With Blue Mask") { m in m[2] },
        filter("CIMix", "Mix", kCICategoryCompositeOperation, [.image(kCIInputBackgroundImageKey), .scalar(kCIInputAmountKey, 1, slider: 0...1)]) { image, f in
            // Documented: the background at 0 or less, the image at 1 or more, between in between.
            guard let background = f.image(kCIInputBackgroundImageKey) else { return image }
            let t = clamp01(f.number(kCIInputAmountKey))
            return combined(image, background, extent: image.extent.union(background.extent)) { s, b, o in
                for k in 0..<4 { o[k] = b[k] + (s[k] - b[k]) * t }
            }
        },
        FilterDefinition(name: "CIDissolveTransition", displayName: "Dissolve", categories: categories("CICategoryTransition"),
                         inputs: [.image(kCIInputTargetImageKey), .scalar(kCIInputTimeKey, 0, slider: 0...1, min: 0, max: 1, identity: 0, type: kCIAttributeTypeTime)]) { image, f in
            // The image fading into the target as time goes from 0 to 1.
            guard let target = f.image(kCIInputTargetImageKey) else { return image }
            let t = clamp01(f.number(kCIInputTimeKey))
            return combined(image, target, extent: image.extent.union(target.extent)) { s, b, o in
                for k in 0..<4 { o[k] = s[k] + (b[k] - s[k]) * t }
            }
        },
    ]

    /// A compositing operation on premultiplied pixels; its extent from the image's and the
    /// background's.
    static func composite(_ name: String, _ displayName: String, extent: @escaping @Sendable (CGRect, CGRect) -> CGRect,
                          _ body: @escaping @Sendable (UnsafePointer<Float>, UnsafePointer<Float>, UnsafeMutablePointer<Float>) -> Void) -> FilterDefinition {
        filter(name, displayName, kCICategoryCompositeOperation, [.image(kCIInputBackgroundImageKey)]) { image, f in
            guard let background = f.image(kCIInputBackgroundImageKey) else { return image }
            let e = extent(image.extent, background.extent)
            return combined(image, background, extent: e.isNull ? .zero : e, body)
        }
    }

    /// A blend mode: `blend` of the straight source and backdrop colours, composited as the W3C
    /// and PDF specifications do: s·(1 − αb) + b·(1 − αs) + αs·αb·B(cs, cb).
    static func blendMode(_ name: String, _ displayName: String, _ blend: @escaping @Sendable (RGB, RGB) -> RGB) -> FilterDefinition {
        composite(name, displayName, extent: { $0.union($1) }) { s, b, o in
            let sa = s[3], ba = b[3]
            let cs = sa > 0 ? RGB(s[0] / sa, s[1] / sa, s[2] / sa) : RGB(gray: 0)
            let cb = ba > 0 ? RGB(b[0] / ba, b[1] / ba, b[2] / ba) : RGB(gray: 0)
            let mixed = blend(cs, cb)
            let both = sa * ba
            o[0] = s[0] * (1 - ba) + b[0] * (1 - sa) + both * mixed.r
            o[1] = s[1] * (1 - ba) + b[1] * (1 - sa) + both * mixed.g
            o[2] = s[2] * (1 - ba) + b[2] * (1 - sa) + both * mixed.b
            o[3] = sa + ba - both
        }
    }

    /// A separable blend mode: `blend` of each component of the source and the backdrop.
    static func separable(_ name: String, _ displayName: String, _ blend: @escaping @Sendable (_ cs: Float, _ cb: Float) -> Float) -> FilterDefinition {
        blendMode(name, displayName) { cs, cb in RGB(blend(cs.r, cb.r), blend(cs.g, cb.g), blend(cs.b, cb.b)) }
    }

    /// A blend of the image over the background by a mask's value (0: the background, 1: the
    /// image), `value` reading the mask's premultiplied pixel.
    static func maskBlend(_ name: String, _ displayName: String, _ value: @escaping @Sendable (UnsafePointer<Float>) -> Float) -> FilterDefinition {
        filter(name, displayName, kCICategoryCompositeOperation, [.image(kCIInputBackgroundImageKey), .image(kCIInputMaskImageKey)]) { image, f in
            let mask = f.image(kCIInputMaskImageKey), background = f.image(kCIInputBackgroundImageKey)
            let top = image.produce, m = mask?.produce, bottom = background?.produce
            return CIImage(extent: image.extent.union(background?.extent ?? .null)) { rect in
                var out = top(rect)
                let k = m?(rect), b = bottom?(rect)
                out.data.withUnsafeMutableBufferPointer { ob in
                    guard let o = ob.baseAddress else { return }
                    let empty = [Float](repeating: 0, count: ob.count)
                    (k?.data ?? empty).withUnsafeBufferPointer { kb in
                        (b?.data ?? empty).withUnsafeBufferPointer { bb in
                            guard let kp = kb.baseAddress, let bp = bb.baseAddress else { return }
                            var i = 0
                            while i < ob.count {
                                let w = clamp01(value(kp + i))
                                for j in 0..<4 { o[i + j] = o[i + j] * w + bp[i + j] * (1 - w) }
                                i += 4
                            }
                        }
                    }
                }
                return out
            }
        }
    }

    static func hardLight(cs: Float, cb: Float) -> Float { cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1) }

    static func colorDodge(cs: Float, cb: Float) -> Float {
        if cb <= 0 { return 0 }
        if cs >= 1 { return 1 }
        return min(1, cb / (1 - cs))
    }

    static func colorBurn(cs: Float, cb: Float) -> Float {
        if cb >= 1 { return 1 }
        if cs <= 0 { return 0 }
        return 1 - min(1, (1 - cb) / cs)
    }

    // The non-separable modes' helpers, as the PDF specification defines them.
    static func lum(_ c: RGB) -> Float { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    static func sat(_ c: RGB) -> Float { c.maxComponent - c.minComponent }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = c.minComponent, x = c.maxComponent
        var out = c
        if n < 0 { out = RGB(gray: l) + (out - RGB(gray: l)) * (l / max(l - n, 1e-6)) }
        if x > 1 { out = RGB(gray: l) + (out - RGB(gray: l)) * ((1 - l) / max(x - l, 1e-6)) }
        return out
    }

    static func setLum(_ c: RGB, _ l: Float) -> RGB { clipColor(c + (l - lum(c))) }

    static func setSat(_ c: RGB, _ s: Float) -> RGB {
        let mx = c.maxComponent, mn = c.minComponent
        guard mx > mn else { return RGB(gray: 0) }
        func scaled(_ v: Float) -> Float { (v - mn) * s / (mx - mn) }
        return RGB(scaled(c.r), scaled(c.g), scaled(c.b))
    }
}
