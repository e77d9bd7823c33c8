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
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

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
public protocol FormStyle {}

enum FormStyleKind: Sendable, Hashable { case automatic, grouped, columns }
protocol BuiltInFormStyle { var kind: FormStyleKind { get } }

public struct AutomaticFormStyle: FormStyle, BuiltInFormStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: FormStyleKind { .automatic }
}
public struct GroupedFormStyle: FormStyle, BuiltInFormStyle {
    /// Creates the style that `.grouped` names.
    public init() {}
    var kind: FormStyleKind { .grouped }
}
public struct ColumnsFormStyle: FormStyle, BuiltInFormStyle {
    /// Creates the style that `.columns` names.
    public init() {}
    var kind: FormStyleKind { .columns }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { .init() }
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { .init() }
}

private struct FormStyleKey: EnvironmentKey { static let defaultValue = FormStyleKind.automatic }

extension EnvironmentValues {
    var formStyle: FormStyleKind {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, (style as? any BuiltInFormStyle)?.kind ?? .automatic)
    }
}
