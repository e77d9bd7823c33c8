import Foundation

/// A piece of user interface — SwiftUI's `View`. Compose views in `body`; the primitive views and
/// modifiers of this module are what the layout engine sizes and places.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the engine resolves directly into nodes instead of asking for its body.
protocol PrimitiveView {
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node])
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// A view that displays nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {}
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    /// Where a layout file wrote the view (the hook it uses; not SwiftUI API): the outermost
    /// nodes of its content that have no location yet get this one. Locations set deeper win,
    /// so a modifier that makes no node (`.bold()`, `.id(_:)`) changes nothing.
    let source: ViewSourceBox?
    public init<V: View>(_ view: V) {
        self.view = view
        source = nil
    }
    public init<V: View>(erasing view: V) { self.init(view) }

    /// `view` located at `box`, unless it is located already (then every outermost node of it
    /// gets that location, and `box` would change nothing).
    @_spi(TrellisFile) public init(_ view: AnyView, locatedAt box: ViewSourceBox) {
        self.view = view.view
        source = view.source ?? box
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard let source else { return ctx.resolve(view, into: &nodes) }
        let start = nodes.count
        ctx.resolve(view, into: &nodes)
        for i in start..<nodes.count where nodes[i].sourceBox == nil { nodes[i].sourceBox = source }
    }
}

/// Several views that act as one list of children in the container holding them.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { ctx.resolve(content, into: &nodes) }
}

/// The views of a `@ViewBuilder` block.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var value: (repeat each Content)
    public init(_ value: (repeat each Content)) { self.value = value }
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        for v in repeat each value { ctx.resolve(v, into: &nodes) }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let v = self { ctx.resolve(v, into: &nodes) }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        switch storage {
        case let .trueContent(v): ctx.resolve(v, into: &nodes)
        case let .falseContent(v): ctx.resolve(v, into: &nodes)
        }
    }
}
