import Foundation

// `padding` and `scenePadding`. Facts:
// 1. `scenePadding(_:)` pads by "the amount appropriate for the current scene": on iOS the
//    system's default padding, 16 pt (Trellis's reading; `.minimum` is the same on iOS).

/// `padding`: insets the proposal for the child and outsets its size.
nonisolated struct PaddingModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let resolved = insets ?? EdgeInsets(edges, length ?? ctx.environment.defaultPadding)
        return unary("padding", PaddingBehavior(insets: resolved), node, ctx)
    }
}

struct PaddingBehavior: UnaryBehavior {
    /// The insets, exact: inline when leading equals trailing and top equals bottom (`.padding()`,
    /// `.padding(8)`, `.padding(.horizontal, 8)`), when the behaviour fits in the node's behaviour
    /// field without an allocation of its own; any other in a box.
    private enum Storage {
        case symmetric(horizontal: Double, vertical: Double)
        case other(OutOfLine<EdgeInsets>)
    }

    private let storage: Storage

    init(insets: EdgeInsets) {
        if insets.leading == insets.trailing && insets.top == insets.bottom {
            storage = .symmetric(horizontal: Double(insets.leading), vertical: Double(insets.top))
        } else {
            storage = .other(OutOfLine(insets))
        }
    }

    var insets: EdgeInsets {
        switch storage {
        case let .symmetric(h, v): return EdgeInsets(top: CGFloat(v), leading: CGFloat(h), bottom: CGFloat(v), trailing: CGFloat(h))
        case let .other(box): return box.value
        }
    }

    func inset(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize {
        let s = child.sizeThatFits(inset(p))
        return CGSize(width: max(0, s.width + insets.horizontal), height: max(0, s.height + insets.vertical))
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top), inset(proposal))
    }

    func spacing(child: Node) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return edges.isEmpty ? child.spacing : child.spacing.resetting(edges)
    }
}

/// NaN and infinite padding count as zero.
private func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

nonisolated extension View {
    /// Adds space around this view on the given edges.
    /// The padding proposes the view the proposal less the padding (never below 0; nil stays nil)
    /// and reports the view's size plus the padding; the view sits inset by the padding's leading
    /// and top lengths. Padded edges no longer offer the view's own spacing preference to stack
    /// neighbours (a padded text is spaced like any view, 8 points).
    /// ```swift
    /// Text("Badge")
    ///     .padding(.horizontal, 8)
    ///     .padding(.vertical, 4)
    ///     .background(.blue, in: Capsule())
    /// ```
    /// - Parameters:
    ///   - edges: The edges to pad (default all).
    ///   - length: The padding in points; nil for the default of 16, as on iOS. Non-finite values
    ///     count as 0.
    /// - Returns: A view padded on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length.map(finite), insets: nil))
    }

    /// Pads every edge of this view by `length` points: `padding(.all, length)`.
    /// - Parameter length: The padding on each edge; non-finite values count as 0.
    /// - Returns: A view padded by `length` on all four edges.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: finite(length), insets: nil))
    }

    /// Pads this view by a different length on each edge.
    /// - Parameter insets: The padding per edge; negative insets shrink the space around the view,
    ///   and non-finite ones count as 0.
    /// - Returns: A view padded by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        let clean = EdgeInsets(top: finite(insets.top), leading: finite(insets.leading),
                               bottom: finite(insets.bottom), trailing: finite(insets.trailing))
        return modifier(PaddingModifier(edges: .all, length: nil, insets: clean))
    }
}

/// The padding `scenePadding(_:)` adds (fact 1).
public struct ScenePadding: Sendable, Hashable {
    let kind: Int
    /// The scene's minimum padding.
    public static let minimum = ScenePadding(kind: 0)
    /// The padding of navigation content (visionOS).
    public static let navigationBar = ScenePadding(kind: 1)
}

nonisolated extension View {
    /// Pads the view by the scene's padding (16 pt on iOS, fact 1).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
    /// Pads the view by the scene's padding of a kind (16 pt on iOS, fact 1).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges, 16) }
}
