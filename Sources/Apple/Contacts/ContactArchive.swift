// A contact in an archive: its values key by key, and each labelled value as its identifier,
// label and value under numbered keys (Foundation on Linux cannot archive a generic class, so a
// `CNLabeledValue` is never archived as an object).
import Foundation

enum ContactArchive {
    struct Archived {
        var identifier: String
        var values: ContactValues
        var fetchedKeys: Set<String>?
    }

    static func encode(identifier: String, values: ContactValues, fetchedKeys: Set<String>?, to coder: NSCoder) {
        coder.encode(NSString(string: identifier), forKey: CNContactIdentifierKey)
        if let fetchedKeys { coder.encode(NSString(string: fetchedKeys.sorted().joined(separator: ",")), forKey: "fetchedKeys") }
        coder.encode(values.contactType.rawValue, forKey: CNContactTypeKey)
        for key in allContactKeys {
            if let text = values.text(key) { coder.encode(NSString(string: text), forKey: key) }
        }
        encode(values.birthday, CNContactBirthdayKey, coder)
        encode(values.nonGregorianBirthday, CNContactNonGregorianBirthdayKey, coder)
        if let data = values.imageData { coder.encode(NSData(data: data), forKey: CNContactImageDataKey) }
        if let data = values.thumbnailImageData { coder.encode(NSData(data: data), forKey: CNContactThumbnailImageDataKey) }
        coder.encode(values.imageDataAvailable, forKey: CNContactImageDataAvailableKey)
        encode(values.phoneNumbers, CNContactPhoneNumbersKey, coder)
        encode(values.emailAddresses, CNContactEmailAddressesKey, coder)
        encode(values.postalAddresses, CNContactPostalAddressesKey, coder)
        encode(values.urlAddresses, CNContactUrlAddressesKey, coder)
        encode(values.contactRelations, CNContactRelationsKey, coder)
        encode(values.dates, CNContactDatesKey, coder)
    }

    static func decode(_ coder: NSCoder) -> Archived? {
        guard let identifier = string(CNContactIdentifierKey, coder) else { return nil }
        var values = ContactValues()
        values.contactType = coder.containsValue(forKey: CNContactTypeKey)
            ? CNContactType(rawValue: coder.decodeInteger(forKey: CNContactTypeKey)) ?? .person : .person
        values.namePrefix = string(CNContactNamePrefixKey, coder) ?? ""
        values.givenName = string(CNContactGivenNameKey, coder) ?? ""
        values.middleName = string(CNContactMiddleNameKey, coder) ?? ""
        values.familyName = string(CNContactFamilyNameKey, coder) ?? ""
        values.previousFamilyName = string(CNContactPreviousFamilyNameKey, coder) ?? ""
        values.nameSuffix = string(CNContactNameSuffixKey, coder) ?? ""
        values.nickname = string(CNContactNicknameKey, coder) ?? ""
        values.organizationName = string(CNContactOrganizationNameKey, coder) ?? ""
        values.departmentName = string(CNContactDepartmentNameKey, coder) ?? ""
        values.jobTitle = string(CNContactJobTitleKey, coder) ?? ""
        values.phoneticGivenName = string(CNContactPhoneticGivenNameKey, coder) ?? ""
        values.phoneticMiddleName = string(CNContactPhoneticMiddleNameKey, coder) ?? ""
        values.phoneticFamilyName = string(CNContactPhoneticFamilyNameKey, coder) ?? ""
        values.phoneticOrganizationName = string(CNContactPhoneticOrganizationNameKey, coder) ?? ""
        values.note = string(CNContactNoteKey, coder) ?? ""
        values.birthday = dateComponents(CNContactBirthdayKey, coder)
        values.nonGregorianBirthday = dateComponents(CNContactNonGregorianBirthdayKey, coder)
        values.imageData = data(CNContactImageDataKey, coder)
        values.thumbnailImageData = data(CNContactThumbnailImageDataKey, coder)
        values.imageDataAvailable = coder.containsValue(forKey: CNContactImageDataAvailableKey)
            && coder.decodeBool(forKey: CNContactImageDataAvailableKey)
        values.phoneNumbers = labeled(CNContactPhoneNumbersKey, coder)
        values.emailAddresses = labeled(CNContactEmailAddressesKey, coder)
        values.postalAddresses = labeled(CNContactPostalAddressesKey, coder)
        values.urlAddresses = labeled(CNContactUrlAddressesKey, coder)
        values.contactRelations = labeled(CNContactRelationsKey, coder)
        values.dates = labeled(CNContactDatesKey, coder)
        let fetched = string("fetchedKeys", coder).map { Set($0.split(separator: ",").map(String.init)) }
        return Archived(identifier: identifier, values: values, fetchedKeys: fetched)
    }

    /// The text of a key, or nil when it was not archived (decoding a missing key fails the
    /// whole archive on Linux, so presence is checked first).
    private static func string(_ key: String, _ coder: NSCoder) -> String? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: NSString.self, forKey: key).map { String($0) }
    }

    private static func data(_ key: String, _ coder: NSCoder) -> Data? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: NSData.self, forKey: key).map { Data($0) }
    }

    /// Date components as their calendar's identifier and their era, year, month and day.
    private static func encode(_ components: DateComponents?, _ key: String, _ coder: NSCoder) {
        guard let components else { return }
        coder.encode(true, forKey: key)
        if let calendar = components.calendar { coder.encode(NSString(string: "\(calendar.identifier)"), forKey: key + ".calendar") }
        let fields = [("era", components.era), ("year", components.year), ("month", components.month), ("day", components.day)]
        for (name, value) in fields { if let value { coder.encode(value, forKey: "\(key).\(name)") } }
    }

    private static func dateComponents(_ key: String, _ coder: NSCoder) -> DateComponents? {
        guard coder.containsValue(forKey: key), coder.decodeBool(forKey: key) else { return nil }
        func field(_ name: String) -> Int? {
            coder.containsValue(forKey: "\(key).\(name)") ? coder.decodeInteger(forKey: "\(key).\(name)") : nil
        }
        var components = DateComponents(era: field("era"), year: field("year"), month: field("month"), day: field("day"))
        if let name = string(key + ".calendar", coder) { components.calendar = calendars[name].map(Calendar.init(identifier:)) }
        return components
    }

    /// The calendars a birthday is kept in, by the name `Calendar.Identifier` prints.
    private static let calendars: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "hebrew": .hebrew, "chinese": .chinese, "islamic": .islamic,
        "islamicCivil": .islamicCivil, "japanese": .japanese, "buddhist": .buddhist, "persian": .persian,
    ]

    private static func encode<Value>(_ list: [CNLabeledValue<Value>], _ key: String, _ coder: NSCoder) {
        coder.encode(list.count, forKey: key + ".count")
        for (index, item) in list.enumerated() {
            coder.encode(NSString(string: item.identifier), forKey: "\(key).\(index).identifier")
            if let label = item.label { coder.encode(NSString(string: label), forKey: "\(key).\(index).label") }
            coder.encode(item.value as AnyObject, forKey: "\(key).\(index).value")
        }
    }

    private static func labeled<Value>(_ key: String, _ coder: NSCoder) -> [CNLabeledValue<Value>] {
        let count = coder.containsValue(forKey: key + ".count") ? coder.decodeInteger(forKey: key + ".count") : 0
        return (0..<count).compactMap { index in
            guard let valueClass = Value.self as? AnyClass, coder.containsValue(forKey: "\(key).\(index).value"),
                  let value = coder.decodeObject(of: [valueClass], forKey: "\(key).\(index).value") as? Value,
                  let identifier = string("\(key).\(index).identifier", coder) else { return nil }
            return CNLabeledValue(identifier: identifier, label: string("\(key).\(index).label", coder), value: value)
        }
    }
}
