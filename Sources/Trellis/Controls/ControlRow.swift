import Foundation

// What the controls of this folder share: the row they make in a List or Form, the option tags
// of pickers, and the system colours they draw with.
//
// Facts and sources:
// 1. In a List or Form row, a control with a label reads like a Settings row: its label at the
//    leading edge and its value or control at the trailing edge (Apple's HIG, "Lists and
//    tables": value cells; UIListContentConfiguration.valueCell). Trellis builds it as
//    HStack { label; Spacer(); value } — the layout Toggle already uses.
// 2. Colours (UIKit's semantic colours, light / dark): tertiarySystemFill is (118,118,128) at 12 %
//    / 24 %, the track of a segmented control and the background of a stepper and of a compact
//    date picker's buttons; secondarySystemBackground is (242,242,247) / (28,28,30), a group
//    box's background; tertiarySystemBackground (255,255,255) / (44,44,46), a nested one.

/// The environment of a list row's content: controls with a label draw as value rows there.
private struct InListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set for the content of a List or Form (fact 1).
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
}

/// A labelled value row (fact 1): the label leading, the value trailing.
nonisolated struct ControlValueRow<Label: View, Value: View>: View {
    let label: Label
    let value: Value
    var body: some View {
        HStack { label; Spacer(); value }
    }
}

/// The tag of a view: what a picker compares with its selection (`.tag(_:)`, and the ID of each
/// view of a `ForEach` inside a picker). A tag of type V also matches a selection of type V?
/// (`includeOptional`, true by default since iOS 18), so it is kept as both.
enum TagTrait {
    private enum Key {}
    private enum ImplicitKey {}
    static func tags(of node: Node) -> [AnyHashable] {
        (node.traits[Key.self] as? [AnyHashable]) ?? (node.traits[ImplicitKey.self] as? [AnyHashable]) ?? []
    }
    static func forms<V: Hashable>(_ tag: V, includeOptional: Bool) -> [AnyHashable] {
        includeOptional ? [AnyHashable(tag), AnyHashable(Optional(tag))] : [AnyHashable(tag)]
    }
    static func set(_ tags: [AnyHashable], on node: Node) { node.traits[Key.self] = tags }
    /// A ForEach's element ID, used when the view has no explicit tag.
    static func setImplicit(_ tags: [AnyHashable], on node: Node) {
        if node.traits[ImplicitKey.self] == nil { node.traits[ImplicitKey.self] = tags }
    }
}

nonisolated extension View {
    /// Sets the unique tag value of this view: a `Picker` shows the option whose tag equals its
    /// selection; with `includeOptional`, an optional selection of the same type matches too.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        let tags = TagTrait.forms(tag, includeOptional: includeOptional)
        return modifier(AttributeModifier { TagTrait.set(tags, on: $0) })
    }
}

nonisolated extension View {
    /// Tags the view unless it has a tag of its own (layout files' `ForEach` IDs).
    @_spi(Interpreter) public func _implicitTag(_ tag: AnyHashable) -> some View {
        let tags = TagTrait.forms(tag, includeOptional: true)
        return modifier(AttributeModifier { TagTrait.setImplicit(tags, on: $0) })
    }
}

/// The options of a picker: its content's views, each with its tag.
struct PickerOption {
    let node: Node
    let tags: [AnyHashable]
    func matches(_ selection: AnyHashable) -> Bool { tags.contains(selection) }
}

extension ResolveContext {
    /// Resolves `content` as picker options in `environment`.
    func options<V: View>(of content: V, environment: EnvironmentValues) -> [PickerOption] {
        var c = inside(orientation: nil)
        c.environment = environment
        c.collectsTags = true
        c.listMetrics = nil
        return c.nodes(of: content).map { PickerOption(node: $0, tags: TagTrait.tags(of: $0)) }
    }
}

extension Color {
    /// UIColor.tertiarySystemFill (fact 2).
    static let tertiarySystemFill = Color(light: Resolved(bytes: 118, 118, 128, 0.12), dark: Resolved(bytes: 118, 118, 128, 0.24), name: "tertiarySystemFill")
    /// UIColor.secondarySystemBackground (fact 2).
    static let secondarySystemBackground = Color(light: Resolved(bytes: 242, 242, 247), dark: Resolved(bytes: 28, 28, 30), name: "secondarySystemBackground")
    /// UIColor.tertiarySystemBackground (fact 2).
    static let tertiarySystemBackground = Color(light: Resolved(bytes: 255, 255, 255), dark: Resolved(bytes: 44, 44, 46), name: "tertiarySystemBackground")
}
