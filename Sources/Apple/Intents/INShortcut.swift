// A shortcut: an intent, or a user activity, that the person can run from Siri or Shortcuts.
import Foundation

/// Something the person can run again: an intent or a user activity.
public enum INShortcut {
    /// An intent.
    case intent(INIntent)
    /// A user activity.
    case userActivity(NSUserActivity)

    /// A shortcut of an intent (Apple's is nil for an intent Shortcuts cannot run; every intent
    /// can be here).
    /// - Parameter intent: The intent.
    public init?(intent: INIntent) { self = .intent(intent) }

    /// A shortcut of a user activity.
    /// - Parameter userActivity: The activity.
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    /// The intent, when it is one.
    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The user activity, when it is one.
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}
