import Foundation

// The `ShapeView` types `fill` and `stroke` are written with in iOS 17 (`FillShapeView`,
// `StrokeShapeView`, `StrokeBorderShapeView`), so a fill and a stroke can be chained: each draws
// its shape with its style over its background.

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
