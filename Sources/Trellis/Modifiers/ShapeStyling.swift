import Foundation

/// A shape drawn with a style: what `fill`, `stroke` and `strokeBorder` return, and what a shape
/// used as a view becomes (filled with the foreground style). It lays out as the shape does.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The engine draws the shape directly; there is no body.
    public typealias Body = Never
    /// The shape that is drawn.
    public var shape: Content
    /// What the shape is filled (or its stroke drawn) with.
    public var style: Style
    /// The rule that decides what is inside a filled shape.
    public var fillStyle: FillStyle

    /// Pairs a shape with the style it is drawn in; `fill(_:style:)` and `stroke` make these.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode(shapeTypeName(shape), ShapeBehavior(shape: shape))
        var drawing = ShapeDrawing()
        if let stroked = shape as? any StrokedShapeProtocol {
            drawing.outline = stroked.strokedOutline(in: ctx.environment, node: node)
            drawing.stroke = (AnyShapeStyle(style), stroked.strokeStyle)
        } else {
            drawing.outline = displayOutline(of: shape, in: ctx.environment, node: node)
            drawing.fill = AnyShapeStyle(style)
            drawing.fillStyle = fillStyle
        }
        node.drawing.content = .shape(drawing)
        nodes.append(node)
    }
}

/// Sizes a shape node with the shape's own `sizeThatFits`.
nonisolated struct ShapeBehavior<S: Shape>: NodeBehavior {
    let shape: S
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        let s = shape.sizeThatFits(proposal)
        return CGSize(width: s.width.isNaN ? 0 : s.width, height: s.height.isNaN ? 0 : s.height)
    }
}

/// A shape's outline stroked with a style: the shape of `stroke(style:)` and `strokeBorder`.
public nonisolated struct _StrokedShape<Base: Shape>: Shape {
    /// The shape whose outline is stroked.
    public var shape: Base
    /// The width, ends, corners and dashes of the stroke.
    public var style: StrokeStyle
    /// Pairs a shape with the style its outline is stroked in.
    public init(shape: Base, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    /// The outline that is stroked (not the area the stroke covers).
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    /// Sizes as the unstroked shape does: the stroke does not change layout.
    /// - Returns: The size the shape takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

protocol StrokedShapeProtocol {
    func strokedOutline(in environment: EnvironmentValues, node: Node) -> (CGRect) -> DisplayShape
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeProtocol, ShapeWrapper {
    func strokedOutline(in environment: EnvironmentValues, node: Node) -> (CGRect) -> DisplayShape {
        displayOutline(of: shape, in: environment, node: node)
    }
    var strokeStyle: StrokeStyle { style }
    var wrappedTypeName: String { shapeTypeName(shape) }
}

nonisolated extension Shape {
    /// Fills the shape with a style (the foreground style by default).
    ///
    /// The result lays out as the shape does (it takes the whole proposal, 10×10 when proposed
    /// nothing), so give it a frame:
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8)
    ///     .fill(.blue)
    ///     .frame(width: 120, height: 44)
    /// ```
    /// - Parameters:
    ///   - content: The colour, gradient or style to fill with.
    ///   - style: The rule that decides what is inside the shape.
    /// - Returns: A view drawing the filled shape.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the outline, centred on it, with a style: half the line lies outside the frame.
    /// - Parameters:
    ///   - content: The colour, gradient or style of the line.
    ///   - style: The width, ends, corners and dashes of the line.
    ///   - antialiased: Accepted for SwiftUI's signature; lines are always smoothed.
    /// - Returns: A view drawing the stroked outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// Strokes the outline, centred on it, with a solid line of `lineWidth`.
    /// - Parameters:
    ///   - content: The colour, gradient or style of the line.
    ///   - lineWidth: The width of the line (default 1).
    ///   - antialiased: Accepted for SwiftUI's signature; lines are always smoothed.
    /// - Returns: A view drawing the stroked outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline as a shape to stroke (filled with the foreground style when used as a view).
    /// - Parameter style: The width, ends, corners and dashes of the line.
    /// - Returns: A shape whose drawing is the stroked outline.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The outline as a shape stroked with a solid line of `lineWidth`, drawn in the foreground
    /// style when used as a view.
    /// - Parameter lineWidth: The width of the line (default 1).
    /// - Returns: A shape whose drawing is the stroked outline.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

nonisolated extension InsettableShape {
    /// Strokes the outline inset by half the line width, so the stroke stays inside the frame.
    /// - Parameters:
    ///   - content: The colour, gradient or style of the line (default the foreground style).
    ///   - style: The width, ends, corners and dashes of the line.
    ///   - antialiased: Accepted for SwiftUI's signature; lines are always smoothed.
    /// - Returns: A view drawing the border inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        _ShapeView(shape: _StrokedShape(shape: inset(by: Self.halfWidth(style)), style: style), style: content)
    }

    /// Strokes a solid border of `lineWidth` inside the shape's frame.
    /// - Parameters:
    ///   - content: The colour, gradient or style of the line (default the foreground style).
    ///   - lineWidth: The width of the border (default 1).
    ///   - antialiased: Accepted for SwiftUI's signature; lines are always smoothed.
    /// - Returns: A view drawing the border inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    static func halfWidth(_ style: StrokeStyle) -> CGFloat {
        style.lineWidth.isFinite ? max(style.lineWidth, 0) / 2 : 0
    }
}
