import Foundation

// 3-D projections of a view (`ProjectionTransform`, `GeometryEffect`, `projectionEffect`,
// `rotation3DEffect`). Facts:
// 1. A projection or a 3-D rotation changes the drawing in a way Trellis's painter cannot yet:
//    accepted, and the view is drawn without it (an affine transform is drawn:
//    `transformEffect`, in the SwiftUI module's AffineTransforms.swift).

/// A 3-D projection of a view (accepted; drawn without it).
public struct ProjectionTransform: Sendable, Equatable {
    /// The 3 × 3 matrix's entries.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Third row.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    /// The identity.
    public init() {}
    /// Whether it is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether it is affine.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}

/// An effect that changes a view's geometry when drawn (`GeometryEffect`): Trellis applies an
/// effect's affine part at rest.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection of a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension View {
    /// Draws the view through a 3-D projection. Accepted: drawn without it (fact 1).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
    /// Rotates the view in 3-D. Accepted: drawn without it (fact 1).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
}
