// SwiftUI's `onReceive`, which apps write with Combine's publishers (a timer, a notification, a
// model's `$property`). SwiftUI's own, not Combine's: `import Combine` alone does not bring it.
import AppleCombine
import Trellis

nonisolated extension View {
    /// Adds an action to perform when `publisher` emits (SwiftUI's). Previews are at rest: a layout
    /// is one snapshot of the view, so the publisher is never subscribed and `action` never runs
    /// (a `Timer.publish(…).autoconnect()` timer never starts); the view lays out as it is.
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: What to do with each value.
    /// - Returns: The view, unchanged.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}

/// A view that subscribes to a publisher while it is shown (what `onReceive` makes): at rest the
/// run loop does not turn, so nothing is received and it shows its content.
public nonisolated struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The content.
    public var content: Content
    /// The publisher.
    public var publisher: PublisherType
    /// What is done with each value (never at rest).
    public var action: (PublisherType.Output) -> Void
    /// Shows `content` while subscribed to `publisher`.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
    /// The content.
    public var body: some View { content }
}
