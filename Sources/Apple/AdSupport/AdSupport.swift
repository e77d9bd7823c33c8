// AdSupport on Linux: the advertising identifier as iOS gives it to an app the person has not
// allowed to track (AppTrackingTransparency never authorizes on Linux): all zeros, with ad
// tracking off.
import Foundation

/// The device's advertising identifier.
open class ASIdentifierManager: NSObject, @unchecked Sendable {
    private static let sharedManager = ASIdentifierManager()

    /// The identifier manager.
    /// - Returns: The one manager.
    open class func shared() -> ASIdentifierManager { sharedManager }

    /// The advertising identifier: `00000000-0000-0000-0000-000000000000`, as without tracking authorization.
    open var advertisingIdentifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// Whether the person allows ad tracking: false.
    open var isAdvertisingTrackingEnabled: Bool { false }
}
