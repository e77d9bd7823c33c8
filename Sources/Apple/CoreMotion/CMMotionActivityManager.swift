// Motion activity: whether the person is still, walking, running, cycling or in a vehicle, from
// the motion coprocessor. Linux is the Simulator, which has none: activity is not available, a
// query calls its handler once on the given queue with no activities and
// `CMErrorMotionActivityNotAvailable` (CMErrorDomain 104), and live updates deliver nothing.
import Foundation

/// How sure Core Motion is of an activity.
public enum CMMotionActivityConfidence: Int, Sendable, Hashable {
    /// Not sure.
    case low = 0
    /// Fairly sure.
    case medium = 1
    /// Sure.
    case high = 2
}

/// What the person was doing from a moment on.
///
/// Linux: never delivered. `CMMotionActivity()` is an unknown activity of low confidence at the
/// reference date (every flag false); subclasses may give their own values.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    /// Whether the activity could not be told.
    open var unknown: Bool { false }
    /// Whether the device is still.
    open var stationary: Bool { false }
    /// Whether the person is walking.
    open var walking: Bool { false }
    /// Whether the person is running.
    open var running: Bool { false }
    /// Whether the device is in a vehicle.
    open var automotive: Bool { false }
    /// Whether the person is cycling.
    open var cycling: Bool { false }
    /// When the activity started.
    open var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    /// How sure Core Motion is.
    open var confidence: CMMotionActivityConfidence { .low }
}

/// Called with each change of activity.
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// Called with the activities of a span of time, or an error.
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// Tells what the person is doing and has done.
///
/// Linux: no motion coprocessor (see the file's notes).
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    private var updates: (queue: OperationQueue, handler: CMMotionActivityHandler)?

    /// A manager.
    public override init() { super.init() }

    /// Whether activity can be told: false on Linux.
    /// - Returns: False.
    open class func isActivityAvailable() -> Bool { false }
    /// Whether the app may read motion activity: not determined (the person is never asked).
    /// - Returns: `.notDetermined`.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Asks for the activities between two dates.
    /// - Parameters:
    ///   - start: The span's start.
    ///   - end: The span's end.
    ///   - queue: The queue the handler runs on.
    ///   - handler: Called once on `queue`, after this returns, with nil and
    ///     `CMErrorMotionActivityNotAvailable`.
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping CMMotionActivityQueryHandler) {
        let error = CMErrorMotionActivityNotAvailable.error
        deliver(on: queue) { handler(nil, error) }
    }

    /// Starts delivering changes of activity (Linux: none is delivered).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each change; never on Linux.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {
        updates = (queue, handler)
    }

    /// Stops the updates and lets go of the handler.
    open func stopActivityUpdates() { updates = nil }
}
