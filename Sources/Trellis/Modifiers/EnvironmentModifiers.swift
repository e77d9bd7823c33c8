import Foundation

/// A modifier that changes the environment of its content.
nonisolated struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx
        transform(&inner.environment)
        content(inner, &nodes)
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and every view inside it.
    /// The change flows down: the modified view, its children and their descendants read `value` at
    /// `keyPath` unless something closer sets it again; siblings and ancestors are unaffected. Text
    /// styling (`font`, `lineLimit`, ...), the colour scheme, layout direction and size classes
    /// are all environment values.
    /// ```swift
    /// ContentView()
    ///     .environment(\.layoutDirection, .rightToLeft)
    ///     .environment(\.dynamicTypeSize, .xxLarge)
    /// ```
    /// - Parameters:
    ///   - keyPath: The environment property to set.
    ///   - value: The new value.
    /// - Returns: A view whose content sees `value` at `keyPath`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value for this view and the views inside by applying `transform` to
    /// the value they would otherwise read.
    /// - Parameters:
    ///   - keyPath: The environment property to change.
    ///   - transform: Edits the inherited value in place.
    /// - Returns: A view whose content sees the transformed value.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the default font of the texts inside this view; a text's own `font(_:)` wins.
    ///
    /// Trellis renders the system font in Inter (serif and monospaced designs in DejaVu faces),
    /// measured by Pango, so text sizes follow SwiftUI's point sizes and weights but not San
    /// Francisco's widths.
    /// ```swift
    /// VStack { Text("Title"); Text("Detail") }
    ///     .font(.footnote)
    /// ```
    /// - Parameter font: The font to use; nil for the default, `.body`.
    /// - Returns: A view whose texts use `font` unless they set their own.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Sets how the lines of multi-line texts inside align with each other: `.leading` (the
    /// default), `.center` or `.trailing`. A text's frame is as wide as its longest line, so this
    /// shows only when lines differ in width; it never moves the text within its parent.
    /// - Parameter alignment: The alignment of lines within each text.
    /// - Returns: A view whose texts align their lines by `alignment`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    /// Sets where the texts inside truncate when they do not fit: `.head`, `.middle` or `.tail`
    /// (the default). The dropped characters are replaced by an ellipsis.
    /// - Parameter mode: Where to drop characters.
    /// - Returns: A view whose texts truncate in `mode`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// Sets the Dynamic Type size for this view and the views inside: text styles (and fonts
    /// `relativeTo:` a style) take their point size for `size` from the Dynamic Type table.
    /// - Parameter size: The Dynamic Type size to use.
    /// - Returns: A view whose texts scale to `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Limits the Dynamic Type size for this view and the views inside to a range
    /// (`.dynamicTypeSize(...(.xLarge))`): a size outside it becomes the nearest size inside.
    /// - Parameter range: The sizes allowed.
    /// - Returns: A view whose texts scale to a size in `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return transformEnvironment(\.dynamicTypeSize) { size in
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            size = min(max(size, smallest), largest)
        }
    }
}
