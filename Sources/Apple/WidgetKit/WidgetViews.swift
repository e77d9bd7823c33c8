// The views' side of widgets: the family and rendering mode in the environment, the container
// background, URLs and accents, and previews of a view at a family's size.
import Foundation
@_spi(AppleModules) import Trellis

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// The family of the widget the view is drawn in (`.systemSmall` outside a widget, and
    /// what `previewContext(WidgetPreviewContext(family:))` sets).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the system draws the widget: in its colours, tinted, or vibrant on the Lock Screen
    /// (`.fullColor` in previews).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether the widget's container background is shown (true in previews).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// The margins the system puts around a widget's content (16 points on each side on an iPhone).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

/// How the system draws a widget.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// In the widget's own colours.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted: accented views in the accent colour, the rest in another.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Vibrant, over the Lock Screen's wallpaper.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
}

/// The family a widget preview is drawn at (`previewContext(WidgetPreviewContext(family: .systemMedium))`).
public struct WidgetPreviewContext: PreviewContext, Sendable, Hashable {
    /// The family.
    public let family: WidgetFamily
    /// A preview of a family.
    /// - Parameter family: The family.
    public init(family: WidgetFamily) { self.family = family }
}

nonisolated extension View {
    /// Previews the view as a widget of a family: laid out at the family's size on an iPhone
    /// (`WidgetFamily.previewSize`), with `widgetFamily` set, on the system background, clipped
    /// to the Home Screen's rounded corners (continuous, radius 22) for the system families, which
    /// are also its container shape (`ContainerRelativeShape` inside takes them, inset).
    /// - Parameter context: The family.
    /// - Returns: The preview of the view.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        let size = context.family.previewSize
        let isSystem = context.family.rawValue.hasPrefix("system")
        return self
            .environment(\.widgetFamily, context.family)
            .frame(width: size.width, height: size.height)
            // The widget's system container shape: what `ContainerRelativeShape`s inside take.
            .containerShape(RoundedRectangle(cornerRadius: isSystem ? 22 : 0, style: .continuous))
            .background(isSystem ? Color.engineSystemColors["systemBackground"] ?? .white : Color.clear)
            .clipShape(RoundedRectangle(cornerRadius: isSystem ? 22 : 0, style: .continuous))
            .previewLayout(.fixed(width: size.width, height: size.height))
    }

    /// The URL the app opens when the person taps the widget (Linux: nothing is tapped).
    /// - Parameter url: The URL.
    /// - Returns: The view.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Marks the view to be drawn in the accent colour when the widget is tinted (no effect in
    /// full colour, as in previews).
    /// - Parameter accentable: Whether it is accented.
    /// - Returns: The view.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// A label drawn beside an accessory widget on a watch face (not drawn in previews).
    /// - Parameter label: The label's text.
    /// - Returns: The view.
    public func widgetLabel(_ label: String) -> some View { self }

    /// A label view drawn beside an accessory widget on a watch face (not drawn in previews).
    /// - Parameter label: The label.
    /// - Returns: The view.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }

    /// Marks content that a tap on the widget's buttons makes out of date (no effect at rest).
    /// - Parameter isInvalidatable: Whether it is.
    /// - Returns: The view.
    public func invalidatableContent(_ isInvalidatable: Bool = true) -> some View { self }

    /// The Live Activity's background colour on the Lock Screen (not drawn in previews of the view).
    /// - Parameter color: The colour, or nil for the system's.
    /// - Returns: The view.
    public func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The colour of the Live Activity's system buttons (not drawn in previews).
    /// - Parameter color: The colour, or nil.
    /// - Returns: The view.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }

    /// Where an expanded Dynamic Island region's view goes when it is too wide (no effect in previews).
    /// - Parameter verticalPlacement: The placement.
    /// - Returns: The view.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
