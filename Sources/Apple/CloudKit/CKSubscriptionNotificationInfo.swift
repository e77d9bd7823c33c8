// What a subscription's push notifications show (`CKSubscription.NotificationInfo`): alert
// texts or their localisation keys, sound, badge, category, and the fields they carry.
import Foundation

extension CKSubscription {
    /// What a subscription's notifications show and carry.
    open class NotificationInfo: NSObject, NSCopying, @unchecked Sendable {
        /// The alert's text.
        open var alertBody: String?
        /// The localisation key of the alert's text.
        open var alertLocalizationKey: String?
        /// The fields whose values fill the alert's localised text.
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        /// The alert's title.
        open var title: String?
        /// The localisation key of the title.
        open var titleLocalizationKey: String?
        /// The fields whose values fill the localised title.
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        /// The alert's subtitle.
        open var subtitle: String?
        /// The localisation key of the subtitle.
        open var subtitleLocalizationKey: String?
        /// The fields whose values fill the localised subtitle.
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        /// The localisation key of the alert's action button.
        open var alertActionLocalizationKey: String?
        /// The launch image shown when the notification opens the app.
        open var alertLaunchImage: String?
        /// The sound played ("default" for the default sound).
        open var soundName: String?
        /// The fields the notification carries (`CKQueryNotification.recordFields`).
        open var desiredKeys: [CKRecord.FieldKey]?
        /// Whether the notification increments the app's badge.
        open var shouldBadge = false
        /// Whether the notification wakes the app in the background (a silent push).
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change the notification.
        open var shouldSendMutableContent = false
        /// The notification's category, for its actions.
        open var category: String?
        /// The field whose value groups notifications so that a newer one replaces an older.
        open var collapseIDKey: String?

        /// Notification info showing nothing.
        public override init() { super.init() }

        /// A copy of the info.
        /// - Parameter zone: Unused.
        /// - Returns: The copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = NotificationInfo()
            copy.alertBody = alertBody
            copy.alertLocalizationKey = alertLocalizationKey
            copy.alertLocalizationArgs = alertLocalizationArgs
            copy.title = title
            copy.titleLocalizationKey = titleLocalizationKey
            copy.titleLocalizationArgs = titleLocalizationArgs
            copy.subtitle = subtitle
            copy.subtitleLocalizationKey = subtitleLocalizationKey
            copy.subtitleLocalizationArgs = subtitleLocalizationArgs
            copy.alertActionLocalizationKey = alertActionLocalizationKey
            copy.alertLaunchImage = alertLaunchImage
            copy.soundName = soundName
            copy.desiredKeys = desiredKeys
            copy.shouldBadge = shouldBadge
            copy.shouldSendContentAvailable = shouldSendContentAvailable
            copy.shouldSendMutableContent = shouldSendMutableContent
            copy.category = category
            copy.collapseIDKey = collapseIDKey
            return copy
        }
    }
}
