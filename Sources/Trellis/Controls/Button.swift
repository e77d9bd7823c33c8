import Foundation

/// A control that performs an action. Trellis lays buttons out and draws them at rest: the action
/// is kept but never run. Its look comes from `.buttonStyle(_:)` (facts and sources in
/// ButtonStyles.swift).
///
/// A button takes the size of its label and places the label at its origin. With the automatic
/// (borderless) style the label is drawn in the accent colour, red for a destructive role; a
/// bordered style pads the label and draws a shape behind it, as ButtonStyles.swift describes.
///
/// ```swift
/// VStack(spacing: 12) {
///     Button("Sign In") { signIn() }
///         .buttonStyle(.borderedProminent)
///     Button("Delete", role: .destructive) { delete() }
///     Button(action: share) {
///         Label("Share", systemImage: "square.and.arrow.up")
///     }
/// }
/// ```
public nonisolated struct Button<Label: View>: View, PrimitiveView {
    /// A button is drawn from its label and style, not from a body.
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// Creates a button that shows `label` and performs `action` when triggered.
    /// - Parameters:
    ///   - action: what the button does (never run at rest in Trellis).
    ///   - label: the view the button shows.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role, which styles may use to pick its look.
    /// - Parameters:
    ///   - role: `.destructive` draws the button red; `.cancel` and `nil` keep the default look.
    ///   - action: what the button does (never run at rest in Trellis).
    ///   - label: the view the button shows.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let action = self.action, dismiss = ctx.environment.menuDismiss
        // A button in an open menu closes it after its action.
        let interaction = ctx.interaction(.button, label: nil) { _, _ in action(); dismiss?() }
        // A live preview presses a button between the press and the release.
        let pressed = interaction.map { $0.identity == ctx.context.graph.pressedControl } ?? false
        if dismiss != nil {
            // An item of an open menu: a row of the menu's list (Live/ContextMenu.swift).
            ctx.resolve(ControlNode(name: "Button", content: ContextMenuRow(content: label), interaction: interaction), into: &nodes)
            return
        }
        if let custom = ctx.environment.customButtonStyle {
            // The style's body is resolved without the style, so a button inside it (or inside
            // the label) is drawn as a plain automatic button rather than styled again.
            var inner = ctx
            inner.environment.customButtonStyle = nil
            inner.resolve(ControlNode(name: "Button", content: custom.makeBody(AnyView(label), role, pressed), interaction: interaction), into: &nodes)
            return
        }
        ctx.resolve(ControlNode(name: "Button", content: StyledButton(label: label, role: role, environment: ctx.environment,
                                                                     isPressed: pressed),
                                interaction: interaction),
                    into: &nodes)
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role whose label is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button whose label is a text of `title`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a role whose label is a text of `title`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    /// Creates a button whose label is a title with a symbol (`Label(_:systemImage:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button whose label is a verbatim title with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a verbatim title with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// A button's label drawn in the style of its environment.
nonisolated struct StyledButton<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let environment: EnvironmentValues
    /// A button-style toggle's state (nil for buttons): off draws the untinted fill.
    var isOn: Bool? = nil
    /// Whether a live preview's pointer holds the button down: it dims (`pressedOpacity`).
    var isPressed = false

    /// How much of the button shows while pressed: UIKit's system button fades its title to
    /// 0.2 while highlighted, and SwiftUI's default and borderless styles do alike; the plain
    /// style dims less (0.6 is Trellis's choice; its value is not published), as do the
    /// bordered ones, whose fill stays (0.6 too, Trellis's choice).
    static func pressedOpacity(_ style: BuiltInButtonStyle) -> Double {
        switch style {
        case .automatic, .borderless: return 0.2
        case .plain, .bordered, .borderedProminent: return 0.6
        }
    }

    /// The accent colour, red for a destructive button.
    var defaultTint: Color { role == .destructive ? .red : .accentColor }

    var body: some View {
        if isPressed {
            AnyView(look.opacity(Self.pressedOpacity(environment.buttonStyle)))
        } else {
            look
        }
    }

    private var look: AnyView {
        switch environment.buttonStyle {
        case .plain:
            AnyView(label)
        case .automatic, .borderless:
            // A foreground style set around the button (`.foregroundColor(.white)`) is its label's
            // colour; only without one is the label in the tint.
            if environment.foregroundStyles != nil {
                AnyView(label)
            } else {
                AnyView(label.foregroundStyle(role == .destructive ? .red : environment.tint ?? .accentColor))
            }
        case .bordered:
            AnyView(bordered(prominent: false))
        case .borderedProminent:
            AnyView(bordered(prominent: true))
        }
    }

    func bordered(prominent: Bool) -> some View {
        let size = environment.controlSize
        let metrics = BorderedButtonMetrics(size)
        let shape = ResolvedButtonShape(base: environment.buttonBorderShape.kind, controlSize: size)
        let labelColor: Color, fill: Color
        if prominent {
            labelColor = .white
            fill = environment.tint ?? defaultTint
        } else if let tint = environment.tint {
            labelColor = tint
            fill = isOn == false ? .secondarySystemFill : tint.opacity(tint.name == "yellow" ? 0.2 : 0.18)
        } else {
            labelColor = defaultTint
            fill = isOn == true ? defaultTint.opacity(0.18) : .secondarySystemFill
        }
        return HStack { label }
            .font(environment.font ?? metrics.defaultFont)
            .multilineTextAlignment(.center)
            .foregroundStyle(labelColor)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(shape.fill(fill))
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    /// A button titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(titleKey, image: image) }
    }
    /// A button titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Trellis.Label(title, image: image) }
    }
    /// A button with a role, titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, image: image) }
    }
    /// A button with a role, titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, image: image) }
    }
}

/// Whether holding a button repeats its action.
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Holding repeats the action.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Holding does not repeat it.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

nonisolated extension View {
    /// Whether holding the buttons inside repeats their action. Accepted, no effect at rest.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
