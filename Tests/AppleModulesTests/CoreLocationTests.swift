import CoreLocation
import Foundation
import MapKit
import Testing

/// Great-circle distances and regions, against numbers worked out from the formula by hand.
///
/// The mean radius: WGS 84's a = 6,378,137 m and f = 1/298.257223563 give
/// b = a(1 − f) = 6,356,752.314245 m and R = (2a + b)/3 = 6,371,008.771415 m.
@Suite struct CoreLocationTests {
    static let R = 6_371_008.771415

    @Test func meanRadiusIsWGS84s() {
        #expect(abs(CLLocation.meanEarthRadius - Self.R) < 1e-6)
    }

    @Test func oneDegreeOfLatitude() {
        // Along a meridian Δλ = 0, so h = sin²(Δφ/2) and d = 2R·asin(sin(Δφ/2)) = R·Δφ:
        // one degree is R·π/180 = 6,371,008.771415 × 0.0174532925199 = 111,195.0797 m.
        let d = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 1, longitude: 0))
        #expect(abs(d - 111_195.0797) < 0.001, "\(d)")
    }

    @Test func quarterOfTheEquator() {
        // On the equator φ = 0: h = sin²(Δλ/2) = sin²(45°) = ½, d = 2R·asin(√½) = 2R·π/4 = R·π/2
        // = 10,007,557.1761 m.
        let d = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 90))
        #expect(abs(d - 10_007_557.1761) < 0.001, "\(d)")
    }

    @Test func parisToLondon() {
        // Paris (48.8566° N, 2.3522° E) to London (51.5074° N, 0.1278° W), in radians:
        // φ₁ = 0.85270853, φ₂ = 0.89897372, Δφ = 0.04626519, Δλ = −0.04328417;
        // sin²(Δφ/2) = 0.00053502, cos φ₁ = 0.65795, cos φ₂ = 0.62241, sin²(Δλ/2) = 0.00046831,
        // h = 0.00053502 + 0.65795 × 0.62241 × 0.00046831 = 0.00072680;
        // d = 2R·asin(√h) = 343,556.53 m (about 343.6 km, the usual figure for the two centres).
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_556.53) < 0.01, "\(paris.distance(from: london))")
        #expect(abs(london.distance(from: paris) - paris.distance(from: london)) < 1e-6)
        #expect(paris.distance(from: paris) == 0)
    }

    @Test func antipodesAreHalfACircumference() {
        // h = 1: d = 2R·asin(1) = πR = 20,015,114.3523 m.
        let d = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 180))
        #expect(abs(d - 20_015_114.3523) < 0.001, "\(d)")
    }

    @Test func coordinateValidity() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.5, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
    }

    @Test func locationDefaults() {
        let l = CLLocation(latitude: 1, longitude: 2)
        #expect(l.coordinate.latitude == 1 && l.coordinate.longitude == 2)
        #expect(l.horizontalAccuracy == 0 && l.verticalAccuracy == -1 && l.speed == -1 && l.course == -1 && l.altitude == 0)
    }

    @Test func managerAndGeocoderAtRest() async {
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.authorizationStatus == .notDetermined && manager.location == nil)
        var reported: (count: Int, error: CLError?) = (0, nil)
        CLGeocoder().geocodeAddressString("1 Infinite Loop") { placemarks, error in
            reported = (placemarks?.count ?? -1, error as? CLError)
        }
        #expect(reported.count == -1 && reported.error?.code == .network)
        await #expect(throws: CLError(.network)) { try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) }
    }

    @Test func regionFromMetres() {
        // πR/180 = 111,195.0797 m per degree: that many metres north–south is one degree; at 60°
        // latitude cos φ = ½, so the same metres east–west are two degrees of longitude.
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10),
                                        latitudinalMeters: 111_195.0797, longitudinalMeters: 111_195.0797)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-8)
        #expect(abs(region.span.longitudeDelta - 2) < 1e-8)
    }
}
