import CoreGraphics
import Foundation

// `CIVector`: the points, rectangles and coefficient lists filters take as inputs.

/// A vector of up to four numbers: a filter's point or rectangle input.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of `count` values.
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: max(0, count)))
        super.init()
    }

    /// A vector of two values.
    public init(x: CGFloat, y: CGFloat) { values = [x, y]; super.init() }
    /// A vector of three values.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z]; super.init() }
    /// A vector of four values.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w]; super.init() }
    /// A vector of one value.
    public init(x: CGFloat) { values = [x]; super.init() }
    /// A point.
    public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
    /// A rectangle: origin and size.
    public convenience init(cgRect r: CGRect) { self.init(x: r.origin.x, y: r.origin.y, z: r.size.width, w: r.size.height) }

    /// How many values the vector has.
    public var count: Int { values.count }
    /// The value at `index` (0 past the end).
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// Value 0 (0 when the vector is shorter).
    public var x: CGFloat { value(at: 0) }
    /// Value 1 (0 when the vector is shorter).
    public var y: CGFloat { value(at: 1) }
    /// Value 2 (0 when the vector is shorter).
    public var z: CGFloat { value(at: 2) }
    /// Value 3 (0 when the vector is shorter).
    public var w: CGFloat { value(at: 3) }
    /// The first two values as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The four values as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}
