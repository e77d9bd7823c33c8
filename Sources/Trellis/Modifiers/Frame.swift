import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions, with the child aligned inside.
nonisolated struct FrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("frame", FrameBehavior(width: width, height: height, alignment: alignment), node, ctx)
    }
}

struct FrameBehavior: UnaryBehavior {
    /// The fixed dimensions, the NaN `noneBits` where there is none, and the alignment in 8
    /// bytes: so the behaviour fits in a node's behaviour field without an allocation of its own.
    private let fixedWidth: Double
    private let fixedHeight: Double
    private let compactAlignment: CompactAlignment

    /// A NaN no arithmetic produces: stands for nil (a NaN dimension a file passes stays NaN).
    private static var noneBits: UInt64 { 0x7FF4_F4A3_E000_0000 }

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        fixedWidth = width.map { Double($0) } ?? Double(bitPattern: Self.noneBits)
        fixedHeight = height.map { Double($0) } ?? Double(bitPattern: Self.noneBits)
        compactAlignment = CompactAlignment(alignment)
    }

    var width: CGFloat? { fixedWidth.bitPattern == Self.noneBits ? nil : CGFloat(fixedWidth) }
    var height: CGFloat? { fixedHeight.bitPattern == Self.noneBits ? nil : CGFloat(fixedHeight) }
    var alignment: Alignment { compactAlignment.alignment }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// The fixed axes replace the proposal.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        var axes = children[0].ignoredAxes
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        return axes
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = child.sizeThatFits(childProposal(p))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal)
        return (Self.aligned(child, childProposal: cp, in: size, alignment: alignment), cp)
    }

    /// On a fixed axis the frame no longer looks like its child to text neighbours.
    func spacing(child: Node) -> ViewSpacing {
        if child.isSpacer { return child.spacing }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return edges.isEmpty ? child.spacing : child.spacing.resetting(edges)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
nonisolated struct FlexFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let behavior: FlexFrameBehavior

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("frame", behavior, node, ctx)
    }
}

struct FlexFrameBehavior: UnaryBehavior {
    /// Per axis: minimum, ideal, maximum.
    struct Limits {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        /// The bounds as given were out of order (min > ideal, ideal > max or min > max): SwiftUI
        /// logs "Contradictory frame constraints specified" and normalises them, as done here.
        let isContradictory: Bool

        /// SwiftUI's normalisation: min >= 0, ideal >= min, max >= ideal (NaN stays NaN).
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func outOfOrder(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
                guard let a, let b else { return false }
                return a > b
            }
            isContradictory = outOfOrder(min, ideal) || outOfOrder(ideal, max) || outOfOrder(min, max)
            self.min = min.map { $0.isNaN ? $0 : Swift.max($0, 0) }
            self.ideal = ideal.map { Swift.max(self.min ?? 0, $0) }
            self.max = max.map { Swift.max(self.ideal ?? 0, $0) }
        }

        var isEmpty: Bool { min == nil && ideal == nil && max == nil }

        func clamp(_ v: CGFloat) -> CGFloat {
            var r = v
            if let max, r > max { r = max }
            if let min, r < min { r = min }
            return r
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    func limits(_ axis: Axis) -> Limits { axis == .horizontal ? horizontal : vertical }

    /// An axis with bounds clamps the proposal, so its size depends on it; an axis without any
    /// passes it to the child.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        var axes = children[0].ignoredAxes
        if !horizontal.isEmpty { axes.remove(.horizontal) }
        if !vertical.isEmpty { axes.remove(.vertical) }
        return axes
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var cp = ProposedViewSize.unspecified
        for axis in Axis.allCases {
            let l = limits(axis)
            if let v = p[axis] ?? l.ideal { cp[axis] = l.clamp(v) }
        }
        return cp
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize {
        var result = CGSize.zero
        var resolved: [Bool] = [false, false]
        for (i, axis) in Axis.allCases.enumerated() {
            let l = limits(axis)
            if let v = p[axis] {
                if let lo = l.min, let hi = l.max, lo <= hi {
                    result[axis] = l.clamp(v)
                    resolved[i] = true
                }
            } else if let ideal = l.ideal {
                result[axis] = ideal
                resolved[i] = true
            }
        }
        if resolved[0] && resolved[1] { return result }
        let cp = childProposal(p)
        let childSize = child.sizeThatFits(cp)
        for (i, axis) in Axis.allCases.enumerated() where !resolved[i] {
            let l = limits(axis)
            let c = childSize[axis]
            switch (l.min, l.max) {
            case let (lo?, hi?): result[axis] = Swift.max(Swift.min(c, hi), lo)
            case let (lo?, nil): result[axis] = Swift.max(Swift.min(cp[axis] ?? .infinity, c), lo)
            case let (nil, hi?): result[axis] = Swift.min(Swift.max(cp[axis] ?? -.infinity, c), hi)
            case (nil, nil): result[axis] = c
            }
        }
        return result
    }

    /// The child is proposed the frame's size, except on an axis with no ideal that was proposed
    /// nil and where the frame lies strictly between its bounds (iOS 17 semantics).
    func placementProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
        var cp = ProposedViewSize(size)
        for axis in Axis.allCases {
            let l = limits(axis)
            if l.ideal == nil && proposal[axis] == nil
                && (l.min ?? -.infinity) < size[axis] && size[axis] < (l.max ?? .infinity) {
                cp[axis] = nil
            }
        }
        return cp
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = placementProposal(size: size, proposal: proposal)
        return (Self.aligned(child, childProposal: cp, in: size, alignment: alignment), cp)
    }

    func spacing(child: Node) -> ViewSpacing {
        if child.isSpacer { return child.spacing }
        var edges: Edge.Set = []
        if !horizontal.isEmpty { edges.formUnion(.horizontal) }
        if !vertical.isEmpty { edges.formUnion(.vertical) }
        return edges.isEmpty ? child.spacing : child.spacing.resetting(edges)
    }
}

/// Negative and non-finite fixed dimensions are ignored (treated as nil), as SwiftUI does.
func validDimension(_ v: CGFloat?) -> CGFloat? {
    guard let v, v.isFinite, v >= 0 else { return nil }
    return v
}

nonisolated extension View {
    /// Positions this view within an invisible frame of a fixed width, height or both.
    /// On a fixed axis the frame proposes the child exactly that length and takes it as its own
    /// size, whatever size the child chooses; on an axis given nil it passes the proposal through
    /// and takes the child's size. The child is placed in the frame by `alignment`, so a child
    /// larger than the frame overflows it evenly (for `.center`) and a smaller one leaves space.
    /// ```swift
    /// Image(systemName: "star")
    ///     .frame(width: 44, height: 44)                        // a 44×44 tap target
    /// Text("A long title that wraps")
    ///     .frame(width: 120, alignment: .leading)               // wraps at 120 points
    /// ```
    /// Negative, NaN and infinite lengths count as nil, as in SwiftUI.
    /// - Parameters:
    ///   - width: The frame's width; nil to use the child's.
    ///   - height: The frame's height; nil to use the child's.
    ///   - alignment: Where the child sits in the frame when their sizes differ (default `.center`).
    /// - Returns: A view framed to the given size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: validDimension(width), height: validDimension(height), alignment: alignment))
    }

    /// A frame with no arguments lays its child out as if there were no frame.
    /// - Returns: A view laid out exactly as this one.
    public func frame() -> some View {
        modifier(FrameModifier(width: nil, height: nil, alignment: .center))
    }

    /// Positions this view within an invisible frame whose size on each axis is bounded by a
    /// minimum and maximum and has an ideal for when it is proposed nothing.
    /// On each axis the frame proposes its child the proposal clamped between `min` and `max`
    /// (the ideal, clamped, where the proposal is nil), and chooses its own size:
    /// - with both a minimum and a maximum, the proposal clamped between them, whatever the child;
    /// - proposed nil with an ideal, the ideal;
    /// - with only a maximum, the larger of the proposal and the child's size, capped at the
    ///   maximum; so `maxWidth: .infinity` takes the whole proposed width;
    /// - with only a minimum, the smaller of the proposal and the child's size, but at least the
    ///   minimum;
    /// - with no bound, the child's size.
    /// The child is then placed by `alignment`. Bounds out of order are put in order (SwiftUI logs
    /// "Contradictory frame constraints specified"; Trellis records a layout warning); NaN counts
    /// as absent.
    /// ```swift
    /// Text("Title")
    ///     .frame(maxWidth: .infinity, alignment: .leading)   // full width, text at the left
    /// Color.blue
    ///     .frame(minHeight: 44, idealHeight: 60, maxHeight: 120)
    /// ```
    /// - Parameters:
    ///   - minWidth: The narrowest the frame may be; nil for no minimum.
    ///   - idealWidth: The frame's width when proposed no width (under `fixedSize`, in a scroll
    ///     view); nil to use the child's.
    ///   - maxWidth: The widest the frame may be; `.infinity` to fill the proposed width.
    ///   - minHeight: The shortest the frame may be.
    ///   - idealHeight: The frame's height when proposed no height.
    ///   - maxHeight: The tallest the frame may be; `.infinity` to fill the proposed height.
    ///   - alignment: Where the child sits in the frame when their sizes differ (default `.center`).
    /// - Returns: A view with flexible dimensions bounded as given.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        // NaN bounds would make every comparison false; SwiftUI logs and treats them as absent.
        func v(_ x: CGFloat?) -> CGFloat? { x.flatMap { $0.isNaN ? nil : $0 } }
        return modifier(FlexFrameModifier(behavior: FlexFrameBehavior(
            horizontal: .init(min: v(minWidth), ideal: v(idealWidth), max: v(maxWidth)),
            vertical: .init(min: v(minHeight), ideal: v(idealHeight), max: v(maxHeight)),
            alignment: alignment)))
    }
}
