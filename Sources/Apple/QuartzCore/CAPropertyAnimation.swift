// Animations of one layer property named by a key path (`"opacity"`, `"position.x"`,
// `"transform.rotation.z"`, `"strokeEnd"`), and the basic animation between two values. Linux:
// the values are interpolated for real on the presentation layer while the animation runs; the
// model value is what code set.
import Foundation

/// An animation of one property of a layer, named by its key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// An animation of the property at a key path.
    /// - Parameter path: The key path (`"position"`, `"transform.scale"`…).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path of the animated property.
    open var keyPath: String?
    /// Whether the animated value is added to the property's current value.
    open var isAdditive = false
    /// Whether each repeat builds on the previous one's end value.
    open var isCumulative = false

    override func makeEmptyCopy() -> CAAnimation { CAPropertyAnimation() }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override func knownValue(forKey key: String) -> Any? {
        key == "keyPath" ? keyPath : super.knownValue(forKey: key)
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        guard key == "keyPath" else { return super.setKnownValue(value, forKey: key) }
        keyPath = value as? String
        return true
    }

    /// The value shown at a phase of the cycle, given the property's value before this animation
    /// (nil: none).
    func value(atPhase phase: CFTimeInterval, current: Any?) -> Any? { nil }

    override func apply(to presentation: CALayer, atParentTime t: CFTimeInterval) {
        guard let keyPath, let phase = phase(atParentTime: t) else { return }
        let current = presentation.value(forKeyPath: keyPath)
        guard var shown = value(atPhase: phase, current: current) else { return }
        if isCumulative && !autoreverses {
            // Each completed cycle adds its change again.
            let local = (t - beginTime) * Double(speed) + timeOffset
            let cycles = min(max(0, floor(local / cycleDuration)), max(0, ceil(activeLocalDuration / cycleDuration) - 1))
            if cycles > 0, let end = value(atPhase: cycleDuration, current: current), let start = value(atPhase: 0, current: current),
               let change = AnimatableValues.subtract(end, start) {
                for _ in 0..<Int(min(cycles, 10_000)) { shown = AnimatableValues.add(shown, change) ?? shown }
            }
        }
        if isAdditive { shown = AnimatableValues.add(current, shown) ?? shown }
        presentation.setValue(shown, forKeyPath: keyPath)
    }
}

/// An animation between two values of a property (`fromValue`, `toValue`, `byValue`), paced by
/// its timing function.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The value it starts from (nil: the property's current value, or `toValue − byValue`).
    open var fromValue: Any?
    /// The value it ends at (nil: the property's current value, or `fromValue + byValue`).
    open var toValue: Any?
    /// The change it makes, when `fromValue` or `toValue` is not set.
    open var byValue: Any?

    override func makeEmptyCopy() -> CAAnimation { CABasicAnimation() }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "fromValue": return fromValue
        case "toValue": return toValue
        case "byValue": return byValue
        default: return super.knownValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    /// The two ends, by Core Animation's rules for which of the three values are set.
    func ends(current: Any?) -> (from: Any?, to: Any?) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, AnimatableValues.add(from, by))
        case let (nil, to?, by?): return (AnimatableValues.subtract(to, by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, AnimatableValues.add(current, by))
        default: return (current, current)
        }
    }

    /// The fraction of the change shown at a phase: the timing function's value at the fraction
    /// of the cycle elapsed.
    func fraction(atPhase phase: CFTimeInterval) -> Double {
        let x = phase / cycleDuration
        return timingFunction?.solve(x) ?? min(max(x, 0), 1)
    }

    override func value(atPhase phase: CFTimeInterval, current: Any?) -> Any? {
        let (from, to) = ends(current: current)
        let f = fraction(atPhase: phase)
        if let value = AnimatableValues.interpolate(from, to, f) { return value }
        // Values that do not interpolate (images, strings) switch halfway.
        return f < 0.5 ? from : to
    }
}
