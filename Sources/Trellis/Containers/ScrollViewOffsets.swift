import Foundation

/// Where one scroll view is scrolled to: a reference held by the scroll view's behaviour, so
/// each ScrollView node has its own, set between passes and read by the next one.
final class ScrollPosition: @unchecked Sendable {
    /// The content offset from the leading and top edges, clamped by each pass.
    var offset = CGPoint.zero
    /// The content's size in the last pass, with the top margin.
    var contentSize = CGSize.zero
    /// Space above the content that scrolls with it (UIScrollView's content inset): a
    /// navigation container puts its large title there (Navigation/NavigationMetrics.swift,
    /// fact 4). At rest the content starts this far below the scroll view's top.
    var topMargin: CGFloat = 0
    /// `defaultScrollAnchor`'s anchor, and the offset it set last (nil: not yet): the anchor
    /// holds while the offset is still the one it set.
    var anchor: UnitPoint?
    var anchoredOffset: CGPoint?
    var anchorPending = false
}

/// A scroll view of a laid-out tree: where it is, how large its content is and how far it is
/// scrolled (`ResolvedTree.scrollViews`).
public struct ScrollViewState: Hashable, Sendable, Codable {
    /// The scroll view's identity, as its display item has it: the index path of its node from
    /// the root ("0/2/1"), followed by "#id" when it has an `.id`.
    public var identity: String
    /// The `.id` of the scroll view, if any.
    public var id: String?
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The axes whose indicators show while scrolling (`showsIndicators`, `scrollIndicators`).
    public var indicatorAxes: Axis.Set
    /// The scroll view's frame in window coordinates (moved by any enclosing scroll view).
    public var frame: CGRect
    /// The part of the frame that enclosing scroll views do not clip away.
    public var visibleFrame: CGRect
    /// The content's size, plus the top margin a navigation container's large title takes.
    public var contentSize: CGSize
    /// How far the content is scrolled from its leading and top edges.
    public var contentOffset: CGPoint

    /// The largest offset along each axis: 0 along an axis that does not scroll or whose content fits.
    public var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - frame.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - frame.height) : 0)
    }
}

extension ResolvedTree {
    /// Every scroll view of the tree, depth first (enclosing scroll views before those they
    /// hold), as the last pass placed it.
    public var scrollViews: [ScrollViewState] {
        var found: [ScrollViewState] = []
        var stack: [(Node, String, CGRect)] = [(root, "0", .infinite)]
        while let (node, path, clip) = stack.popLast() {
            var clip = clip
            if let behavior = node.behavior as? ScrollViewBehavior {
                let visible = clip.intersection(node.frame)
                found.append(ScrollViewState(identity: node.id.map { "\(path)#\($0)" } ?? path, id: node.id,
                                             axes: behavior.axes, indicatorAxes: behavior.indicatorAxes, frame: node.frame,
                                             visibleFrame: visible.isNull ? .zero : visible,
                                             contentSize: behavior.scroll.contentSize, contentOffset: behavior.scroll.offset))
                clip = visible.isNull ? .zero : visible
            }
            for (index, child) in node.children.enumerated().reversed() {
                stack.append((child, "\(path)/\(index)", clip))
            }
        }
        return found
    }

    /// The offsets of the scroll views that are scrolled, by identity: what `restoreScrollOffsets`
    /// takes to scroll a newly resolved tree of the same view alike.
    public var scrollOffsets: [String: CGPoint] {
        var offsets: [String: CGPoint] = [:]
        for s in scrollViews where s.contentOffset != .zero { offsets[s.identity] = s.contentOffset }
        return offsets
    }

    /// Scrolls the scroll view with `identity` to `offset` (from its content's leading and top
    /// edges) and lays the tree out again at the same size, when it has been laid out. The offset
    /// is clamped to 0...(content - bounds) along the scrolled axes and is 0 along the others.
    /// - Parameters:
    ///   - offset: The content offset to scroll to.
    ///   - identity: The scroll view's identity, as `ScrollViewState.identity` reports it.
    /// - Returns: The offset the scroll view has now (before any layout: the offset asked, clamped
    ///   by the first pass), or nil when no scroll view has this identity.
    @discardableResult
    public func setScrollOffset(_ offset: CGPoint, forScrollViewAt identity: String) -> CGPoint? {
        guard let position = scrollPosition(identity) else { return nil }
        position.offset = offset
        relayoutForScroll()
        return position.offset
    }

    /// Scrolls each scroll view of `offsets` (from `scrollOffsets` of an earlier tree of the same
    /// view, resolved before a reload or an environment change). A scroll view is found by its
    /// identity; one with an `.id` is also found by that id when the views around it changed.
    /// Identities that no longer exist are ignored.
    public func restoreScrollOffsets(_ offsets: [String: CGPoint]) {
        if applyScrollOffsets(offsets) { relayoutForScroll() }
    }

    /// Sets the offsets of the scroll views of `offsets` found in this tree, without laying out;
    /// whether any was found.
    func applyScrollOffsets(_ offsets: [String: CGPoint]) -> Bool {
        var changed = false
        for (identity, offset) in offsets {
            let position = scrollPosition(identity) ?? identity.split(separator: "#", maxSplits: 1).dropFirst().first
                .flatMap { id in scrollPosition(id: String(id)) }
            guard let position else { continue }
            position.offset = offset
            changed = true
        }
        return changed
    }

    private func relayoutForScroll() {
        guard hasLayout else { return }
        hasLayout = false
        layout(in: windowSize, safeArea: safeAreaInsets)
    }

    /// The offset storage of the scroll view with this identity.
    private func scrollPosition(_ identity: String) -> ScrollPosition? {
        let path = identity.split(separator: "#", maxSplits: 1)
        let indices = path.first.map { $0.split(separator: "/").map { Int($0) } } ?? []
        guard indices.first == 0 else { return nil }
        var node = root
        for index in indices.dropFirst() {
            guard let index, node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        guard let behavior = node.behavior as? ScrollViewBehavior else { return nil }
        // An identity with an id names that view only.
        if path.count > 1 && node.id != String(path[1]) { return nil }
        if path.count == 1 && node.id != nil { return nil }
        return behavior.scroll
    }

    /// The offset storage of the one scroll view with `.id(id)` (nil when none or several).
    private func scrollPosition(id: String) -> ScrollPosition? {
        var found: [ScrollPosition] = []
        root.forEachNode { node in
            if node.id == id, let behavior = node.behavior as? ScrollViewBehavior { found.append(behavior.scroll) }
        }
        return found.count == 1 ? found[0] : nil
    }
}
