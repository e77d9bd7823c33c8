// The app's access to the address book, and the one kind of entity it guards.
import Foundation

/// The kinds of data the contact store guards (contacts only).
public enum CNEntityType: Int, Sendable, Hashable {
    /// The person's contacts.
    case contacts = 0
}

/// Whether the app may read and write the person's contacts.
public enum CNAuthorizationStatus: Int, Sendable, Hashable {
    /// The person has not been asked.
    case notDetermined = 0
    /// Access is restricted (parental controls, a profile).
    case restricted = 1
    /// The person declined.
    case denied = 2
    /// The person allowed access to every contact.
    case authorized = 3
    /// The person allowed access to the contacts they chose (iOS 18).
    case limited = 4
}
