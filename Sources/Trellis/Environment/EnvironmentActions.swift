import Foundation

// Actions and facts a view reads from the environment about its presentation: `dismiss`,
// `openURL`, `isPresented`, `isLuminanceReduced`. At rest nothing is presented and nothing is
// opened: the actions are accepted and do nothing.

/// Dismisses the presentation the view is in (a sheet, a pushed view): `@Environment(\.dismiss)
/// private var dismiss`, then `dismiss()`. Accepted, no effect at rest.
public struct DismissAction: Sendable {
    /// Dismisses the presentation (no effect at rest).
    public func callAsFunction() {}
}

/// Opens a URL: `@Environment(\.openURL) private var openURL`, then `openURL(url)`. Accepted: a
/// preview opens nothing.
public struct OpenURLAction: Sendable {
    /// The result of an action that handles a URL itself.
    public struct Result: Sendable {
        let name: String
        /// The URL was handled.
        public static let handled = Result(name: "handled")
        /// The URL was not handled and is dropped.
        public static let discarded = Result(name: "discarded")
        /// The system should open it.
        public static let systemAction = Result(name: "systemAction")
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    /// An action that handles URLs with `handler` (run when a URL is opened: never at rest).
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}
    /// Opens `url` (no effect at rest).
    public func callAsFunction(_ url: URL) {}
    /// Opens `url` and reports whether it was accepted (never, at rest).
    public func callAsFunction(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) { completion(false) }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the current presentation (no effect at rest).
    public var dismiss: DismissAction { DismissAction() }
    /// Opens URLs (no effect at rest); `environment(\.openURL, OpenURLAction { … })` replaces it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Whether the view is presented (a sheet's content): false at rest.
    public var isPresented: Bool { self[IsPresentedKey.self] }
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
