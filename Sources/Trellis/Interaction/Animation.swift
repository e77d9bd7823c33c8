import Foundation

// Animations and transitions: a layout at rest is the state an animation ends in, so every
// animation modifier is accepted and changes nothing (the previewer animates between layouts by
// identity on its own, see ARCHITECTURE.md). `matchedGeometryEffect` too: at rest a view has its
// own frame.

/// How a change animates (accepted; a layout at rest is where an animation ends).
public struct Animation: Hashable, Sendable {
    let name: String
    /// The system's default animation, a smooth spring.
    public static let `default` = Animation(name: "default")
    /// Moves at a constant speed.
    public static let linear = Animation(name: "linear")
    /// Starts slowly and speeds up.
    public static let easeIn = Animation(name: "easeIn")
    /// Starts quickly and slows down at the end.
    public static let easeOut = Animation(name: "easeOut")
    /// Starts slowly, speeds up and slows down again at the end.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring with the system's default response and damping.
    public static let spring = Animation(name: "spring")
    /// A spring with a little bounce.
    public static let bouncy = Animation(name: "bouncy")
    /// A spring without bounce.
    public static let smooth = Animation(name: "smooth")
    /// A quick spring without bounce.
    public static let snappy = Animation(name: "snappy")
    /// A fast spring meant to follow the user's finger.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// A linear animation that lasts `duration` seconds. The duration is ignored in Trellis.
    public static func linear(duration: Double) -> Animation { .linear }
    /// An ease-in animation that lasts `duration` seconds. The duration is ignored in Trellis.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// An ease-out animation that lasts `duration` seconds. The duration is ignored in Trellis.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// An ease-in-out animation that lasts `duration` seconds. The duration is ignored in Trellis.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring described by its response time and damping. The parameters are ignored in Trellis.
    /// - Parameters:
    ///   - response: roughly the time, in seconds, the spring takes to settle once.
    ///   - dampingFraction: 0 oscillates forever, 1 stops without overshooting.
    ///   - blendDuration: how long a change of response blends into the running spring.
    ///
    /// Disfavoured, as SwiftUI's is, so `.spring()` names the duration-and-bounce form.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring described by its perceived duration and bounce. The parameters are ignored in Trellis.
    /// - Parameters:
    ///   - duration: how long the spring seems to take, in seconds.
    ///   - bounce: 0 for no bounce, up to 1 for more.
    ///   - blendDuration: how long a change blends into the running spring.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring described physically by stiffness and damping. The parameters are ignored in Trellis.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    /// A bouncy spring of `duration` seconds. The parameters are ignored in Trellis.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// A smooth spring of `duration` seconds. The parameters are ignored in Trellis.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A snappy spring of `duration` seconds. The parameters are ignored in Trellis.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// The same animation, starting `delay` seconds later.
    /// - Returns: this animation (the delay has nothing to act on at rest).
    public func delay(_ delay: Double) -> Animation { self }
    /// The same animation played `speed` times as fast.
    /// - Returns: this animation (the speed has nothing to act on at rest).
    public func speed(_ speed: Double) -> Animation { self }
    /// The same animation played `repeatCount` times, reversing between plays when `autoreverses`.
    /// - Returns: this animation (nothing repeats at rest).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation repeated without end.
    /// - Returns: this animation (nothing repeats at rest).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (at once: there is nothing to animate at rest) and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The context of a state change: the animation it runs with and whether animations are off.
///
/// SwiftUI hands one to every update; Trellis keeps what it is given, and nothing animates at rest.
public struct Transaction: Sendable {
    /// The animation of the change, or nil for none.
    public var animation: Animation?
    /// Whether the views' own animations are turned off for this change.
    public var disablesAnimations: Bool = false
    /// Whether the change is part of a continuous interaction, such as a drag.
    public var isContinuous: Bool = false
    /// Creates a transaction without an animation.
    public init() { animation = nil }
    /// Creates a transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in `transaction` (at once: there is nothing to animate at rest) and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Binding {
    /// The same binding, whose changes SwiftUI animates with `animation`. Trellis returns the
    /// binding as it is: nothing changes at rest.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding, whose changes SwiftUI makes in `transaction`. Trellis returns the
    /// binding as it is.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

nonisolated extension View {
    /// Changes the transaction of the state changes inside (nothing changes at rest).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// How a view is inserted and removed (accepted; at rest a view is simply there).
public struct AnyTransition: Sendable {
    let name: String
    /// Leaves the view as it is: no animation on insertion or removal.
    public static let identity = AnyTransition(name: "identity")
    /// Fades the view in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Scales the view up from nothing and back down.
    public static let scale = AnyTransition(name: "scale")
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// Scales the view from `scale` around `anchor`. At rest the view has its own size.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// Moves the view in from, and out to, `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Moves the view in from, and out to, an offset of `x` and `y` points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// Pushes the view in from `edge`, fading the content it replaces.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// A transition that inserts with `insertion` and removes with `removal`.
    /// - Returns: `insertion` (at rest neither plays).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// A transition that plays this one and `other` together.
    /// - Returns: this transition (at rest neither plays).
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition played with `animation`.
    /// - Returns: this transition (at rest it does not play).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
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
    /// Animates changes of `value` with `animation` (nothing changes at rest).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The deprecated form without a value (nothing changes at rest).
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View { self }

    /// How the view is inserted and removed (at rest it is simply there).
    public func transition(_ t: AnyTransition) -> some View { self }

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
