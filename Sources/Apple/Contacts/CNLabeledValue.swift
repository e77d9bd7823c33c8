// A contact's value with its label ("mobile", "home"): phone numbers, email and postal
// addresses, related names, dates. Immutable; the `setting…` methods give a changed copy that
// keeps the identifier, as editing one in the Contacts app does.
import Foundation

/// A value with a label, such as a phone number labelled mobile.
///
/// Not archivable on Linux (Foundation cannot name a generic class in an archive); a contact
/// archives its labelled values itself.
open class CNLabeledValue<ValueType: NSCopying & NSSecureCoding>: NSObject, NSCopying, @unchecked Sendable {
    /// The value's identifier, which stays when its label or value change.
    public let identifier: String
    /// The label: one of the `CNLabel…` constants, a label the person typed, or nil.
    public let label: String?
    /// The value.
    public let value: ValueType

    /// A labelled value with a new identifier.
    /// - Parameters:
    ///   - label: The label (`CNLabelHome`, …) or nil.
    ///   - value: The value.
    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString
        self.label = label
        self.value = value
        super.init()
    }

    init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
        super.init()
    }

    /// A copy with another label and the same identifier.
    /// - Parameter label: The label.
    /// - Returns: The copy.
    open func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another value and the same identifier.
    /// - Parameter value: The value.
    /// - Returns: The copy.
    open func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another label and value and the same identifier.
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    /// - Returns: The copy.
    open func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// The label in words, as the Contacts app shows it ("mobile", "home"); a label the person
    /// typed is its own words.
    /// - Parameter label: The label.
    /// - Returns: The words (English on Linux).
    open class func localizedString(forLabel label: String) -> String { labelWords[label] ?? label }

    /// The value itself: labelled values are immutable.
    /// - Parameter zone: Unused.
    /// - Returns: This value.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when the identifier, label and value are.
    /// - Parameter object: The other object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNLabeledValue<ValueType> else { return false }
        return identifier == other.identifier && label == other.label && ((value as? NSObject)?.isEqual(other.value) ?? false)
    }

    /// A hash of the identifier.
    open override var hash: Int { identifier.hashValue }

    /// The label and value, for logs.
    open override var description: String { "<CNLabeledValue: label=\(label ?? "(nil)"), value=\(value)>" }
}
