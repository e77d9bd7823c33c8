import Foundation

// A list row (facts in ListStyle.swift): the row's content, inset by the row insets (11 pt top
// and bottom, 16 or 20 pt at the sides, or `listRowInsets`), at least 44 pt tall, as wide as the
// section and leading-aligned in it; the row's background behind (the card colour, its outer
// corners rounded on the first and last rows of an inset section), and a separator along its
// bottom edge except below the last row of a section. The separator starts where the row's
// text starts ("separator insets that follow the text": SwiftUI aligns it to the
// `listRowSeparatorLeading` guide, which defaults to the leading edge of the row's first Text,
// so a Label's icon hangs left of it) and runs to the row's trailing edge.

/// An already resolved node, as a view: lets the engine wrap resolved content in ordinary views.
nonisolated struct ResolvedNodeView: View, PrimitiveView {
    typealias Body = Never
    let node: Node
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { nodes.append(node) }
}

/// What rows carry for their list (`listRowInsets`, `listRowBackground`, `listRowSeparator`):
/// traits, so they pass through modifiers to the row.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var separator: Visibility = .automatic
    private enum Key {}
    static func of(_ node: Node) -> ListRowTraits { node.traits[Key.self] as? ListRowTraits ?? ListRowTraits() }
    static func update(_ node: Node, _ change: (inout ListRowTraits) -> Void) {
        var t = of(node)
        change(&t)
        node.traits[Key.self] = t
    }
}

nonisolated extension View {
    /// Applies an inset to the rows in a list (nil: the style's default).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(AttributeModifier { n in ListRowTraits.update(n) { $0.insets = insets } })
    }

    /// Places a custom background view behind a list row.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(AttributeModifier { n in ListRowTraits.update(n) { $0.background = view.map { AnyView($0) } } })
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(AttributeModifier { n in
            if edges.contains(.bottom) { ListRowTraits.update(n) { $0.separator = visibility } }
        })
    }

    /// Sets the tint of the separator of this row (accepted; separators keep the system colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the display mode for the separators of the sections inside (accepted; no separator
    /// between sections is drawn at rest in the inset styles).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}

/// Where a row sits in its section: its outer corners are rounded, and the last has no separator.
struct RowPosition {
    var isFirst: Bool
    var isLast: Bool
}

enum ListRow {
    /// The node of one row around `content` (a resolved row view).
    static func node(_ content: Node, _ position: RowPosition, _ metrics: ListMetrics, _ ctx: ResolveContext) -> Node {
        let traits = ListRowTraits.of(content)
        let env = ctx.environment
        let insets = traits.insets ?? metrics.rowInsets
        let radius = metrics.cornerRadius
        let background: AnyView? = traits.background ?? metrics.rowBackground.map { color in
            AnyView(RowBackground(color: color, radius: radius, position: position))
        }
        let inner = RowContent(content: content)
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: env.defaultMinListRowHeight, alignment: .leading)
            .background { if let background { background } }
        var rowNodes = ctx.nodes(of: inner)
        let showsSeparator = traits.separator == .visible || (traits.separator == .automatic && !position.isLast)
        guard rowNodes.count == 1 else { return rowNodes.first ?? content }
        var children = [rowNodes[0]]
        if showsSeparator {
            let line = ctx.nodes(of: Rectangle().fill(Color.separator))
            children.append(contentsOf: line)
        }
        let row = ctx.makeNode("ListRow", ListRowBehavior(leadingInset: insets.leading, thickness: env.pixelLength), children: children)
        row.traits = content.traits
        rowNodes = [row]
        if metrics.cardMargin > 0 {
            let margin = ctx.nodes(of: ResolvedNodeView(node: row).padding(.horizontal, metrics.cardMargin))
            if margin.count == 1 { return margin[0] }
        }
        return row
    }
}

/// A row's content, and its badge (`.badge(_:)`) when it has one: the badge's text in the
/// secondary colour at the row's trailing edge, as iOS's list rows show it (a cell's detail text).
nonisolated struct RowContent: View {
    let content: Node

    var body: some View {
        if let badge = BadgeTrait.of(content) {
            HStack {
                ResolvedNodeView(node: content)
                Spacer(minLength: 0)
                badge.foregroundStyle(.secondary).lineLimit(1)
            }
        } else {
            ResolvedNodeView(node: content)
        }
    }
}

/// The card colour behind a row: a rounded rectangle whose corners show only at the section's
/// outer edges (it reaches past the row's inner edges and is clipped to the row).
nonisolated struct RowBackground: View {
    let color: Color
    let radius: CGFloat
    let position: RowPosition

    var body: some View {
        if radius > 0 {
            RoundedRectangle(cornerRadius: radius).fill(color)
                .padding(.top, position.isFirst ? 0 : -radius)
                .padding(.bottom, position.isLast ? 0 : -radius)
                .clipped()
        } else {
            Rectangle().fill(color)
        }
    }
}

/// Marks a control whose texts are not the row's text (a segmented control's titles): the
/// separator below it starts at the row's leading inset.
enum SeparatorFollowsRowInset {}

/// A row and its separator: sized as the row; the separator is placed along the row's bottom
/// edge from the leading edge of the row's first text (else the row's leading inset) to its
/// trailing edge.
struct ListRowBehavior: UnaryBehavior {
    let leadingInset: CGFloat
    let thickness: CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(proposal) }
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func placeSecondaryChildren(node: Node, bounds: CGRect) {
        guard node.children.count > 1 else { return }
        var start = bounds.minX + leadingInset
        if let text = Self.firstText(in: node.children[0]) { start = text.frame.minX }
        start = min(max(start, bounds.minX), bounds.maxX)
        let width = bounds.maxX - start
        node.children[1].place(at: CGPoint(x: start, y: bounds.maxY - thickness),
                               proposal: ProposedViewSize(width: width, height: thickness))
    }

    /// The first placed Text below `node`, depth first, leaving out backgrounds.
    static func firstText(in node: Node) -> Node? {
        var stack = [node]
        while let n = stack.popLast() {
            if n.behavior is TextBehavior && n.isPlaced { return n }
            if n.behavior is ListRowBehavior || n.traits[SeparatorFollowsRowInset.self] != nil { continue }
            stack.append(contentsOf: n.children.prefix(n.behavior.childPainting.decoratesPrimary ? 1 : n.children.count).reversed())
        }
        return nil
    }
}

/// The tint of a list row's icon in a sidebar.
public struct ListItemTint: Sendable {
    let color: Color?
    /// A fixed tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// No colour: the monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}

/// The size of a sidebar's rows.
public enum SidebarRowSize: Sendable, Hashable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
}

nonisolated extension View {
    /// Whether the row can be deleted. Accepted, no effect at rest.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether the row can be moved. Accepted, no effect at rest.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether the row can be selected. Accepted, no effect at rest.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// The text typing selects the row by. Accepted, no effect at rest.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// The text typing selects the row by. Accepted, no effect at rest.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// The text typing selects the row by. Accepted, no effect at rest.
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
    /// The tint of the rows' icons inside. Accepted: not drawn by Trellis yet.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }
    /// The tint of the rows' icons inside. Accepted: not drawn by Trellis yet.
    public func listItemTint(_ tint: Color?) -> some View { self }
    /// The space between the rows of the lists inside. Accepted: Trellis draws the rows without it yet.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// The tint of the section separators inside. Accepted: separators keep the system colour.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}
