import Foundation

// An iOS toggle at rest — facts and sources:
// 1. The switch style (the automatic one on iOS) is the label, then the switch at the trailing
//    edge: the row takes the whole width it is offered (Apple's SwitchToggleStyle docs and
//    every iOS settings row). Trellis builds it as HStack { label; Spacer(); switch }.
// 2. The switch is 51×31 (UISwitch's frame: c4ios.com/tutorials/hacking-uiswitch prints
//    `_UISwitchInternalViewNeueStyle1 … frame = (0 0; 51 31)`); its knob is a white circle inset
//    2 pt (27 pt across); the track is green when on (UISwitch's default onTintColor, systemGreen),
//    UIColor.systemFill when off. `.tint(_:)` colours the on track.
// 3. `.labelsHidden()` leaves the switch alone, 51×31.
// 4. The button style draws the label as a bordered button: tinted background when on, the
//    secondary fill when off (OpenSwiftUI BorderedButtonStyle_Phone, `isToggleOn`).

/// A control that toggles between on and off. Trellis draws it at rest, reading the binding once.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let isOn: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        let content: AnyView
        switch env.toggleStyle {
        case .button:
            content = AnyView(StyledButton(label: label, role: nil, environment: env, isOn: isOn).bordered(prominent: false))
        case .automatic, .switch:
            let track = SwitchTrack(isOn: isOn, tint: env.tint)
            if env.labelsHidden {
                content = AnyView(track)
            } else {
                content = AnyView(HStack { label; Spacer(); track })
            }
        }
        ctx.resolve(ControlNode(name: "Toggle", content: content), into: &nodes)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The 51×31 switch (fact 2).
struct SwitchTrack: View {
    static let size = CGSize(width: 51, height: 31)
    static let knobInset: CGFloat = 2
    let isOn: Bool
    let tint: Color?

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? tint ?? .green : .systemFill)
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1.5)
                .padding(Self.knobInset)
                .frame(width: Self.size.height, height: Self.size.height)
        }
        .frame(width: Self.size.width, height: Self.size.height)
    }
}

/// `.toggleStyle(_:)`: the switch (automatic on iOS) or a button.
public protocol ToggleStyle {}

enum BuiltInToggleStyle: Sendable { case automatic, `switch`, button }

protocol BuiltInToggleStyleProviding { var kind: BuiltInToggleStyle { get } }

public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInToggleStyle { .automatic }
}
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.switch` names.
    public init() {}
    var kind: BuiltInToggleStyle { .switch }
}
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.button` names.
    public init() {}
    var kind: BuiltInToggleStyle { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { .init() }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = BuiltInToggleStyle.automatic }

extension EnvironmentValues {
    var toggleStyle: BuiltInToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, (style as? any BuiltInToggleStyleProviding)?.kind ?? .automatic)
    }
}
