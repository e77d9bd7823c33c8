import Foundation

// How SwiftUI arranges a label — the facts this file relies on, with their sources:
//
// 1. `.labelStyle(_:)` sets the style of every label inside; when several apply, the one
//    closest to the label wins (fivestars.blog/swiftui/label.html; Apple's `labelStyle(_:)` docs).
// 2. The automatic style, outside lists, toolbars and other special containers, is the title
//    and icon style (OpenSwiftUI, Sources/OpenSwiftUI/View/Label/DefaultLabelStyle.swift and
//    FallbackLabelStyle.swift, read from SwiftUI 6.5.4: the container-specific styles, then
//    `.titleAndIcon`). Apple: "In most cases, however, the label is arranged horizontally with
//    the icon leading" (TitleAndIconLabelStyle docs).
// 3. Title and icon: `HStack(alignment: ._firstTextLineCenter) { icon; title
//    .multilineTextAlignment(.leading) }` — the stack's default spacing, no fixed icon width
//    (OpenSwiftUI TitleAndIconLabelStyle.swift, audited for SwiftUI 6.5.4; its
//    `LabelIconPlatformItemModifier` has no layout effect). Lists give icons a fixed-width column
//    (their own `ListLabelStyle`); Trellis has no List, so no label reserves icon width.
// 4. `_firstTextLineCenter` (SwiftUI's private vertical guide): by default the view's centre; a
//    Text reports its first baseline minus half its cap height (the middle of its first line's
//    capitals); a stack reports the largest of its children's values (OpenSwiftUI
//    VerticalAlignment, Text and Image sources, matching the decompiled SwiftUI `Text` guide
//    code it was read from). A symbol image centres on the cap height of its font, so for it
//    the guide is its centre: a label's icon sits centred on its title's first line, and a
//    wrapped title's other lines hang below.
// 5. Title-only and icon-only styles show just that view (Apple docs; OpenSwiftUI).

/// A type that arranges the title and icon of every label within a view.
@MainActor @preconcurrency public protocol LabelStyle {
    /// The type of view the style makes for a label.
    associatedtype Body: View
    /// The view of one label, built from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The title and icon of the label being styled.
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label a style arranges.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public nonisolated struct Title: View, PrimitiveView {
        /// The label's own title views are resolved in its place; there is no body.
        public typealias Body = Never
        let resolveTitle: (ResolveContext, inout [Node]) -> Void
        init(_ resolve: @escaping (ResolveContext, inout [Node]) -> Void) { resolveTitle = resolve }
        func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { resolveTitle(ctx, &nodes) }
    }

    /// A type-erased icon view of a label.
    public nonisolated struct Icon: View, PrimitiveView {
        /// The label's own icon views are resolved in its place; there is no body.
        public typealias Body = Never
        let resolveIcon: (ResolveContext, inout [Node]) -> Void
        init(_ resolve: @escaping (ResolveContext, inout [Node]) -> Void) { resolveIcon = resolve }
        func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { resolveIcon(ctx, &nodes) }
    }

    /// A description of the labeled item.
    public var title: Title
    /// A symbolic representation of the labeled item.
    public var icon: Icon
}

/// The style the context picks: title and icon everywhere Trellis lays out (fact 2).
public nonisolated struct DefaultLabelStyle: LabelStyle {
    /// Creates the automatic style.
    public init() {}
    /// Arranges the label as `TitleAndIconLabelStyle` does.
    /// - Returns: The view that stands for the label.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon leading the title, centred on the title's first line (facts 3 and 4).
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the title-and-icon style.
    public init() {}
    /// An `HStack` of the icon and the title at the default spacing, aligned on the middle of
    /// the title's first line.
    /// - Returns: The view that stands for the label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: ._firstTextLineCenter) {
            configuration.icon
            configuration.title.multilineTextAlignment(.leading)
        }
    }
}

/// Only the title.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the title-only style.
    public init() {}
    /// The title alone.
    /// - Returns: The view that stands for the label.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon (the title still names it for accessibility in SwiftUI).
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the icon-only style.
    public init() {}
    /// The icon alone.
    /// - Returns: The view that stands for the label.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The style the context picks: title and icon wherever Trellis lays labels out.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon leading the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(onMainActor((style, $0)) { $0.makeBody(configuration: $1) }) } }
}

private struct LabelStylesKey: EnvironmentKey { static var defaultValue: [AnyLabelStyle] { [] } }

extension EnvironmentValues {
    /// The label styles set around a view, outermost first: a label uses the last one.
    var labelStyles: [AnyLabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the labels within this view.
    ///
    /// When several styles apply, the one closest to the label wins; a style's body may contain
    /// `Label(configuration)` to build on the next style out.
    /// - Parameter style: The label style, such as `.titleOnly` or a custom `LabelStyle`.
    /// - Returns: A view whose labels use `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment(\.labelStyles) { $0.append(AnyLabelStyle(style)) }
    }
}

extension VerticalAlignment {
    /// The middle of the capitals of a text's first line; a view's centre when it has no text
    /// (fact 4). SwiftUI keeps this guide private; its label styles use it.
    static let _firstTextLineCenter = VerticalAlignment(FirstTextLineCenter.self)

    private enum FirstTextLineCenter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
}
