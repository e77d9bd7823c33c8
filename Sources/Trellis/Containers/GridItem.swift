import Foundation

/// A description of a column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size, the spacing
/// after it and the alignment of the views in it.
public struct GridItem: Sendable {
    /// How big the column (or row) is.
    public enum Size: Sendable {
        /// Exactly this size.
        case fixed(CGFloat)
        /// A share of the space, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in a share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How big the column (or row) is.
    public var size: Size
    /// The gap after this column (or row) and before the next one; nil for 8 points.
    public var spacing: CGFloat?
    /// How the views in this column (or row) align within their cells; nil uses the grid's.
    public var alignment: Alignment?

    /// Describes a column of a `LazyVGrid` or a row of a `LazyHGrid`.
    ///
    /// ```swift
    /// LazyVGrid(columns: [GridItem(.fixed(44)), GridItem(.flexible()), GridItem(.adaptive(minimum: 60))]) {
    ///     ForEach(0..<12) { Text("\($0)") }
    /// }
    /// ```
    /// - Parameters:
    ///   - size: Fixed, flexible (the default: at least 10 points, no maximum) or adaptive.
    ///   - spacing: The gap after this track; nil for 8 points.
    ///   - alignment: How views align within their cells; nil for the grid's alignment.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views of a lazy container stay pinned to the visible bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The set's bits: 1 for section headers, 2 for footers.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top of the visible region while their section scrolls past.
    /// Trellis pins the headers of lazy stacks; lazy grids' headers are not pinned yet.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom of the visible region. Accepted but not pinned yet
    /// in Trellis; at rest nothing moves either way.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// One resolved track (column of a LazyVGrid, row of a LazyHGrid): `count` sub-tracks of `length`.
struct LazyGridTrack {
    var count: Int
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment?
    var total: CGFloat { CGFloat(count) * length + CGFloat(count - 1) * spacing }
}

/// The cross-axis algorithm of the lazy grids, with bad values made harmless: negative sizes count
/// as 0, minimum above maximum takes the minimum, and an adaptive track holds at least one and at
/// most `maximumAdaptiveItems` items.
enum LazyGridTracks {
    static let defaultSpacing: CGFloat = 8
    static let maximumAdaptiveItems = 10_000

    static func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }

    /// Resolves `items` for the length `available` (nil: every track at its minimum).
    static func resolve(_ items: [GridItem], available: CGFloat?) -> [LazyGridTrack] {
        let spacings = items.map { clean(validSpacing($0.spacing) ?? defaultSpacing) }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var flexibleLeft = 0
        for item in items {
            if case let .fixed(v) = item.size { remaining -= clean(v) } else { flexibleLeft += 1 }
        }
        var tracks: [LazyGridTrack] = []
        for (i, item) in items.enumerated() {
            if WorkBudget.tick() { break }
            let s = spacings[i]
            switch item.size {
            case let .fixed(v):
                tracks.append(LazyGridTrack(count: 1, length: clean(v), spacing: s, alignment: item.alignment))
            case let .flexible(minimum, maximum):
                let lo = clean(minimum), hi = max(clean(maximum), lo)
                let w = available == nil ? lo : max(min(remaining / CGFloat(flexibleLeft), hi), lo)
                tracks.append(LazyGridTrack(count: 1, length: w, spacing: s, alignment: item.alignment))
                remaining -= w
                flexibleLeft -= 1
            case let .adaptive(minimum, maximum):
                let lo = clean(minimum), hi = max(clean(maximum), lo)
                guard available != nil else {
                    tracks.append(LazyGridTrack(count: 1, length: lo, spacing: s, alignment: item.alignment))
                    flexibleLeft -= 1
                    continue
                }
                let offer = remaining / CGFloat(flexibleLeft)
                var k = ((offer + s) / (lo + s)).rounded(.down)
                if k.isNaN { k = 1 }
                let count = Int(min(max(k, 1), CGFloat(maximumAdaptiveItems)))
                let itemLength = min(max(0, (offer - CGFloat(count - 1) * s) / CGFloat(count)), hi)
                let track = LazyGridTrack(count: count, length: itemLength.isNaN ? 0 : itemLength, spacing: s, alignment: item.alignment)
                tracks.append(track)
                remaining -= track.total
                flexibleLeft -= 1
            }
        }
        return tracks
    }
}
