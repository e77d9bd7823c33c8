import Foundation

// More accessibility API (iOS 17): actions, rotors, headings, focus, custom content and speech.
// They describe views to assistive technologies and never change the layout or the drawing, so
// each is accepted with SwiftUI's signature and has no effect at rest.

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

/// A type that describes a chart to assistive technologies (audio graphs). Accepted: Trellis
/// does not build the description.
public protocol AXChartDescriptorRepresentable {}

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

/// The assistive technologies that may be running.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    /// The technologies' bits.
    public let rawValue: UInt8
    /// Creates a set of technologies from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
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

/// A system rotor (headings, links, …) for `accessibilityRotor(_:entries:)`.
public struct AccessibilitySystemRotor: Sendable {
    let kind: String
    /// The rotor of links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(kind: "links") }
    /// The rotor of links.
    public static var links: AccessibilitySystemRotor { .init(kind: "links") }
    /// The rotor of headings at a level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { .init(kind: "headings") }
    /// The rotor of headings.
    public static var headings: AccessibilitySystemRotor { .init(kind: "headings") }
    /// The rotor of bold text.
    public static var boldText: AccessibilitySystemRotor { .init(kind: "boldText") }
    /// The rotor of italic text.
    public static var italicText: AccessibilitySystemRotor { .init(kind: "italicText") }
    /// The rotor of underlined text.
    public static var underlineText: AccessibilitySystemRotor { .init(kind: "underlineText") }
    /// The rotor of misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { .init(kind: "misspelledWords") }
    /// The rotor of images.
    public static var images: AccessibilitySystemRotor { .init(kind: "images") }
    /// The rotor of text fields.
    public static var textFields: AccessibilitySystemRotor { .init(kind: "textFields") }
    /// The rotor of tables.
    public static var tables: AccessibilitySystemRotor { .init(kind: "tables") }
    /// The rotor of lists.
    public static var lists: AccessibilitySystemRotor { .init(kind: "lists") }
    /// The rotor of landmarks.
    public static var landmarks: AccessibilitySystemRotor { .init(kind: "landmarks") }
}

/// Content of an accessibility rotor: its entries.
public protocol AccessibilityRotorContent {
    /// The entries this content is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The entries this content is made of.
    @AccessibilityRotorContentBuilder var body: Body { get }
}

// Never.body is the main-actor View witness; it is never called.
extension Never: @preconcurrency AccessibilityRotorContent {}

/// An entry of an accessibility rotor.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// An entry is its own content.
    public typealias Body = Never
    /// Creates an entry labelled by a text, for the view with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// Creates an entry labelled by a localized key, for the view with `id` in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {}
    /// Creates an entry labelled by a verbatim string, for the view with `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {}
    /// Creates an entry labelled by a text, for the view with `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// Creates an entry labelled by a text, for a range of text.
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {}
    /// Never called: an entry has no body.
    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }
}

/// Rotor entries of a block.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
    /// Entries are their own content.
    public typealias Body = Never
    /// Never called.
    public var body: Never { return fatalError("_AccessibilityRotorEntries has no body") }
}

/// Builds the entries of an accessibility rotor.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// An entry, or entries.
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    /// The entries of a block.
    public static func buildBlock(_ content: _AccessibilityRotorEntries...) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    /// The entries of a loop.
    public static func buildArray(_ content: [_AccessibilityRotorEntries]) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    /// The entries of an `if` without `else`.
    public static func buildOptional(_ content: _AccessibilityRotorEntries?) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    /// The entries of a branch.
    public static func buildEither(first content: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { content }
    /// The entries of a branch.
    public static func buildEither(second content: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { content }
}

/// Where accessibility focus is (`@AccessibilityFocusState`): its initial value at rest.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box

    /// A binding to an accessibility focus state (`$focused`).
    public struct Binding {
        fileprivate let get: () -> Value
        fileprivate let set: (Value) -> Void
        /// The focus value the binding reads and writes.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// Creates a state with an initial value.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    /// Creates a state for one element: `false` until set.
    public init() where Value == Bool { box = Box(false) }
    /// Creates a state for one element of assistive technologies: `false` until set.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = Box(false) }
    /// Creates a state for several elements, `nil` until set.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    /// Creates a state for several elements of assistive technologies, `nil` until set.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { box = Box(nil) }

    /// Which element has accessibility focus; at rest, its initial value unless code sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the focus value.
    public var projectedValue: Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
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
    /// Lets touches pass directly to the view under assistive technologies. Accepted, no effect at rest.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    /// Gives the view accessibility focus while the binding is true. Accepted, no effect at rest.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    /// Gives the view accessibility focus while the binding equals `value`. Accepted, no effect at rest.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
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
    /// Adds a rotor of entries. Accepted, no effect at rest.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a rotor of entries. Accepted, no effect at rest.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a rotor of entries. Accepted, no effect at rest.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a rotor of entries. Accepted, no effect at rest.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a rotor of identifiable models. Accepted, no effect at rest.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a rotor of identifiable models. Accepted, no effect at rest.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a rotor of models identified by a key path. Accepted, no effect at rest.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a rotor of models identified by a key path. Accepted, no effect at rest.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
                                                             entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a rotor of text ranges. Accepted, no effect at rest.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    /// Adds a rotor of text ranges. Accepted, no effect at rest.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
    /// Adds a system rotor of text ranges. Accepted, no effect at rest.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }
    /// Makes the view a rotor entry's target. Accepted, no effect at rest.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
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
