// The on/off switch (`UISwitch`). Linux: nobody flips it; setting `isOn` in code sends no action,
// as in UIKit (only the person's flip sends `.valueChanged`; `_flip()` does what a flip would).
// Its size is UIKit's fixed 51 × 31 points.
import CoreGraphics
import Foundation

/// A switch that is on or off.
///
/// Linux: kept as set, not drawn; its frame is always 51 × 31 points wide and tall (UIKit
/// ignores the size it is given), and only `_flip()` sends `.valueChanged` (see the file's notes).
open class UISwitch: UIControl {
    /// How a switch is drawn.
    public enum Style: Int, Sendable, Hashable {
        /// As the platform draws it.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }

    /// The switch's size, which UIKit keeps whatever frame it is given.
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (false).
    open var isOn = false
    /// The track's colour when on (nil: the system's green).
    open var onTintColor: UIColor?
    /// The knob's colour (nil: white).
    open var thumbTintColor: UIColor?
    /// The image when on (unused since iOS 7).
    open var onImage: UIImage?
    /// The image when off (unused since iOS 7).
    open var offImage: UIImage?
    /// The title beside a checkbox (Mac Catalyst).
    open var title: String?
    /// The style asked for (`.automatic`).
    open var preferredStyle: Style = .automatic
    /// The style drawn: sliding, on an iPhone.
    open var style: Style { .sliding }

    /// A switch at a frame's origin, 51 × 31 points whatever the frame's size.
    /// - Parameter frame: The frame (its size is ignored).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// The switch's size, whatever size is offered.
    /// - Parameter size: The size offered.
    /// - Returns: 51 × 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Turns the switch on or off (no action is sent).
    /// - Parameters:
    ///   - on: Whether it is on.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// What the person's flip does (nobody flips on Linux): the switch turns over and sends
    /// `.valueChanged`.
    public func _flip() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
