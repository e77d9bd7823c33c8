// `onReceive` in a live preview: the view subscribes to its publisher when it appears and
// cancels when it disappears, as SwiftUI does. Trellis knows no Combine: the SwiftUI module
// (Apple/SwiftUI/OnReceive.swift) hands over how to subscribe, and the graph keeps the running
// subscription by the view's identity. What a publisher sends on the main run loop (a timer)
// arrives outside any event, as a task's changes do (`LivePreview.runPendingWork`).

/// A running subscription of a view (SwiftUI's module makes it from a Combine publisher).
@_spi(Publishing) public protocol LiveSubscription: AnyObject {
    /// Ends the subscription: nothing more is received.
    func cancel()
}

/// `onReceive`'s subscription, recorded under the view's identity like `onAppear`/`onDisappear`.
@_spi(Publishing) public nonisolated struct SubscriptionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// Subscribes, when the view appears.
    let subscribe: () -> any LiveSubscription
    /// Hands a running subscription this resolution's view (its action closes over the newest
    /// values, as SwiftUI's `onReceive` performs the newest action).
    let refresh: (any LiveSubscription) -> Void

    /// The modifier that subscribes with `subscribe` while its view is shown, and passes each
    /// later resolution to the running subscription with `refresh`.
    public init(subscribe: @escaping () -> any LiveSubscription, refresh: @escaping (any LiveSubscription) -> Void) {
        self.subscribe = subscribe
        self.refresh = refresh
    }

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let graph = ctx.context.graph
        let key = ctx.identified("receive").claimKey()
        if let running = graph.subscriptions[key] { refresh(running) }
        let subscribe = self.subscribe
        graph.recordAppear(key, appear: { [weak graph] in graph?.startSubscription(key, subscribe) },
                           disappear: { [weak graph] in graph?.subscriptions.removeValue(forKey: key)?.cancel() },
                           making: content, ctx, into: &nodes)
    }
}

extension ViewGraph {
    /// Subscribes the view at `key` (cancelling a subscription running there).
    func startSubscription(_ key: String, _ subscribe: () -> any LiveSubscription) {
        subscriptions.removeValue(forKey: key)?.cancel()
        subscriptions[key] = subscribe()
    }

    /// How many views' publishers are subscribed (for tests: a view that went away has none).
    public var runningSubscriptions: Int { subscriptions.count }
}
