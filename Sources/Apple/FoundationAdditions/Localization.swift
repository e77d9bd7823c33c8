// Foundation's localisation API of Apple's platforms that the Foundation of Linux lacks:
// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource` (which App
// Intents, widgets and SwiftUI screens use). Strings are looked up in
// the bundle's `Localizable.strings` (or the table named) of the development language, as the
// project's `Bundle.main` and `Bundle.module` hold them; a key no table has is its own value.
// Every compiled file imports them (this module), whatever it imports; `Text` of a resource is
// SwiftUI's (Text+LocalizedStringResource.swift there).
import Foundation
@_spi(Hosts) import Trellis

extension String {
    /// A localisable value: a key with placeholders for its interpolations (`"Hello \(name)"`
    /// is the key `"Hello %@"` with `name` as its argument).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key, with a placeholder for each interpolation.
        let key: String
        /// The interpolated values, written out.
        let arguments: [String]

        /// A value of a string, used as it is.
        /// - Parameter value: The string.
        public init(_ value: String) {
            key = value
            arguments = []
        }

        /// A value of a literal.
        /// - Parameter value: The literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// A value of an interpolated literal.
        /// - Parameter stringInterpolation: The literal's parts.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The parts of an interpolated localisable literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []

            /// Room for a literal of so many characters and interpolations.
            /// - Parameters:
            ///   - literalCapacity: Characters of literal text.
            ///   - interpolationCount: Interpolations.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Literal text (a `%` is kept as `%%`, as in a format).
            /// - Parameter literal: The text.
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }

            /// A string: the placeholder `%@`.
            /// - Parameter value: The string.
            public mutating func appendInterpolation(_ value: String) {
                key += "%@"
                arguments.append(value)
            }

            /// An integer: the placeholder `%lld`.
            /// - Parameter value: The integer.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                key += "%lld"
                arguments.append("\(value)")
            }

            /// A floating-point number: the placeholder `%lf`.
            /// - Parameter value: The number.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                key += "%lf"
                arguments.append("\(Double(value))")
            }

            /// Any other value, written by its description: the placeholder `%@`.
            /// - Parameter value: The value.
            public mutating func appendInterpolation<T>(_ value: T) {
                key += "%@"
                arguments.append(String(describing: value))
            }

            /// A number with a printf-style format ("%.2f"), which is its placeholder in the
            /// key; a specifier Trellis cannot apply safely writes the number as `%f` does.
            /// - Parameters:
            ///   - value: The number.
            ///   - specifier: The format.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
                key += specifier
                arguments.append(NumberFormat.format(specifier, Double(value)) ?? String(format: "%f", Double(value)))
            }

            /// An integer with a printf-style format ("%02d"), which is its placeholder in the
            /// key; a specifier Trellis cannot apply writes the plain number.
            /// - Parameters:
            ///   - value: The integer.
            ///   - specifier: The format.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                key += specifier
                arguments.append(NumberFormat.format(specifier, Int(truncatingIfNeeded: value)) ?? String(value))
            }

            /// A value formatted by a format style: the placeholder `%@`.
            /// - Parameters:
            ///   - value: The value.
            ///   - format: The style.
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                key += "%@"
                arguments.append(format.format(value))
            }
        }

        /// The value with its arguments in place of its placeholders.
        public var description: String { LocalizationValue.fill(key, with: arguments) }

        /// `format` with `arguments` in place of its placeholders (`%@`, `%lld`, `%d`, `%lf`,
        /// `%f`, their positional forms `%1$@` and named ones `%1$(count)lld`), and `%%` as `%`.
        static func fill(_ format: String, with arguments: [String]) -> String {
            var result = ""
            var next = 0
            var i = format.startIndex
            while i < format.endIndex {
                let c = format[i]
                guard c == "%", format.index(after: i) < format.endIndex else {
                    result.append(c)
                    i = format.index(after: i)
                    continue
                }
                var j = format.index(after: i)
                if format[j] == "%" {
                    result.append("%")
                    i = format.index(after: j)
                    continue
                }
                // An optional position ("1$"), then the conversion (letters, after any "l").
                var digits = ""
                while j < format.endIndex, format[j].isNumber { digits.append(format[j]); j = format.index(after: j) }
                var position: Int?
                if j < format.endIndex, format[j] == "$", let n = Int(digits) {
                    position = n - 1
                    j = format.index(after: j)
                } else {
                    j = format.index(i, offsetBy: 1)
                }
                // A named argument (`%1$(number)lld`, Xcode 26's string catalogs) before the conversion.
                if j < format.endIndex, format[j] == "(", let close = format[j...].firstIndex(of: ")") { j = format.index(after: close) }
                while j < format.endIndex, "lhqLzjt.0123456789".contains(format[j]) { j = format.index(after: j) }
                guard j < format.endIndex else { break }
                let index = position ?? next
                if position == nil { next += 1 }
                result += arguments.indices.contains(index) ? arguments[index] : ""
                i = format.index(after: j)
            }
            return result
        }
    }

    /// The string a key stands for in the app's language, from the bundle's strings table.
    ///
    /// Linux: the preview's language's table, else the development language's
    /// (`Localizable.strings` unless `table` names another) of `bundle` (the main bundle by
    /// default); a key it lacks is its own value.
    /// - Parameters:
    ///   - keyAndValue: The key, and the value when no table has it.
    ///   - table: The strings table's name.
    ///   - bundle: The bundle that holds the table.
    ///   - locale: The locale of the interpolated values (not used on Linux).
    ///   - comment: A note for translators.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let format = AppStrings.localized(keyAndValue.key, value: keyAndValue.key, table: table, bundle: bundle)
        self = LocalizationValue.fill(format, with: keyAndValue.arguments)
    }

    /// The string a key stands for, with a default value when no table has it.
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The value when no table has the key.
    ///   - table: The strings table's name.
    ///   - bundle: The bundle that holds the table.
    ///   - locale: The locale of the interpolated values (not used on Linux).
    ///   - comment: A note for translators.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let name = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        let format = AppStrings.localized(name, value: defaultValue.key, table: table, bundle: bundle)
        self = LocalizationValue.fill(format, with: defaultValue.arguments)
    }

    /// The string a resource stands for.
    /// - Parameter resource: The resource.
    public init(localized resource: LocalizedStringResource) {
        // Its key, which may differ from its default value's (`"%lld sec"` for `"\(seconds) sec"`).
        let format = AppStrings.localized(resource.key, value: resource.defaultValue.key, table: resource.table, bundle: resource.bundle.bundle)
        self = LocalizationValue.fill(format, with: resource.defaultValue.arguments)
    }
}

/// A localisable string that is looked up later, where it is shown (App Intents' titles,
/// widgets' names): its key, default value, table and bundle.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key.
    public let key: String
    /// The value when no table has the key.
    public let defaultValue: String.LocalizationValue
    /// The strings table's name.
    public let table: String?
    /// The locale it is shown in.
    public var locale: Locale
    /// The bundle that holds the table.
    public var bundle: BundleDescription

    /// Where a resource's table is.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle itself.
        var bundle: Bundle { if case let .atURL(url) = self { return Bundle(url: url) ?? .main }; return AppStrings.bundle ?? .main }
    }

    /// A resource whose key is its value.
    /// - Parameters:
    ///   - keyAndValue: The key and default value.
    ///   - table: The strings table's name.
    ///   - locale: The locale.
    ///   - bundle: The bundle.
    ///   - comment: A note for translators.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource of a key and a default value.
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The value when no table has the key.
    ///   - table: The strings table's name.
    ///   - locale: The locale.
    ///   - bundle: The bundle.
    ///   - comment: A note for translators.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource of a literal.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// A resource of an interpolated literal.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string it stands for.
    public var description: String { String(localized: self) }
}

extension Measurement {
    /// The measurement written with its unit's symbol: the value as `formatted()` writes
    /// numbers, then the symbol ("72°F", "5.2 km").
    ///
    /// Linux: Foundation has no measurement format style here; the value is written in the unit
    /// it has (Apple's converts to the locale's preferred unit).
    /// - Returns: The text.
    public func formatted() -> String {
        let number = value.formatted()
        let symbol = unit.symbol
        return symbol.hasPrefix("°") || symbol == "%" ? number + symbol : number + " " + symbol
    }
}
