// Whether a contact is of a person or of an organisation (which the formatter names by its
// company).
import Foundation

/// Whether a contact is a person or an organisation.
public enum CNContactType: Int, Sendable, Hashable {
    /// A person.
    case person = 0
    /// A company or other organisation.
    case organization = 1
}
