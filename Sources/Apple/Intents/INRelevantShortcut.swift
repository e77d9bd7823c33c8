// A shortcut the app says is relevant at a time (for the Siri watch face and Smart Stack), with
// how to show it. Kept as set.
import Foundation

/// Whether a relevant shortcut does something or shows something.
public enum INRelevantShortcutRole: Int, Sendable {
    /// It does something.
    case action = 0
    /// It shows information.
    case information = 1
}

/// When a shortcut is relevant.
open class INRelevanceProvider: NSObject, @unchecked Sendable {}

/// Relevance between two dates.
open class INDateRelevanceProvider: INRelevanceProvider, @unchecked Sendable {
    /// When it starts being relevant.
    public let startDate: Date
    /// When it stops (nil: it does not).
    public let endDate: Date?

    /// Relevance from `startDate` until `endDate`.
    /// - Parameters:
    ///   - startDate: The start.
    ///   - endDate: The end, or nil.
    public init(start startDate: Date, end endDate: Date?) {
        self.startDate = startDate
        self.endDate = endDate
        super.init()
    }
}

/// How a relevant shortcut shows: a title, a subtitle and an image.
open class INDefaultCardTemplate: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String
    /// The subtitle.
    open var subtitle: String?
    /// The image.
    open var image: INImage?

    /// A card of a title.
    /// - Parameter title: The title.
    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// A shortcut and when it is relevant.
open class INRelevantShortcut: NSObject, @unchecked Sendable {
    /// The shortcut.
    public let shortcut: INShortcut
    /// Whether it does or shows something.
    open var shortcutRole = INRelevantShortcutRole.action
    /// When it is relevant (none: always).
    open var relevanceProviders: [INRelevanceProvider] = []
    /// How it shows on the watch.
    open var watchTemplate: INDefaultCardTemplate?
    /// The widget it is for, by kind.
    open var widgetKind: String?

    /// A relevant shortcut.
    /// - Parameter shortcut: The shortcut.
    public init(shortcut: INShortcut) {
        self.shortcut = shortcut
        super.init()
    }
}
