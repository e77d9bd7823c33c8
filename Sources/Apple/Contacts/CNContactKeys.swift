// The names of a contact's properties, which fetches ask for (`keysToFetch`) and
// `isKeyAvailable(_:)` checks: each is the property's Swift name, as Apple's are.
import Foundation

/// The contact's identifier.
public let CNContactIdentifierKey = "identifier"
/// Whether the contact is a person or an organisation.
public let CNContactTypeKey = "contactType"
/// The name prefix ("Dr.").
public let CNContactNamePrefixKey = "namePrefix"
/// The given name.
public let CNContactGivenNameKey = "givenName"
/// The middle name.
public let CNContactMiddleNameKey = "middleName"
/// The family name.
public let CNContactFamilyNameKey = "familyName"
/// The family name before marriage.
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
/// The name suffix ("Jr.").
public let CNContactNameSuffixKey = "nameSuffix"
/// The nickname.
public let CNContactNicknameKey = "nickname"
/// The company.
public let CNContactOrganizationNameKey = "organizationName"
/// The department.
public let CNContactDepartmentNameKey = "departmentName"
/// The job title.
public let CNContactJobTitleKey = "jobTitle"
/// How the given name sounds.
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
/// How the middle name sounds.
public let CNContactPhoneticMiddleNameKey = "phoneticMiddleName"
/// How the family name sounds.
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
/// How the company's name sounds.
public let CNContactPhoneticOrganizationNameKey = "phoneticOrganizationName"
/// The birthday in the Gregorian calendar.
public let CNContactBirthdayKey = "birthday"
/// The birthday in another calendar.
public let CNContactNonGregorianBirthdayKey = "nonGregorianBirthday"
/// The note (apps need an entitlement to read it on a device).
public let CNContactNoteKey = "note"
/// The full-size picture.
public let CNContactImageDataKey = "imageData"
/// The picture as a thumbnail.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// Whether the contact has a picture.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The phone numbers.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The email addresses.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The postal addresses.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The web addresses.
public let CNContactUrlAddressesKey = "urlAddresses"
/// The related people.
public let CNContactRelationsKey = "contactRelations"
/// Other dates (anniversaries).
public let CNContactDatesKey = "dates"

/// Every key a contact has, in the order the properties are declared.
package let allContactKeys: [String] = [
    CNContactIdentifierKey, CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
    CNContactFamilyNameKey, CNContactPreviousFamilyNameKey, CNContactNameSuffixKey, CNContactNicknameKey,
    CNContactOrganizationNameKey, CNContactDepartmentNameKey, CNContactJobTitleKey, CNContactPhoneticGivenNameKey,
    CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey, CNContactPhoneticOrganizationNameKey,
    CNContactBirthdayKey, CNContactNonGregorianBirthdayKey, CNContactNoteKey, CNContactImageDataKey,
    CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey,
    CNContactPostalAddressesKey, CNContactUrlAddressesKey, CNContactRelationsKey, CNContactDatesKey,
]
