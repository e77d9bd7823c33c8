import Foundation

// Keyframe animations (iOS 17) and the curves they use. A layout at rest is taken before any
// animation runs, so a `KeyframeAnimator` shows its content for the initial value (Apple,
// KeyframeAnimator docs: "the animator … starts from the initial value"; a trigger-driven
// animator plays only when the trigger changes, a repeating one from the initial value).
// `KeyframeTimeline` evaluates keyframes for real, for code that samples them; its rules:
//
// 1. A track starts at its root's value at the initial value and plays its keyframes in order;
//    each keyframe moves from where the previous one ended to its target over its duration
//    (Apple, KeyframeTrack docs). Tracks play at the same time; the timeline lasts as long as
//    its longest track; after its end a track holds its last target.
// 2. `MoveKeyframe` jumps to its value at once (duration 0). `LinearKeyframe` interpolates along
//    its `UnitCurve`. `CubicKeyframe` is a cubic Hermite segment whose tangents are the given
//    velocities or, when not given, those of a Catmull-Rom spline through the neighbouring
//    targets (Apple: "adjacent cubic keyframes result in a Catmull-Rom spline"); at the ends of a
//    run Trellis uses the segment's own slope. `SpringKeyframe` moves like a `Spring` from the
//    value and velocity the previous keyframe left, for `duration` or, without one, the spring's
//    settling duration (Apple, SpringKeyframe docs).
// 3. Springs (Apple, Spring docs and WWDC23 "Animate with springs"): mass 1, stiffness
//    (2π / response)², damping 4π · dampingRatio / response; `duration` is the response and
//    `bounce` is 1 − dampingRatio (for bounce < 0, dampingRatio is 1 / (1 + bounce)). `.smooth`
//    has bounce 0, `.snappy` 0.15 and `.bouncy` 0.3, each 0.5 s long. The settling duration is
//    when the motion stays within `epsilon` (0.001) of the target, found by stepping 1 ms.
// 4. Unit curves: `easeIn`, `easeOut` and `easeInOut` are the cubic Béziers with control points
//    (0.42, 0), (1, 1); (0, 0), (0.58, 1); (0.42, 0), (0.58, 1) (CSS / Core Animation's named
//    timing functions); the circular curves are quarter circles.

/// A description of how a value changes over time, made of keyframe tracks.
///
/// Write keyframes with `KeyframeTrack`s of `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`
/// and `MoveKeyframe`, in the `keyframes` closure of a `KeyframeAnimator` or `keyframeAnimator`
/// modifier, or a `KeyframeTimeline`.
public protocol Keyframes<Value> {
    /// The type of the value animated.
    associatedtype Value = Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The keyframes this one is made of, written with the keyframes builder.
    @KeyframesBuilder<Value> var body: Body { get }
}

// Never.body is the main-actor View witness; it is never called.
extension Never: @preconcurrency Keyframes {
    /// Never has keyframes.
    public typealias Value = Never
}

/// Keyframes Trellis evaluates (every built-in keyframes type).
protocol ResolvedKeyframesProviding {
    /// The tracks, each able to write its value into a root at a time.
    func resolvedTracks<Root>(as root: Root.Type) -> [KeyframeTrackEvaluator<Root>]
}

/// One track, type-erased to its root: how long it lasts and its value at a time.
struct KeyframeTrackEvaluator<Root> {
    let duration: TimeInterval
    /// Writes the track's value at `time` into `root` (which holds the initial values).
    let apply: (inout Root, TimeInterval) -> Void
}

extension Keyframes {
    /// The tracks of these keyframes, looking through custom keyframes' bodies.
    func evaluators() -> [KeyframeTrackEvaluator<Value>] {
        if let resolved = self as? any ResolvedKeyframesProviding { return resolved.resolvedTracks(as: Value.self) }
        if Body.self == Never.self { return [] }
        return body.evaluators().map { ($0 as! KeyframeTrackEvaluator<Value>) }
    }
}

/// Several keyframe tracks as one (what the keyframes builder makes of a block).
public struct _KeyframesGroup<Value>: Keyframes, ResolvedKeyframesProviding {
    /// A group is evaluated by Trellis, not from a body.
    public typealias Body = Never
    let tracks: [KeyframeTrackEvaluator<Value>]
    /// Never called: a group has no body.
    public var body: Never { return fatalError("_KeyframesGroup has no body") }
    func resolvedTracks<Root>(as root: Root.Type) -> [KeyframeTrackEvaluator<Root>] {
        tracks.map { ($0 as! KeyframeTrackEvaluator<Root>) }
    }
}

/// A sequence of keyframes animating one property of a root value (or the whole value).
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes, ResolvedKeyframesProviding
where TrackValue == Content.Value {
    /// The value the track's keyframes write into.
    public typealias Value = Root
    /// A track is evaluated by Trellis, not from a body.
    public typealias Body = Never
    let keyPath: WritableKeyPath<Root, TrackValue>
    let steps: [KeyframeStep<TrackValue>]

    /// Creates a track that animates the whole value.
    /// - Parameter content: the keyframes, in order.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        keyPath = \Root.self
        steps = content().keyframeSteps()
    }

    /// Creates a track that animates the property of the root value at `keyPath`.
    /// - Parameters:
    ///   - keyPath: the property to animate.
    ///   - content: the keyframes, in order.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        steps = content().keyframeSteps()
    }

    /// Never called: a track has no body.
    public var body: Never { return fatalError("KeyframeTrack has no body") }

    func resolvedTracks<R>(as root: R.Type) -> [KeyframeTrackEvaluator<R>] {
        let keyPath = self.keyPath, steps = self.steps
        let track = KeyframeTrackEvaluator<Root>(duration: KeyframeStep.duration(of: steps)) { value, time in
            value[keyPath: keyPath] = KeyframeStep.value(of: steps, from: value[keyPath: keyPath], at: time)
        }
        return [(track as! KeyframeTrackEvaluator<R>)]
    }
}

/// A keyframe, or keyframes, of one track.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of, written with the track content builder.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes of a track that Trellis evaluates directly.
protocol KeyframeStepsProviding {
    associatedtype StepValue: Animatable
    var steps: [KeyframeStep<StepValue>] { get }
}

extension KeyframeTrackContent {
    func keyframeSteps() -> [KeyframeStep<Value>] {
        if let s = self as? any KeyframeStepsProviding { return Self.cast(s) }
        return body.keyframeSteps().map { ($0 as! KeyframeStep<Value>) }
    }

    private static func cast<P: KeyframeStepsProviding>(_ p: P) -> [KeyframeStep<Value>] {
        p.steps.map { ($0 as! KeyframeStep<Value>) }
    }
}

/// One keyframe, as Trellis evaluates it (fact 2).
struct KeyframeStep<V: Animatable> {
    enum Kind {
        case move
        case linear(UnitCurve)
        case spring(Spring, startVelocity: V?)
        case cubic(startVelocity: V?, endVelocity: V?)
    }
    let target: V
    let duration: TimeInterval?
    let kind: Kind

    /// How long the step lasts (a spring without a duration: its settling duration).
    var length: TimeInterval {
        switch kind {
        case .move: return 0
        case let .spring(spring, _): return max(0, duration ?? spring.settlingDuration)
        default: return max(0, duration ?? 0)
        }
    }

    static func duration(of steps: [KeyframeStep]) -> TimeInterval { steps.reduce(0) { $0 + $1.length } }

    /// The track's value at `time`, from `initial` (fact 1).
    static func value(of steps: [KeyframeStep], from initial: V, at time: TimeInterval) -> V {
        var start = initial.animatableData
        var velocity = V.AnimatableData.zero
        var previous = initial.animatableData
        var elapsed: TimeInterval = 0
        var result = initial
        for (k, step) in steps.enumerated() {
            let d = step.length
            let target = step.target.animatableData
            let local = time - elapsed
            if local < d || (d == 0 && local < 0) {
                var v = result
                v.animatableData = segment(step, from: start, to: target, previous: previous,
                                           next: k + 1 < steps.count ? steps[k + 1] : nil, velocity: velocity, at: max(local, 0)).value
                return v
            }
            let end = segment(step, from: start, to: target, previous: previous, next: k + 1 < steps.count ? steps[k + 1] : nil,
                              velocity: velocity, at: d)
            velocity = end.velocity
            previous = start
            start = target
            result = step.target
            elapsed += d
        }
        return result
    }

    /// A segment's value and velocity at `t` seconds into it.
    private static func segment(_ step: KeyframeStep, from a: V.AnimatableData, to b: V.AnimatableData, previous: V.AnimatableData,
                                next: KeyframeStep?, velocity: V.AnimatableData, at t: TimeInterval) -> (value: V.AnimatableData, velocity: V.AnimatableData) {
        let d = step.length
        switch step.kind {
        case .move:
            return (b, .zero)
        case let .linear(curve):
            guard d > 0 else { return (b, .zero) }
            let p = min(max(t / d, 0), 1)
            let delta = b - a
            return (a + delta.scaled(by: curve.value(at: p)), delta.scaled(by: curve.velocity(at: p) / d))
        case let .spring(spring, startVelocity):
            let v0 = startVelocity?.animatableData ?? velocity
            return (spring.value(fromValue: a, toValue: b, initialVelocity: v0, time: t),
                    spring.velocity(fromValue: a, toValue: b, initialVelocity: v0, time: t))
        case let .cubic(startVelocity, endVelocity):
            guard d > 0 else { return (b, .zero) }
            // Catmull-Rom tangents from the neighbours where no velocity is given.
            let m0 = startVelocity?.animatableData ?? (b - previous).scaled(by: 1 / (2 * d))
            let after = next.map { $0.target.animatableData } ?? b
            let m1 = endVelocity?.animatableData ?? (next == nil ? (b - a).scaled(by: 1 / d) : (after - a).scaled(by: 1 / (2 * d)))
            let s = min(max(t / d, 0), 1), s2 = s * s, s3 = s2 * s
            let value = a.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * d)
                + b.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: (s3 - s2) * d)
            let slope = a.scaled(by: (6 * s2 - 6 * s) / d) + m0.scaled(by: 3 * s2 - 4 * s + 1)
                + b.scaled(by: (-6 * s2 + 6 * s) / d) + m1.scaled(by: 3 * s2 - 2 * s)
            return (value, slope)
        }
    }
}

/// Keyframes of a track as one (what the track content builder makes of a block).
public struct _KeyframeSteps<Value: Animatable>: KeyframeTrackContent, KeyframeStepsProviding {
    /// Evaluated by Trellis, not from a body.
    public typealias Body = Self
    let steps: [KeyframeStep<Value>]
    /// The steps themselves.
    public var body: Self { return self }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepsProviding {
    /// A keyframe is its own content.
    public typealias Body = Self
    let target: Value
    /// Creates a keyframe that moves to `to` at once.
    public init(_ to: Value) { target = to }
    /// The keyframe itself.
    public var body: Self { return self }
    var steps: [KeyframeStep<Value>] { [KeyframeStep(target: target, duration: 0, kind: .move)] }
}

/// A keyframe that interpolates to its value along a unit curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepsProviding {
    /// A keyframe is its own content.
    public typealias Body = Self
    let target: Value
    let duration: TimeInterval
    let curve: UnitCurve
    /// Creates a keyframe that reaches `to` after `duration` seconds.
    /// - Parameters:
    ///   - to: the value at the end of the keyframe.
    ///   - duration: how long the keyframe lasts, in seconds.
    ///   - timingCurve: how the value moves over the duration; linear by default.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        target = to
        self.duration = duration
        curve = timingCurve
    }
    /// The keyframe itself.
    public var body: Self { return self }
    var steps: [KeyframeStep<Value>] { [KeyframeStep(target: target, duration: duration, kind: .linear(curve))] }
}

/// A keyframe that moves to its value with a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepsProviding {
    /// A keyframe is its own content.
    public typealias Body = Self
    let target: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?
    /// Creates a keyframe that springs toward `to`.
    /// - Parameters:
    ///   - to: the spring's target.
    ///   - duration: how long the keyframe lasts; nil for the spring's settling duration.
    ///   - spring: the spring; the default is a smooth 0.5-s spring.
    ///   - startVelocity: the velocity to start with; nil for the one the previous keyframe left.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        target = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
    /// The keyframe itself.
    public var body: Self { return self }
    var steps: [KeyframeStep<Value>] { [KeyframeStep(target: target, duration: duration, kind: .spring(spring, startVelocity: startVelocity))] }
}

/// A keyframe that moves to its value along a cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepsProviding {
    /// A keyframe is its own content.
    public typealias Body = Self
    let target: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?
    /// Creates a keyframe that reaches `to` after `duration` seconds along a cubic curve.
    /// - Parameters:
    ///   - to: the value at the end of the keyframe.
    ///   - duration: how long the keyframe lasts, in seconds.
    ///   - startVelocity: the velocity at the start; nil for a smooth spline through the neighbours.
    ///   - endVelocity: the velocity at the end; nil for a smooth spline through the neighbours.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        target = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
    /// The keyframe itself.
    public var body: Self { return self }
    var steps: [KeyframeStep<Value>] {
        [KeyframeStep(target: target, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// Builds the keyframes of a track from a closure of keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe of the track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSteps<Value> where K.Value == Value {
        _KeyframeSteps(steps: expression.keyframeSteps())
    }
    /// The keyframes of a block, in order.
    public static func buildBlock(_ components: _KeyframeSteps<Value>...) -> _KeyframeSteps<Value> {
        _KeyframeSteps(steps: components.flatMap(\.steps))
    }
    /// The keyframes of a loop, in order.
    public static func buildArray(_ components: [_KeyframeSteps<Value>]) -> _KeyframeSteps<Value> {
        _KeyframeSteps(steps: components.flatMap(\.steps))
    }
    /// The keyframes of an `if` without `else`: none when false.
    public static func buildOptional(_ component: _KeyframeSteps<Value>?) -> _KeyframeSteps<Value> {
        component ?? _KeyframeSteps(steps: [])
    }
    /// The keyframes of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: _KeyframeSteps<Value>) -> _KeyframeSteps<Value> { component }
    /// The keyframes of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: _KeyframeSteps<Value>) -> _KeyframeSteps<Value> { component }
    /// Keyframes behind an availability check.
    public static func buildLimitedAvailability(_ component: _KeyframeSteps<Value>) -> _KeyframeSteps<Value> { component }
}

/// Builds keyframes from a closure of tracks (or of keyframes of the whole value).
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track, or other keyframes, of the value.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(tracks: expression.evaluators())
    }
    /// A keyframe of the whole value: a track of it.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(tracks: KeyframeTrack<Value, Value, K>(keyPath: \Value.self, steps: expression.keyframeSteps())
            .resolvedTracks(as: Value.self))
    }
    /// The tracks of a block, played together.
    public static func buildBlock(_ components: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> {
        _KeyframesGroup(tracks: components.flatMap(\.tracks))
    }
    /// The tracks of a loop, played together.
    public static func buildArray(_ components: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> {
        _KeyframesGroup(tracks: components.flatMap(\.tracks))
    }
    /// The tracks of an `if` without `else`: none when false.
    public static func buildOptional(_ component: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> {
        component ?? _KeyframesGroup(tracks: [])
    }
    /// The tracks of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
    /// The tracks of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
    /// Tracks behind an availability check.
    public static func buildLimitedAvailability(_ component: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { component }
}

extension KeyframeTrack {
    init(keyPath: WritableKeyPath<Root, TrackValue>, steps: [KeyframeStep<TrackValue>]) {
        self.keyPath = keyPath
        self.steps = steps
    }
}

/// A description of how a value changes over time, sampled at any time (fact 1).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackEvaluator<Value>]

    /// Creates a timeline of the keyframes in `content`, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().evaluators()
    }

    /// How long the timeline lasts, in seconds: its longest track.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline.
    public func value(time: Double) -> Value {
        var v = initialValue
        for track in tracks { track.apply(&v, time) }
        return v
    }

    /// The value at a fraction of the timeline's duration (0 is the start, 1 the end).
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// A view that animates its content with keyframes. At rest Trellis shows the content for the
/// initial value.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.3, duration: 0.2)
///     SpringKeyframe(1.0)
/// }
/// ```
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Creates an animator that plays its keyframes from the initial value, again and again
    /// unless `repeating` is false.
    /// - Parameters:
    ///   - initialValue: the value the animation starts from (the one shown at rest).
    ///   - repeating: whether the keyframes play in a loop.
    ///   - content: the view for a value.
    ///   - keyframes: the keyframes, given the value they start from (not run at rest).
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Creates an animator that plays its keyframes each time `trigger` changes.
    /// - Parameters:
    ///   - initialValue: the value the animation starts from (the one shown at rest).
    ///   - trigger: a value whose changes play the keyframes.
    ///   - content: the view for a value.
    ///   - keyframes: the keyframes, given the value they start from (not run at rest).
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content for the initial value.
    public var body: some View { content(initialValue) }
}

nonisolated extension View {
    /// Animates this view with keyframes played each time `trigger` changes. At rest Trellis shows
    /// it as `content` makes it for the initial value.
    /// - Parameters:
    ///   - initialValue: the value the animation starts from (the one shown at rest).
    ///   - trigger: a value whose changes play the keyframes.
    ///   - content: this view modified for a value.
    ///   - keyframes: the keyframes (not run at rest).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }

    /// Animates this view with keyframes played in a loop (or once, unless `repeating`). At rest
    /// Trellis shows it as `content` makes it for the initial value.
    /// - Parameters:
    ///   - initialValue: the value the animation starts from (the one shown at rest).
    ///   - repeating: whether the keyframes play in a loop.
    ///   - content: this view modified for a value.
    ///   - keyframes: the keyframes (not run at rest).
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }
}

// MARK: Curves and springs

/// A function from 0...1 to values, usually 0 at 0 and 1 at 1: the timing of a keyframe (fact 4).
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(CGPoint, CGPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    let kind: Kind

    /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(CGPoint(x: startControlPoint.x, y: startControlPoint.y), CGPoint(x: endControlPoint.x, y: endControlPoint.y)))
    }
    /// Constant speed.
    public static let linear = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1.0 / 3, y: 1.0 / 3), endControlPoint: UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle that starts slowly.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle that ends slowly.
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// Two quarter circles: slow at both ends.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve's value at `progress` (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch kind {
        case let .bezier(p1, p2):
            let s = Self.parameter(forX: t, p1.x, p2.x)
            return Self.cubic(s, Double(p1.y), Double(p2.y))
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return (1 - (t - 1) * (t - 1)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1) / 2
        }
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch kind {
        case let .bezier(p1, p2):
            let s = Self.parameter(forX: t, p1.x, p2.x)
            let dx = Self.derivative(s, Double(p1.x), Double(p2.x))
            return dx == 0 ? 0 : Self.derivative(s, Double(p1.y), Double(p2.y)) / dx
        default:
            let h = 1e-4
            return (value(at: min(t + h, 1)) - value(at: max(t - h, 0))) / (min(t + h, 1) - max(t - h, 0))
        }
    }

    /// The curve with its axes swapped (a Bézier's control points mirrored; the circles swap).
    public var inverse: UnitCurve {
        switch kind {
        case let .bezier(p1, p2): return UnitCurve(kind: .bezier(CGPoint(x: p1.y, y: p1.x), CGPoint(x: p2.y, y: p2.x)))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return self
        }
    }

    private static func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
    }
    /// The Bézier parameter whose x is `x` (bisection: x grows with the parameter for control
    /// points in 0...1).
    private static func parameter(forX x: Double, _ a: CGFloat, _ b: CGFloat) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<48 {
            let mid = (lo + hi) / 2
            if cubic(mid, Double(a), Double(b)) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

/// A spring: how a value moves toward a target under a spring's force (fact 3).
public struct Spring: Hashable, Sendable {
    /// The mass of the object on the spring.
    public var mass: Double
    /// How strong the spring is.
    public var stiffness: Double
    /// How much the motion is damped.
    public var damping: Double

    /// Creates a spring from its perceived duration and bounce (0 for none, up to 1; negative
    /// values are overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// Creates a spring from its response (the period of its undamped oscillation) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        let r = max(response, 1e-6)
        mass = 1
        stiffness = pow(2 * .pi / r, 2)
        damping = 4 * .pi * dampingRatio / r
    }

    /// Creates a spring from its physical parameters.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = max(mass, 1e-6)
        self.stiffness = max(stiffness, 1e-6)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    /// Creates a spring that settles within `epsilon` after `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope e^(-ζωt) reaches epsilon at the settling duration.
        let ratio = max(dampingRatio, 1e-3)
        let omega = -log(max(epsilon, 1e-12)) / (ratio * max(settlingDuration, 1e-6))
        self.init(response: 2 * .pi / omega, dampingRatio: dampingRatio)
    }

    /// The spring's undamped angular frequency.
    var omega: Double { (stiffness / mass).squareRoot() }
    /// The period of the undamped oscillation.
    public var response: Double { 2 * .pi / omega }
    /// The perceived duration: the response.
    public var duration: TimeInterval { response }
    /// The damping relative to critical damping (1 stops without overshooting).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// How bouncy the spring is: 1 − dampingRatio, or for an overdamped spring 1 / dampingRatio − 1.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// How long the spring takes to come within 0.001 of its target from a unit distance.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

    /// A smooth spring with no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring with a little bounce (0.15).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring (bounce 0.3).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// A smooth spring of `duration` seconds, with `extraBounce` added to no bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A snappy spring of `duration` seconds, with `extraBounce` added to its 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bouncy spring of `duration` seconds, with `extraBounce` added to its 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// The displacement from the target and its velocity `t` seconds after starting at displacement
    /// `x0` with velocity `v0` (closed form of the damped oscillator).
    private func motion(_ x0: Double, _ v0: Double, _ t: Double) -> (Double, Double) {
        let w = omega, z = dampingRatio
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-z * w * t)
            let a = x0, b = (v0 + z * w * x0) / wd
            let x = e * (a * cos(wd * t) + b * sin(wd * t))
            let v = e * ((b * wd - z * w * a) * cos(wd * t) - (a * wd + z * w * b) * sin(wd * t))
            return (x, v)
        } else if z == 1 {
            let e = exp(-w * t)
            let b = v0 + w * x0
            return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        }
    }

    /// The value of a spring from zero toward `target`, `time` seconds in.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        value(fromValue: V.zero, toValue: target, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity of a spring from zero toward `target`, `time` seconds in.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        velocity(fromValue: V.zero, toValue: target, initialVelocity: initialVelocity, time: time)
    }

    /// The value of a spring from `fromValue` toward `toValue`, `time` seconds in.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        // Along the line from the start to the target, plus the start velocity's own decay.
        let (x, _) = motion(1, 0, time)
        let (xv, _) = motion(0, 1, time)
        return toValue + (fromValue - toValue).scaled(by: x) + initialVelocity.scaled(by: xv)
    }

    /// The velocity of a spring from `fromValue` toward `toValue`, `time` seconds in.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        let (_, v) = motion(1, 0, time)
        let (_, vv) = motion(0, 1, time)
        return (fromValue - toValue).scaled(by: v) + initialVelocity.scaled(by: vv)
    }

    /// How long the spring takes, from zero toward `target`, to stay within `epsilon` of it.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let scale = max(target.magnitudeSquared.squareRoot(), 1e-12)
        var last: TimeInterval = 0
        var t: TimeInterval = 0
        while t < 60 {
            let offset = (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitudeSquared.squareRoot() / scale
            if offset > epsilon { last = t }
            t += 0.001
            if t - last > 10 * response { break }
        }
        return last
    }

    /// Advances `value` and `velocity` toward `target` by `deltaTime` seconds.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let v = self.value(fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
        value = v
    }
}

// MARK: Animatable values

extension Double: Animatable {
    /// The number itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    /// The number itself.
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The number itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// The point's coordinates as a pair.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height as a pair.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size as pairs.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The point's coordinates as a pair.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
