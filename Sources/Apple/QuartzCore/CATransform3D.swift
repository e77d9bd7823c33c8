// Core Animation's 4 × 4 transform and its functions, with Core Animation's arithmetic: a point is
// a row vector (x, y, z, 1) multiplied on the left, so `m41`…`m43` translate, `m34` gives
// perspective (−1 / distance), and `CATransform3DConcat(a, b)` applies `a` first. Linux: real
// values, computed in double precision.
import CoreGraphics
import Foundation

/// A 4 × 4 matrix that maps a point (x, y, z) to
/// ((x·m11 + y·m21 + z·m31 + m41) / w, (x·m12 + y·m22 + z·m32 + m42) / w, (x·m13 + y·m23 + z·m33 + m43) / w)
/// with w = x·m14 + y·m24 + z·m34 + m44, as Core Animation defines it.
///
/// `CATransform3D()` is the zero matrix, as the C structure's empty initializer gives it; start
/// from `CATransform3DIdentity` to build a transform.
public struct CATransform3D: Sendable {
    /// Row 1, column 1 (x scale).
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (perspective along x).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2 (y scale).
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (perspective along y).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3 (z scale).
    public var m33: CGFloat
    /// Row 3, column 4 (perspective along z: −1 / the eye's distance).
    public var m34: CGFloat
    /// Row 4, column 1 (x translation).
    public var m41: CGFloat
    /// Row 4, column 2 (y translation).
    public var m42: CGFloat
    /// Row 4, column 3 (z translation).
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// The zero matrix (every entry 0), as C's empty initializer gives it.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A matrix from its sixteen entries, row by row.
    /// - Parameters:
    ///   - m11: Row 1, column 1.
    ///   - m12: Row 1, column 2.
    ///   - m13: Row 1, column 3.
    ///   - m14: Row 1, column 4.
    ///   - m21: Row 2, column 1.
    ///   - m22: Row 2, column 2.
    ///   - m23: Row 2, column 3.
    ///   - m24: Row 2, column 4.
    ///   - m31: Row 3, column 1.
    ///   - m32: Row 3, column 2.
    ///   - m33: Row 3, column 3.
    ///   - m34: Row 3, column 4.
    ///   - m41: Row 4, column 1.
    ///   - m42: Row 4, column 2.
    ///   - m43: Row 4, column 3.
    ///   - m44: Row 4, column 4.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A matrix of sixteen entries, row by row.
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The point (x, y, z) mapped by the matrix, after the perspective divide (w = 0 leaves the
    /// point undivided).
    func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let w = x * m14 + y * m24 + z * m34 + m44
        let d = w == 0 ? 1 : w
        return ((x * m11 + y * m21 + z * m31 + m41) / d, (x * m12 + y * m22 + z * m32 + m42) / d,
                (x * m13 + y * m23 + z * m33 + m43) / d)
    }

    /// The point of the z = 0 plane that the matrix maps onto (x, y) of its own plane (the inverse
    /// of `apply` for points of that plane), or nil when no such point exists.
    func unapplyInPlane(x: CGFloat, y: CGFloat) -> CGPoint? {
        // [px py 1] · H = [x·W y·W W], H's rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
        let h = [[m11, m12, m14], [m21, m22, m24], [m41, m42, m44]]
        let det = h[0][0] * (h[1][1] * h[2][2] - h[1][2] * h[2][1])
            - h[0][1] * (h[1][0] * h[2][2] - h[1][2] * h[2][0])
            + h[0][2] * (h[1][0] * h[2][1] - h[1][1] * h[2][0])
        guard det != 0, det.isFinite else { return nil }
        // The inverse of H by its adjugate.
        let i00 = (h[1][1] * h[2][2] - h[1][2] * h[2][1]) / det
        let i01 = (h[0][2] * h[2][1] - h[0][1] * h[2][2]) / det
        let i02 = (h[0][1] * h[1][2] - h[0][2] * h[1][1]) / det
        let i10 = (h[1][2] * h[2][0] - h[1][0] * h[2][2]) / det
        let i11 = (h[0][0] * h[2][2] - h[0][2] * h[2][0]) / det
        let i12 = (h[0][2] * h[1][0] - h[0][0] * h[1][2]) / det
        let i20 = (h[1][0] * h[2][1] - h[1][1] * h[2][0]) / det
        let i21 = (h[0][1] * h[2][0] - h[0][0] * h[2][1]) / det
        let i22 = (h[0][0] * h[1][1] - h[0][1] * h[1][0]) / det
        let px = x * i00 + y * i10 + i20, py = x * i01 + y * i11 + i21, pw = x * i02 + y * i12 + i22
        guard pw != 0 else { return nil }
        return CGPoint(x: px / pw, y: py / pw)
    }
}

/// The identity transform: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether a transform is the identity.
/// - Parameter t: The transform.
/// - Returns: True when every entry equals the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { CATransform3DEqualToTransform(t, CATransform3DIdentity) }

/// Whether two transforms are equal, entry by entry.
/// - Parameters:
///   - a: A transform.
///   - b: Another.
/// - Returns: True when all sixteen entries are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.entries == b.entries }

/// A translation.
/// - Parameters:
///   - tx: Along x.
///   - ty: Along y.
///   - tz: Along z.
/// - Returns: The identity with (tx, ty, tz) in its fourth row.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale.
/// - Parameters:
///   - sx: Along x.
///   - sy: Along y.
///   - sz: Along z.
/// - Returns: The identity with (sx, sy, sz) on its diagonal.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) through the origin: about (0, 0, 1) a
/// positive angle turns +x towards +y (clockwise on a y-down screen), as
/// `CGAffineTransform(rotationAngle:)` does. An axis of zero length gives the identity.
/// - Parameters:
///   - angle: The angle in radians.
///   - x: The axis's x component.
///   - y: The axis's y component.
///   - z: The axis's z component.
/// - Returns: The rotation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
                         m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
                         m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the product a · b, which maps a point p to b(a(p)).
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: The product.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var r = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
            r[row * 4 + column] = sum
        }
    }
    return CATransform3D(entries: r)
}

/// A transform after a translation (the translation applies first): translate(tx, ty, tz) · t.
/// - Parameters:
///   - t: The transform.
///   - tx: Along x.
///   - ty: Along y.
///   - tz: Along z.
/// - Returns: The combined transform.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A transform after a scale (the scale applies first): scale(sx, sy, sz) · t.
/// - Parameters:
///   - t: The transform.
///   - sx: Along x.
///   - sy: Along y.
///   - sz: Along z.
/// - Returns: The combined transform.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A transform after a rotation (the rotation applies first): rotation(angle, x, y, z) · t.
/// - Parameters:
///   - t: The transform.
///   - angle: The angle in radians.
///   - x: The axis's x component.
///   - y: The axis's y component.
///   - z: The axis's z component.
/// - Returns: The combined transform (`t` itself for an axis of zero length).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of a transform; the transform itself when it has none (a zero determinant), as
/// Core Animation returns it.
/// - Parameter t: The transform.
/// - Returns: The transform that undoes `t`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.entries, inverse = CATransform3DIdentity.entries
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
        let p = a[pivot * 4 + column]
        guard p != 0, p.isFinite else { return t }
        if pivot != column {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            a[column * 4 + k] /= p
            inverse[column * 4 + k] /= p
        }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse)
}

/// The 3-D transform of an affine transform: (a, b, c, d, tx, ty) in m11, m12, m21, m22, m41, m42.
/// - Parameter m: The affine transform.
/// - Returns: The transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether a transform is affine: it leaves z alone and has no perspective.
/// - Parameter t: The transform.
/// - Returns: True when m13, m14, m23, m24, m31, m32, m34 and m43 are 0 and m33 and m44 are 1.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of a transform: (m11, m12, m21, m22, m41, m42).
/// - Parameter t: The transform.
/// - Returns: The affine transform (the rest of `t` is dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
