import Foundation
import Trellis

/// Moves every item from its frame in one display list to its frame in the next, matched by
/// identity, over 0.3 s with SwiftUI's `easeInOut` curve; items only in the old list fade out and
/// items only in the new one fade in.
struct LayoutAnimation {
    static let duration: Double = 0.3

    /// What was on screen when the change happened.
    let from: DisplayList
    /// Where it is going; a relayout during the animation (a resize) replaces it.
    var to: DisplayList {
        didSet { leaving = Self.leaving(from: from, to: to) }
    }
    let start: Double
    /// Frames painted so far (for the log).
    var frames = 0
    /// `from`'s items by identity, and those `to` has not, worked out once per list rather than
    /// once per frame (a drag retargets every frame).
    private let old: [String: DisplayItem]
    private var leaving: [DisplayItem]

    init(from: DisplayList, to: DisplayList, start: Double) {
        self.from = from
        self.to = to
        self.start = start
        old = Self.items(from)
        leaving = Self.leaving(from: from, to: to)
    }

    func progress(at time: Double) -> Double {
        min(max((time - start) / Self.duration, 0), 1)
    }

    func isFinished(at time: Double) -> Bool { time - start >= Self.duration }

    /// The list to draw at `time`.
    func list(at time: Double) -> DisplayList {
        Self.interpolate(from: from, to: to, fraction: EaseInOut.value(at: progress(at: time)), old: old, leaving: leaving)
    }

    static func interpolate(from: DisplayList, to: DisplayList, fraction f: Double) -> DisplayList {
        interpolate(from: from, to: to, fraction: f, old: items(from), leaving: leaving(from: from, to: to))
    }

    /// The items of `list` by identity (the first of each).
    private static func items(_ list: DisplayList) -> [String: DisplayItem] {
        var old: [String: DisplayItem] = [:]
        for item in list.allItems where old[item.identity] == nil { old[item.identity] = item }
        return old
    }

    /// What disappears: the items of `from` (groups aside) whose identity `to` does not have.
    private static func leaving(from: DisplayList, to: DisplayList) -> [DisplayItem] {
        let newIdentities = Set(to.allItems.map(\.identity))
        return from.allItems.filter { item in
            if case .group = item.content { return false }
            return !newIdentities.contains(item.identity)
        }
    }

    private static func interpolate(from: DisplayList, to: DisplayList, fraction f: Double,
                                    old: [String: DisplayItem], leaving: [DisplayItem]) -> DisplayList {
        var items: [DisplayItem] = []
        // What disappears fades out underneath, at its old place (outside any group it was in).
        if !leaving.isEmpty && f < 1 {
            items.append(DisplayItem(identity: "animation/leaving", frame: CGRect(origin: .zero, size: from.size),
                                     content: .group(DisplayGroup(opacity: 1 - f, children: leaving))))
        }
        items += to.items.map { morph($0, old: old, fraction: f) }
        var list = to
        list.items = items
        return list
    }

    /// `item` (and what it holds) placed between its old and new frames; new items fade in.
    private static func morph(_ item: DisplayItem, old: [String: DisplayItem], fraction f: Double) -> DisplayItem {
        var item = item
        if case var .group(group) = item.content {
            group.children = group.children.map { morph($0, old: old, fraction: f) }
            item.content = .group(group)
        }
        if let before = old[item.identity] {
            return item.placed(in: lerp(before.frame, item.frame, f))
        }
        if f >= 1 { return item }
        return DisplayItem(identity: item.identity + "@appearing", frame: item.frame,
                           content: .group(DisplayGroup(opacity: f, children: [item])))
    }

    static func lerp(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
               width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }
}

/// SwiftUI's `easeInOut` timing curve: the cubic Bézier with control points (0.42, 0) and (0.58, 1).
enum EaseInOut {
    static func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Solve bezierX(t) = x for t by Newton's method (the curve is monotonic), then take bezierY(t).
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, 0.42, 0.58) - x
            if abs(error) < 1e-7 { break }
            let slope = derivative(t, 0.42, 0.58)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        return bezier(min(max(t, 0), 1), 0, 1)
    }

    /// One coordinate of a cubic Bézier from 0 to 1 with inner control values p1 and p2.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
