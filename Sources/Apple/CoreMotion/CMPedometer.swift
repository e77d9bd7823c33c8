// The pedometer: steps, distance, floors, pace and cadence from the motion coprocessor. Linux is
// the Simulator, which has none: every `is…Available` is false, and each query or start calls its
// handler once, after the call returned, on Core Motion's own serial queue, with no data and
// `CMErrorMotionActivityNotAvailable` (CMErrorDomain 104), as Apple does on such a device.
import Foundation

/// What a pedometer counted over a span of time.
///
/// Linux: never delivered. `CMPedometerData()` is an empty count (no steps, the other measures
/// nil) over an instant at the reference date; subclasses may give their own values.
open class CMPedometerData: NSObject, NSCopying, @unchecked Sendable {
    /// A count of nothing.
    public override init() { super.init() }
    /// When the span starts.
    open var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    /// When the span ends.
    open var endDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    /// The steps taken.
    open var numberOfSteps: NSNumber { NSNumber(value: 0) }
    /// The distance walked or run, in metres, when known.
    open var distance: NSNumber? { nil }
    /// The floors climbed, when known.
    open var floorsAscended: NSNumber? { nil }
    /// The floors descended, when known.
    open var floorsDescended: NSNumber? { nil }
    /// The current pace, in seconds per metre, when known.
    open var currentPace: NSNumber? { nil }
    /// The current cadence, in steps per second, when known.
    open var currentCadence: NSNumber? { nil }
    /// The average pace while moving, in seconds per metre, when known.
    open var averageActivePace: NSNumber? { nil }
    /// The data itself: it is not changed once counted.
    /// - Parameter zone: Ignored.
    /// - Returns: This data.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Whether the person paused or resumed walking or running.
public enum CMPedometerEventType: Int, Sendable, Hashable {
    /// They stopped.
    case pause = 0
    /// They started again.
    case resume = 1
}

/// A pause or resumption of walking or running.
///
/// Linux: never delivered. `CMPedometerEvent()` is a pause at the reference date.
open class CMPedometerEvent: NSObject, NSCopying, @unchecked Sendable {
    /// A pause at the reference date.
    public override init() { super.init() }
    /// When it happened.
    open var date: Date { Date(timeIntervalSinceReferenceDate: 0) }
    /// What happened.
    open var type: CMPedometerEventType { .pause }
    /// The event itself: it is not changed once it happened.
    /// - Parameter zone: Ignored.
    /// - Returns: This event.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Called with pedometer data, or an error.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
/// Called with a pedometer event, or an error.
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// Counts steps and measures distance, floors, pace and cadence.
///
/// Linux: nothing is counted (see the file's notes): handlers hear
/// `CMErrorMotionActivityNotAvailable` once, on Core Motion's own serial queue (not the main
/// queue: move to it before touching the UI, as on a device).
open class CMPedometer: NSObject, @unchecked Sendable {
    /// The serial queue pedometer handlers run on.
    static let handlerQueue = DispatchQueue(label: "CoreMotion.CMPedometer")

    private let lock = NSLock()
    /// Bumped by each start and stop, so a stop stops the error of an earlier start.
    private var updates = 0
    private var events = 0

    /// A pedometer.
    public override init() { super.init() }

    /// Whether steps can be counted: false on Linux.
    /// - Returns: False.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance can be measured: false on Linux.
    /// - Returns: False.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floors can be counted: false on Linux.
    /// - Returns: False.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether pace can be measured: false on Linux.
    /// - Returns: False.
    open class func isPaceAvailable() -> Bool { false }
    /// Whether cadence can be measured: false on Linux.
    /// - Returns: False.
    open class func isCadenceAvailable() -> Bool { false }
    /// Whether pauses and resumptions can be told: false on Linux.
    /// - Returns: False.
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// Whether the app may read pedometer data: not determined (the person is never asked).
    /// - Returns: `.notDetermined`.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Asks for what was counted between two dates.
    /// - Parameters:
    ///   - start: The span's start.
    ///   - end: The span's end.
    ///   - handler: Called once on Core Motion's queue with nil and
    ///     `CMErrorMotionActivityNotAvailable`.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        let error = CMErrorMotionActivityNotAvailable.error
        deliver(on: Self.handlerQueue) { handler(nil, error) }
    }

    /// Starts counting from a date, calling a handler as the counts change.
    /// - Parameters:
    ///   - start: Count from this date.
    ///   - handler: Called once on Core Motion's queue with nil and
    ///     `CMErrorMotionActivityNotAvailable` (unless updates are stopped first).
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        let generation = lock.withLock { updates += 1; return updates }
        let error = CMErrorMotionActivityNotAvailable.error
        deliver(on: Self.handlerQueue) { [self] in
            guard lock.withLock({ updates == generation }) else { return }
            handler(nil, error)
        }
    }

    /// Stops the updates `startUpdates(from:withHandler:)` started.
    open func stopUpdates() { lock.withLock { updates += 1 } }

    /// Starts telling pauses and resumptions.
    /// - Parameter handler: Called once on Core Motion's queue with nil and
    ///   `CMErrorMotionActivityNotAvailable` (unless the updates are stopped first).
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        let generation = lock.withLock { events += 1; return events }
        let error = CMErrorMotionActivityNotAvailable.error
        deliver(on: Self.handlerQueue) { [self] in
            guard lock.withLock({ events == generation }) else { return }
            handler(nil, error)
        }
    }

    /// Stops the updates `startEventUpdates(handler:)` started.
    open func stopEventUpdates() { lock.withLock { events += 1 } }
}
