// The arithmetic of animated values, as Core Animation interpolates them: numbers, points,
// sizes, rectangles, colours (component by component in one space), arrays of these, and
// transforms (affine ones by their translation, rotation, scale and shear; others entry by
// entry). Internal: the animations' clock uses it for a layer's presentation values.
import CoreGraphics
import Foundation

enum AnimatableValues {
    /// A number from any of the ways code writes one (`0`, `1.0`, `CGFloat.pi`, `Float(1)`,
    /// `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// A value with boxed geometry (`NSValue(point:)`, `NSValue(cgRect:)`) unboxed.
    static func unboxed(_ value: Any?) -> Any? {
        guard let boxed = value as? NSValue, !(value is NSNumber) else { return value }
        let type = String(cString: boxed.objCType)
        if type.contains("Point") { return boxed.pointValue }
        if type.contains("Size") { return boxed.sizeValue }
        if type.contains("Rect") { return boxed.rectValue }
        return value
    }

    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
    static func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat { a + (b - a) * CGFloat(f) }

    /// The value `f` of the way from `a` to `b` (f outside 0...1 extrapolates, as a spring's
    /// overshoot does); nil when the two are not of one kind.
    static func interpolate(_ a: Any?, _ b: Any?, _ f: Double) -> Any? {
        let a = unboxed(a), b = unboxed(b)
        if let x = number(a), let y = number(b) { return CGFloat(lerp(x, y, f)) }
        switch (a, b) {
        case let (x as CGPoint, y as CGPoint):
            return CGPoint(x: lerp(x.x, y.x, f), y: lerp(x.y, y.y, f))
        case let (x as CGSize, y as CGSize):
            return CGSize(width: lerp(x.width, y.width, f), height: lerp(x.height, y.height, f))
        case let (x as CGRect, y as CGRect):
            return CGRect(x: lerp(x.origin.x, y.origin.x, f), y: lerp(x.origin.y, y.origin.y, f),
                          width: lerp(x.width, y.width, f), height: lerp(x.height, y.height, f))
        case let (x as CATransform3D, y as CATransform3D):
            return interpolate(x, y, f)
        case let (x as CGColor, y as CGColor):
            guard let cx = x.components, let cy = y.components, cx.count == cy.count, let space = x.colorSpace,
                  x.colorSpace == y.colorSpace else { return f < 0.5 ? x : y }
            let c = zip(cx, cy).map { lerp($0, $1, f) }
            return c.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) } ?? y
        case let (x as [Any], y as [Any]) where x.count == y.count:
            let values = zip(x, y).map { interpolate($0, $1, f) }
            return values.contains { $0 == nil } ? nil : values.map { $0! }
        default:
            return nil
        }
    }

    /// a + b, for `byValue` and additive and cumulative animations; nil when they are not of
    /// one kind.
    static func add(_ a: Any?, _ b: Any?) -> Any? {
        let a = unboxed(a), b = unboxed(b)
        if let x = number(a), let y = number(b) { return CGFloat(x + y) }
        switch (a, b) {
        case let (x as CGPoint, y as CGPoint): return CGPoint(x: x.x + y.x, y: x.y + y.y)
        case let (x as CGSize, y as CGSize): return CGSize(width: x.width + y.width, height: x.height + y.height)
        case let (x as CGRect, y as CGRect):
            return CGRect(x: x.origin.x + y.origin.x, y: x.origin.y + y.origin.y, width: x.width + y.width, height: x.height + y.height)
        case let (x as CATransform3D, y as CATransform3D): return CATransform3DConcat(y, x)
        default: return nil
        }
    }

    /// a − b; nil when they are not of one kind.
    static func subtract(_ a: Any?, _ b: Any?) -> Any? {
        let a = unboxed(a), b = unboxed(b)
        if let x = number(a), let y = number(b) { return CGFloat(x - y) }
        switch (a, b) {
        case let (x as CGPoint, y as CGPoint): return CGPoint(x: x.x - y.x, y: x.y - y.y)
        case let (x as CGSize, y as CGSize): return CGSize(width: x.width - y.width, height: x.height - y.height)
        case let (x as CGRect, y as CGRect):
            return CGRect(x: x.origin.x - y.origin.x, y: x.origin.y - y.origin.y, width: x.width - y.width, height: x.height - y.height)
        case let (x as CATransform3D, y as CATransform3D): return CATransform3DConcat(CATransform3DInvert(y), x)
        default: return nil
        }
    }

    /// The distance between two values, for paced keyframes (1 for values with no distance).
    static func distance(_ a: Any?, _ b: Any?) -> Double {
        let a = unboxed(a), b = unboxed(b)
        if let x = number(a), let y = number(b) { return abs(y - x) }
        switch (a, b) {
        case let (x as CGPoint, y as CGPoint): return Double(hypot(y.x - x.x, y.y - x.y))
        case let (x as CGSize, y as CGSize): return Double(hypot(y.width - x.width, y.height - x.height))
        default: return 1
        }
    }

    // MARK: Transforms

    /// The parts of an affine transform's linear part: rows (a, b) = sx·u and
    /// (c, d) = shear·u + sy·u⊥, with u = (cos θ, sin θ) and u⊥ = (−sin θ, cos θ).
    struct Decomposed {
        var scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat, rotation: CGFloat

        init(_ t: CATransform3D) {
            scaleX = hypot(t.m11, t.m12)
            rotation = scaleX == 0 ? 0 : atan2(t.m12, t.m11)
            let (ux, uy) = (cos(rotation), sin(rotation))
            shear = t.m21 * ux + t.m22 * uy
            scaleY = -t.m21 * uy + t.m22 * ux
        }

        /// The transform `t` with its linear 2 × 2 part replaced by these parts.
        func applied(to t: CATransform3D) -> CATransform3D {
            var r = t
            let (ux, uy) = (cos(rotation), sin(rotation))
            (r.m11, r.m12) = (scaleX * ux, scaleX * uy)
            (r.m21, r.m22) = (shear * ux - scaleY * uy, shear * uy + scaleY * ux)
            return r
        }
    }

    /// Transforms interpolated: affine ones part by part (translation, rotation the short way
    /// round, scale, shear); others entry by entry.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
        guard CATransform3DIsAffine(a), CATransform3DIsAffine(b) else {
            return CATransform3D(entries: zip(a.entries, b.entries).map { lerp($0, $1, f) })
        }
        let x = Decomposed(a), y = Decomposed(b)
        var turn = y.rotation - x.rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        var parts = x
        parts.scaleX = lerp(x.scaleX, y.scaleX, f)
        parts.scaleY = lerp(x.scaleY, y.scaleY, f)
        parts.shear = lerp(x.shear, y.shear, f)
        parts.rotation = x.rotation + turn * CGFloat(f)
        var r = parts.applied(to: CATransform3DIdentity)
        r.m41 = lerp(a.m41, b.m41, f)
        r.m42 = lerp(a.m42, b.m42, f)
        return r
    }

    /// A transform's value at one of Core Animation's transform key paths (`rotation.z`,
    /// `scale.x`, `translation`…), nil for another key path.
    static func value(of t: CATransform3D, at keyPath: String) -> Any? {
        let parts = Decomposed(t)
        switch keyPath {
        case "rotation", "rotation.z": return parts.rotation
        case "rotation.x": return atan2(t.m23, t.m33)
        case "rotation.y": return atan2(-t.m13, hypot(t.m23, t.m33))
        case "scale": return (parts.scaleX + parts.scaleY + hypot(hypot(t.m31, t.m32), t.m33)) / 3
        case "scale.x": return parts.scaleX
        case "scale.y": return parts.scaleY
        case "scale.z": return hypot(hypot(t.m31, t.m32), t.m33)
        case "translation": return CGSize(width: t.m41, height: t.m42)
        case "translation.x": return t.m41
        case "translation.y": return t.m42
        case "translation.z": return t.m43
        case "m11": return t.m11
        case "m12": return t.m12
        case "m13": return t.m13
        case "m14": return t.m14
        case "m21": return t.m21
        case "m22": return t.m22
        case "m23": return t.m23
        case "m24": return t.m24
        case "m31": return t.m31
        case "m32": return t.m32
        case "m33": return t.m33
        case "m34": return t.m34
        case "m41": return t.m41
        case "m42": return t.m42
        case "m43": return t.m43
        case "m44": return t.m44
        default: return nil
        }
    }

    /// A transform with one of its transform key paths set; nil for an unknown key path or a
    /// value of the wrong kind. Rotations and scales replace the transform's own (exactly, for a
    /// transform that rotates about that one axis).
    static func setting(_ t: CATransform3D, _ keyPath: String, to value: Any?) -> CATransform3D? {
        let value = unboxed(value)
        if keyPath == "translation" {
            guard let size = value as? CGSize else { return nil }
            var r = t
            (r.m41, r.m42) = (size.width, size.height)
            return r
        }
        guard let v = number(value).map({ CGFloat($0) }) else { return nil }
        var r = t
        var parts = Decomposed(t)
        switch keyPath {
        case "rotation", "rotation.z":
            parts.rotation = v
            return parts.applied(to: t)
        case "rotation.x":
            let current = Self.value(of: t, at: "rotation.x").flatMap { $0 as? CGFloat } ?? 0
            return CATransform3DRotate(t, v - current, 1, 0, 0)
        case "rotation.y":
            let current = Self.value(of: t, at: "rotation.y").flatMap { $0 as? CGFloat } ?? 0
            return CATransform3DRotate(t, v - current, 0, 1, 0)
        case "scale":
            parts.scaleX = v
            parts.scaleY = v
            r = parts.applied(to: t)
            r.m33 = v
            return r
        case "scale.x":
            parts.scaleX = v
            return parts.applied(to: t)
        case "scale.y":
            parts.scaleY = v
            return parts.applied(to: t)
        case "scale.z": r.m33 = v
        case "translation.x": r.m41 = v
        case "translation.y": r.m42 = v
        case "translation.z": r.m43 = v
        case "m11": r.m11 = v
        case "m12": r.m12 = v
        case "m13": r.m13 = v
        case "m14": r.m14 = v
        case "m21": r.m21 = v
        case "m22": r.m22 = v
        case "m23": r.m23 = v
        case "m24": r.m24 = v
        case "m31": r.m31 = v
        case "m32": r.m32 = v
        case "m33": r.m33 = v
        case "m34": r.m34 = v
        case "m41": r.m41 = v
        case "m42": r.m42 = v
        case "m43": r.m43 = v
        case "m44": r.m44 = v
        default: return nil
        }
        return r
    }

    // MARK: Struct members

    /// A member of a geometry value (`x` of a point, `size.width` of a rectangle…).
    static func member(of base: Any?, at keyPath: String) -> Any? {
        let base = unboxed(base)
        switch base {
        case let p as CGPoint:
            switch keyPath { case "x": return p.x; case "y": return p.y; default: return nil }
        case let s as CGSize:
            switch keyPath { case "width": return s.width; case "height": return s.height; default: return nil }
        case let r as CGRect:
            switch keyPath {
            case "origin": return r.origin
            case "size": return r.size
            case "origin.x", "x": return r.origin.x
            case "origin.y", "y": return r.origin.y
            case "size.width", "width": return r.size.width
            case "size.height", "height": return r.size.height
            default: return nil
            }
        case let t as CATransform3D: return value(of: t, at: keyPath)
        default: return nil
        }
    }

    /// A geometry value with one member set; nil when the key path or value does not fit.
    static func setting(member keyPath: String, of base: Any?, to value: Any?) -> Any? {
        let base = unboxed(base), value = unboxed(value)
        let v = number(value).map { CGFloat($0) }
        switch base {
        case var p as CGPoint:
            guard let v else { return nil }
            switch keyPath { case "x": p.x = v; case "y": p.y = v; default: return nil }
            return p
        case var s as CGSize:
            guard let v else { return nil }
            switch keyPath { case "width": s.width = v; case "height": s.height = v; default: return nil }
            return s
        case var r as CGRect:
            switch keyPath {
            case "origin":
                guard let o = value as? CGPoint else { return nil }
                r.origin = o
            case "size":
                guard let s = value as? CGSize else { return nil }
                r.size = s
            case "origin.x", "x": guard let v else { return nil }; r.origin.x = v
            case "origin.y", "y": guard let v else { return nil }; r.origin.y = v
            case "size.width", "width": guard let v else { return nil }; r.size.width = v
            case "size.height", "height": guard let v else { return nil }; r.size.height = v
            default: return nil
            }
            return r
        case let t as CATransform3D:
            return setting(t, keyPath, to: value)
        default:
            return nil
        }
    }
}
