// The requests an app submits to be woken in the background: app refresh, processing and
// (iOS 26) continued processing, with their conditions kept as values.
import Foundation

/// A request to run a background task.
open class BGTaskRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The task's identifier (one of the app's `BGTaskSchedulerPermittedIdentifiers`).
    public let identifier: String
    /// The earliest the task may run (nil: any time).
    open var earliestBeginDate: Date?

    /// A request for a task.
    /// - Parameter identifier: The task's identifier.
    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// A copy of the request.
    /// - Parameter zone: Unused.
    /// - Returns: A request of the same kind with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }
}

/// A request to refresh the app's content briefly in the background.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A refresh request.
    /// - Parameter identifier: The task's identifier.
    public override init(identifier: String) { super.init(identifier: identifier) }

    /// A copy of the request.
    /// - Parameter zone: Unused.
    /// - Returns: A refresh request with the same values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGAppRefreshTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }
}

/// A request for long background work (maintenance, training a model).
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether the task needs a network connection.
    open var requiresNetworkConnectivity = false
    /// Whether the task needs the device on power.
    open var requiresExternalPower = false

    /// A processing request.
    /// - Parameter identifier: The task's identifier.
    public override init(identifier: String) { super.init(identifier: identifier) }

    /// A copy of the request.
    /// - Parameter zone: Unused.
    /// - Returns: A processing request with the same values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGProcessingTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        copy.requiresNetworkConnectivity = requiresNetworkConnectivity
        copy.requiresExternalPower = requiresExternalPower
        return copy
    }
}

/// A request to go on with work the person started, in the background, with visible progress.
open class BGContinuedProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// What to do when the work cannot start at once.
    public enum SubmissionStrategy: Int, Sendable, Hashable {
        /// Fail the submission.
        case fail = 0
        /// Queue the work.
        case queue = 1
    }

    /// Resources the work needs.
    public struct Resources: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: Int
        /// Options from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No particular resource.
        public static let `default` = Resources([])
        /// The GPU.
        public static let gpu = Resources(rawValue: 1 << 0)
    }

    /// The title shown with the work's progress.
    open var title: String
    /// The subtitle shown with it.
    open var subtitle: String
    /// What to do when the work cannot start at once.
    open var strategy: SubmissionStrategy = .queue
    /// Resources the work needs.
    open var requiredResources: Resources = .default

    /// A continued-processing request.
    /// - Parameters:
    ///   - identifier: The task's identifier.
    ///   - title: The progress's title.
    ///   - subtitle: Its subtitle.
    public init(identifier: String, title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        super.init(identifier: identifier)
    }

    /// A copy of the request.
    /// - Parameter zone: Unused.
    /// - Returns: A continued-processing request with the same values.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGContinuedProcessingTaskRequest(identifier: identifier, title: title, subtitle: subtitle)
        copy.earliestBeginDate = earliestBeginDate
        copy.strategy = strategy
        copy.requiredResources = requiredResources
        return copy
    }
}
