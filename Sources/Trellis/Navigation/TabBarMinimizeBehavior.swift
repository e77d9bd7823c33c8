import Foundation

// iOS 26's `tabBarMinimizeBehavior(_:)`: whether the tab bar shrinks to its selected tab when
// the content scrolls. Trellis lays screens out at rest (unscrolled), where iOS 26 shows the full
// tab bar whatever the behaviour, so the modifier is accepted and changes nothing. Source: Apple's
// documentation of `TabBarMinimizeBehavior`.

/// When a tab bar minimizes (iOS 26).
public struct TabBarMinimizeBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice: on iPhone, never.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// The bar minimizes when the content scrolls down, and comes back when it scrolls up.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// The bar minimizes when the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// The bar never minimizes.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

nonisolated extension View {
    /// Sets when the tab bar of the tab view around this view minimizes (no effect at rest).
    /// - Parameter behavior: When it minimizes.
    /// - Returns: The view.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
