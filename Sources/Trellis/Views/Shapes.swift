import Foundation

/// A 2D shape. As a view it fills the space it is offered (10×10 ideally) with the foreground
/// style; `fill`, `stroke` and `strokeBorder` choose other paint.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset (what `strokeBorder` needs to keep the stroke inside the frame).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable, Codable {
    case circular, continuous
}

/// Shapes whose outline the display list keeps in symbolic form (so the painter and the
/// previewer can redraw them in any frame), with their inset already applied.
protocol BuiltInShape: InsettableShape {
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape
}

extension BuiltInShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}

/// A shape inset by an amount on every side (built-in shapes shrink their corners too).
public struct _InsetShape<Base: Shape>: BuiltInShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { outline(in: rect, inset: 0).path }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape {
        if let builtIn = base as? any BuiltInShape { return builtIn.outline(in: rect, inset: inset + amount) }
        return .path(base.path(in: insetRect(rect, inset + amount)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// `rect` inset by `d` on every side (never below zero size).
func insetRect(_ rect: CGRect, _ d: CGFloat) -> CGRect {
    guard d != 0 else { return rect }
    let dx = min(d, rect.width / 2), dy = min(d, rect.height / 2)
    return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
}

public struct Rectangle: BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .rectangle(insetRect(rect, inset)) }
}

public struct RoundedRectangle: BuiltInShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape {
        // Insetting a rounded rectangle shrinks its corners by the same amount.
        .roundedRectangle(insetRect(rect, inset), cornerSize: CGSize(width: max(cornerSize.width - inset, 0),
                                                                     height: max(cornerSize.height - inset, 0)), style: style)
    }
}

public struct Circle: BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Circle.square(in: rect)) }
    /// The largest square centred in `rect`.
    static func square(in rect: CGRect) -> CGRect {
        let d = min(rect.width, rect.height)
        return CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .ellipse(insetRect(Circle.square(in: rect), inset)) }
}

public struct Ellipse: BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .ellipse(insetRect(rect, inset)) }
}

public struct Capsule: BuiltInShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .capsule(insetRect(rect, inset)) }
}

/// An outline of a shape in a frame: built-in shapes keep their symbolic form, others their path.
func displayOutline<S: Shape>(of shape: S) -> (CGRect) -> DisplayShape {
    if let builtIn = shape as? any BuiltInShape { return { builtIn.outline(in: $0, inset: 0) } }
    return { .path(shape.path(in: $0)) }
}

/// The SwiftUI name of a shape type ("Circle" for a stroked or inset circle too).
func shapeTypeName<S: Shape>(_ shape: S) -> String {
    if let wrapper = shape as? any ShapeWrapper { return wrapper.wrappedTypeName }
    let name = String(describing: S.self)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// A shape that decorates another (stroked or inset), named after it.
protocol ShapeWrapper { var wrappedTypeName: String { get } }

extension _InsetShape: ShapeWrapper {
    var wrappedTypeName: String { shapeTypeName(base) }
}
