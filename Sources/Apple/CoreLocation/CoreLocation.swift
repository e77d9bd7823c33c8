// `import CoreLocation` on Linux: coordinates and locations as data (with real great-circle
// distances), and the location manager and geocoder accepted with no effect: a preview has no
// position, no permission prompt and no geocoding service.
import Foundation

/// A latitude or longitude in degrees (north and east positive).
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees clockwise from north (0...359.9); negative when unknown.
public typealias CLLocationDirection = Double
/// The accuracy of a coordinate or altitude in metres; negative when invalid.
public typealias CLLocationAccuracy = Double
/// The accuracy of a speed in metres per second; negative when invalid.
public typealias CLLocationSpeedAccuracy = Double
/// The accuracy of a course in degrees; negative when invalid.
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude on the WGS 84 datum.
///
/// As Apple's (a C struct), it is not Equatable, Hashable or Codable: apps that want those add
/// them, and can here too.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative: south), -90...90 when valid.
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (negative: west), -180...180 when valid.
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
    /// A coordinate from its latitude and longitude in degrees.
    /// - Parameters:
    ///   - latitude: Degrees north (negative: south).
    ///   - longitude: Degrees east (negative: west).
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is a valid position: latitude within -90...90 and longitude within
/// -180...180 degrees.
/// - Parameter coord: The coordinate.
/// - Returns: True when both are in range (NaN is not).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A coordinate from its latitude and longitude (the C spelling of `init(latitude:longitude:)`).
/// - Parameters:
///   - latitude: Degrees north.
///   - longitude: Degrees east.
/// - Returns: The coordinate.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate that stands for "no coordinate" (-180, -180), which is not valid.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// A distance filter that reports every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The best accuracy, with extra sensors, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy when the person allows only an approximate location.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

/// A position reported by the location services: a coordinate with its altitude, accuracies,
/// course, speed and time. Immutable.
///
/// Linux: nothing reports locations; make them yourself (previews, tests, distances).
open class CLLocation: NSObject, @unchecked Sendable {
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above mean sea level.
    public let altitude: CLLocationDistance
    /// Metres above the WGS 84 ellipsoid (here the same as `altitude`).
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate in metres; negative: the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of the altitude in metres; negative: the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from north; negative when unknown.
    public let course: CLLocationDirection
    /// The uncertainty of the course in degrees; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed in metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The uncertainty of the speed; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was determined.
    public let timestamp: Date

    /// A location at a coordinate, accurate to 0 m, with no altitude, course or speed, now.
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1,
                  timestamp: Date())
    }

    /// A location with an altitude and accuracies, without course or speed.
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - altitude: Metres above sea level.
    ///   - hAccuracy: The coordinate's uncertainty in metres.
    ///   - vAccuracy: The altitude's uncertainty in metres.
    ///   - timestamp: When it was determined.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with an altitude, accuracies, course and speed.
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - altitude: Metres above sea level.
    ///   - hAccuracy: The coordinate's uncertainty in metres.
    ///   - vAccuracy: The altitude's uncertainty in metres.
    ///   - course: Degrees from north.
    ///   - speed: Metres per second.
    ///   - timestamp: When it was determined.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with every measurement and its accuracy.
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - altitude: Metres above sea level.
    ///   - hAccuracy: The coordinate's uncertainty in metres.
    ///   - vAccuracy: The altitude's uncertainty in metres.
    ///   - course: Degrees from north.
    ///   - courseAccuracy: The course's uncertainty in degrees.
    ///   - speed: Metres per second.
    ///   - speedAccuracy: The speed's uncertainty.
    ///   - timestamp: When it was determined.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed,
                speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.ellipsoidalAltitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The mean radius of the Earth used for distances: the WGS 84 ellipsoid's arithmetic mean
    /// radius R₁ = (2a + b) / 3, with a = 6,378,137 m and b = a(1 − f), f = 1/298.257223563
    /// (NIMA TR8350.2, "World Geodetic System 1984", table 3.1, and the IUGG's R₁ as in
    /// H. Moritz, "Geodetic Reference System 1980"): 6,371,008.7714 m.
    public static let meanEarthRadius: CLLocationDistance = (2 * 6_378_137 + 6_378_137 * (1 - 1 / 298.257223563)) / 3

    /// The great-circle distance in metres between this location's coordinate and another's
    /// (altitudes are ignored).
    ///
    /// Linux: the haversine formula on a sphere of the WGS 84 mean radius (`meanEarthRadius`):
    /// d = 2R·asin(√(sin²(Δφ/2) + cos φ₁·cos φ₂·sin²(Δλ/2))), φ latitudes and λ longitudes in
    /// radians (R. W. Sinnott, "Virtues of the Haversine", Sky and Telescope 68(2), 1984). Apple
    /// does not document its method; on an ellipsoid results differ by up to about 0.5 %.
    /// - Parameter location: The other location.
    /// - Returns: The distance in metres.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let phi1 = coordinate.latitude * radians, phi2 = location.coordinate.latitude * radians
        let deltaPhi = phi2 - phi1
        let deltaLambda = (location.coordinate.longitude - coordinate.longitude) * radians
        let h = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * Self.meanEarthRadius * asin(min(1, h.squareRoot()))
    }

    /// The coordinate, accuracy, speed, course and time, as Apple prints a location.
    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f)",
               coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed, course) + " @ \(timestamp)"
    }
}

/// What the person allowed the app to do with their location.
public enum CLAuthorizationStatus: Int32, Sendable, Hashable {
    /// Not asked yet (what the location manager reports on Linux).
    case notDetermined = 0
    /// Not allowed, and the person cannot change it (parental controls).
    case restricted = 1
    /// Refused, or location services are off.
    case denied = 2
    /// Allowed at any time, also in the background.
    case authorizedAlways = 3
    /// Allowed while the app is in use.
    case authorizedWhenInUse = 4
    /// The old name of `authorizedAlways`.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app may know the precise location or only an approximate one.
public enum CLAccuracyAuthorization: Int, Sendable, Hashable {
    /// Precise locations.
    case fullAccuracy = 0
    /// Approximate locations only.
    case reducedAccuracy = 1
}

/// What the app tracks locations for, which tunes when updates pause.
public enum CLActivityType: Int, Sendable, Hashable {
    /// Unknown or other.
    case other = 1
    /// Driving directions.
    case automotiveNavigation = 2
    /// Walking, running, cycling.
    case fitness = 3
    /// Other navigation (boats, trains).
    case otherNavigation = 4
    /// Flight.
    case airborne = 5
}

/// An error of the location services, with a code saying what went wrong.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// The location is not known yet.
        case locationUnknown = 0
        /// The person refused access.
        case denied = 1
        /// The network is unavailable or failed (what the geocoder reports on Linux).
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// Region monitoring was refused.
        case regionMonitoringDenied = 4
        /// Region monitoring failed.
        case regionMonitoringFailure = 5
        /// A region could not be monitored now.
        case regionMonitoringSetupDelayed = 6
        /// Region monitoring events may have been missed.
        case regionMonitoringResponseDelayed = 7
        /// The geocoder found nothing.
        case geocodeFoundNoResult = 8
        /// The geocoder found a partial result.
        case geocodeFoundPartialResult = 9
        /// The geocode was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Updates are not deferred because they are not updating.
        case deferredNotUpdatingLocation = 12
        /// The accuracy is too coarse for deferred updates.
        case deferredAccuracyTooLow = 13
        /// The distance filter prevents deferred updates.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Ranging is not available.
        case rangingUnavailable = 16
        /// Ranging failed.
        case rangingFailure = 17
        /// A prompt for temporary full accuracy was refused.
        case promptDeclined = 18
    }

    /// What went wrong.
    public let code: Code
    /// An error with a code.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// The location is not known yet.
    public static let locationUnknown = Code.locationUnknown
    /// The person refused access.
    public static let denied = Code.denied
    /// The network is unavailable or failed.
    public static let network = Code.network
    /// The geocoder found nothing.
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    /// The geocode was cancelled.
    public static let geocodeCanceled = Code.geocodeCanceled

    /// The domain and code, as Foundation prints errors.
    public var description: String { "kCLErrorDomain error \(code.rawValue) (\(code))" }
}

/// A compass heading, as the location manager reports it. Linux: never reported.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north.
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north; negative when unknown.
    public let trueHeading: CLLocationDirection
    /// The uncertainty in degrees; negative when invalid.
    public let headingAccuracy: CLLocationDirection
    /// When the heading was determined.
    public let timestamp: Date

    package init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection,
                 timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        super.init()
    }
}
