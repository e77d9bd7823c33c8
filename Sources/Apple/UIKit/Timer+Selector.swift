// Timers that call a target's method (`Timer.scheduledTimer(timeInterval: 1, target: self,
// selector: #selector(tick), userInfo: nil, repeats: true)`), as older UIKit and view-model code
// makes them: the selector is UIKit's `Selector` here, what a compiled preview reads `#selector(…)`
// as, so the initializers are declared where that type is. Each firing calls the method with
// the timer (a compiled preview's `@objc` methods: see `Selector`). The target is held until the
// timer is invalidated, as Foundation holds it. Linux's `Timer` keeps no user info of its own,
// so `userInfo` is accepted and the timer's stays nil.
import Foundation

extension Timer {
    /// A timer that calls a target's method, to be added to a run loop.
    /// - Parameters:
    ///   - ti: Seconds between firings.
    ///   - aTarget: The object whose method is called.
    ///   - aSelector: The method's selector (`#selector(tick(_:))`).
    ///   - userInfo: Accepted (Linux: the timer keeps none).
    ///   - yesOrNo: Whether it fires again and again.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        nonisolated(unsafe) let target = aTarget
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in aSelector.perform(on: target, with: [timer]) }
    }

    /// A timer that first fires at a date and calls a target's method, to be added to a run loop.
    /// - Parameters:
    ///   - date: When it first fires.
    ///   - ti: Seconds between firings.
    ///   - t: The object whose method is called.
    ///   - s: The method's selector.
    ///   - ui: Accepted (Linux: the timer keeps none).
    ///   - rep: Whether it fires again and again.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
        nonisolated(unsafe) let target = t
        self.init(fire: date, interval: ti, repeats: rep) { timer in s.perform(on: target, with: [timer]) }
    }

    /// Makes a timer that calls a target's method and schedules it on the current run loop.
    /// - Parameters:
    ///   - ti: Seconds between firings.
    ///   - aTarget: The object whose method is called.
    ///   - aSelector: The method's selector (`#selector(tick)`).
    ///   - userInfo: Accepted (Linux: the timer keeps none).
    ///   - yesOrNo: Whether it fires again and again.
    /// - Returns: The scheduled timer.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                                     repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
