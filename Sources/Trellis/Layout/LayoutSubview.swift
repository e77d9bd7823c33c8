import Foundation

/// A proxy for one subview of a layout container.
public struct LayoutSubview: Equatable {
    let node: Node
    let sink: PlacementSink

    /// The subview's size for a proposal (computed once per proposal per layout pass).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal.sanitized)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal.sanitized)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`, default 0).
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers around itself.
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview set for a layout value key, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.traits[key] as? K.Value) ?? K.defaultValue
    }

    /// The value the subview set for a key object (`View.layoutValue(keyObject:value:)`), nil if none.
    @_spi(TrellisFile) public subscript(keyObject key: AnyObject) -> Any? {
        node.traits.values[ObjectIdentifier(key)]
    }

    /// Places the subview: it is sized for `proposal` and its `anchor` point put at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = node.sizeThatFits(proposal)
        var x = position.x - anchor.x * size.width
        var y = position.y - anchor.y * size.height
        // SwiftUI traps on a NaN position; a previewer must not, so NaN becomes 0.
        if !x.isFinite { x = x.isNaN ? 0 : x }
        if !y.isFinite { y = y.isNaN ? 0 : y }
        sink.record(node, origin: CGPoint(x: x, y: y), proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

extension ProposedViewSize {
    /// What a custom layout may propose, made safe: NaN means unspecified and a negative
    /// dimension 0 (a NaN proposal would also never match a cached size).
    var sanitized: ProposedViewSize {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            return v.isNaN ? nil : max(v, 0)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

/// The subviews of a layout container: a random-access collection of `LayoutSubview`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let nodes: [Node]
    let sink: PlacementSink
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction of the container's environment.
    public let layoutDirection: LayoutDirection

    init(nodes: [Node], sink: PlacementSink, range: Range<Int>? = nil, layoutDirection: LayoutDirection) {
        self.nodes = nodes
        self.sink = sink
        let r = range ?? nodes.indices
        startIndex = r.lowerBound
        endIndex = r.upperBound
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], sink: sink)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, sink: sink, range: bounds, layoutDirection: layoutDirection)
    }

    // Every kind of range, so that `subviews[1...]` is a range and not a sequence of indices.
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[Range(bounds)] }
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.lowerBound..<endIndex] }
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[startIndex..<bounds.upperBound] }
    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[startIndex...bounds.upperBound] }

    /// The subviews at `indices`, in that order. Collection stops at the first index outside the
    /// subviews instead of trapping.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        var picked: [Node] = []
        for i in indices {
            guard i >= startIndex && i < endIndex else { break }
            picked.append(nodes[i])
        }
        return LayoutSubviews(nodes: picked, sink: sink, layoutDirection: layoutDirection)
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    func recording(into sink: PlacementSink) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, sink: sink, range: startIndex..<endIndex, layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex
            && zip(a.nodes[a.startIndex..<a.endIndex], b.nodes[b.startIndex..<b.endIndex]).allSatisfy { $0 === $1 }
    }
}
