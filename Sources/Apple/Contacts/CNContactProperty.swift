// One property of a contact, as the contact picker and view hand it to their delegates when a
// person taps a phone number or address.
import Foundation

/// A contact's property: the key, and for a labelled value its value, label and identifier.
open class CNContactProperty: NSObject, NSCopying, @unchecked Sendable {
    /// The contact.
    public let contact: CNContact
    /// The property's key (`CNContactPhoneNumbersKey`).
    public let key: String
    /// The value (a `CNPhoneNumber`, an `NSString`, …).
    public let value: Any?
    /// The labelled value's identifier, or nil for a property that is not a list.
    public let identifier: String?
    /// The labelled value's label.
    public let label: String?

    /// A property of a contact (the picker and view make these).
    /// - Parameters:
    ///   - contact: The contact.
    ///   - key: The key.
    ///   - value: The value.
    ///   - identifier: The labelled value's identifier.
    ///   - label: The labelled value's label.
    public init(contact: CNContact, key: String, value: Any?, identifier: String? = nil, label: String? = nil) {
        self.contact = contact
        self.key = key
        self.value = value
        self.identifier = identifier
        self.label = label
        super.init()
    }

    /// The property itself: properties are immutable.
    /// - Parameter zone: Unused.
    /// - Returns: This property.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
