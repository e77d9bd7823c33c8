import Foundation

// Container shapes: `containerShape(_:)` names the shape of the view it is applied to, and a
// `ContainerRelativeShape` inside takes an inset version of it (Apple: "A shape that is replaced
// by an inset version of the current container shape. If no container shape was defined, is
// replaced by a rectangle."; "Sets the container shape to use for any container relative shape
// within this view.").
//
// How it is found: the modifier puts a `ContainerShapeScope` in its content's environment and
// records its content's nodes in it; a container-relative shape resolved in that environment
// makes its outline at draw time from the container's placed frame and its own. Views that use
// no container-relative shape never read the scope.

/// A shape that is replaced by an inset version of the nearest container shape
/// (`containerShape(_:)`), or by a rectangle when there is none.
///
/// ```swift
/// Image("yard")
///     .clipShape(.containerRelative)     // the card's corners, concentric
///     .padding(8)
///     .containerShape(.rect(cornerRadius: 20))
/// ```
///
/// A view inset by `d` from its container's frame (the smallest distance of its four edges) takes
/// the container's corners less `d`: inside `.rect(cornerRadius: 20)`, a view padded by 8 has
/// corners of 12, one padded by 20 or more square corners. Widgets' previews have the Home Screen's rounded rectangle as theirs.
public nonisolated struct ContainerRelativeShape: BuiltInShape {
    /// The container's shape.
    public init() {}
    /// The frame's rectangle: outside a view hierarchy there is no container to take the shape of.
    /// - Parameter rect: The frame the shape is drawn in.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape { .rectangle(insetRect(rect, inset)) }
    var containerRelativeInset: CGFloat? { 0 }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container a view is in (`.clipShape(.containerRelative)`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

nonisolated extension View {
    /// Sets the container shape for any `ContainerRelativeShape` within this view: this view's
    /// frame is the container's, and a container-relative shape inside takes `shape` inset by
    /// its distance from that frame. The nearest container shape wins; layout is unchanged.
    ///
    /// ```swift
    /// VStack { Image("yard").clipShape(.containerRelative) }
    ///     .padding(8)
    ///     .background(.thinMaterial, in: .containerRelative)
    ///     .containerShape(.rect(cornerRadius: 20))
    /// ```
    /// - Parameter shape: The container's shape, fitted to this view's bounds.
    /// - Returns: This view, the container of the container-relative shapes inside it.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}

/// `containerShape(_:)`: a scope for the content's environment, whose containers are the
/// content's nodes.
nonisolated struct ContainerShapeModifier<S: InsettableShape>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: S

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        // A container-relative container shape is the enclosing one: nothing changes.
        if shape is ContainerRelativeShape {
            content(ctx, &nodes)
            return
        }
        let scope = ContainerShapeScope(outline: containerOutline(of: shape))
        var inner = ctx
        inner.environment.containerShapeScope = scope
        let start = nodes.count
        content(inner, &nodes)
        scope.containers = nodes[start...].map { WeakNode(node: $0) }
    }
}

/// A node held weakly: a scope lives in its containers' environments, so holding them strongly
/// would keep the tree alive.
struct WeakNode {
    weak var node: Node?
}

/// The container shape of a `containerShape(_:)` and the nodes whose frames it fills.
final class ContainerShapeScope: @unchecked Sendable {
    /// The outline of a view (its frame, window coordinates) inside a container (its frame).
    let outline: (_ container: CGRect, _ view: CGRect) -> DisplayShape
    /// The content's nodes (one unless the content is a group of views).
    var containers: [WeakNode] = []

    init(outline: @escaping (CGRect, CGRect) -> DisplayShape) { self.outline = outline }

    /// The placed frame of the container around `node` (the content's node that is `node` or an
    /// ancestor of it; the only one, in the common case).
    func containerFrame(around node: Node?) -> CGRect? {
        if containers.count == 1 { return containers[0].node.flatMap { $0.isPlaced ? $0.frame : nil } }
        var current = node
        while let n = current {
            if containers.contains(where: { $0.node === n }) { return n.isPlaced ? n.frame : nil }
            current = n.parent
        }
        return nil
    }

    /// The outline of a container-relative shape inset by `inset` in a node's frame: made when
    /// drawn, from the container's frame as placed then (a rectangle while it is not placed).
    func relativeOutline(inset: CGFloat, node: Node?) -> (CGRect) -> DisplayShape {
        { [weak node] frame in
            let rect = insetRect(frame, inset)
            guard let container = self.containerFrame(around: node) else { return .rectangle(rect) }
            return self.outline(container, rect)
        }
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeScope? { nil }
}

extension EnvironmentValues {
    /// The nearest `containerShape(_:)` around the views resolved in this environment.
    var containerShapeScope: ContainerShapeScope? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// How a container shape is inset for a view in it, by the view's smallest distance from the
/// container's edges: built-in shapes by their corners, drawn in the view's frame
/// (`ContainerCorners`), any other as its own `inset(by:)` in the container's frame.
func containerOutline<S: InsettableShape>(of shape: S) -> (CGRect, CGRect) -> DisplayShape {
    if let builtIn = shape as? any BuiltInShape {
        return { container, view in
            if let corners = builtIn.containerCorners(in: container) { return corners.outline(in: view) }
            return .rectangle(view)
        }
    }
    return { container, view in
        let d = max(0, min(view.minX - container.minX, view.minY - container.minY,
                           container.maxX - view.maxX, container.maxY - view.maxY))
        return .path(shape.inset(by: d).path(in: CGRect(origin: .zero, size: container.size))
            .offsetBy(dx: container.minX, dy: container.minY))
    }
}

/// A rectangle-like container shape as the rectangle it rounds and the radii of its corners
/// (clamped to it): what an inset version needs.
struct ContainerCorners: Equatable {
    /// What a fully rounded inset version is drawn as (the container's own kind of outline).
    enum Kind { case roundedRectangle, capsule, ellipse }
    var rect: CGRect
    var topLeading: CGSize
    var topTrailing: CGSize
    var bottomTrailing: CGSize
    var bottomLeading: CGSize
    var style: RoundedCornerStyle
    var kind = Kind.roundedRectangle

    /// Every corner of one size.
    init(rect: CGRect, corner: CGSize, style: RoundedCornerStyle, kind: Kind = .roundedRectangle) {
        self.init(rect: rect, topLeading: corner, topTrailing: corner, bottomTrailing: corner, bottomLeading: corner,
                  style: style, kind: kind)
    }

    init(rect: CGRect, topLeading: CGSize, topTrailing: CGSize, bottomTrailing: CGSize, bottomLeading: CGSize,
         style: RoundedCornerStyle, kind: Kind = .roundedRectangle) {
        self.rect = rect
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing
        self.bottomLeading = bottomLeading
        self.style = style
        self.kind = kind
    }

    /// The shape inset by `amount` on every side: its rectangle and corners shrink together
    /// (an inset rounded rectangle keeps its corners concentric).
    func inset(by amount: CGFloat) -> ContainerCorners {
        var c = self
        c.rect = insetRect(rect, amount)
        for corner in [\ContainerCorners.topLeading, \.topTrailing, \.bottomTrailing, \.bottomLeading] {
            c[keyPath: corner] = Path.clampedCorner(CGSize(width: self[keyPath: corner].width - amount,
                                                           height: self[keyPath: corner].height - amount), in: c.rect)
        }
        return c
    }

    /// The inset version for a view whose frame is `view` (window coordinates): every corner less
    /// the view's smallest distance from the container's edges, never below zero.
    ///
    /// One distance for all corners, the smallest of the four edges' (as a custom container
    /// shape is inset, `containerOutline`): a badge padded into a widget's corner has the same
    /// concentric corners all round, and a view flush with any edge (a card's picture, shorter
    /// than the card) keeps the container's radius. Views uniformly inset (padding), the usual
    /// case, get 20 flush, 12 with 8 of padding, 0 from 20 on.
    func outline(in view: CGRect) -> DisplayShape {
        let d = max(0, min(view.minY - rect.minY, view.minX - rect.minX, rect.maxY - view.maxY, rect.maxX - view.maxX))
        func less(_ corner: CGSize) -> CGSize {
            Path.clampedCorner(CGSize(width: corner.width - d, height: corner.height - d), in: view)
        }
        let tl = less(topLeading), tr = less(topTrailing), br = less(bottomTrailing), bl = less(bottomLeading)
        if tl == tr, tr == br, br == bl {
            if tl.width <= 0 || tl.height <= 0 { return .rectangle(view) }
            // Fully rounded: the container's own kind of outline (a capsule in a capsule).
            let half = CGSize(width: view.width / 2, height: view.height / 2)
            switch kind {
            case .capsule where min(tl.width, tl.height) >= min(half.width, half.height): return .capsule(view)
            case .ellipse where tl.width >= half.width && tl.height >= half.height: return .ellipse(view)
            default: return .roundedRectangle(view, cornerSize: tl, style: style)
            }
        }
        // Corners of different sizes: circular radii, as UnevenRoundedRectangle draws them.
        func radius(_ c: CGSize) -> CGFloat { min(c.width, c.height) }
        let radii = RectangleCornerRadii(topLeading: radius(tl), bottomLeading: radius(bl),
                                         bottomTrailing: radius(br), topTrailing: radius(tr))
        return .path(UnevenRoundedRectangle.path(in: view, radii: radii, inset: 0, style: style))
    }
}

// The built-in shapes as container shapes: each by the rectangle it rounds and its corners.

nonisolated extension Rectangle {
    func containerCorners(in rect: CGRect) -> ContainerCorners? { ContainerCorners(rect: rect, corner: .zero, style: .circular) }
}

nonisolated extension RoundedRectangle {
    func containerCorners(in rect: CGRect) -> ContainerCorners? {
        ContainerCorners(rect: rect, corner: Path.clampedCorner(cornerSize, in: rect), style: style)
    }
}

nonisolated extension UnevenRoundedRectangle {
    func containerCorners(in rect: CGRect) -> ContainerCorners? {
        // Clamped as its outline clamps them (leading corners on the left, as it draws them).
        let limit = max(min(rect.width, rect.height), 0) / 2
        func corner(_ v: CGFloat) -> CGSize {
            let r = v.isFinite ? min(max(v, 0), limit) : 0
            return CGSize(width: r, height: r)
        }
        return ContainerCorners(rect: rect, topLeading: corner(cornerRadii.topLeading), topTrailing: corner(cornerRadii.topTrailing),
                                bottomTrailing: corner(cornerRadii.bottomTrailing), bottomLeading: corner(cornerRadii.bottomLeading),
                                style: style)
    }
}

nonisolated extension Capsule {
    func containerCorners(in rect: CGRect) -> ContainerCorners? {
        let r = max(min(rect.width, rect.height), 0) / 2
        return ContainerCorners(rect: rect, corner: CGSize(width: r, height: r), style: style, kind: .capsule)
    }
}

nonisolated extension Circle {
    func containerCorners(in rect: CGRect) -> ContainerCorners? {
        // The circle's square, fully rounded: distances are measured from the circle's bounds.
        let square = Circle.square(in: rect)
        let r = max(square.width, 0) / 2
        return ContainerCorners(rect: square, corner: CGSize(width: r, height: r), style: .circular, kind: .ellipse)
    }
}

nonisolated extension Ellipse {
    func containerCorners(in rect: CGRect) -> ContainerCorners? {
        ContainerCorners(rect: rect, corner: CGSize(width: max(rect.width, 0) / 2, height: max(rect.height, 0) / 2),
                         style: .circular, kind: .ellipse)
    }
}

/// Whether `shape` takes the container's shape (`ContainerRelativeShape`, inset or type-erased).
func isContainerRelative<S: Shape>(_ shape: S) -> Bool {
    (shape as? any BuiltInShape)?.containerRelativeInset != nil || (shape as? AnyShape)?.containerRelativeInset != nil
}

