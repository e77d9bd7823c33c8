// Foundation's `NSUserActivity`, absent on Linux, which SwiftUI's Handoff modifiers name: no
// activity is advertised or continued in a preview, so it only keeps what it is given.
import Foundation

#if !canImport(Darwin)
/// Something the user is doing that the system can hand off to another device, index for search
/// or suggest again (Foundation's `NSUserActivity`, absent on Linux): no activity is advertised
/// or continued in a preview, so it only keeps what it is given.
open class NSUserActivity: @unchecked Sendable {
    /// The kind of activity (a reverse-DNS name the app declares).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// What the activity needs to be continued.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Keywords for search.
    open var keywords: Set<String> = []
    /// A web page to continue in a browser.
    open var webpageURL: URL?
    /// An identifier of the content, for choosing a scene to continue it in.
    open var targetContentIdentifier: String?
    /// An identifier for deleting the activity from suggestions later.
    open var persistentIdentifier: String?
    /// Whether the activity can be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search on the device.
    open var isEligibleForSearch = false
    /// Whether the activity can be indexed for everyone's searches.
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity again.
    open var isEligibleForPrediction = false
    /// The phrase the app suggests the person record to continue it with Siri (Intents' addition
    /// on Apple's platforms, declared here: an extension cannot keep it).
    open var suggestedInvocationPhrase: String?
    /// Whether the activity's state should be saved again before it is handed off.
    open var needsSave = false
    /// Whether the activity is the current one (never in a preview).
    open private(set) var isCurrent = false
    /// What Apple's other frameworks add to an activity, by name (CoreSpotlight's
    /// `contentAttributeSet`): their extensions cannot keep stored properties.
    package var frameworkValues: [String: Any] = [:]

    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }
    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
    /// Makes the activity the current one (nothing is advertised in a preview).
    open func becomeCurrent() {}
    /// Stops the activity being the current one.
    open func resignCurrent() {}
    /// Ends the activity for good.
    open func invalidate() {}
}
#endif
