import Foundation

// iOS 26's Liquid Glass, which apps written in 2026 use behind `if #available(iOS 26.0, *)`
// (on Linux that check is true, as on an iOS 26 device): `glassEffect(_:in:)`, the `Glass`
// variants, `GlassEffectContainer`, the glass button styles and the effect's identities.
// Drawn at rest as glass looks over a plain background: the shape filled with a translucent
// material (regular, or ultra thin for `.clear`), the tint laid over it, and a hairline of
// light along its edge; what glass does with what lies behind it (lensing, specular light,
// morphing between shapes) is not drawn. Sources: Apple's documentation of `glassEffect(_:in:)`
// (default `.regular` in a capsule, anchored behind the view) and of `Glass`.

/// A configuration of the Liquid Glass material.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass, for controls and bars.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent glass, for controls over photos and media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the view as it is (to turn the effect off conditionally).
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// The glass tinted with `color` (nil: untinted).
    /// - Parameter color: The tint.
    /// - Returns: The tinted glass.
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// The glass reacting to touches (drawn the same at rest).
    /// - Parameter isEnabled: Whether it reacts.
    /// - Returns: The glass.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }
}

/// The shape glass takes when none is given: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default shape.
    public init() {}
    /// A capsule in `rect`.
    /// - Parameter rect: The frame.
    /// - Returns: The outline.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
    /// Puts Liquid Glass of `shape` behind the view.
    /// - Parameters:
    ///   - glass: The variant (`.regular` by default).
    ///   - shape: The glass's shape (a capsule by default).
    /// - Returns: The view on glass.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if glass.variant != .identity {
                ZStack {
                    shape.fill(glass.variant == .clear ? Material.ultraThin : Material.regular)
                    if let tint = glass.tintColor { shape.fill(tint.opacity(0.35)) }
                    shape.stroke(Color.white.opacity(0.5), lineWidth: 0.5)
                }
            }
        }
    }

    /// Names the view's glass for morphing within a `GlassEffectContainer` (accepted; not drawn).
    /// - Parameters:
    ///   - id: The identity.
    ///   - namespace: Its namespace.
    /// - Returns: The view.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins the view's glass with others of the same id into one shape (accepted; not drawn).
    /// - Parameters:
    ///   - id: The union's identity.
    ///   - namespace: Its namespace.
    /// - Returns: The view.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// How the view's glass comes and goes (accepted; not drawn).
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// How glass appears and disappears.
public struct GlassEffectTransition: Sendable, Equatable {
    let name: String
    /// Glass morphs from and into nearby glass.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// Glass materializes in place.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// Groups views with glass so their shapes can blend and morph; laid out as its content.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// A container whose glass shapes blend within `spacing` of each other.
    /// - Parameters:
    ///   - spacing: How near shapes blend (accepted).
    ///   - content: The views.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    /// The content.
    public var body: some View { content }
}

/// The glass button style: the label padded on glass in the control's shape (drawn as `.bordered`).
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the glass style.
    public init() {}
    var kind: BuiltInButtonStyle { .bordered }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}

/// The prominent glass button style: the label on tinted glass (drawn as `.borderedProminent`).
public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the prominent glass style.
    public init() {}
    var kind: BuiltInButtonStyle { .borderedProminent }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The glass style.
    public static var glass: GlassButtonStyle { .init() }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The prominent glass style.
    public static var glassProminent: GlassProminentButtonStyle { .init() }
}
