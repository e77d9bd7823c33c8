import Foundation

// Gestures: accepted with SwiftUI's names and signatures. At rest no gesture is recognised, so
// none changes the layout or the drawing; in a live preview the pointer drives them
// (Live/GestureRecognizers.swift).

/// An instance that matches a sequence of events to a gesture (never recognised at rest).
public protocol Gesture {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Adds an action to perform when the gesture ends (in a live preview; never at rest).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }
    /// Adds an action to perform when the gesture's value changes (in a live preview; never at rest).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }
    /// Combines this gesture with `other` so both can be recognised at once; the combined value
    /// holds each one's value while it is recognised.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// Makes a gesture that recognises `other` only once this gesture has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// Makes a gesture that recognises this gesture, or `other` only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
    /// Updates `state` with `body` while the gesture changes; the state goes back to its initial
    /// value when the gesture ends or fails. At rest the state keeps its initial value and
    /// `body` is never called.
    /// - Parameters:
    ///   - state: the gesture state to update (`$dragOffset`).
    ///   - body: sets the new state from the gesture's value; it may also change the transaction.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// Turns the gesture's value into another with `body` (in a live preview; never at rest).
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self, transform: body) }
}

/// A gesture made of two recognised at the same time (`simultaneously(with:)`); never recognised at rest.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures: each is `nil` while that gesture is not recognised.
    public struct Value {
        /// The first gesture's value, if it is recognised.
        public var first: First.Value?
        /// The second gesture's value, if it is recognised.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates a gesture that recognises `first` and `second` at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that recognises its second gesture only after the first one succeeds
/// (`sequenced(before:)`); never recognised at rest.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture has ended with its value; the second has begun, with its value once it has one.
        case second(First.Value, Second.Value?)
    }
    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after the first succeeds.
    public var second: Second
    /// Creates a gesture that recognises `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that recognises its first gesture, or its second only when the first fails
/// (`exclusively(before:)`); never recognised at rest.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognised.
    public enum Value {
        /// The first gesture, with its value.
        case first(First.Value)
        /// The second gesture, with its value.
        case second(Second.Value)
    }
    /// The gesture that takes precedence.
    public var first: First
    /// The gesture recognised only when the first fails.
    public var second: Second
    /// Creates a gesture that prefers `first` over `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that updates a `GestureState` while it changes (`updating(_:body:)`); never
/// recognised at rest, so the state keeps its initial value.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The gesture that drives the state.
    public var base: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void
}

/// A gesture whose value is the base gesture's, transformed (`map(_:)`); never recognised at rest.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let base: Content
    let transform: (Content.Value) -> Value
}

/// A gesture with an action for its changes (`onChanged(_:)`).
public struct _ChangedGesture<Content: Gesture>: Gesture {
    /// The base gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

/// A gesture with an action for its end (`onEnded(_:)`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The base gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

/// A property wrapper for state that a gesture updates while it is in progress and that goes
/// back to its initial value when the gesture ends (`@GestureState var offset = CGSize.zero`).
///
/// At rest no gesture is in progress, so the value is the initial one; in a live preview the
/// view graph keeps it by the view's identity, as `@State`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value
    private let box: State<Value>

    /// Creates the state with its initial value, the one it returns to when a gesture ends.
    public init(wrappedValue: Value) {
        initial = wrappedValue
        box = State(wrappedValue: wrappedValue)
    }
    /// Creates the state with its initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Creates the state with its initial value and the transaction of its reset.
    /// - Parameters:
    ///   - wrappedValue: the initial value.
    ///   - resetTransaction: how the return to the initial value animates (not animated in Trellis).
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }
    /// Creates the state with its initial value and an action for its reset.
    /// - Parameters:
    ///   - wrappedValue: the initial value.
    ///   - reset: called with the value and the transaction when the state is reset (not called in Trellis).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: wrappedValue) }
    /// The current value: the initial one unless a gesture is updating it.
    public var wrappedValue: Value { box.wrappedValue }
    /// The state itself, to hand to `updating(_:body:)` (`$offset`).
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while a gesture runs.
    func set(_ value: Value) { box.wrappedValue = value }
    /// Puts back the initial value (the gesture ended or failed).
    func reset() { box.wrappedValue = initial }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a state whose initial value is `nil`, with the transaction of its reset.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    /// Creates a state whose initial value is `nil`, with an action for its reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}

extension GestureState: GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String) { box.link(in: graph, key: key) }
}

/// A type that keeps state a view reads, which SwiftUI updates before it evaluates the view's
/// body (`@State`, `@GestureState`, property wrappers made of them).
///
/// Trellis evaluates each body once, for a layout at rest; it never calls `update()`.
public protocol DynamicProperty {
    /// Updates the stored value before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the stored values are already those of the layout at rest.
    public mutating func update() {}
}

/// A gesture that recognises one or more taps (never recognised at rest).
public struct TapGesture: Gesture {
    /// A tap reports no value.
    public typealias Value = Void
    /// How many taps in a row the gesture needs.
    public var count: Int
    /// Creates a tap gesture that needs `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A gesture that recognises a press held long enough (never recognised at rest).
public struct LongPressGesture: Gesture {
    /// Whether the press is still held.
    public typealias Value = Bool
    /// How many seconds the press must last.
    public var minimumDuration: Double
    /// How far, in points, the finger may move before the press fails.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture.
    /// - Parameters:
    ///   - minimumDuration: seconds the press must last.
    ///   - maximumDistance: points the finger may move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A gesture that follows a drag (never recognised at rest).
public struct DragGesture: Gesture {
    /// Where a drag is and how it moves.
    public struct Value: Equatable, Sendable {
        /// When the drag was last sampled.
        public var time: Date
        /// Where the drag is now.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the drag has moved from its start (`location` less `startLocation`).
        public var translation: CGSize
        /// Where the drag would stop if it ended now, given its velocity.
        public var predictedEndLocation: CGPoint
        /// The translation at which the drag would stop if it ended now.
        public var predictedEndTranslation: CGSize
        /// The drag's speed in points per second along each axis.
        public var velocity: CGSize
    }
    /// How far, in points, the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// Creates a drag gesture.
    /// - Parameters:
    ///   - minimumDistance: points the finger must move before the drag begins.
    ///   - coordinateSpace: the space the drag's locations are in (ignored in Trellis).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A gesture that follows a pinch (never recognised at rest).
public struct MagnifyGesture: Gesture {
    /// How far a pinch has scaled.
    public struct Value: Equatable, Sendable {
        /// The scale of the pinch relative to its start (1 is unscaled).
        public var magnification: CGFloat
    }
    /// Creates a magnify gesture that reports changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A gesture that follows a two-finger rotation (never recognised at rest).
public struct RotateGesture: Gesture {
    /// How far a rotation has turned.
    public struct Value: Equatable, Sendable {
        /// The angle turned since the gesture began.
        public var rotation: Angle
    }
    /// Creates a rotate gesture that reports changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A gesture that follows a pinch, reporting its scale (deprecated: `MagnifyGesture`); never
/// recognised at rest.
public struct MagnificationGesture: Gesture {
    /// The scale of the pinch relative to its start (1 is unscaled).
    public typealias Value = CGFloat
    /// The least change of scale reported.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnification gesture that reports changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A gesture that follows a two-finger rotation, reporting its angle (deprecated:
/// `RotateGesture`); never recognised at rest.
public struct RotationGesture: Gesture {
    /// The angle turned since the gesture began.
    public typealias Value = Angle
    /// The least change of angle reported.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture that reports changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures of a view and its subviews are recognised (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Recognises neither the attached gesture nor the subviews' gestures.
    public static let none = GestureMask([])
    /// Recognises the attached gesture only.
    public static let gesture = GestureMask(rawValue: 1)
    /// Recognises the subviews' gestures only.
    public static let subviews = GestureMask(rawValue: 2)
    /// Recognises the attached gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
    /// Adds an action to perform when this view recognises a tap (in a live preview; never at
    /// rest). A tap counts once whatever `count` asks.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(action: { _ in action() }))
    }

    /// Adds an action to perform when this view recognises a long press (in a live preview;
    /// never at rest); `onPressingChanged` hears `true` at the press and `false` when it ends.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return modifier(GestureModifier(priority: .normal) { frame in
            var callbacks = GestureCallbacks<Bool>()
            callbacks.changed = [{ _ in onPressingChanged?(true) }]
            callbacks.ended = [{ _ in action() }]
            callbacks.resets = [{ onPressingChanged?(false) }]
            return press.recognizer(in: frame, callbacks)
        })
    }

    /// Adds an action to perform when this view recognises a long press, `pressing` hearing
    /// whether it is pressed (deprecated: `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
    /// Disfavoured: a call with neither `pressing:` nor `onPressingChanged:` is the newer form's.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }

    /// Attaches a gesture to the view: in a live preview the pointer drives it, after the
    /// gestures of the views inside (never recognised at rest).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(priority: .normal, including: mask) { liveRecognizer(gesture, in: $0, GestureCallbacks()) })
    }

    /// Attaches a gesture that goes before the gestures of the views inside (never recognised at rest).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(priority: .high, including: mask) { liveRecognizer(gesture, in: $0, GestureCallbacks()) })
    }

    /// Attaches a gesture recognised alongside those of the views inside (never recognised at rest).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(priority: .simultaneous, including: mask) { liveRecognizer(gesture, in: $0, GestureCallbacks()) })
    }
}
