import CoreLocation
import Foundation
import MapKit
import Testing
import UIKit

/// MapKit's flat map against numbers worked out by hand from the projection's formulas, and the
/// map view, annotations and overlays built on it.
///
/// The projection (Apple's spherical Mercator, W = 2²⁸ = 268,435,456 map points a side):
/// x = (λ + 180)/360 · W, y = (½ − ln tan(π/4 + φ/2)/2π) · W.
@Suite struct MapKitGeometryTests {
    static let W = 268_435_456.0
    static let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    static let london = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)

    // MARK: Map points

    @Test func theOriginIsTheWorldsCentre() {
        let p = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(p.x == 134_217_728 && p.y == 134_217_728)
        #expect(MKMapSize.world.width == Self.W && MKMapSize.world.height == Self.W)
        #expect(MKMapRect.world.minX == 0 && MKMapRect.world.maxY == Self.W)
    }

    @Test func parisProjects() {
        // x = (2.3522 + 180)/360 · W = 0.506533889 · W = 135,971,655.443;
        // tan(π/4 + 0.852708/2) = 2.6644521, ln = 0.97999845, /2π = 0.15597, so
        // y = (0.5 − 0.1559700) · W = 92,349,421.254.
        let p = MKMapPoint(Self.paris)
        #expect(abs(p.x - 135_971_655.443) < 0.01, "\(p.x)")
        #expect(abs(p.y - 92_349_421.254) < 0.01, "\(p.y)")
        // And back.
        #expect(abs(p.coordinate.latitude - 48.8566) < 1e-9 && abs(p.coordinate.longitude - 2.3522) < 1e-9)
        // Sydney, in the south-east quarter: y beyond the middle.
        let sydney = MKMapPoint(CLLocationCoordinate2D(latitude: -33.8688, longitude: 151.2093))
        #expect(abs(sydney.x - 246_967_554.103) < 0.01 && abs(sydney.y - 161_086_037.162) < 0.01)
    }

    @Test func polesClampToTheSquaresEdges() {
        // Mercator ends at 2·atan(e^π) − π/2 = 85.0511287798°: the top and bottom edges.
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: 90, longitude: -180))
        #expect(north.x == 0 && abs(north.y) < 1e-6)
        #expect(abs(MKMapPoint(CLLocationCoordinate2D(latitude: -89, longitude: 0)).y - Self.W) < 1e-6)
        #expect(abs(MKMapPoint(x: 0, y: 0).coordinate.latitude - 85.0511287798066) < 1e-9)
    }

    @Test func distanceBetweenMapPointsIsTheGreatCircles() {
        // Paris–London by the haversine formula: 343,556.53 m (CoreLocationTests works it out).
        let d = MKMapPoint(Self.paris).distance(to: MKMapPoint(Self.london))
        #expect(abs(d - 343_556.53) / 343_556.53 < 0.005, "\(d)")
        #expect(abs(MKMetersBetweenMapPoints(MKMapPoint(Self.london), MKMapPoint(Self.paris)) - d) < 1e-6)
    }

    @Test func metresPerMapPoint() {
        // 2π · 6,378,137 / 2²⁸ = 0.149291071 m at the equator; cos 60° = ½ of it at 60°.
        #expect(abs(MKMetersPerMapPointAtLatitude(0) - 0.149291071) < 1e-9)
        #expect(abs(MKMetersPerMapPointAtLatitude(60) - 0.0746455354) < 1e-9)
        #expect(abs(MKMapPointsPerMeterAtLatitude(60) * MKMetersPerMapPointAtLatitude(60) - 1) < 1e-12)
    }

    // MARK: Map rectangles

    @Test func rectangleGeometry() {
        let a = MKMapRect(x: 100, y: 200, width: 50, height: 40)
        #expect(a.minX == 100 && a.midX == 125 && a.maxX == 150 && a.minY == 200 && a.midY == 220 && a.maxY == 240)
        let b = MKMapRect(origin: MKMapPoint(x: 140, y: 230), size: MKMapSize(width: 100, height: 100))
        let u = a.union(b)
        #expect(u.minX == 100 && u.minY == 200 && u.maxX == 240 && u.maxY == 330)
        #expect(a.intersects(b))
        let i = a.intersection(b)
        #expect(i.minX == 140 && i.minY == 230 && i.width == 10 && i.height == 10)
        // Touching edges do not overlap.
        #expect(!a.intersects(MKMapRect(x: 150, y: 200, width: 10, height: 10)))
        #expect(a.contains(MKMapPoint(x: 100, y: 200)) && !a.contains(MKMapPoint(x: 150, y: 210)))
        #expect(u.contains(a) && !a.contains(u))
        let inset = a.insetBy(dx: 10, dy: 5)
        #expect(inset.minX == 110 && inset.width == 30 && inset.minY == 205 && inset.height == 30)
        #expect(a.insetBy(dx: 30, dy: 0).isNull)
        let (slice, rest) = a.divided(atDistance: 20, from: .minXEdge)
        #expect(slice.width == 20 && rest.minX == 120 && rest.width == 30)
    }

    @Test func nullRectangle() {
        #expect(MKMapRect.null.isNull && MKMapRect.null.isEmpty && !MKMapRect.world.isNull)
        let a = MKMapRect(x: 1, y: 2, width: 3, height: 4)
        #expect(MKMapRect.null.union(a).minX == 1 && a.union(.null).maxY == 6)
        #expect(a.intersection(MKMapRect(x: 50, y: 50, width: 1, height: 1)).isNull)
        #expect(!MKMapRect.null.contains(MKMapPoint(x: 1, y: 2)))
    }

    @Test func rectangleAcrossTheAntimeridian() {
        let r = MKMapRect(x: Self.W - 100, y: 0, width: 300, height: 10)
        #expect(r.spans180thMeridian && !MKMapRect.world.spans180thMeridian)
        #expect(r.remainder.minX == 0 && r.remainder.width == 200)
    }

    @Test func regionOfARectangle() {
        // The world: centred at (0, 0), 2 × 85.0511287798° tall, 360° wide.
        let world = MKCoordinateRegion(MKMapRect.world)
        #expect(abs(world.center.latitude) < 1e-9 && abs(world.center.longitude) < 1e-9)
        #expect(abs(world.span.latitudeDelta - 170.1022575596) < 1e-9 && abs(world.span.longitudeDelta - 360) < 1e-9)
        // A rectangle around Paris: its centre is the coordinate of its middle point.
        let p = MKMapPoint(Self.paris)
        let region = MKCoordinateRegion(MKMapRect(x: p.x - 1000, y: p.y - 1000, width: 2000, height: 2000))
        #expect(abs(region.center.latitude - 48.8566) < 1e-9 && abs(region.center.longitude - 2.3522) < 1e-9)
        // 2000 map points are 2000/2²⁸ · 360 = 0.00268221° of longitude.
        #expect(abs(region.span.longitudeDelta - 0.00268221) < 1e-8)
    }

    // MARK: The map view

    @Test func visibleAreaReadsBackWhatWasSet() {
        let map = MKMapView()
        // Before anything is set, the world.
        #expect(map.visibleMapRect.width == Self.W)
        let rect = MKMapRect(x: 1000, y: 2000, width: 300, height: 400)
        map.setVisibleMapRect(rect, animated: false)
        #expect(map.visibleMapRect.minX == 1000 && map.visibleMapRect.height == 400)
        let region = MKCoordinateRegion(center: Self.paris, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.1))
        map.region = region
        #expect(map.region.center.latitude == 48.8566 && map.region.span.latitudeDelta == 0.2)
        #expect(abs(map.visibleMapRect.midX - MKMapPoint(Self.paris).x) < 1e-6)
        map.setCenter(Self.london, animated: false)
        #expect(map.centerCoordinate.latitude == 51.5074 && map.region.span.longitudeDelta == 0.1)
        #expect(map.camera.centerCoordinate.latitude == 51.5074)
    }

    @Test func regionFitsTheViewsAspectRatio() {
        // 10° × 10° at the equator: w = 10/360 · W = 7,456,540.44 map points and
        // h = y(−5°) − y(5°) = 7,466,022.64 (Mercator stretches). In a 300 × 600 view (½) the
        // rectangle is made 2w tall about its centre: 19.8992273° of latitude.
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
        let fitted = map.regionThatFits(region)
        #expect(abs(fitted.span.longitudeDelta - 10) < 1e-9)
        #expect(abs(fitted.span.latitudeDelta - 19.899227347745814) < 1e-9, "\(fitted.span.latitudeDelta)")
        map.setRegion(region, animated: false)
        #expect(abs(map.region.span.latitudeDelta - 19.899227347745814) < 1e-9)
        #expect(abs(map.visibleMapRect.height - 2 * 7_456_540.444444) < 1e-3)
        // A view with no size shows the region as set.
        #expect(MKMapView().regionThatFits(region).span.latitudeDelta == 10)
    }

    @Test func convertsBetweenCoordinatesAndPoints() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        map.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)),
                      animated: false)
        let centre = map.convert(CLLocationCoordinate2D(), toPointTo: map)
        #expect(abs(centre.x - 150) < 1e-9 && abs(centre.y - 300) < 1e-9)
        // 5° east is the east edge; 5° north is h/2 of the 2w-tall area above the centre:
        // 300 − 150 · h/w = 300 − 150 × 1.00127166 = 149.80925 points down.
        let east = map.convert(CLLocationCoordinate2D(latitude: 0, longitude: 5), toPointTo: map)
        #expect(abs(east.x - 300) < 1e-6 && abs(east.y - 300) < 1e-6)
        let north = map.convert(CLLocationCoordinate2D(latitude: 5, longitude: 0), toPointTo: map)
        #expect(abs(north.x - 150) < 1e-6 && abs(north.y - 149.80925084) < 1e-6, "\(north)")
        // And back.
        let back = map.convert(CGPoint(x: 150, y: 149.80925084102603), toCoordinateFrom: map)
        #expect(abs(back.latitude - 5) < 1e-9 && abs(back.longitude) < 1e-9)
        // In another view's space: the map sits at (10, 20) in a container at (5, 5) in a window.
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 350, height: 700))
        window.addSubview(container)
        container.addSubview(map)
        map.frame.origin = CGPoint(x: 10, y: 20)
        let inContainer = map.convert(CLLocationCoordinate2D(), toPointTo: container)
        #expect(abs(inContainer.x - 160) < 1e-9 && abs(inContainer.y - 320) < 1e-9)
        let inWindow = map.convert(CLLocationCoordinate2D(), toPointTo: nil)
        #expect(abs(inWindow.x - 165) < 1e-9 && abs(inWindow.y - 325) < 1e-9)
        let fromContainer = map.convert(CGPoint(x: 310, y: 320), toCoordinateFrom: container)
        #expect(abs(fromContainer.longitude - 5) < 1e-9 && abs(fromContainer.latitude) < 1e-9)
    }

    @Test func edgePaddingLeavesTheRectangleInsideTheRest() {
        // A square of S map points in a 300 × 300 view with 100 points on top: it fits the
        // 300 × 200 area below at S/200 map points a point, so its top edge is at y = 100.
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let p = MKMapPoint(Self.paris), s = 20_000.0
        let rect = MKMapRect(x: p.x - s / 2, y: p.y - s / 2, width: s, height: s)
        map.setVisibleMapRect(rect, edgePadding: UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0), animated: false)
        #expect(abs(map.visibleMapRect.width - 1.5 * s) < 1e-6 && abs(map.visibleMapRect.height - 1.5 * s) < 1e-6)
        let topLeft = map.convert(MKMapPoint(x: rect.minX, y: rect.minY).coordinate, toPointTo: map)
        let bottomRight = map.convert(MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate, toPointTo: map)
        #expect(abs(topLeft.y - 100) < 1e-6 && abs(bottomRight.y - 300) < 1e-6)
        #expect(abs(topLeft.x - 50) < 1e-6 && abs(bottomRight.x - 250) < 1e-6)
    }

    @Test func showAnnotationsFramesAndAddsThem() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let pins = [Self.paris, Self.london, CLLocationCoordinate2D(latitude: 50.8503, longitude: 4.3517)]
            .map { MKPointAnnotation(coordinate: $0) }
        map.addAnnotation(pins[0])
        map.showAnnotations(pins, animated: true)
        #expect(map.annotations.count == 3)
        let visible = map.visibleMapRect
        for pin in pins {
            let p = MKMapPoint(pin.coordinate)
            #expect(visible.contains(p))
            // Not at the very edge: a tenth of the span is left around them.
            #expect(p.x - visible.minX > 0.05 * visible.width && visible.maxX - p.x > 0.05 * visible.width)
        }
        // One annotation: a kilometre around it.
        map.showAnnotations([pins[1]], animated: false)
        #expect(abs(map.centerCoordinate.latitude - 51.5074) < 1e-9)
    }

    @Test func annotationsSelectionAndQueries() {
        let map = MKMapView()
        let a = MKPointAnnotation(coordinate: Self.paris, title: "Paris", subtitle: nil)
        let b = MKPointAnnotation(coordinate: Self.london)
        map.addAnnotations([a, b])
        map.selectAnnotation(a, animated: true)
        map.selectAnnotation(b, animated: true)
        #expect(map.selectedAnnotations.count == 1 && map.selectedAnnotations[0] === b)
        map.deselectAnnotation(b, animated: false)
        #expect(map.selectedAnnotations.isEmpty)
        let p = MKMapPoint(Self.paris)
        let found = map.annotations(in: MKMapRect(x: p.x - 10, y: p.y - 10, width: 20, height: 20))
        #expect(found == [AnyHashable(a)])
        map.selectAnnotation(a, animated: false)
        map.removeAnnotation(a)
        #expect(map.annotations.count == 1 && map.selectedAnnotations.isEmpty)
        // Dequeuing: MapKit's registered classes are made; nothing is waiting for reuse.
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "pin")
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin", for: b) is MKMarkerAnnotationView)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: b)
            is MKMarkerAnnotationView)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "other", for: b).reuseIdentifier == "other")
    }

    @Test func userLocationIsNeverLocated() {
        let map = MKMapView()
        map.showsUserLocation = true
        let me = map.userLocation
        #expect(me.location == nil && me.heading == nil && !me.isUpdating)
        #expect(me.title == "My Location" && me.subtitle == nil)
        #expect(!CLLocationCoordinate2DIsValid(me.coordinate))
        #expect(!map.isUserLocationVisible && map.annotations.isEmpty)
        // Showing it shows nothing: it has no place.
        map.showAnnotations([me], animated: true)
        #expect(map.annotations.isEmpty && map.visibleMapRect.width == MKMapRect.world.width)
        // What apps write in `mapView(_:viewFor:)`.
        let annotations: [any MKAnnotation] = [me, MKPointAnnotation(coordinate: Self.paris)]
        #expect(annotations[0].isKind(of: MKUserLocation.self) && annotations[0] is MKUserLocation)
        #expect(!annotations[1].isKind(of: MKUserLocation.self) && !(annotations[1] is MKUserLocation))
        #expect(annotations[1].isKind(of: MKShape.self) && annotations[1].isKind(of: NSObject.self))
        #expect(annotations[1].isMember(of: MKPointAnnotation.self) && !annotations[1].isMember(of: MKShape.self))
    }

    @Test func mapViewKeepsItsSettings() {
        let map = MKMapView()
        map.mapType = .hybrid
        map.isZoomEnabled = false
        map.isScrollEnabled = false
        map.isRotateEnabled = false
        map.isPitchEnabled = false
        map.setUserTrackingMode(.follow, animated: true)
        map.pointOfInterestFilter = .excludingAll
        #expect(map.mapType == .hybrid && !map.isZoomEnabled && !map.isScrollEnabled && !map.isRotateEnabled && !map.isPitchEnabled)
        #expect(map.userTrackingMode == .follow && map.pointOfInterestFilter?.includes(.cafe) == false)
        let camera = MKMapCamera(lookingAtCenter: Self.london, fromDistance: 1000, pitch: 30, heading: 90)
        map.camera = camera
        #expect(abs(map.centerCoordinate.latitude - 51.5074) < 1e-9 && map.camera.pitch == 30)
        // The map keeps a copy: moving the map leaves the app's camera where it was.
        map.setCenter(Self.paris, animated: false)
        #expect(map.camera.centerCoordinate.latitude == 48.8566 && camera.centerCoordinate.latitude == 51.5074)
    }

    // MARK: Overlays

    @Test func polylinePointsAndBounds() {
        var coordinates = [Self.paris, Self.london, CLLocationCoordinate2D(latitude: 50.8503, longitude: 4.3517)]
        let line = MKPolyline(coordinates: &coordinates, count: coordinates.count)
        #expect(line.pointCount == 3)
        #expect(line.points()[0].x == MKMapPoint(Self.paris).x && line.points()[2].y == MKMapPoint(coordinates[2]).y)
        var back = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        line.getCoordinates(&back, range: NSRange(location: 1, length: 2))
        #expect(abs(back[0].latitude - 51.5074) < 1e-9 && abs(back[1].longitude - 4.3517) < 1e-9)
        // The bounding rectangle: from London's x (west-most) to Brussels' x, Paris' y (south-most)
        // to London's y (north-most).
        let bounds = line.boundingMapRect
        #expect(bounds.minX == MKMapPoint(Self.london).x && bounds.maxX == MKMapPoint(coordinates[2]).x)
        #expect(bounds.minY == MKMapPoint(Self.london).y && bounds.maxY == MKMapPoint(Self.paris).y)
        #expect(line.intersects(bounds) && !line.intersects(MKMapRect(x: 0, y: 0, width: 10, height: 10)))
        // Its coordinate is its bounding rectangle's centre.
        let mid = MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
        #expect(line.coordinate.latitude == mid.latitude)
        // Halfway along in map points is the fraction of the first segment.
        #expect(line.location(atPointIndex: 0) == 0 && line.location(atPointIndex: 2) == 1)
    }

    @Test func circleBoundsAreTheRadiusInMapPoints() {
        // 1000 m at the equator is 1000 / 0.149291071 = 6,698.324 map points.
        let circle = MKCircle(center: CLLocationCoordinate2D(), radius: 1000)
        #expect(abs(circle.boundingMapRect.width - 2 * 6_698.324248) < 1e-5)
        #expect(abs(circle.boundingMapRect.midX - 134_217_728) < 1e-6 && abs(circle.boundingMapRect.midY - 134_217_728) < 1e-6)
        #expect(circle.radius == 1000 && circle.coordinate.latitude == 0)
        // At 60° a metre is twice as many map points.
        let north = MKCircle(center: CLLocationCoordinate2D(latitude: 60, longitude: 0), radius: 1000)
        #expect(abs(north.boundingMapRect.width - 4 * 6_698.324248) < 1e-4)
    }

    @Test func renderersKeepStyleAndDrawInMapPoints() {
        let square = [MKMapPoint(x: 1000, y: 1000), MKMapPoint(x: 1100, y: 1000), MKMapPoint(x: 1100, y: 1100), MKMapPoint(x: 1000, y: 1100)]
        let polygon = MKPolygon(points: square, count: 4)
        let renderer = MKPolygonRenderer(polygon: polygon)
        #expect(renderer.lineWidth == 0 && renderer.fillColor == nil)
        renderer.fillColor = UIColor.red.withAlphaComponent(0.3)
        renderer.strokeColor = .blue
        renderer.lineWidth = 3
        #expect(renderer.lineWidth == 3 && renderer.strokeColor != nil)
        // The drawing space starts at the bounding rectangle's corner, one unit a map point.
        #expect(renderer.point(for: MKMapPoint(x: 1050, y: 1100)) == CGPoint(x: 50, y: 100))
        #expect(renderer.path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        let line = MKPolylineRenderer(polyline: MKPolyline(points: Array(square.prefix(2)), count: 2))
        #expect(line.path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 0))
        let circle = MKCircleRenderer(circle: MKCircle(center: CLLocationCoordinate2D(), radius: 1000))
        #expect(abs(circle.path.boundingRect.width - 2 * 6_698.324248) < 1e-3)
        // What `mapView(_:rendererFor:)` usually writes: the overlay-typed initialiser.
        let overlay: any MKOverlay = MKPolyline(points: square, count: 3)
        let byOverlay = MKPolylineRenderer(overlay: overlay)
        #expect(byOverlay.polyline === overlay && byOverlay.path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(MKPolygonRenderer(overlay: overlay).polygon.pointCount == 0)
    }

    @Test func placemarksAreAnnotationsAndRectanglesArePositions() {
        let placemark: any MKAnnotation = MKPlacemark(coordinate: Self.paris)
        #expect(placemark.coordinate.latitude == 48.8566 && placemark.title == nil)
        let rect = MKMapRect(x: 10, y: 20, width: 30, height: 40)
        let position = MapCameraPosition.rect(rect)
        #expect(position.rect?.minX == 10 && position.rect?.height == 40)
        #expect(position == .rect(rect) && position != .rect(rect.offsetBy(dx: 1, dy: 0)))
        #expect(abs((position.region?.center.longitude ?? 0) - MKMapPoint(x: 25, y: 40).coordinate.longitude) < 1e-12)
    }

    @Test func overlaysOnTheMapView() {
        let map = MKMapView()
        let a = MKCircle(center: Self.paris, radius: 100)
        let b = MKPolyline(points: [MKMapPoint(x: 0, y: 0), MKMapPoint(x: 1, y: 1)], count: 2)
        let c = MKCircle(center: Self.london, radius: 100)
        map.addOverlay(a)
        map.addOverlays([b])
        map.addOverlay(c, level: .aboveLabels)
        let d = MKCircle(center: Self.london, radius: 200)
        map.insertOverlay(d, belowOverlay: a)
        // Those above roads first, in order; then those above labels.
        #expect(map.overlays.map { ObjectIdentifier($0) } == [d, a, b, c].map { ObjectIdentifier($0) })
        #expect(map.overlays(in: .aboveLabels).count == 1)
        map.removeOverlays([c, d])
        #expect(map.overlays.map { ObjectIdentifier($0) } == [a, b].map { ObjectIdentifier($0) })
        map.removeOverlays(map.overlays)
        #expect(map.overlays.isEmpty && map.renderer(for: a) == nil)
    }

    @Test func delegateDefaults() {
        final class Delegate: NSObject, MKMapViewDelegate {}
        let map = MKMapView()
        let delegate = Delegate()
        map.delegate = delegate
        let overlay = MKCircle(center: Self.paris, radius: 10)
        #expect(delegate.mapView(map, rendererFor: overlay).overlay === overlay)
        #expect(delegate.mapView(map, viewFor: MKPointAnnotation()) == nil)
    }
}
