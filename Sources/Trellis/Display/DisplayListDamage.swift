import Foundation

// What a repaint must cover when one display list follows another: a toggle tapped, a caret
// moved or a counter ticking changes a few items of a screen, and the previewer repaints
// only around them (damage regions). Items are paired by identity; an item that changed, came or
// went damages where it was drawn and where it is drawn now, reaching as far as its ink can
// (strokes, glyphs past the line box, shadows, blurs, transforms).

extension DisplayList {
    /// The area, in window coordinates, outside which `self` paints exactly what `old` painted:
    /// `.null` when nothing changed, nil when everything must be painted again (another size,
    /// colour scheme or background).
    public func damage(since old: DisplayList) -> CGRect? {
        guard size == old.size, colorScheme == old.colorScheme, backgroundColor == old.backgroundColor else { return nil }
        var area = CGRect.null
        Self.damage(from: old.items, to: items, into: &area)
        return area
    }

    /// Adds to `area` what repainting `new` over `old` (sibling items, back to front) touches.
    private static func damage(from old: [DisplayItem], to new: [DisplayItem], into area: inout CGRect) {
        if old.count == new.count, zip(old, new).allSatisfy({ $0.identity == $1.identity }) {
            for (a, b) in zip(old, new) { damage(from: a, to: b, into: &area) }
            return
        }
        // Items came, went or changed places. Those of both lists, in the same order and each
        // once, are compared; everything else damages where it is drawn.
        let oldIndex = uniqueIndex(old), newIndex = uniqueIndex(new)
        guard let oldIndex, let newIndex else {
            for item in old + new { area = area.union(item.inkBounds) }
            return
        }
        let kept = old.filter { newIndex[$0.identity] != nil }.map(\.identity)
        guard kept == new.filter({ oldIndex[$0.identity] != nil }).map(\.identity) else {
            for item in old + new { area = area.union(item.inkBounds) }
            return
        }
        for item in old where newIndex[item.identity] == nil { area = area.union(item.inkBounds) }
        for item in new {
            if let i = oldIndex[item.identity] { damage(from: old[i], to: item, into: &area) } else { area = area.union(item.inkBounds) }
        }
    }

    /// Each item's index by identity, or nil when an identity repeats.
    private static func uniqueIndex(_ items: [DisplayItem]) -> [String: Int]? {
        var index: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            if index.updateValue(i, forKey: item.identity) != nil { return nil }
        }
        return index
    }

    /// Adds what repainting `new` where `old` was touches: nothing when they are equal; inside
    /// a group whose own painting is unchanged and keeps its children's ink within their bounds,
    /// only what changed among its children; otherwise both items whole.
    private static func damage(from old: DisplayItem, to new: DisplayItem, into area: inout CGRect) {
        if case let .group(a) = old.content, case let .group(b) = new.content,
           a.opacity == b.opacity, a.effects == b.effects, a.effects.allSatisfy(\.keepsInkWithin) {
            damage(from: a.children, to: b.children, into: &area)
            return
        }
        guard old != new else { return }
        area = area.union(old.inkBounds).union(new.inkBounds)
    }
}

extension DisplayItem {
    /// Everywhere the item can put ink, in window coordinates: its frame and outline, widened
    /// by its stroke, by a margin for glyphs (accents and italics reach past the line box) and
    /// antialiasing, and by what its group's effects spread.
    var inkBounds: CGRect {
        switch content {
        case let .shape(s):
            var reach: CGFloat = 1
            if s.stroke != nil {
                let width = max(s.strokeStyle.lineWidth, 0)
                // A mitred corner reaches out up to miterLimit half-widths.
                reach += s.strokeStyle.lineJoin == .miter ? width / 2 * max(s.strokeStyle.miterLimit, 1) : width / 2
            }
            return frame.union(s.outline.bounds).insetBy(dx: -reach, dy: -reach)
        case let .text(t):
            let lineHeight = t.result.size.height / CGFloat(max(t.result.lineCount, 1))
            let reach = max(4, lineHeight / 2)
            return frame.union(CGRect(origin: frame.origin, size: t.result.size)).insetBy(dx: -reach, dy: -reach)
        case .image:
            return frame.insetBy(dx: -1, dy: -1)
        case let .group(g):
            var bounds = g.children.reduce(CGRect.null) { $0.union($1.inkBounds) }
            for effect in g.effects.reversed() { bounds = effect.spread(bounds) }
            return bounds
        }
    }
}

extension DisplayEffect {
    /// Whether the effect paints its group's children no further than they reach themselves
    /// (a clip, a mask and a colour adjustment only take ink away or recolour it).
    var keepsInkWithin: Bool {
        switch self {
        case .clip, .mask, .colorAdjustment: return true
        case .shadow, .blur, .transform: return false
        }
    }

    /// Where ink within `bounds` can end up through this effect.
    func spread(_ bounds: CGRect) -> CGRect {
        guard !bounds.isNull else { return bounds }
        switch self {
        case .clip, .mask, .colorAdjustment:
            return bounds
        case let .shadow(_, radius, offset):
            // A Gaussian's tail fades out within three standard deviations.
            let blur = 3 * abs(radius) + 1
            return bounds.union(bounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -blur, dy: -blur))
        case let .blur(radius, _):
            let blur = 3 * abs(radius) + 1
            return bounds.insetBy(dx: -blur, dy: -blur)
        case let .transform(_, scaleX, scaleY, anchor):
            // Rotated and scaled about the anchor, every corner stays within its farthest
            // distance from the anchor times the larger scale, whatever the order.
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            let far = corners.map { hypot($0.x - anchor.x, $0.y - anchor.y) }.max() ?? 0
            let reach = far * max(abs(scaleX), abs(scaleY), 1) + 1
            guard reach.isFinite else { return CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) }
            return CGRect(x: anchor.x - reach, y: anchor.y - reach, width: 2 * reach, height: 2 * reach)
        }
    }
}
