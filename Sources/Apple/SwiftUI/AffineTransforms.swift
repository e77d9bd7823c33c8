import CoreGraphics
import Foundation
import Trellis

// Affine transforms of views (`transformEffect`, `ProjectionTransform(_:)` of a
// CGAffineTransform): they name CoreGraphics's type, so the SwiftUI module declares them. Facts:
// 1. `transformEffect` draws the view through an affine transform: Trellis applies its
//    translation, its scale and its rotation (a transform without shear); a shear is not drawn.

extension ProjectionTransform {
    /// The projection of an affine transform.
    public init(_ m: CGAffineTransform) {
        self.init()
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
}

nonisolated extension View {
    /// Draws the view through `transform`: its translation, scale and rotation (a shear is not
    /// drawn; fact 1).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let t = transform
        // Without shear: a = sx cos θ, b = sx sin θ, c = −sy sin θ, d = sy cos θ.
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let det = t.a * t.d - t.b * t.c
        let sy = sx > 0 ? det / sx : (t.c * t.c + t.d * t.d).squareRoot()
        let angle = Angle(radians: Double(atan2(t.b, t.a)))
        return scaleEffect(x: sx, y: sy, anchor: .topLeading).rotationEffect(angle, anchor: .topLeading).offset(x: t.tx, y: t.ty)
    }
}
