import Foundation

// What a view reads from the environment about the display and the app's URLs, beside `dismiss`
// and `openURL` (Interaction/ScrollSearchPresentation.swift): at rest the display is not dimmed
// and no URL is opened.

private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the display dims for Always-On: false.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs `action` when the app is asked to open a URL. Accepted, never at rest.
    /// - Parameter action: What handles the URL.
    /// - Returns: The same view.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
