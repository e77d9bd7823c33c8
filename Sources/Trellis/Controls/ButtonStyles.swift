import Foundation

// How SwiftUI draws a button at rest on iOS — the facts this file relies on, with their sources:
//
// 1. The automatic style is the borderless one outside lists, toolbars and forms: the label alone,
//    no padding, in the accent colour (fivestars.blog/articles/button-styles: "the following three
//    declarations are equivalent"; Apple's BorderlessButtonStyle docs). A destructive role draws
//    it red. `.plain` shows the label in the foreground colour, untinted (same article).
// 2. Bordered and bordered-prominent (OpenSwiftUI, BorderedButtonSpecs.swift and
//    BorderedButtonStyle_Phone.swift, audited against SwiftUI 6.5.4): the label sits in an HStack
//    with centred multiline text, padded by 10×5 (mini, small), 12×7 (regular) or 20×15 (large,
//    extra large) horizontally × vertically; its default font is .subheadline for mini and small,
//    .body otherwise. Colours at rest, light mode: bordered without a tint is the default tint
//    (accent, red if destructive) on UIColor.secondarySystemFill; with a tint, the tint on the
//    tint at 18 % opacity (20 % for yellow); prominent is a white label on the solid tint.
// 3. The shape behind (ResolvedBorderShape, same sources): automatic is a continuous rounded
//    rectangle of radius ceil(height × 0.35 / 2) for regular and large, a capsule for mini, small
//    and extra large; `.roundedRectangle` uses that radius at every size,
//    `.roundedRectangle(radius:)` its own, `.capsule` and `.circle` those shapes.
// Trellis applies the size's default font only when no font is set around the button (a
// `.font(_:)` on or above the button wins, as SwiftUI shows in previews of `.font(.title)`
// bordered buttons).

/// A style that makes the whole of a button from its configuration: the label, the role and an
/// action to trigger, so it decides how the button is drawn and when it fires.
///
/// SwiftUI calls `makeBody(configuration:)` for every button inside `.buttonStyle(_:)`. Trellis
/// does too, and lays out and draws the view it returns; `trigger()` does nothing, since nothing
/// is tapped at rest. The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are drawn as ButtonStyles.swift describes.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// Makes the view of one button from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a primitive button style is given about a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` is given about one button: its label, its role and its action.
///
/// Trellis's `trigger()` does nothing: nothing is tapped at rest.
public struct PrimitiveButtonStyleConfiguration: @unchecked Sendable {
    /// The button's label as a view the style places where it likes.
    public nonisolated struct Label: View, PrimitiveView {
        /// The label is resolved from the button's own label view, not from a body.
        public typealias Body = Never
        let content: AnyView
        func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { ctx.resolve(content, into: &nodes) }
    }
    /// The button's role, if it has one (`.destructive`, `.cancel`).
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Performs the button's action. SwiftUI runs it when the style decides the button fired;
    /// Trellis never runs it.
    public func trigger() {}
}

/// A style that draws a button's label for its state (pressed or not) while the system handles
/// the interaction.
///
/// SwiftUI calls `makeBody(configuration:)` for every button inside `.buttonStyle(_:)`, with
/// `isPressed` true while a finger is down. Trellis calls it with `isPressed` false at rest (and
/// true while a live preview's pointer holds the button) and lays out and draws the view it returns. As in SwiftUI, the label is not
/// tinted by the accent colour under a custom style: it takes the foreground the body gives it.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(Color.blue)
///             .foregroundStyle(.white)
///             .clipShape(Capsule())
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// Makes the view of one button from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button style is given about a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given about one button: its label, its role and whether it is pressed.
public struct ButtonStyleConfiguration: @unchecked Sendable {
    /// The button's label as a view the style places where it likes.
    public nonisolated struct Label: View, PrimitiveView {
        /// The label is resolved from the button's own label view, not from a body.
        public typealias Body = Never
        let content: AnyView
        func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { ctx.resolve(content, into: &nodes) }
    }
    /// The button's role, if it has one (`.destructive`, `.cancel`).
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is being pressed: at rest false; in a live preview true between the
    /// press and the release.
    public let isPressed: Bool
}

/// A button style that is not built in, kept in the environment: it makes a button's view from
/// its label and role.
struct CustomButtonStyle: @unchecked Sendable {
    /// The style's view of a label, a role and whether the button is pressed.
    let makeBody: (AnyView, ButtonRole?, Bool) -> AnyView
}

/// The view of a built-in style's `makeBody(configuration:)`: the label drawn in that style
/// (so a custom primitive style can wrap a built-in one).
nonisolated struct BuiltInButtonBody: View, PrimitiveView {
    typealias Body = Never
    let kind: BuiltInButtonStyle
    let configuration: PrimitiveButtonStyleConfiguration

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx
        inner.environment.buttonStyle = kind
        inner.environment.customButtonStyle = nil
        inner.resolve(StyledButton(label: configuration.label, role: configuration.role, environment: inner.environment),
                      into: &nodes)
    }
}

/// What a built-in style stands for.
enum BuiltInButtonStyle: Sendable, Equatable {
    case automatic, plain, borderless, bordered, borderedProminent
}

protocol BuiltInButtonStyleProviding { var kind: BuiltInButtonStyle { get } }

/// The style a button takes when none is set: borderless outside lists, forms and toolbars.
public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the automatic style.
    public init() {}
    var kind: BuiltInButtonStyle { .automatic }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}
/// A style that shows the label alone, in the foreground colour, without tint or border.
public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the plain style.
    public init() {}
    var kind: BuiltInButtonStyle { .plain }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}
/// A style that shows the label alone, in the tint (accent colour, or red for a destructive button).
public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the borderless style.
    public init() {}
    var kind: BuiltInButtonStyle { .borderless }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}
/// A style that pads the label and draws a tinted translucent shape behind it.
/// The padding is 12×7 points at the regular size (10×5 mini and small, 20×15 large and extra large).
public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the bordered style.
    public init() {}
    var kind: BuiltInButtonStyle { .bordered }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}
/// A style that pads the label as `.bordered` does and draws it white on a solid tint.
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// Creates the bordered prominent style.
    public init() {}
    var kind: BuiltInButtonStyle { .borderedProminent }
    /// Makes the button's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: kind, configuration: configuration) }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The automatic style: borderless outside lists, forms and toolbars.
    public static var automatic: DefaultButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style: the label alone, untinted.
    public static var plain: PlainButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style: the label alone, in the tint.
    public static var borderless: BorderlessButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style: the padded label on a translucent tinted shape.
    public static var bordered: BorderedButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered prominent style: the padded label in white on a solid tint.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The shape of a bordered button's background (`.buttonBorderShape(_:)`).
public struct ButtonBorderShape: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, capsule, roundedRectangleAutomatic, roundedRectangle(CGFloat), circle }
    let kind: Kind
    /// The style's choice: a rounded rectangle at regular and large sizes, a capsule at the others.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: its ends are half circles.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle whose radius follows the button's height (35 % of it, halved and rounded up).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangleAutomatic)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of a fixed corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

/// What a button does, as far as its look goes: destructive buttons are red.
public struct ButtonRole: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case destructive, cancel, close, confirm }
    let kind: Kind
    /// A button that deletes or discards; its label is drawn red.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that cancels; it looks like a button without a role.
    public static let cancel = ButtonRole(kind: .cancel)
    /// iOS 26: a button that closes the current operation without losing progress; its default
    /// label (`Button(role:action:)`) is an xmark. It looks like a button without a role.
    public static let close = ButtonRole(kind: .close)
    /// iOS 26: a button that confirms an operation; its default label (`Button(role:action:)`)
    /// is a checkmark. It looks like a button without a role.
    public static let confirm = ButtonRole(kind: .confirm)
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = BuiltInButtonStyle.automatic }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: CustomButtonStyle? = nil }

extension EnvironmentValues {
    var buttonStyle: BuiltInButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// A style of the app's own (`.buttonStyle(MyStyle())`); nil: the built-in `buttonStyle`.
    var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }

    /// The shape behind bordered buttons in this environment; `.automatic` unless set.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the buttons inside: a built-in one (`.bordered`, `.plain`, …) or one of
    /// your own, whose `makeBody(configuration:)` Trellis lays out and draws for each button.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtIn = style as? any BuiltInButtonStyleProviding {
                env.buttonStyle = builtIn.kind
                env.customButtonStyle = nil
            } else {
                env.buttonStyle = .automatic
                env.customButtonStyle = CustomButtonStyle { label, role, _ in
                    AnyView(onMainActor((style, PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label)))) { $0.makeBody(configuration: $1) })
                }
            }
        })
    }

    /// Sets a style of your own for the buttons inside: Trellis lays out and draws the view its
    /// `makeBody(configuration:)` returns for each button, with `isPressed` true only while a
    /// live preview's pointer holds it.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            env.buttonStyle = .automatic
            env.customButtonStyle = CustomButtonStyle { label, role, pressed in
                AnyView(onMainActor((style, ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: pressed))) { $0.makeBody(configuration: $1) })
            }
        })
    }

    /// Sets the shape behind bordered buttons inside (`.bordered`, `.borderedProminent`).
    /// The shape fills the padded label; it does not change the button's size.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// The padding and default font of a bordered button of one control size (fact 2 above).
struct BorderedButtonMetrics {
    let horizontal: CGFloat
    let vertical: CGFloat
    let defaultFont: Font

    init(_ size: ControlSize) {
        switch size {
        case .mini, .small: (horizontal, vertical, defaultFont) = (10, 5, .subheadline)
        case .regular: (horizontal, vertical, defaultFont) = (12, 7, .body)
        case .large, .extraLarge: (horizontal, vertical, defaultFont) = (20, 15, .body)
        }
    }
}

/// The background shape of a bordered button (fact 3 above): its radius follows the height it
/// is drawn at.
nonisolated struct ResolvedButtonShape: Shape {
    let base: ButtonBorderShape.Kind
    let controlSize: ControlSize

    static func automaticRadius(height: CGFloat) -> CGFloat { (height * 0.35 * 0.5).rounded(.up) }

    func path(in rect: CGRect) -> Path {
        switch base {
        case .automatic:
            if controlSize == .regular || controlSize == .large {
                return RoundedRectangle(cornerRadius: Self.automaticRadius(height: rect.height), style: .continuous).path(in: rect)
            }
            return Capsule(style: .continuous).path(in: rect)
        case .capsule:
            return Capsule(style: .continuous).path(in: rect)
        case .roundedRectangleAutomatic:
            return RoundedRectangle(cornerRadius: Self.automaticRadius(height: rect.height), style: .continuous).path(in: rect)
        case let .roundedRectangle(radius):
            return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style's configuration describes, drawn by the style around
    /// (for a style that only adds a gesture or a modifier to the standard button).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: {}, label: { configuration.label })
    }
}
