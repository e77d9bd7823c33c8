// MapKit's flat map: map points, sizes and rectangles on Apple's spherical (Web) Mercator
// projection, and the conversions between them, coordinates and metres. All of it is computed
// for real, as on iOS:
//
// 1. The world is a square of 2²⁸ = 268,435,456 map points a side (`MKMapSize.world`), x growing
//    east from the antimeridian (longitude −180° is x = 0) and y growing south from the top edge.
// 2. x = (λ + 180) / 360 · W and y = (½ − ln tan(π/4 + φ/2) / 2π) · W, φ the latitude and λ the
//    longitude; (0°, 0°) is the world's centre (134,217,728, 134,217,728). The inverse is
//    φ = 2 atan(e^t) − π/2 with t = 2π(½ − y/W).
// 3. Latitudes are clamped to ±85.05112877980659°, where the square ends (y = 0 and y = W):
//    Mercator cannot reach the poles.
// 4. A map point is MKMetersPerMapPointAtLatitude(φ) = 2πa·cos φ / W metres across at latitude φ,
//    a = 6,378,137 m (the WGS 84 equatorial radius the Web Mercator sphere uses): 0.14929 m at
//    the equator.
// 5. Distances between map points are great-circle distances between their coordinates, as
//    `CLLocation.distance(from:)` computes them.
import CoreLocation
import Foundation

/// A distance-scaling factor: screen points per map point (a renderer's drawing scale).
public typealias MKZoomScale = CGFloat

/// The side of the projected world in map points (2²⁸).
private let worldSide: Double = 268_435_456
/// The latitude where the projected square ends: 2·atan(e^π) − π/2, in degrees.
private let maximumLatitude = (2 * atan(exp(Double.pi)) - Double.pi / 2) * 180 / Double.pi
/// The radius of the Web Mercator sphere (WGS 84's semi-major axis), in metres.
private let mercatorRadius: Double = 6_378_137

/// A point on the two-dimensional map projection, in map points.
///
/// As Apple's (a C struct), it is not Equatable.
public struct MKMapPoint: Sendable {
    /// The distance east from the antimeridian, in map points.
    public var x: Double
    /// The distance south from the top of the projected world, in map points.
    public var y: Double

    /// The point (0, 0), the north-west corner of the world.
    public init() { self.init(x: 0, y: 0) }
    /// A point of these coordinates in map points.
    /// - Parameters:
    ///   - x: Map points east of the antimeridian.
    ///   - y: Map points south of the top edge.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The map point of a coordinate (its latitude clamped to ±85.0511°, the projection's edge).
    /// - Parameter coordinate: The coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let latitude = min(max(coordinate.latitude, -maximumLatitude), maximumLatitude) * Double.pi / 180
        x = (coordinate.longitude + 180) / 360 * worldSide
        y = (0.5 - log(tan(Double.pi / 4 + latitude / 2)) / (2 * Double.pi)) * worldSide
    }
    /// The coordinate of the point.
    public var coordinate: CLLocationCoordinate2D {
        let t = 2 * Double.pi * (0.5 - y / worldSide)
        return CLLocationCoordinate2D(latitude: (2 * atan(exp(t)) - Double.pi / 2) * 180 / Double.pi,
                                      longitude: x / worldSide * 360 - 180)
    }
    /// The distance in metres to another point: the great-circle distance between their
    /// coordinates, as `CLLocation.distance(from:)` measures it.
    /// - Parameter other: The other point.
    /// - Returns: The distance in metres.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let a = coordinate, b = other.coordinate
        return CLLocation(latitude: a.latitude, longitude: a.longitude).distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
    }
}

/// A width and height on the map projection, in map points.
///
/// As Apple's (a C struct), it is not Equatable.
public struct MKMapSize: Sendable {
    /// The width in map points.
    public var width: Double
    /// The height in map points.
    public var height: Double
    /// A size of zero.
    public init() { self.init(width: 0, height: 0) }
    /// A size in map points.
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// The size of the whole projected world: 268,435,456 × 268,435,456 map points.
    public static let world = MKMapSize(width: worldSide, height: worldSide)
}

/// A rectangle on the map projection, in map points.
///
/// As Apple's (a C struct), it is not Equatable. A null rectangle (`MKMapRect.null`) has an
/// infinite origin; the operations treat it as "no rectangle", as Apple's do.
public struct MKMapRect: Sendable {
    /// The north-west corner.
    public var origin: MKMapPoint
    /// The extent.
    public var size: MKMapSize

    /// An empty rectangle at (0, 0).
    public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
    /// A rectangle of an origin and size.
    /// - Parameters:
    ///   - origin: The north-west corner.
    ///   - size: The extent.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle of its corner's coordinates and its extent, in map points.
    /// - Parameters:
    ///   - x: The west edge.
    ///   - y: The north edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole projected world: (0, 0, 268,435,456, 268,435,456).
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle: an infinite origin and no size, standing for "no rectangle".
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The west edge.
    public var minX: Double { origin.x }
    /// The north edge.
    public var minY: Double { origin.y }
    /// The middle, east to west.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle, north to south.
    public var midY: Double { origin.y + size.height / 2 }
    /// The east edge.
    public var maxX: Double { origin.x + size.width }
    /// The south edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether the rectangle is null: its origin is infinite or not a number.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite || origin.x.isNaN || origin.y.isNaN }
    /// Whether the rectangle has no area (a null rectangle has none).
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }
    /// Whether the rectangle reaches east of the world's east edge (across the 180th meridian).
    public var spans180thMeridian: Bool { !isNull && maxX > worldSide }
    /// The part beyond the 180th meridian, moved back into the world (null when there is none).
    public var remainder: MKMapRect {
        guard spans180thMeridian else { return .null }
        return MKMapRect(x: max(0, minX - worldSide), y: minY, width: maxX - max(minX, worldSide), height: height)
    }

    /// Whether a point is inside (on the west or north edge counts; on the east or south does not).
    /// - Parameter point: The point.
    /// - Returns: Whether it is inside.
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// Whether another rectangle is wholly inside this one.
    /// - Parameter rect2: The other rectangle.
    /// - Returns: Whether it is inside (a null rectangle is inside none).
    public func contains(_ rect2: MKMapRect) -> Bool {
        !isNull && !rect2.isNull && rect2.minX >= minX && rect2.maxX <= maxX && rect2.minY >= minY && rect2.maxY <= maxY
    }
    /// Whether two rectangles overlap (sharing only an edge is not overlapping).
    /// - Parameter rect2: The other rectangle.
    /// - Returns: Whether they overlap.
    public func intersects(_ rect2: MKMapRect) -> Bool { !intersection(rect2).isNull }
    /// The rectangle both cover, or `null` when they do not overlap.
    /// - Parameter rect2: The other rectangle.
    /// - Returns: The intersection.
    public func intersection(_ rect2: MKMapRect) -> MKMapRect {
        guard !isNull, !rect2.isNull else { return .null }
        let x0 = max(minX, rect2.minX), y0 = max(minY, rect2.minY)
        let x1 = min(maxX, rect2.maxX), y1 = min(maxY, rect2.maxY)
        guard x0 < x1, y0 < y1 else { return .null }
        return MKMapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The smallest rectangle containing both (the other one when this is null).
    /// - Parameter rect2: The other rectangle.
    /// - Returns: The union.
    public func union(_ rect2: MKMapRect) -> MKMapRect {
        if isNull { return rect2 }
        if rect2.isNull { return self }
        let x0 = min(minX, rect2.minX), y0 = min(minY, rect2.minY)
        return MKMapRect(x: x0, y: y0, width: max(maxX, rect2.maxX) - x0, height: max(maxY, rect2.maxY) - y0)
    }
    /// The rectangle moved inwards by `dx` on the west and east and `dy` on the north and south
    /// (outwards for negative insets); null when nothing is left.
    /// - Parameters:
    ///   - dx: The inset of each side edge.
    ///   - dy: The inset of the top and bottom edges.
    /// - Returns: The inset rectangle.
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        let width = size.width - 2 * dx, height = size.height - 2 * dy
        guard width >= 0, height >= 0 else { return .null }
        return MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The rectangle moved.
    /// - Parameters:
    ///   - dx: Map points east.
    ///   - dy: Map points south.
    /// - Returns: The moved rectangle.
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The rectangle cut in two at a distance from an edge.
    /// - Parameters:
    ///   - distance: How far from the edge to cut (clamped to the rectangle).
    ///   - edge: The edge the slice is measured from (`minYEdge` is the north edge).
    /// - Returns: The slice at the edge and what remains.
    public func divided(atDistance distance: Double, from edge: CGRectEdge) -> (slice: MKMapRect, remainder: MKMapRect) {
        let along = edge == .minXEdge || edge == .maxXEdge ? width : height
        let cut = min(max(distance, 0), along)
        switch edge {
        case .minXEdge:
            return (MKMapRect(x: minX, y: minY, width: cut, height: height), MKMapRect(x: minX + cut, y: minY, width: width - cut, height: height))
        case .maxXEdge:
            return (MKMapRect(x: maxX - cut, y: minY, width: cut, height: height), MKMapRect(x: minX, y: minY, width: width - cut, height: height))
        case .minYEdge:
            return (MKMapRect(x: minX, y: minY, width: width, height: cut), MKMapRect(x: minX, y: minY + cut, width: width, height: height - cut))
        case .maxYEdge:
            return (MKMapRect(x: minX, y: maxY - cut, width: width, height: cut), MKMapRect(x: minX, y: minY, width: width, height: height - cut))
        }
    }
}

/// Metres per map point at a latitude: 2πa·cos φ / 2²⁸ (a = 6,378,137 m), 0.1493 at the equator.
/// - Parameter latitude: The latitude in degrees.
/// - Returns: Metres per map point.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let clamped = min(max(latitude, -maximumLatitude), maximumLatitude)
    return 2 * Double.pi * mercatorRadius * cos(clamped * Double.pi / 180) / worldSide
}

/// Map points per metre at a latitude: the inverse of `MKMetersPerMapPointAtLatitude(_:)`.
/// - Parameter latitude: The latitude in degrees.
/// - Returns: Map points per metre.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The map point of a coordinate (the C spelling of `MKMapPoint(_:)`).
/// - Parameter coordinate: The coordinate.
/// - Returns: The map point.
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }

/// The coordinate of a map point (the C spelling of `MKMapPoint.coordinate`).
/// - Parameter mapPoint: The map point.
/// - Returns: The coordinate.
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }

/// The distance in metres between two map points (the C spelling of `distance(to:)`).
/// - Parameters:
///   - a: One point.
///   - b: The other.
/// - Returns: The distance in metres.
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

/// A map point of its coordinates (the C spelling of `MKMapPoint(x:y:)`).
/// - Parameters:
///   - x: Map points east.
///   - y: Map points south.
/// - Returns: The point.
public func MKMapPointMake(_ x: Double, _ y: Double) -> MKMapPoint { MKMapPoint(x: x, y: y) }

/// A map size (the C spelling of `MKMapSize(width:height:)`).
/// - Parameters:
///   - width: The width.
///   - height: The height.
/// - Returns: The size.
public func MKMapSizeMake(_ width: Double, _ height: Double) -> MKMapSize { MKMapSize(width: width, height: height) }

/// A map rectangle (the C spelling of `MKMapRect(x:y:width:height:)`).
/// - Parameters:
///   - x: The west edge.
///   - y: The north edge.
///   - width: The width.
///   - height: The height.
/// - Returns: The rectangle.
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}

/// The region of a map rectangle (the C spelling of `MKCoordinateRegion(_:)`).
/// - Parameter rect: The rectangle.
/// - Returns: The region.
public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion { MKCoordinateRegion(rect) }

/// A span (the C spelling of `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`).
/// - Parameters:
///   - latitudeDelta: Degrees of latitude.
///   - longitudeDelta: Degrees of longitude.
/// - Returns: The span.
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

/// A region (the C spelling of `MKCoordinateRegion(center:span:)`).
/// - Parameters:
///   - centerCoordinate: The centre.
///   - span: The extent.
/// - Returns: The region.
public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}

/// A region of a centre and metres (the C spelling of
/// `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`).
/// - Parameters:
///   - centerCoordinate: The centre.
///   - latitudinalMeters: The north–south extent.
///   - longitudinalMeters: The east–west extent.
/// - Returns: The region.
public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

extension MKCoordinateRegion {
    /// The region a map rectangle shows: centred on the coordinate of the rectangle's middle
    /// point, as tall as the latitudes of its north and south edges are apart and as wide as its
    /// width in degrees of longitude (Mercator stretches latitudes away from the equator, so the
    /// centre is not halfway between the edges' latitudes).
    /// - Parameter rect: The rectangle.
    public init(_ rect: MKMapRect) {
        let north = MKMapPoint(x: rect.minX, y: rect.minY).coordinate.latitude
        let south = MKMapPoint(x: rect.minX, y: rect.maxY).coordinate.latitude
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: rect.width / worldSide * 360))
    }

    /// The map rectangle a map shows for the region: centred on the centre's map point, as wide
    /// as the longitude span and as tall as the map points between the latitudes half a span
    /// north and south of the centre (what `MKCoordinateRegion(_:)` turns back into the region
    /// for regions of a few degrees; the projection's curvature makes large ones differ slightly).
    var mapRect: MKMapRect {
        let centre = MKMapPoint(center)
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude + span.latitudeDelta / 2, longitude: center.longitude))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude - span.latitudeDelta / 2, longitude: center.longitude))
        let width = span.longitudeDelta / 360 * worldSide
        let height = abs(south.y - north.y)
        return MKMapRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }
}

extension MKMapRect {
    /// The rectangle widened or heightened about its centre to a size's aspect ratio (the least
    /// change that shows all of it at that ratio); unchanged when either is empty or they match.
    func fitted(to size: CGSize) -> MKMapRect {
        guard !isNull, width > 0, height > 0, size.width > 0, size.height > 0 else { return self }
        let target = Double(size.width / size.height), current = width / height
        if abs(current - target) <= 1e-12 * target { return self }
        if current < target {
            let w = height * target
            return MKMapRect(x: midX - w / 2, y: minY, width: w, height: height)
        }
        let h = width / target
        return MKMapRect(x: minX, y: midY - h / 2, width: width, height: h)
    }

    /// Where a map point falls in a rectangle of `size` points that shows this map rectangle.
    func point(for mapPoint: MKMapPoint, in size: CGSize) -> CGPoint {
        guard width > 0, height > 0 else { return CGPoint(x: size.width / 2, y: size.height / 2) }
        return CGPoint(x: (mapPoint.x - minX) / width * Double(size.width), y: (mapPoint.y - minY) / height * Double(size.height))
    }

    /// The map point at a point of a rectangle of `size` points that shows this map rectangle.
    func mapPoint(for point: CGPoint, in size: CGSize) -> MKMapPoint {
        guard size.width > 0, size.height > 0 else { return MKMapPoint(x: midX, y: midY) }
        return MKMapPoint(x: minX + Double(point.x / size.width) * width, y: minY + Double(point.y / size.height) * height)
    }
}
