// `import MapKit` on Linux: SwiftUI's `Map` (the iOS 14 and iOS 17 initialisers) drawn as a
// placeholder that lays out as a map does, the map content it takes (markers, annotations,
// shapes), camera positions and styles; regions and spans are real data. The UIKit map view
// (MKMapView.swift), the projection (MKGeometry.swift), overlays (MKOverlay.swift), the services
// (MKLocalSearch.swift) and snapshots (MKMapSnapshotter.swift) are beside it.
@_exported import CoreLocation
import Foundation
import Trellis

/// The extent of a map region in degrees.
///
/// As Apple's (a C struct), it is not Equatable.
public struct MKCoordinateSpan: Sendable {
    /// The height of the region in degrees of latitude (one degree is about 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// The width of the region in degrees of longitude.
    public var longitudeDelta: CLLocationDegrees
    /// An empty span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    /// A span of so many degrees.
    /// - Parameters:
    ///   - latitudeDelta: Degrees of latitude.
    ///   - longitudeDelta: Degrees of longitude.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular map region: a centre and a span.
///
/// As Apple's (a C struct), it is not Equatable.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The extent.
    public var span: MKCoordinateSpan
    /// An empty region at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    /// A region of a centre and span.
    /// - Parameters:
    ///   - center: The centre.
    ///   - span: The extent in degrees.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region of a centre and an extent in metres.
    ///
    /// Linux: degrees on the sphere `CLLocation.distance(from:)` uses (mean radius R): the
    /// latitude span is metres ÷ (πR/180) and the longitude span metres ÷ (πR/180 · cos latitude).
    /// - Parameters:
    ///   - centerCoordinate: The centre.
    ///   - latitudinalMeters: The north–south extent in metres.
    ///   - longitudinalMeters: The east–west extent in metres.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = CLLocation.meanEarthRadius * Double.pi / 180
        let cosine = max(cos(centerCoordinate.latitude * Double.pi / 180), 1e-9)
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                         longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }
}

/// A place on a map, as MapKit's search and directions give it.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// A placemark at a coordinate.
    /// - Parameter coordinate: The coordinate.
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
    /// A placemark at a coordinate with an address (the dictionary's keys are kept as the name only).
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - addressDictionary: Contacts-style address fields; accepted.
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
    }
    /// The coordinate.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    /// The title of its annotation: its address, street to country, or else its name.
    open var title: String? {
        let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
        let parts = [street.isEmpty ? nil : street, locality, administrativeArea, postalCode, country].compactMap { $0 }
        return parts.isEmpty ? name : parts.joined(separator: ", ")
    }
    /// The subtitle of its annotation (none).
    open var subtitle: String? { nil }
}

/// A point of interest on a map: a placemark with a name.
///
/// Linux: `openInMaps` does nothing and returns false.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Where it is.
    public let placemark: MKPlacemark
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its website.
    open var url: URL?
    /// Whether it is the device's location.
    open var isCurrentLocation: Bool { false }
    /// An item at a placemark.
    /// - Parameter placemark: The placemark.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        super.init()
    }
    /// The device's location (at (0, 0) on Linux, which has none).
    /// - Returns: The item.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    /// Opens the item in Maps; no effect on Linux.
    /// - Parameter launchOptions: Directions mode and so on.
    /// - Returns: False.
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    /// The kind of place it is (a café, a museum), when known.
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    /// Its time zone, when known.
    open var timeZone: TimeZone?
    /// Opens several items in Maps (directions between two, with the directions mode key); no
    /// effect on Linux.
    /// - Parameters:
    ///   - mapItems: The items.
    ///   - launchOptions: Directions mode and so on.
    /// - Returns: False.
    @discardableResult open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// The launch option key of the directions mode (`MKLaunchOptionsDirectionsModeDriving`, …).
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// The launch option key of the map type (an `MKMapType` raw value).
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The launch option key of whether traffic is shown.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Public transport directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The person's default way of travelling.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"

/// The ways a person may move a map.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes' bits.
    public let rawValue: Int
    /// Modes from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Dragging.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Pinching.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every mode.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a map follows the person's location.
public enum MapUserTrackingMode: Sendable, Hashable {
    /// It does not.
    case none
    /// It keeps the location centred.
    case follow
}

/// A map camera: what it looks at, from how far, turned and tilted how much.
public struct MapCamera: Equatable, Sendable {
    /// The point looked at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The distance from it in metres.
    public var distance: Double
    /// The heading in degrees from north.
    public var heading: Double
    /// The tilt in degrees from straight down.
    public var pitch: Double
    /// A camera.
    /// - Parameters:
    ///   - centerCoordinate: The point looked at.
    ///   - distance: The distance in metres.
    ///   - heading: Degrees from north.
    ///   - pitch: Degrees from straight down.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
    /// Whether two cameras are the same.
    /// - Returns: True when every value is equal.
    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
            && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }
}

/// Where a map's camera is: automatic (framing its content), a region, a camera, an item or the
/// person's location.
///
/// Linux: kept for reading back; the placeholder shows no map.
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, region, rect, camera, item, userLocation }
    let kind: Kind
    /// The region, for a position made with `region(_:)`.
    public let region: MKCoordinateRegion?
    /// The map rectangle, for a position made with `rect(_:)`.
    public let rect: MKMapRect?
    /// The camera, for a position made with `camera(_:)`.
    public let camera: MapCamera?
    /// The fallback position while the person's location is unknown, for `userLocation`.
    public var fallbackPosition: MapCameraPosition? { fallback?.value }
    let fallback: Box?
    /// Whether the person moved the map (never, on Linux).
    public var positionedByUser: Bool { false }
    /// Whether the position follows the person's location.
    public var followsUserLocation: Bool { kind == .userLocation }

    final class Box: Sendable {
        let value: MapCameraPosition
        init(_ value: MapCameraPosition) { self.value = value }
    }

    init(kind: Kind, region: MKCoordinateRegion? = nil, rect: MKMapRect? = nil, camera: MapCamera? = nil,
         fallback: MapCameraPosition? = nil) {
        self.kind = kind
        self.region = region
        self.rect = rect
        self.camera = camera
        self.fallback = fallback.map(Box.init)
    }

    /// The map frames its content.
    public static let automatic = MapCameraPosition(kind: .automatic)
    /// A region.
    /// - Parameter region: The region to show.
    /// - Returns: The position.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region, region: region) }
    /// A map rectangle (`.rect(route.polyline.boundingMapRect)`); `region` is its region.
    /// - Parameter rect: The rectangle to show.
    /// - Returns: The position.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition {
        MapCameraPosition(kind: .rect, region: MKCoordinateRegion(rect), rect: rect)
    }
    /// A camera.
    /// - Parameter camera: The camera.
    /// - Returns: The position.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera, camera: camera) }
    /// A map item, framed.
    /// - Parameters:
    ///   - item: The item.
    ///   - allowsAutomaticPitch: Whether the camera may tilt.
    /// - Returns: The position.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        let c = item.placemark.coordinate
        return MapCameraPosition(kind: .item, region: MKCoordinateRegion(center: c, latitudinalMeters: 1000, longitudinalMeters: 1000))
    }
    /// The person's location, or a fallback while it is unknown (always, on Linux).
    /// - Parameters:
    ///   - followsHeading: Whether the map turns with the person.
    ///   - fallback: The position meanwhile.
    /// - Returns: The position.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation, fallback: fallback)
    }

    /// Whether two positions are the same.
    /// - Returns: True when they are of the same kind with the same values.
    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
        a.kind == b.kind && a.camera == b.camera && a.region?.center.latitude == b.region?.center.latitude
            && a.region?.center.longitude == b.region?.center.longitude
            && a.region?.span.latitudeDelta == b.region?.span.latitudeDelta
            && a.region?.span.longitudeDelta == b.region?.span.longitudeDelta
            && a.rect?.origin.x == b.rect?.origin.x && a.rect?.origin.y == b.rect?.origin.y
            && a.rect?.size.width == b.rect?.size.width && a.rect?.size.height == b.rect?.size.height
    }
}

/// Limits on how far a map's camera may move.
public struct MapCameraBounds: Sendable {
    /// Bounds of a centre region and distances.
    /// - Parameters:
    ///   - centerCoordinateBounds: The region the centre must stay in.
    ///   - minimumDistance: The least camera distance in metres.
    ///   - maximumDistance: The greatest camera distance in metres.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of distances only.
    /// - Parameters:
    ///   - minimumDistance: The least camera distance in metres.
    ///   - maximumDistance: The greatest camera distance in metres.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What a camera change reports.
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The visible region.
    public let region: MKCoordinateRegion
}

/// How often `onMapCameraChange` reports.
public enum MapCameraUpdateFrequency: Sendable {
    /// While the camera moves.
    case continuous
    /// When it stops (the default).
    case onEnd
}

/// The look of a map: standard, satellite imagery or both.
///
/// Linux: accepted; the placeholder looks the same.
public struct MapStyle: Sendable {
    let name: String
    /// How terrain is drawn.
    public enum Elevation: Sendable {
        /// The system decides.
        case automatic
        /// Flat.
        case flat
        /// In three dimensions.
        case realistic
    }
    /// How strongly the standard style draws features.
    public enum StandardEmphasis: Sendable {
        /// The default look.
        case automatic
        /// Muted colours, so content stands out.
        case muted
    }
    /// The standard map.
    public static let standard = MapStyle(name: "standard")
    /// Satellite imagery.
    public static let imagery = MapStyle(name: "imagery")
    /// Imagery with roads and labels.
    public static let hybrid = MapStyle(name: "hybrid")
    /// The standard map with options.
    /// - Parameters:
    ///   - elevation: How terrain is drawn.
    ///   - emphasis: How strongly features are drawn.
    ///   - pointsOfInterest: Which points of interest are shown.
    ///   - showsTraffic: Whether traffic is shown.
    /// - Returns: The style.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        .standard
    }
    /// Imagery with options.
    /// - Parameter elevation: How terrain is drawn.
    /// - Returns: The style.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    /// Hybrid with options.
    /// - Parameters:
    ///   - elevation: How terrain is drawn.
    ///   - pointsOfInterest: Which points of interest are shown.
    ///   - showsTraffic: Whether traffic is shown.
    /// - Returns: The style.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .hybrid }
}

/// Which categories of points of interest a map shows.
public struct PointOfInterestCategories: Sendable {
    let all: Bool
    /// Every category.
    public static let all = PointOfInterestCategories(all: true)
    /// None.
    public static let excludingAll = PointOfInterestCategories(all: false)
}

/// The old annotation protocol of `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {}

/// A balloon marker at a coordinate (iOS 14–16 maps).
public struct MapMarker: MapAnnotationProtocol {
    /// A marker.
    /// - Parameters:
    ///   - coordinate: Where it points.
    ///   - tint: Its colour.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A pin at a coordinate (iOS 14–16 maps).
public struct MapPin: MapAnnotationProtocol {
    /// A pin.
    /// - Parameters:
    ///   - coordinate: Where it stands.
    ///   - tint: Its colour.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A view at a coordinate (iOS 14–16 maps).
public nonisolated struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    /// An annotation.
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - anchorPoint: The point of the view placed on the coordinate.
    ///   - content: The view.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {}
}

/// The content type of iOS 14–16 maps.
public struct _DefaultAnnotatedMapContent<Items> {}

/// A map, drawn as a placeholder.
///
/// Linux: a light grey rounded rectangle captioned "Map", flexible on both axes like MapKit's
/// map view: it takes the size it is offered, and 10 points on an axis proposed nil (give it a
/// frame in a scroll view). Its content, camera and style are accepted and not drawn. One
/// warning per process: "Map is drawn as a placeholder (MapKit is not available on Linux)".
public nonisolated struct Map<Content>: View {
    let content: Content?

    /// The placeholder.
    public var body: some View { FrameworkPlaceholder("Map", framework: "MapKit") }

    /// A map of a region the person can move (iOS 14).
    /// - Parameters:
    ///   - coordinateRegion: The region shown.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location is marked.
    ///   - userTrackingMode: Whether it follows the person.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
    where Content == _DefaultAnnotatedMapContent<[Never]> {
        content = nil
    }

    /// A map of a region with an annotation per item (iOS 14).
    /// - Parameters:
    ///   - coordinateRegion: The region shown.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location is marked.
    ///   - userTrackingMode: Whether it follows the person.
    ///   - annotationItems: The items.
    ///   - annotationContent: The annotation of an item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        content = nil
    }

    /// A map of a map rectangle the person can move (iOS 14).
    /// - Parameters:
    ///   - mapRect: The rectangle shown.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location is marked.
    ///   - userTrackingMode: Whether it follows the person.
    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
    where Content == _DefaultAnnotatedMapContent<[Never]> {
        content = nil
    }

    /// A map of a map rectangle with an annotation per item (iOS 14).
    /// - Parameters:
    ///   - mapRect: The rectangle shown.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location is marked.
    ///   - userTrackingMode: Whether it follows the person.
    ///   - annotationItems: The items.
    ///   - annotationContent: The annotation of an item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        content = nil
    }

    /// A map whose camera position the app reads and sets, with content (iOS 17).
    /// - Parameters:
    ///   - position: The camera position.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: A namespace shared with map controls.
    ///   - content: Markers, annotations and shapes.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) where Content: MapContent {
        self.content = content()
    }

    /// A map whose camera position the app reads and sets, without content (iOS 17).
    /// - Parameters:
    ///   - position: The camera position.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: A namespace shared with map controls.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == EmptyMapContent {
        content = EmptyMapContent()
    }

    /// A map with a selection of its content (iOS 17).
    /// - Parameters:
    ///   - position: The camera position.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - selection: The tag of the selected marker or annotation.
    ///   - scope: A namespace shared with map controls.
    ///   - content: Markers, annotations and shapes.
    public init<SelectedValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content)
    where Content: MapContent {
        self.content = content()
    }

    /// A map that starts at a position, with content (iOS 17); `Map { Marker(…) }`.
    /// - Parameters:
    ///   - initialPosition: Where the camera starts (default: framing the content).
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: A namespace shared with map controls.
    ///   - content: Markers, annotations and shapes.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> Content) where Content: MapContent {
        self.content = content()
    }

    /// A map that starts at a position, without content (iOS 17); `Map()`.
    /// - Parameters:
    ///   - initialPosition: Where the camera starts.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: A namespace shared with map controls.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == EmptyMapContent {
        content = EmptyMapContent()
    }

    /// A map that starts at a position with a selection (iOS 17).
    /// - Parameters:
    ///   - initialPosition: Where the camera starts.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - selection: The tag of the selected marker or annotation.
    ///   - scope: A namespace shared with map controls.
    ///   - content: Markers, annotations and shapes.
    public init<SelectedValue: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content)
    where Content: MapContent {
        self.content = content()
    }
}

/// A view whose content is built with a proxy of the map inside it (iOS 17), to convert between
/// the map's points and coordinates (`proxy.convert(tapLocation, from: .local)`).
public nonisolated struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    /// A reader.
    /// - Parameter content: The content, made with the map's proxy.
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) { self.content = content }
    /// The content.
    public var body: some View { content(MapProxy()) }
}

/// What a `MapReader` gives its content: conversions between the map's points and coordinates.
///
/// Linux: the map is a placeholder with no camera, so there is nothing to convert with: every
/// conversion and camera is nil (an app's tap on the map adds no pin), as Apple's are when no map
/// is laid out.
public struct MapProxy: Sendable {
    /// The coordinate at a point of a coordinate space: nil on Linux.
    /// - Parameters:
    ///   - point: The point.
    ///   - space: The space it is in (`.local`, `.global`, a named one).
    /// - Returns: Nil.
    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    /// The point of a coordinate in a coordinate space: nil on Linux.
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - space: The space wanted.
    /// - Returns: Nil.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
    /// A camera framing a region: nil on Linux.
    /// - Parameter region: The region.
    /// - Returns: Nil.
    public func camera(framing region: MKCoordinateRegion) -> MapCamera? { nil }
    /// A camera framing a map rectangle: nil on Linux.
    /// - Parameter rect: The rectangle.
    /// - Returns: Nil.
    public func camera(framing rect: MKMapRect) -> MapCamera? { nil }
}

nonisolated extension View {
    /// Sets the style of maps inside (accepted; the placeholder looks the same).
    /// - Parameter mapStyle: The style.
    /// - Returns: The view.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }

    /// Sets the controls of maps inside (accepted; not drawn).
    /// - Parameter content: The controls, such as `MapUserLocationButton()`.
    /// - Returns: The view.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }

    /// Sets whether a map control shows (accepted).
    /// - Parameter visibility: Its visibility.
    /// - Returns: The view.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Runs an action when a map's camera changes (never, on Linux).
    /// - Parameters:
    ///   - frequency: How often.
    ///   - action: The action.
    /// - Returns: The view.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }

    /// Runs an action with the new camera when a map's camera changes (never, on Linux).
    /// - Parameters:
    ///   - frequency: How often.
    ///   - action: The action.
    /// - Returns: The view.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
}

/// The button that centres a map on the person's location (a map control; not drawn on Linux).
public nonisolated struct MapUserLocationButton: View {
    /// A button, optionally for the map of a scope.
    /// - Parameter scope: The map's namespace.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: map controls are not drawn.
    public var body: some View { EmptyView() }
}

/// The compass of a map (a map control; not drawn on Linux).
public nonisolated struct MapCompass: View {
    /// A compass, optionally for the map of a scope.
    /// - Parameter scope: The map's namespace.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: map controls are not drawn.
    public var body: some View { EmptyView() }
}

/// The scale bar of a map (a map control; not drawn on Linux).
public nonisolated struct MapScaleView: View {
    /// A scale bar, optionally for the map of a scope.
    /// - Parameters:
    ///   - anchorEdge: The edge it grows from.
    ///   - scope: The map's namespace.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Nothing: map controls are not drawn.
    public var body: some View { EmptyView() }
}

/// The pitch toggle of a map (a map control; not drawn on Linux).
public nonisolated struct MapPitchToggle: View {
    /// A toggle, optionally for the map of a scope.
    /// - Parameter scope: The map's namespace.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: map controls are not drawn.
    public var body: some View { EmptyView() }
}
