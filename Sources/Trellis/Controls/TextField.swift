import Foundation

// An iOS text field at rest — facts and sources:
// 1. The automatic (plain) style is one line of the current font, as wide as offered; the
//    placeholder shows in UIColor.placeholderText while the text is empty (Apple's TextField docs:
//    "the prompt … placeholder text"; UITextField draws its placeholder in placeholderText).
// 2. `.roundedBorder` is UITextField.BorderStyle.roundedRect: a 0.5-pt-ish hairline border with
//    rounded corners on the system background. Its padding is not published; Trellis uses 7 pt
//    on each side and 5 pt corners, which makes a body-font field 34 pt tall with SF metrics —
//    UIKit's default height of a rounded-rect text field (Interface Builder's default frame).
// 3. A secure field draws one bullet per character.

/// A single-line text input. Trellis draws its current text (or placeholder); a live preview
/// edits it (a caret, a selection, typing).
///
/// In the automatic (plain) style a field is one line of the current font, as wide as proposed,
/// its text leading; while the text is empty it shows the placeholder in placeholderText.
/// `.roundedBorder` pads that line 7 pt on every side inside a rounded hairline border, which makes
/// a body-font field 34 pt tall. At rest Trellis reads the binding once; a live preview writes it
/// as the field is typed into.
///
/// ```swift
/// Form {
///     TextField("Name", text: $name)
///     SecureField("Password", text: $password)
/// }
/// TextField("Search", text: $query)
///     .textFieldStyle(.roundedBorder)
/// ```
public nonisolated struct TextField<Label: View>: View, PrimitiveView {
    /// A text field is drawn from its text or placeholder, not from a body.
    public typealias Body = Never
    let placeholder: Text?
    let text: String
    let isSecure: Bool
    /// The text's binding, which typing in a live preview writes (nil for a formatted value).
    var binding: Binding<String>? = nil

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // A tap focuses the field (the live session keeps the focus); typing writes the binding.
        let interaction = binding.flatMap {
            ctx.interaction(isSecure ? .secureField : .textField, label: placeholder?.string, text: $0, tap: nil)
        }
        if let interaction { ctx.syncFocus(of: interaction.identity) }
        let field = TextFieldBody(placeholder: placeholder, text: text, isSecure: isSecure,
                                  style: ctx.environment.textFieldStyle, editing: interaction.flatMap { ctx.editing($0, text: text) })
        ctx.resolve(ControlNode(name: isSecure ? "SecureField" : "TextField", content: field, interaction: interaction), into: &nodes)
    }
}

extension TextField {
    /// A field labelled by a view; iOS shows the prompt as its placeholder, not the label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt, text: text.wrappedValue, isSecure: false, binding: text)
    }
}

extension TextField where Label == Text {
    /// Creates a field of `text` whose placeholder is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(placeholder: Text(titleKey), text: text.wrappedValue, isSecure: false, binding: text)
    }

    /// Creates a field of `text` whose placeholder is a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(placeholder: Text(title), text: text.wrappedValue, isSecure: false, binding: text)
    }

    /// Creates a field of `text` with a prompt; the prompt, when given, is the placeholder instead of
    /// the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(titleKey), text: text.wrappedValue, isSecure: false, binding: text)
    }
}

/// A text field whose characters are hidden behind bullets.
///
/// It lays out as a text field does (one line, as wide as proposed) and draws one bullet per
/// character of its text.
public nonisolated struct SecureField<Label: View>: View {
    let field: TextField<Label>
    /// The field, drawn with bullets in place of the characters.
    public var body: some View { field }
}

extension SecureField {
    /// Creates a secure field of `text` labelled by a view; iOS shows the prompt as its placeholder,
    /// not the label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(placeholder: prompt, text: text.wrappedValue, isSecure: true, binding: text)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field of `text` whose placeholder is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(placeholder: Text(titleKey), text: text.wrappedValue, isSecure: true, binding: text)
    }

    /// Creates a secure field of `text` whose placeholder is a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(placeholder: Text(title), text: text.wrappedValue, isSecure: true, binding: text)
    }
}

/// The drawing of a field (facts 1–3).
nonisolated struct TextFieldBody: View {
    static let roundedBorderPadding: CGFloat = 7
    static let roundedBorderRadius: CGFloat = 5
    let placeholder: Text?
    let text: String
    let isSecure: Bool
    let style: BuiltInTextFieldStyle
    /// Being edited in a live preview: the caret (before the placeholder) and the selection,
    /// drawn over and under the text where its glyphs are (TextEditingDrawing.swift), so the
    /// layout does not change.
    var editing: FieldEditing? = nil

    var line: some View {
        let shown = isSecure ? String(repeating: "\u{2022}", count: text.count) : text
        let content: Text = text.isEmpty ? (placeholder ?? Text(verbatim: " ")).foregroundColor(.placeholderText) : Text(verbatim: shown)
        let line = content.lineLimit(1)
        guard let editing else { return AnyView(line.frame(maxWidth: .infinity, alignment: .leading)) }
        return AnyView(editing.drawn(around: line, shown: text.isEmpty ? "" : shown, multiline: false)
            .frame(maxWidth: .infinity, alignment: .leading))
    }

    var body: some View {
        switch style {
        case .automatic, .plain:
            AnyView(line)
        case .roundedBorder:
            AnyView(line
                .padding(Self.roundedBorderPadding)
                .background(RoundedRectangle(cornerRadius: Self.roundedBorderRadius).fill(Color.systemBackground))
                .overlay(RoundedRectangle(cornerRadius: Self.roundedBorderRadius).strokeBorder(Color.opaqueSeparator, lineWidth: 1)))
        }
    }
}

/// `.textFieldStyle(_:)`.
///
/// Trellis draws the built-in styles; other styles draw as `.automatic`.
public protocol TextFieldStyle {}

enum BuiltInTextFieldStyle: Sendable { case automatic, plain, roundedBorder }

protocol BuiltInTextFieldStyleProviding { var kind: BuiltInTextFieldStyle { get } }

/// The style a text field takes when none is set: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInTextFieldStyle { .automatic }
}
/// The text alone, without a border or background.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyleProviding {
    /// Creates the style that `.plain` names.
    public init() {}
    var kind: BuiltInTextFieldStyle { .plain }
}
/// The text padded 7 pt inside a rounded hairline border on the system background.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyleProviding {
    /// Creates the style that `.roundedBorder` names.
    public init() {}
    var kind: BuiltInTextFieldStyle { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The automatic text field style: plain on iOS.
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain text field style: the text alone.
    public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border text field style: the text in a rounded border, 34 pt tall in the body font.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = BuiltInTextFieldStyle.automatic }

extension EnvironmentValues {
    var textFieldStyle: BuiltInTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, (style as? any BuiltInTextFieldStyleProviding)?.kind ?? .automatic)
    }
}

extension TextField where Label == Text {
    /// Creates a field that edits a value through a format style (`.number`, `.currency(code:)`),
    /// whose placeholder is a text from a localized key. Trellis shows the value formatted in the
    /// preview locale (en_US) and never parses an edit.
    /// - Parameters:
    ///   - titleKey: the placeholder, shown while the formatted value is empty.
    ///   - value: the value (read once at rest).
    ///   - format: how the value is shown and parsed.
    ///   - prompt: a placeholder that replaces the title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(titleKey), text: format.locale(Text.previewLocale).format(value.wrappedValue), isSecure: false)
    }

    /// Creates a field that edits a value through a format style, whose placeholder is a
    /// verbatim string. Trellis shows the value formatted in en_US.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(title), text: format.locale(Text.previewLocale).format(value.wrappedValue), isSecure: false)
    }

    /// Creates a field that edits an optional value through a format style: empty (showing the
    /// placeholder) while the value is nil. Trellis shows the value formatted in en_US.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(titleKey),
                  text: value.wrappedValue.map { format.locale(Text.previewLocale).format($0) } ?? "", isSecure: false)
    }

    /// Creates a field that edits an optional value through a format style, with a verbatim placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(title),
                  text: value.wrappedValue.map { format.locale(Text.previewLocale).format($0) } ?? "", isSecure: false)
    }
}

extension TextField {
    /// Creates a field that edits a value through a format style, labelled by a view; iOS shows
    /// the prompt as its placeholder, not the label. Trellis shows the value formatted in en_US.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(placeholder: prompt, text: format.locale(Text.previewLocale).format(value.wrappedValue), isSecure: false)
    }
}

extension TextField where Label == Text {
    /// A field that grows along `axis` (vertical: a multi-line field; at rest as tall as its text).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }
    /// A field titled by a verbatim string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
    /// A field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }
    /// A field of a value shown through `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(placeholder: Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
    /// A field of a value shown through `formatter`, with a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
    /// A field titled by a verbatim string of a value shown through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(placeholder: Text(title), text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
}

// The forms with editing callbacks (deprecated in SwiftUI: `onSubmit(_:)` and `focused(_:)` took
// their place). The field is the one without callbacks; at rest no editing starts or ends.
extension TextField where Label == Text {
    /// A field with an action for when editing starts and ends, and one for Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A field with an action for when editing starts and ends.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
    }
    /// A field with an action for Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A field titled by a string, with an action for when editing starts and ends, and one for Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
    /// A field titled by a string, with an action for when editing starts and ends.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text)
    }
    /// A field titled by a string, with an action for Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
    /// A field of a value shown through `formatter`, with editing and Return actions.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
    /// A field of a value shown through `formatter`, with an editing action.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
    /// A field of a value shown through `formatter`, with a Return action.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
    /// A field titled by a string of a value shown through `formatter`, with editing and Return actions.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
    /// A field titled by a string of a value shown through `formatter`, with an editing action.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
    /// A field titled by a string of a value shown through `formatter`, with a Return action.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
}

extension SecureField where Label == Text {
    /// A secure field with an action for Return (deprecated in SwiftUI: `onSubmit(_:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A secure field titled by a string, with an action for Return (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

extension TextField {
    /// A field labelled by a view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
    /// A field of a value shown through `formatter`, labelled by a view.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt, text: formatter.string(for: value.wrappedValue) ?? "", isSecure: false)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is `prompt` (else the title).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(placeholder: prompt ?? Text(titleKey), text: text.wrappedValue, isSecure: true)
    }
    /// A secure field titled by a verbatim string whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(placeholder: prompt ?? Text(title), text: text.wrappedValue, isSecure: true)
    }
}
