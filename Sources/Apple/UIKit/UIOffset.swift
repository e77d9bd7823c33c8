// UIKit's offset: how far to move something (a tab bar item's title, a badge) from where it sits.
import CoreGraphics
import Foundation

/// A horizontal and vertical distance by which to move something from its place, in points.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// Points to the right (negative: to the left).
    public var horizontal: CGFloat
    /// Points down (negative: up).
    public var vertical: CGFloat
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// An offset of these distances.
    /// - Parameters:
    ///   - horizontal: Points to the right.
    ///   - vertical: Points down.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public static let zero = UIOffset()
}
