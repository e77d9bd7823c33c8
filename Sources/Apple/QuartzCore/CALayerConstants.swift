// The named values of a layer's appearance: how its contents fit its bounds, how they are
// scaled, the curve of its rounded corners, which corners are rounded and which edges are
// antialiased. Linux: values kept as set; nothing is drawn with them.
import Foundation

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// A gravity of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A gravity of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge's centre.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge's centre.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge's centre.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge's centre.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside, keeping its proportions.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its proportions (cropped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How a layer's contents are sampled when scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public let rawValue: String
    /// A filter of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A filter of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear between mipmap levels too.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A curve of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of Apple's icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and y (top left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top right in UIKit).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom left in UIKit).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and y (bottom right in UIKit).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Which edges of a layer are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt32
    /// Edges of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minimum-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The key a transition is added to a layer under (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
