// A postal address, immutable, and its mutable form; the names of its parts.
import Foundation

/// The street.
public let CNPostalAddressStreetKey = "street"
/// The neighbourhood.
public let CNPostalAddressSubLocalityKey = "subLocality"
/// The city.
public let CNPostalAddressCityKey = "city"
/// The county.
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
/// The state or province.
public let CNPostalAddressStateKey = "state"
/// The postal code.
public let CNPostalAddressPostalCodeKey = "postalCode"
/// The country's name.
public let CNPostalAddressCountryKey = "country"
/// The country's ISO 3166 code.
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"

/// A postal address.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    /// The parts, by key.
    struct Parts: Equatable, Sendable {
        var street = "", subLocality = "", city = "", subAdministrativeArea = "", state = ""
        var postalCode = "", country = "", isoCountryCode = ""
    }

    var parts: Parts

    /// An empty address.
    public override init() {
        parts = Parts()
        super.init()
    }

    init(parts: Parts) {
        self.parts = parts
        super.init()
    }

    /// The street, with the number (may be several lines).
    open var street: String { parts.street }
    /// The neighbourhood.
    open var subLocality: String { parts.subLocality }
    /// The city.
    open var city: String { parts.city }
    /// The county.
    open var subAdministrativeArea: String { parts.subAdministrativeArea }
    /// The state or province.
    open var state: String { parts.state }
    /// The postal code.
    open var postalCode: String { parts.postalCode }
    /// The country's name.
    open var country: String { parts.country }
    /// The country's ISO 3166 code ("us").
    open var isoCountryCode: String { parts.isoCountryCode }

    /// A part's name in words ("Street", "ZIP").
    /// - Parameter key: A `CNPostalAddress…Key`.
    /// - Returns: The words (English on Linux), or the key itself.
    open class func localizedString(forKey key: String) -> String {
        let words = [CNPostalAddressStreetKey: "Street", CNPostalAddressSubLocalityKey: "Neighborhood", CNPostalAddressCityKey: "City",
                     CNPostalAddressSubAdministrativeAreaKey: "County", CNPostalAddressStateKey: "State",
                     CNPostalAddressPostalCodeKey: "ZIP", CNPostalAddressCountryKey: "Country",
                     CNPostalAddressISOCountryCodeKey: "Country Code"]
        return words[key] ?? key
    }

    /// Archived addresses read back with the archive.
    public static var supportsSecureCoding: Bool { true }

    /// An address read from an archive.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        func part(_ key: String) -> String { coder.decodeObject(of: NSString.self, forKey: key).map { String($0) } ?? "" }
        parts = Parts(street: part(CNPostalAddressStreetKey), subLocality: part(CNPostalAddressSubLocalityKey),
                      city: part(CNPostalAddressCityKey), subAdministrativeArea: part(CNPostalAddressSubAdministrativeAreaKey),
                      state: part(CNPostalAddressStateKey), postalCode: part(CNPostalAddressPostalCodeKey),
                      country: part(CNPostalAddressCountryKey), isoCountryCode: part(CNPostalAddressISOCountryCodeKey))
        super.init()
    }

    /// Archives the parts.
    /// - Parameter coder: The archive.
    open func encode(with coder: NSCoder) {
        let values = [(CNPostalAddressStreetKey, street), (CNPostalAddressSubLocalityKey, subLocality), (CNPostalAddressCityKey, city),
                      (CNPostalAddressSubAdministrativeAreaKey, subAdministrativeArea), (CNPostalAddressStateKey, state),
                      (CNPostalAddressPostalCodeKey, postalCode), (CNPostalAddressCountryKey, country),
                      (CNPostalAddressISOCountryCodeKey, isoCountryCode)]
        for (key, value) in values { coder.encode(NSString(string: value), forKey: key) }
    }

    /// An immutable copy.
    /// - Parameter zone: Unused.
    /// - Returns: The copy (this address, when it is immutable).
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self) == CNPostalAddress.self ? self : CNPostalAddress(parts: parts) }

    /// A mutable copy.
    /// - Parameter zone: Unused.
    /// - Returns: A `CNMutablePostalAddress`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutablePostalAddress(parts: parts) }

    /// Equal when every part is.
    /// - Parameter object: The other object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPostalAddress)?.parts == parts }

    /// A hash of the street and postal code.
    open override var hash: Int { (parts.street + parts.postalCode).hashValue }
}

/// A postal address that can be changed.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    /// The street, with the number (may be several lines).
    open override var street: String { get { parts.street } set { parts.street = newValue } }
    /// The neighbourhood.
    open override var subLocality: String { get { parts.subLocality } set { parts.subLocality = newValue } }
    /// The city.
    open override var city: String { get { parts.city } set { parts.city = newValue } }
    /// The county.
    open override var subAdministrativeArea: String {
        get { parts.subAdministrativeArea }
        set { parts.subAdministrativeArea = newValue }
    }
    /// The state or province.
    open override var state: String { get { parts.state } set { parts.state = newValue } }
    /// The postal code.
    open override var postalCode: String { get { parts.postalCode } set { parts.postalCode = newValue } }
    /// The country's name.
    open override var country: String { get { parts.country } set { parts.country = newValue } }
    /// The country's ISO 3166 code ("us").
    open override var isoCountryCode: String { get { parts.isoCountryCode } set { parts.isoCountryCode = newValue } }
}
