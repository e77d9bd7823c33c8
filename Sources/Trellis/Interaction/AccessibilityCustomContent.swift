import Foundation

// Custom accessibility content (`accessibilityCustomContent`, `AccessibilityCustomContentKey`,
// `AXCustomContent.Importance`): extra facts VoiceOver reads on request. It describes views to
// assistive technologies and never changes the layout or the drawing, so it has no effect at rest.

/// Accessibility's custom content importance (the Accessibility framework's `AXCustomContent`,
/// declared here for `accessibilityCustomContent(_:_:importance:)`).
public enum AXCustomContent {
    /// How important a piece of custom content is.
    public enum Importance: UInt, Sendable, Hashable {
        /// Read only when the user asks for more content.
        case `default`
        /// Read with the element's label and value.
        case high
    }
}

/// A key for custom accessibility content, with its label.
public struct AccessibilityCustomContentKey: Sendable, Equatable {
    let id: String
    /// Creates a key labelled by a text, identified by `id`.
    public init(_ label: Text, id: String) { self.id = id }
    /// Creates a key labelled by a localized key, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    /// Creates a key labelled and identified by a localized key.
    public init(_ labelKey: LocalizedStringKey) { id = "\(labelKey)" }
    /// Whether two keys have the same identifier.
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
}

nonisolated extension View {
    /// Adds custom content under a key. Accepted, no effect at rest.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content under a key. Accepted, no effect at rest.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content under a key. Accepted, no effect at rest.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content with a label. Accepted, no effect at rest.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content with a label. Accepted, no effect at rest.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content with a label. Accepted, no effect at rest.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content with a label. Accepted, no effect at rest.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }
}
