import Foundation

/// A modifier that only sets something on each view of its content (a trait, an id, an
/// appearance attribute) without adding a layout node.
nonisolated struct AttributeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (Node) -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        for n in nodes[start...] { apply(n) }
    }
}

/// `.id(_:)`: the content is identified by the value as well as by its place, so a new value
/// is a new view (fresh state), and layout trees report it.
nonisolated struct ExplicitIdentityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: String

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx.identified("#" + id), &nodes)
        for n in nodes[start...] { n.id = id }
    }
}

nonisolated extension View {
    /// Sets the priority by which a parent layout apportions space to this view (default 0).
    ///
    /// A stack offers space to its higher-priority children first: each priority group, from
    /// the highest, is offered what remains after the lower groups' minimum sizes, so a
    /// high-priority text keeps its full width while its lower-priority neighbours truncate.
    /// A `ZStack` sizes itself to its highest-priority children only. Custom layouts read the
    /// value as `subview.priority`.
    ///
    /// ```swift
    /// HStack {
    ///     Text("A long title that should stay whole").layoutPriority(1)
    ///     Text("A subtitle that may truncate")
    /// }
    /// .frame(width: 260)
    /// ```
    /// - Parameter value: The priority; NaN counts as 0.
    /// - Returns: A view with the given layout priority.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(AttributeModifier { $0.traits.layoutPriority = value.isNaN ? 0 : value })
    }

    /// Hands a value to the layout containing this view, read with `subview[Key.self]`.
    /// - Parameters:
    ///   - key: The key type under which the value is stored.
    ///   - value: The value the containing layout reads.
    /// - Returns: A view carrying the value for its parent layout.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(AttributeModifier { $0.traits[key] = value })
    }

    /// `layoutValue(key:value:)` for a key that is an object rather than a type: keys declared
    /// while the program runs (a layout file's `struct Name: LayoutValueKey`). Read back with
    /// `LayoutSubview[keyObject:]`.
    @_spi(Interpreter) public func layoutValue(keyObject: AnyObject, value: Any) -> some View {
        let id = ObjectIdentifier(keyObject)
        return modifier(AttributeModifier { $0.traits.values[id] = value })
    }

    /// Controls the drawing order of overlapping views in a ZStack (does not affect layout):
    /// views with a higher index draw on top; equal indices keep their order of declaration.
    /// - Parameter value: The relative front-to-back order (default 0).
    /// - Returns: A view drawn at the given depth among its siblings.
    public func zIndex(_ value: Double) -> some View {
        modifier(AttributeModifier { $0.traits.zIndex = value })
    }

    /// Gives the view an identity; layout trees report it as the node's `id`, and scroll views
    /// and the previewer find views by it.
    /// - Parameter id: Any hashable value; strings are used as written, other values as their
    ///   description.
    /// - Returns: A view with the given identity.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let text = (id as? String) ?? String(describing: id)
        return modifier(ExplicitIdentityModifier(id: text))
    }

    /// Makes this view transparent by `opacity` (0 invisible, 1 opaque); layout is unaffected.
    /// Nested opacities multiply. Values outside 0...1 are clamped and NaN counts as 1.
    /// - Parameter opacity: The opacity to draw the view with.
    /// - Returns: A view drawn at the given opacity.
    public func opacity(_ opacity: Double) -> some View {
        modifier(AttributeModifier { $0.drawing.opacity *= opacity.isNaN ? 1 : min(max(opacity, 0), 1) })
    }

    /// Hides the view; it keeps its place in the layout.
    /// - Returns: A view that is laid out but not drawn.
    public func hidden() -> some View {
        modifier(AttributeModifier { $0.drawing.hidden = true })
    }
}
