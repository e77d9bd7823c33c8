// MapKit's UIKit map view and its parts, as `UIViewRepresentable` screens configure it: the
// camera, the configurations, annotations (the person's location among them), overlays and the
// delegate. Nothing is drawn (the representable around it is a placeholder) and the delegate is
// never called; the visible area is real geometry on the Mercator projection (MKGeometry.swift),
// so regions, map rectangles and coordinate–point conversions compute as on iOS.
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
///
/// As Apple's, it inherits `NSObjectProtocol`. Linux: Foundation's `NSObjectProtocol` has no
/// `isKind(of:)`, so this protocol adds it (and `isMember(of:)`) for `any MKAnnotation`, with
/// `NSObject`'s meaning; `annotation is MKUserLocation` works as on iOS.
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

    /// Whether the annotation is an instance of a class or of a subclass of it
    /// (`annotation.isKind(of: MKUserLocation.self)`), as `NSObject.isKind(of:)` answers.
    /// - Parameter aClass: The class.
    /// - Returns: Whether the annotation's class is `aClass` or inherits from it.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let c = current {
            if c == aClass { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// Whether the annotation is an instance of exactly a class (not of a subclass).
    /// - Parameter aClass: The class.
    /// - Returns: Whether the annotation's class is `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

/// An annotation of a coordinate and a title.
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    private var location: CLLocationCoordinate2D
    /// Where it is.
    open override var coordinate: CLLocationCoordinate2D {
        get { location }
        set { location = newValue }
    }
    /// An annotation at (0, 0).
    public override init() {
        location = CLLocationCoordinate2D()
        super.init()
    }
    /// An annotation at a coordinate.
    /// - Parameter coordinate: Where it is.
    public init(coordinate: CLLocationCoordinate2D) {
        location = coordinate
        super.init()
    }
    /// An annotation at a coordinate with a title.
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - title: Its title.
    ///   - subtitle: Its subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        location = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
}

/// The annotation of the person's location on a map view (`mapView.userLocation`).
///
/// Linux: the location is never known, as on an iPhone whose owner has not allowed location
/// access: `location` and `heading` are nil, `isUpdating` is false and `coordinate` is the
/// invalid coordinate (−180, −180).
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    /// The device's location: nil, never determined on Linux.
    open var location: CLLocation? { nil }
    /// Whether the location is being updated: false on Linux.
    open var isUpdating: Bool { false }
    /// The device's heading: nil on Linux.
    open var heading: CLHeading? { nil }
    /// The title of the location's callout ("My Location").
    open var title: String? = "My Location"
    /// The subtitle of the location's callout (none).
    open var subtitle: String?
    /// The location's coordinate, or the invalid coordinate while it is unknown (always, here).
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// A user location annotation (map views make their own).
    public override init() { super.init() }
}

/// The view of an annotation on a map view.
open class MKAnnotationView: UIView {
    /// Where a drag of an annotation view is.
    public enum DragState: UInt, Sendable {
        /// Not dragged.
        case none = 0
        /// The drag is starting.
        case starting = 1
        /// Being dragged.
        case dragging = 2
        /// The drag is being cancelled.
        case canceling = 3
        /// The drag is ending.
        case ending = 4
    }

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
    /// Where a drag of it is.
    open var dragState: DragState = .none
    /// Whether it takes taps.
    open var isEnabled = true
    /// Whether it is highlighted.
    open var isHighlighted = false
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
    /// Selects or deselects it.
    /// - Parameters:
    ///   - selected: Whether it is selected.
    ///   - animated: Whether to animate.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Sets where a drag of it is.
    /// - Parameters:
    ///   - newDragState: The state.
    ///   - animated: Whether to animate.
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }
    /// A view of an annotation.
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The identifier it is reused by.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Made from an archive such as a storyboard (Linux: none is read): a view without an annotation.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(annotation: nil, reuseIdentifier: nil) }
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
    /// The symbol's colour.
    open var glyphTintColor: UIColor?
    /// Whether it animates in when added.
    open var animatesWhenAdded = false
    /// When the annotation's title shows under the balloon.
    open var titleVisibility: MKFeatureVisibility = .adaptive
    /// When the annotation's subtitle shows under the balloon.
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
}

/// When a marker's title or subtitle shows.
public enum MKFeatureVisibility: Int, Sendable {
    /// As space and the map's zoom allow.
    case adaptive = 0
    /// Never.
    case hidden = 1
    /// Always.
    case visible = 2
}

/// The reuse identifier a map view registers `MKMarkerAnnotationView` under.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of cluster annotation views.
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// Told what happens on a map view. Every method has a default (empty, or the standard view and
/// renderer).
///
/// Linux: a map view calls none of them (nothing is shown, nothing moves the map, nothing
/// locates the person); apps and tests may call them.
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region is about to change.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - animated: Whether it will be animated.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
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
    /// The renderer that draws an overlay.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - overlay: The overlay.
    /// - Returns: Its renderer.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The visible region is changing (called while the person drags).
    /// - Parameter mapView: The map view.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// An accessory of an annotation's callout was tapped.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    ///   - control: The accessory.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// An annotation view's drag state changed.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    ///   - newState: The new state.
    ///   - oldState: The state before.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                 fromOldState oldState: MKAnnotationView.DragState)
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
    /// An annotation was selected (iOS 16).
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    /// An annotation was deselected (iOS 16).
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    /// Annotation views were added.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - views: The views.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// Overlay renderers were added.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - renderers: The renderers.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    /// The person's location was updated.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - userLocation: The location annotation.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// Locating the person failed.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - error: Why.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// The tracking mode changed.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - mode: The new mode.
    ///   - animated: Whether it was animated.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The map view started locating the person.
    /// - Parameter mapView: The map view.
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map view stopped locating the person.
    /// - Parameter mapView: The map view.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The map view started loading its tiles.
    /// - Parameter mapView: The map view.
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map view finished loading its tiles.
    /// - Parameter mapView: The map view.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// Loading the tiles failed.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - error: Why.
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    /// The map view finished drawing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - fullyRendered: Whether every tile was drawn.
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
}

extension MKMapViewDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - animated: Whether it will be animated.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
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
    /// A renderer that draws nothing (what MapKit uses when the delegate gives none).
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - overlay: The overlay.
    /// - Returns: A plain `MKOverlayRenderer`.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
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
    ///   - newState: The new state.
    ///   - oldState: The state before.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                        fromOldState oldState: MKAnnotationView.DragState) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - view: The annotation's view.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - views: The views.
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - renderers: The renderers.
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - userLocation: The location annotation.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - error: Why.
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - mode: The new mode.
    ///   - animated: Whether it was animated.
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// Does nothing.
    /// - Parameter mapView: The map view.
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    /// - Parameter mapView: The map view.
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    /// - Parameter mapView: The map view.
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    /// - Parameter mapView: The map view.
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - error: Why.
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    /// Does nothing.
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - fullyRendered: Whether every tile was drawn.
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
}

/// UIKit's map view.
///
/// Linux: nothing is drawn (a representable that holds one is a placeholder) and the delegate is
/// never called. What the map shows is real geometry: the region or map rectangle last set,
/// widened about its centre to the view's aspect ratio once the view has a size (as iOS fits
/// it), on Apple's Mercator projection — `region`, `visibleMapRect`, `regionThatFits(_:)` and the
/// `convert` methods between coordinates and points compute with it. Before anything is set the
/// whole world is shown. Annotations, overlays and the selection are kept as set.
open class MKMapView: UIView {
    /// What was last set: a region or a map rectangle (kept exactly, so what is set reads back).
    private enum Viewport {
        case region(MKCoordinateRegion)
        case mapRect(MKMapRect)
    }
    private var viewport = Viewport.mapRect(.world)
    private var overlaysByLevel: [MKOverlayLevel: [any MKOverlay]] = [:]
    private var registeredViews: [String: AnyClass] = [MKMapViewDefaultAnnotationViewReuseIdentifier: MKMarkerAnnotationView.self]

    /// Told what happens on the map.
    open weak var delegate: (any MKMapViewDelegate)?

    /// The map rectangle last set, not yet fitted to the view.
    private var requestedMapRect: MKMapRect {
        switch viewport {
        case let .region(region): region.mapRect
        case let .mapRect(rect): rect
        }
    }

    /// The part of the map shown, in map points: what was set, widened or heightened about its
    /// centre to the view's aspect ratio when the view has a size.
    open var visibleMapRect: MKMapRect {
        get { requestedMapRect.fitted(to: bounds.size) }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// The region shown: the region set when the view's aspect ratio does not change it, else the
    /// region of `visibleMapRect`.
    open var region: MKCoordinateRegion {
        get {
            let requested = requestedMapRect, fitted = requested.fitted(to: bounds.size)
            if case let .region(region) = viewport, fitted.width == requested.width, fitted.height == requested.height { return region }
            return MKCoordinateRegion(fitted)
        }
        set { setRegion(newValue, animated: false) }
    }

    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { setCenter(newValue, animated: false) }
    }
    /// How near and far the camera may be from the map's centre (nil: as far as the map allows).
    open var cameraZoomRange: CameraZoomRange! = CameraZoomRange()
    /// The part of the map the camera may look at (nil: anywhere).
    open var cameraBoundary: CameraBoundary?

    /// How near and far a map view's camera may be from its centre, in metres.
    open class CameraZoomRange: NSObject, @unchecked Sendable {
        /// The nearest distance (0: no limit).
        open private(set) var minCenterCoordinateDistance: CLLocationDistance
        /// The farthest distance (`MKMapCameraZoomDefault`, infinity: no limit).
        open private(set) var maxCenterCoordinateDistance: CLLocationDistance

        /// A range of these distances; nil when the nearest is beyond the farthest or either is negative.
        public init?(minCenterCoordinateDistance: CLLocationDistance = 0, maxCenterCoordinateDistance: CLLocationDistance = .infinity) {
            guard minCenterCoordinateDistance >= 0, maxCenterCoordinateDistance >= minCenterCoordinateDistance else { return nil }
            self.minCenterCoordinateDistance = minCenterCoordinateDistance
            self.maxCenterCoordinateDistance = maxCenterCoordinateDistance
        }

        /// A range with only a nearest distance.
        public convenience init?(minCenterCoordinateDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: minCenterCoordinateDistance, maxCenterCoordinateDistance: .infinity)
        }

        /// A range with only a farthest distance.
        public convenience init?(maxCenterCoordinateDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: 0, maxCenterCoordinateDistance: maxCenterCoordinateDistance)
        }

        /// No limit.
        public override convenience init() { self.init(minCenterCoordinateDistance: 0, maxCenterCoordinateDistance: .infinity)! }
    }

    /// The part of the map a map view's camera may look at.
    open class CameraBoundary: NSObject, @unchecked Sendable {
        /// The region it keeps the centre in.
        open private(set) var region: MKCoordinateRegion

        /// A boundary keeping the camera's centre in `region`.
        public init?(coordinateRegion region: MKCoordinateRegion) {
            self.region = region
        }
    }

    /// Where the map is looked at from. Setting it keeps a copy (as Apple's `@NSCopying`
    /// property does) and moves the map's centre to the camera's.
    open var camera = MKMapCamera() {
        didSet {
            camera = MKMapCamera(lookingAtCenter: camera.centerCoordinate, fromDistance: camera.centerCoordinateDistance,
                                 pitch: camera.pitch, heading: camera.heading)
            moveCentre(to: camera.centerCoordinate)
        }
    }
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
    /// Whether the person's location is shown (it is never known on Linux).
    open var showsUserLocation = false
    /// The annotation of the person's location (never located on Linux).
    public let userLocation = MKUserLocation()
    /// Whether the person's location is on screen: false, it is never known on Linux.
    open var isUserLocationVisible: Bool { false }
    /// Whether the map follows the person's location.
    open var userTrackingMode: MKUserTrackingMode = .none
    /// The annotations on the map.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The annotations selected.
    open var selectedAnnotations: [any MKAnnotation] = []
    /// The overlays on the map, those above roads first, each level in the order added.
    open var overlays: [any MKOverlay] { overlays(in: .aboveRoads) + overlays(in: .aboveLabels) }

    /// A map view with a frame.
    /// - Parameter frame: The rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A map view with an empty frame.
    public convenience init() { self.init(frame: .zero) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    // MARK: The visible area

    /// Shows a region (kept as set; what shows is it widened to the view's aspect ratio).
    /// - Parameters:
    ///   - region: The region.
    ///   - animated: Whether to animate.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        viewport = .region(region)
        camera.centerCoordinate = region.center
    }
    /// Centres the map on a coordinate, keeping the span.
    /// - Parameters:
    ///   - coordinate: The centre.
    ///   - animated: Whether to animate.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        moveCentre(to: coordinate)
        camera.centerCoordinate = coordinate
    }
    /// Moves the camera (and the map's centre to the camera's).
    /// - Parameters:
    ///   - camera: The camera.
    ///   - animated: Whether to animate.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    /// Shows a map rectangle (kept as set; what shows is it widened to the view's aspect ratio).
    /// - Parameters:
    ///   - mapRect: The rectangle.
    ///   - animated: Whether to animate.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        guard !mapRect.isNull else { return }
        viewport = .mapRect(mapRect)
        camera.centerCoordinate = MKMapPoint(x: mapRect.midX, y: mapRect.midY).coordinate
    }
    /// Shows a map rectangle inside the view's bounds less some padding.
    /// - Parameters:
    ///   - mapRect: The rectangle.
    ///   - insets: Points of the view's edges to leave around it.
    ///   - animated: Whether to animate.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        setVisibleMapRect(mapRectThatFits(mapRect, edgePadding: insets), animated: animated)
    }
    /// The map rectangle the view would show for `mapRect`: widened about its centre to the
    /// view's aspect ratio.
    /// - Parameter mapRect: The rectangle.
    /// - Returns: The rectangle shown.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { mapRect.fitted(to: bounds.size) }
    /// The map rectangle the view shows so that `mapRect` fills its bounds less the padding: the
    /// scale (map points per point) at which it fits the padded area, and its centre at the
    /// padded area's centre.
    /// - Parameters:
    ///   - mapRect: The rectangle.
    ///   - insets: Points of the view's edges to leave around it.
    /// - Returns: The rectangle shown.
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        let size = bounds.size
        let inner = CGSize(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
        guard !mapRect.isNull, inner.width > 0, inner.height > 0 else { return mapRect.fitted(to: size) }
        let scale = max(mapRect.width / Double(inner.width), mapRect.height / Double(inner.height))
        guard scale > 0 else { return mapRect }
        let centre = (x: Double(insets.left + inner.width / 2), y: Double(insets.top + inner.height / 2))
        return MKMapRect(x: mapRect.midX - centre.x * scale, y: mapRect.midY - centre.y * scale,
                         width: Double(size.width) * scale, height: Double(size.height) * scale)
    }
    /// The region the view would show for `region`: widened about its centre to the view's
    /// aspect ratio (unchanged while the view has no size).
    /// - Parameter region: The region.
    /// - Returns: The region shown.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        let requested = region.mapRect, fitted = requested.fitted(to: bounds.size)
        if fitted.width == requested.width, fitted.height == requested.height { return region }
        return MKCoordinateRegion(fitted)
    }
    /// Shows annotations: the smallest map rectangle containing them with a tenth of its size
    /// around it on every side (a kilometre square around a single one), and adds those not on
    /// the map yet (as iOS does). The person's location, never known here, is left out.
    /// - Parameters:
    ///   - annotations: The annotations.
    ///   - animated: Whether to animate.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let placed = annotations.filter { !($0 is MKUserLocation) && CLLocationCoordinate2DIsValid($0.coordinate) }
        guard let first = placed.first else { return }
        addAnnotations(placed.filter { a in !self.annotations.contains { $0 === a } })
        let bounds = placed.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: MKMapPoint($1.coordinate), size: MKMapSize())) }
        if bounds.width == 0, bounds.height == 0 {
            setRegion(MKCoordinateRegion(center: first.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000), animated: animated)
        } else {
            setVisibleMapRect(bounds.insetBy(dx: -bounds.width / 10, dy: -bounds.height / 10), animated: animated)
        }
    }
    /// Sets how the map follows the person's location.
    /// - Parameters:
    ///   - mode: The mode.
    ///   - animated: Whether to animate.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }

    private func moveCentre(to coordinate: CLLocationCoordinate2D) {
        switch viewport {
        case let .region(region):
            viewport = .region(MKCoordinateRegion(center: coordinate, span: region.span))
        case let .mapRect(rect):
            let centre = MKMapPoint(coordinate)
            viewport = .mapRect(MKMapRect(x: centre.x - rect.width / 2, y: centre.y - rect.height / 2, width: rect.width, height: rect.height))
        }
    }

    // MARK: Converting between the map and the view

    /// Where a coordinate is in a view's coordinate space, by the projection of `visibleMapRect`
    /// onto the bounds.
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - view: The view whose space the point is in (nil: the window's).
    /// - Returns: The point.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let p = visibleMapRect.point(for: MKMapPoint(coordinate), in: bounds.size)
        let offset = offset(to: view)
        return CGPoint(x: p.x + offset.x, y: p.y + offset.y)
    }
    /// The coordinate at a point of a view.
    /// - Parameters:
    ///   - point: The point.
    ///   - view: The view whose space the point is in (nil: the window's).
    /// - Returns: The coordinate.
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let offset = offset(to: view)
        return visibleMapRect.mapPoint(for: CGPoint(x: point.x - offset.x, y: point.y - offset.y), in: bounds.size).coordinate
    }
    /// The rectangle a region covers in a view's coordinate space.
    /// - Parameters:
    ///   - region: The region.
    ///   - view: The view whose space the rectangle is in (nil: the window's).
    /// - Returns: The rectangle.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let rect = region.mapRect
        let a = convert(MKMapPoint(x: rect.minX, y: rect.minY).coordinate, toPointTo: view)
        let b = convert(MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate, toPointTo: view)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
    /// The region a rectangle of a view covers.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - view: The view whose space the rectangle is in (nil: the window's).
    /// - Returns: The region.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let a = MKMapPoint(convert(CGPoint(x: rect.minX, y: rect.minY), toCoordinateFrom: view))
        let b = MKMapPoint(convert(CGPoint(x: rect.maxX, y: rect.maxY), toCoordinateFrom: view))
        return MKCoordinateRegion(MKMapRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)))
    }

    /// What to add to a point of this view's space to have it in `view`'s (the window's for
    /// nil): the difference of their origins in their common root, summed through the frames.
    private func offset(to view: UIView?) -> CGPoint {
        func origin(_ v: UIView) -> CGPoint {
            var point = CGPoint.zero
            var current: UIView? = v
            while let c = current {
                point.x += c.frame.minX
                point.y += c.frame.minY
                current = c.superview
            }
            return point
        }
        let mine = origin(self)
        guard let view, view !== self else { return view == nil ? mine : .zero }
        let theirs = origin(view)
        return CGPoint(x: mine.x - theirs.x, y: mine.y - theirs.y)
    }

    // MARK: Annotations

    /// Registers an annotation view class for `dequeueReusableAnnotationView(withIdentifier:for:)`.
    /// - Parameters:
    ///   - viewClass: The class.
    ///   - identifier: The reuse identifier.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredViews[identifier] = viewClass
    }
    /// A view for `annotation` of the class registered under `identifier`.
    ///
    /// Linux: Swift cannot make an instance of an arbitrary subclass from its class without a
    /// `required` initialiser, so the registered class is made when it is one of MapKit's
    /// (`MKMarkerAnnotationView`, `MKPinAnnotationView`, `MKAnnotationView`); an app's own
    /// subclass gets a plain `MKAnnotationView` (the map view never asks for one: its delegate is
    /// not called).
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - annotation: The annotation.
    /// - Returns: The view.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        switch registeredViews[identifier] {
        case let c? where c == MKMarkerAnnotationView.self: MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let c? where c == MKPinAnnotationView.self: MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        default: MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
    }
    /// A reusable annotation view: none, as no view has left the screen (nothing is shown).
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: Nil.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// The view of an annotation: none, as nothing is shown.
    /// - Parameter annotation: The annotation.
    /// - Returns: Nil.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Adds an annotation.
    /// - Parameter annotation: The annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds annotations.
    /// - Parameter annotations: The annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes an annotation (and its selection).
    /// - Parameter annotation: The annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
    /// Removes annotations (and their selection).
    /// - Parameter annotations: The annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { a in annotations.contains { $0 === a } }
        selectedAnnotations.removeAll { a in annotations.contains { $0 === a } }
    }
    /// The annotations whose coordinates are inside a map rectangle.
    /// - Parameter mapRect: The rectangle.
    /// - Returns: The annotations (those that are objects, as every annotation is).
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { ($0 as? NSObject).map(AnyHashable.init) })
    }
    /// Selects an annotation (only one is selected at a time, as on iOS).
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - animated: Whether to animate.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    /// Deselects an annotation.
    /// - Parameters:
    ///   - annotation: The annotation (nil: the selected one).
    ///   - animated: Whether to animate.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation else { return selectedAnnotations.removeAll() }
        selectedAnnotations.removeAll { $0 === annotation }
    }

    // MARK: Overlays

    /// Adds an overlay above roads.
    /// - Parameter overlay: The overlay.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveRoads) }
    /// Adds an overlay at a level.
    /// - Parameters:
    ///   - overlay: The overlay.
    ///   - level: Above roads or above labels.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlaysByLevel[level, default: []].append(overlay) }
    /// Adds overlays above roads.
    /// - Parameter overlays: The overlays.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveRoads) }
    /// Adds overlays at a level.
    /// - Parameters:
    ///   - overlays: The overlays.
    ///   - level: Above roads or above labels.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) { overlaysByLevel[level, default: []] += overlays }
    /// Inserts an overlay at an index of the overlays above roads.
    /// - Parameters:
    ///   - overlay: The overlay.
    ///   - index: Its index (clamped).
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int) { insertOverlay(overlay, at: index, level: .aboveRoads) }
    /// Inserts an overlay at an index of a level.
    /// - Parameters:
    ///   - overlay: The overlay.
    ///   - index: Its index (clamped).
    ///   - level: The level.
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
        var list = overlaysByLevel[level, default: []]
        list.insert(overlay, at: min(max(0, index), list.count))
        overlaysByLevel[level] = list
    }
    /// Inserts an overlay just above another (at the end of its level when the other is absent).
    /// - Parameters:
    ///   - overlay: The overlay.
    ///   - sibling: The overlay it goes above.
    open func insertOverlay(_ overlay: any MKOverlay, aboveOverlay sibling: any MKOverlay) {
        let level = self.level(of: sibling) ?? .aboveRoads
        let index = overlaysByLevel[level, default: []].firstIndex { $0 === sibling }.map { $0 + 1 } ?? Int.max
        insertOverlay(overlay, at: index, level: level)
    }
    /// Inserts an overlay just below another (at the start of its level when the other is absent).
    /// - Parameters:
    ///   - overlay: The overlay.
    ///   - sibling: The overlay it goes below.
    open func insertOverlay(_ overlay: any MKOverlay, belowOverlay sibling: any MKOverlay) {
        let level = self.level(of: sibling) ?? .aboveRoads
        insertOverlay(overlay, at: overlaysByLevel[level, default: []].firstIndex { $0 === sibling } ?? 0, level: level)
    }
    /// Removes an overlay.
    /// - Parameter overlay: The overlay.
    open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }
    /// Removes overlays.
    /// - Parameter overlays: The overlays.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for level in overlaysByLevel.keys { overlaysByLevel[level]?.removeAll { o in overlays.contains { $0 === o } } }
    }
    /// The overlays of a level, in order.
    /// - Parameter level: The level.
    /// - Returns: The overlays.
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] { overlaysByLevel[level] ?? [] }
    /// The renderer drawing an overlay: none, as nothing is shown.
    /// - Parameter overlay: The overlay.
    /// - Returns: Nil.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { nil }

    private func level(of overlay: any MKOverlay) -> MKOverlayLevel? {
        overlaysByLevel.first { $0.value.contains { $0 === overlay } }?.key
    }
}
