import Foundation

// Work the system wakes an app for in the background (`.backgroundTask(.appRefresh("feed"))`):
// a preview is never in the background, so the actions never run.

/// A kind of background work a scene's `backgroundTask(_:action:)` handles: `Request` is what
/// the action is given, `Response` what it returns.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
    /// An app refresh the system schedules for a `BGAppRefreshTaskRequest` of `identifier`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(name: identifier) }
}

extension BackgroundTask where Request == String, Response == Void {
    /// Events of the background URL session of `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> { BackgroundTask(name: identifier) }
    /// Events of the background URL sessions whose identifiers `matching` accepts.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask(name: "")
    }
    /// Events of every background URL session.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "") }
}

nonisolated extension Scene {
    /// Runs `action` when the system wakes the app for `task`: a preview never is.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>,
                                                         action: @escaping @Sendable (D) async -> R) -> some Scene {
        _ModifiedScene(content: self)
    }
}
