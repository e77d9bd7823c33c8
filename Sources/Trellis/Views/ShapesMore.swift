import Foundation

// Shape types of iOS 17: type erasure, shapes moved, scaled and rotated in their frame (SwiftUI's
// `offset(_:)`, `scale(_:anchor:)` and `rotation(_:anchor:)` of Shape: "the path is transformed
// in the shape's frame, which does not change"), the container-relative shape (Trellis has no
// container shapes, so it is the rectangle of its frame, as SwiftUI draws it where no container
// sets one) and the `ShapeView` types `fill`/`stroke` are written with in iOS 17.

/// A type-erased shape.
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
    let pathIn: (CGRect) -> Path
    let fits: (ProposedViewSize) -> CGSize
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        fits = { shape.sizeThatFits($0) }
    }
    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}

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

/// The shape of the container a view is in: Trellis tracks no container shapes, so it is the
/// rectangle of its frame.
public nonisolated struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    public init() {}
    /// The frame's rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { Rectangle().inset(by: amount) }
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

/// The role of a shape among the system's: what colours it takes by default.
public enum ShapeRole: Sendable, Hashable {
    /// A filled shape.
    case fill
    /// A stroked shape.
    case stroke
    /// A separator.
    case separator
}

/// A view that draws a shape (iOS 17: what `fill` and `stroke` return, so both can be chained).
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape filled with a style, over a background.
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The fill's style.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// What is behind the shape.
    public var background: Background
    /// A shape filled with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    /// The filled shape over its background.
    public var body: some View { shape.fill(style, style: fillStyle).background(background) }
}

/// A shape stroked with a style, over a background.
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The stroke's style.
    public var style: Style
    /// The line's style.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased.
    public var isAntialiased: Bool
    /// What is behind the shape.
    public var background: Background
    /// A shape stroked with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    /// The stroked shape over its background.
    public var body: some View { shape.stroke(style, style: strokeStyle).background(background) }
}

/// An insettable shape stroked inside its frame with a style, over a background.
public nonisolated struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The stroke's style.
    public var style: Style
    /// The line's style.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased.
    public var isAntialiased: Bool
    /// What is behind the shape.
    public var background: Background
    /// A shape stroked inside its frame with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    /// The stroked shape over its background.
    public var body: some View { shape.strokeBorder(style, style: strokeStyle).background(background) }
}

extension Path {
    /// A rounded rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }
}
