import Foundation

// Gestures: accepted with SwiftUI's names and signatures so that ordinary code compiles; at rest
// no gesture is recognised, so none changes the layout or the drawing.

/// An instance that matches a sequence of events to a gesture (never recognised at rest).
public protocol Gesture {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Adds an action to perform when the gesture ends (never called at rest).
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Adds an action to perform when the gesture's value changes (never called at rest).
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self where Value: Equatable { self }
    /// Combines two gestures to be recognised at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    /// Sequences two gestures.
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    /// Makes two gestures exclusive.
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
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

extension View {
    /// Adds an action to perform when this view recognises a tap (never at rest).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Adds an action to perform when this view recognises a long press (never at rest).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// Attaches a gesture to the view (never recognised at rest).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture with a higher precedence than the view's own (never recognised at rest).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture recognised alongside the view's own (never recognised at rest).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
}
