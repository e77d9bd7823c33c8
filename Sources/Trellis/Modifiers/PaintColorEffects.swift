import Foundation

// Colour effects: changes to the colours of everything a view draws, applied per pixel. Facts:
// 1. `luminanceToAlpha` changes the drawing in a way Trellis's painter cannot yet: accepted, and
//    the view is drawn without it (as is a `ColorMatrix`, which nothing applies yet).

/// A change to the colours of everything a view draws (applied per pixel, in sRGB).
public enum ColorAdjustment: Hashable, Sendable, Codable {
    /// Adds `amount` (-1...1) to each channel.
    case brightness(Double)
    /// Scales each channel's distance from mid-grey.
    case contrast(Double)
    /// Scales each channel's distance from the pixel's luminance (0: grey, 1: unchanged).
    case saturation(Double)
    /// Removes colour: 0 unchanged, 1 fully grey.
    case grayscale(Double)
    /// Rotates hues by an angle in radians.
    case hueRotation(Double)
    /// Inverts each channel.
    case invert
    /// Multiplies by a colour.
    case multiply(Color.Resolved)
}

nonisolated extension View {
    /// Brightens (or darkens, for negative amounts) what this view draws by adding `amount` to
    /// each colour channel; layout is unchanged.
    /// - Parameter amount: The amount to add, from -1 (black) to 1 (white).
    /// - Returns: A view drawn with adjusted brightness.
    public func brightness(_ amount: Double) -> some View { adjustingColors(.brightness(amount)) }
    /// Scales the contrast of what this view draws: each channel's distance from mid-grey is
    /// multiplied by `amount` (0 flat grey, 1 unchanged, negative inverts).
    /// - Parameter amount: The contrast factor.
    /// - Returns: A view drawn with adjusted contrast.
    public func contrast(_ amount: Double) -> some View { adjustingColors(.contrast(amount)) }
    /// Scales the saturation of what this view draws: each channel's distance from the pixel's
    /// luminance is multiplied by `amount` (0 grey, 1 unchanged, above 1 more vivid).
    /// - Parameter amount: The saturation factor.
    /// - Returns: A view drawn with adjusted saturation.
    public func saturation(_ amount: Double) -> some View { adjustingColors(.saturation(amount)) }
    /// Removes colour from what this view draws: 0 leaves it unchanged, 1 makes it fully grey
    /// (by luminance). Values are clamped to 0...1.
    /// - Parameter amount: How much colour to remove.
    /// - Returns: A view drawn in partial or full greyscale.
    public func grayscale(_ amount: Double) -> some View { adjustingColors(.grayscale(amount)) }
    /// Rotates the hue of every colour this view draws by `angle` around the colour wheel
    /// (the W3C hue-rotate matrix).
    /// - Parameter angle: The rotation; a full turn leaves colours unchanged.
    /// - Returns: A view drawn with shifted hues.
    public func hueRotation(_ angle: Angle) -> some View { adjustingColors(.hueRotation(angle.radians)) }
    /// Inverts the colours this view draws (each channel becomes 1 minus itself); alpha is kept.
    /// - Returns: A view drawn with inverted colours.
    public func colorInvert() -> some View { adjustingColors(.invert) }

    /// Multiplies every colour this view draws by `color`, channel by channel (white leaves it
    /// unchanged, black makes it black). The colour is resolved in the view's colour scheme.
    /// - Parameter color: The colour to multiply by.
    /// - Returns: A view drawn with multiplied colours.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(AttributeModifier { node in
            node.drawing.effects.append(.colorAdjustment(.multiply(color.resolve(in: node.environment))))
        })
    }

    private func adjustingColors(_ adjustment: ColorAdjustment) -> some View {
        modifier(AttributeModifier { $0.drawing.effects.append(.colorAdjustment(adjustment)) })
    }
}

extension ColorAdjustment {
    /// The adjusted straight (not premultiplied) components, each in 0...1.
    /// - Parameters:
    ///   - r: Red, 0...1.
    ///   - g: Green, 0...1.
    ///   - b: Blue, 0...1.
    ///   - a: Alpha, 0...1 (changed only by `.multiply`).
    /// - Returns: The adjusted red, green, blue and alpha.
    public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
        switch self {
        case let .brightness(x): return (clamp(r + clean(x)), clamp(g + clean(x)), clamp(b + clean(x)), a)
        case let .contrast(x):
            let k = clean(x)
            return (clamp((r - 0.5) * k + 0.5), clamp((g - 0.5) * k + 0.5), clamp((b - 0.5) * k + 0.5), a)
        case let .saturation(x):
            let k = clean(x)
            return (clamp(lum + (r - lum) * k), clamp(lum + (g - lum) * k), clamp(lum + (b - lum) * k), a)
        case let .grayscale(x):
            return ColorAdjustment.saturation(1 - min(max(clean(x), 0), 1)).apply(r, g, b, a)
        case let .hueRotation(angle):
            // The W3C hue-rotate matrix.
            let c = cos(clean(angle)), s = sin(clean(angle))
            let m = [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                     0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                     0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072]
            return (clamp(m[0] * r + m[1] * g + m[2] * b), clamp(m[3] * r + m[4] * g + m[5] * b), clamp(m[6] * r + m[7] * g + m[8] * b), a)
        case .invert: return (1 - r, 1 - g, 1 - b, a)
        case let .multiply(c):
            return (r * Double(c.red), g * Double(c.green), b * Double(c.blue), a * Double(c.opacity))
        }
    }
}

/// A colour matrix (`colorMatrix`-style effects).
public struct ColorMatrix: Sendable, Equatable {
    /// The matrix's entries, row by row (4 × 5).
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// Green row.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// Blue row.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// Alpha row.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    /// The identity matrix.
    public init() {}
}

nonisolated extension View {
    /// Makes the view's luminance its alpha. Accepted: drawn without it (fact 1).
    public func luminanceToAlpha() -> some View { self }
}
