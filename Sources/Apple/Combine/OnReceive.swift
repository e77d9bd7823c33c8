// SwiftUI's `onReceive`, which apps write with Combine's publishers (a timer, a notification, a
// model's `$property`).
import OpenCombine
import Trellis

nonisolated extension View {
    /// Adds an action to perform when `publisher` emits (SwiftUI's). Previews are at rest: a layout
    /// is one snapshot of the view, so the publisher is never subscribed and `action` never runs
    /// (a `Timer.publish(…).autoconnect()` timer never starts); the view lays out as it is.
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: What to do with each value.
    /// - Returns: The view, unchanged.
    public func onReceive<P: OpenCombine.Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
