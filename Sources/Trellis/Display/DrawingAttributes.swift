import Foundation

/// What a node draws, and how: kept on the node for the display list.
struct DrawingAttributes {
    var content: DrawingContent?
    var opacity: Double = 1
    var hidden = false
    /// Render effects in the order they were applied (innermost first): clips, shadows, ...
    var effects: [DrawingEffect] = []
}

/// The drawable content of a leaf node (text draws from its `TextBehavior`).
enum DrawingContent {
    case shape(ShapeDrawing)
    case image(ImageDrawing)
}

/// A shape filled and/or stroked; styles resolve in the node's environment.
struct ShapeDrawing {
    /// The outline in the node's frame.
    var outline: (CGRect) -> DisplayShape = { .rectangle($0) }
    var fill: AnyShapeStyle?
    var fillStyle = FillStyle()
    var stroke: (style: AnyShapeStyle, stroke: StrokeStyle)?

    init(fill: AnyShapeStyle? = nil) { self.fill = fill }
}

/// An effect on a view and everything in it, in the view's frame. Effects change pixels, never
/// the layout.
enum DrawingEffect {
    case clip((CGRect) -> DisplayShape, FillStyle)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case blur(radius: CGFloat, opaque: Bool)
    /// Rotation and scale about a unit point of the frame.
    case transform(rotation: Angle, scaleX: CGFloat, scaleY: CGFloat, anchor: UnitPoint)
    case colorAdjustment(ColorAdjustment)
}
