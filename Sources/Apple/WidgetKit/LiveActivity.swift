// Live Activities' views: `ActivityConfiguration` with its Lock Screen view and Dynamic Island,
// and previews of an activity's attributes (`previewContext(_:viewKind:)`).
import ActivityKit
import Foundation
import Trellis

/// What a Live Activity's views are made from: its attributes and current content.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// What does not change.
    public let attributes: Attributes
    /// What changes.
    public let state: Attributes.ContentState
    /// Whether the content is out of date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context of attributes and content (what a preview shows).
    /// - Parameters:
    ///   - attributes: The attributes.
    ///   - state: The content.
    ///   - isStale: Whether it is out of date.
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        activityID = UUID().uuidString
    }
}

/// A Live Activity widget: its Lock Screen (and banner) view and its Dynamic Island.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    /// The Lock Screen view of a context.
    let content: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    /// The Dynamic Island of a context.
    let dynamicIsland: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    /// A Live Activity of attributes, its Lock Screen view and its Dynamic Island.
    /// - Parameters:
    ///   - attributesType: The attributes' type.
    ///   - content: The Lock Screen view.
    ///   - dynamicIsland: The Dynamic Island.
    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }
}

/// Where a region of the expanded Dynamic Island is.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Beside the camera, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between the sides.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below everything else.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Where a region's view goes when it is too wide.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    /// Below the camera when it is too wide to sit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// The shapes of the Dynamic Island a modifier applies to.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    /// The compact pill's leading side.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact pill's trailing side.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The minimal circle.
    public static let minimal = DynamicIslandMode(name: "minimal")
    /// The expanded island.
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// A region of the expanded Dynamic Island.
public protocol DynamicIslandExpandedContent {}

/// One region of the expanded Dynamic Island and its view.
public nonisolated struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
    /// Where the region is.
    public let position: DynamicIslandExpandedRegionPosition
    /// Its share of the width beside the others (higher takes more).
    public let priority: Double
    let content: Content

    /// A region at a position with a view.
    /// - Parameters:
    ///   - position: Where it is.
    ///   - priority: Its share of the width.
    ///   - content: Its view.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// The regions of an expanded Dynamic Island's block.
public struct _DynamicIslandExpandedRegions: DynamicIslandExpandedContent {}

/// Builds the expanded Dynamic Island from its regions.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// One region.
    public static func buildExpression<C: DynamicIslandExpandedContent>(_ content: C) -> C { content }
    /// A block of regions.
    public static func buildBlock<each C: DynamicIslandExpandedContent>(_ content: repeat each C) -> _DynamicIslandExpandedRegions {
        _DynamicIslandExpandedRegions()
    }
    /// An `if` without `else`.
    public static func buildOptional<C: DynamicIslandExpandedContent>(_ content: C?) -> _DynamicIslandExpandedRegions {
        _DynamicIslandExpandedRegions()
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<C: DynamicIslandExpandedContent>(first content: C) -> _DynamicIslandExpandedRegions {
        _DynamicIslandExpandedRegions()
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<C: DynamicIslandExpandedContent>(second content: C) -> _DynamicIslandExpandedRegions {
        _DynamicIslandExpandedRegions()
    }
}

/// The Dynamic Island of a Live Activity: its expanded regions and its compact and minimal views.
public struct DynamicIsland {
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView

    /// An island of expanded regions, compact leading and trailing views and a minimal view.
    /// - Parameters:
    ///   - expanded: The expanded regions.
    ///   - compactLeading: The compact pill's leading view.
    ///   - compactTrailing: The compact pill's trailing view.
    ///   - minimal: The minimal view.
    public init<E: DynamicIslandExpandedContent, CL: View, CT: View, M: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> E,
        @ViewBuilder compactLeading: () -> CL,
        @ViewBuilder compactTrailing: () -> CT,
        @ViewBuilder minimal: () -> M
    ) {
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The tint of the island's keyline (no effect in previews).
    /// - Parameter color: The colour.
    /// - Returns: The island.
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }

    /// Margins around the content of some of the island's shapes (no effect in previews).
    /// - Parameters:
    ///   - edges: The edges.
    ///   - length: The margin, or nil for the system's.
    ///   - mode: The shape.
    /// - Returns: The island.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }

    /// The URL the app opens when the island is tapped (Linux: nothing is tapped).
    /// - Parameter url: The URL.
    /// - Returns: The island.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
}

/// Which of a Live Activity's views a preview shows.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen view (and the banner).
    case content
    /// A shape of the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewKind)

    /// The shapes of the Dynamic Island a preview shows.
    public enum DynamicIslandPreviewKind: Hashable, Sendable {
        /// The compact pill.
        case compact
        /// The expanded island.
        case expanded
        /// The minimal circle.
        case minimal
    }
}

extension ActivityAttributes {
    /// A preview of a Live Activity of these attributes and content, as the Lock Screen or a
    /// shape of the Dynamic Island shows it.
    ///
    /// Linux: Trellis does not find the widget that declares the activity's views, so the
    /// preview is a labelled placeholder of the view's size (the Lock Screen view 364 × 160, the
    /// expanded island 371 × 160, the compact pill 250 × 37, the minimal circle 37 × 37; black
    /// for the island, as the island is), with a warning.
    /// - Parameters:
    ///   - contentState: The content to show.
    ///   - viewKind: Which view.
    /// - Returns: The preview.
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        let size: CGSize, name: String
        switch viewKind {
        case .content: (size, name) = (CGSize(width: 364, height: 160), "Live Activity")
        case .dynamicIsland(.expanded): (size, name) = (CGSize(width: 371, height: 160), "Dynamic Island (expanded)")
        case .dynamicIsland(.compact): (size, name) = (CGSize(width: 250, height: 37), "Dynamic Island (compact)")
        case .dynamicIsland(.minimal): (size, name) = (CGSize(width: 37, height: 37), "Dynamic Island (minimal)")
        }
        return FrameworkPlaceholder(name, framework: "ActivityKit")
            .frame(width: size.width, height: size.height)
            .previewLayout(.fixed(width: size.width, height: size.height))
    }
}
