import Foundation

// `containerBackground(_:for:)` (iOS 17): a background that fills the container the view is in
// (a widget's). Trellis has no such containers, so the view takes the whole size it is offered,
// as a widget's content does, with the background behind it.

/// Where a container's background goes (widgets; navigation in later systems).
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let kind: Int
    /// A placement of a kind (the companion modules declare their containers' placements).
    package init(kind: Int) { self.kind = kind }
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(kind: 0)
}

nonisolated extension View {
    /// Fills the container behind the view with a style (iOS 17): the view takes the whole size it
    /// is offered, as a widget's content does, with `style` behind it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity).background(style)
    }
    /// Draws `content` behind the view, filling its container (iOS 17): the view takes the whole
    /// size it is offered, as a widget's content does, with `content` behind it.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity).background(alignment: alignment, content: content)
    }
}
