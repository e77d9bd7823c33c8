// The location manager, its delegate, the geocoder and placemarks. Linux has no location
// services: the manager accepts every request and never reports; the geocoder fails at once.
import Foundation

/// The methods a location manager calls on its delegate; all optional (empty by default).
///
/// Linux: the manager never calls them (there are no locations, headings or permission
/// changes to report).
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, oldest first.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - locations: The locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Locating failed.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - error: Why (usually a `CLError`).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    /// The app's authorization or accuracy changed (and once when the manager is made, on iOS).
    /// - Parameter manager: The manager, whose `authorizationStatus` is the new one.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (the older form).
    /// - Parameters:
    ///   - manager: The manager.
    ///   - status: The new status.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// A new compass heading.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - newHeading: The heading.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}

extension CLLocationManagerDelegate {
    /// Does nothing unless the delegate implements it.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - locations: The locations.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing unless the delegate implements it.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - error: Why.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    /// Does nothing unless the delegate implements it.
    /// - Parameter manager: The manager.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing unless the delegate implements it.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - status: The new status.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing unless the delegate implements it.
    /// - Parameters:
    ///   - manager: The manager.
    ///   - newHeading: The heading.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

/// The object that asks for permission and starts and stops location and heading updates,
/// reporting them to its delegate.
///
/// Linux: every setting is kept and every request accepted with no effect. The status stays
/// `.notDetermined`, `location` stays nil and the delegate is never called.
open class CLLocationManager: NSObject {
    /// The object told about locations, headings and authorization changes (held weakly).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy the app wants (default `kCLLocationAccuracyBest`).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement in metres before a new location is reported (default: every movement).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The change in degrees before a new heading is reported (default 1).
    open var headingFilter: CLLocationDirection = 1
    /// What the app tracks locations for.
    open var activityType: CLActivityType = .other
    /// Whether updates may continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the system may pause updates when the location is unlikely to change.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows that the app uses location in the background.
    open var showsBackgroundLocationIndicator = false

    /// A manager with the default settings.
    public override init() { super.init() }

    /// The app's authorization: always `.notDetermined` on Linux.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Whether locations may be precise: `.fullAccuracy` on Linux.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// The last location reported: always nil on Linux.
    open var location: CLLocation? { nil }
    /// The last heading reported: always nil on Linux.
    open var heading: CLHeading? { nil }

    /// The app's authorization (the older class method): `.notDetermined` on Linux.
    /// - Returns: The status.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Whether location services are on for the device: false on Linux.
    /// - Returns: False.
    open class func locationServicesEnabled() -> Bool { false }
    /// Whether the device has a compass: false on Linux.
    /// - Returns: False.
    open class func headingAvailable() -> Bool { false }
    /// Whether significant-change monitoring is available: false on Linux.
    /// - Returns: False.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// Asks the person for permission while the app is in use. No effect on Linux (no prompt).
    open func requestWhenInUseAuthorization() {}
    /// Asks the person for permission at any time. No effect on Linux.
    open func requestAlwaysAuthorization() {}
    /// Asks for precise locations for a while. No effect on Linux; the completion is not called.
    /// - Parameters:
    ///   - purposeKey: The key of the purpose string in Info.plist.
    ///   - completion: Called with an error or nil on iOS; never on Linux.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: ((Error?) -> Void)? = nil) {}
    /// Starts reporting locations. No effect on Linux.
    open func startUpdatingLocation() {}
    /// Stops reporting locations. No effect on Linux.
    open func stopUpdatingLocation() {}
    /// Asks for one location. No effect on Linux (the delegate is not called).
    open func requestLocation() {}
    /// Starts reporting significant changes of location. No effect on Linux.
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops reporting significant changes. No effect on Linux.
    open func stopMonitoringSignificantLocationChanges() {}
    /// Starts reporting headings. No effect on Linux.
    open func startUpdatingHeading() {}
    /// Stops reporting headings. No effect on Linux.
    open func stopUpdatingHeading() {}
}

/// A place a geocoder found: its coordinate and address parts.
///
/// Linux: only made by `MKPlacemark` or copied with `init(placemark:)`; the geocoder finds none.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name, such as a business or a street address.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The house number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The ISO country code, such as `FR`.
    public let isoCountryCode: String?
    /// The country.
    public let country: String?
    /// A lake, river or other inland water at the place.
    public let inlandWater: String?
    /// The ocean at the place.
    public let ocean: String?
    /// Points of interest at the place.
    public let areasOfInterest: [String]?
    /// The place's time zone.
    public let timeZone: TimeZone?

    /// A copy of another placemark.
    /// - Parameter placemark: The placemark to copy.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
        timeZone = placemark.timeZone
        super.init()
    }

    package init(location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
                 locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
                 subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                 country: String? = nil) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        inlandWater = nil
        ocean = nil
        areasOfInterest = nil
        timeZone = nil
        super.init()
    }
}

/// What a geocoder calls when it finishes: the placemarks found, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// Turns addresses into coordinates and coordinates into addresses, with Apple's service.
///
/// Linux: there is no geocoding service. Each request fails at once: the completion handler is
/// called before the method returns with no placemarks and `CLError(.network)`, and the async
/// forms throw that error.
open class CLGeocoder: NSObject {
    /// A geocoder.
    public override init() { super.init() }

    /// Whether a request is running: always false on Linux.
    open var isGeocoding: Bool { false }

    /// Looks up the places of an address.
    /// - Parameters:
    ///   - addressString: The address, such as "1 Infinite Loop, Cupertino".
    ///   - completionHandler: Called at once with nil and `CLError(.network)` on Linux.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places of an address in a region and locale.
    /// - Parameters:
    ///   - addressString: The address.
    ///   - region: Accepted and ignored (CLRegion is not provided; pass nil).
    ///   - locale: The locale of the address.
    ///   - completionHandler: Called at once with nil and `CLError(.network)` on Linux.
    open func geocodeAddressString(_ addressString: String, in region: AnyObject?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places of an address.
    /// - Parameter addressString: The address.
    /// - Returns: The places; on Linux it throws `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }

    /// Looks up the address of a location.
    /// - Parameters:
    ///   - location: The location.
    ///   - completionHandler: Called at once with nil and `CLError(.network)` on Linux.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the address of a location in a locale.
    /// - Parameters:
    ///   - location: The location.
    ///   - locale: The locale of the address.
    ///   - completionHandler: Called at once with nil and `CLError(.network)` on Linux.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the address of a location.
    /// - Parameter location: The location.
    /// - Returns: The places; on Linux it throws `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }

    /// Cancels the running request. No effect on Linux (none runs).
    open func cancelGeocode() {}
}
