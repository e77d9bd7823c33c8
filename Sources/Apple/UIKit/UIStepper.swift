// The stepper (`UIStepper`): minus and plus buttons that step a value. Linux: nobody taps them;
// setting `value` in code sends no action, as in UIKit (only the person's tap sends
// `.valueChanged`; `_increment()` and `_decrement()` do what a tap would).
import CoreGraphics
import Foundation

/// A control of a minus and a plus button that step a value through a range.
///
/// Linux: kept as set, not drawn; the value is pinned to the range and only `_increment()` and
/// `_decrement()` send `.valueChanged`. As in UIKit, a minimum not below the maximum, a maximum
/// not above the minimum, or a step not above 0 traps (UIKit raises NSInvalidArgumentException).
/// Auto Layout gives it UIKit's size, 94 × 32 points.
open class UIStepper: UIControl {
    /// The value, pinned to `minimumValue...maximumValue` (0).
    open var value: Double {
        get { storedValue }
        set { storedValue = max(minimumValue, min(newValue, maximumValue)) }
    }
    private var storedValue: Double = 0
    /// The smallest value (0): it must be below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(minimumValue < maximumValue, "minimumValue (\(minimumValue)) must be less than maximumValue (\(maximumValue))")
            value = storedValue
        }
    }
    /// The largest value (100): it must be above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(maximumValue > minimumValue, "maximumValue (\(maximumValue)) must be greater than minimumValue (\(minimumValue))")
            value = storedValue
        }
    }
    /// How much a tap changes the value (1): it must be above 0.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "stepValue (\(stepValue)) must be greater than 0") }
    }
    /// Whether holding a button sends `.valueChanged` at each step (true) or once released.
    open var isContinuous = true
    /// Whether holding a button keeps stepping (true).
    open var autorepeat = true
    /// Whether stepping past one end goes round to the other (false).
    open var wraps = false

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// What a tap on plus does (nobody taps on Linux): the value goes up a step (pinned to the
    /// maximum, or, past it, round to the minimum when it wraps) and `.valueChanged` is sent.
    public func _increment() { step(by: stepValue) }

    /// What a tap on minus does (nobody taps on Linux): the value goes down a step (pinned to
    /// the minimum, or, past it, round to the maximum when it wraps) and `.valueChanged` is sent.
    public func _decrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        let next = storedValue + delta
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        sendActions(for: .valueChanged)
    }
}
