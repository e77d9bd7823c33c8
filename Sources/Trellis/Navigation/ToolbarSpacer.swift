import Foundation

// iOS 26's toolbar spacers (`ToolbarSpacer(_:placement:)` with `SpacerSizing`), which apps
// written for iOS 26 put between toolbar items to break the bar into groups. Laid out as an
// empty item of the bar: in the navigation bar a spacer between items is an empty item, so the
// items on either side stand two item gaps (2 × 16 pt) apart instead of one, and a spacer at
// either end of a side is dropped; in the bottom bar a flexible spacer takes all the width it is
// given, pushing the items after it to the trailing edge, and a fixed one is an empty item.
// Sources: Apple's documentation of `ToolbarSpacer` ("a visual break between items"; flexible
// spacers "push items apart") and of `SpacerSizing` (a fixed spacer has "a pre-defined size
// determined by the system" — that size is not documented; the empty item is Trellis's choice).
// The glass capsules iOS 26 draws behind each group are not drawn.

/// How a toolbar spacer sizes itself.
public struct SpacerSizing: Sendable, Hashable {
    let isFlexible: Bool
    /// A spacer of the system's fixed size, for a break between groups of items.
    public static let fixed = SpacerSizing(isFlexible: false)
    /// A spacer that takes as much space as the bar gives it, pushing items apart.
    public static let flexible = SpacerSizing(isFlexible: true)
}

/// A space between toolbar items (iOS 26).
///
/// ```swift
/// .toolbar {
///     ToolbarItem { ShareButton() }
///     ToolbarSpacer(.fixed)
///     ToolbarItem { MoreButton() }
///     ToolbarSpacer(.flexible, placement: .bottomBar)
///     DefaultToolbarItem(kind: .search, placement: .bottomBar)
/// }
/// ```
public nonisolated struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// A spacer has no body: its container reads its sizing and placement.
    public typealias Body = Never
    /// Never called: a spacer is read by its container.
    public var body: Never { fatalError("ToolbarSpacer has no body") }
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer.
    /// - Parameters:
    ///   - sizing: `.flexible` (the default) takes the space it is given; `.fixed` is a break of
    ///     the system's size.
    ///   - placement: The bar and side the spacer goes in (`.automatic`: the navigation bar's
    ///     trailing side).
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    func collect(into entries: inout [ToolbarEntry]) {
        // Only the bottom bar gives items more width than they need, so only there does a
        // flexible spacer grow; elsewhere it is the same empty item as a fixed one.
        let content = sizing.isFlexible && placement.side == .bottom
            ? AnyView(Spacer(minLength: 0))
            : AnyView(Color.clear.frame(width: 0, height: 0))
        entries.append(ToolbarEntry(placement: placement, content: content, spacer: sizing))
    }
}
