import Foundation

/// A layout applied to content: what `MyLayout { ... }`, `HStack { ... }` and `AnyLayout` produce.
///
/// You don't create one directly: calling a layout with a view builder returns it. In the layout
/// tree it is named after the layout's type (`AnyLayout` for a type-erased one).
public nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    /// A layout view has no body: the engine lays its content out with the layout.
    public typealias Body = Never
    let layout: L
    let content: Content
    let name: String

    init(layout: L, content: Content, name: String? = nil) {
        self.layout = layout
        self.content = content
        self.name = name ?? LayoutView.typeName(of: layout)
    }

    static func typeName(of layout: L) -> String {
        if let any = layout as? AnyLayout { return any.typeName }
        if let named = layout as? any NamedLayout { return named.layoutName }
        // What `String(describing: L.self)` prints, without its casts and Mirror.
        return _typeName(L.self, qualified: false)
    }

    /// A container node; an empty one has the lowest priority, like a Spacer (SwiftUI does this).
    static func container(_ ctx: ResolveContext, _ name: String, _ behavior: any NodeBehavior, _ children: [Node]) -> Node {
        let node = ctx.makeNode(name, behavior, children: children)
        if children.isEmpty { node.traits.layoutPriority = -.infinity }
        return node
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let any = layout as? AnyLayout {
            let forced = any.forced(ctx.environment.anyLayoutOverride)
            var inner = ctx.inside(orientation: forced.stackOrientation)
            inner.isGridContent = any.box.base is GridLayout
            let children = inner.nodes(of: content)
            nodes.append(Self.container(ctx, name, LayoutBehavior(forced), children))
            return
        }
        var inner = ctx.inside(orientation: layout.resolvedLayoutProperties.stackOrientation)
        inner.isGridContent = layout is GridLayout
        let children = inner.nodes(of: content)
        nodes.append(Self.container(ctx, name, nodeBehavior(for: layout), children))
    }
}
