// MapKit's UIKit map view and its parts, as `UIViewRepresentable` screens configure it: the
// camera, the configurations, annotations and the delegate. Nothing is drawn (the representable
// around it is a placeholder); the properties keep what they are set to.
import CoreLocation
import Foundation
import UIKit

/// The kind of map a map view shows.
public enum MKMapType: UInt, Sendable {
    /// Streets and names.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Imagery with streets and names.
    case hybrid = 2
    /// Imagery in 3D where available.
    case satelliteFlyover = 3
    /// Hybrid in 3D where available.
    case hybridFlyover = 4
    /// Standard, muted.
    case mutedStandard = 5
}

/// Whether a map view follows the person's location.
public enum MKUserTrackingMode: Int, Sendable {
    /// It does not.
    case none = 0
    /// It follows the location.
    case follow = 1
    /// It follows the location and heading.
    case followWithHeading = 2
}

/// A kind of place a map may label (cafés, museums, …).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's identifier.
    public let rawValue: String
    /// A category of this identifier.
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// Parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
}

/// Which points of interest a map labels.
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    let included: [MKPointOfInterestCategory]?
    let excluded: [MKPointOfInterestCategory]?
    /// A filter of these categories only.
    /// - Parameter categories: The categories shown.
    public init(including categories: [MKPointOfInterestCategory]) {
        included = categories
        excluded = nil
        super.init()
    }
    /// A filter of every category but these.
    /// - Parameter categories: The categories hidden.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        included = nil
        excluded = categories
        super.init()
    }
    /// Whether the filter shows a category.
    /// - Parameter category: The category.
    /// - Returns: Whether it is shown.
    open func includes(_ category: MKPointOfInterestCategory) -> Bool {
        if let included { return included.contains(category) }
        return !(excluded ?? []).contains(category)
    }
}

/// How a map draws terrain and buildings, and what it shows.
open class MKMapConfiguration: NSObject, @unchecked Sendable {
    /// Flat or with elevation.
    public enum ElevationStyle: Int, Sendable {
        /// Flat.
        case flat = 0
        /// Terrain and buildings in 3D where available.
        case realistic = 1
    }
    /// How terrain is drawn.
    open var elevationStyle: ElevationStyle = .flat
}

/// The standard map: streets, names and points of interest.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// How strongly the map's colours are drawn.
    public enum EmphasisStyle: Int, Sendable {
        /// Full colour.
        case `default` = 0
        /// Muted, for content drawn over the map.
        case muted = 1
    }
    /// The emphasis.
    open var emphasisStyle: EmphasisStyle
    /// Which points of interest are labelled.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether traffic is shown.
    open var showsTraffic = false

    /// A standard configuration of an elevation and emphasis.
    /// - Parameters:
    ///   - elevationStyle: How terrain is drawn.
    ///   - emphasisStyle: How strongly colours are drawn.
    public init(elevationStyle: ElevationStyle = .flat, emphasisStyle: EmphasisStyle = .default) {
        self.emphasisStyle = emphasisStyle
        super.init()
        self.elevationStyle = elevationStyle
    }
}

/// Satellite imagery.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// An imagery configuration of an elevation.
    /// - Parameter elevationStyle: How terrain is drawn.
    public init(elevationStyle: ElevationStyle = .flat) {
        super.init()
        self.elevationStyle = elevationStyle
    }
}

/// Imagery with streets and names.
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// Which points of interest are labelled.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// A hybrid configuration of an elevation.
    /// - Parameter elevationStyle: How terrain is drawn.
    public init(elevationStyle: ElevationStyle = .flat) {
        super.init()
        self.elevationStyle = elevationStyle
    }
}

/// Where a map is looked at from: a centre, a distance, a pitch and a heading.
open class MKMapCamera: NSObject, @unchecked Sendable {
    /// The point looked at.
    open var centerCoordinate: CLLocationCoordinate2D
    /// The distance to it in metres.
    open var centerCoordinateDistance: CLLocationDistance
    /// The tilt in degrees (0 looks straight down).
    open var pitch: CGFloat
    /// The compass heading in degrees.
    open var heading: CLLocationDirection
    /// The altitude above the centre in metres (for a pitch of 0, the distance).
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance * cos(Double(pitch) * Double.pi / 180) }
        set { centerCoordinateDistance = newValue / max(cos(Double(pitch) * Double.pi / 180), 1e-9) }
    }

    /// A camera straight above (0, 0).
    public override init() {
        centerCoordinate = CLLocationCoordinate2D()
        centerCoordinateDistance = 0
        pitch = 0
        heading = 0
        super.init()
    }

    /// A camera looking at a point from a distance, tilted and turned.
    /// - Parameters:
    ///   - centerCoordinate: The point looked at.
    ///   - distance: The distance in metres.
    ///   - pitch: The tilt in degrees.
    ///   - heading: The heading in degrees.
    public init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                pitch: CGFloat, heading: CLLocationDirection) {
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
        super.init()
    }
}

/// Something placed on a map at a coordinate, with a title.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// An annotation of a coordinate and a title.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    /// Where it is.
    open var coordinate: CLLocationCoordinate2D
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// An annotation at (0, 0).
    public override init() {
        coordinate = CLLocationCoordinate2D()
        super.init()
    }
    /// An annotation at a coordinate with a title.
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - title: Its title.
    ///   - subtitle: Its subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        super.init()
    }
}

/// The view of an annotation on a map view.
open class MKAnnotationView: UIView {
    /// The annotation it shows.
    open var annotation: (any MKAnnotation)?
    /// The identifier it is reused by.
    public let reuseIdentifier: String?
    /// Whether tapping it shows a callout.
    open var canShowCallout = false
    /// The image it draws.
    open var image: UIImage?
    /// The view at the callout's leading side.
    open var leftCalloutAccessoryView: UIView?
    /// The view at the callout's trailing side (often a detail disclosure button).
    open var rightCalloutAccessoryView: UIView?
    /// The view under the callout's title.
    open var detailCalloutAccessoryView: UIView?
    /// Whether the person can drag it.
    open var isDraggable = false
    /// Whether it takes taps.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// How far its centre is moved from the coordinate.
    open var centerOffset = CGPoint.zero
    /// How far its callout is moved.
    open var calloutOffset = CGPoint.zero
    /// The identifier of the cluster it joins.
    open var clusteringIdentifier: String?
    /// Readies it for another annotation.
    open func prepareForReuse() {}
    /// A view of an annotation.
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier it is reused by.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

/// The pin marker of an annotation (deprecated for `MKMarkerAnnotationView`).
open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's colour.
    open var pinTintColor: UIColor?
    /// Whether the pin drops in when shown.
    open var animatesDrop = false
}

/// The balloon marker of an annotation.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// The symbol in the balloon.
    open var glyphImage: UIImage?
    /// The text in the balloon.
    open var glyphText: String?
}

/// Told what happens on a map view. Every method has an empty default.
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region changed.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - animated: Whether it was animated.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The view of an annotation, or nil for the default marker.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    /// - Returns: Its view.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The visible region is changing (called while the person drags).
    /// - Parameter mapView: The map view.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// An accessory of an annotation's callout was tapped.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    ///   - control: The accessory.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// An annotation was deselected.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// An annotation was selected.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
}

extension MKMapViewDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - animated: Whether it was animated.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// The default marker.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    /// - Returns: Nil.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Does nothing.
    /// - Parameter mapView: The map view.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    ///   - control: The accessory.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
}

/// UIKit's map view.
///
/// Linux: nothing is drawn (a representable that holds one is a placeholder); its properties keep
/// what they are set to, and the delegate is never called.
open class MKMapView: UIView {
    /// Told what happens on the map.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The region shown.
    open var region = MKCoordinateRegion()
    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    /// Where the map is looked at from.
    open var camera = MKMapCamera()
    /// How the map is drawn.
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// The kind of map.
    open var mapType: MKMapType = .standard
    /// Which points of interest are labelled.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether pinching zooms.
    open var isZoomEnabled = true
    /// Whether dragging scrolls.
    open var isScrollEnabled = true
    /// Whether two fingers tilt.
    open var isPitchEnabled = true
    /// Whether two fingers rotate.
    open var isRotateEnabled = true
    /// Whether the compass is shown.
    open var showsCompass = true
    /// Whether the scale is shown.
    open var showsScale = false
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// Whether buildings are shown.
    open var showsBuildings = true
    /// Whether the person's location is shown.
    open var showsUserLocation = false
    /// Whether the map follows the person's location.
    open var userTrackingMode: MKUserTrackingMode = .none
    /// The annotations on the map.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The annotations selected.
    open var selectedAnnotations: [any MKAnnotation] = []

    /// A map view with a frame.
    /// - Parameter frame: The rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A map view with an empty frame.
    public convenience init() { self.init(frame: .zero) }

    /// Shows a region.
    /// - Parameters:
    ///   - region: The region.
    ///   - animated: Whether to animate.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// Centres the map on a coordinate.
    /// - Parameters:
    ///   - coordinate: The centre.
    ///   - animated: Whether to animate.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }
    /// Moves the camera.
    /// - Parameters:
    ///   - camera: The camera.
    ///   - animated: Whether to animate.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    /// A view for `annotation` of the class registered under `identifier` (a plain annotation view).
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - annotation: The annotation.
    /// - Returns: The view.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
    /// Adds an annotation.
    /// - Parameter annotation: The annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds annotations.
    /// - Parameter annotations: The annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes an annotation.
    /// - Parameter annotation: The annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    /// Removes annotations.
    /// - Parameter annotations: The annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { a in annotations.contains { $0 === a } }
    }
    /// Registers an annotation view class for reuse (no effect on Linux).
    /// - Parameters:
    ///   - viewClass: The class.
    ///   - identifier: The reuse identifier.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
    /// A reusable annotation view: none on Linux.
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: Nil.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// Selects an annotation.
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - animated: Whether to animate.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
}
