// SwiftUI's `onReceive`, which apps write with Combine's publishers (a timer, a notification, a
// model's `$property`). SwiftUI's own, not Combine's: `import Combine` alone does not bring it.
import AppleCombine
@_spi(Publishing) import Trellis

nonisolated extension View {
    /// Adds an action to perform when `publisher` emits (SwiftUI's). The view subscribes when it
    /// appears and cancels when it disappears, so a live preview receives (a timer ticks, a
    /// model's `$property` arrives); a layout at rest is one snapshot taken before anything
    /// appears, so nothing is received there and the view lays out as it is.
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: What to do with each value, on the thread the publisher sends it on.
    /// - Returns: The view, subscribed while shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> SubscriptionView<P, Self>
    where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}

/// A view that subscribes to a publisher while it is shown (what `onReceive` makes).
public nonisolated struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The content.
    public var content: Content
    /// The publisher.
    public var publisher: PublisherType
    /// What is done with each value.
    public var action: (PublisherType.Output) -> Void
    /// Shows `content` while subscribed to `publisher`.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
    /// The content, subscribed while shown.
    public var body: some View {
        let publisher = self.publisher, action = self.action
        return content.modifier(SubscriptionModifier(
            subscribe: { Receiver(publisher, action: action) },
            refresh: { ($0 as? Receiver<PublisherType.Output>)?.action = action }))
    }
}

/// A running `onReceive`: the sink performs the newest action its view gave.
private final class Receiver<Output>: LiveSubscription {
    var action: (Output) -> Void
    private var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P, action: @escaping (Output) -> Void) where P.Output == Output, P.Failure == Never {
        self.action = action
        cancellable = publisher.sink { [weak self] value in self?.action(value) }
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }
}
