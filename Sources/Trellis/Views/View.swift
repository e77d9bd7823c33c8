import Foundation

/// A piece of user interface — SwiftUI's `View`. Compose views in `body`; the primitive views and
/// modifiers of this module are what the layout engine sizes and places.
///
/// Layout is a negotiation: a parent proposes a size to each child, the child chooses its own
/// size (which the parent must accept), and the parent places it. A custom view's layout is its
/// body's.
///
/// ```swift
/// struct Row: View {
///     let title: String
///     var body: some View {
///         HStack {
///             Text(title)
///             Spacer()
///             Image(systemName: "chevron.right")
///         }
///         .padding()
///     }
/// }
/// ```
///
/// At rest (a render, a layout) Trellis evaluates a body once, for a snapshot. A live preview
/// keeps the view's state by its identity and evaluates a body again when what it read changes.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view, evaluated when the view is resolved in its environment.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: View {
    /// `Never` is its own body type, ending the chain of bodies of primitive views.
    public typealias Body = Never
    /// There is no value of `Never`, so no body is ever asked for.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the engine resolves directly into nodes instead of asking for its body.
protocol PrimitiveView {
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node])
}

nonisolated extension View where Body == Never {
    /// Primitive views are laid out by the engine and have no body; calling this stops the program.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// A view that displays nothing and takes no space.
public nonisolated struct EmptyView: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {}
}

/// A type-erased view: wraps a view of any type, so views of different types can be returned
/// from one place. It lays out exactly as the view it wraps.
public nonisolated struct AnyView: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    let view: any View
    /// Where a layout file wrote the view (the hook it uses; not SwiftUI API): the outermost
    /// nodes of its content that have no location yet get this one. Locations set deeper win,
    /// so a modifier that makes no node (`.bold()`, `.id(_:)`) changes nothing.
    let source: ViewSourceBox?
    /// Wraps `view`, erasing its type.
    public init<V: View>(_ view: V) {
        self.view = view
        source = nil
    }
    /// Wraps `view`, erasing its type.
    public init<V: View>(erasing view: V) { self.init(view) }

    /// `view` located at `box`, unless it is located already (then every outermost node of it
    /// gets that location, and `box` would change nothing).
    @_spi(Interpreter) public init(_ view: AnyView, locatedAt box: ViewSourceBox) {
        self.view = view.view
        source = view.source ?? box
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard let source else { return ctx.resolve(view, into: &nodes) }
        let start = nodes.count
        var inner = ctx
        inner.enclosingSource = source
        inner.resolve(view, into: &nodes)
        for i in start..<nodes.count where nodes[i].sourceBox == nil { nodes[i].sourceBox = source }
    }
}

/// Several views that act as one list of children in the container holding them.
///
/// A group has no layout of its own: its views become children of the enclosing stack or grid,
/// and a modifier applied to the group applies to each of its views.
public nonisolated struct Group<Content: View>: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    let content: Content
    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { ctx.resolve(content, into: &nodes) }
}

/// The views of a `@ViewBuilder` block: a tuple of views, as SwiftUI declares it
/// (`TupleView<(Text, Spacer)>`), so that a type written out in full names it as SwiftUI does.
public nonisolated struct TupleView<T>: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    /// The views, as a tuple; each becomes a child of the enclosing container.
    public var value: T
    /// The tuple's views in order, as the builder gave them (the tuple's elements' types are only
    /// known where the block was built).
    private let built: [any View]?

    /// Wraps a tuple of views.
    /// - Parameter value: The views.
    public init(_ value: T) { self.value = value; built = nil }

    init(_ value: T, views: [any View]) { self.value = value; built = views }

    /// The tuple's views in order: those the builder gave, or the tuple read element by element
    /// (a `TupleView` made with its public initializer; an element that is not a view is skipped).
    var views: [any View] {
        if let built { return built }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return (value as? any View).map { [$0] } ?? [] }
        return mirror.children.compactMap { $0.value as? any View }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        for (index, view) in views.enumerated() { ctx.identified(String(index)).resolve(view, into: &nodes) }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// An optional view is the wrapped view when present and nothing (no node, no space) when nil.
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let v = self { ctx.identified("some").resolve(v, into: &nodes) }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        switch storage {
        case let .trueContent(v): ctx.identified("if").resolve(v, into: &nodes)
        case let .falseContent(v): ctx.identified("else").resolve(v, into: &nodes)
        }
    }
    /// The branch taken: the `if`'s content, or nil when the `else` was taken (what `Chart` reads).
    package var trueBranch: TrueContent? { if case let .trueContent(v) = storage { v } else { nil } }
    /// The branch taken: the `else`'s content, or nil when the `if` was taken.
    package var falseBranch: FalseContent? { if case let .falseContent(v) = storage { v } else { nil } }
}

/// Runs `work` on `value`, which SwiftUI runs on the main actor (a body, a style's `makeBody`, a preview),
/// on the thread the engine runs on. SwiftUI declares these requirements `@MainActor`, so user code
/// may read main-actor state in them; the engine's layout pass runs wherever its caller runs it
/// (the commands, the window and the compiled preview's host call it on the main thread), one
/// pass at a time, so the static check is lifted here rather than on every caller.
@inline(__always) func onMainActor<Value, Result>(_ value: Value, _ work: @MainActor (Value) -> Result) -> Result {
    withoutActuallyEscaping(work) { work in unsafeBitCast(work, to: ((Value) -> Result).self)(value) }
}
