import Foundation

/// A point given as fractions of a view's width and height.
///
/// `(0, 0)` is the top-leading corner and `(1, 1)` the bottom-trailing one, whatever the view's
/// size: anchors of `LayoutSubview.place(at:anchor:proposal:)`, of scale and rotation effects and
/// the start and end points of gradients are unit points.
public struct UnitPoint: Hashable, Sendable, Codable {
    /// The horizontal position, as a fraction of the width.
    public var x: CGFloat
    /// The vertical position, as a fraction of the height.
    public var y: CGFloat

    /// The top-leading corner, `(0, 0)`.
    public init() { self.init(x: 0, y: 0) }
    /// A point at the given fractions of the width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// `(0, 0)`, the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// `(0.5, 0.5)`, the centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `(0, 0.5)`, the middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `(1, 0.5)`, the middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `(0.5, 0)`, the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `(0.5, 1)`, the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `(0, 0)`, the top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `(1, 0)`, the top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `(0, 1)`, the bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `(1, 1)`, the bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
