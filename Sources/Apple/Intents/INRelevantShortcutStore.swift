// Where the app puts its relevant shortcuts. Linux: they are kept by the process and the store
// answers success, on a background queue as Apple's does.
import Foundation

/// The app's relevant shortcuts.
open class INRelevantShortcutStore: NSObject, @unchecked Sendable {
    private static let store = INRelevantShortcutStore()
    private let lock = NSLock()
    private var shortcuts: [INRelevantShortcut] = []

    /// The app's store.
    open class var `default`: INRelevantShortcutStore { store }

    /// Replaces the app's relevant shortcuts.
    /// - Parameters:
    ///   - shortcuts: The shortcuts.
    ///   - completionHandler: Called on a background queue with nil (success).
    @preconcurrency
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { self.shortcuts = shortcuts }
        guard let completionHandler else { return }
        DispatchQueue.global().async { completionHandler(nil) }
    }

    /// Replaces the app's relevant shortcuts.
    /// - Parameter shortcuts: The shortcuts.
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut]) async throws {
        lock.withLock { self.shortcuts = shortcuts }
    }

    /// The shortcuts set last.
    var relevantShortcuts: [INRelevantShortcut] { lock.withLock { shortcuts } }
}
