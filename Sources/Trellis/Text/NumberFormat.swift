import Foundation

/// printf-style number specifiers (`"%.2f"`, `"%lld"`) made safe for any string a file or a
/// caller writes: exactly one numeric conversion (`d i o u x X e E f F g G a A`, with flags, a
/// width and a precision of at most 3 digits each, any length modifier), literal text and `%%`.
/// Anything else (`%@`, `%s`, `%n`, `*`, positional `%1$`) would read arguments that are not
/// there; such a specifier formats nothing and the caller falls back to the plain number.
public enum NumberFormat {
    /// `value` formatted by `specifier`; nil when the specifier is not one safe numeric conversion.
    /// - Parameters:
    ///   - specifier: A printf-style format such as "%.2f".
    ///   - value: The number.
    /// - Returns: The formatted number, or nil.
    public static func format(_ specifier: String, _ value: Double) -> String? {
        guard let (format, isInteger) = normalized(specifier) else { return nil }
        if isInteger {
            guard value.isFinite, abs(value) < 9.2e18 else { return nil }
            return String(format: format, Int64(value))
        }
        return String(format: format, value)
    }

    /// `value` formatted by `specifier` (see `format(_:_:)` for Doubles).
    /// - Parameters:
    ///   - specifier: A printf-style format such as "%03d".
    ///   - value: The number.
    /// - Returns: The formatted number, or nil when the specifier is not safe.
    public static func format(_ specifier: String, _ value: Int) -> String? {
        guard let (format, isInteger) = normalized(specifier) else { return nil }
        return isInteger ? String(format: format, Int64(value)) : String(format: format, Double(value))
    }

    /// The specifier with its conversion's length modifier made to match the argument Swift
    /// passes (`ll` for Int64, none for Double); whether the conversion is an integer one.
    /// - Parameter specifier: A printf-style format.
    /// - Returns: The normalized format and whether it converts an integer, or nil when the
    ///   specifier is not exactly one safe numeric conversion.
    public static func normalized(_ specifier: String) -> (String, Bool)? {
        let bytes = Array(specifier.utf8)
        guard bytes.count <= 256 else { return nil }
        var out: [UInt8] = []
        var isInteger: Bool?
        var i = 0
        func digits() -> Bool {
            var n = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                out.append(bytes[i])
                i += 1
                n += 1
            }
            return n <= 3
        }
        while i < bytes.count {
            let c = bytes[i]
            guard c == UInt8(ascii: "%") else {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "%") {
                out.append(contentsOf: [c, c])
                i += 1
                continue
            }
            guard isInteger == nil else { return nil }
            out.append(c)
            while i < bytes.count, "-+ #0'".utf8.contains(bytes[i]) {
                out.append(bytes[i])
                i += 1
            }
            guard digits() else { return nil }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                out.append(bytes[i])
                i += 1
                guard digits() else { return nil }
            }
            while i < bytes.count, "hlqLzjt".utf8.contains(bytes[i]) { i += 1 }
            guard i < bytes.count else { return nil }
            let conversion = bytes[i]
            i += 1
            if "diouxX".utf8.contains(conversion) {
                isInteger = true
                out.append(contentsOf: "ll".utf8)
            } else if "eEfFgGaA".utf8.contains(conversion) {
                isInteger = false
            } else {
                return nil
            }
            out.append(conversion)
        }
        guard let isInteger else { return nil }
        return (String(decoding: out, as: UTF8.self), isInteger)
    }
}
