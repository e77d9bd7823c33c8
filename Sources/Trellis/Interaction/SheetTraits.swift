import Foundation

/// What a sheet's content says about the sheet (`presentationDetents`, `presentationDragIndicator`,
/// `presentationCornerRadius`, `interactiveDismissDisabled`): traits on its nodes, read by the
/// presentation from the outermost node that has them.
struct SheetTraits {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var dismissDisabled = false

    private enum Key {}
    static func of(_ node: Node) -> SheetTraits? { node.traits[Key.self] as? SheetTraits }
    static func update(_ node: Node, _ change: (inout SheetTraits) -> Void) {
        var t = of(node) ?? SheetTraits()
        change(&t)
        node.traits[Key.self] = t
    }

    /// The traits of the outermost node in `nodes` (breadth first) that has any.
    static func find(in nodes: [Node]) -> SheetTraits {
        var queue = nodes[...]
        while let n = queue.popFirst() {
            if let t = of(n) { return t }
            queue.append(contentsOf: n.children)
        }
        return SheetTraits()
    }

    /// The detent the sheet rests at when presented: the smallest it has.
    func restingHeight(large: CGFloat, bottomInset: CGFloat) -> CGFloat {
        guard let detents, !detents.isEmpty else { return large }
        return detents.map { $0.height(large: large, bottomInset: bottomInset) }.min() ?? large
    }

    /// Whether the drag indicator shows: asked for, or automatic with several detents.
    var showsDragIndicator: Bool {
        dragIndicator == .visible || dragIndicator == .automatic && (detents?.count ?? 0) > 1
    }
}

extension PresentationDetent {
    /// The sheet's height at this detent (PresentationMetrics fact 2), at most the large height.
    func height(large: CGFloat, bottomInset: CGFloat) -> CGFloat {
        switch kind {
        case "medium": return large / 2
        case "fraction": return min(large, max(0, large * value))
        case "height": return min(large, max(0, value + bottomInset))
        default: return large
        }
    }
}
