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

private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether an assistive technology (VoiceOver, Switch Control) is running: false in a preview.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
}

// The spellings before iOS 14 (`accessibility(label:)`), deprecated: each does what its
// `accessibilityLabel(_:)`-style successor does.
nonisolated extension View {
    /// Sets the label assistive technology reads (deprecated: `accessibilityLabel(_:)`).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// Sets the hint assistive technology reads (deprecated: `accessibilityHint(_:)`).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// Sets the value assistive technology reads (deprecated: `accessibilityValue(_:)`).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// Hides the view from assistive technology (deprecated: `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// Sets the identifier UI tests find the view by (deprecated: `accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// Adds traits (deprecated: `accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// Removes traits (deprecated: `accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    /// Orders the view among its siblings for assistive technology (deprecated:
    /// `accessibilitySortPriority(_:)`).
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    /// Sets the labels voice input matches (deprecated: `accessibilityInputLabels(_:)`).
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
    /// Sets the point activation taps (deprecated: `accessibilityActivationPoint(_:)`).
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    /// Sets the point activation taps, in the view's unit square (deprecated).
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    /// Sets the identifier of the view as a selection (deprecated). No effect in Trellis.
    public func accessibility<ID: Hashable>(selectionIdentifier: ID) -> some View { self }
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

/// The direction of an adjustable element's increment or decrement.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up a step.
    case increment
    /// Down a step.
    case decrement
}

/// The level of a heading, for assistive technologies that navigate by headings.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    /// A heading without a level.
    case unspecified
    /// The top level.
    case h1
    /// The second level.
    case h2
    /// The third level.
    case h3
    /// The fourth level.
    case h4
    /// The fifth level.
    case h5
    /// The sixth level.
    case h6
}

/// The role of a view in a pair of a label and its content.
public enum AccessibilityLabeledPairRole: Sendable, Hashable {
    /// The view labels the pair.
    case label
    /// The view is the pair's content.
    case content
}

/// A type that describes a chart to assistive technologies (audio graphs). Accepted: Trellis
/// does not build the description.
public protocol AXChartDescriptorRepresentable {}

/// Options of a direct-touch area.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver does not speak while the user touches the area.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches must activate the element before they pass through.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// The kind of text a view holds, for how assistive technologies read it.
public struct AccessibilityTextContentType: Sendable, Hashable {
    let kind: Int
    /// Plain text.
    public static let plain = AccessibilityTextContentType(kind: 0)
    /// Console output.
    public static let console = AccessibilityTextContentType(kind: 1)
    /// A file system path.
    public static let fileSystem = AccessibilityTextContentType(kind: 2)
    /// Messaging.
    public static let messaging = AccessibilityTextContentType(kind: 3)
    /// A narrative.
    public static let narrative = AccessibilityTextContentType(kind: 4)
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(kind: 5)
    /// A spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(kind: 6)
    /// A word processor's text.
    public static let wordProcessing = AccessibilityTextContentType(kind: 7)
}

/// A zoom gesture performed by an assistive technology.
public struct AccessibilityZoomGestureAction: Sendable {
    /// In or out.
    public enum Direction: Sendable, Hashable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut
    }
    /// The direction of the zoom.
    public let direction: Direction
    /// Where the zoom is centred, in the view's coordinates.
    public let location: UnitPoint
    /// Where the zoom is centred, in points.
    public let point: CGPoint
}

/// The modifier the accessibility modifiers make (accepted, no effect at rest).
public nonisolated struct AccessibilityAttachmentModifier: ViewModifier {
    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}

nonisolated extension View {
    /// Adds an accessibility action labelled by a view. Accepted, no effect at rest.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }
    /// Adds a named accessibility action. Accepted, no effect at rest.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// Adds a named accessibility action. Accepted, no effect at rest.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// Adds a named accessibility action. Accepted, no effect at rest.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    /// Adds the buttons in `content` as accessibility actions. Accepted, no effect at rest.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Sets where assistive technologies activate the view. Accepted, no effect at rest.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// Sets where assistive technologies activate the view. Accepted, no effect at rest.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    /// Makes the view adjustable by increments. Accepted, no effect at rest.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// Describes a chart to assistive technologies. Accepted, no effect at rest.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
    /// Gives the element children made of `children`. Accepted, no effect at rest.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// Lets touches pass directly to the view under assistive technologies. Accepted, no effect at rest.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    /// Marks the view as a heading of a level. Accepted, no effect at rest.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// Keeps the view's colours when Smart Invert is on. Accepted, no effect at rest.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    /// Pairs the view with a label or content. Accepted, no effect at rest.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Links the view with others for navigation. Accepted, no effect at rest.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Describes the view to assistive technologies as `representation` would be. Accepted, no effect at rest.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Whether the view takes part in interaction for assistive technologies. Accepted, no effect at rest.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    /// Handles an assistive technology's scroll action. Accepted, no effect at rest.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    /// Shows the view in the large content viewer. Accepted, no effect at rest.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Shows `largeContentView` in the large content viewer. Accepted, no effect at rest.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    /// Sets the kind of text the view holds. Accepted, no effect at rest.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    /// Handles an assistive technology's zoom action. Accepted, no effect at rest.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }
    /// Raises or lowers the pitch of spoken text. Accepted, no effect at rest.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Speaks punctuation. Accepted, no effect at rest.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Queues announcements behind speech. Accepted, no effect at rest.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    /// Spells words out. Accepted, no effect at rest.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}
