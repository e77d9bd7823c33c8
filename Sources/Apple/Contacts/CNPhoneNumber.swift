// A phone number as the person typed it; the Contacts app keeps the text, not a parsed number.
import Foundation

/// A phone number.
open class CNPhoneNumber: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The number as typed ("(555) 610-2231").
    public let stringValue: String

    /// A phone number from its text.
    /// - Parameter stringValue: The number as typed.
    public required init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }

    /// A phone number from its text (the older, factory form).
    /// - Parameter stringValue: The number as typed.
    /// - Returns: The number.
    open class func phoneNumber(withStringValue stringValue: String) -> Self { Self(stringValue: stringValue) }

    /// Archived numbers read back with the archive.
    public static var supportsSecureCoding: Bool { true }

    /// A number read from an archive.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        stringValue = coder.decodeObject(of: NSString.self, forKey: "stringValue").map { String($0) } ?? ""
        super.init()
    }

    /// Archives the text.
    /// - Parameter coder: The archive.
    open func encode(with coder: NSCoder) { coder.encode(NSString(string: stringValue), forKey: "stringValue") }

    /// The number itself: numbers are immutable.
    /// - Parameter zone: Unused.
    /// - Returns: This number.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when the texts are.
    /// - Parameter object: The other object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }

    /// A hash of the text.
    open override var hash: Int { stringValue.hashValue }

    /// The number's digits, and a leading plus: what two ways of writing one number share.
    var digits: String {
        let digits = stringValue.filter(\.isASCIIDigitCharacter)
        return stringValue.trimmingCharacters(in: .whitespaces).hasPrefix("+") ? "+" + digits : digits
    }

    /// The text, for logs.
    open override var description: String { "<CNPhoneNumber: stringValue=\(stringValue)>" }
}

extension Character {
    /// Whether the character is 0 to 9.
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
