// CoreSpotlight's addition to `NSUserActivity`: the attributes Spotlight shows for an activity
// the app indexes (`isEligibleForSearch`). Kept on the activity (FoundationAdditions' stand-in);
// nothing is indexed in a preview.
import Foundation
import FoundationAdditions

#if !canImport(Darwin)
extension NSUserActivity {
    /// The attributes Spotlight shows for the activity.
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get { frameworkValues["contentAttributeSet"] as? CSSearchableItemAttributeSet }
        set { frameworkValues["contentAttributeSet"] = newValue }
    }
}
#endif
