// The property animator: an animation of view properties that code can start, pause, scrub,
// reverse, stop and finish, and its timing curves. Its state machine is UIKit's, on the main
// run loop's clock; on Linux:
//
// 1. The animation blocks run when the animator first becomes active (`startAnimation()`,
//    `pauseAnimation()`, or setting `fractionComplete`), so the views' properties take their end
//    values at once; a block added while it is active runs at once. (Nothing is drawn, so no
//    layer animations are made: what code reads is the model's values.)
// 2. Running, it ends after its remaining time (`delay + duration × (1 − fractionComplete)`), on
//    the main queue: it becomes inactive and its completions are called with `.end` (`.start`
//    when reversed, after the properties go back to their start values). With
//    `pausesOnCompletion` it stays active and paused instead, and no completion is called.
// 3. `fractionComplete` follows the clock while it runs; paused, it is what code sets.
// 4. `stopAnimation(true)` makes it inactive with no completion; `stopAnimation(false)` stops it
//    (`.stopped`) until `finishAnimation(at:)` calls the completions with that position (`.start`
//    puts the properties back to their start values).
import CoreGraphics
import Foundation

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
    /// Not started, or finished.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
    /// At its end values.
    case end = 0
    /// At its start values.
    case start = 1
    /// Where it was.
    case current = 2
}

/// An animation that can be started, paused, scrubbed, stopped and finished.
public protocol UIViewAnimating: NSObjectProtocol {
    /// Where it is in its life.
    var state: UIViewAnimatingState { get }
    /// Whether it is running (active and not paused).
    var isRunning: Bool { get }
    /// Whether it runs backwards, to its start values.
    var isReversed: Bool { get set }
    /// How far it has run, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts it (or resumes it).
    func startAnimation()
    /// Starts it after a delay.
    /// - Parameter delay: The delay, in seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it.
    func pauseAnimation()
    /// Stops it.
    /// - Parameter withoutFinishing: True: inactive at once, no completion; false: stopped until
    ///   `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at a position.
    /// - Parameter finalPosition: The position.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation whose changes are given as blocks.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds changes to animate.
    /// - Parameter animation: The changes.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes to animate, starting part of the way through.
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: How far through they start (0 to 1).
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to call when the animation ends.
    /// - Parameter completion: The block, given where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused or stopped animation with new timing.
    /// - Parameters:
    ///   - parameters: The timing (nil: the current one).
    ///   - durationFactor: The remaining time as a fraction of the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// The kinds of timing curve.
public enum UITimingCurveType: Int, Sendable, Hashable {
    /// One of the built-in curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// Timing for a property animator: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The built-in curve, when it is one (`.easeInOut` for the default).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// The built-in ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    /// A built-in curve.
    /// - Parameter curve: The curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }
    /// A curve of two control points (from (0, 0) to (1, 1)).
    /// - Parameters:
    ///   - point1: The first control point.
    ///   - point2: The second control point.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }
    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The initial velocity, as a fraction of the distance per second on each axis.
    public let initialVelocity: CGVector
    /// The damping ratio (1: no overshoot), when given as one.
    let dampingRatio: CGFloat
    /// A critically damped spring (no overshoot).
    public override convenience init() { self.init(dampingRatio: 1) }
    /// A spring of a damping ratio.
    /// - Parameter ratio: The damping ratio (1: no overshoot).
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }
    /// A spring of a damping ratio and an initial velocity.
    /// - Parameters:
    ///   - ratio: The damping ratio.
    ///   - velocity: The initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }
    /// A spring of a mass, stiffness and damping.
    /// - Parameters:
    ///   - mass: The mass.
    ///   - stiffness: The stiffness.
    ///   - damping: The damping.
    ///   - velocity: The initial velocity.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (max(stiffness * mass, 1e-9)).squareRoot())
        initialVelocity = velocity
        super.init()
    }
    /// A spring of a perceptual duration and bounce.
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - bounce: How much it bounces (0: none).
    ///   - velocity: The initial velocity.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        self.init(dampingRatio: 1 - bounce, initialVelocity: velocity)
    }
    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}

/// An animation of view properties that code controls (see the file's notes).
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @unchecked Sendable {
    /// The duration, in seconds.
    public let duration: TimeInterval
    /// The delay before it starts when started with one.
    open private(set) var delay: TimeInterval = 0
    /// Its timing curve.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Whether it can be paused and stopped (true).
    open var isInterruptible = true
    /// Whether the views take touches while it runs (true).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to you (false).
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing is linear while paused (true).
    open var scrubsLinearly = true
    /// Whether it stays active and paused at its end instead of finishing (false).
    open var pausesOnCompletion = false
    /// Whether it runs backwards, to its start values (false).
    open var isReversed = false

    /// Where it is in its life.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether it is running.
    open private(set) var isRunning = false

    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var context: ViewAnimationContext?
    private var pausedFraction: CGFloat = 0
    private var runStart: Date?
    private var runDelay: TimeInterval = 0
    /// How long the current run lasts, after its delay.
    private var runLength: TimeInterval = 0
    private var runFrom: CGFloat = 0
    private var generation = 0

    /// An animator of a duration and timing curve.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - parameters: The timing curve.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(duration, 0)
        timingParameters = parameters
        super.init()
    }

    /// An animator of a duration and a built-in curve.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - curve: The curve.
    ///   - animations: The changes (nil: add them later).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of a duration and a cubic curve.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - point1: The curve's first control point.
    ///   - point2: The curve's second control point.
    ///   - animations: The changes (nil: add them later).
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of a duration and a spring's damping ratio.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - ratio: The damping ratio (1: no overshoot).
    ///   - animations: The changes (nil: add them later).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that is already running, as `UIView.animate` makes one.
    /// - Parameters:
    ///   - duration: The duration, in seconds.
    ///   - delay: The delay, in seconds.
    ///   - options: The options (their curve is used).
    ///   - animations: The changes.
    ///   - completion: Called with where it ended.
    /// - Returns: The running animator.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// How far it has run, from 0 to 1: the clock's while it runs; settable while paused (setting
    /// it on an inactive animator makes it active and paused).
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let runStart else { return pausedFraction }
            let elapsed = max(Date().timeIntervalSince(runStart) - runDelay, 0)
            let progress = CGFloat(runLength > 0 ? min(elapsed / runLength, 1) : 1)
            return isReversed ? runFrom * (1 - progress) : runFrom + (1 - runFrom) * progress
        }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { activate() }
            pausedFraction = min(max(newValue, 0), 1)
        }
    }

    /// Adds changes: run at once when it is active, else when it becomes active.
    /// - Parameter animation: The changes.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active, let context {
            ViewAnimation.within(context, animation)
        } else {
            pendingAnimations.append(animation)
        }
    }

    /// Adds changes that start part of the way through (on Linux they run as `addAnimations` does).
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: How far through they start.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a block to call when it ends.
    /// - Parameter completion: The block, given where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts it, or resumes it when paused.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts it after a delay.
    /// - Parameter delay: The delay, in seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive {
            self.delay = delay
            activate()
        }
        run(delay: max(delay, 0), remaining: duration * Double(isReversed ? pausedFraction : 1 - pausedFraction))
    }

    /// Pauses it (an inactive animator becomes active and paused at its start).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            activate()
            return
        }
        guard isRunning else { return }
        pausedFraction = fractionComplete
        halt()
    }

    /// Resumes it with new timing: the remaining time is `durationFactor × duration`.
    /// - Parameters:
    ///   - parameters: The timing (ignored on Linux: nothing is drawn).
    ///   - durationFactor: The remaining time as a fraction of the duration.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        run(delay: 0, remaining: duration * Double(max(durationFactor, 0)))
    }

    /// Stops it: with `withoutFinishing`, inactive at once and no completion is called (the
    /// properties keep their values); without, stopped until `finishAnimation(at:)`.
    /// - Parameter withoutFinishing: Whether to skip the finishing step.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { pausedFraction = fractionComplete }
        halt()
        if withoutFinishing {
            state = .inactive
            context = nil
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animation: the properties go back to their start values for `.start`;
    /// the completions are called with the position.
    /// - Parameter finalPosition: Where it ends.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition)
    }

    /// Becomes active: the pending blocks run (their changes are recorded, to put back for
    /// `.start`).
    private func activate() {
        state = .active
        let context = ViewAnimationContext(duration: duration, delay: delay, options: [], spring: nil, tracker: nil)
        self.context = context
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { ViewAnimation.within(context, block) }
    }

    /// Runs from the current fraction for `remaining` seconds after `delay`.
    private func run(delay: TimeInterval, remaining: TimeInterval) {
        isRunning = true
        generation += 1
        let ticket = generation
        runStart = Date()
        runDelay = delay
        runFrom = pausedFraction
        runLength = max(remaining, 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay + max(remaining, 0)) { [weak self] in
            guard let self, self.generation == ticket, self.isRunning else { return }
            self.reachedEnd()
        }
    }

    /// Stops the clock.
    private func halt() {
        isRunning = false
        generation += 1
        runStart = nil
    }

    /// The clock reached the end (the start, when reversed).
    private func reachedEnd() {
        halt()
        if pausesOnCompletion {
            pausedFraction = isReversed ? 0 : 1
            return
        }
        end(at: isReversed ? .start : .end)
    }

    /// Ends at a position: inactive, the properties put back for `.start`, the completions called.
    private func end(at position: UIViewAnimatingPosition) {
        if position == .start, let context {
            ViewAnimation.withoutAnimation {
                for entry in context.restores.reversed() { entry.restore() }
            }
        }
        state = .inactive
        isRunning = false
        context = nil
        pausedFraction = 0
        let callbacks = completions
        completions = []
        for callback in callbacks { callback(position) }
    }
}
