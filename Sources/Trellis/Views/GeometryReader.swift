import Foundation

/// A named or built-in coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The window.
    case global
    /// The reader's own bounds.
    case local
    /// A space named with `.coordinateSpace(name:)`; not tracked here, so it reads as global.
    case named(AnyHashable)
}

/// The size (and position) of a `GeometryReader`, handed to its content.
public struct GeometryProxy {
    /// The reader's size: the size it was proposed (0 on an axis proposed nil).
    public let size: CGSize
    /// The reader's frame in the window (before right-to-left mirroring).
    let globalFrame: CGRect
    /// The safe-area insets of the reader: how far each of its edges reaches into the safe-area
    /// insets it touches (zero where it does not touch them, and without a safe area).
    public let safeAreaInsets: EdgeInsets

    init(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
    }

    /// The reader's frame in a coordinate space.
    /// - Parameter coordinateSpace: `.local` for the reader's own bounds (origin zero), `.global`
    ///   for the window; named spaces are not tracked and read as global.
    /// - Returns: The reader's frame in that space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return globalFrame
        }
    }
}

/// A view that takes the space it is offered and builds its content from that size; the
/// content is placed at its top-leading corner.
///
/// A reader is greedy: it becomes exactly as large as it is proposed (0 on an axis proposed
/// nil), whatever its content. Its content is built once the reader's frame is known, proposed
/// the reader's size and placed at its top-leading corner (not centred, unlike most containers).
///
/// ```swift
/// GeometryReader { proxy in
///     Color.blue
///         .frame(width: proxy.size.width / 2)   // half the reader's width
/// }
/// .frame(height: 40)
/// ```
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    /// Builds the content from the reader's size, frame and safe-area insets.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    /// - Parameter content: Builds the views from a proxy of the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let inner = ctx.inside(orientation: nil)
        ctx.noteDeferredContent()
        let build: (CGRect, EdgeInsets) -> [Node] = { frame, insets in
            let proxy = GeometryProxy(size: frame.size, globalFrame: frame, safeAreaInsets: insets)
            return inner.nodes(of: EnvironmentValues.$current.withValue(inner.environment) { content(proxy) })
        }
        nodes.append(ctx.makeNode("GeometryReader", GeometryReaderBehavior(build: build)))
    }
}

/// The content depends on the reader's final frame, so it is built when the reader is placed
/// (and rebuilt only when that frame changes).
final class GeometryReaderBehavior: NodeBehavior {
    let build: (CGRect, EdgeInsets) -> [Node]
    private var builtFor: (CGRect, EdgeInsets)?

    init(build: @escaping (CGRect, EdgeInsets) -> [Node]) { self.build = build }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }

    /// The proposal, with 0 for an unspecified dimension.
    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        p.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let insets = node.context.safeAreaInsets(of: bounds, regions: .all, pixelLength: node.environment.pixelLength)
        if builtFor?.0 != bounds || builtFor?.1 != insets {
            node.children = build(bounds, insets)
            builtFor = (bounds, insets)
        }
        for c in node.children {
            c.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
