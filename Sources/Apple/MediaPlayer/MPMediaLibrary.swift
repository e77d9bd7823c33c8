// The device's music library and the app's access to it. Linux has no library: the status is
// `.notDetermined` until the app asks, and asking is declined (`.denied`), as a person who taps
// "Don't Allow" declines; the answer lasts for the process.
import Foundation

/// Whether the app may read the music library.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The person declined.
    case denied = 1
    /// Access is restricted (parental controls, a profile).
    case restricted = 2
    /// The person allowed access.
    case authorized = 3
}

/// The device's music library.
open class MPMediaLibrary: NSObject, @unchecked Sendable {
    private static let library = MPMediaLibrary()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = MPMediaLibraryAuthorizationStatus.notDetermined

    /// The device's library.
    /// - Returns: The library.
    open class func `default`() -> MPMediaLibrary { library }

    /// When the library last changed (Linux: never; the distant past).
    open var lastModifiedDate: Date { .distantPast }

    /// Starts posting `.MPMediaLibraryDidChange` (Linux: the library never changes).
    open func beginGeneratingLibraryChangeNotifications() {}
    /// Stops posting them.
    open func endGeneratingLibraryChangeNotifications() {}

    /// The app's access: `.notDetermined` until it asks, `.denied` after.
    /// - Returns: The status.
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { lock.withLock { status } }

    /// Asks the person for access: they decline.
    /// - Parameter handler: Called on a background queue with `.denied`.
    @preconcurrency
    open class func requestAuthorization(_ handler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(decline()) }
    }

    /// Asks the person for access: they decline.
    /// - Returns: `.denied`.
    open class func requestAuthorization() async -> MPMediaLibraryAuthorizationStatus { decline() }

    /// Records the person's answer: declined, unless one was already given.
    private static func decline() -> MPMediaLibraryAuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = .denied }
            return status
        }
    }

    /// Forgets the answer (tests ask again from the start).
    static func reset() { lock.withLock { status = .notDetermined } }
}

extension Notification.Name {
    /// Posted when the music library changes (Linux: never).
    public static let MPMediaLibraryDidChange = Notification.Name("MPMediaLibraryDidChangeNotification")
}
