import Foundation

/// The key of a localized string: what a string literal given to `Text` becomes. Its literal
/// parts are read as Markdown (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`);
/// interpolated values are shown as they are, inside the styling around them. In a compiled
/// preview of an app the app's `Localizable.strings` translates it (`AppStrings`); anywhere else
/// the key is its own translation.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    enum Argument: Equatable, Sendable {
        case string(String)
        case text([Text.Segment])
    }

    /// The literal with U+FFFC where each argument goes.
    let format: String
    let arguments: [Argument]

    static let placeholder: Character = "\u{FFFC}"

    /// Creates a key from a string; its text is read as Markdown when shown.
    /// - Parameter value: The key, which in Trellis is also the text shown.
    public init(_ value: String) {
        format = value.replacingOccurrences(of: String(Self.placeholder), with: "")
        arguments = []
    }

    init(format: String, arguments: [Argument]) {
        self.format = format
        self.arguments = arguments
    }

    /// Creates a key from a string literal, so `Text("**Hi**")` builds one.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a key from an interpolated literal (`"Hello, \(name)"`).
    public init(stringInterpolation: StringInterpolation) {
        format = stringInterpolation.format
        arguments = stringInterpolation.arguments
    }

    /// Builds a key from a literal with interpolated values: literal parts are read as Markdown,
    /// values are inserted as they are.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [Argument] = []

        /// Creates an empty interpolation; the capacities are hints and are ignored.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part of the key; its Markdown is interpreted when the text is built.
        public mutating func appendLiteral(_ literal: String) {
            format += literal.replacingOccurrences(of: String(LocalizedStringKey.placeholder), with: "")
        }

        mutating func append(_ argument: Argument) {
            format.append(LocalizedStringKey.placeholder)
            arguments.append(argument)
        }

        /// A string, shown as it is: Markdown in it is not interpreted.
        public mutating func appendInterpolation(_ string: String) { append(.string(string)) }

        /// Any other value, as `String(describing:)` prints it.
        public mutating func appendInterpolation<T>(_ value: T) { append(.string(String(describing: value))) }

        /// Integers as `%lld` would print them (SwiftUI's default specifier).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append(.string(String(value))) }

        /// Floating-point values as `%lf` prints them ("3.140000"), as SwiftUI does.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(.string(String(format: "%f", Double(value))))
        }

        /// A number with a printf-style format ("%.2f").
        /// - Parameters:
        ///   - value: The number.
        ///   - specifier: The format; one Trellis cannot apply safely shows the number as `%f` does.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(.string(NumberFormat.format(specifier, Double(value)) ?? String(format: "%f", Double(value))))
        }

        /// An integer with a printf-style format ("%03d", "%x"); a specifier Trellis cannot apply
        /// shows the plain number.
        /// - Parameters:
        ///   - value: The integer.
        ///   - specifier: The printf-style format.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(.string(NumberFormat.format(specifier, Int(truncatingIfNeeded: value)) ?? String(value)))
        }

        /// An image in the line (`"\(Image(systemName: "star.fill")) 4.8"`).
        public mutating func appendInterpolation(_ image: Image) {
            append(.text([Text.Segment(image: image)]))
        }

        /// A styled text inside the string: it keeps its own styling.
        public mutating func appendInterpolation(_ text: Text) {
            append(.text(text.segments))
        }

        /// A value as a formatter writes it (a `Date` by a `DateFormatter`); as it describes
        /// itself without a formatter, or when the formatter cannot write it.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            append(.string(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// A date as a formatter writes it (Linux's Foundation does not make `Date`
        /// `ReferenceConvertible`, as Apple's does).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
            append(.string(formatter?.string(for: date) ?? String(describing: date)))
        }

        /// An object as a formatter writes it (an `NSNumber` by a `NumberFormatter`); as it
        /// describes itself without a formatter, or when the formatter cannot write it.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            append(.string(formatter?.string(for: subject) ?? String(describing: subject)))
        }
    }

    /// The text segments: Markdown styling of the format, arguments substituted.
    func segments() -> [Text.Segment] {
        var result: [Text.Segment] = []
        var argumentIndex = 0
        for run in Markdown.parse(format) {
            var pending = ""
            func flush() {
                if !pending.isEmpty { result.append(run.style.segment(pending)) }
                pending = ""
            }
            for ch in run.string {
                guard ch == Self.placeholder, argumentIndex < arguments.count else {
                    pending.append(ch)
                    continue
                }
                flush()
                switch arguments[argumentIndex] {
                case let .string(s): result.append(run.style.segment(s))
                case let .text(segments):
                    for var seg in segments {
                        run.style.apply(to: &seg)
                        result.append(seg)
                    }
                }
                argumentIndex += 1
            }
            flush()
        }
        return result.isEmpty ? [Text.Segment(string: "")] : result
    }
}
