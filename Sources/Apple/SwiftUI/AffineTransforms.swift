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

extension Path {
    /// The path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { mapPoints { $0.applying(transform) } }
}

/// A shape drawn through an affine transform, in the frame of the shape (which the transform does
/// not change: the layout is the shape's own).
public nonisolated struct TransformedShape<Content: Shape>: Shape {
    /// The transformed shape.
    public var shape: Content
    /// The transform its path is drawn through.
    public var transform: CGAffineTransform
    /// Draws `shape` through `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    /// The shape's path, transformed (in the shape's own coordinates, where SwiftUI asks for it).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

nonisolated extension Shape {
    /// The shape drawn through `transform` (its frame stays the shape's).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
