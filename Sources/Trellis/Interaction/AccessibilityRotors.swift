import Foundation

// Accessibility rotors (`accessibilityRotor`, their entries and the builder of entries, the
// system rotors): lists of places VoiceOver moves between. They describe views to assistive
// technologies and never change the layout or the drawing, so they have no effect at rest.

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

nonisolated extension View {
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
}
