import Foundation

/// A modifier that only sets something on each view of its content (a trait, an id, an
/// appearance attribute) without adding a layout node.
struct AttributeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (Node) -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        for n in nodes[start...] { apply(n) }
    }
}

extension View {
    /// Sets the priority by which a parent layout apportions space to this view (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(AttributeModifier { $0.traits.layoutPriority = value.isNaN ? 0 : value })
    }

    /// Hands a value to the layout containing this view, read with `subview[Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(AttributeModifier { $0.traits[key] = value })
    }

    /// `layoutValue(key:value:)` for a key that is an object rather than a type: keys declared
    /// while the program runs (a layout file's `struct Name: LayoutValueKey`). Read back with
    /// `LayoutSubview[keyObject:]`.
    @_spi(TrellisFile) public func layoutValue(keyObject: AnyObject, value: Any) -> some View {
        let id = ObjectIdentifier(keyObject)
        return modifier(AttributeModifier { $0.traits.values[id] = value })
    }

    /// Controls the drawing order of overlapping views in a ZStack (does not affect layout).
    public func zIndex(_ value: Double) -> some View {
        modifier(AttributeModifier { $0.traits.zIndex = value })
    }

    /// Gives the view an identity; layout trees report it as the node's `id`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let text = (id as? String) ?? String(describing: id)
        return modifier(AttributeModifier { $0.id = text })
    }

    public func opacity(_ opacity: Double) -> some View {
        modifier(AttributeModifier { $0.drawing.opacity *= opacity.isNaN ? 1 : min(max(opacity, 0), 1) })
    }

    /// Hides the view; it keeps its place in the layout.
    public func hidden() -> some View {
        modifier(AttributeModifier { $0.drawing.hidden = true })
    }
}
