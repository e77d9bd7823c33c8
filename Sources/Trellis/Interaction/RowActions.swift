import Foundation

// Row and view actions that appear on interaction — pull to refresh, swipe actions, context
// menus: at rest none shows, so each is accepted and changes nothing; its content is never built.

nonisolated extension View {
    /// Marks the view as refreshable (pull to refresh; never triggered at rest). The action
    /// inherits the caller's actor, as `task`'s does: a view's body reads its main-actor state in
    /// it (SwiftUI-WorkoutApp's Swift 6 target does, as Xcode compiles it).
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Adds swipe actions to a list row (revealed by a swipe; never at rest).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    /// Adds a context menu (shown by a long press; never at rest).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Adds a context menu with a preview (shown by a long press; never at rest).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
}

/// A context menu's items, made apart from the view they are attached to (deprecated:
/// `contextMenu(menuItems:)`); never shown at rest.
public nonisolated struct ContextMenu<MenuItems: View> {
    /// Creates a context menu of `menuItems` (never built at rest).
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

nonisolated extension View {
    /// Adds a context menu made apart, or none with `nil` (deprecated: `contextMenu(menuItems:)`);
    /// shown by a long press, never at rest.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}

nonisolated extension View {
    /// A context menu for selected rows. Accepted, no effect at rest.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
}
