import Foundation
import Trellis

/// What is on screen while a change animates: every item moves from its frame in the list before
/// the change to its frame in the list after it, matched by identity, along the timing its part
/// of the change has (`UpdateAnimation`); its opacity, solid colours and effects go along. Items
/// only in the old list leave and items only in the new one enter by the transition of their
/// view (a fade, SwiftUI's default); an item whose part has no animation is at its new place at
/// once. The window plays it frame by frame; `render --animation-time` draws one moment of it.
public struct LayoutAnimation {
    /// The window's own changes (a key, a size-class breakpoint): 0.3 s along `easeInOut`.
    public static let layoutChange = UpdateAnimation(timing: Animation.easeInOut(duration: 0.3).timing)

    /// What was on screen when the change happened.
    public let from: DisplayList
    /// Where it is going; a relayout during the animation (a resize) replaces it.
    public var to: DisplayList {
        didSet { leaving = Self.leaving(from: from, to: to, animation: animation) }
    }
    /// When the change happened (seconds, any clock the caller keeps).
    public let start: Double
    /// The timing of each part of the change.
    public let animation: UpdateAnimation
    /// Frames painted so far (for the log).
    public var frames = 0
    /// `from`'s items by identity, and those `to` has not, worked out once per list rather than
    /// once per frame (a drag retargets every frame).
    private let old: [String: DisplayItem]
    private var leaving: [DisplayItem]

    public init(from: DisplayList, to: DisplayList, start: Double, animation: UpdateAnimation = LayoutAnimation.layoutChange) {
        self.from = from
        self.to = to
        self.start = start
        self.animation = animation
        old = Self.items(from).filter { !animation.isReplaced($0.key) }
        leaving = Self.leaving(from: from, to: to, animation: animation)
    }

    /// Whether every part has arrived at `time` (never, for an animation that repeats forever).
    public func isFinished(at time: Double) -> Bool {
        guard let total = animation.totalDuration else { return false }
        return time - start >= total
    }

    /// The list to draw at `time`.
    public func list(at time: Double) -> DisplayList {
        let elapsed = time - start
        // A change has a timing or a few, and every item of a list asks for its progress: each
        // timing's is worked out once (a Bézier curve is solved numerically).
        var progressByTiming: [(timing: AnimationTiming, progress: Double)] = []
        return Self.interpolate(from: from, to: to, old: old, leaving: leaving, animation: animation) { identity in
            guard let timing = animation.timing(forItem: identity) else { return nil }
            if let known = progressByTiming.first(where: { $0.timing == timing }) { return known.progress }
            let progress = timing.progress(at: elapsed)
            progressByTiming.append((timing, progress))
            return progress
        }
    }

    /// The list `fraction` of the way from `from` to `to`, every item alike.
    public static func interpolate(from: DisplayList, to: DisplayList, fraction: Double) -> DisplayList {
        interpolate(from: from, to: to, old: items(from), leaving: leaving(from: from, to: to)) { _ in fraction }
    }

    /// The items of `list` by identity (the first of each).
    private static func items(_ list: DisplayList) -> [String: DisplayItem] {
        var old: [String: DisplayItem] = [:]
        for item in list.allItems where old[item.identity] == nil { old[item.identity] = item }
        return old
    }

    /// What disappears: the items of `from` whose identity `to` does not have, or that are in a
    /// part the change replaced. A group that goes goes whole, with its effects (a hidden title's
    /// zero opacity, a clip); in a group that stays, what of it goes goes by itself.
    private static func leaving(from: DisplayList, to: DisplayList, animation: UpdateAnimation = UpdateAnimation(timing: nil)) -> [DisplayItem] {
        let newIdentities = Set(to.allItems.map(\.identity))
        var gone: [DisplayItem] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                if !newIdentities.contains(item.identity) || animation.isReplaced(item.identity) {
                    gone.append(item)
                } else if case let .group(group) = item.content {
                    visit(group.children)
                }
            }
        }
        visit(from.items)
        return gone
    }

    /// `progress(identity)`: how far the item has gone (nil: it is not animated, so already there).
    private static func interpolate(from: DisplayList, to: DisplayList, old: [String: DisplayItem], leaving: [DisplayItem],
                                    animation: UpdateAnimation = UpdateAnimation(timing: nil),
                                    progress: (String) -> Double?) -> DisplayList {
        // What disappears goes underneath, from its old place, by its transition (a fade by
        // default); a card (a pushed screen) or a presentation that leaves goes over what enters.
        var below: [DisplayItem] = [], above: [DisplayItem] = []
        for item in leaving {
            guard let f = progress(item.identity), f < 1 else { continue }
            let region = UpdateAnimation.transition(forItem: item.identity, in: animation.removals)
            guard let moved = transitioned(item, region: region, inserting: false, amount: f) else { continue }
            if region?.isCard == true || region?.isOverlay == true { above.append(moved) } else { below.append(moved) }
        }
        // Cards are opaque: the window's background behind their views, where the card is now.
        func cards(_ regions: [UpdateAnimation.TransitionRegion], inserting: Bool) -> [DisplayItem] {
            regions.compactMap { region in
                guard region.isCard, let f = progress(region.identity), f < 1 else { return nil }
                let card = DisplayItem(identity: region.identity + "@card", frame: region.frame,
                                       content: .shape(DisplayShapeDrawing(outline: .rectangle(region.frame), fill: .color(to.backgroundColor))))
                return transitioned(card, region: region, inserting: inserting, amount: inserting ? 1 - f : f)
            }
        }
        let items = below + cards(animation.insertions, inserting: true)
            + to.items.compactMap { morph($0, old: old, animation: animation, progress: progress) }
            + cards(animation.removals, inserting: false) + above
        var list = to
        list.items = items
        return list
    }

    /// `item` (and what it holds) between its old and new frame, opacity and colours; a new item
    /// comes in by its transition.
    private static func morph(_ item: DisplayItem, old: [String: DisplayItem], animation: UpdateAnimation,
                              progress: (String) -> Double?) -> DisplayItem? {
        let f = progress(item.identity)
        guard let before = old[item.identity] else {
            // New: it enters as a whole (what it holds is new too).
            guard let f, f < 1 else { return item }
            let region = UpdateAnimation.transition(forItem: item.identity, in: animation.insertions)
            return transitioned(item, region: region, inserting: true, amount: 1 - f)
        }
        var item = item
        if case var .group(group) = item.content {
            group.children = group.children.compactMap { morph($0, old: old, animation: animation, progress: progress) }
            item.content = .group(group)
        }
        guard let f else { return item }
        var moved = item.placed(in: lerp(before.frame, item.frame, f))
        moved.content = blend(before.content, moved.content, f)
        return moved
    }

    /// `item` `amount` of the way out by the transition of the view that holds it (`region`; none:
    /// a fade), or nil when the transition is `identity` and the item is already gone or not yet there.
    private static func transitioned(_ item: DisplayItem, region: UpdateAnimation.TransitionRegion?, inserting: Bool,
                                     amount: Double) -> DisplayItem? {
        let transition = (region?.transition ?? .opacity).resolved(inserting: inserting)
        if transition == .identity { return inserting ? item : nil }
        let state = transition.state(amount: min(max(amount, 0), 1), frame: region?.frame ?? item.frame)
        var moved = translated(item, by: state.offset)
        var effects: [DisplayEffect] = []
        if state.scale != 1 {
            effects.append(.transform(rotation: 0, scaleX: state.scale, scaleY: state.scale,
                                      anchor: CGPoint(x: state.anchor.x + state.offset.width, y: state.anchor.y + state.offset.height)))
        }
        if effects.isEmpty && state.opacity >= 1 { return moved }
        let opacity = min(max(state.opacity, 0), 1)
        if region == nil, effects.isEmpty {
            // The default fade of an item that is a group already (a clip, an earlier fade that
            // a new change fades on) is the group's own opacity: a group's opacity applies after
            // its effects, so nothing nests, however many breakpoints a drag crosses.
            if case var .group(group) = moved.content {
                group.opacity *= opacity
                moved.content = .group(group)
                return moved
            }
            if let faded = fadedLeaf(moved, opacity: opacity) { return faded }
        }
        moved = DisplayItem(identity: item.identity + (inserting ? "@appearing" : "@leaving"), frame: moved.frame,
                            content: .group(DisplayGroup(opacity: opacity, effects: effects, children: [moved])))
        return moved
    }

    /// A leaf drawn in one solid paint, faded by `opacity` in that paint: what a group with the
    /// opacity draws (but for rounding), without painting through an image of its own — a
    /// breakpoint's cross-fade fades every view that comes or goes, on every frame of a drag.
    /// Nil for anything else (two paints that overlap, gradients, pictures, groups).
    private static func fadedLeaf(_ item: DisplayItem, opacity: Double) -> DisplayItem? {
        func faded(_ paint: ResolvedPaint?) -> ResolvedPaint? {
            guard case var .color(c)? = paint else { return nil }
            c.opacity *= Float(opacity)
            return .color(c)
        }
        var item = item
        switch item.content {
        case var .shape(s):
            guard (s.fill == nil) != (s.stroke == nil) else { return nil }
            if s.fill != nil {
                guard let fill = faded(s.fill) else { return nil }
                s.fill = fill
            } else {
                guard let stroke = faded(s.stroke) else { return nil }
                s.stroke = stroke
            }
            item.content = .shape(s)
        case var .text(t):
            guard t.runs.allSatisfy({ $0.underline == nil && $0.strikethrough == nil && $0.image == nil }) else { return nil }
            for index in t.runs.indices {
                guard let paint = faded(t.runs[index].paint) else { return nil }
                t.runs[index].paint = paint
            }
            item.content = .text(t)
        case var .image(i):
            guard case .symbol = i.source, let tint = faded(i.tint) else { return nil }
            i.tint = tint
            item.content = .image(i)
        case .group:
            return nil
        }
        return item
    }

    /// `item` and everything it holds moved by `offset`.
    private static func translated(_ item: DisplayItem, by offset: CGSize) -> DisplayItem {
        if offset == .zero { return item }
        var moved = item.placed(in: item.frame.offsetBy(dx: offset.width, dy: offset.height))
        if case var .group(group) = moved.content {
            group.children = group.children.map { translated($0, by: offset) }
            moved.content = .group(group)
        }
        return moved
    }

    /// The new content with the old one's opacity and solid colours blended in.
    private static func blend(_ a: DisplayItem.Content, _ b: DisplayItem.Content, _ f: Double) -> DisplayItem.Content {
        switch (a, b) {
        case let (.group(old), .group(new)):
            var group = new
            group.opacity = min(max(old.opacity + (new.opacity - old.opacity) * f, 0), 1)
            if old.effects.count == new.effects.count {
                group.effects = zip(old.effects, new.effects).map { blend($0, $1, f) }
            }
            return .group(group)
        case let (.shape(old), .shape(new)):
            var shape = new
            shape.fill = blend(old.fill, new.fill, f)
            shape.stroke = blend(old.stroke, new.stroke, f)
            return .shape(shape)
        case let (.text(old), .text(new)) where old.runs.count == new.runs.count:
            // Only runs whose paint changed are written: a write copies the runs (a resize
            // animates every text of the screen, each frame, in the colours it had).
            var text = new
            for index in text.runs.indices where old.runs[index].paint != new.runs[index].paint {
                text.runs[index].paint = blend(old.runs[index].paint, new.runs[index].paint, f) ?? new.runs[index].paint
            }
            return .text(text)
        default:
            return b
        }
    }

    /// A rotation and scale (`rotationEffect`, `scaleEffect`) or a blur between its two states.
    private static func blend(_ a: DisplayEffect, _ b: DisplayEffect, _ f: Double) -> DisplayEffect {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        switch (a, b) {
        case let (.transform(r0, sx0, sy0, a0), .transform(r1, sx1, sy1, a1)):
            return .transform(rotation: mix(r0, r1), scaleX: mix(sx0, sx1), scaleY: mix(sy0, sy1),
                              anchor: CGPoint(x: mix(a0.x, a1.x), y: mix(a0.y, a1.y)))
        case let (.blur(r0, _), .blur(r1, opaque)):
            return .blur(radius: max(mix(r0, r1), 0), opaque: opaque)
        default:
            return b
        }
    }

    private static func blend(_ a: ResolvedPaint?, _ b: ResolvedPaint?, _ f: Double) -> ResolvedPaint? {
        guard case let .color(x)? = a, case let .color(y)? = b else { return b }
        let t = Float(min(max(f, 0), 1))
        return .color(Color.Resolved(red: x.red + (y.red - x.red) * t, green: x.green + (y.green - x.green) * t,
                                     blue: x.blue + (y.blue - x.blue) * t, opacity: x.opacity + (y.opacity - x.opacity) * t))
    }

    static func lerp(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
               width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }
}
