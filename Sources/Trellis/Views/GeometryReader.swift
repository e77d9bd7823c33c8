import Foundation

/// The size of a `GeometryReader`, handed to its content.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A view that takes the space it is offered and builds its content from that size; the
/// content is placed at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let inner = ctx.inside(orientation: nil)
        let build: (CGSize) -> [Node] = { size in inner.nodes(of: content(GeometryProxy(size: size))) }
        nodes.append(ctx.makeNode("GeometryReader", GeometryReaderBehavior(build: build)))
    }
}

/// The content depends on the reader's final size, so it is built when the reader is placed.
final class GeometryReaderBehavior: NodeBehavior {
    let build: (CGSize) -> [Node]
    private var builtFor: CGSize?

    init(build: @escaping (CGSize) -> [Node]) { self.build = build }

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        p.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        if builtFor != bounds.size {
            node.children = build(bounds.size)
            builtFor = bounds.size
        }
        for c in node.children {
            c.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
