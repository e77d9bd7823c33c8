// The attributes of items about people: their numbers and addresses, and whether the result
// offers a call (Apple's CSSearchableItemAttributeSet_Messaging.h).
import Foundation

extension CSSearchableItemAttributeSet {
    /// Phone numbers.
    public var phoneNumbers: [String]? {
        get { self[attribute: "phoneNumbers"] }
        set { self[attribute: "phoneNumbers"] = newValue }
    }
    /// Email addresses.
    public var emailAddresses: [String]? {
        get { self[attribute: "emailAddresses"] }
        set { self[attribute: "emailAddresses"] = newValue }
    }
    /// Messaging addresses.
    public var instantMessageAddresses: [String]? {
        get { self[attribute: "instantMessageAddresses"] }
        set { self[attribute: "instantMessageAddresses"] = newValue }
    }
    /// Whether the result offers a call (needs the phone numbers).
    public var supportsPhoneCall: NSNumber? {
        get { self[attribute: "supportsPhoneCall"] }
        set { self[attribute: "supportsPhoneCall"] = newValue }
    }
    /// The recipients' names.
    public var recipientNames: [String]? {
        get { self[attribute: "recipientNames"] }
        set { self[attribute: "recipientNames"] = newValue }
    }
    /// A mail's headers.
    public var emailHeaders: [String: Any]? {
        get { self[attribute: "emailHeaders"] }
        set { self[attribute: "emailHeaders"] = newValue }
    }
}
