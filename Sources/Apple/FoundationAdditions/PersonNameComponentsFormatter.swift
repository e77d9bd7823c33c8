// Apple's PersonNameComponentsFormatter, which can be made (Linux's has no `init()`): this
// declaration shadows Foundation's in files that import the SwiftUI module, and writes names in
// the English (Western) order for every locale.
import Foundation

/// Formats a person's name from its components, as Apple's Foundation does.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of the name is shown.
    public enum Style: Int, Sendable {
        /// The medium style.
        case `default` = 0
        /// The given name, or the nickname.
        case short = 1
        /// Given and family names.
        case medium = 2
        /// Every part, prefix and suffix included.
        case long = 3
        /// Initials.
        case abbreviated = 4
    }

    /// How much of the name is shown.
    open var style = Style.default
    /// Whether the name is spoken (accepted; Linux writes it the same).
    open var isPhonetic = false

    private var storedLocale: Locale?

    /// The locale the name is written for (the current one unless set; Linux writes every
    /// locale's names in the English order).
    open var locale: Locale! {
        get { storedLocale ?? .current }
        set { storedLocale = newValue }
    }

    /// A formatter of the default style.
    public override init() { super.init() }
    /// Not read from archives on Linux.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// The name, written in the formatter's style.
    /// - Parameter components: The name's parts.
    /// - Returns: The name.
    open func string(from components: PersonNameComponents) -> String {
        func join(_ parts: [String?]) -> String { parts.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ") }
        switch style {
        case .default, .medium: return join([components.givenName, components.middleName, components.familyName])
        case .short: return join([components.nickname ?? components.givenName])
        case .long: return join([components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix])
        case .abbreviated:
            return [components.givenName, components.familyName].compactMap { $0?.first.map(String.init) }.joined()
        }
    }

    /// A name written in a style.
    /// - Parameters:
    ///   - components: The name's parts.
    ///   - style: How much is shown.
    ///   - options: Accepted (Linux writes no phonetic names).
    /// - Returns: The name.
    open class func localizedString(from components: PersonNameComponents, style: Style, options: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = style
        return formatter.string(from: components)
    }

    /// Options of a name's formatting.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`'s bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The phonetic name.
        public static let phonetic = Options(rawValue: 2)
    }

    /// The parts of a written name (Linux: given and family names split at the last space).
    /// - Parameter string: The name.
    /// - Returns: Its parts.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        var components = PersonNameComponents()
        components.givenName = words.count > 1 ? words.dropLast().joined(separator: " ") : words[0]
        components.familyName = words.count > 1 ? words.last : nil
        return components
    }

    /// The name, when `obj` is a name's components.
    /// - Parameter obj: The value.
    /// - Returns: The name, or nil.
    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }
}
