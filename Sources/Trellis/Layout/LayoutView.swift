import Foundation

/// A layout applied to content: what `MyLayout { ... }`, `HStack { ... }` and `AnyLayout` produce.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
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
        return String(describing: L.self)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let any = layout as? AnyLayout {
            let forced = any.forced(ctx.environment.anyLayoutOverride)
            let children = ctx.inside(orientation: forced.stackOrientation).nodes(of: content)
            nodes.append(ctx.makeNode(name, LayoutBehavior(forced), children: children))
            return
        }
        let children = ctx.inside(orientation: L.layoutProperties.stackOrientation).nodes(of: content)
        nodes.append(ctx.makeNode(name, LayoutBehavior(layout), children: children))
    }
}
