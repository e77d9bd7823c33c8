// `AVPlayerViewController`: UIKit's full-screen player with the system's controls, as apps present
// it or wrap it in a representable (drawn as its placeholder). Nothing plays on Linux; the
// controller keeps its player and settings, and its delegate is never called.
import AVFoundation
import Foundation
import UIKit

/// Told of a player view controller's picture-in-picture and full-screen changes; every method
/// is optional (the defaults do nothing, and dismiss at picture-in-picture start).
///
/// Linux: never called (nothing plays, so nothing goes picture in picture).
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    /// Picture in picture is about to start.
    /// - Parameter playerViewController: The controller.
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture started.
    /// - Parameter playerViewController: The controller.
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture failed to start.
    /// - Parameters:
    ///   - playerViewController: The controller.
    ///   - error: Why.
    func playerViewController(_ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: any Error)
    /// Picture in picture is about to stop.
    /// - Parameter playerViewController: The controller.
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture stopped.
    /// - Parameter playerViewController: The controller.
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Whether the controller is dismissed when picture in picture starts.
    /// - Parameter playerViewController: The controller.
    /// - Returns: Whether to dismiss it.
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    /// Asks the app to show the player again as picture in picture stops.
    /// - Parameters:
    ///   - playerViewController: The controller.
    ///   - completionHandler: Call with whether the interface was restored.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension AVPlayerViewControllerDelegate {
    /// Does nothing.
    /// - Parameter playerViewController: The controller.
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    /// - Parameter playerViewController: The controller.
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    /// - Parameters:
    ///   - playerViewController: The controller.
    ///   - error: Why.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     failedToStartPictureInPictureWithError error: any Error) {}
    /// Does nothing.
    /// - Parameter playerViewController: The controller.
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing.
    /// - Parameter playerViewController: The controller.
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Dismisses it.
    /// - Parameter playerViewController: The controller.
    /// - Returns: True.
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool {
        true
    }
    /// Restores nothing.
    /// - Parameters:
    ///   - playerViewController: The controller.
    ///   - completionHandler: Called with false.
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}

/// A view controller that shows a player's video with the system's playback controls.
///
/// Linux: never shown (a representable that makes one is drawn as its placeholder; presenting
/// one shows nothing) and nothing plays: its player and settings are kept as set, no frame is
/// ever ready for display, and the delegate is never called.
open class AVPlayerViewController: UIViewController {
    private var overlay: UIView?

    /// The player whose video is shown.
    open var player: AVPlayer?
    /// Whether the playback controls show.
    open var showsPlaybackControls = true
    /// How the video fills the view.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether playback goes full screen when it starts.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends when playback does.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether the video may play picture in picture.
    open var allowsPictureInPicturePlayback = true
    /// Whether picture in picture starts by itself when the app goes to the background.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the Now Playing info centre shows what plays.
    open var updatesNowPlayingInfoCenter = true
    /// Whether the person may not skip ahead.
    open var requiresLinearPlayback = false
    /// Told of picture-in-picture changes (never, on Linux).
    open weak var delegate: (any AVPlayerViewControllerDelegate)?

    /// Whether the first video frame is ready to show: never, on Linux (nothing is decoded).
    open var isReadyForDisplay: Bool { false }
    /// The video's rectangle in the view: empty, as no frame is ever shown.
    open var videoBounds: CGRect { .zero }
    /// A view between the video and the controls, for the app's own content.
    open var contentOverlayView: UIView? {
        if let overlay { return overlay }
        let made = UIView(frame: CGRect(origin: .zero, size: view.bounds.size))
        overlay = made
        return made
    }
}
