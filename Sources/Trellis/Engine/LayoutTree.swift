import Foundation

/// A view laid out in a window: every node with its frame in window coordinates. Encodes to
/// `{"window": {...}, "root": {"type", "id"?, "source"?, "frame", "children"}}`.
///
/// This is what `trellis layout` prints and what tests compare: the frames SwiftUI would give the
/// same views, unrounded.
///
/// ```swift
/// let tree = LayoutTree(of: HStack { Text("A").id("a"); Spacer() }, in: CGSize(width: 200, height: 100))
/// let a = tree.frame(id: "a")   // the Text's frame in window coordinates
/// ```
///
/// Trellis only: SwiftUI has no such value (its frames are read with `GeometryReader`).
public struct LayoutTree: Codable, Hashable, Sendable {
    /// A size as the JSON shows it.
    public struct Size: Codable, Hashable, Sendable {
        /// The width in points.
        public var width: CGFloat
        /// The height in points.
        public var height: CGFloat
    }

    /// A view's frame in window coordinates, as the JSON shows it.
    public struct Frame: Codable, Hashable, Sendable {
        /// The origin (top-left corner) and size, in points.
        public var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        /// The frame as a rectangle.
        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
        init(_ r: CGRect) {
            x = r.minX
            y = r.minY
            width = r.width
            height = r.height
        }
    }

    /// A proposal as the JSON shows it: a number, `null` for unspecified (nil), or "infinity".
    public struct Proposal: Codable, Hashable, Sendable {
        /// The proposed width; nil for unspecified.
        public var width: CGFloat?
        /// The proposed height; nil for unspecified.
        public var height: CGFloat?
        /// The proposal's two dimensions.
        public init(_ p: ProposedViewSize) {
            width = p.width
            height = p.height
        }
        /// The proposal as the engine's type.
        public var proposedViewSize: ProposedViewSize { ProposedViewSize(width: width, height: height) }

        /// "146 × 100" as SwiftUI code writes the dimensions: nil for unspecified, ∞ for infinity.
        public func formatted(separator: String = " × ") -> String {
            func dimension(_ v: CGFloat?) -> String { v.map(LayoutTree.formatted) ?? "nil" }
            return dimension(width) + separator + dimension(height)
        }

        enum CodingKeys: String, CodingKey { case width, height }

        /// Reads a proposal whose dimensions are numbers, `null` or "infinity".
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            width = try LayoutTree.decodeDimension(c, .width)
            height = try LayoutTree.decodeDimension(c, .height)
        }

        /// Writes the dimensions as numbers, `null` for unspecified and "infinity" for infinity.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LayoutTree.jsonDimension(width), forKey: .width)
            try c.encode(LayoutTree.jsonDimension(height), forKey: .height)
        }
    }

    /// One question of the layout negotiation: a proposal the parent made and the view's answer.
    public struct Answer: Codable, Hashable, Sendable {
        /// What the parent proposed.
        public var proposal: Proposal
        /// The size the view answered.
        public var size: Size
        private enum SizeKeys: String, CodingKey { case width, height }
        enum CodingKeys: String, CodingKey { case proposal, size }

        init(proposal: Proposal, size: Size) {
            self.proposal = proposal
            self.size = size
        }

        /// Reads an answer whose size may be "infinity" (a `null` size reads as 0).
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            proposal = try c.decode(Proposal.self, forKey: .proposal)
            let size = try c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
            self.size = Size(width: try LayoutTree.decodeDimension(size, .width) ?? 0,
                             height: try LayoutTree.decodeDimension(size, .height) ?? 0)
        }

        /// Writes the proposal and the size, an infinite dimension as "infinity".
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(proposal, forKey: .proposal)
            var size = c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
            try size.encode(LayoutTree.jsonDimension(self.size.width), forKey: .width)
            try size.encode(LayoutTree.jsonDimension(self.size.height), forKey: .height)
        }
    }

    /// One view of the tree with its frame and its children.
    public struct Element: Codable, Hashable, Sendable {
        /// The view's name: its type (`Text`, `HStack`) or its modifier (`padding`, `frame`).
        public var type: String
        /// The view's `.id(_:)`, as a string, if it has one.
        public var id: String?
        /// The view's frame in window coordinates.
        public var frame: Frame
        /// The views inside it, in order.
        public var children: [Element]
        /// The proposal the view was placed with (what its parent finally proposed).
        public var placement: Proposal?
        /// Every proposal the view was asked about in the pass, in order, each once, with its
        /// answer: present when the layout recorded the negotiation (`ResolvedTree.recordsNegotiation`).
        public var proposals: [Answer]?
        /// Where the view was written, when it came from a layout file (`"path:line:column"` in
        /// the JSON, written only when known).
        public var source: ViewSourceLocation?
        /// True for an `AnyLayout`, whose arrangement follows `EnvironmentValues.anyLayoutOverride`
        /// (`"anyLayout": true` in the JSON, written only then): tools find it by what it is,
        /// not by its name.
        public var isAnyLayout: Bool?

        /// The first element (depth first, self included) whose id is `id`.
        public func first(id: String) -> Element? {
            if self.id == id { return self }
            for c in children { if let e = c.first(id: id) { return e } }
            return nil
        }

        /// Every element, depth first.
        public var all: [Element] { [self] + children.flatMap(\.all) }
    }

    /// The window's size.
    public var window: Size
    /// The window's safe-area insets (`{"top", "leading", "bottom", "trailing"}`), written only
    /// when some inset is not zero.
    public var safeArea: SafeAreaJSON?
    /// The root view, placed in the window.
    public var root: Element

    /// Safe-area insets as the JSON shows them.
    public struct SafeAreaJSON: Codable, Hashable, Sendable {
        /// The insets of the four edges, in points.
        public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    }

    /// Lays `view` out in a window of `size` (root proposed the window size less the safe-area
    /// insets and centred in the safe area).
    public init<V: View>(of view: V, in size: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                         environment: EnvironmentValues = EnvironmentValues()) {
        let layout = ResolvedTree(view, environment: environment)
        layout.layout(in: size, safeArea: safeArea)
        self.init(layout)
    }

    init(_ layout: ResolvedTree) {
        window = Size(width: layout.windowSize.width, height: layout.windowSize.height)
        let i = layout.safeAreaInsets
        safeArea = i.isZero ? nil : SafeAreaJSON(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing)
        root = LayoutTree.element(layout.root)
    }

    /// The placed element of `node`, built bottom-up without recursion (trees can be very deep).
    static func element(_ node: Node) -> Element {
        var stack: [(node: Node, expanded: Bool)] = [(node, false)]
        var built: [Element] = []
        while let (n, expanded) = stack.popLast() {
            if expanded {
                let children = Array(built.suffix(n.children.count))
                built.removeLast(n.children.count)
                var element = Element(type: n.type, id: n.id, frame: Frame(n.frame), children: children,
                                      placement: n.isPlaced ? Proposal(n.placedProposal) : nil)
                element.source = n.source
                if n.behavior is LayoutBehavior<AnyLayout> { element.isAnyLayout = true }
                if n.context.recordsNegotiation {
                    if n.isPlaced, let asked = n.placementAsked { element.placement = Proposal(asked) }
                    element.proposals = n.currentQuestions.map {
                        Answer(proposal: Proposal($0.proposal), size: Size(width: $0.size.width, height: $0.size.height))
                    }
                }
                built.append(element)
            } else {
                stack.append((n, true))
                for c in n.children.reversed() { stack.append((c, false)) }
            }
        }
        return built[0]
    }

    /// The frame of the view with `.id(id)`.
    public func frame(id: String) -> CGRect? { root.first(id: id)?.frame.rect }

    enum CodingKeys: String, CodingKey { case window, safeArea, root }

    /// A length for JSON, which has no infinity: finite numbers as they are, nil as null, the rest as text.
    enum JSONDimension: Encodable {
        case number(CGFloat), text(String), null
        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case let .number(v): try c.encode(v)
            case let .text(t): try c.encode(t)
            case .null: try c.encodeNil()
            }
        }
    }

    /// A length as Trellis prints it: up to two decimals without trailing zeros; ∞, -∞, nan.
    public static func formatted(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : v > 0 ? "∞" : "-∞" }
        // Lengths beyond what an Int holds (a frame of 1e300) in exponent form.
        guard abs(v) < 1e15 else { return String(format: "%.6g", Double(v)) }
        let rounded = (Double(v) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(format: "%.2f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// A length written by `jsonDimension`: a number, null, or "infinity"/"-infinity"/"nan".
    static func decodeDimension<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> CGFloat? {
        if try !c.contains(key) || c.decodeNil(forKey: key) { return nil }
        if let v = try? c.decode(CGFloat.self, forKey: key) { return v }
        switch try c.decode(String.self, forKey: key) {
        case "infinity": return .infinity
        case "-infinity": return -.infinity
        default: return .nan
        }
    }

    static func jsonDimension(_ v: CGFloat?) -> JSONDimension {
        guard let v else { return .null }
        if v.isFinite { return .number(v) }
        return .text(v.isNaN ? "nan" : v > 0 ? "infinity" : "-infinity")
    }
}

extension LayoutTree.Element {
    enum CodingKeys: String, CodingKey {
        case type, id, source, frame, children, placement, proposals
        case isAnyLayout = "anyLayout"
    }

    /// The negotiation (`placement`, `proposals`) is written only when it was recorded, so the
    /// usual JSON stays `{"type", "id"?, "frame", "children"}`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(source, forKey: .source)
        if isAnyLayout == true { try c.encode(true, forKey: .isAnyLayout) }
        try c.encode(frame, forKey: .frame)
        if let proposals {
            try c.encodeIfPresent(placement, forKey: .placement)
            try c.encode(proposals, forKey: .proposals)
        }
        try c.encode(children, forKey: .children)
    }
}
