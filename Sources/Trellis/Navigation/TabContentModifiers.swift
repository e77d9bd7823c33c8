import Foundation

// The modifiers of a tab (iOS 18's `TabContent` modifiers on `Tab`): `.hidden(_:)` takes a tab out
// of the tab view (neither shown nor in the bar), `.customizationID(_:)` names it for a
// `TabViewCustomization`, and the customization behaviour and default visibility are accepted as
// an iPhone's tab bar takes them (a tab hidden by default in the tab bar is left out of it).

/// Where an adaptable tab view shows its tabs: the tab bar or the sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// Every placement the platform has.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar of a `.sidebarAdaptable` tab view.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")

    /// Whether a list of placements names the tab bar (an empty list or `.automatic` does).
    static func includesTabBar(_ placements: [AdaptableTabBarPlacement]) -> Bool {
        placements.isEmpty || placements.contains(.automatic) || placements.contains(.tabBar)
    }
}

/// Whether people can customize a tab or a section (reorder it, hide it).
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// People can reorder the tab or section, and hide it.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// People cannot customize it.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

extension Tab {
    /// Hides the tab when `hidden` is true: it is neither shown nor in the tab bar.
    /// - Parameter hidden: Whether the tab is left out of the tab view.
    /// - Returns: The tab, hidden or not.
    public func hidden(_ hidden: Bool = true) -> Tab {
        var tab = self
        tab.isHidden = hidden
        return tab
    }

    /// Identifies the tab for a `TabViewCustomization` (its visibility and place in a section).
    /// - Parameter id: The identifier, unique in the tab view.
    /// - Returns: The tab with its identifier.
    public func customizationID(_ id: String) -> Tab {
        var tab = self
        tab.customizationIdentifier = id
        return tab
    }

    /// Sets whether people can customize the tab where it is placed (accepted: a tab bar on iPhone
    /// is not customizable).
    /// - Parameters:
    ///   - behavior: Whether the tab can be customized.
    ///   - placements: The placements the behaviour applies to.
    /// - Returns: The tab.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab {
        self
    }

    /// Sets the tab's visibility before any customization; `.hidden` for the tab bar leaves it
    /// out of the bar.
    /// - Parameters:
    ///   - visibility: The visibility.
    ///   - placements: The placements it applies to.
    /// - Returns: The tab.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Tab {
        var tab = self
        if visibility == .hidden && AdaptableTabBarPlacement.includesTabBar(placements) { tab.isHidden = true }
        return tab
    }
}
