// `import ActivityKit` on Linux: Live Activities' attributes, content and the `Activity` type
// apps start, update and end them with. There is no Lock Screen or Dynamic Island on Linux: no
// activity is ever running, starting one throws `ActivityAuthorizationError.denied`, and
// `ActivityAuthorizationInfo` says activities are off. The views a Live Activity shows are
// WidgetKit's `ActivityConfiguration`.
import Foundation

/// What a Live Activity shows that does not change (an order's number), with the type of what
/// does (`ContentState`: a timer, a status).
public protocol ActivityAttributes: Decodable, Encodable {
    /// What changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// Whether an activity is running.
public enum ActivityState: Hashable, Sendable, Codable {
    /// Running and shown.
    case active
    /// Ended, still shown on the Lock Screen.
    case ended
    /// Ended and removed.
    case dismissed
    /// Running, but its content is out of date.
    case stale
}

/// An activity's changing content, with when it goes stale and how relevant it is.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The content.
    public var state: State
    /// When the content is out of date, if ever.
    public var staleDate: Date?
    /// How relevant the activity is beside the app's others (higher first).
    public var relevanceScore: Double

    /// Content with a stale date and relevance.
    /// - Parameters:
    ///   - state: The content.
    ///   - staleDate: When it is out of date.
    ///   - relevanceScore: Its relevance (0 by default).
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// When an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let date: Date?
    let immediately: Bool
    /// After up to four hours, as the system decides.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
    /// At a date (within four hours).
    /// - Parameter date: When to remove it.
    /// - Returns: The policy.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, immediately: false) }
}

/// How an activity is updated from a server.
public struct PushType: Hashable, Sendable {
    let name: String
    /// Through push notifications to the activity's token.
    public static let token = PushType(name: "token")
}

/// Why an activity could not start.
public enum ActivityAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    /// The attributes are too large.
    case attributesTooLarge
    /// The person turned Live Activities off for the app.
    case denied
    /// The system turned Live Activities off.
    case globalMaximumExceeded
    /// The app has too many running activities.
    case targetMaximumExceeded
    /// The app is in the background.
    case visibility
    /// The app's Info.plist does not declare Live Activities.
    case unsupportedTarget
    /// Something else went wrong.
    case unsupported
    /// The app has no entitlement for it.
    case missingProcessIdentifier
    /// The person has not agreed yet.
    case persistenceFailure
    /// A reentrant call.
    case reconnectNotPermitted

    /// What went wrong, in words.
    public var errorDescription: String? {
        switch self {
        case .denied: return "Live Activities are not available on Linux."
        default: return "The activity could not be started."
        }
    }
}

/// Whether the app may start Live Activities.
///
/// Linux: they are never enabled.
public struct ActivityAuthorizationInfo: Sendable {
    /// Asks the system.
    public init() {}
    /// Whether the person allows the app's Live Activities: false on Linux.
    public var areActivitiesEnabled: Bool { false }
    /// Whether frequent updates are allowed: false on Linux.
    public var frequentPushesEnabled: Bool { false }
    /// Changes of `areActivitiesEnabled`: none on Linux (the sequence ends at once).
    public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// A Live Activity: started with `request`, updated with `update`, ended with `end`.
///
/// Linux: none runs; `request` throws `ActivityAuthorizationError.denied` and `activities` is empty.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// What does not change.
    public let attributes: Attributes
    /// What changes, with its stale date.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Whether it is running.
    public private(set) var activityState: ActivityState = .active

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    /// What changes (iOS 16.1's name for `content.state`).
    public var contentState: Attributes.ContentState { content.state }

    /// The token a server pushes updates to: nil on Linux.
    public var pushToken: Data? { nil }

    /// The app's running activities of these attributes: none on Linux.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts an activity.
    /// - Parameters:
    ///   - attributes: What does not change.
    ///   - content: What changes.
    ///   - pushType: How a server updates it, or nil.
    /// - Returns: The activity.
    /// - Throws: `ActivityAuthorizationError.denied` on Linux.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }

    /// Starts an activity (iOS 16.1's form).
    /// - Parameters:
    ///   - attributes: What does not change.
    ///   - contentState: What changes.
    ///   - pushType: How a server updates it, or nil.
    /// - Returns: The activity.
    /// - Throws: `ActivityAuthorizationError.denied` on Linux.
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }

    /// Changes what it shows.
    /// - Parameter content: The new content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }

    /// Changes what it shows, with an alert (Linux: no alert).
    /// - Parameters:
    ///   - content: The new content.
    ///   - alertConfiguration: The alert.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }

    /// Changes what it shows (iOS 16.1's form).
    /// - Parameter contentState: The new content.
    public func update(using contentState: Attributes.ContentState) async {
        content = ActivityContent(state: contentState, staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }

    /// Ends it, with its last content and when to remove it.
    /// - Parameters:
    ///   - content: The last content, or nil to keep the current.
    ///   - dismissalPolicy: When it leaves the Lock Screen.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = dismissalPolicy == .immediate ? .dismissed : .ended
    }

    /// Ends it (iOS 16.1's form).
    /// - Parameters:
    ///   - contentState: The last content, or nil.
    ///   - dismissalPolicy: When it leaves the Lock Screen.
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    /// Changes of its state: none on Linux (the sequence ends at once).
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    /// Changes of its content: none on Linux.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    /// Changes of its push token: none on Linux.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    /// Activities started from elsewhere (a push): none on Linux.
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
}

/// An alert shown with an activity's update.
public struct AlertConfiguration: Hashable, Sendable {
    /// A sound an alert plays.
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        /// The system's sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file of the app.
        /// - Parameter name: The file's name.
        /// - Returns: The sound.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
    /// The title.
    public var title: String
    /// The body.
    public var body: String
    /// The sound.
    public var sound: AlertSound

    /// An alert of a title, body and sound.
    /// - Parameters:
    ///   - title: The title.
    ///   - body: The body.
    ///   - sound: The sound.
    public init(title: String, body: String, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
