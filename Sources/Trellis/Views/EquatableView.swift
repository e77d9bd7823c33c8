import Foundation

// `EquatableView` and `equatable()`: SwiftUI compares such a view with `==` before redrawing it.
// A preview at rest is drawn once, so the view is drawn as its content.

/// A view that SwiftUI redraws only when it changes by `==` (at rest, drawn as its content).
public nonisolated struct EquatableView<Content: Equatable & View>: View {
    /// The view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content.
    public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
    /// This view compared by `==` before it is redrawn (no effect at rest).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
