import Foundation

// Blend modes (`blendMode(_:)`): how a view's colours combine with what is behind it. Facts:
// 1. Blending changes the drawing in a way Trellis's painter cannot yet: the modifier is
//    accepted and the view is drawn normally (as `.normal` blends).

/// How a view's colours combine with what is behind it.
public enum BlendMode: Sendable, Hashable {
    /// Paints over.
    case normal
    /// Multiplies.
    case multiply
    /// Screens.
    case screen
    /// Overlays.
    case overlay
    /// Keeps the darker colour.
    case darken
    /// Keeps the lighter colour.
    case lighten
    /// Dodges.
    case colorDodge
    /// Burns.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference.
    case difference
    /// An exclusion.
    case exclusion
    /// The hue.
    case hue
    /// The saturation.
    case saturation
    /// The colour.
    case color
    /// The luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}

nonisolated extension View {
    /// Combines the view's colours with what is behind in `blendMode`. Accepted: drawn normally (fact 1).
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
}

nonisolated extension ShapeStyle {
    /// The style combined with what is behind in `mode` (`base.blendMode(.plusDarker)`).
    /// Accepted: drawn as the style itself, as the view's `blendMode` is (fact 1).
    /// - Parameter mode: How the colours combine.
    /// - Returns: The style.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}
