import Foundation

// LabeledContent on iOS at rest: the label at the leading edge and the content at the trailing
// edge of the row, the content in the secondary colour ("automatic" style; in a Form it reads
// like a Settings value row: Apple, LabeledContent docs, and UIListContentConfiguration
// .valueCell, whose secondary text is trailing and secondaryLabel-coloured). Label and
// content share their first text baseline.

/// A container for attaching a label to a value-bearing view.
///
/// The label sits at the leading edge and the content, in the secondary colour, at the trailing
/// edge, with a spacer between, so it takes the full proposed width; label and content share their
/// first text baseline. In a Form it reads as a Settings value row. `.labelsHidden()` leaves the
/// content alone.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.1 (140)")
///     LabeledContent("Storage") {
///         Gauge(value: 0.62) { EmptyView() }
///     }
/// }
/// ```
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden

    /// Creates a row of `label` and `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label leading and the content trailing in the secondary colour, across the proposed
    /// width; under `.labelsHidden()`, the content alone, as it is (Food Truck's account screen
    /// hides "Sign out" beside its full-width destructive button).
    public var body: some View {
        if labelsHidden {
            content
        } else {
            HStack(alignment: .firstTextBaseline) {
                label
                Spacer()
                content.foregroundStyle(Color.secondary)
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates a row labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// Creates a row labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row of a text value labelled by a localized key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// Creates a row of a text value labelled by a verbatim string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row of a value shown through a format style (`.currency(code:)`, `.number`),
    /// labelled by a localized key. Trellis formats in the preview locale (en_US), as `Text(_:format:)` does.
    /// - Parameters:
    ///   - titleKey: the row's label.
    ///   - value: the value.
    ///   - format: how the value is shown.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates a row of a value shown through a format style, labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

/// A style of labeled content rows (`labeledContentStyle(_:)`). Trellis draws the automatic
/// style; custom styles are accepted and not applied yet.
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a row.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The automatic labeled content style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The automatic labeled content style.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of the labeled content rows inside (custom styles are accepted and not applied yet).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { self }
}
