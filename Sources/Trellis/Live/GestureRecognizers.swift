import Foundation

// How the gestures follow a press in a live preview — facts, sources, and Trellis's choices:
// 1. DragGesture begins once the pointer is `minimumDistance` (10 by default) from where it was
//    pressed; with 0 it begins at the press. Its values count from the press: `startLocation` is
//    where the press began, `translation` is `location - startLocation` (Apple, DragGesture.Value).
// 2. `velocity` is the last move's distance over its time (a release where the last move was
//    keeps it); `predictedEndTranslation` adds the distance a UIScrollView decelerating at the
//    normal rate (0.998 per ms) would still travel, velocity × 0.998 / 0.002 / 1000 ≈ 0.5 s of it
//    (Trellis's choice: SwiftUI does not publish its projection).
// 3. LongPressGesture reports `true` to `onChanged`/`updating` at the press, ends (`onEnded(true)`)
//    once held `minimumDuration` seconds (0.5) within `maximumDistance` (10) points, and fails when
//    the pointer moves farther or is released sooner.
// 4. TapGesture ends at a release within 10 points of the press (Trellis's choice: UIKit's tap
//    tolerance is not published). `count` is not counted: one tap is a tap.

/// Where a drag is, as `DragGesture.Value` reports it (fact 1, 2).
private struct DragTrack {
    let start: PointerSample
    let origin: CGPoint
    var last: PointerSample
    var velocity = CGSize.zero

    static let projectionSeconds = 0.998 / (1 - 0.998) / 1000

    mutating func follow(_ sample: PointerSample) {
        let dt = sample.time - last.time
        if dt > 0 {
            velocity = CGSize(width: (sample.location.x - last.location.x) / dt, height: (sample.location.y - last.location.y) / dt)
        }
        last = sample
    }

    var value: DragGesture.Value {
        let location = CGPoint(x: last.location.x - origin.x, y: last.location.y - origin.y)
        let startLocation = CGPoint(x: start.location.x - origin.x, y: start.location.y - origin.y)
        let translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        let predicted = CGSize(width: translation.width + velocity.width * Self.projectionSeconds,
                               height: translation.height + velocity.height * Self.projectionSeconds)
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: last.time), location: location,
                                 startLocation: startLocation, translation: translation,
                                 predictedEndLocation: CGPoint(x: startLocation.x + predicted.width, y: startLocation.y + predicted.height),
                                 predictedEndTranslation: predicted, velocity: velocity)
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

/// A drag gesture following one press (fact 1, 2).
final class DragRecognizer: PointerRecognizer {
    let minimumDistance: CGFloat
    let origin: CGPoint
    let callbacks: GestureCallbacks<DragGesture.Value>
    private var track: DragTrack?
    override var followsDrags: Bool { true }

    init(minimumDistance: CGFloat, origin: CGPoint, callbacks: GestureCallbacks<DragGesture.Value>) {
        self.minimumDistance = minimumDistance
        self.origin = origin
        self.callbacks = callbacks
    }

    override func began(_ sample: PointerSample) {
        track = DragTrack(start: sample, origin: origin, last: sample)
        if minimumDistance <= 0 { phase = .active; callbacks.change(track!.value) }
    }

    override func moved(_ sample: PointerSample) {
        guard var track else { return }
        track.follow(sample)
        self.track = track
        if phase == .possible, distance(sample.location, track.start.location) >= minimumDistance { phase = .active }
        if phase == .active { callbacks.change(track.value) }
    }

    override func ended(_ sample: PointerSample) {
        guard var track, phase == .active else { callbacks.fail(); return }
        track.follow(sample)
        phase = .recognized
        callbacks.end(track.value)
    }

    override func cancelled() { callbacks.fail() }
}

/// A long press following one press (fact 3).
final class LongPressRecognizer: PointerRecognizer {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let callbacks: GestureCallbacks<Bool>
    private var start: PointerSample?
    override var followsHolds: Bool { true }

    init(minimumDuration: Double, maximumDistance: CGFloat, callbacks: GestureCallbacks<Bool>) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.callbacks = callbacks
    }

    override func began(_ sample: PointerSample) {
        start = sample
        callbacks.change(true)
        if minimumDuration <= 0 { recognize() }
    }

    override func moved(_ sample: PointerSample) {
        guard let start else { return }
        if distance(sample.location, start.location) > maximumDistance {
            phase = .failed
            callbacks.fail()
        } else if sample.time - start.time >= minimumDuration {
            recognize()
        }
    }

    override func ended(_ sample: PointerSample) {
        moved(sample)
        if phase == .possible { callbacks.fail() }
    }

    override func cancelled() { callbacks.fail() }

    private func recognize() {
        phase = .recognized
        callbacks.end(true)
    }
}

/// A tap gesture following one press (fact 4).
final class TapRecognizer: PointerRecognizer {
    static let tolerance: CGFloat = 10
    let callbacks: GestureCallbacks<Void>
    private var start: CGPoint?

    init(callbacks: GestureCallbacks<Void>) { self.callbacks = callbacks }

    override var takesTaps: Bool { true }
    override func began(_ sample: PointerSample) { start = sample.location }
    override func moved(_ sample: PointerSample) {
        if let start, distance(sample.location, start) > Self.tolerance { phase = .failed; callbacks.fail() }
    }
    override func ended(_ sample: PointerSample) {
        guard let start, distance(sample.location, start) <= Self.tolerance else { callbacks.fail(); return }
        phase = .recognized
        callbacks.end(())
    }
    override func cancelled() { callbacks.fail() }
}

/// Two recognizers run side by side (`simultaneously(with:)`): active while either is.
final class PairRecognizer: PointerRecognizer {
    let first: PointerRecognizer?, second: PointerRecognizer?
    init(_ first: PointerRecognizer?, _ second: PointerRecognizer?) {
        self.first = first
        self.second = second
    }
    private var parts: [PointerRecognizer] { [first, second].compactMap { $0 } }
    override var takesTaps: Bool { parts.contains { $0.takesTaps } }
    override var followsDrags: Bool { parts.contains { $0.followsDrags } }
    override var followsHolds: Bool { parts.contains { $0.followsHolds } }
    override func began(_ sample: PointerSample) { parts.forEach { $0.press(sample) }; sync() }
    override func moved(_ sample: PointerSample) { parts.forEach { $0.move(sample) }; sync() }
    override func ended(_ sample: PointerSample) { parts.forEach { $0.release(sample) }; sync() }
    override func cancelled() { parts.forEach { $0.cancel() } }
    private func sync() {
        let phases = parts.map(\.phase)
        if phases.contains(.active) { phase = .active }
        else if phases.contains(.recognized) && !phases.contains(.possible) { phase = .recognized }
        else if phases.allSatisfy({ $0 == .failed }) { phase = .failed }
    }
}

// MARK: The gestures' recognizers

extension DragGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Value>) -> PointerRecognizer? {
        DragRecognizer(minimumDistance: minimumDistance, origin: frame.origin, callbacks: callbacks)
    }
}

extension LongPressGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Bool>) -> PointerRecognizer? {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance, callbacks: callbacks)
    }
}

extension TapGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Void>) -> PointerRecognizer? {
        TapRecognizer(callbacks: callbacks)
    }
}

extension _ChangedGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Content.Value>) -> PointerRecognizer? {
        var callbacks = callbacks
        callbacks.changed.insert(action, at: 0)
        return liveRecognizer(content, in: frame, callbacks)
    }
}

extension _EndedGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Content.Value>) -> PointerRecognizer? {
        var callbacks = callbacks
        callbacks.ended.insert(action, at: 0)
        return liveRecognizer(content, in: frame, callbacks)
    }
}

extension GestureStateGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Base.Value>) -> PointerRecognizer? {
        var callbacks = callbacks
        let state = self.state, body = self.body
        callbacks.changed.insert({ value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current)
        }, at: 0)
        callbacks.resets.append { state.reset() }
        return liveRecognizer(base, in: frame, callbacks)
    }
}

extension _MapGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Value>) -> PointerRecognizer? {
        let transform = self.transform
        var mapped = GestureCallbacks<Content.Value>()
        mapped.changed = [{ callbacks.change(transform($0)) }]
        mapped.ended = [{ value in for action in callbacks.ended { action(transform(value)) } }]
        mapped.resets = callbacks.resets
        return liveRecognizer(base, in: frame, mapped)
    }
}

extension SimultaneousGesture: RecognizableGesture {
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Value>) -> PointerRecognizer? {
        // Each part reports the combined value with what the other reported last.
        let latest = LatestPair<First.Value, Second.Value>()
        var one = GestureCallbacks<First.Value>(), two = GestureCallbacks<Second.Value>()
        one.changed = [{ latest.first = $0; callbacks.change(Value(first: $0, second: latest.second)) }]
        one.ended = [{ latest.first = $0; for action in callbacks.ended { action(Value(first: $0, second: latest.second)) } }]
        two.changed = [{ latest.second = $0; callbacks.change(Value(first: latest.first, second: $0)) }]
        two.ended = [{ latest.second = $0; for action in callbacks.ended { action(Value(first: latest.first, second: $0)) } }]
        one.resets = callbacks.resets
        return PairRecognizer(liveRecognizer(first, in: frame, one), liveRecognizer(second, in: frame, two))
    }
}

/// What each part of a simultaneous gesture reported last.
private final class LatestPair<A, B> {
    var first: A?
    var second: B?
}

/// The recognizer of any gesture that has one (gestures Trellis does not follow have none).
func liveRecognizer<G: Gesture>(_ gesture: G, in frame: CGRect, _ callbacks: GestureCallbacks<G.Value>) -> PointerRecognizer? {
    guard let recognizable = gesture as? any RecognizableGesture else { return nil }
    return open(recognizable, frame, callbacks)
}

private func open<R: RecognizableGesture, V>(_ gesture: R, _ frame: CGRect, _ callbacks: GestureCallbacks<V>) -> PointerRecognizer? {
    guard let callbacks = callbacks as? GestureCallbacks<R.Value> else { return nil }
    return gesture.recognizer(in: frame, callbacks)
}
