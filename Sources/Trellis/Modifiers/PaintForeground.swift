import Foundation

// The foreground style: what shapes fill with by default, and what text and symbols are drawn in.
nonisolated extension View {
    /// Sets the style text, symbols and unfilled shapes inside this view are drawn in.
    /// It is an environment value, so it reaches every view inside unless one sets its own; it never
    /// changes layout. Hierarchical styles such as `.secondary` are derived from it.
    /// ```swift
    /// VStack {
    ///     Text("Title")
    ///     Image(systemName: "star.fill")
    ///     Circle().frame(width: 8, height: 8)
    /// }
    /// .foregroundStyle(.orange)
    /// ```
    /// - Parameter style: A colour, gradient or hierarchical style.
    /// - Returns: A view whose content draws in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(style)])
    }

    /// Sets primary and secondary foreground styles for the views inside (`.secondary` inside
    /// draws with the second).
    /// - Parameters:
    ///   - primary: The style of primary content.
    ///   - secondary: The style of secondary content.
    /// - Returns: A view whose content draws in the given styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets primary, secondary and tertiary foreground styles for the views inside: content drawn in
    /// the `.secondary` or `.tertiary` level uses the second or third style.
    /// - Parameters:
    ///   - primary: The style of primary content.
    ///   - secondary: The style of secondary content.
    ///   - tertiary: The style of tertiary content.
    /// - Returns: A view whose content draws in the given styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// Sets the colour text, symbols and unfilled shapes inside this view are drawn in (the older
    /// form of `foregroundStyle(_:)`); nil restores the default (label) colours.
    /// - Parameter color: The colour to draw in, or nil for the default.
    /// - Returns: A view whose content draws in `color`.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyles, color.map { [AnyShapeStyle($0)] })
    }
}
