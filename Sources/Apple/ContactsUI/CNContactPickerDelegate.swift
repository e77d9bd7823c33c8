// What the contact picker tells its delegate. Every method is optional, as in Apple's
// Objective-C protocol: which "didSelect" methods a delegate has decides, on a device, whether
// the picker picks one contact, several, or a property.
import Contacts
import Foundation

/// What the contact picker tells its delegate.
public protocol CNContactPickerDelegate: NSObjectProtocol {
    /// The person cancelled; the picker dismisses itself.
    /// - Parameter picker: The picker.
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    /// The person picked a contact.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contact: The contact.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    /// The person picked a property of a contact (a phone number, an address).
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contactProperty: The property.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
    /// The person picked several contacts.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contacts: The contacts.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    /// The person picked several properties.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contactProperties: The properties.
    func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
    /// Nothing, by default.
    /// - Parameter picker: The picker.
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    /// Nothing, by default.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contact: The contact.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    /// Nothing, by default.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contactProperty: The property.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
    /// Nothing, by default.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contacts: The contacts.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    /// Nothing, by default.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - contactProperties: The properties.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]) {}
}
