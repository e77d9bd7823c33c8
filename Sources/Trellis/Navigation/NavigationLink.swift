import Foundation

// A NavigationLink at rest: in a List or Form row (iOS) its label followed by the disclosure
// indicator at the row's trailing edge — a chevron.right in the tertiary label colour
// (UITableViewCell.AccessoryType.disclosureIndicator; SwiftUI's list rows draw the same), 13 pt
// semibold (the footnote style, Trellis's reading of the indicator's 8×13 pt glyph) — with the
// label in the primary colour; anywhere else it looks like a button: its label tinted with the
// accent colour (Apple's NavigationLink docs: "the link's label … styled as a button" outside
// lists). In the columns of a split view shown side by side (iPad), rows of links are selected
// in place and show no chevron (the sidebars of Mail, Notes, Settings). The destination is
// never built at rest.

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

    /// Creates a link that shows `label` and would present the view `destination` builds.
    /// - Parameters:
    ///   - destination: the view pushed when tapped (never built at rest).
    ///   - label: what the link shows.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a link to an already built destination view (the deprecated form older code uses).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a link presented while `isActive` is true (deprecated in SwiftUI); at rest nothing is
    /// pushed whatever the binding holds.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if ctx.environment.isInListRow {
            let chevron = !ctx.environment.isInRegularSplitColumn
            let row = HStack {
                label.frame(maxWidth: .infinity, alignment: .leading)
                if chevron { DisclosureIndicator() }
            }
            ctx.resolve(ControlNode(name: "NavigationLink", content: row), into: &nodes)
        } else {
            ctx.resolve(ControlNode(name: "NavigationLink", content: Button(action: {}, label: { label })), into: &nodes)
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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }

    /// Creates a link labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }

    /// Creates a link to an already built destination, labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }

    /// Creates a link to an already built destination, labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (resolved by `navigationDestination(for:)` when tapped).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link that pushes `value`, labelled by a text from a localized key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }

    /// Creates a link that pushes `value`, labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
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
