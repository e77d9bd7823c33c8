// The edges of a rectangle, as an option set: a screen-edge pan's edges, a view controller's
// extended layout. A plain value type, as on iOS.
import Foundation

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
