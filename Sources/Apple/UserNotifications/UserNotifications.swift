// `import UserNotifications` on Linux: local notifications as apps schedule them (content,
// triggers, requests, the notification centre and its authorisation). Nothing is ever shown on
// Linux: the person never grants authorisation, and requests are kept in the centre's list of
// pending ones, where the app can read and remove them.
import Foundation

/// What the app asks to be allowed to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The app icon's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Quiet notifications without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The person said no.
    case denied = 1
    /// The person said yes.
    case authorized = 2
    /// Quietly, without asking.
    case provisional = 3
    /// For a while (App Clips).
    case ephemeral = 4
}

/// The app's notification settings.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may post notifications: `.notDetermined` on Linux.
    public let authorizationStatus: UNAuthorizationStatus = .notDetermined
}

/// A notification's sound.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The system's sound.
    public static let `default` = UNNotificationSound()
    /// A sound file of the app.
    /// - Parameter name: The file's name.
    public convenience init(named name: String) { self.init() }
}

/// What a notification shows.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body.
    open internal(set) var body = ""
    /// The badge number.
    open internal(set) var badge: NSNumber?
    /// The sound.
    open internal(set) var sound: UNNotificationSound?
    /// The app's own values.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category of actions.
    open internal(set) var categoryIdentifier = ""
    /// The thread it is grouped in.
    open internal(set) var threadIdentifier = ""
}

/// Content the app fills in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    open override var title: String { get { super.title } set { super.title = newValue } }
    /// The subtitle.
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The body.
    open override var body: String { get { super.body } set { super.body = newValue } }
    /// The badge number.
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound.
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// The app's own values.
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    /// The category of actions.
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    /// The thread it is grouped in.
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// After a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval in seconds.
    public let timeInterval: TimeInterval
    /// A trigger after an interval.
    /// - Parameters:
    ///   - timeInterval: Seconds (at least 60 when it repeats).
    ///   - repeats: Whether it repeats.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// At dates matching components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components dates must match.
    public let dateComponents: DateComponents
    /// A trigger at dates matching components.
    /// - Parameters:
    ///   - dateComponents: The components.
    ///   - repeats: Whether it repeats.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A request to deliver a notification: its identifier, content and trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The identifier (a later request of the same one replaces it).
    public let identifier: String
    /// What it shows.
    public let content: UNNotificationContent
    /// When it is delivered (nil: at once).
    public let trigger: UNNotificationTrigger?
    /// A request of an identifier, content and trigger.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - content: What it shows.
    ///   - trigger: When it is delivered.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    /// The request it was delivered for.
    public let request: UNNotificationRequest
    /// When it was delivered.
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// How a notification is shown while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// The sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// A banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
    /// In the notification list.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
}

/// The person's answer to a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// The action chosen.
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// Told when notifications arrive while the app is in front, and of the person's answers.
/// Both methods have defaults.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrived while the app is in front.
    /// - Parameters:
    ///   - center: The centre.
    ///   - notification: The notification.
    ///   - completionHandler: Called with how to show it.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The person answered a notification.
    /// - Parameters:
    ///   - center: The centre.
    ///   - response: The answer.
    ///   - completionHandler: Called when handled.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing.
    /// - Parameters:
    ///   - center: The centre.
    ///   - notification: The notification.
    ///   - completionHandler: Called with no options.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    /// Does nothing.
    /// - Parameters:
    ///   - center: The centre.
    ///   - response: The answer.
    ///   - completionHandler: Called at once.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// The app's notification centre: authorisation, requests, delivered notifications.
///
/// Linux: nothing is shown. Authorisation is never granted (`false`, no error) and stays
/// `.notDetermined`; requests are kept as pending, and none is ever delivered.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []

    /// Told of notifications while the app is in front.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// The app's centre.
    /// - Returns: The centre.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks the person to allow notifications (Linux: not granted, no error).
    /// - Parameters:
    ///   - options: What to ask for.
    ///   - completionHandler: Called with whether it was granted.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// Asks the person to allow notifications (Linux: not granted).
    /// - Parameter options: What to ask for.
    /// - Returns: Whether it was granted.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// Gives the app's settings.
    /// - Parameter completionHandler: Called with them.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The app's settings.
    /// - Returns: The settings.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// Schedules a request (a pending one of the same identifier is replaced).
    /// - Parameters:
    ///   - request: The request.
    ///   - completionHandler: Called with an error, or nil.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        keep(request)
        completionHandler?(nil)
    }

    /// Schedules a request.
    /// - Parameter request: The request.
    open func add(_ request: UNNotificationRequest) async throws { keep(request) }

    private func keep(_ request: UNNotificationRequest) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
    }

    /// The requests not delivered yet.
    /// - Returns: The requests.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    /// Gives the requests not delivered yet.
    /// - Parameter completionHandler: Called with them.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }

    /// Removes pending requests.
    /// - Parameter identifiers: Their identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

    /// Removes delivered notifications (none on Linux).
    /// - Parameter identifiers: Their identifiers.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification (none on Linux).
    open func removeAllDeliveredNotifications() {}

    /// The notifications delivered: none on Linux.
    /// - Returns: None.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Sets the app's icon badge (no effect on Linux).
    /// - Parameter newBadgeCount: The number.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
