// UIKit's gesture recognizer: the base class of taps, pans, long presses, pinches and swipes, with
// UIKit's state machine (possible → began → changed → ended, or recognized at once; failed,
// cancelled), its targets and actions, its delegate and its failure requirements. Linux: nobody
// touches a screen, so touches come from code: SwiftUI's `gesture(_:)` of a
// `UIGestureRecognizerRepresentable` feeds the pointer of a live preview (press, drags, release)
// as one touch, and tests feed touch sequences of their own (`_feed(_:touch:at:time:)`). Actions
// are called through `Selector` (a compiled preview's `@objc` methods) on the thread that feeds the
// touches (the main thread).
import CoreGraphics
import Foundation

/// The base class of the concrete gesture recognizers: it follows the touches of a view, and when
/// they make its gesture it calls its targets' actions at each change of state.
///
/// Linux: touches come from SwiftUI's live previews (`gesture(_:)` of a
/// `UIGestureRecognizerRepresentable`) or from code (`_feed(_:touch:at:time:)`); after a gesture
/// ended, failed or was cancelled the recognizer goes back to `.possible` (calling `reset()`)
/// when the next touch goes down, UIKit doing it at the next turn of the run loop.
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
    /// Where a recognizer is in its gesture.
    public enum State: Int, Sendable, Hashable {
        /// It has not recognized its gesture yet (the state touches start in).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not the gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same state as `ended`.
        public static var recognized: State { .ended }
    }

    /// A target and its action; the target is held weakly, as UIKit holds it.
    private struct Registration {
        weak var target: AnyObject?
        let action: Selector
    }
    private var registrations: [Registration] = []
    /// Actions that are closures (SwiftUI's representable installs one).
    private var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []

    /// A recognizer that calls an action of a target when its state changes.
    /// - Parameters:
    ///   - target: The object whose method is called (nil: none yet).
    ///   - action: The method's selector (`#selector(handlePan(_:))`), which takes the recognizer
    ///     or nothing.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// Adds a target and action.
    /// - Parameters:
    ///   - target: The object whose method is called.
    ///   - action: The method's selector.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !registrations.contains(where: { $0.target === object && $0.action == action }) else { return }
        registrations.append(Registration(target: object, action: action))
    }

    /// Removes a target and action.
    /// - Parameters:
    ///   - target: The target (nil: every target).
    ///   - action: The action (nil: every action of the target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        registrations.removeAll { r in
            (object == nil || r.target === object) && (action == nil || r.action == action) || r.target == nil
        }
    }

    /// Adds an action that is a closure (SwiftUI's representable calls its
    /// `handleUIGestureRecognizerAction` through one).
    /// - Parameter handler: Called with the recognizer at each change of state that UIKit reports.
    package func _addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { handlers.append(handler) }

    // MARK: State

    private var currentState = State.possible
    /// A recognition waiting for the recognizers this one requires to fail.
    private var pendingState: State?

    /// The recognizer's state. Subclasses set it as touches come (`import
    /// UIKit.UIGestureRecognizerSubclass` on iOS); leaving `.possible` asks the delegate
    /// (`gestureRecognizerShouldBegin`) first, and waits while a recognizer this one requires to
    /// fail may still recognize. Each change to began, changed, ended or cancelled calls the
    /// targets' actions.
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }

    private func move(to requested: State) {
        var next = requested
        if currentState == .possible, next == .began || next == .ended {
            if !(delegate?.gestureRecognizerShouldBegin(self) ?? true) {
                next = .failed
            } else if failureRequirements.contains(where: { $0.isUndecided }) {
                pendingState = next
                return
            } else if failureRequirements.contains(where: { $0.currentState != .failed && $0.currentState != .possible }) {
                next = .failed
            }
        }
        guard next != currentState || next == .changed else { return }
        currentState = next
        if next != .possible { pendingState = nil }
        switch next {
        case .began, .changed, .ended, .cancelled: sendActions()
        case .possible, .failed: break
        }
        if next == .failed || next == .began || next == .ended { settleDependents() }
    }

    /// Whether this recognizer may still recognize the current touches.
    private var isUndecided: Bool { currentState == .possible && (!touches.isEmpty || pendingState != nil || waitsForMoreTouches) }

    /// Whether a discrete gesture waits for another tap (a double tap between its taps).
    var waitsForMoreTouches: Bool { false }

    /// The recognizers that require this one to fail learn how it went: a failure lets their
    /// waiting recognition through, a recognition makes them fail.
    private func settleDependents() {
        for dependent in dependents.compactMap({ $0.recognizer }) {
            guard let pending = dependent.pendingState else {
                if currentState != .failed, dependent.currentState == .possible, !dependent.touches.isEmpty { dependent.move(to: .failed) }
                continue
            }
            if currentState == .failed {
                if !dependent.failureRequirements.contains(where: { $0.isUndecided }) {
                    dependent.pendingState = nil
                    dependent.move(to: pending)
                    if pending == .began, dependent.touches.isEmpty { dependent.move(to: .ended) }
                }
            } else {
                dependent.pendingState = nil
                dependent.move(to: .failed)
            }
        }
    }

    private func sendActions() {
        for r in registrations { if let target = r.target { r.action.perform(on: target, with: [self]) } }
        for handler in handlers {
            // At once, on the thread that feeds the touches, as `Selector.perform` calls targets:
            // the handlers are the main actor's, and so is the code that feeds touches (the live
            // preview's session).
            withoutActuallyEscaping(handler) { handler in
                unsafeBitCast(handler, to: ((UIGestureRecognizer) -> Void).self)(self)
            }
        }
    }

    // MARK: Configuration

    /// Whether the recognizer takes touches (true). Turning it off during a gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if currentState == .began || currentState == .changed { move(to: .cancelled) }
            else if currentState == .possible, !touches.isEmpty { move(to: .failed) }
            touches.removeAll()
        }
    }
    /// The view the recognizer is attached to (`addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    /// The delegate, asked whether to begin, to receive touches, and to recognize beside others;
    /// held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether touches of a recognized gesture are cancelled in the view (true).
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only once the gesture failed (false).
    open var delaysTouchesBegan = false
    /// Whether the view's touch-ups wait for the gesture to fail (true).
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes only one type of touch at a time (true).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?
    /// The touch types the recognizer takes (`UITouch.TouchType` raw values: every type).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer takes (none reach it on Linux).
    open var allowedPressTypes: [NSNumber] = []

    // MARK: Failure requirements

    private final class WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
        init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    }
    private var failureRequirements: [UIGestureRecognizer] = []
    private var dependents: [WeakRecognizer] = []

    /// Makes this recognizer wait until another fails: it recognizes only after the other fails,
    /// and fails when the other recognizes (a single tap that requires a double tap to fail).
    /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) else { return }
        failureRequirements.append(otherGestureRecognizer)
        otherGestureRecognizer.dependents.append(WeakRecognizer(self))
    }

    /// Whether this recognizer can keep another from recognizing (true).
    /// - Parameter preventedGestureRecognizer: The other recognizer.
    /// - Returns: True.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether another recognizer can keep this one from recognizing (true).
    /// - Parameter preventingGestureRecognizer: The other recognizer.
    /// - Returns: True.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for another to fail (false; subclasses override it).
    /// - Parameter otherGestureRecognizer: The other recognizer.
    /// - Returns: False.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether another recognizer waits for this one to fail (false; subclasses override it).
    /// - Parameter otherGestureRecognizer: The other recognizer.
    /// - Returns: False.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches

    /// The touches down, in the order they went down, by the identifier they were fed with.
    private(set) var touches: [(id: Int, touch: UITouch)] = []
    /// Touches the recognizer was told to ignore.
    private var ignored: Set<ObjectIdentifier> = []
    /// Where the touches were last, in window coordinates (kept after they lift, as UIKit keeps
    /// the location of an ended gesture).
    private var lastLocations: [CGPoint] = []

    /// How many touches the gesture has.
    open var numberOfTouches: Int { touches.isEmpty ? lastLocations.count : touches.count }

    /// Where the gesture is: the centroid of its touches, in a view's coordinates (nil: the
    /// window's).
    /// - Parameter view: The view.
    /// - Returns: The point.
    open func location(in view: UIView?) -> CGPoint {
        let points = windowLocations
        guard !points.isEmpty else { return convert(.zero, to: view) }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return convert(CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count)), to: view)
    }

    /// Where one of the gesture's touches is, in a view's coordinates (nil: the window's).
    /// - Parameters:
    ///   - touchIndex: The touch's index, in the order the touches went down.
    ///   - view: The view.
    /// - Returns: The point ((0, 0) for an index out of range).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let points = windowLocations
        guard points.indices.contains(touchIndex) else { return .zero }
        return convert(points[touchIndex], to: view)
    }

    /// The touches' points in window coordinates (the last ones once they lifted).
    var windowLocations: [CGPoint] {
        touches.isEmpty ? lastLocations : touches.map { windowPoint(of: $0.touch) }
    }

    /// A touch's point in window coordinates.
    func windowPoint(of touch: UITouch) -> CGPoint { touch.location(in: nil) }

    /// A window point in a view's coordinates (nil: unchanged).
    func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { view?.convert(point, from: nil) ?? point }

    /// A vector in window coordinates as a vector in a view's coordinates.
    func convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(vector, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in a view's coordinates as a vector in window coordinates.
    func convertVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(vector, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Stops sending a touch to the recognizer (its other touches go on).
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: The event it is part of.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignored.insert(ObjectIdentifier(touch))
        touches.removeAll { $0.touch === touch }
    }

    /// Puts the recognizer back before a new gesture: subclasses clear what they kept (call super).
    open func reset() {}

    /// One or more touches went down (subclasses follow them; call super).
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// One or more touches moved.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// One or more touches lifted.
    /// - Parameters:
    ///   - touches: The touches that lifted.
    ///   - event: Their event.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The system cancelled one or more touches.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Time passed to `time` with the touches still (a long press's timer, a tap's wait for the
    /// next tap): subclasses in this module act on it.
    func timePassed(until time: TimeInterval) {}

    /// Feeds the recognizer one change of one touch: how touches reach a recognizer on Linux (the
    /// SwiftUI representable's bridge and tests use it). A touch that goes down after a gesture
    /// ended, failed or was cancelled first puts the recognizer back to `.possible` (`reset()`).
    /// A move to where the touch already is only lets time pass (a finger held still sends no
    /// move on iOS).
    /// - Parameters:
    ///   - phase: `.began`, `.moved` (or `.stationary`: held still until `time`), `.ended` or
    ///     `.cancelled`.
    ///   - id: Which touch, for gestures of several fingers (0 for a single pointer).
    ///   - point: Where the touch is, in the coordinates the recognizer's view's frame is in
    ///     (the window's); as is when the recognizer has no view.
    ///   - time: When, in seconds (any origin; only differences count).
    package func _feed(_ phase: UITouch.Phase, touch id: Int = 0, at point: CGPoint, time: TimeInterval) {
        if phase == .began, touches.isEmpty {
            if currentState != .possible, currentState != .began, currentState != .changed { backToPossible() }
        }
        timePassed(until: time)
        guard isEnabled else { return }
        let viewPoint = view.map { $0.convert(point, from: nil) } ?? point
        let existing = touches.first { $0.id == id }?.touch
        switch phase {
        case .began:
            guard existing == nil else { return }
            let touch = UITouch(at: viewPoint, in: view, phase: .began)
            touch.timestamp = time
            guard allowedTouchTypes.contains(NSNumber(value: touch.type.rawValue)),
                  delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true else { return }
            touches.append((id, touch))
            let e = event(at: time)
            guard delegate?.gestureRecognizer(self, shouldReceive: e) ?? true else {
                touches.removeAll { $0.touch === touch }
                return
            }
            remember()
            touchesBegan([touch], with: e)
        case .moved, .stationary:
            guard let touch = existing, !ignored.contains(ObjectIdentifier(touch)) else { return }
            touch.timestamp = time
            guard touch.point != viewPoint else { touch.phase = .stationary; return }
            touch.previousPoint = touch.point
            touch.point = viewPoint
            touch.phase = .moved
            remember()
            touchesMoved([touch], with: event(at: time))
        case .ended, .cancelled:
            guard let touch = existing else { return }
            touch.timestamp = time
            if touch.point != viewPoint, phase == .ended {
                touch.previousPoint = touch.point
                touch.point = viewPoint
                touch.phase = .moved
                remember()
                touchesMoved([touch], with: event(at: time))
            }
            touch.phase = phase
            let e = event(at: time)
            touches.removeAll { $0.touch === touch }
            if !touches.isEmpty { remember() }
            if phase == .ended { touchesEnded([touch], with: e) } else { touchesCancelled([touch], with: e) }
        }
    }

    /// Time passes with every touch still (a long press held; a tap waiting for its next tap).
    /// - Parameter time: The time now, in the seconds touches are fed with.
    package func _advance(to time: TimeInterval) { timePassed(until: time) }

    private func remember() { lastLocations = touches.map { windowPoint(of: $0.touch) } }

    private func event(at time: TimeInterval) -> UIEvent {
        let event = UIEvent(touches: Set(touches.map(\.touch)))
        event.timestamp = time
        return event
    }

    private func backToPossible() {
        currentState = .possible
        pendingState = nil
        touches.removeAll()
        ignored.removeAll()
        lastLocations.removeAll()
        reset()
    }
}

/// The distance between two points.
func gestureDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
