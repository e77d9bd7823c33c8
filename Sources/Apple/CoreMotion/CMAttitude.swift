// The device's attitude: its orientation relative to a reference frame, as a quaternion with the
// Euler angles and rotation matrix computed from it (Core Motion's conventions: yaw about z, then
// pitch about x, then roll about y). No attitude is ever measured on Linux; one made with
// `init()`, or a subclass's, computes for real.
import Foundation

/// Which reference frame device-motion attitudes are measured from.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable, Hashable {
    /// The frame's bit.
    public let rawValue: UInt
    /// A set of frames.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// z vertical, x in an arbitrary horizontal direction.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// As `xArbitraryZVertical`, with the yaw corrected by the magnetometer.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// z vertical, x towards magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// z vertical, x towards true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// The device's orientation relative to a reference frame at a moment.
///
/// Linux: never measured (no device-motion updates are delivered). `CMAttitude()` is the
/// identity (the device lying in the reference frame's orientation); a subclass that gives its
/// own `quaternion` has its Euler angles and rotation matrix computed from it.
open class CMAttitude: NSObject, NSCopying, @unchecked Sendable {
    private var stored = CMQuaternion(x: 0, y: 0, z: 0, w: 1)

    /// The identity attitude.
    public override init() { super.init() }

    /// The attitude as a unit quaternion.
    open var quaternion: CMQuaternion { stored }

    /// The quaternion scaled to unit length (the identity if it is zero).
    private var unit: CMQuaternion {
        let q = quaternion
        let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        guard norm > 0 else { return CMQuaternion(x: 0, y: 0, z: 0, w: 1) }
        return CMQuaternion(x: q.x / norm, y: q.y / norm, z: q.z / norm, w: q.w / norm)
    }

    /// The rotation about the device's y axis, in radians (−π...π).
    open var roll: Double {
        let q = unit
        return atan2(2 * (q.w * q.y - q.x * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
    }

    /// The rotation about the device's x axis, in radians (−π/2...π/2).
    open var pitch: Double {
        let q = unit
        return asin(min(1, max(-1, 2 * (q.y * q.z + q.w * q.x))))
    }

    /// The rotation about the vertical (z) axis, in radians (−π...π).
    open var yaw: Double {
        let q = unit
        return atan2(2 * (q.w * q.z - q.x * q.y), 1 - 2 * (q.x * q.x + q.z * q.z))
    }

    /// The attitude as a rotation matrix: it takes a vector in the reference frame to the
    /// device's frame (the transpose of the rotation the quaternion describes).
    open var rotationMatrix: CMRotationMatrix {
        let q = unit
        let (xx, yy, zz) = (q.x * q.x, q.y * q.y, q.z * q.z)
        let (xy, xz, yz) = (q.x * q.y, q.x * q.z, q.y * q.z)
        let (wx, wy, wz) = (q.w * q.x, q.w * q.y, q.w * q.z)
        return CMRotationMatrix(
            m11: 1 - 2 * (yy + zz), m12: 2 * (xy + wz), m13: 2 * (xz - wy),
            m21: 2 * (xy - wz), m22: 1 - 2 * (xx + zz), m23: 2 * (yz + wx),
            m31: 2 * (xz + wy), m32: 2 * (yz - wx), m33: 1 - 2 * (xx + yy))
    }

    /// Makes this attitude relative to another: afterwards it is the rotation from `attitude` to
    /// what this one was (the change since a reference attitude an app saved). The product is
    /// kept as the attitude's own quaternion: a subclass that overrides `quaternion` multiplies a
    /// `copy()` of itself.
    /// - Parameter attitude: The attitude to measure from.
    open func multiply(byInverseOf attitude: CMAttitude) {
        let a = attitude.unit
        let b = unit
        // conjugate(a) × b
        let (ax, ay, az, aw) = (-a.x, -a.y, -a.z, a.w)
        stored = CMQuaternion(
            x: aw * b.x + ax * b.w + ay * b.z - az * b.y,
            y: aw * b.y - ax * b.z + ay * b.w + az * b.x,
            z: aw * b.z + ax * b.y - ay * b.x + az * b.w,
            w: aw * b.w - ax * b.x - ay * b.y - az * b.z)
    }

    /// A copy of the attitude.
    /// - Parameter zone: Ignored.
    /// - Returns: A `CMAttitude` of the same quaternion.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CMAttitude()
        copy.stored = quaternion
        return copy
    }
}
