// A press of a physical button (a remote's, a keyboard's), as responders and gesture recognizers'
// delegates receive them. Linux: no button is pressed, so UIKit sends none; code can make presses
// of its own.
import Foundation

/// A press of a physical button.
open class UIPress: NSObject, @unchecked Sendable {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable, Hashable {
        /// The button went down.
        case began = 0
        /// The force changed.
        case changed = 1
        /// The button is still down.
        case stationary = 2
        /// The button came up.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }
    /// The buttons.
    public enum PressType: Int, Sendable, Hashable {
        /// Up.
        case upArrow = 0
        /// Down.
        case downArrow = 1
        /// Left.
        case leftArrow = 2
        /// Right.
        case rightArrow = 3
        /// Select.
        case select = 4
        /// Menu.
        case menu = 5
        /// Play/pause.
        case playPause = 6
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
    }
    /// The press's phase.
    open var phase: Phase = .began
    /// The button.
    open var type: PressType = .select
    /// When it happened, in seconds since the system started.
    open var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// How hard it presses (0 or 1 for a digital button).
    open var force: CGFloat = 0
    /// A press (of select, began).
    public override init() { super.init() }
}
