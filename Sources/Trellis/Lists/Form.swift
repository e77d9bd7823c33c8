import Foundation

// Forms on iOS — facts and sources:
// 1. "On iOS, forms use a grouped list style" (Apple, Form docs): `Form` with the automatic or
//    `.grouped` form style is a List in the inset grouped style (the Settings look), rows and
//    sections as in ListStyle.swift.
// 2. `.columns` is "a non-scrolling form style with a trailing aligned column of labels next to
//    a leading aligned column of values" (Apple, ColumnsFormStyle docs). Trellis lays its
//    content out as a leading-aligned VStack without list chrome; the two label/value columns
//    are not yet aligned.

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS a form is a list in the inset grouped style: it fills the space it is proposed, scrolls
/// vertically, and draws its sections as rounded cards inset 16 pt on the grouped background, their
/// rows at least 44 pt tall. Controls with a label become value rows: the label leading, the
/// control or value trailing. With `.formStyle(.columns)` the content is a leading-aligned vertical
/// stack without list chrome (the label and value columns are not aligned yet).
///
/// ```swift
/// Form {
///     Section("Profile") {
///         TextField("Name", text: $name)
///         Toggle("Show Online Status", isOn: $showsStatus)
///     }
///     Section {
///         Picker("Theme", selection: $theme) {
///             Text("Light").tag(Theme.light)
///             Text("Dark").tag(Theme.dark)
///         }
///     } footer: {
///         Text("The theme applies to every window.")
///     }
/// }
/// ```
public nonisolated struct Form<Content: View>: View, PrimitiveView {
    /// A form is laid out as a list, not from a body.
    public typealias Body = Never
    let content: Content

    /// Creates a form of the rows and sections in `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        switch ctx.environment.formStyle {
        case .columns:
            var inner = ctx
            inner.listMetrics = nil
            inner.resolve(ControlNode(name: "Form", content: VStack(alignment: .leading) { content }), into: &nodes)
        case .automatic, .grouped:
            ListContainer(name: "Form", style: .insetGrouped, content: content).makeNodes(ctx, into: &nodes)
        }
    }
}

/// The appearance of a form (`.formStyle(_:)`).
///
/// Trellis draws the built-in styles; other styles draw as `.automatic`.
@MainActor @preconcurrency public protocol FormStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view from its configuration (a custom style is accepted: forms draw in the automatic style).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style of this kind is given.
    typealias Configuration = FormStyleConfiguration
}

enum FormStyleKind: Sendable, Hashable { case automatic, grouped, columns }
protocol BuiltInFormStyle { var kind: FormStyleKind { get } }

/// The style a form takes when none is set: grouped on iOS.
public nonisolated struct AutomaticFormStyle: FormStyle, BuiltInFormStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: FormStyleKind { .automatic }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
/// A list in the inset grouped style, as Settings shows.
public nonisolated struct GroupedFormStyle: FormStyle, BuiltInFormStyle {
    /// Creates the style that `.grouped` names.
    public init() {}
    var kind: FormStyleKind { .grouped }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
/// A non-scrolling form of labels beside values; Trellis stacks the content leading-aligned.
public nonisolated struct ColumnsFormStyle: FormStyle, BuiltInFormStyle {
    /// Creates the style that `.columns` names.
    public init() {}
    var kind: FormStyleKind { .columns }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    /// The automatic form style: grouped on iOS.
    public static var automatic: AutomaticFormStyle { .init() }
}
nonisolated extension FormStyle where Self == GroupedFormStyle {
    /// The grouped form style: an inset grouped list.
    public static var grouped: GroupedFormStyle { .init() }
}
nonisolated extension FormStyle where Self == ColumnsFormStyle {
    /// The columns form style: a leading-aligned stack without list chrome in Trellis.
    public static var columns: ColumnsFormStyle { .init() }
}

private struct FormStyleKey: EnvironmentKey { static let defaultValue = FormStyleKind.automatic }

extension EnvironmentValues {
    var formStyle: FormStyleKind {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the forms inside.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, (style as? any BuiltInFormStyle)?.kind ?? .automatic)
    }
}
