import Foundation

/// The preferred spacing around a view: per edge, a distance for any neighbour or for neighbours of a
/// given category (text and the edges next to text). Two views' spacings together give the gap
/// between them (`distance(to:along:)`).
///
/// Stacks use spacing when they are given no explicit `spacing:`: the gap between two children
/// is what their spacings ask for together, 8 between two ordinary views and, between lines of
/// text, a gap derived from the fonts' metrics. A custom layout can do the same:
///
/// ```swift
/// let gaps = subviews.indices.dropLast().map { i in
///     subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)
/// }
/// ```
///
/// Text metrics come from the fonts Pango finds on Linux (Inter stands in for SF Pro), so text
/// gaps can differ from an Apple device's by the fonts' differences.
public struct ViewSpacing: Sendable, Equatable {
    enum Category: UInt8, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline
        case edgeLeftText, edgeRightText, leftTextBaseline, rightTextBaseline
    }

    /// Font metrics a text edge offers to a text neighbour.
    struct TextMetrics: Equatable, Sendable {
        var ascend: CGFloat
        var descend: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
    }

    enum Value: Equatable, Sendable {
        case distance(CGFloat)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)
    }

    struct Entry: Equatable, Sendable {
        var category: Category?
        var edge: Edge
        var value: Value
    }

    var entries: [Entry]

    /// An empty spacing: no preference on any edge, so neighbours fall back to the default 8.
    public init() { entries = [] }

    init(entries: [Entry]) { self.entries = entries }

    /// Zero spacing on every edge, against any neighbour.
    public static let zero = ViewSpacing(entries: Edge.allCases.map { Entry(category: nil, edge: $0, value: .distance(0)) })

    /// The default distance between two views that state no preference for each other.
    static let defaultDistance: CGFloat = 8

    /// The spacing of an ordinary (non-text) view: it only tells text neighbours that it is not text.
    static let standard = ViewSpacing(entries: [
        Entry(category: .edgeBelowText, edge: .top, value: .distance(0)),
        Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)),
        Entry(category: .edgeRightText, edge: .leading, value: .distance(0)),
        Entry(category: .edgeLeftText, edge: .trailing, value: .distance(0)),
    ])

    /// A spacing of `length` against anything on the given edges (Spacer uses 0).
    static func uniform(_ length: CGFloat, edges: Edge.Set) -> ViewSpacing {
        ViewSpacing(entries: Edge.allCases.filter { edges.contains(Edge.Set($0)) }
            .map { Entry(category: nil, edge: $0, value: .distance(length)) })
    }

    func value(_ category: Category?, _ edge: Edge) -> Value? {
        for e in entries where e.category == category && e.edge == edge { return e.value }
        return nil
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (leadingEdge, trailingEdge): (Edge, Edge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let src: ViewSpacing, tgt: ViewSpacing, from: Edge, to: Edge
        if entries.count >= next.entries.count {
            (src, from, to, tgt) = (next, leadingEdge, trailingEdge, self)
        } else {
            (src, from, to, tgt) = (self, trailingEdge, leadingEdge, next)
        }
        var best: CGFloat?
        for e in src.entries where e.category != nil && e.edge == from {
            guard let w = tgt.value(e.category, to) else { continue }
            if let d = Self.combine(e.value, w) { best = max(best ?? d, d) }
        }
        if let best { return best }
        let fv = src.value(nil, from).flatMap(\.distance)
        let tv = tgt.value(nil, to).flatMap(\.distance)
        if fv == nil && tv == nil { return Self.defaultDistance }
        return max(fv ?? -.infinity, tv ?? -.infinity)
    }

    static func combine(_ a: Value, _ b: Value) -> CGFloat? {
        switch (a, b) {
        case let (.distance(x), .distance(y)): return x + y
        case let (.distance(x), _): return x
        case let (_, .distance(y)): return y
        case let (.topTextMetrics(_), .bottomTextMetrics(bottom)), let (.bottomTextMetrics(bottom), .topTextMetrics(_)):
            return roundUp(bottom.leading, to: bottom.pixelLength)
        default: return nil
        }
    }

    static func roundUp(_ v: CGFloat, to px: CGFloat) -> CGFloat {
        px > 0 ? (v / px).rounded(.up) * px : v
    }

    /// Keeps, per edge and category, the larger of the two values, for the given edges of `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for e in other.entries where edges.contains(Edge.Set(e.edge)) {
            if let i = entries.firstIndex(where: { $0.category == e.category && $0.edge == e.edge }) {
                if case let .distance(old) = entries[i].value, case let .distance(new) = e.value, new > old {
                    entries[i].value = e.value
                }
            } else {
                entries.append(e)
            }
        }
    }

    /// This spacing merged with the given edges of `other` (see `formUnion(_:edges:)`).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// Replaces the entries of the given edges with those of an ordinary view (frames and padding do this).
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var s = self
        s.entries.removeAll { edges.contains(Edge.Set($0.edge)) }
        s.entries += Self.standard.entries.filter { edges.contains(Edge.Set($0.edge)) }
        return s
    }

    /// The spacing of a text view, from its font metrics (vertical edges only; horizontally text
    /// states nothing, so its horizontal neighbours are 8 away).
    static func text(ascender a: CGFloat, descender d: CGFloat, leading: CGFloat, capHeight: CGFloat,
                     firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat, pixelLength px: CGFloat) -> ViewSpacing {
        let lineHeight = a - d
        let textSpacing = roundUp(lineHeight * 0.1, to: px)
        let lineSpacing = lineHeight + textSpacing
        let metrics = TextMetrics(ascend: a, descend: -d, leading: leading, pixelLength: px)
        return ViewSpacing(entries: [
            Entry(category: .textToText, edge: .top, value: .bottomTextMetrics(metrics)),
            Entry(category: .textToText, edge: .bottom, value: .topTextMetrics(metrics)),
            Entry(category: .textBaseline, edge: .bottom, value: .distance(lastBaseline - height)),
            Entry(category: .textBaseline, edge: .top, value: .distance(-firstBaseline)),
            Entry(category: .edgeAboveText, edge: .top, value: .distance(lineSpacing - a)),
            Entry(category: .edgeBelowText, edge: .bottom, value: .distance(max(lineSpacing - capHeight, textSpacing - d))),
        ])
    }
}

extension ViewSpacing.Value {
    var distance: CGFloat? {
        if case let .distance(d) = self { return d }
        return nil
    }
}
