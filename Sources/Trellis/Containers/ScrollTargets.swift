import Foundation

// Scrolling programmatically and where scrolling comes to rest: SwiftUI moves a scroll view to
// a view by its ID (`ScrollViewReader`, `scrollPosition(id:)`) and snaps the offset where a
// drag ends (`scrollTargetBehavior`). A layout at rest has every scroll view at offset 0 (the
// previewer scrolls them), so all of these are accepted with SwiftUI's signatures and leave
// the layout as it is. `scrollClipDisabled` is the exception: it changes the drawing.

/// A view whose content is given a proxy that scrolls the scroll views inside to a view by its ID.
///
/// SwiftUI's reader lays out as its content; so does Trellis's. `scrollTo` does nothing: at rest
/// every scroll view shows its content from the start.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { Text($0.text).id($0.id) }
///     }
///     .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public nonisolated struct ScrollViewReader<Content: View>: View {
    /// The content, made from a proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content scrolls with the proxy it is given.
    /// - Parameter content: the views, made from a proxy that scrolls the scroll views among them.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, made with a proxy.
    public var body: some View { content(ScrollViewProxy()) }
}

/// What a `ScrollViewReader` gives its content: scrolls the scroll views inside to a view by ID.
///
/// Trellis's proxy does nothing: a layout at rest keeps every scroll view at its start.
public struct ScrollViewProxy: Sendable {
    /// Scrolls the scroll views inside the reader until the view with `id` shows, aligned by
    /// `anchor` (as little as needed when nil). Nothing scrolls at rest.
    /// - Parameters:
    ///   - id: the ID of the view to show (`.id(_:)` or a `ForEach` element's).
    ///   - anchor: where the view and the scroll view line up; nil scrolls as little as possible.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// How a scroll view chooses where scrolling comes to rest once the finger lifts.
///
/// SwiftUI asks the behaviour to adjust the target of every scroll. Trellis never scrolls at
/// rest, so it never asks.
public protocol ScrollTargetBehavior {
    /// Adjusts `target`, where scrolling would otherwise stop.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What the behaviour knows about the scroll view when it adjusts a target.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll comes to rest: a rectangle of the content to show, aligned by an anchor.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content to scroll to.
    public var rect: CGRect
    /// How the rectangle lines up with the scroll view; nil: as little scrolling as possible.
    public var anchor: UnitPoint?
    /// Creates a target.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it adjusts a target.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target before any behaviour adjusted it.
    public var originalTarget: ScrollTarget
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
}

/// Scrolling that stops on whole pages, each as large as the scroll view (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the paging behaviour.
    public init() {}
    /// Moves the target to the nearest page boundary (never called at rest).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Scrolling that stops with a view of the scroll target layout (`scrollTargetLayout()`) at the
/// scroll view's leading edge (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one scroll may move past.
    public struct LimitBehavior: Sendable {
        let kind: Int
        /// The platform's choice: one view at a time in a compact horizontal size class.
        public static var automatic: LimitBehavior { LimitBehavior(kind: 0) }
        /// At most one view per scroll.
        public static var always: LimitBehavior { LimitBehavior(kind: 1) }
        /// As many views as the scroll's speed carries it.
        public static var never: LimitBehavior { LimitBehavior(kind: 2) }
    }
    let limitBehavior: LimitBehavior
    /// Creates the view-aligned behaviour.
    /// - Parameter limitBehavior: how many views one scroll may move past.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    /// Moves the target to the nearest view's edge (never called at rest).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Stops scrolling on whole pages of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Stops scrolling with a view of the scroll target layout at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Stops scrolling with a view at the leading edge, moving past at most what `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether a scroll view bounces at its ends when its content does not need scrolling
/// (`scrollBounceBehavior(_:axes:)`).
public struct ScrollBounceBehavior: Sendable {
    let kind: Int
    /// The platform's choice: always bounce on iOS.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: 0) }
    /// Bounces whatever the content's size.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: 1) }
    /// Bounces only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: 2) }
}

private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `scrollClipDisabled()`: scroll views inside draw their content beyond their bounds.
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Keeps the ID of the view at the scroll view's edge (aligned by `anchor`) in `id`, and
    /// scrolls to the view whose ID it is set to. Trellis leaves the binding and the scroll
    /// view alone: at rest the scroll view shows its content from the start.
    /// - Parameters:
    ///   - id: the ID of the view the scroll view is at.
    ///   - anchor: where on the scroll view the view's position is read and aligned.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Sets where scrolling comes to rest in the scroll views inside (`.paging`, `.viewAligned`).
    /// Nothing scrolls at rest, so the layout is unchanged.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks the views of this layout (a lazy stack's rows, for example) as the targets of
    /// `.viewAligned` scrolling. The layout is unchanged.
    /// - Parameter isEnabled: whether the views are targets.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Whether the scroll views inside bounce at their ends along `axes`. Nothing scrolls at
    /// rest, so the layout is unchanged.
    /// - Parameters:
    ///   - behavior: when to bounce.
    ///   - axes: the axes it applies to.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Stops the scroll views inside from clipping their content to their bounds, so what lies
    /// beyond them (a card's shadow, the next page) is drawn. Trellis draws it too; the layout
    /// is unchanged.
    /// - Parameter disabled: whether clipping is off.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { environment(\.scrollClipDisabled, disabled) }
}
