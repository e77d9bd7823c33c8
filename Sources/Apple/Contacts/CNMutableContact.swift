// A contact an app fills in and saves (`CNSaveRequest.add`), or a fetched contact's mutable copy
// to change and save (`update`): every property can be set; setting the picture also says
// whether there is one.
import Foundation

/// A contact whose properties can be set.
open class CNMutableContact: CNContact, @unchecked Sendable {
    /// A person or an organisation.
    open override var contactType: CNContactType { get { values.contactType } set { values.contactType = newValue } }
    /// The name prefix ("Dr.").
    open override var namePrefix: String { get { values.namePrefix } set { values.namePrefix = newValue } }
    /// The given name.
    open override var givenName: String { get { values.givenName } set { values.givenName = newValue } }
    /// The middle name.
    open override var middleName: String { get { values.middleName } set { values.middleName = newValue } }
    /// The family name.
    open override var familyName: String { get { values.familyName } set { values.familyName = newValue } }
    /// The family name before marriage.
    open override var previousFamilyName: String {
        get { values.previousFamilyName }
        set { values.previousFamilyName = newValue }
    }
    /// The name suffix ("Jr.").
    open override var nameSuffix: String { get { values.nameSuffix } set { values.nameSuffix = newValue } }
    /// The nickname.
    open override var nickname: String { get { values.nickname } set { values.nickname = newValue } }
    /// The company.
    open override var organizationName: String { get { values.organizationName } set { values.organizationName = newValue } }
    /// The department.
    open override var departmentName: String { get { values.departmentName } set { values.departmentName = newValue } }
    /// The job title.
    open override var jobTitle: String { get { values.jobTitle } set { values.jobTitle = newValue } }
    /// How the given name sounds.
    open override var phoneticGivenName: String { get { values.phoneticGivenName } set { values.phoneticGivenName = newValue } }
    /// How the middle name sounds.
    open override var phoneticMiddleName: String { get { values.phoneticMiddleName } set { values.phoneticMiddleName = newValue } }
    /// How the family name sounds.
    open override var phoneticFamilyName: String { get { values.phoneticFamilyName } set { values.phoneticFamilyName = newValue } }
    /// How the company's name sounds.
    open override var phoneticOrganizationName: String {
        get { values.phoneticOrganizationName }
        set { values.phoneticOrganizationName = newValue }
    }
    /// The birthday in the Gregorian calendar (the year may be missing).
    open override var birthday: DateComponents? { get { values.birthday } set { values.birthday = newValue } }
    /// The birthday in another calendar (Hebrew, Chinese, Islamic).
    open override var nonGregorianBirthday: DateComponents? {
        get { values.nonGregorianBirthday }
        set { values.nonGregorianBirthday = newValue }
    }
    /// Other dates, such as anniversaries.
    open override var dates: [CNLabeledValue<NSDateComponents>] { get { values.dates } set { values.dates = newValue } }
    /// The note.
    open override var note: String { get { values.note } set { values.note = newValue } }
    /// The full-size picture's encoded image; setting it sets `imageDataAvailable`, and saving
    /// makes the thumbnail.
    open override var imageData: Data? {
        get { values.imageData }
        set {
            values.imageData = newValue
            values.imageDataAvailable = newValue != nil
            if newValue == nil { values.thumbnailImageData = nil }
        }
    }
    /// The phone numbers.
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { values.phoneNumbers } set { values.phoneNumbers = newValue } }
    /// The email addresses.
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { values.emailAddresses } set { values.emailAddresses = newValue } }
    /// The postal addresses.
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { values.postalAddresses }
        set { values.postalAddresses = newValue }
    }
    /// The web addresses.
    open override var urlAddresses: [CNLabeledValue<NSString>] { get { values.urlAddresses } set { values.urlAddresses = newValue } }
    /// The related people.
    open override var contactRelations: [CNLabeledValue<CNContactRelation>] {
        get { values.contactRelations }
        set { values.contactRelations = newValue }
    }
}
