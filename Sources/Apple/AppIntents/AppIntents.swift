// `import AppIntents` on Linux: intents as apps declare them for Siri, Shortcuts, widgets and
// Spotlight (`AppIntent` with `@Parameter`s and `perform()`, its results, `AppEnum`,
// `AppEntity` and its queries, `AppShortcutsProvider`), and the `SiriTipView` and
// `ShortcutsLink` views. Nothing asks an intent to run on Linux; they compile with the app's
// screens, and the views are drawn at rest.
import Foundation
// Foundation's on Apple's platforms; on Linux declared by this SwiftUI module.
@_exported import struct SwiftUI.LocalizedStringResource
import SwiftUI
@_spi(AppleModules) import Trellis

/// Something the app does for Siri, Shortcuts or a widget: its title, parameters and `perform()`.
public protocol AppIntent: Sendable {
    /// The intent's name in Shortcuts.
    static var title: LocalizedStringResource { get }
    /// What the intent does, in Shortcuts.
    static var description: IntentDescription? { get }
    /// Whether running it opens the app.
    static var openAppWhenRun: Bool { get }
    /// The type of what `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// Creates the intent (the system does, then sets its parameters).
    init()
    /// Does what the intent does.
    /// - Returns: Its result: a value, a dialog, a view.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// Running it does not open the app.
    public static var openAppWhenRun: Bool { false }
    /// An intent's parameter: `@Parameter(title: "Timeframe") var timeframe: Timeframe`.
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// An intent a widget is configured with (iOS 17's `AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// What an intent's description says in Shortcuts.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    /// The description.
    public let text: LocalizedStringResource
    /// A description with a category and search keywords.
    /// - Parameters:
    ///   - text: The description.
    ///   - categoryName: Its category in Shortcuts.
    ///   - searchKeywords: Words it is found by.
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.text = text
    }
    /// A description of a literal.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { text = LocalizedStringResource(stringLiteral: value) }
    /// A description of an interpolated literal.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        text = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
}

/// What Siri says when an intent asks or answers.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// What Siri says.
    public let full: LocalizedStringResource
    /// A dialog of a resource.
    /// - Parameter full: What Siri says.
    public init(_ full: LocalizedStringResource) { self.full = full }
    /// A dialog of a full and a shorter form, and what is shown.
    /// - Parameters:
    ///   - full: What Siri says.
    ///   - supporting: What is shown.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { self.full = full }
    /// A dialog of a literal.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { full = LocalizedStringResource(stringLiteral: value) }
    /// A dialog of an interpolated literal.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        full = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
}

/// A parameter of an intent: its title and value. Declared with `@Parameter`.
///
/// Linux: the system never sets one; a parameter read before any value was set traps, as on iOS.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The parameter's name in Shortcuts.
    public let title: LocalizedStringResource
    /// What it means.
    public let description: LocalizedStringResource?
    private var value: Value?

    /// A parameter of a title, with a default value.
    /// - Parameters:
    ///   - title: Its name.
    ///   - description: What it means.
    ///   - defaultValue: Its value until one is set.
    ///   - requestValueDialog: What Siri asks for it.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        value = defaultValue
    }

    /// A numeric parameter within a range.
    /// - Parameters:
    ///   - title: Its name.
    ///   - description: What it means.
    ///   - defaultValue: Its value until one is set.
    ///   - inclusiveRange: The lowest and highest values.
    ///   - requestValueDialog: What Siri asks for it.
    public init<Bound>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                       inclusiveRange: (lowerBound: Bound, upperBound: Bound), requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        value = defaultValue
    }

    /// The value (set by the system, or by the app when it makes the intent).
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("the intent parameter '\(String(localized: title))' has no value") }
            return value
        }
        set { value = newValue }
    }

    /// The parameter itself (`$timeframe`, `\.$timeframe` in a shortcut's phrase).
    public var projectedValue: IntentParameter<Value> { self }
}

/// What an intent's `perform()` returns: nothing, a value, a dialog, a view.
public protocol IntentResult: Sendable {}
/// A result with a value.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}
/// A result with a dialog Siri says.
public protocol ProvidesDialog: IntentResult {}
/// A result with a view Siri shows.
public protocol ShowsSnippetView: IntentResult {}
/// A result that runs another intent.
public protocol OpensIntent: IntentResult {}

/// A result of `.result(…)`: whichever of a value, a dialog and a view it was given.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent, @unchecked Sendable {
    /// The value it was given, if any.
    public let value: Value?
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result of nothing.
    /// - Returns: The result.
    public static func result() -> Self { IntentResultContainer(value: nil) }
    /// A result of a dialog.
    /// - Parameter dialog: What Siri says.
    /// - Returns: The result.
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil) }
    /// A result of a view Siri shows.
    /// - Parameter view: The view.
    /// - Returns: The result.
    public static func result<Content: View>(view: Content) -> Self { IntentResultContainer(value: nil) }
    /// A result of a dialog and a view.
    /// - Parameters:
    ///   - dialog: What Siri says.
    ///   - view: The view.
    /// - Returns: The result.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self { IntentResultContainer(value: nil) }
    /// A result that runs another intent.
    /// - Parameter intent: The intent.
    /// - Returns: The result.
    public static func result<Intent: AppIntent>(opensIntent intent: Intent) -> Self { IntentResultContainer(value: nil) }
}

extension IntentResult {
    /// A result of a value.
    /// - Parameter value: The value.
    /// - Returns: The result.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> { IntentResultContainer(value: value) }
    /// A result of a value and a dialog.
    /// - Parameters:
    ///   - value: The value.
    ///   - dialog: What Siri says.
    /// - Returns: The result.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value)
    }
    /// A result of a value and a view.
    /// - Parameters:
    ///   - value: The value.
    ///   - view: The view.
    /// - Returns: The result.
    public static func result<V, Content: View>(value: V, view: Content) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value)
    }
}

/// How a type is named in Shortcuts ("Timeframe").
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The name.
    public let name: LocalizedStringResource
    /// A name, with its plural.
    /// - Parameters:
    ///   - name: The name.
    ///   - numericFormat: The plural's format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
    /// A name of a literal.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
    /// A name of an interpolated literal.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        name = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
}

/// How a value is shown in Shortcuts and Siri: a title, a subtitle and an image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// An image of a representation.
    public struct Image: Sendable {
        let name: String
        let isSystem: Bool
        /// An image of the app's assets.
        /// - Parameter name: Its name.
        public init(named name: String) {
            self.name = name
            isSystem = false
        }
        /// A system symbol.
        /// - Parameter systemName: Its name.
        public init(systemName: String) {
            name = systemName
            isSystem = true
        }
    }

    /// The title.
    public let title: LocalizedStringResource
    /// The subtitle.
    public let subtitle: LocalizedStringResource?
    /// The image.
    public let image: Image?

    /// A representation of a title, subtitle and image.
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - image: The image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
    /// A representation of a literal title.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    /// A representation of an interpolated literal title.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// An enumeration an intent's parameter takes: its cases with their names in Shortcuts.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: Sendable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is named.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// Something of the app an intent can take or return (a donut, an order): its identifier and
/// how it is shown, and the query that finds it.
public protocol AppEntity: Identifiable, Sendable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// The type of the query that finds entities.
    associatedtype DefaultQuery: EntityQuery
    /// The query that finds entities by identifier.
    static var defaultQuery: DefaultQuery { get }
}

/// Finds an app's entities by identifier, and suggests some.
public protocol EntityQuery: Sendable {
    /// The entities' type.
    associatedtype Entity: AppEntity
    /// Creates the query.
    init()
    /// The entities of these identifiers.
    /// - Parameter identifiers: The identifiers.
    /// - Returns: The entities found.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Entities to suggest.
    /// - Returns: The suggestions.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// No suggestions.
    /// - Returns: None.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by a string the person types.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching a string.
    /// - Parameter string: What the person typed.
    /// - Returns: The entities found.
    func entities(matching string: String) async throws -> [Entity]
}

/// A word a shortcut's phrase may hold besides its parameters.
public struct AppShortcutPhraseToken: Sendable {
    let text: String
    /// The app's name.
    public static let applicationName = AppShortcutPhraseToken(text: "App")
}

/// A phrase that runs a shortcut: text with the app's name and the intent's parameters.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase, with the app's name and parameters written in.
    public let text: String

    /// A phrase of a literal.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { text = value }
    /// A phrase of an interpolated literal.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The parts of a phrase.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Room for so much text.
        /// - Parameters:
        ///   - literalCapacity: Characters of literal text.
        ///   - interpolationCount: Interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        /// - Parameter token: `.applicationName`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.text)}" }
        /// A parameter of the intent (`\(\.$timeframe)`).
        /// - Parameter keyPath: The parameter.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) { text += "${parameter}" }
    }
}

/// A shortcut the app offers without setup: an intent and the phrases that run it.
public struct AppShortcut: Sendable {
    /// The intent's title.
    let title: String

    /// A shortcut of an intent and its phrases.
    /// - Parameters:
    ///   - intent: The intent.
    ///   - phrases: What the person says.
    ///   - shortTitle: Its title in Shortcuts.
    ///   - systemImageName: Its symbol in Shortcuts.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
                                   systemImageName: String? = nil) {
        title = String(localized: Intent.title)
    }
}

/// Builds an app's shortcuts from a block.
@resultBuilder
public enum AppShortcutsBuilder {
    /// A block of shortcuts.
    /// - Parameter components: The shortcuts.
    /// - Returns: Them, in order.
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
}

/// The shortcuts an app offers without setup.
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's shortcut tiles.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Navy, the default.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Tells the system the shortcuts' parameters changed (no effect on Linux).
    public static func updateAppShortcutParameters() {}
}

/// The colour of an app's shortcut tiles in Shortcuts.
public enum ShortcutTileColor: Int, Sendable {
    /// Red.
    case red
    /// Tangerine.
    case tangerine
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Lime.
    case lime
    /// Teal.
    case teal
    /// Light blue.
    case lightBlue
    /// Navy (the default).
    case navy
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Grey.
    case grayBlue
}

/// A tip that suggests a shortcut's phrase ("Hey Siri, …"), with a close button.
///
/// Linux: drawn at rest as the system draws it: a rounded box (the secondary system
/// background, corner radius 12) with a microphone symbol and the intent's title as the phrase,
/// padded 16 points, as wide as it is offered. Tapping does nothing.
public nonisolated struct SiriTipView: View {
    let phrase: String

    /// A tip for an intent.
    /// - Parameters:
    ///   - intent: The intent.
    ///   - isVisible: Whether it shows (the close button sets it false).
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
        phrase = String(localized: Intent.title)
    }

    /// The tip at rest.
    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "mic.fill")
                .foregroundStyle(Color.accentColor)
            Text(verbatim: "Just say “Hey Siri, \(phrase)”")
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(16)
        .background(Color.engineSystemColors["secondarySystemBackground"] ?? .gray, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

/// A button that opens the app's shortcuts in the Shortcuts app.
///
/// Linux: drawn at rest as a bordered button titled "Shortcuts"; tapping does nothing.
public nonisolated struct ShortcutsLink: View {
    /// The link.
    public init() {}
    /// The button at rest.
    public var body: some View {
        Button {} label: { Label("Shortcuts", systemImage: "square.stack.3d.up") }
            .buttonStyle(.bordered)
    }
}
