// How video fills the rectangle it is shown in, as player layers and view controllers take it.
import Foundation

/// How video is scaled into its rectangle.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// A gravity of a name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the rectangle.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Scaled to fit, keeping its aspect ratio (letterboxed).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Scaled to fill, keeping its aspect ratio (cropped).
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}
