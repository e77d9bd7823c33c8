// Device motion: the attitude, rotation rate, gravity and user acceleration Core Motion computes
// from the sensors together. None is ever delivered on Linux; one made with `init()` is a device
// at rest in its reference frame's orientation.
import Foundation

/// The device's attitude, rotation rate, gravity and acceleration, computed from its sensors.
///
/// Linux: never delivered (no device-motion updates). `CMDeviceMotion()` is a device lying flat,
/// face up, at rest: the identity attitude, gravity (0, 0, −1) g, and no rotation, acceleration
/// or field. Subclasses may give their own values (the properties are `open`).
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// Where a device-motion sensor is: the device itself, or a headphone's bud.
    public enum SensorLocation: Int, Sendable, Hashable {
        /// The device.
        case `default` = 0
        /// The left headphone.
        case headphoneLeft = 1
        /// The right headphone.
        case headphoneRight = 2
    }

    private let rest = CMAttitude()

    /// The device's orientation relative to the reference frame.
    open var attitude: CMAttitude { rest }
    /// The rotation rate, without the gyroscope's bias, in radians per second.
    open var rotationRate: CMRotationRate { CMRotationRate() }
    /// Gravity in the device's frame, in g.
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    /// The acceleration the person gives the device (gravity removed), in g.
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    /// The magnetic field with the device's bias removed.
    open var magneticField: CMCalibratedMagneticField { CMCalibratedMagneticField() }
    /// The heading relative to the reference frame's x axis, in degrees (0...360); −1 when the
    /// frame has no north (as here).
    open var heading: Double { -1 }
    /// Where the sensor is.
    open var sensorLocation: SensorLocation { .default }
}

/// Called with each device-motion sample, or an error.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
