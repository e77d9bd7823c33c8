// The altimeter: changes in altitude from the barometer, and absolute altitude. Linux is the
// Simulator, which has no barometer: neither kind is available, and starting updates does
// nothing (Apple: "if altitude data isn't available on the current device, this method does
// nothing"); no handler is ever called.
import Foundation

/// A change in altitude and the air pressure.
///
/// Linux: never delivered. `CMAltitudeData()` is no change at standard sea-level pressure.
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    /// The change in altitude since the first sample, in metres.
    open var relativeAltitude: NSNumber { NSNumber(value: 0) }
    /// The air pressure, in kilopascals.
    open var pressure: NSNumber { NSNumber(value: 101.325) }
}

/// The altitude above sea level, and how accurate it is.
///
/// Linux: never delivered. `CMAbsoluteAltitudeData()` is sea level, of unknown accuracy (−1).
open class CMAbsoluteAltitudeData: CMLogItem, @unchecked Sendable {
    /// The altitude above sea level, in metres.
    open var altitude: Double { 0 }
    /// How far the altitude may be from the truth, in metres (−1: unknown).
    open var accuracy: Double { -1 }
    /// The smallest change the altimeter tells, in metres (−1: unknown).
    open var precision: Double { -1 }
}

/// Called with each relative altitude sample, or an error.
public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void
/// Called with each absolute altitude sample, or an error.
public typealias CMAbsoluteAltitudeHandler = (CMAbsoluteAltitudeData?, (any Error)?) -> Void

/// Delivers changes in altitude and the absolute altitude.
///
/// Linux: no barometer, so nothing is available and no handler is ever called.
open class CMAltimeter: NSObject, @unchecked Sendable {
    /// An altimeter.
    public override init() { super.init() }

    /// Whether relative altitude can be measured: false on Linux.
    /// - Returns: False.
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    /// Whether absolute altitude can be measured: false on Linux.
    /// - Returns: False.
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    /// Whether the app may read altitude data: not determined (the person is never asked).
    /// - Returns: `.notDetermined`.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Starts delivering changes in altitude (Linux: does nothing, as on a device without a
    /// barometer).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {}
    /// Stops the relative altitude updates.
    open func stopRelativeAltitudeUpdates() {}
    /// Starts delivering the absolute altitude (Linux: does nothing).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startAbsoluteAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAbsoluteAltitudeHandler) {}
    /// Stops the absolute altitude updates.
    open func stopAbsoluteAltitudeUpdates() {}
}
