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
/// on each side and 8 pt at the top as UIKit's text view does, and never edits it.
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

    /// Creates an editor of `text`.
    /// - Parameter text: the text to show and edit (read once at rest).
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let content = Text(verbatim: text)
            .padding(.horizontal, Self.horizontalInset)
            .padding(.vertical, Self.verticalInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        ctx.resolve(ControlNode(name: "TextEditor", content: content), into: &nodes)
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
