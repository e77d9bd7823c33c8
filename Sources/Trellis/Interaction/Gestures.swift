import Foundation

// Gestures: accepted with SwiftUI's names and signatures so that ordinary code compiles; at rest
// no gesture is recognised, so none changes the layout or the drawing.

/// An instance that matches a sequence of events to a gesture (never recognised at rest).
public protocol Gesture {
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

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var velocity: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Which gestures of a view and its subviews are recognised (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
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
