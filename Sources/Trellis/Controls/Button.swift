import Foundation

/// A control that performs an action. Trellis lays buttons out and draws them at rest: the action
/// is kept but never run. Its look comes from `.buttonStyle(_:)` (facts and sources in
/// ButtonStyles.swift).
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        ctx.resolve(ControlNode(name: "Button", content: StyledButton(label: label, role: role, environment: ctx.environment)),
                    into: &nodes)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// A button's label drawn in the style of its environment.
struct StyledButton<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let environment: EnvironmentValues
    /// A button-style toggle's state (nil for buttons): off draws the untinted fill.
    var isOn: Bool? = nil

    /// The accent colour, red for a destructive button.
    var defaultTint: Color { role == .destructive ? .red : .accentColor }

    var body: some View {
        switch environment.buttonStyle {
        case .plain:
            AnyView(label)
        case .automatic, .borderless:
            AnyView(label.foregroundStyle(role == .destructive ? .red : environment.tint ?? .accentColor))
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
