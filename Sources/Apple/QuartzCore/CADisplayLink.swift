// A timer in step with the display's refresh, as apps drive frame-by-frame work with it. Linux,
// as on an iPhone 15 (a 60 Hz display):
//
// 1. Once added to a run loop, the link fires at every display frame (1/60 s), or at every n-th
//    for a lower `preferredFramesPerSecond` or `preferredFrameRateRange` (n = 60 / rate,
//    rounded), until it is paused, removed from every mode or invalidated. On the main run loop
//    it fires from the main queue (which the main run loop and Swift's main actor both serve),
//    so it never blocks anything and fires while either runs; on another thread's run loop, from
//    a timer of that run loop.
// 2. At each firing `timestamp` is the last frame's time on the 60 Hz grid of
//    `CACurrentMediaTime()`, `targetTimestamp` the time of the next frame it will fire for, and
//    `duration` 1/60 s (all 0 before the first firing).
// 3. The target is held strongly until `invalidate()`, as Core Animation holds it. The method
//    the selector names is not called: Linux has no Objective-C runtime to call a method by its
//    name (see UIKit's `Selector`), so a display link's effect is its timestamps alone.
import Foundation

/// A timer that fires in step with the display's refresh.
open class CADisplayLink: NSObject, @unchecked Sendable {
    /// The display's refresh rate: an iPhone 15's 60 Hz.
    static let displayRate = 60.0

    private let lock = NSLock()
    private var target: Any?
    /// What the link does at each firing (nil: nothing but its timestamps).
    private var action: ((CADisplayLink) -> Void)?
    /// The name of the target's method, as the selector gives it.
    package let actionName: String
    private var modes: [(runLoop: RunLoop, mode: RunLoop.Mode)] = []
    private var mainSource: DispatchSourceTimer?
    private var loopTimer: Timer?
    private var invalidated = false
    private var frameIndex = 0
    private var ownTimestamp: CFTimeInterval = 0
    private var ownTargetTimestamp: CFTimeInterval = 0
    private var ownDuration: CFTimeInterval = 0
    private var paused = false

    /// A display link that calls `action` with itself at each firing.
    /// - Parameters:
    ///   - target: The object whose method the selector names (held until `invalidate()`).
    ///   - actionName: The method's name.
    ///   - action: What each firing does (nil: nothing but the timestamps).
    package init(target: Any, actionName: String, action: ((CADisplayLink) -> Void)?) {
        self.target = target
        self.actionName = actionName
        self.action = action
        super.init()
    }

    /// The time of the last frame the link fired for (0 before it first fires).
    open var timestamp: CFTimeInterval { lock.withLock { ownTimestamp } }
    /// The time of the next frame the link will fire for (0 before it first fires).
    open var targetTimestamp: CFTimeInterval { lock.withLock { ownTargetTimestamp } }
    /// The time between the display's refreshes: 1/60 s (0 before it first fires).
    open var duration: CFTimeInterval { lock.withLock { ownDuration } }

    /// Whether the link is paused: it does not fire while it is.
    open var isPaused: Bool {
        get { lock.withLock { paused } }
        set { lock.withLock { paused = newValue } }
    }

    /// The display frames between firings (1: every frame); deprecated by Apple in favour of
    /// `preferredFramesPerSecond`.
    open var frameInterval: Int = 1
    /// The rate the link asks to fire at (0: the display's rate, 60).
    open var preferredFramesPerSecond: Int = 0
    /// The range of rates the link asks to fire at (`.default`: the display's rate).
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// How many display frames pass between firings, from the rate asked for.
    var framesPerFiring: Int {
        let rate: Double
        if let preferred = preferredFrameRateRange.preferred, preferred > 0 {
            rate = Double(preferred)
        } else if preferredFrameRateRange.maximum > 0 {
            rate = Double(preferredFrameRateRange.maximum)
        } else if preferredFramesPerSecond > 0 {
            rate = Double(preferredFramesPerSecond)
        } else {
            return max(1, frameInterval)
        }
        return max(1, Int((Self.displayRate / min(rate, Self.displayRate)).rounded()))
    }

    /// Adds the link to a run loop in a mode: it fires from then on.
    /// - Parameters:
    ///   - runloop: The run loop (`.main`).
    ///   - mode: The mode (`.common`, `.default`).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let start = lock.withLock { () -> Bool in
            guard !invalidated, !modes.contains(where: { $0.runLoop === runloop && $0.mode == mode }) else { return false }
            modes.append((runloop, mode))
            return mainSource == nil && loopTimer == nil
        }
        guard start else { return }
        let interval = 1 / Self.displayRate
        if runloop === RunLoop.main {
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(1))
            source.setEventHandler { [self] in frameDidRefresh() }
            lock.withLock { mainSource = source }
            source.resume()
        } else {
            let timer = Timer(timeInterval: interval, repeats: true) { [self] _ in frameDidRefresh() }
            lock.withLock { loopTimer = timer }
            runloop.add(timer, forMode: mode)
        }
    }

    /// Removes the link from a run loop's mode; it stops firing once in no mode.
    /// - Parameters:
    ///   - runloop: The run loop.
    ///   - mode: The mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let empty = lock.withLock { () -> Bool in
            modes.removeAll { $0.runLoop === runloop && $0.mode == mode }
            return modes.isEmpty
        }
        if empty { stopFiring() }
    }

    /// Removes the link from every run loop and lets go of its target: it never fires again.
    open func invalidate() {
        lock.withLock {
            invalidated = true
            modes = []
            target = nil
            action = nil
        }
        stopFiring()
    }

    private func stopFiring() {
        let (source, timer) = lock.withLock { () -> (DispatchSourceTimer?, Timer?) in
            defer { (mainSource, loopTimer) = (nil, nil) }
            return (mainSource, loopTimer)
        }
        source?.cancel()
        timer?.invalidate()
    }

    /// A display frame: the link fires for it if it is due and not paused.
    private func frameDidRefresh() {
        let perform = lock.withLock { () -> ((CADisplayLink) -> Void)?? in
            guard !invalidated, !modes.isEmpty, !paused else { return nil }
            frameIndex += 1
            let every = framesPerFiring
            guard frameIndex % every == 0 else { return nil }
            let frame = 1 / Self.displayRate
            let now = CACurrentMediaTime()
            ownTimestamp = (now / frame).rounded(.down) * frame
            ownTargetTimestamp = ownTimestamp + Double(every) * frame
            ownDuration = frame
            return .some(action)
        }
        if case let .some(action?) = perform { action(self) }
    }
}
