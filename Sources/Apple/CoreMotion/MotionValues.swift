// Core Motion's measurements as C structures: accelerations, rotation rates, magnetic fields,
// quaternions and rotation matrices. Plain values, as Apple's are (zero when made with `init()`).
import Foundation

/// An acceleration along the device's three axes, in g (9.81 m/s²).
public struct CMAcceleration: Sendable {
    /// Along the x axis (left to right across the screen).
    public var x: Double
    /// Along the y axis (bottom to top of the screen).
    public var y: Double
    /// Along the z axis (out of the screen).
    public var z: Double
    /// No acceleration.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// An acceleration.
    /// - Parameters:
    ///   - x: Along the x axis, in g.
    ///   - y: Along the y axis, in g.
    ///   - z: Along the z axis, in g.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rate of rotation about the device's three axes, in radians per second.
public struct CMRotationRate: Sendable {
    /// About the x axis.
    public var x: Double
    /// About the y axis.
    public var y: Double
    /// About the z axis.
    public var z: Double
    /// No rotation.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// A rotation rate.
    /// - Parameters:
    ///   - x: About the x axis, in rad/s.
    ///   - y: About the y axis, in rad/s.
    ///   - z: About the z axis, in rad/s.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field along the device's three axes, in microteslas.
public struct CMMagneticField: Sendable {
    /// Along the x axis.
    public var x: Double
    /// Along the y axis.
    public var y: Double
    /// Along the z axis.
    public var z: Double
    /// No field.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// A magnetic field.
    /// - Parameters:
    ///   - x: Along the x axis, in µT.
    ///   - y: Along the y axis, in µT.
    ///   - z: Along the z axis, in µT.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// How well a calibrated magnetic field is known.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable, Hashable {
    /// Not calibrated.
    case uncalibrated = -1
    /// Low accuracy.
    case low = 0
    /// Medium accuracy.
    case medium = 1
    /// High accuracy.
    case high = 2
}

/// A magnetic field with the device's own bias removed, and how accurate it is.
public struct CMCalibratedMagneticField: Sendable {
    /// The field, in microteslas.
    public var field: CMMagneticField
    /// How accurate it is.
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    /// No field, uncalibrated.
    public init() { self.init(field: CMMagneticField(), accuracy: .uncalibrated) }
    /// A calibrated field.
    /// - Parameters:
    ///   - field: The field.
    ///   - accuracy: How accurate it is.
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }
}

/// A rotation as a unit quaternion: `w` is the cosine of half the angle, `(x, y, z)` the axis
/// scaled by its sine.
public struct CMQuaternion: Sendable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double
    /// The scalar component.
    public var w: Double
    /// All components zero (`CMAttitude`'s identity is `w` = 1).
    public init() { self.init(x: 0, y: 0, z: 0, w: 0) }
    /// A quaternion.
    /// - Parameters:
    ///   - x: The x component.
    ///   - y: The y component.
    ///   - z: The z component.
    ///   - w: The scalar component.
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}

/// A 3 × 3 rotation matrix, row by row.
public struct CMRotationMatrix: Sendable {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// All entries zero.
    public init() { self.init(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0) }
    /// A matrix of its entries.
    /// - Parameters:
    ///   - m11: Row 1, column 1.
    ///   - m12: Row 1, column 2.
    ///   - m13: Row 1, column 3.
    ///   - m21: Row 2, column 1.
    ///   - m22: Row 2, column 2.
    ///   - m23: Row 2, column 3.
    ///   - m31: Row 3, column 1.
    ///   - m32: Row 3, column 2.
    ///   - m33: Row 3, column 3.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }
}
