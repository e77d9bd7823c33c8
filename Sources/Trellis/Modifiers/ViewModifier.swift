import Foundation

/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier's body returns.
    associatedtype Body: View
    /// The view the modifier is applied to, as its body receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified view, built from `content`, the view the modifier is applied to.
    /// The body is evaluated in the environment of the modified view, so `@Environment` reads work.
    /// - Parameter content: A stand-in for the modified view; place it in the result like any view.
    /// - Returns: The view that replaces the modified one.
    @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension ViewModifier where Body == Never {
    /// Built-in modifiers are applied by the engine and have no body; calling this stops the program.
    /// - Returns: Never: it stops the program.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A modifier whose `animatableData` SwiftUI interpolates frame by frame (deprecated: a
/// `ViewModifier` that is `Animatable`, which this is). At rest the body sees the final value.
@MainActor @preconcurrency public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The content a `ViewModifier`'s body receives: the view the modifier is applied to.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// The content is resolved by the engine from the modified view; it has no body.
    public typealias Body = Never
    let resolveContent: (ResolveContext, inout [Node]) -> Void
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { resolveContent(ctx, &nodes) }
}

/// A modifier the engine applies itself, given a way to resolve the modified content.
protocol PrimitiveModifier {
    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node])
}

/// A modifier that wraps each view of its content in one node (SwiftUI applies modifiers of a
/// `Group` to each of its views).
protocol WrappingModifier: PrimitiveModifier {
    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node
}

extension WrappingModifier {
    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner: [Node] = []
        content(ctx, &inner)
        for n in inner { nodes.append(wrap(n, ctx)) }
    }

    /// A node of `type` around `child`; it carries the child's traits for the container above.
    func unary(_ type: String, _ behavior: any NodeBehavior, _ child: Node, _ ctx: ResolveContext, extra: [Node] = []) -> Node {
        let n = ctx.makeNode(type, behavior, children: [child] + extra)
        n.traits = child.traits
        return n
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to (or, when two modifiers are combined, the first one).
    public var content: Content
    /// The modifier applied to `content`.
    public var modifier: Modifier
    /// Pairs a view (or a modifier) with a modifier; `modifier(_:)` and `concat(_:)` are the usual
    /// ways to make one.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// The engine resolves the pair directly: a built-in modifier wraps the content in its layout
    /// node, and a custom one is replaced by its body.
    public typealias Body = Never

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let content = self.content
        let resolveContent: (ResolveContext, inout [Node]) -> Void = { c, n in c.resolve(content, into: &n) }
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.makeNodes(content: resolveContent, ctx, into: &nodes)
        } else if let environmental = modifier as? any EnvironmentalModifier {
            applyModifier(environmental.resolved(ctx), content: resolveContent, ctx, into: &nodes)
        } else {
            let inner = ctx.identified(_typeName(Modifier.self, qualified: false))
            let body = inner.evaluatingBody(of: modifier) { m in
                EnvironmentValues.$current.withValue(ctx.environment) {
                    onMainActor((m, _ViewModifier_Content(resolveContent: resolveContent))) { $0.body(content: $1) }
                }
            }
            inner.resolve(body, into: &nodes)
        }
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A combined modifier is applied by the engine and has no body.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        // `a.concat(b)`: a applies first, then b.
        let inner = self.content
        let applyInner: (ResolveContext, inout [Node]) -> Void = { c, n in
            applyModifier(inner, content: content, c, into: &n)
        }
        applyModifier(modifier, content: applyInner, ctx, into: &nodes)
    }
}

func applyModifier<M: ViewModifier>(_ m: M, content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
    if let primitive = m as? any PrimitiveModifier {
        primitive.makeNodes(content: content, ctx, into: &nodes)
        return
    }
    if let environmental = m as? any EnvironmentalModifier {
        applyModifier(environmental.resolved(ctx), content: content, ctx, into: &nodes)
        return
    }
    withoutActuallyEscaping(content) { content in
        let inner = ctx.identified(_typeName(M.self, qualified: false))
        let body = inner.evaluatingBody(of: m) { m in
            EnvironmentValues.$current.withValue(ctx.environment) {
                onMainActor((m, _ViewModifier_Content(resolveContent: content))) { $0.body(content: $1) }
            }
        }
        inner.resolve(body, into: &nodes)
    }
}

nonisolated extension View {
    /// Applies a modifier to this view.
    /// Built-in modifiers add their layout node; a custom `ViewModifier` is replaced by its
    /// `body(content:)`, with `content` standing for this view.
    /// ```swift
    /// struct Card: ViewModifier {
    ///     func body(content: Content) -> some View {
    ///         content.padding().background(.white, in: RoundedRectangle(cornerRadius: 12))
    ///     }
    /// }
    /// Text("Hello").modifier(Card())
    /// ```
    /// - Parameter modifier: The modifier to apply.
    /// - Returns: This view with the modifier applied.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    /// Combines this modifier with another: the result applies this one first, then `modifier`
    /// around it.
    /// - Parameter modifier: The modifier applied after (outside) this one.
    /// - Returns: A modifier applying both in order.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that makes its actual modifier from the environment: where it is applied, the
/// modifier `resolve(in:)` returns for the environment there is applied in its place.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier made from the environment.
    associatedtype ResolvedModifier: ViewModifier
    /// Makes the modifier from `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// The modifier this one resolves to in `ctx`'s environment (SwiftUI calls `resolve(in:)` on
    /// the main actor, as it evaluates bodies).
    nonisolated func resolved(_ ctx: ResolveContext) -> ResolvedModifier {
        EnvironmentValues.$current.withValue(ctx.environment) { onMainActor(self) { $0.resolve(in: ctx.environment) } }
    }
}

/// The modifier that changes nothing.
public nonisolated struct EmptyModifier: ViewModifier, Sendable {
    /// The empty modifier.
    public static let identity = EmptyModifier()
    /// The empty modifier.
    public init() {}
    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}
