// Core Graphics's path, as UIKit hands it to SwiftUI (`Path(bezierPath.cgPath)`) and Core
// Animation's shape layers draw it (`shapeLayer.path`). Linux: the project has one path type,
// Trellis's `Path` (its elements, bounds, hit test), and `CGPath` names it.
import Trellis

/// Core Graphics's path.
///
/// Linux: Trellis's `Path` itself, the project's one path type (a value, not a reference:
/// Core Graphics's `CGMutablePath` is not provided).
public typealias CGPath = Path

extension Path {
    /// SwiftUI's path of a Core Graphics path (`Path(UIBezierPath(…).cgPath)`): the same elements.
    /// - Parameter path: The Core Graphics path.
    public init(_ path: CGPath) { self = path }

    /// The path as Core Graphics keeps it: the same elements.
    public var cgPath: CGPath { self }
}
