// The predicates a fetch may filter by: `CNContact`'s own, as on Apple's platforms, where the
// store refuses any other (`CNError.predicateInvalid`). A name matches when each word searched
// for begins a word of the contact's names, nickname or company, ignoring case and accents.
import Foundation

/// A predicate made by `CNContact`, evaluated on the contacts the store holds.
final class ContactPredicate: NSPredicate {
    let summary: String
    let matches: (CNContact) -> Bool

    init(_ summary: String, _ matches: @escaping (CNContact) -> Bool) {
        self.summary = summary
        self.matches = matches
        super.init(block: { object, _ in (object as? CNContact).map(matches) ?? false })
    }

    required init?(coder: NSCoder) { nil }

    override var predicateFormat: String { summary }
}

extension CNContact {
    /// Contacts whose names, nickname or company have words beginning with each word of `name`.
    /// - Parameter name: What the person typed ("ana li").
    /// - Returns: The predicate.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        let searched = words(name)
        return ContactPredicate("name MATCHES '\(name)'") { contact in
            let names = contact.values.searchableNames.flatMap(words)
            return !searched.isEmpty && searched.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
        }
    }

    /// The contacts of some identifiers.
    /// - Parameter identifiers: The identifiers.
    /// - Returns: The predicate.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        let wanted = Set(identifiers)
        return ContactPredicate("identifier IN \(identifiers)") { wanted.contains($0.identifier) }
    }

    /// Contacts with a phone number: the same digits, or a number ending with the other's (a
    /// number without its country code matches one with it).
    /// - Parameter phoneNumber: The number.
    /// - Returns: The predicate.
    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        let digits = phoneNumber.digits.filter(\.isASCIIDigitCharacter)
        return ContactPredicate("phoneNumbers MATCHES '\(phoneNumber.stringValue)'") { contact in
            contact.values.phoneNumbers.contains { labeled in
                let other = labeled.value.digits.filter(\.isASCIIDigitCharacter)
                return !digits.isEmpty && !other.isEmpty && (other.hasSuffix(digits) || digits.hasSuffix(other))
            }
        }
    }

    /// Contacts with an email address, ignoring case.
    /// - Parameter emailAddress: The address.
    /// - Returns: The predicate.
    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        let wanted = emailAddress.lowercased()
        return ContactPredicate("emailAddresses MATCHES '\(emailAddress)'") { contact in
            contact.values.emailAddresses.contains { String($0.value).lowercased() == wanted }
        }
    }

    /// The words of a text, folded for search (lower case, no accents).
    private static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
