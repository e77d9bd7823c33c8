import Foundation

/// A layout that arranges its subviews in a horizontal line: the `Layout` behind `HStack`, for use
/// with `AnyLayout` or inside a custom layout.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct HStackLayout: Layout {
    /// How subviews line up across the stack (on the vertical axis).
    public var alignment: VerticalAlignment
    /// The gap between adjacent subviews; nil uses each pair's preferred spacing (`ViewSpacing`:
    /// 8 points between most views, font-dependent next to text). Non-finite values count as nil.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    /// - Parameters:
    ///   - alignment: The guide subviews line up on across the stack.
    ///   - spacing: The gap between adjacent subviews; nil for each pair's preferred spacing.
    ///     Negative values overlap neighbours; NaN and infinity count as nil.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
    }

    /// What the stack keeps between calls: its subviews' gaps and priorities and its recent
    /// arrangements, so one layout pass measures each subview once per proposal.
    public struct Cache { var stack: StackAlgorithm.Cache }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, minorAlignment: alignment.key, spacing: spacing) }

    /// Marks the layout as a horizontal stack, which is how `Spacer` and `Divider` inside it know
    /// which way to stretch.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    /// Reads the subviews' spacing preferences and priorities once for the life of the tree.
    /// - Returns: The cache kept for the life of the tree.
    public func makeCache(subviews: Subviews) -> Cache { Cache(stack: algorithm.makeCache(subviews)) }

    /// Shares the proposal's length along the stack among the subviews: they are offered space
    /// in order of layout priority (highest first) and then of flexibility (least flexible first),
    /// each getting an equal share of what remains after the spacing and the subviews already
    /// sized. The stack's size is the sum of the chosen lengths and gaps along its axis and the
    /// largest subview across it. A nil proposal on an axis asks every subview for its ideal size.
    /// - Returns: The layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache.stack)
    }

    /// Places the subviews one after another from the leading (or top) edge of `bounds`, each
    /// proposed the length the sizing pass gave it, and aligns them across the stack by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache.stack)
    }

    /// The explicit values of `guide` among the subviews, at their positions, merged by the guide's
    /// rule (so text baselines and custom guides leave the stack); nil for the edge and centre
    /// guides, which are never explicit on a stack, and when no subview sets one.
    /// - Returns: The guide's offset from the origin of `bounds`, or nil when no subview sets it.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews, &cache.stack)
    }

    /// The explicit values of `guide` among the subviews, at their positions, merged by the guide's
    /// rule (so text baselines and custom guides leave the stack); nil for the edge and centre
    /// guides, which are never explicit on a stack, and when no subview sets one.
    /// - Returns: The guide's offset from the origin of `bounds`, or nil when no subview sets it.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews, &cache.stack)
    }

    /// The stack's own spacing preferences: its subviews' preferences across the stack, the first
    /// subview's leading edge and the last subview's trailing edge along it.
    /// - Returns: The layout's preferred spacing around its edges.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// A view that arranges its children in a horizontal line.
///
/// A stack offers its width to its children in order of layout priority and then of flexibility,
/// least flexible first: fixed-size views such as images take what they need, texts then share
/// the rest, and spacers and other flexible views get what is left. Its height is the tallest
/// child's, and `alignment` places the shorter ones vertically.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline, spacing: 12) {
///     Image(systemName: "star")
///     Text("Favourites")
///     Spacer()
///     Text("12").foregroundStyle(.secondary)
/// }
/// ```
///
/// Children that are texts measure with Inter through Pango, so the widths they claim differ
/// from SwiftUI's San Francisco by the fonts' metrics, not by the algorithm.
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
    /// A stack is laid out by the engine directly and has no body.
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack.
    /// - Parameters:
    ///   - alignment: The guide the children line up on vertically (default `.center`).
    ///   - spacing: The gap between adjacent children; nil for each pair's preferred spacing
    ///     (8 points between most views).
    ///   - content: The children, left to right (right to left in a right-to-left environment).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        LayoutView(layout: layout, content: content, name: "HStack").makeNodes(ctx, into: &nodes)
    }
}

/// NaN and infinite spacings are treated as no spacing given (the default); negative spacing
/// overlaps neighbours, as in SwiftUI.
func validSpacing(_ spacing: CGFloat?) -> CGFloat? {
    guard let s = spacing, s.isFinite else { return nil }
    return s
}
