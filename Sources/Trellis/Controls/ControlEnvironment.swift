import Foundation

/// The size class of controls (`.controlSize(_:)`): bordered buttons pick their padding, font and
/// shape from it (see ButtonStyles.swift).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The sizes, smallest to largest: mini, small, regular (the default), large and extra large.
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The size of controls in this environment; `.regular` unless set with `controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint of controls (`.tint(_:)`); nil: the accent colour.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The accent colour set with `.accentColor(_:)`; nil: the system blue.
    var accentColorOverride: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// `.labelsHidden()`: toggles and text fields show only their control.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls inside. In Trellis it changes bordered buttons (padding, default
    /// font, shape); other controls draw at their regular size.
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }

    /// The tint of the controls inside; nil restores the accent colour.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

    /// The tint of the controls inside, as a shape style. Trellis tints with colours: a style
    /// that is not a `Color` restores the accent colour.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { environment(\.tint, tint.flatMap { $0 as? Color }) }

    /// Sets the accent colour of this view and the views inside: what `Color.accentColor`, and
    /// the controls that have no tint of their own, are drawn in. (SwiftUI deprecates it in
    /// favour of `tint(_:)`, which applies to controls only.) Nil restores the system blue.
    public func accentColor(_ accentColor: Color?) -> some View { environment(\.accentColorOverride, accentColor) }

    /// Hides the labels of the controls inside: toggles, pickers, date and colour pickers and
    /// steppers show only their control, which alone takes the space.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

extension Color {
    // iOS system fills the controls draw with (UIColor names, light and dark values).
    /// UIColor.systemFill: the track of an off switch.
    static let systemFill = Color(light: Resolved(bytes: 120, 120, 128, 0.2), dark: Resolved(bytes: 120, 120, 128, 0.36), name: "systemFill")
    /// UIColor.secondarySystemFill: the background of an untinted bordered button.
    static let secondarySystemFill = Color(light: Resolved(bytes: 120, 120, 128, 0.16), dark: Resolved(bytes: 120, 120, 128, 0.32), name: "secondarySystemFill")
    /// UIColor.placeholderText: a text field's placeholder.
    static let placeholderText = Color(light: Resolved(bytes: 60, 60, 67, 0.3), dark: Resolved(bytes: 235, 235, 245, 0.3), name: "placeholderText")
    /// UIColor.opaqueSeparator: the border of a rounded-border text field.
    static let opaqueSeparator = Color(light: Resolved(bytes: 198, 198, 200), dark: Resolved(bytes: 56, 56, 58), name: "opaqueSeparator")
}

/// Resolves a control's drawing (`body`) and names each node it makes after the control, so the
/// tree shows "Button", "Toggle", … where SwiftUI has one view. The node passes sizes and
/// placement straight through.
nonisolated struct ControlNode<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let name: String
    let content: Content
    /// What the control does in a live preview (Live/NodeInteraction.swift).
    var interaction: NodeInteraction? = nil

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        for child in ctx.nodes(of: content) {
            let n = ctx.makeNode(name, PassThroughBehavior(), children: [child])
            n.traits = child.traits
            if let interaction { n.interactions.append(interaction) }
            nodes.append(n)
        }
    }
}
