import Foundation

// Placement: a node's origin is kept relative to its parent's, and its window frame is worked
// out when read. A relayout that proposes a subtree what it proposed last time (a resize that
// does not reach it) moves only the subtree's root: below it, every origin is still right
// relative to its parent, and nothing is measured or placed again.

extension Node {
    /// Sizes the node for `proposal`, puts its top-leading corner at `origin` (window coordinates)
    /// and places its children — unless the node's subtree was placed for the same proposal and
    /// size before and placing it depends on nothing else (`placementIsReusable`), when the
    /// children stay where they are relative to it. Non-finite sizes and positions (infinite
    /// frames from bad arguments, NaN from a custom layout) become 0, so a frame is always
    /// drawable and encodable.
    func place(at origin: CGPoint, proposal asked: ProposedViewSize) {
        let pass = self.pass
        let recording = pass.pointee.recordsNegotiation
        if recording { placementAsked = asked }
        let proposal = canonical(asked)
        var size = sizeThatFits(proposal)
        if !size.width.isFinite { size.width = 0 }
        if !size.height.isFinite { size.height = 0 }
        let o = CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        let parentOrigin = withParent { $0?.windowOrigin ?? .zero }
        let generation = pass.pointee.generation
        if placementIsReusable && pass.pointee.reusesPlacements && placedEpoch == pass.pointee.placementEpoch
            && ProposalKey(proposal) == placedKey && size == self.size {
            // Origins below were cached for earlier passes (stale stamps), unless this pass
            // placed the node already or worked some out from their parents: then stale ones
            // may look current, and the stamp moves on.
            if placedGeneration == generation || pass.pointee.derivedOriginsThisPass {
                pass.pointee.frameStamp &+= 1
                pass.pointee.derivedOriginsThisPass = false
            }
            setOrigin(o, parentOrigin: parentOrigin)
            isPlaced = true
            placedGeneration = generation
            pass.pointee.reusedPlacements &+= 1
            return
        }
        pass.pointee.prefetchPlan.prefetch(after: preorder)
        setOrigin(o, parentOrigin: parentOrigin)
        self.size = size
        placedKey = ProposalKey(proposal)
        isPlaced = true
        placedGeneration = generation
        placeChildren(CGRect(origin: o, size: size), recording ? asked : proposal)
    }

    /// The behaviour places the children, and the node records the pass that placed its whole
    /// subtree. A function of its own: called inline, the compiler copied the behaviour (a
    /// retain and a release) for the call; and as the last thing `place` does, the frame of
    /// `place` need not stay below it.
    @inline(never) private func placeChildren(_ bounds: CGRect, _ proposal: ProposedViewSize) {
        behavior.placeChildren(node: self, bounds: bounds, proposal: proposal)
        placedEpoch = pass.pointee.placementEpoch
    }

    /// Gives the node a frame (window coordinates) without laying out its children: a grid row,
    /// whose cells the grid places.
    func setFrame(_ frame: CGRect, proposal: ProposedViewSize) {
        setOrigin(frame.origin, parentOrigin: withParent { $0?.windowOrigin ?? .zero })
        size = frame.size
        placedProposal = proposal
        isPlaced = true
        placedGeneration = pass.pointee.generation
    }

    /// Records `origin` (window coordinates) as placed: relative to the parent, and cached as is,
    /// so frames read after a full placement are exactly the values placed.
    @inline(__always) private func setOrigin(_ origin: CGPoint, parentOrigin: CGPoint) {
        originInParent = CGPoint(x: origin.x - parentOrigin.x, y: origin.y - parentOrigin.y)
        cachedWindowOrigin = origin
        originStamp = pass.pointee.frameStamp
    }

    /// The frame in window coordinates.
    var frame: CGRect { CGRect(origin: windowOrigin, size: size) }

    /// The top-leading corner in window coordinates: cached when placed; else the parent's plus
    /// the origin relative to it (a subtree a pass left in place).
    var windowOrigin: CGPoint {
        let stamp = pass.pointee.frameStamp
        if originStamp == stamp { return cachedWindowOrigin }
        return deriveWindowOrigin(stamp)
    }

    /// Walks up to the nearest node whose window origin is current (iterative: trees nest tens
    /// of thousands of levels) and caches the origins on the way back down.
    private func deriveWindowOrigin(_ stamp: Int) -> CGPoint {
        pass.pointee.derivedOriginsThisPass = true
        let parentOrigin: CGPoint? = withParent { p in
            guard let p, p.originStamp == stamp else { return nil }
            return p.cachedWindowOrigin
        }
        if let parentOrigin {
            let o = CGPoint(x: parentOrigin.x + originInParent.x, y: parentOrigin.y + originInParent.y)
            cachedWindowOrigin = o
            originStamp = stamp
            return o
        }
        var chain: [Node] = []
        var next: Node? = self
        var base = CGPoint.zero
        while let n = next {
            if n.originStamp == stamp {
                base = n.cachedWindowOrigin
                break
            }
            chain.append(n)
            next = n.parent
        }
        for n in chain.reversed() {
            base = CGPoint(x: base.x + n.originInParent.x, y: base.y + n.originInParent.y)
            n.cachedWindowOrigin = base
            n.originStamp = stamp
        }
        return base
    }

    /// Mirroring (right to left): the node's window x becomes `x`, its parent's being `parentX`.
    func setWindowX(_ x: CGFloat, parentX: CGFloat) {
        _ = windowOrigin
        cachedWindowOrigin.x = x
        originInParent.x = x - parentX
    }

    /// Makes this node the parent of `nodes`. A node placed before it was attached (a lazy
    /// stack's rows are placed, then become its children) keeps the window origin it was given.
    /// Placed in this pass is enough: a subtree left in place inside the row may have moved
    /// the frame stamp on since (a row of kept content, at a size-class crossing), and the
    /// origin the row was given is still its cached one.
    func adopt(_ nodes: [Node]) {
        let generation = pass.pointee.generation
        for c in nodes where c.parent !== self {
            if c.isPlaced && (c.originStamp == context.frameStamp || c.placedGeneration == generation) {
                let o = windowOrigin
                c.originInParent = CGPoint(x: c.cachedWindowOrigin.x - o.x, y: c.cachedWindowOrigin.y - o.y)
            }
            c.parent = self
        }
    }
}

extension NodeBehavior {
    /// Whether placing the node's children depends on nothing but its proposal and size (not on
    /// where it is in the window, the safe area, the scroll position, nor on building children
    /// while placing). Only such nodes, with only such descendants, are left in place by a pass
    /// that proposes them what the last one did. Off unless a behaviour says so.
    var placesByProposalAlone: Bool { false }
}

// The behaviours whose placement follows from the proposal alone: the stacks, grids and custom
// layouts (a `Layout` places its subviews within the bounds it is given), leaves, the modifiers
// that only size and shift their content, a list row (its separator starts at its first text,
// which it places itself), a view background or overlay (aligned in the bounds), and the bars'
// clipping boxes. Not: scroll views and lazy stacks (the viewport, the scroll offset),
// GeometryReader, ViewThatFits and preference readers (children built or chosen while placing),
// safe-area modifiers and shape-style backgrounds (insets from the window position), navigation,
// split and tab containers (they read the safe area and their scroll views' offsets). A list's
// rows, a bar's items and a column's parts are left in place inside them all the same: each
// node decides for its own subtree.
extension StackBehavior { var placesByProposalAlone: Bool { true } }
extension ZStackBehavior { var placesByProposalAlone: Bool { true } }
extension LayoutBehavior { var placesByProposalAlone: Bool { true } }
extension GridRowBehavior { var placesByProposalAlone: Bool { true } }
extension LeafBehavior { var placesByProposalAlone: Bool { true } }
extension ShapeBehavior { var placesByProposalAlone: Bool { true } }
extension TextBehavior { var placesByProposalAlone: Bool { true } }
extension ImageBehavior { var placesByProposalAlone: Bool { true } }
extension SpacerBehavior { var placesByProposalAlone: Bool { true } }
extension DividerBehavior { var placesByProposalAlone: Bool { true } }
extension PassThroughBehavior { var placesByProposalAlone: Bool { true } }
extension FrameBehavior { var placesByProposalAlone: Bool { true } }
extension FlexFrameBehavior { var placesByProposalAlone: Bool { true } }
extension PaddingBehavior { var placesByProposalAlone: Bool { true } }
extension FixedSizeBehavior { var placesByProposalAlone: Bool { true } }
extension AspectRatioBehavior { var placesByProposalAlone: Bool { true } }
extension OffsetBehavior { var placesByProposalAlone: Bool { true } }
extension PositionBehavior { var placesByProposalAlone: Bool { true } }
extension AlignmentGuideBehavior { var placesByProposalAlone: Bool { true } }
extension ListRowBehavior { var placesByProposalAlone: Bool { true } }
extension ClipBoxBehavior { var placesByProposalAlone: Bool { true } }
// A style that reaches into the safe area (`background(_:ignoresSafeAreaEdges:)`) reads the
// window position; a view in the background or overlay does not.
extension SecondaryViewBehavior { var placesByProposalAlone: Bool { ignoresSafeAreaEdges.isEmpty } }
