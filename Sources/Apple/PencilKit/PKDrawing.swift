// PencilKit's data model: a drawing of strokes, each an ink and a path of points.
//
// Facts (Apple's PencilKit documentation and WWDC20 "Inspect, modify, and construct PencilKit
// drawings"):
// 1. A stroke's path is the control points of a uniform cubic B-spline, so the curve lies within
//    the points' hull; its `renderBounds` covers everything the stroke draws: the points widened
//    by their size, cut by its mask, mapped by its transform.
// 2. A drawing's `bounds` is the union of its strokes' render bounds (`.null` for no strokes).
// 3. `transformed(using:)` applies a transform after each stroke's own.
//
// The data representation is Trellis's own (Apple's is private): UTF-8 JSON,
//
//     {"format": "com.trellis.pkdrawing", "version": 1, "strokes": [
//       {"ink": "com.apple.ink.pen", "light": {red, green, blue, opacity}, "dark": {…},
//        "transform": [a, b, c, d, tx, ty], "mask": <Path elements> or absent,
//        "created": <seconds since 2001>, "points": [[x, y, timeOffset, width, height,
//        opacity, force, azimuth, altitude], …]}, …]}
//
// with the ink's colour as its light and dark values, so it reads back equal; other data throws.
import CoreGraphics
import Foundation
import Trellis
import UIKit

/// How a stroke looks at one of its points.
public struct PKStrokePoint: Equatable, Sendable {
    /// Where the point is, in the stroke's coordinates.
    public let location: CGPoint
    /// Seconds from the path's creation to this point.
    public let timeOffset: TimeInterval
    /// The size of the ink at the point (a marker's is not square).
    public let size: CGSize
    /// The ink's opacity at the point, 0...1 or more.
    public let opacity: CGFloat
    /// The pencil's force at the point.
    public let force: CGFloat
    /// The pencil's angle around the perpendicular, in radians.
    public let azimuth: CGFloat
    /// The pencil's angle from the surface, in radians (π/2: upright).
    public let altitude: CGFloat

    /// A point of a stroke.
    /// - Parameters:
    ///   - location: Where it is.
    ///   - timeOffset: Seconds from the path's creation.
    ///   - size: The ink's size there.
    ///   - opacity: The ink's opacity there.
    ///   - force: The pencil's force.
    ///   - azimuth: The pencil's azimuth, in radians.
    ///   - altitude: The pencil's altitude, in radians.
    public init(location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat,
                altitude: CGFloat) {
        self.location = location
        self.timeOffset = timeOffset
        self.size = size
        self.opacity = opacity
        self.force = force
        self.azimuth = azimuth
        self.altitude = altitude
    }
}

/// The shape of a stroke: its points, the control points of a B-spline (fact 1).
public struct PKStrokePath: RandomAccessCollection, Equatable, Sendable {
    /// A point's position in the path.
    public typealias Index = Int
    /// A point of the path.
    public typealias Element = PKStrokePoint

    private let points: [PKStrokePoint]
    /// When the path was drawn.
    public let creationDate: Date

    /// An empty path, made now.
    public init() { self.init(controlPoints: [], creationDate: Date()) }

    /// A path of points.
    /// - Parameters:
    ///   - controlPoints: The points, in order.
    ///   - creationDate: When it was drawn.
    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        points = Array(controlPoints)
        self.creationDate = creationDate
    }

    /// The first point's position (0).
    public var startIndex: Int { 0 }
    /// One past the last point's position.
    public var endIndex: Int { points.count }
    /// The point at a position.
    /// - Parameter position: The position.
    public subscript(position: Int) -> PKStrokePoint { points[position] }
}

/// One stroke of a drawing: an ink along a path, placed by a transform and cut by a mask.
public struct PKStroke: Equatable {
    /// The ink.
    public var ink: PKInk
    /// The points.
    public var path: PKStrokePath
    /// Maps the path into the drawing.
    public var transform: CGAffineTransform
    /// The part of the stroke that shows, in the path's coordinates (nil: all of it).
    public var mask: UIBezierPath?

    /// A stroke.
    /// - Parameters:
    ///   - ink: The ink.
    ///   - path: The points.
    ///   - transform: Maps the path into the drawing (the identity).
    ///   - mask: The part that shows (nil: all).
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        self.ink = ink
        self.path = path
        self.transform = transform
        self.mask = mask
    }

    /// Everything the stroke draws, in the drawing's coordinates (fact 1): `.null` for no points.
    public var renderBounds: CGRect {
        var rect = CGRect.null
        for point in path {
            let half = max(point.size.width, point.size.height, 0) / 2
            rect = rect.union(CGRect(x: point.location.x - half, y: point.location.y - half, width: 2 * half, height: 2 * half))
        }
        if let mask { rect = rect.intersection(mask.bounds) }
        return rect.isNull ? rect : rect.applying(transform)
    }

    /// Whether two strokes have the same ink, points, transform and mask outline.
    /// - Parameters:
    ///   - a: A stroke.
    ///   - b: Another.
    /// - Returns: Whether they are equal.
    public static func == (a: PKStroke, b: PKStroke) -> Bool {
        a.ink == b.ink && a.path == b.path && a.transform == b.transform && a.mask?.cgPath == b.mask?.cgPath
    }
}

/// A drawing: the strokes a canvas holds.
///
/// Linux: no pencil adds strokes, but strokes made in code are kept, measured (facts 1–3) and
/// saved. `image(from:scale:)` draws each stroke as a round-capped line through its points in
/// its ink's colour (no ink texture; masks not applied) where Trellis's painter is installed,
/// and is an empty image of the right size otherwise.
public struct PKDrawing: Equatable, Codable {
    /// The strokes, in drawing order.
    public var strokes: [PKStroke]

    /// An empty drawing.
    public init() { strokes = [] }

    /// A drawing of strokes.
    /// - Parameter strokes: The strokes.
    public init<S: Sequence>(strokes: S) where S.Element == PKStroke { self.strokes = Array(strokes) }

    /// A drawing read from `dataRepresentation()`'s data.
    /// - Parameter data: The data.
    /// - Throws: `CocoaError(.fileReadCorruptFile)` for data that is not a drawing.
    public init(data: Data) throws {
        guard let file = try? JSONDecoder().decode(DrawingFile.self, from: data),
              file.format == DrawingFile.formatName, file.version == 1 else { throw CocoaError(.fileReadCorruptFile) }
        var strokes: [PKStroke] = []
        for s in file.strokes {
            guard let type = PKInk.InkType(rawValue: s.ink), s.transform.count == 6,
                  s.points.allSatisfy({ $0.count == 9 }) else { throw CocoaError(.fileReadCorruptFile) }
            let color = UIColor(light: s.light, dark: s.dark)
            let points = s.points.map { p in
                PKStrokePoint(location: CGPoint(x: p[0], y: p[1]), timeOffset: p[2], size: CGSize(width: p[3], height: p[4]),
                              opacity: p[5], force: p[6], azimuth: p[7], altitude: p[8])
            }
            let t = s.transform
            strokes.append(PKStroke(ink: PKInk(type, color: color),
                                    path: PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: s.created)),
                                    transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]),
                                    mask: s.mask.map { UIBezierPath(cgPath: $0) }))
        }
        self.strokes = strokes
    }

    /// The drawing as data, for `init(data:)` (the format above).
    /// - Returns: The data.
    public func dataRepresentation() -> Data {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func resolved(_ color: UIColor) -> Color.Resolved {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return Color.Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(a))
        }
        let file = DrawingFile(strokes: strokes.map { s in
            let t = s.transform
            return DrawingFile.Stroke(
                ink: s.ink.inkType.rawValue, light: resolved(s.ink.color), dark: resolved(s.ink.color.resolvedColor(with: dark)),
                transform: [t.a, t.b, t.c, t.d, t.tx, t.ty], mask: s.mask?.cgPath,
                created: s.path.creationDate.timeIntervalSinceReferenceDate,
                points: s.path.map { p in
                    [p.location.x, p.location.y, p.timeOffset, p.size.width, p.size.height, p.opacity, p.force, p.azimuth, p.altitude]
                })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(file)) ?? Data()
    }

    /// Reads a drawing from its data representation.
    /// - Parameter decoder: The decoder.
    /// - Throws: When the data is not a drawing.
    public init(from decoder: Decoder) throws {
        try self.init(data: try decoder.singleValueContainer().decode(Data.self))
    }

    /// Writes the drawing's data representation.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dataRepresentation())
    }

    /// The union of the strokes' render bounds (fact 2): `.null` with no strokes.
    public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

    /// Applies a transform after each stroke's own (fact 3).
    /// - Parameter transform: The transform.
    public mutating func transform(using transform: CGAffineTransform) {
        for i in strokes.indices { strokes[i].transform = strokes[i].transform.concatenating(transform) }
    }

    /// The drawing with a transform applied after each stroke's own (fact 3).
    /// - Parameter transform: The transform.
    /// - Returns: The transformed drawing.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        var copy = self
        copy.transform(using: transform)
        return copy
    }

    /// Adds another drawing's strokes on top.
    /// - Parameter drawing: The other drawing.
    public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }

    /// The drawing with another's strokes on top.
    /// - Parameter drawing: The other drawing.
    /// - Returns: Both drawings' strokes.
    public func appending(_ drawing: PKDrawing) -> PKDrawing {
        var copy = self
        copy.append(drawing)
        return copy
    }

    /// An image of a rectangle of the drawing, `rect.size` points at `scale` pixels per point.
    /// - Parameters:
    ///   - rect: The part drawn, in the drawing's coordinates.
    ///   - scale: Pixels per point (0 or less: the screen's, 3).
    /// - Returns: The image.
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        let rect = rect.isNull || rect.isInfinite ? .zero : rect.standardized
        let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
        if rect.width * scale >= 1, rect.height * scale >= 1, let png = rasterized(rect, scale: scale),
           let image = UIImage(data: png, scale: scale) {
            return image
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in }
    }

    /// The strokes drawn by Trellis's painter into `rect` as PNG data, or nil where none is installed.
    private func rasterized(_ rect: CGRect, scale: CGFloat) -> Data? {
        let layers: [AnyView] = strokes.compactMap { stroke in
            let points = stroke.path.map { $0.location.applying(stroke.transform) }
            guard let first = points.first else { return nil }
            var path = Path()
            path.move(to: CGPoint(x: first.x - rect.minX, y: first.y - rect.minY))
            for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.x - rect.minX, y: p.y - rect.minY)) }
            if points.count == 1 { path.addLine(to: CGPoint(x: first.x - rect.minX, y: first.y - rect.minY)) }
            let sizes = stroke.path.map { max($0.size.width, $0.size.height) }
            let width = sizes.reduce(0, +) / CGFloat(sizes.count)
            let opacity = stroke.path.map(\.opacity).reduce(0, +) / CGFloat(sizes.count)
            let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
            return AnyView(path.stroke(Color(uiColor: stroke.ink.color).opacity(Double(min(max(opacity, 0), 1))), style: style))
        }
        let view = ZStack(alignment: .topLeading) { ForEach(layers.indices, id: \.self) { layers[$0] } }
            .frame(width: rect.width, height: rect.height, alignment: .topLeading)
        return ViewRasterizer.rasterize(AnyView(view), proposal: ProposedViewSize(width: rect.width, height: rect.height), scale: scale)?.png
    }
}

/// The data representation's JSON (the format in the file's header).
private struct DrawingFile: Codable {
    static let formatName = "com.trellis.pkdrawing"

    struct Stroke: Codable {
        var ink: String
        var light: Color.Resolved
        var dark: Color.Resolved
        var transform: [CGFloat]
        var mask: Path?
        var created: TimeInterval
        var points: [[CGFloat]]
    }

    var format = formatName
    var version = 1
    var strokes: [Stroke]

    init(strokes: [Stroke]) { self.strokes = strokes }
}
