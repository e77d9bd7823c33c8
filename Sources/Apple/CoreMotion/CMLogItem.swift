// The samples Core Motion logs, each with the time it was taken: raw accelerometer, gyroscope
// and magnetometer data. None is ever measured on Linux (the hardware is absent); a sample made
// with `init()` is zero at time 0.
import Foundation

/// A sample with the time it was taken.
open class CMLogItem: NSObject, NSCopying, @unchecked Sendable {
    /// When the sample was taken, in seconds since the device booted.
    open var timestamp: TimeInterval { 0 }

    /// A sample at time 0.
    public override init() { super.init() }

    /// The sample itself: samples are not changed once taken.
    /// - Parameter zone: Ignored.
    /// - Returns: This sample.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The accelerometer's raw reading: gravity and the user's acceleration together.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    /// The acceleration along each axis, in g.
    open var acceleration: CMAcceleration { CMAcceleration() }
}

/// The gyroscope's raw reading.
open class CMGyroData: CMLogItem, @unchecked Sendable {
    /// The rotation rate about each axis, in radians per second.
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// The magnetometer's raw reading (with the device's own bias).
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    /// The magnetic field along each axis, in microteslas.
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// Called with each accelerometer sample, or an error.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// Called with each gyroscope sample, or an error.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// Called with each magnetometer sample, or an error.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
