import Foundation

// Accessibility modifiers describe views to assistive technologies; they never change the layout
// or the drawing, so each is accepted with SwiftUI's signature and changes nothing.

/// Traits that describe how an accessibility element behaves.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The traits' bits, one per trait.
    public let rawValue: UInt32
    /// Creates a set of traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The element activates something when tapped, as a button does.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading that starts a section of content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is currently selected, such as the chosen segment of a picker.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element acts as a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the state of the app when it launches.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value or label changes often, so assistive technology polls it.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly rather than through assistive gestures.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when assistive technology has read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: assistive technology ignores the elements behind it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle that switches between on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element built from a view relates to its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// Hides the children from assistive technology; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Keeps each child as its own element, grouped inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Merges the children's labels and values into this one element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

nonisolated extension View {
    /// Sets the label assistive technology reads for the view (`--interact` steps may name the
    /// view by it). No effect on layout or drawing in Trellis.
    public func accessibilityLabel(_ label: Text) -> some View { modifier(AccessibilityLabelModifier(label: label.string)) }
    /// Sets the label assistive technology reads for the view, from a localized key.
    /// No effect on layout or drawing in Trellis.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
    /// Sets the label assistive technology reads for the view, from a string.
    /// No effect on layout or drawing in Trellis.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modifier(AccessibilityLabelModifier(label: String(label))) }
    /// Sets the hint that tells assistive technology what activating the view does.
    /// No effect on layout or drawing in Trellis.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// Sets the accessibility hint from a localized key. No effect on layout or drawing in Trellis.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// Sets the accessibility hint from a string. No effect on layout or drawing in Trellis.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// Sets the value assistive technology reads for the view, such as a slider's current level.
    /// No effect on layout or drawing in Trellis.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// Sets the accessibility value from a localized key. No effect on layout or drawing in Trellis.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// Sets the accessibility value from a string. No effect on layout or drawing in Trellis.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// Hides the view from assistive technology when `hidden` is true (it is still laid out and drawn).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Gives the view an identifier for UI tests. No effect on layout or drawing in Trellis.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Adds traits that describe the view to assistive technology. No effect on layout or drawing.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits from the view's accessibility element. No effect on layout or drawing.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Makes the view an accessibility element of its own and sets how its children join it.
    /// No effect on layout or drawing in Trellis.
    /// - Parameter children: whether the children are ignored, contained or combined.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Sets the order in which assistive technology visits the view among its siblings (higher first).
    /// No effect on layout or drawing in Trellis.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Adds an action assistive technology can perform on the view. The handler never runs in Trellis.
    /// - Parameters:
    ///   - actionKind: which action, such as the escape gesture; the default action if omitted.
    ///   - handler: what the action does.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// Sets alternative labels voice control accepts for the view. No effect on layout or drawing.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's main action, as activating it performs.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The gesture that dismisses a modal view or goes back.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The two-finger double tap that triggers the app's most important action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A custom action that assistive technology lists under `name`.
    public init(named name: Text) { self.name = "named" }
    init(name: String) { self.name = name }
}
