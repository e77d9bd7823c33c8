import Foundation

// How SwiftUI lays out a ScrollView — the facts this file relies on, with their sources:
//
// 1. Initializer `init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, content:)`;
//    `showsIndicators` only shows the indicators "while scrolling" (Apple, ScrollView docs,
//    developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)).
// 2. The scroll view proposes nil (unspecified) along its scrolled axes and its own proposed size
//    across them (swiftuifieldguide.com/layout/scrollview: "a vertical scroll passes on its own
//    proposed width, but it proposes nil for the height to its children"; the same in the notes
//    of github.com/kasrababaei/swift-notes SwiftUI.md "Scroll View", after objc.io's Thinking in
//    SwiftUI).
// 3. Its own size: the proposal along the scrolled axes ("a vertical scroll view always becomes
//    exactly as tall as proposed"), the content's size across them ("it only becomes as wide as
//    the width of its contents", same two sources). Given an unspecified proposal along a
//    scrolled axis it reports its content's size there — its ideal size, which is why
//    `.fixedSize(horizontal: false, vertical: true)` makes a scroll view hug its content
//    (square/workflow-swift PR #320: "ScrollViews greedily fill the space available, but will
//    report the natural content size when given an infinite size" — a hosting controller turns
//    that infinite size into an unspecified proposal; scgopi/GraphCode PR #238 uses the
//    fixedSize idiom). An infinite proposal is a proposal like any other: the scroll view takes
//    it, as it takes all the space a stack offers (onmyway133/blog issue #769: "If we place
//    ScrollView inside HStack or VStack, it takes all remaining space").
// 4. Several content views are laid out in an implicit VStack, whatever the scroll axes
//    (kasrababaei/swift-notes: "By default, the contents of the scroll view are placed inside an
//    implicit VStack, regardless of the scroll direction"; the same in the SwiftUIChronicles
//    ScrollViews.swift notes). A horizontal scroll view therefore stacks several views
//    vertically, as in SwiftUI, where one writes an HStack inside it.
// 5. At rest the content is at offset 0 along the scrolled axes: its top (leading) edge at the
//    scroll view's top (leading) edge, whether it is smaller or larger than the scroll view
//    (UIScrollView.contentAlignmentPoint defaults to (0,0), Apple UIKit docs; SwiftUI's
//    `defaultScrollAnchor` is what changes it, Apple docs). Across the scrolled axes the scroll
//    view is exactly as large as its content, so the content fills it; it is centred should the
//    two ever differ. Content beyond the bounds keeps its frame (frames may lie outside the
//    scroll view, as SwiftUI reports them) and is clipped when drawn.
// 6. A scrolled view shows its content moved by the content offset, which UIScrollView keeps in
//    0...(content size - bounds size) per scrolled axis once the scroll ends (no rubber-band at
//    rest), and clamps again when the bounds change (Apple UIKit docs, UIScrollView contentOffset
//    and contentSize). The offset is measured from the leading edge: in a right-to-left layout
//    the content's leading (right) edge is at rest at the scroll view's, and scrolling reveals
//    what lies to the left. ScrollViewOffsets.swift holds the offset API.
// 7. Indicators are drawn only while the user scrolls (Apple docs, point 1), so a layout at rest
//    draws none: `showsIndicators`, `.scrollIndicators(_:axes:)` and `.scrollDisabled(_:)` never
//    change the layout or a rendered image. The first two say which indicators the previewer
//    draws while it scrolls (`.hidden` and `.never` hide them on iOS, Apple docs
//    ScrollIndicatorVisibility); `scrollDisabled` is not yet honoured by the previewer.
// 8. `defaultScrollAnchor(_:)` (iOS 17) sets "which part of the scroll view's content should be
//    visible initially and how the scroll view handles content size changes" (Apple docs): the
//    offset puts the anchor's point of the content at the same point of the scroll view —
//    `.bottom` shows the end of a chat at rest — clamped as in fact 6 (content smaller than the
//    scroll view stays at offset 0), and follows the content's size for as long as nothing else
//    moved the offset.
// 9. `contentMargins(_:_:for:)` insets the content by margins beyond the safe area
//    (ContentMargins.swift).

/// A scrollable view: its content is laid out with the scrolled axes unconstrained and shown at
/// its top-leading corner, clipped to the scroll view's bounds.
///
/// The scroll view proposes nil along its scrolled axes (the content takes its ideal length
/// there) and passes its own proposal across them. It becomes as large as proposed along the
/// scrolled axes, and exactly as large as its content across them; proposed nil along a
/// scrolled axis, it reports its content's length (so `fixedSize` makes it hug its content).
/// Several views inside are stacked in an implicit `VStack`, whatever the axes.
///
/// ```swift
/// ScrollView(.horizontal) {
///     HStack { ForEach(tags, id: \.self) { Text($0).padding(8) } }
/// }
/// .frame(height: 44)
/// ```
///
/// At rest the content is at offset 0 and no indicators are drawn; the previewer scrolls it.
public nonisolated struct ScrollView<Content: View>: View, PrimitiveView {
    /// The engine lays this container out directly; it has no body.
    public typealias Body = Never
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// Whether the scroll view shows its indicators while scrolling (never at rest).
    public var showsIndicators: Bool

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The axes the content scrolls along (default vertical).
    ///   - showsIndicators: Whether indicators show while scrolling; never affects layout.
    ///   - content: The scrolled content; several views are stacked vertically.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // The content's views are the children of an implicit VStack (fact 4): spacers and
        // dividers orient themselves by it even when it holds one view.
        var inner = ctx.inside(orientation: .vertical)
        inner.scrollAxes.formUnion(axes)
        var children = inner.nodes(of: content)
        if children.count > 1 {
            let stack = inner.inside(orientation: nil)
            children = [LayoutView<VStackLayout, EmptyView>.container(stack, "VStack", nodeBehavior(for: VStackLayout()), children)]
        }
        let position = ScrollPosition()
        position.anchor = ctx.environment.defaultScrollAnchor
        let node = ctx.makeNode("ScrollView", ScrollViewBehavior(axes: axes, scroll: position, indicatorAxes: indicatorAxes(ctx.environment),
                                                                 margins: ctx.environment.scrollContentMargins),
                                children: children)
        if !ctx.environment.scrollClipDisabled {
            node.drawing.effects.append(.clip({ .rectangle($0) }, FillStyle()))
        }
        nodes.append(node)
    }

    /// The axes whose indicators show while scrolling: none without `showsIndicators`, and none
    /// along an axis whose `scrollIndicators` visibility is `.hidden` or `.never`.
    private func indicatorAxes(_ env: EnvironmentValues) -> Axis.Set {
        guard showsIndicators else { return [] }
        var shown: Axis.Set = []
        let hidden: [ScrollIndicatorVisibility] = [.hidden, .never]
        if !hidden.contains(env.horizontalScrollIndicatorVisibility) { shown.insert(.horizontal) }
        if !hidden.contains(env.verticalScrollIndicatorVisibility) { shown.insert(.vertical) }
        return shown.intersection(axes)
    }
}

/// Sizes a scroll view from its proposal along the scrolled axes and from its content across
/// them; places the content moved by the scroll view's content offset.
struct ScrollViewBehavior: NodeBehavior {
    let axes: Axis.Set
    /// This scroll view's offset (one per node: each ScrollView resolves its own behaviour).
    let scroll: ScrollPosition
    /// The axes whose indicators the previewer draws while scrolling.
    let indicatorAxes: Axis.Set
    /// The content margins (fact 9), finite and not negative.
    var margins = EdgeInsets()

    /// What the content is offered: nothing along the scrolled axes, the proposal across less the
    /// margins there (facts 2 and 9).
    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max($0 - margins.leading - margins.trailing, 0) },
                         height: axes.contains(.vertical) ? nil : p.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The container the content's views measure themselves against (`containerRelativeFrame`,
    /// lazy stacks): the scroll view's own size, the proposal where it has one (the scroll view
    /// becomes as large as proposed along its axes, and its content as wide as proposed across
    /// them), the enclosing container's length where it has none.
    func containerSize(_ p: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        let outer = context.containerSize
        func clean(_ v: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let v, v.isFinite else { return fallback }
            return max(v, 0)
        }
        return CGSize(width: clean(p.width, outer.width), height: clean(p.height, outer.height))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        let content = node.context.withContainer(containerSize(p, node.context)) {
            node.children.first?.sizeThatFits(contentProposal(p)) ?? .zero
        }
        func clean(_ v: CGFloat?) -> CGFloat? { v.map { $0.isNaN ? 0 : max($0, 0) } }
        let outer = CGSize(width: content.width + margins.leading + margins.trailing, height: content.height + margins.top + margins.bottom)
        return CGSize(width: axes.contains(.horizontal) ? clean(p.width) ?? outer.width : outer.width,
                      height: axes.contains(.vertical) ? clean(p.height) ?? outer.height : outer.height)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        guard let content = node.children.first else { return }
        let context = node.context
        context.withContainer(containerSize(proposal, context)) {
            placeContent(content, node: node, bounds: bounds, proposal: proposal)
        }
    }

    private func placeContent(_ content: Node, node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let p = contentProposal(proposal)
        let size = content.sizeThatFits(p)
        // The offset, clamped to what the content and the bounds allow now (fact 6): a smaller
        // window keeps the clamped offset, as a UIScrollView does.
        func clamp(_ v: CGFloat, _ content: CGFloat, _ bounds: CGFloat) -> CGFloat {
            let v = v.isFinite ? v : 0
            return min(max(v, 0), max(content.isFinite ? content - bounds : 0, 0))
        }
        // A top margin (a navigation container's large title) scrolls with the content, and so do
        // the content margins along the scrolled axes (fact 9): what scrolls is `extent`.
        let margin = axes.contains(.vertical) ? scroll.topMargin : 0
        let extent = CGSize(width: size.width + (axes.contains(.horizontal) ? margins.leading + margins.trailing : 0),
                            height: size.height + margin + (axes.contains(.vertical) ? margins.top + margins.bottom : 0))
        scroll.contentSize = extent
        // `defaultScrollAnchor` (fact 8): the anchor's point of the content is at the same point
        // of the scroll view, for as long as nothing else moved the offset.
        if let anchor = scroll.anchor, scroll.anchoredOffset == nil || scroll.anchoredOffset == scroll.offset {
            scroll.offset = CGPoint(x: anchor.x * (extent.width - bounds.width), y: anchor.y * (extent.height - bounds.height))
            scroll.anchorPending = true
        }
        scroll.offset = CGPoint(x: axes.contains(.horizontal) ? clamp(scroll.offset.x, extent.width, bounds.width) : 0,
                                y: axes.contains(.vertical) ? clamp(scroll.offset.y, extent.height, bounds.height) : 0)
        if scroll.anchorPending {
            scroll.anchoredOffset = scroll.offset
            scroll.anchorPending = false
        }
        // At the offset along the scrolled axes, after the leading margin (facts 5, 6 and 9);
        // centred inside the margins across them, where the content is as large as the space
        // between them anyway.
        let inside = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                            width: bounds.width - margins.leading - margins.trailing, height: bounds.height - margins.top - margins.bottom)
        let x = axes.contains(.horizontal) ? inside.minX - scroll.offset.x : inside.midX - size.width / 2
        let y = axes.contains(.vertical) ? inside.minY + margin - scroll.offset.y : inside.midY - size.height / 2
        // What of the content can be seen: the bounds, less what enclosing scroll views clip.
        let context = node.context
        let outer = context.viewport
        var visible = bounds
        if let outer { visible = visible.intersection(outer) }
        if visible.isNull { visible = CGRect(origin: bounds.origin, size: .zero) }
        context.viewport = visible
        content.place(at: CGPoint(x: x, y: y), proposal: p)
        context.viewport = outer
    }

    /// A scroll view's guides are its own: its content scrolls, so no text baseline leaves it.
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
}

/// The visibility of scroll indicators. Indicators appear only while scrolling, so at rest none
/// is drawn whatever the visibility.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's choice: on iOS, indicators show while scrolling.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Indicators show while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Indicators are hidden (on iOS, as `.never`).
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Indicators never show.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    /// The visibility's name: automatic, visible, hidden or never.
    public var description: String { "\(kind)" }
}

private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct VerticalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// Whether scrollable views in this environment let the user scroll (layout never depends on it).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
    /// Whether vertical scroll indicators show while scrolling (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] }
        set { self[VerticalScrollIndicatorKey.self] = newValue }
    }
    /// Whether horizontal scroll indicators show while scrolling (`scrollIndicators(_:axes:)`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] }
        set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Disables or enables scrolling in scrollable views within this view (no layout effect).
    /// - Parameter disabled: Whether to disable scrolling; it never re-enables what an outer
    ///   view disabled.
    /// - Returns: A view whose scroll views do not scroll.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }

    /// Sets the visibility of scroll indicators within this view (drawn only while scrolling, so
    /// never in a layout at rest).
    /// - Parameters:
    ///   - visibility: Whether indicators show.
    ///   - axes: The axes whose indicators to set (default both).
    /// - Returns: A view whose scroll views use the visibility.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { env in
            if axes.contains(.vertical) { env.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { env.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}
