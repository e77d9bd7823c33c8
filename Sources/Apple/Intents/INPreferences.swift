// Siri's authorisation for the app. Linux has no Siri: the status is `.notDetermined` until the
// app asks, and asking is declined (`.denied`); the answer lasts for the process.
import Foundation

/// Whether the app may work with Siri.
public enum INSiriAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// Siri is restricted (parental controls, a profile).
    case restricted = 1
    /// The person declined.
    case denied = 2
    /// The person allowed it.
    case authorized = 3
}

/// The app's Siri settings.
open class INPreferences: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = INSiriAuthorizationStatus.notDetermined

    /// The app's Siri authorisation: `.notDetermined` until it asks, `.denied` after.
    /// - Returns: The status.
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { lock.withLock { status } }

    /// Asks the person to let the app work with Siri: they decline.
    /// - Parameter handler: Called on a background queue with `.denied`.
    @preconcurrency
    open class func requestSiriAuthorization(_ handler: @escaping @Sendable (INSiriAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(decline()) }
    }

    /// Asks the person to let the app work with Siri: they decline.
    /// - Returns: `.denied`.
    open class func requestSiriAuthorization() async -> INSiriAuthorizationStatus { decline() }

    /// The language Siri speaks: US English in a preview.
    /// - Returns: "en-US".
    open class func siriLanguageCode() -> String { "en-US" }

    /// Records the person's answer: declined, unless one was already given.
    private static func decline() -> INSiriAuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = .denied }
            return status
        }
    }

    /// Forgets the answer (tests ask again from the start).
    static func reset() { lock.withLock { status = .notDetermined } }
}
