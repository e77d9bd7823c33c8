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
public nonisolated struct Toggle<Label: View>: View, PrimitiveView {
    /// A toggle is drawn from its label and switch, not from a body.
    public typealias Body = Never
    let label: Label
    let binding: Binding<Bool>
    var isOn: Bool { binding.wrappedValue }

    /// Creates a toggle of `isOn` described by `label`.
    /// - Parameters:
    ///   - isOn: whether the toggle is on (read once at rest).
    ///   - label: what the toggle controls.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.binding = isOn
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let binding = self.binding
        let interaction = ctx.interaction(.toggle, label: nil) { _, _ in binding.wrappedValue.toggle() }
        if let custom = ctx.environment.customToggleStyle {
            // The style's body is resolved without the style: a toggle inside it is a switch.
            var inner = ctx
            inner.environment.customToggleStyle = nil
            inner.resolve(ControlNode(name: "Toggle", content: custom.makeBody(AnyView(label), binding), interaction: interaction), into: &nodes)
            return
        }
        ctx.resolve(ControlNode(name: "Toggle", content: Self.drawing(ctx.environment.toggleStyle, label: label, isOn: isOn,
                                                                      environment: ctx.environment),
                                interaction: interaction),
                    into: &nodes)
    }

    /// A built-in style's drawing of a toggle (facts 1 to 4).
    static func drawing<L: View>(_ style: BuiltInToggleStyle, label: L, isOn: Bool, environment env: EnvironmentValues) -> AnyView {
        switch style {
        case .button:
            return AnyView(StyledButton(label: label, role: nil, environment: env, isOn: isOn).bordered(prominent: false))
        case .automatic, .switch:
            let track = SwitchTrack(isOn: isOn, tint: env.tint)
            if env.labelsHidden { return AnyView(track) }
            return AnyView(HStack { label; Spacer(); track })
        }
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
nonisolated struct SwitchTrack: View {
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

/// A style that makes the whole of a toggle from its configuration: its label and its state.
///
/// SwiftUI calls `makeBody(configuration:)` for every toggle inside `.toggleStyle(_:)`. Trellis
/// does too, and lays out and draws the view it returns for the state the binding holds at rest;
/// the built-in styles are the switch (automatic on iOS) and the button.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             configuration.label
///         }
///         .onTapGesture { configuration.isOn.toggle() }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// Makes the view of one toggle from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a toggle style is given about a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given about one toggle: its label and a binding to its state.
public struct ToggleStyleConfiguration: @unchecked Sendable {
    /// The toggle's label as a view the style places where it likes.
    public nonisolated struct Label: View, PrimitiveView {
        /// The label is resolved from the toggle's own label view, not from a body.
        public typealias Body = Never
        let content: AnyView
        func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { ctx.resolve(content, into: &nodes) }
    }
    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding, which a style sets to change the state.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same (a "mixed"
    /// state): false for a toggle of one binding, which is all Trellis makes.
    public var isMixed: Bool
}

/// A toggle style that is not built in, kept in the environment: it makes a toggle's view from
/// its label and binding.
struct CustomToggleStyle: @unchecked Sendable {
    let makeBody: (AnyView, Binding<Bool>) -> AnyView
}

/// The view of a built-in style's `makeBody(configuration:)`: the toggle drawn in that style
/// (so a custom style can wrap a built-in one).
nonisolated struct BuiltInToggleBody: View, PrimitiveView {
    typealias Body = Never
    let kind: BuiltInToggleStyle
    let configuration: ToggleStyleConfiguration

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx
        inner.environment.customToggleStyle = nil
        inner.resolve(Toggle<ToggleStyleConfiguration.Label>.drawing(kind, label: configuration.label, isOn: configuration.isOn,
                                                                     environment: inner.environment),
                      into: &nodes)
    }
}

enum BuiltInToggleStyle: Sendable { case automatic, `switch`, button }

protocol BuiltInToggleStyleProviding { var kind: BuiltInToggleStyle { get } }

/// The style a toggle takes when none is set: a switch on iOS.
public nonisolated struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInToggleStyle { .automatic }
    /// Makes the toggle's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(kind: kind, configuration: configuration) }
}
/// The label leading and a 51×31 switch trailing, across the proposed width.
public nonisolated struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// The colour of the track when on (`init(tint:)`); nil: the environment's tint, else green.
    let tint: Color?
    /// Creates the style that `.switch` names.
    public init() { tint = nil }
    /// Creates a switch whose track is `tint` when on (deprecated in SwiftUI: `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    var kind: BuiltInToggleStyle { .switch }
    /// Makes the toggle's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(kind: kind, configuration: configuration) }
}
/// The label as a bordered button: tinted when on, on the secondary fill when off.
public nonisolated struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
    /// Creates the style that `.button` names.
    public init() {}
    var kind: BuiltInToggleStyle { .button }
    /// Makes the toggle's view in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(kind: kind, configuration: configuration) }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The automatic toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch toggle style: the label leading and a switch trailing.
    public static var `switch`: SwitchToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button toggle style: a bordered button that shows the state by its fill.
    public static var button: ButtonToggleStyle { .init() }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = BuiltInToggleStyle.automatic }
private struct CustomToggleStyleKey: EnvironmentKey { static let defaultValue: CustomToggleStyle? = nil }

extension EnvironmentValues {
    var toggleStyle: BuiltInToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// A style of the app's own (`.toggleStyle(MyStyle())`); nil: the built-in `toggleStyle`.
    var customToggleStyle: CustomToggleStyle? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the toggles inside: a built-in one (`.switch`, `.button`) or one of your
    /// own, whose `makeBody(configuration:)` Trellis lays out and draws for each toggle.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtIn = style as? any BuiltInToggleStyleProviding {
                env.toggleStyle = builtIn.kind
                env.customToggleStyle = nil
                // `SwitchToggleStyle(tint:)` colours the track as `.tint(_:)` does.
                if let tint = (style as? SwitchToggleStyle)?.tint { env.tint = tint }
            } else {
                env.toggleStyle = .automatic
                env.customToggleStyle = CustomToggleStyle { label, isOn in
                    AnyView(onMainActor((style, ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: false))) {
                        $0.makeBody(configuration: $1)
                    })
                }
            }
        })
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a toggle style's configuration describes.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    /// A toggle titled by a localized key with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle titled by a verbatim string with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }
    /// A toggle titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, image: image) }
    }
    /// A toggle titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, image: image) }
    }
    /// A toggle of several sources, titled with a symbol: on at rest when every source is on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: .constant(sources.allSatisfy { $0[keyPath: isOn].wrappedValue } && !sources.isEmpty)) {
            Trellis.Label(titleKey, systemImage: systemImage)
        }
    }
    /// A toggle of several sources, titled with an asset catalog's image: on when every source is on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: .constant(sources.allSatisfy { $0[keyPath: isOn].wrappedValue } && !sources.isEmpty)) {
            Trellis.Label(titleKey, image: image)
        }
    }
}

extension Toggle {
    /// A toggle of several sources (a mixed state when they differ): on at rest when every source
    /// is on.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(sources.allSatisfy { $0[keyPath: isOn].wrappedValue } && !sources.isEmpty), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle of several sources titled by a localized key: on when every source is on.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }
    /// A toggle of several sources titled by a verbatim string: on when every source is on.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}
