import Foundation

/// Moves every item from its frame in one scene to its frame in the next, matched by identity,
/// over 0.3 s with SwiftUI's `easeInOut` curve; items only in the old scene fade out and items
/// only in the new one fade in.
struct LayoutAnimation {
    static let duration: Double = 0.3

    /// The scene on screen when the change happened.
    var from: Scene
    /// The scene being moved to; a relayout during the animation (a resize) replaces it.
    var to: Scene
    let start: Double
    /// Frames painted so far (for the log).
    var frames = 0

    func progress(at time: Double) -> Double {
        min(max((time - start) / Self.duration, 0), 1)
    }

    func isFinished(at time: Double) -> Bool { time - start >= Self.duration }

    /// The scene to draw at `time`.
    func scene(at time: Double) -> Scene {
        Self.interpolate(from: from, to: to, fraction: EaseInOut.value(at: progress(at: time)))
    }

    static func interpolate(from: Scene, to: Scene, fraction f: Double) -> Scene {
        let old = Dictionary(from.items.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let newIdentities = Set(to.items.map(\.identity))
        // Disappearing items go first so they fade out underneath the others.
        var items = from.items.filter { !newIdentities.contains($0.identity) }.map { item -> Scene.Item in
            var faded = item
            faded.opacity *= 1 - f
            return faded
        }
        for var item in to.items {
            if let before = old[item.identity] {
                item.frame = lerp(before.frame, item.frame, f)
                item.opacity = before.opacity + (item.opacity - before.opacity) * f
            } else {
                item.opacity *= f
            }
            items.append(item)
        }
        return Scene(items: items, outlines: to.outlines)
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
