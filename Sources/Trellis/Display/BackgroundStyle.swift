import Foundation

// The style `.background` draws with (`backgroundStyle(_:)`) and how prominent the background
// behind a view is (`backgroundProminence`). Facts:
// 1. `backgroundStyle(_:)` sets the style `.background` draws with inside (Apple: "the
//    background style … used by views that draw with `.background`").

/// How prominent a background is (lighter foregrounds on prominent ones).
public enum BackgroundProminence: Sendable, Hashable {
    /// A standard background.
    case standard
    /// A prominent background, such as a selected row.
    case increased
}

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
    /// The style `.background` draws with inside (fact 1); nil: the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
    /// How prominent the background behind the view is.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style `.background` draws with inside (fact 1).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { environment(\.backgroundStyle, AnyShapeStyle(style)) }
}
