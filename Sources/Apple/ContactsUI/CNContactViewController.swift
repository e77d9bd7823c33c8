// The system's contact card: a stored contact's, an unknown one's (a number the app has, offered
// to add), or a new one's to fill in. It keeps the contact and its settings; no person edits in
// a preview.
import Contacts
import Foundation
import UIKit

/// The system's screen showing or editing one contact.
open class CNContactViewController: UIViewController {
    /// The contact shown.
    public private(set) var contact: CNContact

    /// Told when the card is left.
    open weak var delegate: (any CNContactViewControllerDelegate)?
    /// The store a new or unknown contact is saved in.
    open var contactStore: CNContactStore?
    /// The name shown for an unknown contact with none.
    open var alternateName: String?
    /// A message shown under an unknown contact's name.
    open var message: String?
    /// Whether the card offers Edit.
    open var allowsEditing = true
    /// Whether the card offers actions (Send Message, Share Contact).
    open var allowsActions = true
    /// Whether the card shows the contacts linked to this one.
    open var shouldShowLinkedContacts = false
    /// The keys of the properties shown (nil: all).
    open var displayedPropertyKeys: [Any]?

    /// Every key the card reads, to fetch before showing a stored contact.
    /// - Returns: A descriptor of every key.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        ContactKeysDescriptor("CNContactViewController", keys: allContactKeys)
    }

    /// The three kinds of card differ only in what a person can do on a device; here each keeps
    /// its contact.
    private init(showing contact: CNContact) {
        self.contact = contact
        super.init()
    }

    /// The card of a stored contact, fetched with `descriptorForRequiredKeys()`.
    /// - Parameter contact: The contact.
    public convenience init(for contact: CNContact) { self.init(showing: contact) }

    /// The card of a contact not in the store, offering to add it.
    /// - Parameter contact: What the app knows of it.
    public convenience init(forUnknownContact contact: CNContact) { self.init(showing: contact) }

    /// The card of a new contact to fill in and save.
    /// - Parameter contact: The values to start with, or nil for an empty card.
    public convenience init(forNewContact contact: CNContact?) { self.init(showing: contact ?? CNMutableContact()) }

    /// Made from an archive such as a storyboard (Linux: none is read): an empty new contact's card.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(showing: CNMutableContact()) }

    /// Highlights a property (Linux: nothing is drawn).
    /// - Parameters:
    ///   - key: The property's key.
    ///   - identifier: The labelled value's identifier, or nil.
    open func highlightProperty(withKey key: String, identifier: String?) {}
}
