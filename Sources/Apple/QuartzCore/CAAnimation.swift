// The base of Core Animation's animations: timing (`CAMediaTiming`), pacing, the delegate told as
// an animation starts and stops, and arbitrary values stored by key. Linux: an animation added to
// a layer runs on the clock as on a device whose screen nobody sees (see `CALayer.add(_:forKey:)`):
// its delegate hears `animationDidStart(_:)` and then `animationDidStop(_:finished:)` on the main
// queue, in that order, and `presentation()` shows its values meanwhile.
import Foundation

/// What an animation tells as it runs; both methods are optional.
///
/// Linux: both are called on the main queue: `animationDidStart(_:)` when the animation begins,
/// then `animationDidStop(_:finished:)` with `true` once its active duration has passed, or
/// `false` when it is removed (or replaced) before that.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began.
    /// - Parameter anim: The animation (the copy the layer holds).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended.
    /// - Parameters:
    ///   - anim: The animation (the copy the layer held).
    ///   - flag: True when it ran to its end; false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    /// - Parameter anim: The animation.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    /// - Parameters:
    ///   - anim: The animation.
    ///   - flag: Whether it finished.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base class of animations: timing, pacing and the delegate.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying, @unchecked Sendable {
    /// An animation with Core Animation's defaults (duration 0, meaning 0.25 s; removed on
    /// completion).
    public override init() { super.init() }

    /// The value a property of the class takes when none was set (nil: none declared).
    /// - Parameter key: The property's key.
    /// - Returns: The default value, or nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The pacing curve (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when it ends (true). With false and a
    /// `fillMode` of `.forwards`, its final value stays on the presentation layer.
    open var isRemovedOnCompletion = true
    /// The frame rates the animation asks for.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// When the animation begins, in its layer's time (0: when it is added; the layer's copy then
    /// holds the time it was added at).
    open var beginTime: CFTimeInterval = 0
    /// An offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats (`.infinity`: forever; 0: once).
    open var repeatCount: Float = 0
    /// How long it repeats for (0: `repeatCount` decides).
    open var repeatDuration: CFTimeInterval = 0
    /// The length of one cycle in seconds (0: 0.25 s).
    open var duration: CFTimeInterval = 0
    /// How fast its time runs (1).
    open var speed: Float = 1
    /// Whether each cycle plays backwards after it plays forwards.
    open var autoreverses = false
    /// What shows outside the active time (`.removed`).
    open var fillMode = CAMediaTimingFillMode.removed

    /// Values stored by key with `setValue(_:forKey:)`.
    private var storedValues: [String: Any] = [:]

    /// The value stored for a key: a property's value for the timing keys (`duration`,
    /// `beginTime`, `repeatCount`, `autoreverses`, `removedOnCompletion`, and each subclass's
    /// own, such as `keyPath`), else what `setValue(_:forKey:)` stored, else the class's
    /// `defaultValue(forKey:)`. Apps tag animations this way (`anim.setValue("spin", forKey: "id")`).
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open func value(forKey key: String) -> Any? {
        if let known = knownValue(forKey: key) { return known }
        return storedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores a value for a key (the timing keys set their properties).
    /// - Parameters:
    ///   - value: The value (nil removes a stored one).
    ///   - key: The key.
    open func setValue(_ value: Any?, forKey key: String) {
        if setKnownValue(value, forKey: key) { return }
        storedValues[key] = value
    }

    /// A property's value by its key, or nil for a key that names none.
    func knownValue(forKey key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "speed": return speed
        case "autoreverses": return autoreverses
        case "removedOnCompletion": return isRemovedOnCompletion
        case "fillMode": return fillMode.rawValue
        case "timingFunction": return timingFunction
        default: return nil
        }
    }

    /// Sets a property by its key; false for a key that names none or a value that does not fit.
    func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let number = AnimatableValues.number(value)
        switch key {
        case "duration": guard let number else { return false }; duration = number
        case "beginTime": guard let number else { return false }; beginTime = number
        case "timeOffset": guard let number else { return false }; timeOffset = number
        case "repeatCount": guard let number else { return false }; repeatCount = Float(number)
        case "repeatDuration": guard let number else { return false }; repeatDuration = number
        case "speed": guard let number else { return false }; speed = Float(number)
        case "autoreverses": guard let number else { return false }; autoreverses = number != 0
        case "removedOnCompletion": guard let number else { return false }; isRemovedOnCompletion = number != 0
        default: return false
        }
        return true
    }

    /// Whether a value is archived with the animation (true).
    /// - Parameter key: The key.
    /// - Returns: True.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Runs the animation as a layer's action: adds it to the layer under `event`.
    /// - Parameters:
    ///   - event: The key.
    ///   - anObject: The layer.
    ///   - dict: Arguments (unused).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy with the same settings, delegate and stored values (an instance of the nearest
    /// Core Animation class: a subclass of your own is copied as its Core Animation superclass).
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeEmptyCopy()
        copy.takeSettings(from: self)
        return copy
    }

    /// An animation of this Core Animation class with the defaults (each class overrides it).
    func makeEmptyCopy() -> CAAnimation { CAAnimation() }

    /// Takes another animation's settings (each class adds its own).
    func takeSettings(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        duration = other.duration
        speed = other.speed
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        storedValues = other.storedValues
    }

    // MARK: The clock

    /// The seconds of one forward cycle: `duration`, or 0.25 when it is 0.
    var cycleDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The active duration in the animation's own time (infinite for endless repeats).
    var activeLocalDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        // `.infinity` and `.greatestFiniteMagnitude` both mean forever, as apps write it.
        if repeatCount.isInfinite || repeatCount >= .greatestFiniteMagnitude { return .infinity }
        let cycles = repeatCount > 0 ? Double(repeatCount) : 1
        return cycleDuration * cycles * (autoreverses ? 2 : 1)
    }

    /// The active duration in its layer's time.
    var activeDuration: CFTimeInterval { speed == 0 ? .infinity : activeLocalDuration / Double(abs(speed)) }

    /// The time within a forward cycle (0…cycle duration, running back on an autoreversed half)
    /// that shows at a time of its layer, or nil when the animation shows nothing then (outside
    /// its active time, unless its fill mode holds a value).
    func phase(atParentTime t: CFTimeInterval) -> CFTimeInterval? {
        let local = (t - beginTime) * Double(speed) + timeOffset
        let total = activeLocalDuration
        let d = cycleDuration
        if local < 0 { return fillMode == .backwards || fillMode == .both ? 0 : nil }
        var clamped = local
        let ended = local >= total
        if ended {
            guard fillMode == .forwards || fillMode == .both, total.isFinite else { return nil }
            clamped = total
        }
        let period = autoreverses ? 2 * d : d
        var p = clamped.truncatingRemainder(dividingBy: period)
        if ended && p == 0 && total > 0 { p = period }
        return autoreverses && p > d ? period - p : p
    }

    /// Sets what the animation shows at a time of its layer on a presentation copy; the base class
    /// animates nothing.
    func apply(to presentation: CALayer, atParentTime t: CFTimeInterval) {}
}
