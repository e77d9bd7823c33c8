// The attributes of items at a place (Apple's CSSearchableItemAttributeSet_Places.h):
// coordinates, the address, and whether the result offers directions.
import Foundation

extension CSSearchableItemAttributeSet {
    /// The place's name.
    public var namedLocation: String? {
        get { self[attribute: "namedLocation"] }
        set { self[attribute: "namedLocation"] = newValue }
    }
    /// The latitude, in degrees.
    public var latitude: NSNumber? {
        get { self[attribute: "latitude"] }
        set { self[attribute: "latitude"] = newValue }
    }
    /// The longitude, in degrees.
    public var longitude: NSNumber? {
        get { self[attribute: "longitude"] }
        set { self[attribute: "longitude"] = newValue }
    }
    /// The altitude, in metres.
    public var altitude: NSNumber? {
        get { self[attribute: "altitude"] }
        set { self[attribute: "altitude"] = newValue }
    }
    /// The street.
    public var thoroughfare: String? {
        get { self[attribute: "thoroughfare"] }
        set { self[attribute: "thoroughfare"] = newValue }
    }
    /// The street number.
    public var subThoroughfare: String? {
        get { self[attribute: "subThoroughfare"] }
        set { self[attribute: "subThoroughfare"] = newValue }
    }
    /// The city.
    public var city: String? {
        get { self[attribute: "city"] }
        set { self[attribute: "city"] = newValue }
    }
    /// The state or province.
    public var stateOrProvince: String? {
        get { self[attribute: "stateOrProvince"] }
        set { self[attribute: "stateOrProvince"] = newValue }
    }
    /// The postal code.
    public var postalCode: String? {
        get { self[attribute: "postalCode"] }
        set { self[attribute: "postalCode"] = newValue }
    }
    /// The country.
    public var country: String? {
        get { self[attribute: "country"] }
        set { self[attribute: "country"] = newValue }
    }
    /// The whole address.
    public var fullyFormattedAddress: String? {
        get { self[attribute: "fullyFormattedAddress"] }
        set { self[attribute: "fullyFormattedAddress"] = newValue }
    }
    /// Whether the result offers directions (needs the coordinates).
    public var supportsNavigation: NSNumber? {
        get { self[attribute: "supportsNavigation"] }
        set { self[attribute: "supportsNavigation"] = newValue }
    }
}
