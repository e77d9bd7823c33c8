// The slider (`UISlider`). Linux: nobody drags its thumb; setting `value` in code sends no action,
// as in UIKit (only the person's drag sends `.valueChanged`; `_drag(to:)` does what a drag would).
import CoreGraphics
import Foundation

/// A control that picks a value in a range by dragging a thumb along a track.
///
/// Linux: kept as set, not drawn; the value is pinned to the range, as UIKit pins it, and only
/// `_drag(to:)` sends `.valueChanged`. Auto Layout gives it UIKit's height, 31 points, and the
/// width of its constraints.
open class UISlider: UIControl {
    /// The value, pinned to `minimumValue...maximumValue` (0).
    open var value: Float {
        get { storedValue }
        set { storedValue = pinned(newValue) }
    }
    private var storedValue: Float = 0
    /// The smallest value (0); a value below it becomes it.
    open var minimumValue: Float = 0 {
        didSet { storedValue = pinned(storedValue) }
    }
    /// The largest value (1); a value above it becomes it.
    open var maximumValue: Float = 1 {
        didSet { storedValue = pinned(storedValue) }
    }
    /// Whether a drag sends `.valueChanged` as it goes (true) or only at its end.
    open var isContinuous = true
    /// The image at the minimum end.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end.
    open var maximumValueImage: UIImage?
    /// The colour of the track below the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track above the thumb (nil: the system's grey).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor?
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// The value pinned to the range.
    private func pinned(_ value: Float) -> Float { max(minimumValue, min(value, maximumValue)) }

    /// Sets the value (no action is sent).
    /// - Parameters:
    ///   - value: The value, pinned to the range.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// 31 points tall; no width of its own.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Sets the thumb's image for a state.
    /// - Parameters:
    ///   - image: The image (nil: the default thumb).
    ///   - state: The state.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// The thumb's image for a state.
    /// - Parameter state: The state.
    /// - Returns: The image set for it, or nil.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The thumb's image now: the current state's, else the normal state's.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }
    /// Sets the image of the track below the thumb for a state.
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state.rawValue] = image }
    /// The image of the track below the thumb for a state.
    /// - Parameter state: The state.
    /// - Returns: The image set for it, or nil.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// Sets the image of the track above the thumb for a state.
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state.rawValue] = image }
    /// The image of the track above the thumb for a state.
    /// - Parameter state: The state.
    /// - Returns: The image set for it, or nil.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// What the person's drag does (nobody drags on Linux): the value moves there, pinned to
    /// the range, and `.valueChanged` is sent.
    /// - Parameter value: Where the thumb is dragged to.
    public func _drag(to value: Float) {
        self.value = value
        sendActions(for: .valueChanged)
    }
}
