// AppTrackingTransparency on Linux: the status is `.notDetermined` until the app asks; asking
// gives `.denied` (the person taps "Ask App Not to Track") on a background queue, as Apple's
// completion runs, and the status stays `.denied` for the rest of the process.
import Foundation

/// Asks the person whether the app may track them across apps and websites.
open class ATTrackingManager: NSObject, @unchecked Sendable {
    /// Whether the app may track.
    public enum AuthorizationStatus: UInt, Sendable, Hashable {
        /// The person has not been asked.
        case notDetermined = 0
        /// Tracking is restricted (by parental controls or a profile).
        case restricted = 1
        /// The person declined.
        case denied = 2
        /// The person allowed tracking.
        case authorized = 3
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = AuthorizationStatus.notDetermined

    /// The app's tracking status: `.notDetermined` until asked, `.denied` after.
    open class var trackingAuthorizationStatus: AuthorizationStatus { lock.withLock { status } }

    /// Asks the person: they decline.
    /// - Parameter completion: Called on a background queue with `.denied`.
    @preconcurrency
    open class func requestTrackingAuthorization(completionHandler completion: @escaping @Sendable (AuthorizationStatus) -> Void) {
        DispatchQueue.global().async { completion(decline()) }
    }

    /// Asks the person: they decline.
    /// - Returns: `.denied`.
    open class func requestTrackingAuthorization() async -> AuthorizationStatus { decline() }

    /// Records the person's answer: declined, unless it was already given.
    private static func decline() -> AuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = .denied }
            return status
        }
    }

    /// Forgets the answer (tests ask again from the start).
    static func reset() { lock.withLock { status = .notDetermined } }
}
