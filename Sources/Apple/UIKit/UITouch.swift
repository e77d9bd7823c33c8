// Touches and events, as responders (views and view controllers) receive them in
// `touchesBegan(_:with:)` and its siblings. Linux: nobody touches the screen, so UIKit sends none;
// code (a test, a preview) can make touches of its own and pass them to a responder: a touch keeps
// its view, location, phase and tap count, and locates itself in any view's coordinates.
import CoreGraphics
import Foundation

/// A finger (or pencil) on the screen.
open class UITouch: NSObject, @unchecked Sendable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable, Hashable {
        /// It touched down.
        case began = 0
        /// It moved.
        case moved = 1
        /// It is still, down.
        case stationary = 2
        /// It lifted.
        case ended = 3
        /// The system cancelled it.
        case cancelled = 4
    }
    /// What touches.
    public enum TouchType: Int, Sendable, Hashable {
        /// A finger.
        case direct = 0
        /// A touch not on the screen (a trackpad).
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
    }

    /// The touch's phase.
    open var phase: Phase = .began
    /// What touches (a finger).
    open var type: TouchType = .direct
    /// How many taps (1).
    open var tapCount = 1
    /// When it happened, in seconds since the system started.
    open var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// The view it is in.
    open var view: UIView?
    /// The window it is in (its view's).
    open var window: UIWindow? { view?.window }
    /// How hard it presses (0: not measured).
    open var force: CGFloat = 0
    /// The most force it can measure.
    open var maximumPossibleForce: CGFloat = 0
    /// The radius of the touched area.
    open var majorRadius: CGFloat = 20
    /// Where it is, in its view's coordinates.
    var point: CGPoint = .zero
    /// Where it was before it moved, in its view's coordinates.
    var previousPoint: CGPoint = .zero

    /// A touch (at (0, 0), in no view).
    public override init() { super.init() }

    /// A touch at a point of a view (Linux: how code makes touches to pass to responders).
    /// - Parameters:
    ///   - point: The point, in the view's coordinates.
    ///   - view: The view.
    ///   - phase: Its phase.
    public init(at point: CGPoint, in view: UIView?, phase: Phase = .began) {
        self.point = point
        previousPoint = point
        self.view = view
        self.phase = phase
        super.init()
    }

    /// Where the touch is in a view's coordinates (nil: its window's).
    /// - Parameter view: The view.
    /// - Returns: The point.
    open func location(in view: UIView?) -> CGPoint { convert(point, to: view) }
    /// Where the touch was before it moved, in a view's coordinates.
    /// - Parameter view: The view.
    /// - Returns: The point.
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousPoint, to: view) }

    private func convert(_ p: CGPoint, to target: UIView?) -> CGPoint {
        guard let source = self.view else { return p }
        if target === source { return p }
        return source.convert(p, to: target)
    }
}

/// An event: the touches of a gesture, a motion, a press.
open class UIEvent: NSObject, @unchecked Sendable {
    /// The kinds of event.
    public enum EventType: Int, Sendable, Hashable {
        /// Touches.
        case touches = 0
        /// A motion (a shake).
        case motion = 1
        /// Remote control.
        case remoteControl = 2
        /// Presses of physical buttons.
        case presses = 3
        /// A scroll.
        case scroll = 10
        /// A hover.
        case hover = 11
        /// A transform (a pinch or rotation on a trackpad).
        case transform = 14
    }
    /// The kinds of motion and remote-control event.
    public enum EventSubtype: Int, Sendable, Hashable {
        /// None.
        case none = 0
        /// A shake.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
    }

    /// The event's kind.
    open var type: EventType { .touches }
    /// The event's subkind.
    open var subtype: EventSubtype { .none }
    /// When it happened, in seconds since the system started.
    open var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    private let touchSet: Set<UITouch>

    /// An event of touches (Linux: how code makes events to pass to responders).
    /// - Parameter touches: The touches.
    public init(touches: Set<UITouch> = []) {
        touchSet = touches
        super.init()
    }

    /// The touches of the event.
    open var allTouches: Set<UITouch>? { touchSet }
    /// The touches in a view.
    /// - Parameter view: The view.
    /// - Returns: The touches.
    open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }
    /// The touches in a window.
    /// - Parameter window: The window.
    /// - Returns: The touches.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }
}
