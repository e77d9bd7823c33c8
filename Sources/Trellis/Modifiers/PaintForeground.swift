import Foundation

// The foreground style: what shapes fill with by default, and what text and symbols are drawn in.
extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(style)])
    }

    /// Primary and secondary levels (`.secondary` inside draws with the second).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// nil restores the default (label) colours.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyles, color.map { [AnyShapeStyle($0)] })
    }
}
