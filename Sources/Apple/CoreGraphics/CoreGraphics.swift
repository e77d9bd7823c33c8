// `import CoreGraphics` on Linux. Foundation on Linux already declares CGFloat, CGPoint, CGSize,
// CGRect (with its geometry: minX…maxY, insetBy, offsetBy, union, intersection, contains,
// divided, integral, standardized) and CGRectEdge; this module re-exports them under
// CoreGraphics's name with Trellis's line cap and join, and adds what SwiftUI code also touches
// that Foundation lacks: CGAffineTransform (and `applying(_:)` on points, sizes and rectangles)
// and CGVector. Paths are in CGPath.swift (`CGPath`: Trellis's `Path`); contexts are not provided.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import enum Foundation.CGRectEdge
@_exported import enum Trellis.CGLineCap
@_exported import enum Trellis.CGLineJoin
import Foundation

/// A 2-D affine transform: the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// that maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as Core Graphics defines it.
/// Linux: a plain Swift value with Core Graphics's arithmetic; nothing draws with it here.
public struct CGAffineTransform: Equatable, Sendable, Codable {
    /// The entry at row 1, column 1 (x scale).
    public var a: CGFloat
    /// The entry at row 1, column 2 (y shear).
    public var b: CGFloat
    /// The entry at row 2, column 1 (x shear).
    public var c: CGFloat
    /// The entry at row 2, column 2 (y scale).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A transform from its six entries.
    /// - Parameters:
    ///   - a: Row 1, column 1.
    ///   - b: Row 1, column 2.
    ///   - c: Row 2, column 1.
    ///   - d: Row 2, column 2.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A translation.
    /// - Parameters:
    ///   - tx: The x offset.
    ///   - ty: The y offset.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale about the origin.
    /// - Parameters:
    ///   - sx: The x factor.
    ///   - sy: The y factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation about the origin, counterclockwise in a y-up space (clockwise on a y-down
    /// screen such as SwiftUI's) for positive angles.
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`: the result maps a point p to t2(self(p)).
    /// - Parameter t2: The transform applied after this one.
    /// - Returns: The combined transform.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform after a translation (the translation applies first).
    /// - Parameters:
    ///   - tx: The x offset.
    ///   - ty: The y offset.
    /// - Returns: The combined transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform after a scale (the scale applies first).
    /// - Parameters:
    ///   - sx: The x factor.
    ///   - sy: The y factor.
    /// - Returns: The combined transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform after a rotation (the rotation applies first).
    /// - Parameter angle: The angle in radians.
    /// - Returns: The combined transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; the transform itself when it cannot be inverted (a zero
    /// determinant), as Core Graphics returns it.
    /// - Returns: The transform that undoes this one.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Decodes the six entries from an unkeyed container (a, b, c, d, tx, ty).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
                  c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
                  tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    /// Encodes the six entries into an unkeyed container (a, b, c, d, tx, ty).
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}

extension CGPoint {
    /// The point mapped by a transform.
    /// - Parameter t: The transform.
    /// - Returns: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by a transform's linear part (no translation).
    /// - Parameter t: The transform.
    /// - Returns: (a·w + c·h, b·w + d·h).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the rectangle's four corners after a transform.
    /// - Parameter t: The transform.
    /// - Returns: The bounding rectangle of the transformed corners (the null rectangle stays null).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// A two-dimensional vector (a velocity, an offset), as Core Graphics declares it.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector from CGFloat components.
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector from Double components.
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector from Int components.
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The zero vector.
    public static let zero = CGVector()
}

/// A bitmap image: what `ImageRenderer.cgImage` makes and `Image(_:scale:label:)` draws.
///
/// Linux: its pixels are kept PNG-encoded (8 bits per component, RGBA).
public final class CGImage: @unchecked Sendable {
    /// The image, PNG-encoded.
    package let pngData: Data
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (red, green, blue and alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// `dataProvider`'s, made when first asked for.
    let providerLock = NSLock()
    var decodedProvider: CGDataProvider?

    /// An image of the `width` × `height` pixels `pngData` holds.
    package init(pngData: Data, width: Int, height: Int) {
        self.pngData = pngData
        self.width = width
        self.height = height
    }
}
