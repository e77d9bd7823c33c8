import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisSession

/// The samples, resized as a window is dragged: every frame of a relayout equals the frame of a
/// fresh layout at that size, although a relayout leaves in place the subtrees whose proposal
/// did not change (Engine/NodePlacement.swift).
@Suite struct SampleRelayout {
    static let sizes = [CGSize(width: 390, height: 844), CGSize(width: 389, height: 844), CGSize(width: 360, height: 800),
                        CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768), CGSize(width: 1023, height: 768)]

    @Test func relayoutsEqualFreshLayouts() throws {
        var reused = 0
        for name in Samples.files where !Samples.compiledOnly.contains(name) {
            let file = try Samples.file(name)
            for preview in file.previews {
                let view = file.makeView(preview: preview, placeholders: false)
                let environment = PreviewSettings().environment(for: Self.sizes[0])
                let kept = ResolvedTree(view, environment: environment)
                for size in Self.sizes {
                    kept.layout(in: size)
                    let fresh = LayoutTree(of: view, in: size, environment: environment).root.all
                    let relaid = kept.tree.root.all
                    #expect(fresh.count == relaid.count, "\(name) / \(preview) at \(size)")
                    let firstDifference = zip(fresh, relaid).first { a, b in
                        let fa = a.frame.rect, fb = b.frame.rect
                        return a.type != b.type || abs(fa.minX - fb.minX) > 1e-9 || abs(fa.minY - fb.minY) > 1e-9
                            || abs(fa.width - fb.width) > 1e-9 || abs(fa.height - fb.height) > 1e-9
                    }
                    #expect(firstDifference == nil, "\(name) / \(preview) at \(size): \(String(describing: firstDifference))")
                }
                reused += kept.reusedPlacements
            }
        }
        // The resizes did leave subtrees in place (else this compares nothing new).
        #expect(reused > 0)
    }
}

/// The previewer's drag, exactly: every sample through its window session (the real text
/// measurer, the session's safe area) at the 200 sizes of `trellis-bench preview sweep`, a tree
/// kept per environment and laid out again at each size (as the window keeps one for each
/// size-class combination a drag crosses), equals a fresh resolution and layout at that size —
/// every element of the placed tree, to the bit. Forms, lazy grids and scroll views are among
/// these samples (lists, navigation, tab and split views are compiled-only samples, dragged by
/// `PreviewRelayoutTests`); the second round drags with every scroll view scrolled, so what a
/// viewport shows moves as well.
@Suite struct SampleDragRelayout {
    /// `trellis-bench preview sweep`'s sizes: 4 pt wider each step, the height zigzagging.
    static let dragSizes: [CGSize] = (0..<200).map { i in CGSize(width: 320 + i * 4, height: 420 + (i * 37) % 420) }

    static var cases: [String] { Samples.files.filter { !Samples.compiledOnly.contains($0) } }

    @Test(arguments: cases)
    func everyFrameOfADragEqualsAFreshLayout(_ name: String) throws {
        let file = try Samples.file(name)
        for preview in file.previews {
            for scrolled in [false, true] {
                try drag(file.makeView(preview: preview, placeholders: false), scrolled: scrolled, "\(name) / \(preview)")
            }
        }
    }

    private func drag(_ view: AnyView, scrolled: Bool, _ label: String) throws {
        var kept: [(choice: EnvironmentChoice, tree: ResolvedTree)] = []
        var scrolling = scrolled
        for size in Self.dragSizes {
            let session = PreviewSession(size: size, backend: realBackend)
            let tree: ResolvedTree
            if let found = kept.first(where: { $0.choice == session.choice }) {
                tree = found.tree
            } else {
                tree = session.resolve(view)
                kept.append((session.choice, tree))
            }
            session.place(tree)
            if scrolling {
                // Scroll every scroll view of the first tree part of the way down (and across),
                // then keep dragging.
                scrolling = false
                for s in tree.scrollViews {
                    tree.setScrollOffset(CGPoint(x: s.contentSize.width / 3, y: s.contentSize.height / 3), forScrollViewAt: s.identity)
                }
                if tree.scrollOffsets.isEmpty { return }  // nothing scrolls here: the first round covered it
                session.place(tree)
            }
            let fresh = session.resolve(view, scrollOffsets: tree.scrollOffsets)
            session.place(fresh)
            let a = tree.tree, b = fresh.tree
            if a != b {
                let pairs = zip(a.root.all, b.root.all)
                let first = pairs.first { $0 != $1 }
                Issue.record("\(label)\(scrolled ? " (scrolled)" : "") at \(size): the relayout differs from a fresh layout; first: \(String(describing: first))")
                return
            }
        }
    }
}
