// The order of contacts by name, as the Contacts app lists them: by family or given name first,
// then the other, then the middle name; a contact with no name sorts by its company.
import Foundation

struct ContactOrdering {
    /// The keys the order reads.
    static let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactMiddleNameKey, CNContactOrganizationNameKey]

    let familyNameFirst: Bool

    /// `.userDefault` is family name first, the Contacts app's default in English ("Last, First").
    init(_ order: CNContactSortOrder) { familyNameFirst = order != .givenName }

    func compare(_ first: ContactValues, _ second: ContactValues) -> ComparisonResult {
        let (a, b) = (sortNames(first), sortNames(second))
        for (x, y) in zip(a, b) {
            let result = x.compare(y, options: [.caseInsensitive, .diacriticInsensitive])
            if result != .orderedSame { return result }
        }
        return .orderedSame
    }

    func areInIncreasingOrder(_ first: ContactValues, _ second: ContactValues) -> Bool { compare(first, second) == .orderedAscending }

    /// The names compared, in order.
    private func sortNames(_ values: ContactValues) -> [String] {
        let names = familyNameFirst ? [values.familyName, values.givenName] : [values.givenName, values.familyName]
        let named = names.contains { !$0.isEmpty }
        return (named ? names.filter { !$0.isEmpty } : [values.organizationName]) + [values.middleName]
    }
}
