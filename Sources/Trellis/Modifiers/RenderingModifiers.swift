import Foundation

// Modifiers that change how pixels are composited or symbols coloured, accepted with SwiftUI's
// signatures. Trellis draws content as it would without them (layout is never affected):
// `compositingGroup()` changes only how a group's opacity blends; `blendMode(_:)` is not drawn
// (content is drawn normally); symbols are drawn in one colour whatever their rendering mode.

/// How a view's pixels combine with those behind it.
public enum BlendMode: Sendable, Hashable {
    /// The `normal` blend (drawn as normal).
    case normal
    /// The `multiply` blend (drawn as normal).
    case multiply
    /// The `screen` blend (drawn as normal).
    case screen
    /// The `overlay` blend (drawn as normal).
    case overlay
    /// The `darken` blend (drawn as normal).
    case darken
    /// The `lighten` blend (drawn as normal).
    case lighten
    /// The `colorDodge` blend (drawn as normal).
    case colorDodge
    /// The `colorBurn` blend (drawn as normal).
    case colorBurn
    /// The `softLight` blend (drawn as normal).
    case softLight
    /// The `hardLight` blend (drawn as normal).
    case hardLight
    /// The `difference` blend (drawn as normal).
    case difference
    /// The `exclusion` blend (drawn as normal).
    case exclusion
    /// The `hue` blend (drawn as normal).
    case hue
    /// The `saturation` blend (drawn as normal).
    case saturation
    /// The `color` blend (drawn as normal).
    case color
    /// The `luminosity` blend (drawn as normal).
    case luminosity
    /// The `sourceAtop` blend (drawn as normal).
    case sourceAtop
    /// The `destinationOver` blend (drawn as normal).
    case destinationOver
    /// The `destinationOut` blend (drawn as normal).
    case destinationOut
    /// The `plusDarker` blend (drawn as normal).
    case plusDarker
    /// The `plusLighter` blend (drawn as normal).
    case plusLighter
}

/// How SF Symbols are coloured.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The tint of a list row's icons and controls.
public struct ListItemTint: Sendable {
    let color: Color?
    /// `color`, whatever the system's tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// `color` unless the system overrides it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The system's monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}

nonisolated extension View {
    /// Composites the view's content before its opacity and blend apply. Accepted; drawn as without.
    /// - Returns: The same view.
    public func compositingGroup() -> some View { self }

    /// Blends the view with what is behind it. Accepted, drawn normally.
    /// - Parameter blendMode: The blend mode.
    /// - Returns: The same view.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// How symbols inside are coloured. Accepted: symbols are drawn in one colour.
    /// - Parameter mode: The rendering mode, or nil for the default.
    /// - Returns: The same view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// The style `.background` means inside the view. Accepted: the system background is used.
    /// - Parameter style: The background style.
    /// - Returns: The same view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// The tint of the list row's icons and controls. Accepted: rows keep the accent colour.
    /// - Parameter tint: The tint, or nil.
    /// - Returns: The same view.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// The tint of the list row's icons and controls. Accepted: rows keep the accent colour.
    /// - Parameter tint: The tint, or nil.
    /// - Returns: The same view.
    public func listItemTint(_ tint: Color?) -> some View { self }
}

/// A shape that is the container's shape inset to the view's frame (a widget's rounded corners).
/// At rest outside a widget it is the frame's rectangle, as on iOS when no container shape is set.
public nonisolated struct ContainerRelativeShape: InsettableShape {
    /// The shape.
    public init() {}
    /// The frame's rectangle.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The shape inset by `amount`.
    /// - Returns: The inset shape.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { Rectangle().inset(by: amount) }
}
