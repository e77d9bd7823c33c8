import Foundation

// Declarations the controls work (branch `controls`, Controls/ControlRow.swift) makes too, kept
// identical so either branch compiles alone: TabView reads `.tag(_:)` through `TagTrait` as a
// Picker does, and NavigationLink draws its chevron where `isInListRow` is set (List.swift sets it
// for a list's rows, the same one-line change in both branches). When both are merged, delete
// this file: ControlRow.swift declares the same names.

private struct InListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set for the content of a List or Form.
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
}

/// The tag of a view: what a TabView (or a picker) compares with its selection.
enum TagTrait {
    private enum Key {}
    private enum ImplicitKey {}
    static func tag(of node: Node) -> AnyHashable? {
        (node.traits[Key.self] as? AnyHashable) ?? (node.traits[ImplicitKey.self] as? AnyHashable)
    }
    static func set(_ tag: AnyHashable?, on node: Node) { node.traits[Key.self] = tag }
    /// A ForEach's element ID, used when the view has no explicit tag.
    static func setImplicit(_ tag: AnyHashable, on node: Node) {
        if node.traits[ImplicitKey.self] == nil { node.traits[ImplicitKey.self] = tag }
    }
}

extension View {
    /// Sets the unique tag value of this view: a `TabView` shows the tab whose tag equals its
    /// selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(AttributeModifier { TagTrait.set(AnyHashable(tag), on: $0) })
    }

    /// Sets the tag of this view; with `includeOptional`, an optional selection of the same type
    /// matches it too (AnyHashable already unwraps optionals).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(AttributeModifier { TagTrait.set(AnyHashable(tag), on: $0) })
    }
}
