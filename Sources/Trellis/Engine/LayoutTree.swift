import Foundation

/// A view laid out in a window: every node with its frame in window coordinates. Encodes to
/// `{"window": {...}, "root": {"type", "id"?, "frame", "children"}}`.
public struct LayoutTree: Encodable, Sendable {
    public struct Size: Codable, Hashable, Sendable {
        public var width: CGFloat
        public var height: CGFloat
    }

    public struct Frame: Codable, Hashable, Sendable {
        public var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
        init(_ r: CGRect) {
            x = r.minX
            y = r.minY
            width = r.width
            height = r.height
        }
    }

    public struct Element: Codable, Hashable, Sendable {
        public var type: String
        public var id: String?
        public var frame: Frame
        public var children: [Element]

        /// The first element (depth first, self included) whose id is `id`.
        public func first(id: String) -> Element? {
            if self.id == id { return self }
            for c in children { if let e = c.first(id: id) { return e } }
            return nil
        }

        /// Every element, depth first.
        public var all: [Element] { [self] + children.flatMap(\.all) }
    }

    public var window: Size
    public var root: Element

    /// Lays `view` out in a window of `size` (root proposed the window size and centred in it).
    public init<V: View>(of view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        let layout = ViewLayout(view, environment: environment)
        layout.layout(in: size)
        self.init(layout)
    }

    init(_ layout: ViewLayout) {
        window = Size(width: layout.windowSize.width, height: layout.windowSize.height)
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
                built.append(Element(type: n.type, id: n.id, frame: Frame(n.frame), children: children))
            } else {
                stack.append((n, true))
                for c in n.children.reversed() { stack.append((c, false)) }
            }
        }
        return built[0]
    }

    /// The frame of the view with `.id(id)`.
    public func frame(id: String) -> CGRect? { root.first(id: id)?.frame.rect }

    enum CodingKeys: String, CodingKey { case window, root }
}

extension LayoutTree.Element {
    enum CodingKeys: String, CodingKey { case type, id, frame, children }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encode(frame, forKey: .frame)
        try c.encode(children, forKey: .children)
    }
}
