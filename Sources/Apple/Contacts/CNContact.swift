// A contact as the store gives it: immutable and safe to share between threads. A contact
// fetched with some keys holds those alone (ContactValues.swift); `isKeyAvailable(_:)` says
// which, as apps check before reading.
import Foundation

/// A person's or organisation's contact card.
open class CNContact: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    /// The contact's identifier in the store, kept across fetches.
    public let identifier: String
    var values: ContactValues
    /// The keys that were fetched; nil: every key (a contact the app made).
    let fetchedKeys: Set<String>?

    /// An empty contact with a new identifier, as apps make one to fill in and save.
    public override init() {
        identifier = UUID().uuidString + ":ABPerson"
        values = ContactValues()
        fetchedKeys = nil
        super.init()
    }

    /// A contact of stored values.
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - values: What it holds.
    ///   - fetchedKeys: The keys fetched (its other values empty), or nil for all of them.
    init(identifier: String, values: ContactValues, fetchedKeys: Set<String>?) {
        self.identifier = identifier
        self.values = fetchedKeys.map { values.keeping($0) } ?? values
        self.fetchedKeys = fetchedKeys
        super.init()
    }

    // MARK: Names and work

    /// A person or an organisation.
    open var contactType: CNContactType { values.contactType }
    /// The name prefix ("Dr.").
    open var namePrefix: String { values.namePrefix }
    /// The given name.
    open var givenName: String { values.givenName }
    /// The middle name.
    open var middleName: String { values.middleName }
    /// The family name.
    open var familyName: String { values.familyName }
    /// The family name before marriage.
    open var previousFamilyName: String { values.previousFamilyName }
    /// The name suffix ("Jr.").
    open var nameSuffix: String { values.nameSuffix }
    /// The nickname.
    open var nickname: String { values.nickname }
    /// The company.
    open var organizationName: String { values.organizationName }
    /// The department.
    open var departmentName: String { values.departmentName }
    /// The job title.
    open var jobTitle: String { values.jobTitle }
    /// How the given name sounds.
    open var phoneticGivenName: String { values.phoneticGivenName }
    /// How the middle name sounds.
    open var phoneticMiddleName: String { values.phoneticMiddleName }
    /// How the family name sounds.
    open var phoneticFamilyName: String { values.phoneticFamilyName }
    /// How the company's name sounds.
    open var phoneticOrganizationName: String { values.phoneticOrganizationName }

    // MARK: Dates, note and picture

    /// The birthday in the Gregorian calendar (the year may be missing).
    open var birthday: DateComponents? { values.birthday }
    /// The birthday in another calendar (Hebrew, Chinese, Islamic).
    open var nonGregorianBirthday: DateComponents? { values.nonGregorianBirthday }
    /// Other dates, such as anniversaries.
    open var dates: [CNLabeledValue<NSDateComponents>] { values.dates }
    /// The note.
    open var note: String { values.note }
    /// The full-size picture's encoded image.
    open var imageData: Data? { values.imageData }
    /// The picture as a thumbnail (the store makes it when the picture is saved).
    open var thumbnailImageData: Data? { values.thumbnailImageData }
    /// Whether the contact has a picture (fetchable without fetching the picture).
    open var imageDataAvailable: Bool { values.imageDataAvailable }

    // MARK: Labelled values

    /// The phone numbers.
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { values.phoneNumbers }
    /// The email addresses.
    open var emailAddresses: [CNLabeledValue<NSString>] { values.emailAddresses }
    /// The postal addresses.
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { values.postalAddresses }
    /// The web addresses.
    open var urlAddresses: [CNLabeledValue<NSString>] { values.urlAddresses }
    /// The related people.
    open var contactRelations: [CNLabeledValue<CNContactRelation>] { values.contactRelations }

    // MARK: Keys

    /// Whether a key was fetched, so its property holds the contact's value.
    /// - Parameter key: A `CNContact…Key`.
    /// - Returns: Whether it is available.
    open func isKeyAvailable(_ key: String) -> Bool { key == CNContactIdentifierKey || fetchedKeys?.contains(key) ?? true }

    /// Whether every key of the descriptors was fetched.
    /// - Parameter keyDescriptors: The keys.
    /// - Returns: Whether they all are available.
    open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { keyDescriptors.contactKeys.allSatisfy(isKeyAvailable) }

    /// A key's name in words ("First name", "Phone").
    /// - Parameter key: A `CNContact…Key`.
    /// - Returns: The words (English on Linux), or the key itself.
    open class func localizedString(forKey key: String) -> String { contactKeyWords[key] ?? key }

    /// Whether this contact is, or was unified from, the contact of an identifier (Linux: no
    /// contacts are linked, so only its own identifier).
    /// - Parameter contactIdentifier: The identifier.
    /// - Returns: Whether it is that contact.
    open func isUnifiedWithContact(withIdentifier contactIdentifier: String) -> Bool { contactIdentifier == identifier }

    // MARK: Sorting

    /// Compares contacts by name in an order: family name first for `.familyName` and
    /// `.userDefault` (the Contacts app's default in English), given name first otherwise.
    /// - Parameter sortOrder: The order.
    /// - Returns: A comparator of two `CNContact`s.
    open class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        { first, second in
            guard let first = first as? CNContact, let second = second as? CNContact else { return .orderedSame }
            return ContactOrdering(sortOrder).compare(first.values, second.values)
        }
    }

    /// The keys the comparator reads.
    /// - Returns: A descriptor of the name keys.
    open class func descriptorForAllComparatorKeys() -> any CNKeyDescriptor {
        ContactKeysDescriptor("comparator", keys: ContactOrdering.keys)
    }

    // MARK: Copying

    /// An immutable copy.
    /// - Parameter zone: Unused.
    /// - Returns: The copy (this contact, when it is immutable).
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self) == CNContact.self ? self : CNContact(identifier: identifier, values: values, fetchedKeys: fetchedKeys)
    }

    /// A mutable copy with the same identifier and fetched keys, to change and save.
    /// - Parameter zone: Unused.
    /// - Returns: A `CNMutableContact`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        CNMutableContact(identifier: identifier, values: values, fetchedKeys: fetchedKeys)
    }

    // MARK: Archiving

    /// Archived contacts read back with the archive.
    public static var supportsSecureCoding: Bool { true }

    /// A contact read from an archive.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        guard let archived = ContactArchive.decode(coder) else { return nil }
        identifier = archived.identifier
        values = archived.values
        fetchedKeys = archived.fetchedKeys
        super.init()
    }

    /// Archives the identifier, the values and the fetched keys.
    /// - Parameter coder: The archive.
    open func encode(with coder: NSCoder) { ContactArchive.encode(identifier: identifier, values: values, fetchedKeys: fetchedKeys, to: coder) }

    /// The identifier and name, for logs.
    open override var description: String {
        "<\(type(of: self)): identifier=\(identifier), givenName=\(givenName), familyName=\(familyName), "
            + "organizationName=\(organizationName), phoneNumbers=\(phoneNumbers.map(\.value.stringValue))>"
    }
}

/// The keys' words, as the Contacts app labels its fields in English.
private let contactKeyWords: [String: String] = [
    CNContactIdentifierKey: "Identifier", CNContactTypeKey: "Type", CNContactNamePrefixKey: "Prefix",
    CNContactGivenNameKey: "First name", CNContactMiddleNameKey: "Middle name", CNContactFamilyNameKey: "Last name",
    CNContactPreviousFamilyNameKey: "Maiden name", CNContactNameSuffixKey: "Suffix", CNContactNicknameKey: "Nickname",
    CNContactOrganizationNameKey: "Company", CNContactDepartmentNameKey: "Department", CNContactJobTitleKey: "Job title",
    CNContactPhoneticGivenNameKey: "Phonetic first name", CNContactPhoneticMiddleNameKey: "Phonetic middle name",
    CNContactPhoneticFamilyNameKey: "Phonetic last name", CNContactPhoneticOrganizationNameKey: "Phonetic company name",
    CNContactBirthdayKey: "Birthday", CNContactNonGregorianBirthdayKey: "Birthday", CNContactNoteKey: "Notes",
    CNContactImageDataKey: "Photo", CNContactThumbnailImageDataKey: "Photo", CNContactImageDataAvailableKey: "Photo",
    CNContactPhoneNumbersKey: "Phone", CNContactEmailAddressesKey: "Email", CNContactPostalAddressesKey: "Address",
    CNContactUrlAddressesKey: "URL", CNContactRelationsKey: "Related name", CNContactDatesKey: "Date",
]
