// The message of a `Logger` call: a string interpolation whose values take Apple's privacy,
// format and alignment options.
import Foundation

/// A log message written as a string literal with interpolations:
/// `"Saved \(name, privacy: .public) in \(seconds, format: .fixed(precision: 2)) s"`.
///
/// Linux: the text is built when the message is made; every value is written whatever its
/// privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String

    /// A message without interpolations.
    /// - Parameter value: The text.
    public init(stringLiteral value: String) { text = value }

    /// A message with interpolations.
    /// - Parameter stringInterpolation: The literal's parts and values.
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// How much of an interpolated value the log may show to others.
///
/// Linux: accepted; values are written in full.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is masked.
    public struct Mask: Equatable, Sendable {
        let kind: Int
        /// A stable hash of the value replaces it, so equal values can be matched.
        public static let hash = Mask(kind: 1)
        /// No mask: the value is redacted.
        public static let none = Mask(kind: 0)
    }
    let kind: Int
    let mask: Mask

    /// Shown to everyone.
    public static let `public` = OSLogPrivacy(kind: 0, mask: .none)
    /// Redacted unless a debugger is attached.
    public static let `private` = OSLogPrivacy(kind: 1, mask: .none)
    /// Redacted always, even to a debugger.
    public static let sensitive = OSLogPrivacy(kind: 2, mask: .none)
    /// Private for dynamic strings and objects, public for numbers (the default).
    public static let auto = OSLogPrivacy(kind: 3, mask: .none)
    /// Private, with a mask.
    /// - Parameter mask: How to mask the value.
    /// - Returns: The privacy.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 1, mask: mask) }
    /// Sensitive, with a mask.
    /// - Parameter mask: How to mask the value.
    /// - Returns: The privacy.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2, mask: mask) }
    /// Automatic, with a mask.
    /// - Parameter mask: How to mask the value.
    /// - Returns: The privacy.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3, mask: mask) }
}

/// How an interpolated value is padded to a column width.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool
    /// No padding (the default).
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    /// Padded with spaces on the right to `columns` characters.
    /// - Parameter columns: The width.
    /// - Returns: The alignment.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: true) }
    /// Padded with spaces on the left to `columns` characters.
    /// - Parameter columns: The width.
    /// - Returns: The alignment.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: false) }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return left ? text + padding : padding + text
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal (the default).
    public static let decimal = OSLogIntegerFormatting(radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Lowercase hexadecimal without a prefix.
    public static let hex = OSLogIntegerFormatting(radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Octal without a prefix.
    public static let octal = OSLogIntegerFormatting(radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    /// Decimal with options.
    /// - Parameters:
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - minDigits: The least number of digits (zero-padded).
    /// - Returns: The formatting.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal with options.
    /// - Parameters:
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - includePrefix: Whether to write `0x`.
    ///   - uppercase: Whether to use uppercase digits.
    ///   - minDigits: The least number of digits.
    /// - Returns: The formatting.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
                               minDigits: minDigits)
    }

    /// Octal with options.
    /// - Parameters:
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - includePrefix: Whether to write `0o`.
    ///   - uppercase: Accepted for Apple's signature (octal has no letters).
    ///   - minDigits: The least number of digits.
    /// - Returns: The formatting.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
                               minDigits: minDigits)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0o" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let style: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point, six decimals (the default).
    public static let fixed = OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Exponential notation.
    public static let exponential = OSLogFloatFormatting(style: "e", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(style: "g", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Hexadecimal floating point.
    public static let hex = OSLogFloatFormatting(style: "a", precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed-point with options: `.fixed(precision: 2)`.
    /// - Parameters:
    ///   - precision: The number of decimals.
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - uppercase: Whether to write `INF`/`NAN` in capitals.
    /// - Returns: The formatting.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point with a sign option.
    /// - Parameters:
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - uppercase: Whether to write `INF`/`NAN` in capitals.
    /// - Returns: The formatting.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential with options.
    /// - Parameters:
    ///   - precision: The number of decimals.
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - uppercase: Whether to write `E`.
    /// - Returns: The formatting.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hybrid with options.
    /// - Parameters:
    ///   - precision: The number of significant digits.
    ///   - explicitPositiveSign: Whether to write `+` before positive numbers.
    ///   - uppercase: Whether to write `E`.
    /// - Returns: The formatting.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(max(0, min(precision, 40)))" }
        spec += String(uppercase ? Character(style.uppercased()) : style)
        return String(format: spec, value)
    }
}

/// How an interpolated Boolean is written.
public struct OSLogBoolFormat: Sendable {
    let words: (yes: String, no: String)
    /// `true` / `false` (the default).
    public static let truth = OSLogBoolFormat(words: ("true", "false"))
    /// `YES` / `NO`.
    public static let answer = OSLogBoolFormat(words: ("YES", "NO"))
}

/// The parts of an `OSLogMessage` as the literal is read: text and values with their options.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Starts a message.
    /// - Parameters:
    ///   - literalCapacity: The length of its literal parts.
    ///   - interpolationCount: How many values it has.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 8 * interpolationCount) }

    /// Appends a literal part.
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string.
    /// - Parameters:
    ///   - argumentString: The string.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(argumentString())
    }

    /// Appends a value's description.
    /// - Parameters:
    ///   - value: The value.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        text += align.apply(value().description)
    }

    /// Appends an integer.
    /// - Parameters:
    ///   - number: The integer.
    ///   - format: Decimal, hexadecimal or octal, with options.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(number()))
    }

    /// Appends a Double.
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Fixed, exponential or hybrid, with a precision.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(number()))
    }

    /// Appends a Float.
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Fixed, exponential or hybrid, with a precision.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(Double(number())))
    }

    /// Appends a CGFloat.
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Fixed, exponential or hybrid, with a precision.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(Double(number())))
    }

    /// Appends a Boolean.
    /// - Parameters:
    ///   - boolean: The value.
    ///   - format: `true`/`false` or `YES`/`NO`.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        text += boolean() ? format.words.yes : format.words.no
    }

    /// Appends an error's description.
    /// - Parameters:
    ///   - error: The error.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        text += "\(error())"
    }

    /// Appends a type's name.
    /// - Parameters:
    ///   - value: The type.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(String(describing: value()))
    }

    /// Appends any other value as `String(describing:)` writes it (Linux: more permissive than
    /// Apple's overloads, which take strings, numbers, Booleans, errors and descriptions).
    /// - Parameters:
    ///   - value: The value.
    ///   - align: Padding to a column width.
    ///   - privacy: Accepted; written in full on Linux.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) {
        text += align.apply(String(describing: value()))
    }
}
