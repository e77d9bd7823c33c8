import Foundation
import Synchronization

/// A 2D shape. As a view it fills the space it is offered (10×10 ideally) with the foreground
/// style; `fill`, `stroke` and `strokeBorder` choose other paint.
///
/// A shape is greedy: it takes the whole proposal (10 points on an axis proposed nil) and draws
/// its path in that frame. Conform to draw your own outline:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: View, _RemoveGlobalActorIsolation {
    /// The shape's outline in a frame.
    /// - Parameter rect: The frame the shape is drawn in, with the view's origin at zero.
    /// - Returns: The outline to fill or stroke.
    nonisolated func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal; by default the proposal, 10 on an axis proposed nil.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The whole proposal, 10 points on an axis proposed nil: shapes fill the space they are offered.
    /// - Returns: The size the shape takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset (what `strokeBorder` needs to keep the stroke inside the frame).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its frame on every side (outside, for negative
    /// amounts); built-in shapes shrink their corners with it.
    /// - Parameter amount: The inset on each side.
    /// - Returns: The inset shape.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable, Codable {
    /// Corners are quarter circles (or ellipses): the curvature jumps where they meet the edges.
    case circular
    /// Apple's smooth corners, whose curvature grows gradually from the edges (the default).
    case continuous
}

/// Shapes whose outline the display list keeps in symbolic form (so the painter and the
/// previewer can redraw them in any frame), with their inset already applied.
protocol BuiltInShape: InsettableShape {
    nonisolated func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape
    /// The shape in `rect` as a rectangle and its corners, when it is one (ContainerShape.swift):
    /// what a container shape of this kind gives the container-relative shapes inside.
    nonisolated func containerCorners(in rect: CGRect) -> ContainerCorners?
    /// For a `ContainerRelativeShape` (inset by an amount), the amount; nil for other shapes.
    nonisolated var containerRelativeInset: CGFloat? { get }
}

nonisolated extension BuiltInShape {
    /// The shape inset by `amount` on every side.
    /// - Returns: The inset shape.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
    func containerCorners(in rect: CGRect) -> ContainerCorners? { nil }
    var containerRelativeInset: CGFloat? { nil }
}

/// A shape inset by an amount on every side (built-in shapes shrink their corners too).
public nonisolated struct _InsetShape<Base: Shape>: BuiltInShape {
    let base: Base
    let amount: CGFloat
    /// The base shape's outline in `rect` inset by the amount.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { outline(in: rect, inset: 0).path }
    /// The base shape inset by both amounts together.
    /// - Returns: The inset shape.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape {
        if let builtIn = base as? any BuiltInShape { return builtIn.outline(in: rect, inset: inset + amount) }
        return .path(base.path(in: insetRect(rect, inset + amount)))
    }
    /// Sizes as the base shape does.
    /// - Returns: The size the shape takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    func containerCorners(in rect: CGRect) -> ContainerCorners? {
        (base as? any BuiltInShape)?.containerCorners(in: rect)?.inset(by: amount)
    }
    // Read for every built-in shape drawn: a type comparison, not a cast.
    var containerRelativeInset: CGFloat? { Base.self == ContainerRelativeShape.self ? amount : nil }
}

/// `rect` inset by `d` on every side (never below zero size).
func insetRect(_ rect: CGRect, _ d: CGFloat) -> CGRect {
    guard d != 0 else { return rect }
    let dx = min(d, rect.width / 2), dy = min(d, rect.height / 2)
    return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
}

/// A rectangle filling its frame.
public nonisolated struct Rectangle: BuiltInShape {
    /// Creates a rectangle.
    public init() {}
    /// The frame's rectangle.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .rectangle(insetRect(rect, inset)) }
}

/// A rectangle with rounded corners, filling its frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous)
///     .fill(.blue.opacity(0.2))
///     .frame(height: 60)
/// ```
public nonisolated struct RoundedRectangle: BuiltInShape {
    /// The corners' horizontal and vertical radii, clamped when drawn: one radius to half the
    /// shorter side (so `.infinity` draws a capsule), two radii each to half its side.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    /// A rounded rectangle with corners of one radius.
    /// - Parameters:
    ///   - cornerRadius: The corner radius.
    ///   - style: Circular or continuous corners (default continuous).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rounded rectangle with elliptical corners.
    /// - Parameters:
    ///   - cornerSize: The corners' horizontal and vertical radii.
    ///   - style: Circular or continuous corners (default continuous).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The frame's rectangle with the corners rounded.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape {
        // Insetting a rounded rectangle shrinks its corners by the same amount; corners larger
        // than half a side (an infinite radius: a capsule) are clamped here, so that what is
        // drawn and encoded stays finite.
        let r = insetRect(rect, inset)
        let corner = Path.clampedCorner(CGSize(width: cornerSize.width - inset, height: cornerSize.height - inset), in: r)
        return .roundedRectangle(r, cornerSize: corner, style: style)
    }
}

/// A circle centred in its frame, as large as the frame's shorter side.
public nonisolated struct Circle: BuiltInShape {
    /// Creates a circle.
    public init() {}
    /// The circle inscribed in the largest square centred in `rect`.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Circle.square(in: rect)) }
    /// The largest square centred in `rect`.
    static func square(in rect: CGRect) -> CGRect {
        let d = min(rect.width, rect.height)
        return CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .ellipse(insetRect(Circle.square(in: rect), inset)) }
}

/// An ellipse filling its frame.
public nonisolated struct Ellipse: BuiltInShape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .ellipse(insetRect(rect, inset)) }
}

/// A rectangle whose shorter sides are half circles, filling its frame.
public nonisolated struct Capsule: BuiltInShape {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    /// - Parameter style: Circular or continuous ends (default continuous).
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The frame's rectangle with corner radii of half its shorter side.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .capsule(insetRect(rect, inset)) }
}

/// An outline of a shape in a frame (window coordinates): built-in shapes keep their symbolic
/// form, others their path. SwiftUI asks a shape for its path in its own bounds, whose origin is
/// zero (a `Path` view draws in its frame's coordinates, and `CGPoint(x: 0, y: rect.maxY)` is the
/// bottom-leading corner), so the path is asked so and moved to the frame. A container-relative
/// shape takes the nearest container shape of `environment` (ContainerShape.swift), found from
/// `node`, the node it is drawn for.
func displayOutline<S: Shape>(of shape: S, in environment: EnvironmentValues, node: Node?) -> (CGRect) -> DisplayShape {
    if let builtIn = shape as? any BuiltInShape {
        if let inset = builtIn.containerRelativeInset, let scope = environment.containerShapeScope {
            return scope.relativeOutline(inset: inset, node: node)
        }
        return { builtIn.outline(in: $0, inset: 0) }
    }
    if let erased = shape as? AnyShape, let inset = erased.containerRelativeInset, let scope = environment.containerShapeScope {
        return scope.relativeOutline(inset: inset, node: node)
    }
    return { frame in
        .path(shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY))
    }
}

/// The SwiftUI name of a shape type ("Circle" for a stroked or inset circle too). A function of
/// the type alone, kept per type: finding it costs casts and a type name, more than resolving
/// the shape.
func shapeTypeName<S: Shape>(_ shape: S) -> String {
    let id = ObjectIdentifier(S.self)
    if let known = shapeTypeNames.withLock({ $0[id] }) { return known }
    let name: String
    if let wrapper = shape as? any ShapeWrapper {
        name = wrapper.wrappedTypeName
    } else {
        // What `String(describing: S.self)` prints, without its casts and Mirror.
        let full = _typeName(S.self, qualified: false)
        name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }
    shapeTypeNames.withLock { $0[id] = name }
    return name
}

private let shapeTypeNames = Mutex<[ObjectIdentifier: String]>([:])

/// A shape that decorates another (stroked or inset), named after it.
protocol ShapeWrapper { var wrappedTypeName: String { get } }

extension _InsetShape: ShapeWrapper {
    var wrappedTypeName: String { shapeTypeName(base) }
}

/// A type-erased shape.
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
    let pathIn: (CGRect) -> Path
    let fits: (ProposedViewSize) -> CGSize
    /// The wrapped shape's inset when it is container-relative (it takes the container's shape).
    let containerRelativeInset: CGFloat?
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        fits = { shape.sizeThatFits($0) }
        containerRelativeInset = (shape as? any BuiltInShape)?.containerRelativeInset ?? (shape as? AnyShape)?.containerRelativeInset
    }
    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
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
