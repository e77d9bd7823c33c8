import Foundation

// iOS 26's `DefaultToolbarItem(kind:placement:)`: places an item the system provides — the
// search item of a `searchable` modifier — at a placement of the app's choosing. Laid out as iOS
// 26 draws the search item in a bar at rest (minimized): a magnifying-glass button, an item like
// any other. The sidebar toggle (which an iPhone's stack does not show) takes no space. Source:
// Apple's documentation of `DefaultToolbarItem` and `ToolbarDefaultItemKind.search`.

/// A toolbar item the system provides, placed where the app says (iOS 26).
public nonisolated struct DefaultToolbarItem: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// A default item has no body: its container reads its kind and placement.
    public typealias Body = Never
    /// Never called: a default item is read by its container.
    public var body: Never { fatalError("DefaultToolbarItem has no body") }
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// Creates the system's item of `kind` at `placement`.
    /// - Parameters:
    ///   - kind: Which item (`.search`: the search item of `searchable`).
    ///   - placement: Where it goes (`.bottomBar`, or a side of the navigation bar).
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    func collect(into entries: inout [ToolbarEntry]) {
        guard kind == .search else { return }
        let item = Button(action: {}) { Image(systemName: "magnifyingglass") }.accessibilityLabel(Text(verbatim: "Search"))
        entries.append(ToolbarEntry(placement: placement, content: AnyView(item)))
    }
}
