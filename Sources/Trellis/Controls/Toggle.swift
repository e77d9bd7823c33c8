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
///
/// In the switch style (automatic on iOS) the label sits at the leading edge and a 51×31 switch
/// at the trailing edge, with a spacer between, so the toggle takes the full proposed width and
/// the taller of label and switch. The track is green when on (`.tint(_:)` colours it), systemFill
/// when off. With `labelsHidden()` the switch stands alone at 51×31; `.toggleStyle(.button)`
/// draws the label as a bordered button, tinted when on.
///
/// ```swift
/// Form {
///     Toggle("Airplane Mode", isOn: $airplaneMode)
///     Toggle(isOn: $notifications) {
///         Label("Notifications", systemImage: "bell")
///     }
///     .tint(.orange)
/// }
/// ```
public struct Toggle<Label: View>: View, PrimitiveView {
    /// A toggle is drawn from its label and switch, not from a body.
    public typealias Body = Never
    let label: Label
    let isOn: Bool

    /// Creates a toggle of `isOn` described by `label`.
    /// - Parameters:
    ///   - isOn: whether the toggle is on (read once at rest).
    ///   - label: what the toggle controls.
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
    /// Creates a toggle labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle labelled by a verbatim string.
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
///
/// Trellis draws the built-in styles; other styles draw as `.automatic`.
public protocol ToggleStyle {}

enum BuiltInToggleStyle: Sendable { case automatic, `switch`, button }

protocol BuiltInToggleStyleProviding { var kind: BuiltInToggleStyle { get } }

/// The style a toggle takes when none is set: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInToggleStyle { .automatic }
}
/// The label leading and a 51×31 switch trailing, across the proposed width.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.switch` names.
    public init() {}
    var kind: BuiltInToggleStyle { .switch }
}
/// The label as a bordered button: tinted when on, on the secondary fill when off.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.button` names.
    public init() {}
    var kind: BuiltInToggleStyle { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The automatic toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch toggle style: the label leading and a switch trailing.
    public static var `switch`: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button toggle style: a bordered button that shows the state by its fill.
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
    /// Sets the style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, (style as? any BuiltInToggleStyleProviding)?.kind ?? .automatic)
    }
}
