import Foundation

// A push or a pop on a navigation stack animates as iOS's does, whether or not the code asked
// for an animation: the new screen slides in from the trailing edge over the old one, which
// moves a third of the width toward the leading edge (a pop plays it backwards), and the bar's
// titles and buttons cross-fade. The timing is an uncertain choice: UIKit's push lasts about
// 0.35 s; it is taken as an ease-in-out of that length.

extension ResolveContext {
    /// A navigation column showing `depth` screens: when the depth differs from the last settled
    /// update's, the column's change was a push (deeper) or a pop (ViewGraph.navigationChanges).
    func recordNavigationDepth(_ depth: Int, column node: Node) {
        let graph = context.graph
        let key = identified("navigationDepth").claimKey()
        graph.navigationDepthLog.append((key, depth))
        if let old = graph.navigationDepths[key], old != depth { graph.navigationChanges.append((node, depth > old)) }
    }
}

extension ResolvedTree {
    /// The timing of a push or a pop.
    static let navigationTiming = Animation.easeInOut(duration: 0.35).timing

    /// Adds the pushes and pops of the last resolution to `animation`: the column's screen (its
    /// first child) slides, the rest of the column (the bars) cross-fades, and what was there
    /// is not matched with what is there now.
    func addNavigationTransitions(to animation: inout UpdateAnimation) {
        let changes = graph.navigationChanges
        guard !changes.isEmpty else { return }
        var pushes: [ObjectIdentifier: Bool] = [:]
        for (node, push) in changes { pushes[ObjectIdentifier(node)] = push }
        walkDisplayIdentities { node, path in
            guard let push = pushes[ObjectIdentifier(node)] else { return }
            // Screens move by the column's width, whatever their own size.
            let screen = path + "/0", frame = node.frame
            let behind = DisplayTransition.offset(CGSize(width: -frame.width / 3, height: 0))
            let onTop = DisplayTransition.offset(CGSize(width: frame.width, height: 0))
            animation.regions.removeAll { $0.identity == path }
            animation.regions.append(UpdateAnimation.Region(identity: path, timing: Self.navigationTiming))
            animation.replaced.append(path)
            // The screen on top is a card: opaque, over the one behind it.
            animation.insertions += [UpdateAnimation.TransitionRegion(identity: path, frame: frame, transition: .opacity),
                                     UpdateAnimation.TransitionRegion(identity: screen, frame: frame, transition: push ? onTop : behind, isCard: push)]
            animation.removals += [UpdateAnimation.TransitionRegion(identity: path, frame: frame, transition: .opacity),
                                   UpdateAnimation.TransitionRegion(identity: screen, frame: frame, transition: push ? behind : onTop, isCard: !push)]
        }
    }
}
