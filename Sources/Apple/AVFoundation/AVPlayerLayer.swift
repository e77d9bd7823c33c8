// The layer that shows a player's video, as apps add it to a view's layer in a representable.
// Linux decodes no frame: the layer keeps its player and gravity, is never ready for display, and
// its video rectangle is empty.
import CoreGraphics
import Foundation
import QuartzCore

/// A Core Animation layer showing a player's video.
///
/// Linux: no frame is ever shown (`isReadyForDisplay` is false); the player and gravity are kept.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    /// The player whose video is shown.
    open var player: AVPlayer?
    /// How the video fills the layer.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Attributes of the pixel buffers shown.
    open var pixelBufferAttributes: [String: Any]?
    /// Whether a frame is ready to show: never, on Linux.
    open var isReadyForDisplay: Bool { false }
    /// The video's rectangle in the layer: empty, no frame is shown.
    open var videoRect: CGRect { .zero }

    /// A layer showing a player's video.
    /// - Parameter player: The player, or nil.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}
