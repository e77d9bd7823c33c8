import Foundation

// A TextEditor at rest: SwiftUI wraps a UITextView, which takes all the space it is offered and
// lays its text out inside the text container's insets: 8 pt above and below
// (UITextView.textContainerInset's default, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
// and 5 pt on each side (NSTextContainer.lineFragmentPadding's default). The text is in the
// current font (body unless set) and the primary colour, wrapped to the width, from the top.

/// A view that edits long, multi-line text.
///
/// SwiftUI's editor takes all the space it is offered and shows its text from the top leading
/// corner, wrapped to its width. Trellis draws the text the binding holds at rest, inset 5 pt
/// on each side and 8 pt at the top as UIKit's text view does; a live preview edits it (a tap
/// or Tab focuses it, Return starts a new line, Up and Down move between its lines).
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 120)
///     .border(Color.secondary)
/// ```
public nonisolated struct TextEditor: View, PrimitiveView {
    /// An editor is drawn from its text, not from a body.
    public typealias Body = Never
    /// The side insets of the text (the text container's line fragment padding).
    static let horizontalInset: CGFloat = 5
    /// The top and bottom insets of the text (the text view's container inset).
    static let verticalInset: CGFloat = 8
    let text: String
    /// What typing in a live preview writes.
    let binding: Binding<String>

    /// Creates an editor of `text`.
    /// - Parameter text: the text to show and edit (read once at rest, written by typing live).
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
        binding = text
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // A tap or Tab focuses the editor; typing writes the binding (Live/NodeInteraction.swift).
        let interaction = ctx.interaction(.textEditor, label: nil, text: binding, tap: nil)
        if let interaction { ctx.syncFocus(of: interaction.identity) }
        let shown = Text(verbatim: text)
        // At rest the text alone, as before editing existed (no wrapper in the tree).
        if let editing = interaction.flatMap({ ctx.editing($0, text: text) }) {
            let drawn = editing.drawn(around: shown, shown: text, multiline: true)
            ctx.resolve(ControlNode(name: "TextEditor", content: Self.inset(drawn), interaction: interaction), into: &nodes)
        } else {
            ctx.resolve(ControlNode(name: "TextEditor", content: Self.inset(shown), interaction: interaction), into: &nodes)
        }
    }

    /// The text inside the text view's insets, from the top leading corner of all the space offered.
    static func inset<V: View>(_ text: V) -> some View {
        text.padding(.horizontal, horizontalInset)
            .padding(.vertical, verticalInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// What a text editor style is given.
public struct TextEditorStyleConfiguration {}

/// A style of text editors (`textEditorStyle(_:)`): iOS has the automatic and plain styles, which
/// look the same at rest.
public protocol TextEditorStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a text editor.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The automatic text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The plain text editor style.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates the style that `.plain` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The automatic text editor style.
    public static var automatic: AutomaticTextEditorStyle { .init() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The plain text editor style.
    public static var plain: PlainTextEditorStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of the text editors inside (both iOS styles look the same at rest).
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
