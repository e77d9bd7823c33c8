import Foundation

// Presentations animate as iOS's do, whether or not the code asked for an animation (as a
// navigation push does, NavigationTransitions.swift):
// 1. A sheet or a full-screen cover slides up from the bottom edge when presented and down off
//    it when dismissed; a confirmation dialog (an action sheet) alike (UIKit's action sheets
//    slide up on iPhone).
// 2. An alert fades in from a scale of 1.1 and fades out at its size (the scale is an estimate
//    from screen recordings); a compact date picker's card fades in from 0.9 (an estimate).
// 3. The dim behind a presentation fades in and out with it; behind a large sheet the screen
//    scales back from its full size (PresentationMetrics fact 3) and grows back when it goes.
// 4. A sheet let go before the dismissal threshold springs back to its detent.
// The timings are uncertain: UIKit's modal presentation lasts about half a second on a curve of
// its own; Trellis takes 0.4 s ease-in-out for what slides, 0.25 s ease-out for what fades, and a
// critically damped 0.3-s spring for the spring back.

/// What a live preview remembers of its presentations between updates: the layers of the last
/// settled update, those of the resolution running now and how they differ, where each layer's
/// parts were last placed (what goes, goes from there), and the topmost sheet's drag.
final class PresentationRecords {
    /// One layer as last placed: its parts with the transition each enters and leaves by, and
    /// the layer's timing.
    struct PlacedLayer {
        var regions: [UpdateAnimation.TransitionRegion]
        var timing: AnimationTiming
    }

    /// The layers' keys (kind and presenting view) in the last settled update and in the
    /// resolution running now.
    private(set) var settled: [String] = []
    private var current: [String] = []
    /// Where the last layout placed each layer's parts.
    var placed: [PlacedLayer] = []
    /// In the resolution running now: the first layer that differs from the settled ones (nil:
    /// none differs), and the layers that went, as last placed.
    private(set) var changeStart: Int?
    private(set) var removed: [PlacedLayer] = []
    /// Whether the tree has a presentation modifier: its changes may animate.
    var exist = false
    /// How far down the topmost sheet is pulled now (0: at rest), and whether a release just let
    /// it go back to its detent (SheetDragRecognizer.swift).
    var sheetDrag: CGFloat = 0
    var springsBack = false

    /// Whether the next update may animate a presentation.
    var mayAnimate: Bool { exist || !settled.isEmpty || sheetDrag != 0 || springsBack }

    /// The resolution running now presents `keys` (outermost first): what changed is noted
    /// against the last settled update, before this resolution's layout replaces `placed`.
    func note(_ keys: [String]) {
        current = keys
        let common = zip(settled, keys).prefix { $0 == $1 }.count
        guard common < max(settled.count, keys.count) else {
            changeStart = nil
            removed = []
            return
        }
        changeStart = common
        removed = placed.count > common ? Array(placed[common...]) : []
    }

    /// The update settled: its layers are what the next one compares with.
    func settle() {
        settled = current
        changeStart = nil
        removed = []
    }

    static let slideTiming = Animation.easeInOut(duration: 0.4).timing
    static let fadeTiming = Animation.easeOut(duration: 0.25).timing
    static let springBackTiming = Animation.spring(response: 0.3, dampingFraction: 1).timing
    static let alertScale = 1.1
    static let cardScale = 0.9
}

extension PresentationHostBehavior {
    /// The display path of the host's child at `index` under the host's `path` (see
    /// `DisplayListBuilder.childPath`): the backdrop, the presenting view, and each layer's dim
    /// and card by name, so that the screen's items keep their identities when it presents.
    func displayPath(ofChild index: Int, under path: String) -> String {
        if index < presentingIndex { return "\(path)@backdrop\(index)" }
        if index == presentingIndex { return path + Self.presentingSuffix }
        let layer = (index - presentingIndex - 1) / 2
        return (index - presentingIndex) % 2 == 1 ? "\(path)@scrim\(layer)" : "\(path)@card\(layer)"
    }

    static let presentingSuffix = "@presenting"

    /// Records where each layer's parts are (the host is the root: display path "0") and how they
    /// come and go (facts 1–3 above), for the live preview's next update.
    func recordPlacement(node: Node, window: CGRect, scaleAnchorY: CGFloat) {
        let records = node.context.graph.presentations
        let children = node.children
        var placed: [PresentationRecords.PlacedLayer] = []
        for (i, layer) in layers.enumerated() {
            let scrim = children[presentingIndex + 1 + 2 * i], card = children[presentingIndex + 2 + 2 * i]
            let cardFrame = card.frame
            let cardTransition: DisplayTransition
            var timing = PresentationRecords.slideTiming
            switch layer.kind {
            case .sheet, .cover, .dialog:
                cardTransition = .offset(CGSize(width: 0, height: max(window.maxY - cardFrame.minY, 0)))
            case .alert:
                cardTransition = .asymmetric(insertion: .combined(.opacity, .scale(PresentationRecords.alertScale, anchorX: 0.5, anchorY: 0.5)),
                                             removal: .opacity)
                timing = PresentationRecords.fadeTiming
            case .card:
                cardTransition = .combined(.opacity, .scale(PresentationRecords.cardScale, anchorX: 0.5, anchorY: 0.5))
                timing = PresentationRecords.fadeTiming
            }
            var regions = [
                UpdateAnimation.TransitionRegion(identity: displayPath(ofChild: presentingIndex + 1 + 2 * i, under: "0"), frame: scrim.frame,
                                                 transition: .opacity, isOverlay: true),
                UpdateAnimation.TransitionRegion(identity: displayPath(ofChild: presentingIndex + 2 + 2 * i, under: "0"), frame: cardFrame,
                                                 transition: cardTransition, isOverlay: true),
            ]
            if i == 0 && hasBackdrop && window.height > 0 {
                // The screen grows back to its full size as the sheet goes: scaled by the inverse
                // of the scale it rests at, about the same point (fact 3).
                let grow = DisplayTransition.scale(1 / Double(PresentationMetrics.presentingScale), anchorX: 0.5,
                                                   anchorY: Double((scaleAnchorY - window.minY) / window.height))
                regions.insert(contentsOf: [
                    // The black stays until the screen covers it again.
                    UpdateAnimation.TransitionRegion(identity: displayPath(ofChild: 0, under: "0"), frame: window, transition: .offset(.zero),
                                                     isOverlay: true),
                    UpdateAnimation.TransitionRegion(identity: displayPath(ofChild: 1, under: "0"), frame: window, transition: grow, isOverlay: true),
                    UpdateAnimation.TransitionRegion(identity: displayPath(ofChild: 2, under: "0"), frame: window, transition: grow, isOverlay: true),
                ], at: 0)
            }
            placed.append(PresentationRecords.PlacedLayer(regions: regions, timing: timing))
        }
        records.placed = placed
    }
}

extension ResolvedTree {
    /// Adds the presentations the last resolution showed or took away to `animation`: each
    /// changed layer's parts animate along its timing, entering and leaving by their
    /// transitions over the screen; and a sheet let go springs back.
    func addPresentationTransitions(to animation: inout UpdateAnimation) {
        let records = graph.presentations
        if records.springsBack {
            records.springsBack = false
            if let top = records.placed.last, let card = top.regions.last {
                animation.regions.removeAll { $0.identity == card.identity }
                animation.regions.append(UpdateAnimation.Region(identity: card.identity, timing: PresentationRecords.springBackTiming))
            }
        }
        guard let start = records.changeStart else { return }
        let inserted = records.placed.count > start ? Array(records.placed[start...]) : []
        for layer in inserted + records.removed {
            for region in layer.regions {
                animation.regions.removeAll { $0.identity == region.identity }
                animation.regions.append(UpdateAnimation.Region(identity: region.identity, timing: layer.timing))
            }
        }
        animation.insertions += inserted.flatMap(\.regions)
        animation.removals += records.removed.flatMap(\.regions)
    }
}
