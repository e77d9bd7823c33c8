// The contacts a fresh address book holds in a preview, as a Simulator's holds sample ones: a
// few people and a company, with the labelled values apps read (phone numbers, email and postal
// addresses, a birthday). Their numbers are in the 555 range kept for fiction.
import Foundation

enum SampleContacts {
    static var records: [ContactDatabase.Record] {
        [
            person("Ana", "Lima", phone: ("(555) 610-2231", CNLabelPhoneNumberMobile), email: "ana.lima@example.com",
                   address: ("14 Orchard Lane", "Springfield", "IL", "62704"), birthday: (1988, 4, 12)),
            person("Benjamin", "Okafor", phone: ("(555) 302-7788", CNLabelPhoneNumberiPhone), email: "ben@okafor.example",
                   organization: "Okafor Design", jobTitle: "Founder"),
            person("Chloé", "Martin", phone: ("(555) 418-9920", CNLabelPhoneNumberMobile), email: "chloe.martin@example.net",
                   nickname: "Coco", birthday: (1994, 11, 3)),
            person("Daniel", "Weiss", suffix: "Jr.", phone: ("(555) 766-1043", CNLabelHome), email: "dan.weiss@example.org",
                   address: ("220 Harbor Street", "Portland", "ME", "04101")),
            person("Emi", "Tanaka", phone: ("(555) 250-6614", CNLabelPhoneNumberMobile), email: "emi.tanaka@example.com",
                   address: ("9 Cedar Court", "Austin", "TX", "78701"), birthday: (1991, 7, 21)),
            company("Northwind Clinic", phone: ("(555) 900-1200", CNLabelPhoneNumberMain), email: "hello@northwind.example",
                    address: ("1 Health Plaza", "Denver", "CO", "80202")),
        ]
    }

    private static func person(_ given: String, _ family: String, suffix: String = "", phone: (String, String), email: String,
                               address: (String, String, String, String)? = nil, nickname: String = "",
                               organization: String = "", jobTitle: String = "",
                               birthday: (Int, Int, Int)? = nil) -> ContactDatabase.Record {
        var values = ContactValues()
        values.givenName = given
        values.familyName = family
        values.nameSuffix = suffix
        values.nickname = nickname
        values.organizationName = organization
        values.jobTitle = jobTitle
        fill(&values, phone: phone, email: email, address: address)
        values.birthday = birthday.map { DateComponents(calendar: Calendar(identifier: .gregorian), year: $0.0, month: $0.1, day: $0.2) }
        return ContactDatabase.Record(identifier: identifier(given + family), values: values)
    }

    private static func company(_ name: String, phone: (String, String), email: String,
                                address: (String, String, String, String)) -> ContactDatabase.Record {
        var values = ContactValues()
        values.contactType = .organization
        values.organizationName = name
        fill(&values, phone: phone, email: email, address: address)
        return ContactDatabase.Record(identifier: identifier(name), values: values)
    }

    private static func fill(_ values: inout ContactValues, phone: (String, String), email: String,
                             address: (String, String, String, String)?) {
        values.phoneNumbers = [CNLabeledValue(label: phone.1, value: CNPhoneNumber(stringValue: phone.0))]
        values.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: NSString(string: email))]
        if let address {
            let postal = CNMutablePostalAddress()
            postal.street = address.0
            postal.city = address.1
            postal.state = address.2
            postal.postalCode = address.3
            postal.country = "United States"
            postal.isoCountryCode = "us"
            values.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: postal.copy() as! CNPostalAddress)]
        }
    }

    /// A stable identifier, so a preview's selection by identifier survives a reload.
    private static func identifier(_ name: String) -> String {
        let hex = name.unicodeScalars.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1.value)) &* 1_099_511_628_211 }
        let digits = String(hex, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits + "-SAMPLE:ABPerson"
    }
}
