// Overlays and their renderers: the shapes apps lay over a map view (routes, areas, circles) with
// their real geometry — map points, bounding rectangles and the renderers' paths in map points —
// and the colours and widths renderers keep. Nothing is drawn: a map view is a placeholder.
import CoreGraphics
import CoreLocation
import Foundation
import Trellis
import UIKit

/// Something drawn over a map view: an annotation with a bounding rectangle.
public protocol MKOverlay: MKAnnotation {
    /// The centre of the overlay.
    var coordinate: CLLocationCoordinate2D { get }
    /// The smallest map rectangle that contains the overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay meets a map rectangle (by default: whether its bounding rectangle does).
    /// - Parameter mapRect: The rectangle.
    /// - Returns: Whether they meet.
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map's own content (by default false).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Whether the bounding rectangle meets `mapRect`.
    /// - Parameter mapRect: The rectangle.
    /// - Returns: Whether they meet.
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    /// False: the map's content shows under the overlay.
    public var canReplaceMapContent: Bool { false }
}

/// Where overlays are drawn relative to the map's labels.
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above roads and labels.
    case aboveLabels = 1
}

/// The abstract base of shape annotations and overlays: a title and subtitle.
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// Where it is; subclasses give their own (the abstract shape is at the invalid coordinate).
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
    /// A shape without title.
    public override init() { super.init() }
}

/// The abstract base of polylines and polygons: a run of map points.
///
/// `points()` gives the shape's own storage, valid while the shape lives, as Apple's does.
open class MKMultiPoint: MKShape, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    /// The number of points.
    public let pointCount: Int
    /// The smallest map rectangle containing every point.
    let bounds: MKMapRect

    init(mapPoints: [MKMapPoint]) {
        pointCount = mapPoints.count
        storage = .allocate(capacity: max(1, mapPoints.count))
        storage.initialize(from: mapPoints, count: mapPoints.count)
        bounds = mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
        super.init()
    }

    /// A shape of no points.
    public override convenience init() { self.init(mapPoints: []) }

    deinit { storage.deallocate() }

    /// The shape's map points (`pointCount` of them).
    /// - Returns: The first point; the rest follow it.
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of a range of points.
    /// - Parameters:
    ///   - coords: Room for `range.length` coordinates.
    ///   - range: The points wanted (clamped to the shape's).
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let start = max(0, range.location), end = min(pointCount, range.location + range.length)
        guard start < end else { return }
        for i in start..<end { coords[i - start] = storage[i].coordinate }
    }

    /// The fraction of the shape's length at a point: 0 at the first, 1 at the last, measured
    /// along the segments in map points.
    /// - Parameter index: The point's index.
    /// - Returns: The fraction.
    open func location(atPointIndex index: Int) -> CGFloat {
        let lengths = segmentLengths
        let total = lengths.reduce(0, +)
        guard total > 0, index > 0 else { return 0 }
        return CGFloat(lengths.prefix(min(index, lengths.count)).reduce(0, +) / total)
    }

    /// The fractions of the shape's length at several points.
    /// - Parameter indexes: The points' indexes.
    /// - Returns: The fractions, in the indexes' order.
    open func locations(at indexes: IndexSet) -> [CGFloat] { indexes.map { location(atPointIndex: $0) } }

    private var segmentLengths: [Double] {
        guard pointCount > 1 else { return [] }
        return (1..<pointCount).map { hypot(storage[$0].x - storage[$0 - 1].x, storage[$0].y - storage[$0 - 1].y) }
    }

    /// The points' coordinates, in order (a Swift-friendly `getCoordinates(_:range:)`).
    var coordinates: [CLLocationCoordinate2D] { (0..<pointCount).map { storage[$0].coordinate } }
}

/// A line through coordinates: a route, a track.
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// A line through `count` coordinates.
    /// - Parameters:
    ///   - coords: The coordinates (an array may be passed).
    ///   - count: How many.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: UnsafeBufferPointer(start: coords, count: max(0, count)).map(MKMapPoint.init))
    }
    /// A line through `count` map points.
    /// - Parameters:
    ///   - points: The map points (an array may be passed).
    ///   - count: How many.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: max(0, count))))
    }
    /// The smallest map rectangle containing every point (null for no points).
    open var boundingMapRect: MKMapRect { bounds }
    /// The centre of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        bounds.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
    }
}

/// A closed shape of coordinates, possibly with holes.
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// The holes.
    public private(set) var interiorPolygons: [MKPolygon]?
    /// A polygon of `count` corners.
    /// - Parameters:
    ///   - coords: The corners (an array may be passed).
    ///   - count: How many.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: UnsafeBufferPointer(start: coords, count: max(0, count)).map(MKMapPoint.init))
    }
    /// A polygon of `count` corners with holes.
    /// - Parameters:
    ///   - coords: The corners.
    ///   - count: How many.
    ///   - interiorPolygons: The holes.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(mapPoints: UnsafeBufferPointer(start: coords, count: max(0, count)).map(MKMapPoint.init))
        self.interiorPolygons = interiorPolygons
    }
    /// A polygon of `count` map points.
    /// - Parameters:
    ///   - points: The corners in map points.
    ///   - count: How many.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: max(0, count))))
    }
    /// A polygon of `count` map points with holes.
    /// - Parameters:
    ///   - points: The corners in map points.
    ///   - count: How many.
    ///   - interiorPolygons: The holes.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: max(0, count))))
        self.interiorPolygons = interiorPolygons
    }
    /// The smallest map rectangle containing every corner (null for no corners).
    open var boundingMapRect: MKMapRect { bounds }
    /// The centre of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        bounds.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
    }
}

/// A circle of a radius in metres around a coordinate.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    private let center: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance
    /// The square of map points around the centre, `radius` metres (at the centre's latitude)
    /// from it on every side.
    public let boundingMapRect: MKMapRect

    /// A circle around a coordinate.
    /// - Parameters:
    ///   - coord: The centre.
    ///   - radius: The radius in metres.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
        let centre = MKMapPoint(coord), r = radius * MKMapPointsPerMeterAtLatitude(coord.latitude)
        boundingMapRect = MKMapRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)
        super.init()
    }
    /// The circle inscribed in a map rectangle (its radius half the shorter side, in metres at
    /// the centre's latitude).
    /// - Parameter mapRect: The rectangle.
    public init(mapRect: MKMapRect) {
        let centre = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        center = centre.coordinate
        let r = min(mapRect.width, mapRect.height) / 2
        radius = r * MKMetersPerMapPointAtLatitude(center.latitude)
        boundingMapRect = MKMapRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)
        super.init()
    }
    /// The centre.
    open override var coordinate: CLLocationCoordinate2D { center }
}

/// Draws an overlay. Subclasses draw their shapes; the base draws nothing.
///
/// Linux: nothing is drawn; the geometry (`point(for:)`, `rect(for:)`, the path renderers'
/// paths) is real. A renderer draws in map points, its origin at the overlay's bounding
/// rectangle's north-west corner.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    /// The overlay it draws.
    public let overlay: any MKOverlay
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Screen pixels per point.
    open var contentScaleFactor: CGFloat = 1

    /// A renderer of an overlay.
    /// - Parameter overlay: The overlay.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// The point in the renderer's drawing space of a map point.
    /// - Parameter mapPoint: The map point.
    /// - Returns: The point.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }
    /// The map point of a point in the renderer's drawing space.
    /// - Parameter point: The point.
    /// - Returns: The map point.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }
    /// The rectangle in the drawing space of a map rectangle.
    /// - Parameter mapRect: The map rectangle.
    /// - Returns: The rectangle.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        CGRect(origin: point(for: mapRect.origin), size: CGSize(width: mapRect.width, height: mapRect.height))
    }
    /// The map rectangle of a rectangle in the drawing space.
    /// - Parameter rect: The rectangle.
    /// - Returns: The map rectangle.
    open func mapRect(for rect: CGRect) -> MKMapRect {
        MKMapRect(origin: mapPoint(for: rect.origin), size: MKMapSize(width: Double(rect.width), height: Double(rect.height)))
    }
    /// Whether the renderer can draw a part of the map now (always, as on iOS by default).
    /// - Parameters:
    ///   - mapRect: The part.
    ///   - zoomScale: Screen points per map point.
    /// - Returns: True.
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }
    /// Asks for the overlay to be drawn again (no effect on Linux).
    open func setNeedsDisplay() {}
    /// Asks for a part of the overlay to be drawn again (no effect on Linux).
    /// - Parameter mapRect: The part.
    open func setNeedsDisplay(_ mapRect: MKMapRect) {}
}

/// Draws an overlay as a path, stroked and filled.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The fill colour (none by default).
    open var fillColor: UIColor?
    /// The stroke colour (none by default).
    open var strokeColor: UIColor?
    /// The stroke width in screen points (0 by default, as Apple's).
    open var lineWidth: CGFloat = 0
    /// How lines join (round, as Apple's).
    open var lineJoin: CGLineJoin = .round
    /// How lines end (round, as Apple's).
    open var lineCap: CGLineCap = .round
    /// How far mitred joins may reach.
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The dash pattern: lengths of dashes and gaps.
    open var lineDashPattern: [NSNumber]?
    /// Whether the path is drawn once into a bitmap.
    open var shouldRasterize = false
    private var cachedPath: CGPath?

    /// The path of the overlay in the drawing space, made by `createPath()` when first asked.
    open var path: CGPath! {
        get {
            if cachedPath == nil { createPath() }
            return cachedPath
        }
        set { cachedPath = newValue }
    }

    /// Makes the path and sets `path` (the base makes none; subclasses make their shape's).
    open func createPath() {}
    /// Drops the path so that `createPath()` makes it again.
    open func invalidatePath() { cachedPath = nil }

    /// A path through map points in the drawing space, closed or not.
    func path(through points: [MKMapPoint], closed: Bool) -> CGPath {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: point(for: first))
        for p in points.dropFirst() { path.addLine(to: point(for: p)) }
        if closed { path.closeSubpath() }
        return path
    }
}

/// Draws a polyline: its stroke.
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The line drawn.
    public let polyline: MKPolyline
    /// Where along the line the stroke starts (0...1).
    open var strokeStart: CGFloat = 0
    /// Where along the line the stroke ends (0...1).
    open var strokeEnd: CGFloat = 1
    /// A renderer of a polyline.
    /// - Parameter polyline: The line.
    public init(polyline: MKPolyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }
    /// A renderer of an overlay (`MKPolylineRenderer(overlay: overlay)` in `mapView(_:rendererFor:)`); an
    /// overlay of another kind is drawn as an empty polyline.
    /// - Parameter overlay: The overlay.
    public override init(overlay: any MKOverlay) {
        polyline = overlay as? MKPolyline ?? MKPolyline()
        super.init(overlay: overlay)
    }
    /// The line through the points, in the drawing space.
    open override func createPath() {
        let points = (0..<polyline.pointCount).map { polyline.points()[$0] }
        path = path(through: points, closed: false)
    }
}

/// Draws a polygon: its fill and stroke.
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The polygon drawn.
    public let polygon: MKPolygon
    /// Where along the outline the stroke starts (0...1).
    open var strokeStart: CGFloat = 0
    /// Where along the outline the stroke ends (0...1).
    open var strokeEnd: CGFloat = 1
    /// A renderer of a polygon.
    /// - Parameter polygon: The polygon.
    public init(polygon: MKPolygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }
    /// A renderer of an overlay (`MKPolygonRenderer(overlay: overlay)` in `mapView(_:rendererFor:)`); an
    /// overlay of another kind is drawn as an empty polygon.
    /// - Parameter overlay: The overlay.
    public override init(overlay: any MKOverlay) {
        polygon = overlay as? MKPolygon ?? MKPolygon()
        super.init(overlay: overlay)
    }
    /// The closed outline, with the holes as further closed subpaths, in the drawing space.
    open override func createPath() {
        var outline = path(through: (0..<polygon.pointCount).map { polygon.points()[$0] }, closed: true)
        for hole in polygon.interiorPolygons ?? [] {
            let holePath = path(through: (0..<hole.pointCount).map { hole.points()[$0] }, closed: true)
            outline.addPath(holePath)
        }
        path = outline
    }
}

/// Draws a circle: its fill and stroke.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The circle drawn.
    public let circle: MKCircle
    /// Where along the outline the stroke starts (0...1).
    open var strokeStart: CGFloat = 0
    /// Where along the outline the stroke ends (0...1).
    open var strokeEnd: CGFloat = 1
    /// A renderer of a circle.
    /// - Parameter circle: The circle.
    public init(circle: MKCircle) {
        self.circle = circle
        super.init(overlay: circle)
    }
    /// A renderer of an overlay (`MKCircleRenderer(overlay: overlay)` in `mapView(_:rendererFor:)`); an
    /// overlay of another kind is drawn as an empty circle.
    /// - Parameter overlay: The overlay.
    public override init(overlay: any MKOverlay) {
        circle = overlay as? MKCircle ?? MKCircle(center: CLLocationCoordinate2D(), radius: 0)
        super.init(overlay: overlay)
    }
    /// The circle inscribed in the bounding rectangle, in the drawing space.
    open override func createPath() {
        path = Path(ellipseIn: rect(for: circle.boundingMapRect))
    }
}
