import Foundation

// Animations and transitions. A layout at rest is the state an animation ends in; in a live
// preview a change made in `withAnimation` (or under `.animation(_:value:)`) carries its
// animation's timing to the window, which moves every item from its old frame, opacity and
// colour to its new ones along that timing (TrellisSession's `LayoutAnimation`).
// `matchedGeometryEffect` is accepted: at rest a view has its own frame.

/// How a change animates: a timing curve over a duration, or a spring, with a delay, a speed and
/// repeats.
///
/// The durations and springs of the named animations are SwiftUI's on iOS 17: timing curves last
/// 0.35 s; `.default` is a spring without bounce whose response is 0.55 s (uncertain: Apple
/// documents only "a smooth spring"); `.spring`, `.smooth` 0.5 s without bounce, `.snappy` 0.15
/// and `.bouncy` 0.3 of bounce.
public struct Animation: Hashable, Sendable {
    /// The motion as numbers (the window plays it).
    public let timing: AnimationTiming

    init(_ timing: AnimationTiming) { self.timing = timing }

    /// The seconds timing curves last when no duration is given.
    static let defaultDuration = 0.35

    /// The system's default animation, a smooth spring.
    public static let `default` = Animation(.spring(Spring(response: 0.55, dampingRatio: 1)))
    /// Moves at a constant speed.
    public static let linear = linear(duration: defaultDuration)
    /// Starts slowly and speeds up.
    public static let easeIn = easeIn(duration: defaultDuration)
    /// Starts quickly and slows down at the end.
    public static let easeOut = easeOut(duration: defaultDuration)
    /// Starts slowly, speeds up and slows down again at the end.
    public static let easeInOut = easeInOut(duration: defaultDuration)
    /// A spring with the system's default response and damping.
    public static let spring = spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce.
    public static let bouncy = bouncy()
    /// A spring without bounce.
    public static let smooth = smooth()
    /// A quick spring without much bounce.
    public static let snappy = snappy()
    /// A fast spring meant to follow the user's finger.
    public static let interactiveSpring = interactiveSpring()

    /// A linear animation that lasts `duration` seconds.
    public static func linear(duration: Double) -> Animation { timingCurve(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, duration: duration) }
    /// An ease-in animation that lasts `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// An ease-out animation that lasts `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// An ease-in-out animation that lasts `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// An animation along the cubic Bézier timing curve with control points (`p1x`, `p1y`) and
    /// (`p2x`, `p2y`), lasting `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(p1x, p1y, p2x, p2y, duration: duration))
    }
    /// An animation along `curve`, lasting `duration` seconds (a circular curve plays as its
    /// nearest ease).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        switch curve.kind {
        case let .bezier(p1, p2): return timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
        case .circularEaseIn: return easeIn(duration: duration)
        case .circularEaseOut: return easeOut(duration: duration)
        case .circularEaseInOut: return easeInOut(duration: duration)
        }
    }
    /// A spring described by its response time and damping.
    /// - Parameters:
    ///   - response: roughly the time, in seconds, the spring takes to settle once.
    ///   - dampingFraction: 0 oscillates forever, 1 stops without overshooting.
    ///   - blendDuration: how long a change of response blends into the running spring.
    ///
    /// Disfavoured, as SwiftUI's is, so `.spring()` names the duration-and-bounce form.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction)))
    }
    /// A spring described by its perceived duration and bounce.
    /// - Parameters:
    ///   - duration: how long the spring seems to take, in seconds.
    ///   - bounce: 0 for no bounce, up to 1 for more.
    ///   - blendDuration: how long a change blends into the running spring.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce)))
    }
    /// The motion of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { Animation(.spring(spring)) }
    /// A spring described physically by stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)))
    }
    /// A spring described by its perceived duration and bounce, that keeps its velocity when retargeted.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }
    /// A quick spring for following the user's finger.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }
    /// A bouncy spring of `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(.bouncy(duration: duration, extraBounce: extraBounce)) }
    /// A smooth spring of `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(.smooth(duration: duration, extraBounce: extraBounce)) }
    /// A snappy spring of `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(.snappy(duration: duration, extraBounce: extraBounce)) }

    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { changed { $0.delay += max(delay, 0) } }
    /// The same animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { changed { $0.speed *= max(speed, 1e-6) } }
    /// The same animation played `repeatCount` times, reversing between plays when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        changed { $0.repeatCount = max(repeatCount, 1); $0.autoreverses = autoreverses }
    }
    /// The same animation repeated without end.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        changed { $0.repeatCount = nil; $0.autoreverses = autoreverses }
    }

    private func changed(_ change: (inout AnimationTiming) -> Void) -> Animation {
        var timing = timing
        change(&timing)
        return Animation(timing)
    }
}

/// How a view is inserted and removed: at rest a view is simply there; in a live preview an
/// animated change moves it in and out this way (`DisplayTransition`).
public struct AnyTransition: Sendable {
    let display: DisplayTransition
    /// Leaves the view as it is: no animation on insertion or removal.
    public static let identity = AnyTransition(display: .identity)
    /// Fades the view in and out.
    public static let opacity = AnyTransition(display: .opacity)
    /// Scales the view up from nothing and back down.
    public static let scale = AnyTransition(display: .scale(0, anchorX: 0.5, anchorY: 0.5))
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(display: .slide)
    /// Scales the view from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(display: .scale(Double(scale), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    /// Moves the view in from, and out to, `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(display: .move(.init(edge))) }
    /// Moves the view in from, and out to, an offset of `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(display: .offset(offset)) }
    /// Moves the view in from, and out to, an offset of `x` and `y` points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Pushes the view in from `edge`, fading the content it replaces.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(display: .push(.init(edge))) }
    /// A transition that inserts with `insertion` and removes with `removal`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(display: .asymmetric(insertion: insertion.display, removal: removal.display))
    }
    /// A transition between two states of a modifier: `active` while the view is inserted or
    /// removed, `identity` once it is in place. At rest the view is in place, so it shows with
    /// `identity`; a live preview fades it in and out (Trellis does not animate between two
    /// modifiers).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .opacity }
    /// A transition that plays this one and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(display: .combined(display, other.display)) }
    /// This transition played with `animation` (the change's own animation plays it).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    /// The type-erased form of an iOS 17 transition.
    public init<T: Transition>(_ transition: T) { display = (transition as? DisplayedTransition)?.displayTransition ?? .opacity }
    init(display: DisplayTransition) { self.display = display }
}

/// A namespace for matched geometry (`@Namespace`).
@propertyWrapper
public struct Namespace: Sendable {
    /// The value of a namespace: views with the same `ID` and matched-geometry id share geometry.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private static let counter = NamespaceCounter()
    /// The identifier of this namespace, unique in the process.
    public let wrappedValue: ID
    /// Creates a namespace with a new identifier.
    public init() { wrappedValue = ID(value: Self.counter.next()) }
}

private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// What `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: UInt32
    /// Creates the set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Matches the views' positions.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// Matches the views' sizes.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Matches both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Animates the changes inside with `animation` when `value` changes (in a live preview).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: AnimatedValue(value)))
    }

    /// The deprecated form without a value: every change inside animates with `animation`.
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: nil))
    }

    /// How the view is inserted and removed (at rest it is simply there).
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t.display)) }

    /// Matches the geometry of views with the same id in `namespace` (at rest each keeps its own).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }

    /// Marks the view as one of the subjects of content transitions (nothing changes at rest).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How content changes are animated (accepted).
public struct ContentTransition: Sendable {
    let name: String
    /// Replaces the content at once.
    public static let identity = ContentTransition(name: "identity")
    /// Fades between old and new content.
    public static let opacity = ContentTransition(name: "opacity")
    /// Blends old and new content, such as the glyphs of a font weight change.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolls digits of a number up or down as it changes.
    /// - Parameter countsDown: whether the digits roll as for a decreasing number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Replaces one symbol with another by the symbol's default replace effect.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
    /// Replaces one symbol with another by a symbol effect (`.symbolEffect(.replace.downUp)`).
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: Its options.
    /// - Returns: The transition.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

/// A key of a value carried by transactions (iOS 17).
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The value of a transaction key (its default: Trellis keeps none).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

/// When an animation counts as finished.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let kind: Int
    /// When it is logically complete (a spring close to its target).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    /// When it is removed.
    public static let removed = AnimationCompletionCriteria(kind: 1)
}

/// A key of state kept by a custom animation.
public protocol AnimationStateKey {
    /// The type of the state.
    associatedtype Value
    /// The state when none is set.
    static var defaultValue: Value { get }
}

/// State kept by a custom animation.
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]
    /// No state.
    public init() {}
    /// The state of a key.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given as it runs.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state.
    public var state: AnimationState<Value>
    /// Whether the animation finishes.
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public var environment: EnvironmentValues
}

/// An animation of your own (`Animation(_:)`): never run at rest.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time`, or nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
}

extension Animation {
    /// An animation of your own (accepted; nothing animates at rest).
    public init<A: CustomAnimation>(_ base: A) { self = .default }
}

nonisolated extension View {
    /// Applies `body`'s changes under `animation` (at rest, the changes as they end).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }
    /// Applies `body`'s changes in a transaction changed by `transform` (at rest, the changes).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }
    /// Changes the transaction when `value` changes. Accepted, no effect at rest.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
