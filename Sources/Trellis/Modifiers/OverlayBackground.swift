import Foundation

/// `overlay` and `background`: the primary view alone decides the layout; the secondary view is
/// proposed the primary's size and aligned to it. Several secondary views share an implicit ZStack.
nonisolated struct SecondaryViewModifier<Secondary: View>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let isBackground: Bool
    let alignment: Alignment
    let secondary: Secondary
    /// The edges on which the secondary view ignores the container safe area (a shape style's
    /// background or overlay; none for a view's).
    var ignoresSafeAreaEdges: Edge.Set = []

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        var extra = inner.nodes(of: secondary)
        if extra.count > 1 {
            extra = [inner.makeNode("ZStack", nodeBehavior(for: ZStackLayout(alignment: alignment)), children: extra)]
        }
        return unary(isBackground ? "background" : "overlay",
                     SecondaryViewBehavior(alignment: alignment, childPainting: isBackground ? .primaryLast : .primaryFirst,
                                           ignoresSafeAreaEdges: ignoresSafeAreaEdges), node, ctx, extra: extra)
    }
}

struct SecondaryViewBehavior: UnaryBehavior {
    let alignment: Alignment
    /// Over the primary view (overlay), under it (background) or through it (mask).
    let childPainting: ChildPainting
    var ignoresSafeAreaEdges: Edge.Set = []

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func placeSecondaryChildren(node: Node, bounds: CGRect) {
        let primary = node.children[0]
        let pd = ViewDimensions(size: bounds.size, node: primary, proposal: primary.placedProposal)
        if !ignoresSafeAreaEdges.isEmpty {
            // A style fills the bounds grown by the safe-area insets they touch, as
            // `Rectangle().fill(style).ignoresSafeArea(.container, edges:)` would.
            let insets = node.context.safeAreaInsets(of: bounds, regions: .container, pixelLength: node.environment.pixelLength)
                .restricted(to: ignoresSafeAreaEdges)
            if !insets.isZero {
                let grown = CGRect(x: bounds.minX - insets.leading, y: bounds.minY - insets.top,
                                   width: bounds.width + insets.horizontal, height: bounds.height + insets.vertical)
                for s in node.children.dropFirst() { s.place(at: grown.origin, proposal: ProposedViewSize(grown.size)) }
                return
            }
        }
        let p = ProposedViewSize(bounds.size)
        for s in node.children.dropFirst() {
            let d = s.dimensions(in: p)
            s.place(at: CGPoint(x: bounds.minX + pd[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + pd[alignment.vertical] - d[alignment.vertical]), proposal: p)
        }
    }
}

nonisolated extension View {
    /// Layers views in front of this view, sized to it and aligned by `alignment`.
    /// This view alone decides the layout: the overlay is proposed this view's size and placed so
    /// their `alignment` guides meet, whatever size it chooses. Several views in `content` are
    /// stacked as in a `ZStack` with the same alignment. It draws after (on top of) this view.
    /// ```swift
    /// Image(systemName: "bell")
    ///     .overlay(alignment: .topTrailing) {
    ///         Circle().fill(.red).frame(width: 8, height: 8)
    ///     }
    /// ```
    /// - Parameters:
    ///   - alignment: The guides on which the overlay and this view line up (default `.center`).
    ///   - content: The overlay views, back to front.
    /// - Returns: This view with the overlay in front of it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(isBackground: false, alignment: alignment, secondary: content()))
    }
    /// Layers views behind this view, sized to it and aligned by `alignment`.
    /// This view alone decides the layout: the background is proposed this view's size and placed
    /// so their `alignment` guides meet; it never changes the modified view's size or position, and
    /// it may be larger than it (overflowing) or smaller. Several views in `content` are stacked as
    /// in a `ZStack` with the same alignment. It draws before (beneath) this view.
    /// ```swift
    /// Text("Sale")
    ///     .padding(6)
    ///     .background {
    ///         RoundedRectangle(cornerRadius: 6).fill(.yellow)
    ///     }
    /// ```
    /// Unlike `background(_:ignoresSafeAreaEdges:)` with a shape style, a view background does not
    /// reach into the safe area.
    /// - Parameters:
    ///   - alignment: The guides on which the background and this view line up (default `.center`).
    ///   - content: The background views, back to front.
    /// - Returns: This view with the background behind it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(isBackground: true, alignment: alignment, secondary: content()))
    }
    /// Layers one view in front of this view, sized to it and aligned by `alignment` (the
    /// older form of `overlay(alignment:content:)`). Disfavoured, as in SwiftUI:
    /// `.overlay(Color.red)` picks the shape-style form.
    /// - Parameters:
    ///   - overlay: The view to draw in front, proposed this view's size.
    ///   - alignment: The guides on which the two line up (default `.center`).
    /// - Returns: This view with the overlay in front of it.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(isBackground: false, alignment: alignment, secondary: overlay))
    }
    /// Layers one view behind this view, sized to it and aligned by `alignment` (the older
    /// form of `background(alignment:content:)`). Disfavoured, as in SwiftUI:
    /// `.background(Color.red)` picks the shape-style form, which reaches into the safe area.
    /// - Parameters:
    ///   - background: The view to draw behind, proposed this view's size.
    ///   - alignment: The guides on which the two line up (default `.center`).
    /// - Returns: This view with the background behind it.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(isBackground: true, alignment: alignment, secondary: background))
    }
}
