import Foundation

// SwiftUI's materials: translucent layers that blur what is behind them, thicker ones more
// opaque. Trellis draws the layer without the blur: a tint of the system background (white in
// light mode; in dark mode UIColor.systemGray6's dark value, 28 28 30) at an opacity that rises
// with the thickness. Uncertain: Apple publishes no numbers for the materials' tints; these
// opacities are chosen to keep their order (ultra thin < thin < regular < thick < ultra thick)
// and `.bar` is the regular material, as bars use it.

/// A background material: `.background(.ultraThinMaterial)`, `.background(.regularMaterial, in: .rect(cornerRadius: 12))`.
public struct Material: ShapeStyle, PaintResolvable {
    let opacity: Float
    let name: String

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.35, name: "ultraThinMaterial")
    /// A material more translucent than regular.
    public static let thin = Material(opacity: 0.55, name: "thinMaterial")
    /// The material between thin and thick.
    public static let regular = Material(opacity: 0.72, name: "regularMaterial")
    /// A material more opaque than regular.
    public static let thick = Material(opacity: 0.85, name: "thickMaterial")
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.93, name: "ultraThickMaterial")
    /// The material of bars (navigation, tab and tool bars): the regular one.
    public static let bar = Material(opacity: 0.72, name: "bar")

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = environment.colorScheme == .dark ? Color.Resolved(bytes: 28, 28, 30) : Color.Resolved(bytes: 255, 255, 255)
        return .color(base.multiplyingOpacity(by: Double(opacity)))
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material bars use.
    public static var bar: Material { .bar }
}
