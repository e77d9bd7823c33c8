// `PersonNameComponents.FormatStyle` and `formatted()` (iOS 15), absent on Linux: names are
// written as `PersonNameComponentsFormatter` writes them here (given name first, English order).
import Foundation

extension PersonNameComponents {
    /// A format style that writes a person's name.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable {
            /// The given name, or the nickname: "John".
            case short
            /// Given and family names: "John Appleseed".
            case medium
            /// Every part, prefix and suffix included: "Dr. John Ash Appleseed Jr.".
            case long
            /// Initials: "JA".
            case abbreviated
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale the name is written for.
        public var locale: Locale

        /// A style of `style` in `locale`.
        /// - Parameters:
        ///   - style: How much of the name is written.
        ///   - locale: The locale.
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The name, written.
        /// - Parameter value: The name's parts.
        /// - Returns: The name.
        public func format(_ value: PersonNameComponents) -> String {
            let formatter = PersonNameComponentsFormatter()
            switch style {
            case .short: formatter.style = .short
            case .medium: formatter.style = .medium
            case .long: formatter.style = .long
            case .abbreviated: formatter.style = .abbreviated
            }
            return formatter.string(from: value)
        }

        /// The style in another locale.
        /// - Parameter locale: The locale.
        /// - Returns: The style.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The name written in the medium style ("John Appleseed").
    /// - Returns: The name.
    public func formatted() -> String { FormatStyle().format(self) }

    /// The name written in a format style.
    /// - Parameter style: The style.
    /// - Returns: The name.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A style that writes a person's name.
    /// - Parameter style: How much of the name is written.
    /// - Returns: The style.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { .init(style: style) }
}
