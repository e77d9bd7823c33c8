// Insets by leading and trailing edge rather than left and right, as UIKit's directional layout
// margins and content insets use them (in a left-to-right language, leading is left). A value
// type: it works the same on Linux.
import CoreGraphics

/// Insets from each edge of a rectangle, with leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// Insets from each edge.
    /// - Parameters:
    ///   - top: From the top.
    ///   - leading: From the leading edge.
    ///   - bottom: From the bottom.
    ///   - trailing: From the trailing edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
