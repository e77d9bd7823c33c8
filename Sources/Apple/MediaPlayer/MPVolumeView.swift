// The system's volume slider and AirPlay route button, which apps put in their player screens
// (usually in a `UIViewRepresentable`). Linux has no audio routes: the view keeps its settings
// and is drawn as UIKit's views are, a placeholder.
import Foundation
import UIKit

/// The system's volume slider, with the button that picks where audio plays.
open class MPVolumeView: UIView {
    /// Whether the slider shows.
    open var showsVolumeSlider = true
    /// Whether the route button shows (deprecated: AVKit's route picker).
    open var showsRouteButton = true
    /// Whether other routes than the device are available (Linux: none).
    open var areWirelessRoutesAvailable: Bool { false }
    /// Whether audio plays on another device (Linux: never).
    open var isWirelessRouteActive: Bool { false }
    private var thumbImages: [UInt: UIImage] = [:]

    /// Sets the slider's thumb for a state.
    /// - Parameters:
    ///   - image: The image, or nil for the system's.
    ///   - state: The control state.
    open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// The slider's thumb for a state (nil: the system's).
    /// - Parameter state: The control state.
    /// - Returns: The image.
    open func volumeThumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
}
