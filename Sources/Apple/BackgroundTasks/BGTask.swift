// The tasks the system hands a launch handler: never on Linux (nothing wakes the app), but apps'
// handlers name them, set their expiration handler and complete them.
import Foundation

/// Background work the system runs the app for.
open class BGTask: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var expiration: (@Sendable () -> Void)?
    private var success: Bool?

    /// The task's identifier.
    public let identifier: String

    /// A task of `identifier`.
    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Called when the time the system gave runs out: the app stops its work.
    @preconcurrency
    open var expirationHandler: (@Sendable () -> Void)? {
        get { lock.withLock { expiration } }
        set { lock.withLock { expiration = newValue } }
    }

    /// Tells the system the work is done.
    /// - Parameter success: Whether it succeeded.
    open func setTaskCompleted(success: Bool) { lock.withLock { self.success = success } }

    /// Whether the app completed the task, and how (nil until it does).
    var completion: Bool? { lock.withLock { success } }

    /// Runs out the task's time: calls its expiration handler.
    func expire() { expirationHandler?() }
}

/// A task to refresh the app's content.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A task for long background work.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// A task going on with work the person started, with visible progress.
open class BGContinuedProcessingTask: BGTask, @unchecked Sendable {
    /// The progress shown.
    public let progress = Progress(totalUnitCount: 100)
    /// The title shown.
    open private(set) var title = ""
    /// The subtitle shown.
    open private(set) var subtitle = ""

    /// Changes the title and subtitle shown.
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    open func updateTitle(_ title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }
}
