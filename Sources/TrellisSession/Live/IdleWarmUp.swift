import Foundation
import Trellis

/// What a preview shown in the window does next is mostly predictable: a tap, or a drag that
/// crosses a size-class breakpoint. The first time either reaches views of types the process
/// has not met, the Swift runtime looks their conformances and metadata up, fonts are opened at
/// new sizes, and that frame paid 5–10 ms more than the next one. This work does those things
/// ahead, one step at a time while the preview is idle, and touches nothing the preview owns:
/// the other size classes are resolved in trees of their own, with a graph of their own whose
/// lifecycle actions (`onAppear`, `task`) never run.
public struct IdleWarmUp {
    private var steps: [() -> Void]

    /// The steps for `live` as it is shown now: its next update's comparisons, then the preview
    /// in each other pair of size classes, at the window's size, moved to the shown classes and
    /// back (a drag's crossings). A step takes a few milliseconds at most, so a request that
    /// comes meanwhile waits little.
    public init(_ live: LivePreview) {
        let tree = live.tree, session = live.session, makeView = live.makeView
        let shown = session.choice
        var steps = tree.bodyReuseWarmUp()
        for horizontal in [UserInterfaceSizeClass.compact, .regular] {
            for vertical in [UserInterfaceSizeClass.compact, .regular] where (horizontal, vertical) != (shown.horizontal, shown.vertical) {
                var other = session
                other.settings.horizontalSizeClass = .init(forcing: horizontal)
                other.settings.verticalSizeClass = .init(forcing: vertical)
                let made = TreeHolder()
                steps.append {
                    let tree = other.resolve(makeView(), graph: ViewGraph())
                    other.place(tree)
                    _ = tree.displayList()
                    for step in tree.bodyReuseWarmUp(batch: .max) { step() }
                    made.tree = tree
                }
                // Back to the shown classes and there again, as a drag does to the shown tree:
                // its resolution set aside, then taken (Trellis/Live/SizeClassAlternates.swift),
                // and every value type of the environment compared once.
                steps.append {
                    guard let tree = made.tree else { return }
                    tree.update(environment: session.environment)
                    session.place(tree)
                }
                steps.append {
                    guard let tree = made.tree else { return }
                    made.tree = nil
                    tree.update(environment: other.environment)
                    other.place(tree)
                }
            }
        }
        self.steps = steps
    }

    /// Whether steps are left.
    public var isDone: Bool { steps.isEmpty }

    /// Runs the next step.
    public mutating func step() {
        guard !steps.isEmpty else { return }
        steps.removeFirst()()
    }
}

/// A tree one warm-up step makes and the next ones move.
private final class TreeHolder {
    var tree: ResolvedTree?
}
