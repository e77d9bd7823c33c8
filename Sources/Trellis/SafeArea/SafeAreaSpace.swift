import Foundation

// Safe areas, as SwiftUI lays them out. The facts relied on, with their sources:
//
// 1. The root view is proposed the window size inset by the safe-area insets and placed inside
//    the safe area (centred there when smaller): RootGeometry in OpenSwiftUI's
//    View/Graph/ViewGraph.swift, summarised in shared/reference/swiftui-layout-semantics.md §1.2.
// 2. Each place that adds safe area (the window; `safeAreaInset`; `safeAreaPadding`) defines a
//    space: its bounds, and insets inside them for some regions (`.container` for all of these).
//    Spaces nest (the innermost first), as OpenSwiftUI's SafeAreaInsets (`elements`, `next`,
//    OpenSwiftUICore/Layout/SafeArea/SafeAreaInsets.swift) reverse-engineers SwiftUI.
// 3. A view's safe-area insets are resolved from its own frame: for each space, innermost first,
//    an edge of the (growing) rect that lies at or beyond the space's safe edge (within half a
//    pixel) and not beyond the space's bounds is moved out to the bounds. The insets are how far
//    each edge moved (`SafeAreaInsets.resolve`/`adjust`, same file). So a view expands into the
//    inset on a side only when its frame touches the safe-area edge there — "when instructed to
//    ignore the safe area a view only does so if it actually touches the safe area edge" (the
//    StackOverflow answer on background(_:ignoresSafeAreaEdges:) with frames; and rob mayoff's
//    answer on edgesIgnoringSafeArea: the modifier "lays out its body differently depending on
//    whether its own top edge is at the top edge of the safe area").
// 4. `ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)` and the
//    deprecated `edgesIgnoringSafeArea(_:)` report the child's size for the proposal they get
//    (their own frame stays where the parent puts it), and place the child with the resolved
//    insets of the requested regions and edges added to the proposal, moved up and left by the
//    top and leading insets (`_SafeAreaRegionsIgnoringLayout`, OpenSwiftUICore/Layout/
//    SafeAreaIgnoringLayout.swift; Apple's docs: "Expands the safe area of a view"; regions
//    "`.container`… `.keyboard`… `.all`", developer.apple.com/documentation/swiftui/safearearegions).
//    A region a space does not list is not expanded into (`.keyboard` alone does nothing here).
// 5. `background(_ style: some ShapeStyle, ignoresSafeAreaEdges: Edge.Set = .all)` (and the
//    overlay twin) fill a shape that ignores the container safe area on those edges (Apple's docs:
//    "The set of edges for which to ignore safe area insets when adding the background. The
//    default value is all"). `background { view }` / `background(view, alignment:)` do not.
//    `.background(Color.red)` picks the ShapeStyle overload: SwiftUICore's interface marks the view
//    form `@_disfavoredOverload`, and NativePHP/mobile-air#477 saw a Color background "which
//    fills through the safe areas by default" stop at them once it became a `some View`.
//    `background(_:in:fillStyle:)` has no ignoresSafeAreaEdges parameter; Trellis keeps it in the
//    safe area (a choice: no source says otherwise; named in a test).
// 6. `safeAreaInset(edge:alignment:spacing:content:)`: the inset content is proposed the parent's
//    proposal less the spacing and less the main view's minimum length on that axis; the main view
//    gets the rest; the result is their sum along the axis (the larger across it). The main view
//    is anchored to the opposite edge, the content to the edge, aligned across by `alignment`.
//    Spacing nil is the main view's spacing to the content. The main view's safe area grows by
//    spacing + content length on that edge, in a space the size of the whole modifier
//    (`InsetViewLayout`, OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift; Apple's doc:
//    "The modified view is inset by the height of content, from edge, with its safe area
//    increased by the same amount").
// 7. `safeAreaPadding` is four such insets of clear frames with spacing 0 (same file,
//    `SafeAreaPaddingModifier`): the layout of `padding`, plus a space with those insets.
// 8. `GeometryProxy.safeAreaInsets` are the reader's resolved insets (all regions).
// 9. Leading and trailing follow the layout direction (`xFlipIfRightToLeft` in resolve). Trellis
//    lays out left to right and mirrors afterwards, so in that pass left is leading.
// Left out: ScrollView's content margins from the safe area (the scroll view reaching under the
// bars while its content starts inside): the sources do not settle its frames.

/// One space that adds safe area: its bounds (window coordinates of the left-to-right pass) and
/// the insets inside them, for `regions`.
struct SafeAreaSpace {
    var bounds: CGRect
    var insets: EdgeInsets
    var regions: SafeAreaRegions
}

extension LayoutContext {
    /// The insets a view whose frame is `rect` has from the enclosing safe-area spaces, for
    /// `regions`: how far each of its edges may move out (fact 3).
    func safeAreaInsets(of rect: CGRect, regions: SafeAreaRegions, pixelLength: CGFloat) -> EdgeInsets {
        guard !safeAreaSpaces.isEmpty else { return EdgeInsets() }
        var r = rect
        let epsilon = pixelLength * 0.5 + 0.001
        for space in safeAreaSpaces.reversed() where !space.regions.isDisjoint(with: regions) && !space.insets.isZero {
            let outer = space.bounds
            let inner = CGRect(x: outer.minX + space.insets.leading, y: outer.minY + space.insets.top,
                               width: outer.width - space.insets.horizontal, height: outer.height - space.insets.vertical)
            if r.minY - epsilon < inner.minY && outer.minY < r.minY + epsilon {
                let d = r.minY - outer.minY
                r.origin.y -= d
                r.size.height += d
            }
            if inner.maxY < r.maxY + epsilon && r.maxY - epsilon < outer.maxY {
                r.size.height += outer.maxY - r.maxY
            }
            if r.minX - epsilon < inner.minX && outer.minX < r.minX + epsilon {
                let d = r.minX - outer.minX
                r.origin.x -= d
                r.size.width += d
            }
            if inner.maxX < r.maxX + epsilon && r.maxX - epsilon < outer.maxX {
                r.size.width += outer.maxX - r.maxX
            }
        }
        return EdgeInsets(top: rect.minY - r.minY, leading: rect.minX - r.minX,
                          bottom: r.maxY - rect.maxY, trailing: r.maxX - rect.maxX)
    }

    /// Runs `body` (placing a subtree) with `space` as the innermost safe-area space.
    func withSafeAreaSpace(_ space: SafeAreaSpace, _ body: () -> Void) {
        safeAreaSpaces.append(space)
        body()
        safeAreaSpaces.removeLast()
    }
}
