import Foundation

// Shapes moved, scaled and rotated in their frame (`OffsetShape`, `ScaledShape`, `RotatedShape`:
// SwiftUI's `offset(_:)`, `scale(_:anchor:)` and `rotation(_:anchor:)` of Shape): "the path is
// transformed in the shape's frame, which does not change", so the layout is the shape's own.

/// A shape moved within its frame.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    /// The moved shape.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize
    /// Moves `shape` by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    /// The shape's path, moved.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape scaled within its frame about an anchor.
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    /// The scaled shape.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint
    /// Scales `shape` by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    /// The shape's path, scaled.
    public func path(in rect: CGRect) -> Path {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        return shape.path(in: rect).mapPoints { CGPoint(x: ax + ($0.x - ax) * scale.width, y: ay + ($0.y - ay) * scale.height) }
    }
}

/// A shape rotated within its frame about an anchor.
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    /// The rotated shape.
    public var shape: Content
    /// The rotation (clockwise for positive angles).
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint
    /// Rotates `shape` by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    /// The shape's path, rotated.
    public func path(in rect: CGRect) -> Path {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
        return shape.path(in: rect).mapPoints { p in
            let dx = p.x - ax, dy = p.y - ay
            return CGPoint(x: ax + dx * c - dy * s, y: ay + dx * s + dy * c)
        }
    }
}

nonisolated extension Shape {
    /// This shape moved by `offset` in its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape moved by `offset` in its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// This shape moved by `x` and `y` in its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// This shape scaled about `anchor` in its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// This shape scaled by `scale` about `anchor` in its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// This shape rotated by `angle` about `anchor` in its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
