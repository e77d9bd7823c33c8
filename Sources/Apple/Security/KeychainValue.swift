// A value of a keychain query or item in one form, so that values given in different spellings
// (`"bob"` and `"bob" as CFString`, `true`, `kCFBooleanTrue` and `1`) compare as the keychain
// compares them.
import Foundation

/// A keychain attribute's value: a string, data, a date, a number (booleans are numbers) or an
/// object compared by identity.
enum KeychainValue: @unchecked Sendable {
    /// Text (`kSecAttrAccount`, `kSecAttrService`…).
    case string(String)
    /// Bytes (`kSecAttrGeneric`, `kSecAttrApplicationTag`…).
    case data(Data)
    /// A date.
    case date(Date)
    /// A number or a boolean.
    case number(NSNumber)
    /// An object (an access control, a key).
    case object(AnyObject)

    /// `value` in its canonical form: Optionals (an implicitly unwrapped `kCFBooleanTrue`) are
    /// looked through; nil when there is nothing.
    init?(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            self.init(wrapped)
        } else if let string = value as? String {
            self = .string(string)
        } else if let data = value as? Data {
            self = .data(data)
        } else if let date = value as? Date {
            self = .date(date)
        } else if let number = value as? NSNumber {
            self = .number(number)
        } else {
            self = .object(value as AnyObject)
        }
    }

    /// The value as the Foundation object the keychain gives back.
    var foundationValue: Any {
        switch self {
        case .string(let string): return string
        case .data(let data): return data
        case .date(let date): return date
        case .number(let number): return number
        case .object(let object): return object
        }
    }

    /// The value read as a boolean (`kCFBooleanTrue`, `true`, `1`); nil for other values.
    var bool: Bool? {
        if case .number(let number) = self { return number.boolValue }
        return nil
    }

    /// Whether two values are the same for the keychain.
    /// - Parameters:
    ///   - other: The other value.
    ///   - ignoringCase: Whether strings compare ignoring case (`kSecMatchCaseInsensitive`).
    /// - Returns: Whether they match.
    func matches(_ other: KeychainValue, ignoringCase: Bool = false) -> Bool {
        switch (self, other) {
        case (.string(let a), .string(let b)):
            return ignoringCase ? a.caseInsensitiveCompare(b) == .orderedSame : a == b
        case (.data(let a), .data(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.number(let a), .number(let b)): return a.isEqual(b)
        case (.object(let a), .object(let b)): return a === b
        default: return false
        }
    }
}
