import Foundation

// TabViewCustomization (iOS 18): what a person changed in an adaptable tab view's sidebar — which
// tabs are hidden and the order of each section's tabs — kept by customization ID, comparable and
// Codable so `@AppStorage` keeps it. An iPhone's tab bar is not customizable, so Trellis's tab bar
// reads none of it; the value itself works for real (subscripts, resets, encoding).

/// The customizations a person makes to an adaptable sidebar tab view, by customization ID.
///
/// ```swift
/// @AppStorage("sidebar") private var customization: TabViewCustomization
///
/// TabView { … }
///     .tabViewStyle(.sidebarAdaptable)
///     .tabViewCustomization($customization)
/// ```
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// The sidebar visibility a person chose for each tab, by customization ID.
    var visibilities: [String: Visibility] = [:]
    /// The order a person chose for each section's tabs, by the section's customization ID.
    var tabOrders: [String: [String]] = [:]

    /// A customization with nothing customized.
    public init() {}

    /// The customizations of one tab.
    public struct TabCustomization: Equatable, Sendable {
        /// The tab's visibility in the sidebar; `.automatic` when it was not customized.
        public var sidebarVisibility: Visibility
        /// The tab's visibility in the tab bar; `.automatic` when it was not customized.
        public var tabBarVisibility: Visibility { .automatic }
    }

    /// The customizations of one section.
    public struct SectionCustomization: Equatable, Sendable {
        /// The section's tabs in the order a person chose, by customization ID; nil when the
        /// section keeps the order of the builder.
        public private(set) var tabOrder: [String]?

        /// Goes back to the builder's order of the section's tabs.
        public mutating func resetTabOrder() { tabOrder = nil }
    }

    /// The visibility of a tab, by its customization ID: `.automatic` when it was not customized.
    /// - Parameter id: The tab's customization ID.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// The order of a section's tabs, by the section's customization ID: nil when the section was
    /// not customized.
    /// - Parameter id: The section's customization ID.
    public subscript(sectionID id: String) -> [String]? { tabOrders[id] }

    /// The customizations of a tab, by its customization ID.
    /// - Parameter id: The tab's customization ID.
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: self[visibility: id]) }
        set { self[visibility: id] = newValue.sidebarVisibility }
    }

    /// The customizations of a section, by its customization ID.
    /// - Parameter id: The section's customization ID.
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: tabOrders[id]) }
        set { tabOrders[id] = newValue.tabOrder }
    }

    /// Goes back to every tab's default visibility, keeping the sections' orders.
    public mutating func resetVisibility() { visibilities.removeAll() }

    /// Goes back to every section's default order, keeping the tabs' visibilities.
    public mutating func resetSectionOrder() { tabOrders.removeAll() }

    private enum CodingKeys: String, CodingKey { case visibilities, tabOrders }

    /// Decodes a customization encoded by `encode(to:)`.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the data is not a customization.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decodeIfPresent([String: String].self, forKey: .visibilities) ?? [:]
        visibilities = names.compactMapValues { name in Visibility.allCases.first { "\($0)" == name } }
        tabOrders = try container.decodeIfPresent([String: [String]].self, forKey: .tabOrders) ?? [:]
    }

    /// Encodes the customization: each tab's visibility by name and each section's order.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { "\($0)" }, forKey: .visibilities)
        try container.encode(tabOrders, forKey: .tabOrders)
    }
}

nonisolated extension View {
    /// Gives the tab view the customization people make to its sidebar, kept in `customization`.
    /// An iPhone's tab bar is not customizable: Trellis's tab bar keeps its tabs as written.
    /// - Parameter customization: The customization, or nil to keep none.
    /// - Returns: The view.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view customization kept under `key` (empty until a person customizes the tab view).
    /// - Parameters:
    ///   - key: The key.
    ///   - store: Accepted (the preview's own store is used).
    public init(_ key: String, store: UserDefaults? = nil) { self.init(key: key, defaultValue: TabViewCustomization()) }

    /// A tab view customization kept under `key`, starting from `wrappedValue`.
    /// - Parameters:
    ///   - wrappedValue: The customization before any is stored.
    ///   - key: The key.
    ///   - store: Accepted (the preview's own store is used).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(key: key, defaultValue: wrappedValue) }
}

