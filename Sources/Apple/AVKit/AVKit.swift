// `import AVKit` on Linux: SwiftUI's `VideoPlayer`, drawn as a placeholder that lays out as
// the player does, and UIKit's `AVPlayerViewController`. Apple's AVKit re-exports AVFoundation
// and UIKit, and so does this module.
@_exported import AVFoundation
import Foundation
import Trellis
@_exported import UIKit

/// A view that plays a player's video with the system's controls, with optional views over it.
///
/// Linux: a light grey rounded rectangle captioned "VideoPlayer" with the overlay drawn over it,
/// flexible on both axes like AVKit's player view: it takes the size it is offered, and 10
/// points on an axis proposed nil (give it a frame or an aspect ratio). Nothing plays. One
/// warning per process: "VideoPlayer is drawn as a placeholder (AVKit is not available on Linux)".
public nonisolated struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    /// The placeholder, with the overlay over it.
    public var body: some View {
        FrameworkPlaceholder("VideoPlayer", framework: "AVKit") { overlay }
    }

    /// A player of a player's item.
    /// - Parameter player: The player, or nil for none yet.
    public init(player: AVPlayer?) where VideoOverlay == EmptyView { overlay = EmptyView() }

    /// A player with views over the video (below the controls).
    /// - Parameters:
    ///   - player: The player, or nil.
    ///   - videoOverlay: The views over the video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }
}
