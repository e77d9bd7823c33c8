// What Apple's Foundation has that Linux's lacks, for code written with `import Foundation`
// alone (every compiled file imports SwiftUI, which re-exports this): URLSession's async
// methods without a delegate (Apple back-deploys them, so protocols of apps' network layers
// name them), a PersonNameComponentsFormatter that can be made (Linux's has no `init()`), and
// `Data.WritingOptions.atomicWrite`, the older name of `.atomic`.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// The data at a request's URL, and the response.
    /// - Parameter request: The request.
    /// - Returns: The data and response.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// The data at a URL, and the response.
    /// - Parameter url: The URL.
    /// - Returns: The data and response.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// Uploads data with a request.
    /// - Parameters:
    ///   - request: The request.
    ///   - bodyData: The data.
    /// - Returns: The response's data and the response.
    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: bodyData, delegate: nil)
    }
}

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

extension Data.WritingOptions {
    /// Writes through a temporary file, replacing the old one at once (the older name of `.atomic`).
    public static var atomicWrite: Data.WritingOptions { .atomic }
}
