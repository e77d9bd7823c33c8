// View animations: `UIView.animate`, springs, keyframes, transitions, and the options they take.
// UIKit's model, on Linux as on a device whose screen nobody sees:
//
// 1. The animations block runs at once: the views' properties take their new values (what code
//    reads afterwards), as they do on a device.
// 2. Each change of an animatable property (`frame`, `bounds`, `center`, `alpha`, `transform`,
//    `backgroundColor`) made in the block adds an animation to the view's layer (UIKit's keys:
//    `"position"`, `"bounds"`, `"opacity"`, `"transform"`, `"backgroundColor"`), from the old
//    value to the new, with the block's duration, delay and curve, so the layer's
//    `presentation()` moves between them meanwhile.
// 3. The completion is called on the main queue after `delay + duration` (via the main run loop),
//    with `true`, or `false` if the layer animations it made were removed before their end; never
//    for a `.repeat` animation, which does not end. So code that chains animations from
//    completions runs in order.
// 4. `performWithoutAnimation` and `UIView.setAnimationsEnabled(false)` set values without
//    animations.
// Keyframe blocks run in the order they are added, each with its share of the duration; a
// transition runs its block at once and adds a Core Animation transition to the view's layer.
import CoreGraphics
import Foundation

extension UIView {
    /// Options of a view animation: what it does, its curve, and its transition.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the person interact with the views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the values shown, not the model's.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (the completion is never called).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after each forward run.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses its own duration inside another animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses its own curve inside another animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content as it animates.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views instead of removing and adding them in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses its own options inside another animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips about the vertical axis, left edge forward.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips about the vertical axis, right edge forward.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips about the horizontal axis, top edge forward.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips about the horizontal axis, bottom edge forward.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options choose.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition the options choose (0: none).
        var transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// Options of a keyframe animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the person interact with the views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the values shown.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (the completion is never called).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after each forward run.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses its own duration inside another animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Uses its own options inside another animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each keyframe's values at once.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The pace of an animation over its duration.
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even throughout.
        case linear = 3

        /// Core Animation's timing function of the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// A system animation of views.
    public enum SystemAnimation: UInt, Sendable, Hashable {
        /// The views fade and shrink, then leave their superviews.
        case delete = 0
    }

    /// Animates changes to views: `animations` runs at once (the new values are set) and the
    /// changes animate on the views' layers over `duration` seconds, slow at both ends.
    /// - Parameters:
    ///   - duration: How long, in seconds.
    ///   - animations: The changes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        ViewAnimation.run(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// Animates changes to views, then calls `completion` on the main queue after `duration`
    /// (with `true`, or `false` if the animations were removed first).
    /// - Parameters:
    ///   - duration: How long, in seconds.
    ///   - animations: The changes.
    ///   - completion: Called when the animations end, with whether they finished.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.run(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    /// Animates changes to views after a delay, with options (curve, repeat, autoreverse), then
    /// calls `completion` on the main queue after `delay + duration`.
    /// - Parameters:
    ///   - duration: How long, in seconds.
    ///   - delay: How long to wait first, in seconds.
    ///   - options: The options.
    ///   - animations: The changes.
    ///   - completion: Called when the animations end, with whether they finished.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.run(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// Animates changes to views along a spring's curve that settles within `duration`, then calls
    /// `completion` on the main queue after `delay + duration`.
    /// - Parameters:
    ///   - duration: How long, in seconds.
    ///   - delay: How long to wait first, in seconds.
    ///   - dampingRatio: The spring's damping (1: no overshoot; less: it oscillates).
    ///   - velocity: The initial speed, in distances to travel per second.
    ///   - options: The options.
    ///   - animations: The changes.
    ///   - completion: Called when the animations end, with whether they finished.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.run(duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity), animations: animations,
                          completion: completion)
    }

    /// Animates changes to views along a spring of a perceptual duration and bounce, then calls
    /// `completion` on the main queue after `delay + duration`.
    /// - Parameters:
    ///   - duration: The spring's perceptual duration, in seconds (0.5).
    ///   - bounce: How much it bounces (0: none; up to 1).
    ///   - velocity: The initial speed, in distances to travel per second.
    ///   - delay: How long to wait first, in seconds.
    ///   - options: The options.
    ///   - animations: The changes.
    ///   - completion: Called when the animations end, with whether they finished.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.run(duration: duration, delay: delay, options: options, spring: (1 - bounce, velocity), animations: animations,
                          completion: completion)
    }

    /// Animates changes to views through keyframes: `animations` runs at once, and each
    /// `addKeyframe` in it runs its block with its share of the duration; `completion` is called
    /// on the main queue after `delay + duration`.
    /// - Parameters:
    ///   - duration: How long, in seconds.
    ///   - delay: How long to wait first, in seconds.
    ///   - options: The options.
    ///   - animations: The keyframes.
    ///   - completion: Called when the animations end, with whether they finished.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var animationOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        animationOptions.insert(.curveLinear)
        ViewAnimation.run(duration: duration, delay: delay, options: animationOptions, spring: nil, animations: animations,
                          completion: completion)
    }

    /// A keyframe of the enclosing `animateKeyframes` block: its changes animate over its share of
    /// that block's duration (outside such a block, they are set at once).
    /// - Parameters:
    ///   - frameStartTime: When it starts, as a fraction of the duration (0 to 1).
    ///   - frameDuration: How long it runs, as a fraction of the duration (0 to 1).
    ///   - animations: The changes.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        ViewAnimation.keyframe(start: frameStartTime, duration: frameDuration, animations: animations)
    }

    /// A transition of one view's content: `animations` runs at once and a Core Animation
    /// transition (the option's: a fade for a cross-dissolve) is added to the view's layer;
    /// `completion` is called on the main queue after `duration`.
    /// - Parameters:
    ///   - view: The view whose content changes.
    ///   - duration: How long, in seconds.
    ///   - options: The transition and other options.
    ///   - animations: The changes (nil: none).
    ///   - completion: Called when the transition ends, with whether it finished.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.transition(in: view, duration: duration, options: options, animations: animations ?? {}, completion: completion)
    }

    /// A transition from one view to another: `toView` takes `fromView`'s place in its superview
    /// (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead), with a
    /// Core Animation transition on the superview's layer; `completion` is called on the main
    /// queue after `duration`.
    /// - Parameters:
    ///   - fromView: The view that leaves.
    ///   - toView: The view that comes.
    ///   - duration: How long, in seconds.
    ///   - options: The transition and other options.
    ///   - completion: Called when the transition ends, with whether it finished.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview ?? toView.superview ?? fromView
        ViewAnimation.transition(in: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
                parent.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Runs a system animation on views: for `.delete`, they fade out and shrink while
    /// `parallelAnimations` runs, then leave their superviews; `completion` is called on the main
    /// queue once they have.
    /// - Parameters:
    ///   - animation: The system animation.
    ///   - views: The views.
    ///   - options: The options.
    ///   - parallelAnimations: Changes animated alongside.
    ///   - completion: Called when the animation ends, with whether it finished.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        ViewAnimation.run(duration: 0.3, delay: 0, options: options, spring: nil, animations: {
            for view in views {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
            parallelAnimations?()
        }, completion: { finished in
            for view in views { view.removeFromSuperview() }
            completion?(finished)
        })
    }

    /// Runs changes without animating them, even inside an animation block.
    /// - Parameter actionsWithoutAnimation: The changes.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimation.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether view animations run (true unless turned off with `setAnimationsEnabled(_:)`).
    public class var areAnimationsEnabled: Bool { ViewAnimation.enabled }

    /// Turns view animations on or off: while off, animation blocks set their values at once.
    /// - Parameter enabled: Whether animations run.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimation.enabled = enabled }

    /// The duration of the animation block running now (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimation.current?.duration ?? 0 }
}

/// One running animation block: its timing, and what it changed.
final class ViewAnimationContext {
    /// The block's duration.
    let duration: TimeInterval
    /// Its delay from now.
    let delay: TimeInterval
    /// Its options.
    let options: UIView.AnimationOptions
    /// Its spring (damping ratio, initial velocity), if any.
    let spring: (damping: CGFloat, velocity: CGFloat)?
    /// Who waits for its layer animations (nil: changes are recorded, not animated on layers).
    let tracker: ViewAnimationTracker?
    /// Whether changes are neither animated nor recorded.
    let isDisabled: Bool
    /// How to put back each changed property (the first change of each is kept), in order.
    private(set) var restores: [(key: String, restore: () -> Void)] = []
    private var restoredKeys = Set<String>()

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: (damping: CGFloat, velocity: CGFloat)?,
         tracker: ViewAnimationTracker?, isDisabled: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        self.tracker = tracker
        self.isDisabled = isDisabled
    }

    /// Keeps how to put a property back, the first time it changes.
    func keep(_ key: String, restore: @escaping () -> Void) {
        guard restoredKeys.insert(key).inserted else { return }
        restores.append((key, restore))
    }
}

/// Waits for an animation block's layer animations and its duration, then calls its completion on
/// the main queue with whether all of them finished.
final class ViewAnimationTracker: NSObject, CAAnimationDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 1
    private var finishedAll = true
    private var completed = false
    private let completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
        super.init()
    }

    /// A layer animation to wait for.
    func track(_ animation: CAAnimation) {
        lock.withLock { pending += 1 }
        animation.delegate = self
    }

    /// Waits `seconds` too (the block's delay and duration).
    func wait(_ seconds: TimeInterval) {
        lock.withLock { pending += 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { [self] in end(finished: true) }
    }

    /// No more waits will be added.
    func seal() {
        let done = lock.withLock { () -> Bool in
            pending -= 1
            return pending == 0
        }
        if done { DispatchQueue.main.async { [self] in complete() } }
    }

    /// A layer animation ended.
    /// - Parameters:
    ///   - anim: The animation.
    ///   - flag: Whether it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { end(finished: flag) }

    /// Something ended: an animation removed before its end ends the block at once (unfinished),
    /// as UIKit calls the completion when a view's animations are removed.
    private func end(finished: Bool) {
        let done = lock.withLock { () -> Bool in
            finishedAll = finishedAll && finished
            pending -= 1
            return pending == 0 || !finished
        }
        if done { complete() }
    }

    private func complete() {
        let call = lock.withLock { () -> Bool? in
            guard !completed else { return nil }
            completed = true
            return finishedAll
        }
        if let finished = call { completion?(finished) }
    }
}

/// The running animation blocks and the recording of their changes (see the file's notes).
enum ViewAnimation {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var animationsEnabled = true

    /// Whether animations run.
    static var enabled: Bool {
        get { lock.withLock { animationsEnabled } }
        set { lock.withLock { animationsEnabled = newValue } }
    }

    /// The stack of blocks running on this thread.
    private final class Stack {
        var contexts: [ViewAnimationContext] = []
    }

    private static var stack: Stack {
        let key = "UIKit.ViewAnimation.stack"
        if let existing = Thread.current.threadDictionary[key] as? Stack { return existing }
        let made = Stack()
        Thread.current.threadDictionary[key] = made
        return made
    }

    /// The innermost block running on this thread.
    static var current: ViewAnimationContext? { stack.contexts.last }

    /// Runs a block as the current one.
    static func within<T>(_ context: ViewAnimationContext, _ body: () -> T) -> T {
        let s = stack
        s.contexts.append(context)
        defer { s.contexts.removeLast() }
        return body()
    }

    /// Runs changes with no animation.
    static func withoutAnimation(_ body: () -> Void) {
        within(ViewAnimationContext(duration: 0, delay: 0, options: [], spring: nil, tracker: nil, isDisabled: true), body)
    }

    /// Runs an animation block (see the file's notes).
    static func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                    spring: (damping: CGFloat, velocity: CGFloat)?, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let tracker = ViewAnimationTracker(completion: completion)
        let context = ViewAnimationContext(duration: max(duration, 0), delay: max(delay, 0), options: options, spring: spring,
                                           tracker: tracker, isDisabled: !enabled)
        within(context, animations)
        if !options.contains(.repeat) || context.isDisabled { tracker.wait(context.delay + context.duration) }
        tracker.seal()
    }

    /// Runs a keyframe of the current keyframe block.
    static func keyframe(start: Double, duration: Double, animations: () -> Void) {
        guard let parent = current, !parent.isDisabled else {
            animations()
            return
        }
        let context = ViewAnimationContext(duration: parent.duration * max(duration, 0), delay: parent.delay + parent.duration * max(start, 0),
                                           options: parent.options, spring: nil, tracker: parent.tracker)
        within(context, animations)
    }

    /// Runs a transition block: its changes are set at once and a transition animates the view.
    static func transition(in view: UIView, duration: TimeInterval, options: UIView.AnimationOptions, animations: () -> Void,
                           completion: ((Bool) -> Void)?) {
        let tracker = ViewAnimationTracker(completion: completion)
        withoutAnimation(animations)
        if enabled, options.transition != 0 {
            let transition = CATransition()
            transition.duration = max(duration, 0)
            transition.timingFunction = options.curve.timingFunction
            switch options.transition {
            case 1: transition.type = .push; transition.subtype = .fromLeft
            case 2: transition.type = .push; transition.subtype = .fromRight
            case 3: transition.type = .reveal; transition.subtype = .fromBottom
            case 4: transition.type = .moveIn; transition.subtype = .fromTop
            case 6: transition.type = .push; transition.subtype = .fromTop
            case 7: transition.type = .push; transition.subtype = .fromBottom
            default: transition.type = .fade
            }
            tracker.track(transition)
            view.layer.add(transition, forKey: "transition")
        }
        tracker.wait(max(duration, 0))
        tracker.seal()
    }

    /// Whether changes of a view's properties are recorded now.
    static func recording(_ view: UIView) -> Bool {
        guard let context = current else { return false }
        return !context.isDisabled
    }

    /// Records a change of a view's geometry (its layer's bounds and position).
    static func record(_ view: UIView, bounds oldBounds: CGRect, center oldCenter: CGPoint) {
        let layer = view.layer
        if oldBounds != layer.bounds {
            record(view, key: "bounds", from: oldBounds, to: layer.bounds) { [weak layer] in layer?.bounds = oldBounds }
        }
        if oldCenter != layer.position {
            record(view, key: "position", from: oldCenter, to: layer.position) { [weak layer] in layer?.position = oldCenter }
        }
    }

    /// Records a change of a view's property in the current block: keeps how to put it back and,
    /// for a block that animates layers, adds an animation from the old value to the new.
    static func record(_ view: UIView, key: String, from: Any?, to: Any?, restore: @escaping () -> Void) {
        guard let context = current, !context.isDisabled, !same(from, to) else { return }
        context.keep("\(AutoLayoutLog.address(view)).\(key)", restore: restore)
        guard let tracker = context.tracker else { return }
        let layer = view.layer
        let animation: CABasicAnimation
        if let spring = context.spring {
            let spring = springAnimation(keyPath: key, dampingRatio: spring.damping, velocity: spring.velocity, duration: context.duration)
            animation = spring
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = context.options.curve.timingFunction
        }
        // A change of a property already animating starts from what shows.
        let shown = layer.animation(forKey: key) != nil ? layer.presentation()?.value(forKey: key) : nil
        animation.fromValue = shown ?? from
        animation.toValue = to
        animation.duration = context.duration
        if context.delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            animation.fillMode = .backwards
        }
        if context.options.contains(.autoreverse) { animation.autoreverses = true }
        if context.options.contains(.repeat) { animation.repeatCount = .infinity }
        tracker.track(animation)
        var animationKey = key
        var n = 1
        while layer.animation(forKey: animationKey) != nil {
            n += 1
            animationKey = "\(key)-\(n)"
        }
        layer.add(animation, forKey: animationKey)
    }

    /// A spring animation that settles within a duration, with a damping ratio.
    private static func springAnimation(keyPath: String, dampingRatio: CGFloat, velocity: CGFloat, duration: TimeInterval) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        let omega = 2 * Double.pi / max(duration, 0.01)
        spring.mass = 1
        spring.stiffness = CGFloat(omega * omega)
        spring.damping = CGFloat(2 * Double(min(max(dampingRatio, 0.01), 1)) * omega)
        spring.initialVelocity = velocity
        return spring
    }

    /// Whether two property values are the same.
    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x as CGRect, y as CGRect): return x == y
        case let (x as CGPoint, y as CGPoint): return x == y
        case let (x as Float, y as Float): return x == y
        case let (x as CATransform3D, y as CATransform3D): return CATransform3DEqualToTransform(x, y)
        case let (x as CGColor, y as CGColor): return x == y
        default: return false
        }
    }
}
