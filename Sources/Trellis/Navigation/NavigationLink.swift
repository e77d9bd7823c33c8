import Foundation

// A NavigationLink at rest: in a List or Form row (iOS) its label followed by the disclosure
// indicator at the row's trailing edge — a chevron.right in the tertiary label colour
// (UITableViewCell.AccessoryType.disclosureIndicator; SwiftUI's list rows draw the same), 13 pt
// semibold (the footnote style, Trellis's reading of the indicator's 8×13 pt glyph) — with the
// label in the primary colour; anywhere else it looks like a button: its label tinted with the
// accent colour (Apple's NavigationLink docs: "the link's label … styled as a button" outside
// lists). In the columns of a split view shown side by side (iPad), rows of links are selected
// in place and show no chevron (the sidebars of Mail, Notes, Settings). The destination is
// never built at rest; in a live preview a tap pushes it (NavigationStack.swift).

/// A view that controls a navigation presentation; drawn at rest.
///
/// In a List or Form row the link is its label, widened to the row and leading-aligned, followed by
/// a grey disclosure chevron at the trailing edge (no chevron in the columns of a split view shown
/// side by side). Anywhere else it is a button of its label, tinted with the accent colour and as
/// large as the label. The destination is never built at rest.
///
/// ```swift
/// NavigationStack {
///     List(fruits) { fruit in
///         NavigationLink(fruit.name) { FruitDetail(fruit: fruit) }
///     }
///     .navigationTitle("Fruits")
/// }
/// ```
public nonisolated struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    /// A link is drawn from its label, not from a body.
    public typealias Body = Never
    let label: Label
    /// What a tap pushes on the enclosing stack in a live preview (nil: nothing, a nil value).
    var target: NavigationPush? = nil

    /// Creates a link that shows `label` and presents the view `destination` builds.
    /// - Parameters:
    ///   - destination: the view pushed when tapped (in a live preview; never built at rest).
    ///   - label: what the link shows.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination()))
    }

    /// Creates a link to an already built destination view (the deprecated form older code uses).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination))
    }

    /// Creates a link presented while `isActive` is true (deprecated in SwiftUI); at rest nothing is
    /// pushed whatever the binding holds; a tap in a live preview pushes the destination.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination()))
    }

    /// Creates a link to an already built destination presented while `isActive` is true
    /// (deprecated in SwiftUI); at rest nothing is pushed whatever the binding holds.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .view(AnyView(destination)))
    }

    /// Creates a link presented while `selection` equals `tag` (deprecated in SwiftUI); at rest
    /// nothing is pushed whatever the binding holds.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .view(AnyView(destination())))
    }

    /// Creates a link to an already built destination presented while `selection` equals `tag`
    /// (deprecated in SwiftUI); at rest nothing is pushed whatever the binding holds.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .view(AnyView(destination)))
    }

    init(label: Label, target: NavigationPush?) {
        self.label = label
        self.target = target
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // A tap pushes the destination on the enclosing stack (in a live preview).
        let actions = ctx.environment.navigationActions, target = self.target
        let push: () -> Void = { if let actions, let target { actions.push(target) } }
        if ctx.environment.isInListRow {
            let interaction = actions != nil && target != nil ? ctx.interaction(.button, label: nil) { _, _ in push() } : nil
            let chevron = !ctx.environment.isInRegularSplitColumn
            let row = HStack {
                label.frame(maxWidth: .infinity, alignment: .leading)
                if chevron { DisclosureIndicator() }
            }
            ctx.resolve(ControlNode(name: "NavigationLink", content: row, interaction: interaction), into: &nodes)
        } else {
            ctx.resolve(ControlNode(name: "NavigationLink", content: Button(action: push, label: { label })), into: &nodes)
        }
    }
}

/// The chevron of a navigation row.
nonisolated struct DisclosureIndicator: View {
    var body: some View {
        Image(systemName: "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(Color.tertiaryLabel)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), target: .view(AnyView(destination())))
    }

    /// Creates a link labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .view(AnyView(destination())))
    }

    /// Creates a link to an already built destination, labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), target: .view(AnyView(destination)))
    }

    /// Creates a link to an already built destination, labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), target: .view(AnyView(destination)))
    }
}

// The deprecated forms with a title and a binding: at rest nothing is pushed whatever the binding
// holds; a tap in a live preview pushes the destination.
extension NavigationLink where Label == Text {
    /// A link titled by a localized key, presented while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), target: .view(AnyView(destination())))
    }

    /// A link titled by a string, presented while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .view(AnyView(destination())))
    }

    /// A link titled by a localized key to a built destination, presented while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey), target: .view(AnyView(destination)))
    }

    /// A link titled by a string to a built destination, presented while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(title), target: .view(AnyView(destination)))
    }

    /// A link titled by a localized key, presented while `selection` equals `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), target: .view(AnyView(destination())))
    }

    /// A link titled by a string, presented while `selection` equals `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .view(AnyView(destination())))
    }

    /// A link titled by a localized key to a built destination, presented while `selection` equals `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(titleKey), target: .view(AnyView(destination)))
    }

    /// A link titled by a string to a built destination, presented while `selection` equals `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(title), target: .view(AnyView(destination)))
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (resolved by `navigationDestination(for:)` when tapped).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: value.map { .value(AnyHashable($0)) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link that pushes `value`, labelled by a text from a localized key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), target: value.map { .value(AnyHashable($0)) })
    }

    /// Creates a link that pushes `value`, labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), target: value.map { .value(AnyHashable($0)) })
    }
}

/// A button that toggles the edit mode of the list beside it: "Edit" at rest.
///
/// It lays out as a button of the word "Edit" does: the text's size, tinted.
public nonisolated struct EditButton: View {
    /// Creates an edit button.
    public init() {}
    /// A button titled "Edit" whose action is empty at rest.
    public var body: some View { Button("Edit") {} }
}

private struct RegularSplitColumnKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set for the content of a split view's columns shown side by side.
    var isInRegularSplitColumn: Bool {
        get { self[RegularSplitColumnKey.self] }
        set { self[RegularSplitColumnKey.self] = newValue }
    }
}
