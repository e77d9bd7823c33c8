// What a contact holds, as one value: a contact is its identifier, these values and the keys
// that were fetched. A fetched contact holds only the keys asked for (the others read as empty,
// where Apple's would raise `CNPropertyNotFetchedException`), so a preview shows what a device
// would have fetched.
import Foundation

struct ContactValues: Sendable {
    var contactType = CNContactType.person
    var namePrefix = "", givenName = "", middleName = "", familyName = "", previousFamilyName = ""
    var nameSuffix = "", nickname = ""
    var organizationName = "", departmentName = "", jobTitle = ""
    var phoneticGivenName = "", phoneticMiddleName = "", phoneticFamilyName = "", phoneticOrganizationName = ""
    var birthday: DateComponents?
    var nonGregorianBirthday: DateComponents?
    var note = ""
    var imageData: Data?
    var thumbnailImageData: Data?
    var imageDataAvailable = false
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    var urlAddresses: [CNLabeledValue<NSString>] = []
    var contactRelations: [CNLabeledValue<CNContactRelation>] = []
    var dates: [CNLabeledValue<NSDateComponents>] = []

    /// These values with `other`'s for `keys` (the identifier is not a value).
    func replacing(_ keys: Set<String>, from other: ContactValues) -> ContactValues {
        var result = self
        for key in keys { result.copy(key, from: other) }
        return result
    }

    /// Only the values of `keys`; the others empty.
    func keeping(_ keys: Set<String>) -> ContactValues { ContactValues().replacing(keys, from: self) }

    private mutating func copy(_ key: String, from other: ContactValues) {
        switch key {
        case CNContactTypeKey: contactType = other.contactType
        case CNContactNamePrefixKey: namePrefix = other.namePrefix
        case CNContactGivenNameKey: givenName = other.givenName
        case CNContactMiddleNameKey: middleName = other.middleName
        case CNContactFamilyNameKey: familyName = other.familyName
        case CNContactPreviousFamilyNameKey: previousFamilyName = other.previousFamilyName
        case CNContactNameSuffixKey: nameSuffix = other.nameSuffix
        case CNContactNicknameKey: nickname = other.nickname
        case CNContactOrganizationNameKey: organizationName = other.organizationName
        case CNContactDepartmentNameKey: departmentName = other.departmentName
        case CNContactJobTitleKey: jobTitle = other.jobTitle
        case CNContactPhoneticGivenNameKey: phoneticGivenName = other.phoneticGivenName
        case CNContactPhoneticMiddleNameKey: phoneticMiddleName = other.phoneticMiddleName
        case CNContactPhoneticFamilyNameKey: phoneticFamilyName = other.phoneticFamilyName
        case CNContactPhoneticOrganizationNameKey: phoneticOrganizationName = other.phoneticOrganizationName
        case CNContactBirthdayKey: birthday = other.birthday
        case CNContactNonGregorianBirthdayKey: nonGregorianBirthday = other.nonGregorianBirthday
        case CNContactNoteKey: note = other.note
        case CNContactImageDataKey: imageData = other.imageData
        case CNContactThumbnailImageDataKey: thumbnailImageData = other.thumbnailImageData
        case CNContactImageDataAvailableKey: imageDataAvailable = other.imageDataAvailable
        case CNContactPhoneNumbersKey: phoneNumbers = other.phoneNumbers
        case CNContactEmailAddressesKey: emailAddresses = other.emailAddresses
        case CNContactPostalAddressesKey: postalAddresses = other.postalAddresses
        case CNContactUrlAddressesKey: urlAddresses = other.urlAddresses
        case CNContactRelationsKey: contactRelations = other.contactRelations
        case CNContactDatesKey: dates = other.dates
        default: break
        }
    }

    /// The keys whose values are not empty (what an update writes beside the fetched keys).
    var filledKeys: Set<String> {
        let empty = ContactValues()
        return Set(allContactKeys.filter { key in
            switch key {
            case CNContactTypeKey: contactType != empty.contactType
            case CNContactBirthdayKey: birthday != nil
            case CNContactNonGregorianBirthdayKey: nonGregorianBirthday != nil
            case CNContactImageDataKey: imageData != nil
            case CNContactThumbnailImageDataKey: thumbnailImageData != nil
            case CNContactImageDataAvailableKey: imageDataAvailable
            case CNContactPhoneNumbersKey: !phoneNumbers.isEmpty
            case CNContactEmailAddressesKey: !emailAddresses.isEmpty
            case CNContactPostalAddressesKey: !postalAddresses.isEmpty
            case CNContactUrlAddressesKey: !urlAddresses.isEmpty
            case CNContactRelationsKey: !contactRelations.isEmpty
            case CNContactDatesKey: !dates.isEmpty
            default: !(text(key) ?? "").isEmpty
            }
        })
    }

    /// The value of a key whose value is text.
    func text(_ key: String) -> String? {
        switch key {
        case CNContactNamePrefixKey: namePrefix
        case CNContactGivenNameKey: givenName
        case CNContactMiddleNameKey: middleName
        case CNContactFamilyNameKey: familyName
        case CNContactPreviousFamilyNameKey: previousFamilyName
        case CNContactNameSuffixKey: nameSuffix
        case CNContactNicknameKey: nickname
        case CNContactOrganizationNameKey: organizationName
        case CNContactDepartmentNameKey: departmentName
        case CNContactJobTitleKey: jobTitle
        case CNContactPhoneticGivenNameKey: phoneticGivenName
        case CNContactPhoneticMiddleNameKey: phoneticMiddleName
        case CNContactPhoneticFamilyNameKey: phoneticFamilyName
        case CNContactPhoneticOrganizationNameKey: phoneticOrganizationName
        case CNContactNoteKey: note
        default: nil
        }
    }

    /// The words of the name a search matches: names, nickname and company.
    var searchableNames: [String] {
        [namePrefix, givenName, middleName, familyName, previousFamilyName, nameSuffix, nickname, organizationName,
         phoneticGivenName, phoneticFamilyName]
    }
}
