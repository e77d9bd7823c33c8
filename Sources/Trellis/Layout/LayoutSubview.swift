import Foundation

/// What a layout sees of one of its subviews: a proxy to measure and place it.
///
/// A ``Layout`` never sees its subviews' views, only these proxies: it asks them for sizes
/// (`sizeThatFits(_:)`, `dimensions(in:)`), reads their priority, spacing and layout values, and
/// places each once per `placeSubviews` call.
///
/// ```swift
/// func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     var y = bounds.minY
///     for subview in subviews {
///         let size = subview.sizeThatFits(.unspecified)
///         subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
///         y += size.height
///     }
/// }
/// ```
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
    @_spi(Interpreter) public subscript(keyObject key: AnyObject) -> Any? {
        node.traits.values[ObjectIdentifier(key)]
    }

    /// Places the subview: it is sized for `proposal` and its `anchor` point put at `position`.
    ///
    /// `position` is in the container's coordinates (those of `bounds`). SwiftUI traps on a NaN
    /// position; Trellis puts the subview at 0 on that axis instead, and a NaN or negative
    /// proposal is read as unspecified or zero.
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

    /// Whether two proxies stand for the same subview.
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
///
/// Views that produce several subviews (a `ForEach`, a group) count as several; views that
/// produce none (an `EmptyView`, an `if` that is false) count as none. A slice, e.g.
/// `subviews[1...]`, is `LayoutSubviews` again.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of the subviews is a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    /// Each element is a subview's proxy.
    public typealias Element = LayoutSubview
    /// Subviews are indexed by position.
    public typealias Index = Int

    let nodes: [Node]
    let sink: PlacementSink
    /// The position of the first subview.
    public let startIndex: Int
    /// The position after the last subview.
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

    /// Calls `body` with the subviews' nodes, read without reference counting.
    func withNodeRefs<R>(_ body: (NodeRefs) -> R) -> R {
        nodes.withUnsafeBufferPointer { body(NodeRefs(UnsafeBufferPointer(rebasing: $0[startIndex..<endIndex]))) }
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], sink: sink)
    }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, sink: sink, range: bounds, layoutDirection: layoutDirection)
    }

    // Every kind of range, so that `subviews[1...]` is a range and not a sequence of indices.
    /// The subviews in `bounds`.
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[Range(bounds)] }
    /// The subviews from `bounds.lowerBound` to the end.
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.lowerBound..<endIndex] }
    /// The subviews from the start up to `bounds.upperBound`, excluded.
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[startIndex..<bounds.upperBound] }
    /// The subviews from the start up to `bounds.upperBound`, included.
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

    /// The position after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The position before `i`.
    public func index(before i: Int) -> Int { i - 1 }

    func recording(into sink: PlacementSink) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, sink: sink, range: startIndex..<endIndex, layoutDirection: layoutDirection)
    }

    /// Whether two collections hold the same subviews at the same positions.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex
            && zip(a.nodes[a.startIndex..<a.endIndex], b.nodes[b.startIndex..<b.endIndex]).allSatisfy { $0 === $1 }
    }
}
