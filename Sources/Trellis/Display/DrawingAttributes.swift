import Foundation

/// What a node draws, and how: kept on the node for the display list.
struct DrawingAttributes {
    var content: DrawingContent?
    var opacity: Double = 1
    var hidden = false
}

/// Paint for shapes.
enum Paint {
    case color(Color)
}

/// The outline of a built-in shape.
enum ShapeOutline {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case ellipse
    case circle
}

/// The drawable content of a leaf node.
enum DrawingContent {
    case fill(Paint, ShapeOutline)
}
