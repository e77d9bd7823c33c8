import Foundation

// Shape styles with a shadow (`.shadow(.drop(…))`, `.shadow(.inner(…))`): the style is drawn
// and its shadow is not yet (a view's `shadow(color:radius:x:y:)` modifier is drawn:
// PaintEffects.swift).

/// A style with a shadow (`.shadow(.drop(…))`): Trellis draws the style without the shadow.
public struct ShadowStyle: Sendable, Equatable {
    let radius: CGFloat
    /// A drop shadow.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(radius: radius)
    }
    /// An inner shadow.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(radius: radius)
    }
}

extension ShapeStyle {
    /// This style with a shadow (the shadow is not drawn by Trellis yet).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}
