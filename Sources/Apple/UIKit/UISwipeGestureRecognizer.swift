// UIKit's swipe recognizer: a discrete gesture, recognized as soon as the fingers have gone 50
// points in one of its directions within 0.5 s of going down, keeping within half that distance
// of the straight line (Trellis's choices: UIKit does not publish its thresholds). Slower, shorter
// or crooked movements fail it.
import CoreGraphics
import Foundation

/// Recognizes a quick stroke in one or more directions.
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The directions' bits.
        public let rawValue: UInt
        /// Directions of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions the swipe may go (`.right`).
    open var direction: Direction = .right
    /// How many fingers swipe (1).
    open var numberOfTouchesRequired = 1

    /// How far a swipe goes (Trellis's choice).
    static let minimumDistance: CGFloat = 50
    /// How long it may take (Trellis's choice).
    static let maximumDuration: TimeInterval = 0.5

    private var start: (point: CGPoint, time: TimeInterval)?

    /// Notes where and when the fingers went down.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { state = .failed; return }
        if self.touches.count == numberOfTouchesRequired { start = (location(in: nil), event.timestamp) }
    }

    /// Recognizes once the stroke is long enough in one of the directions.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start else { return }
        let here = location(in: nil)
        let dx = here.x - start.point.x, dy = here.y - start.point.y
        let strokes: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.up, -dy, dx), (.down, dy, dx)]
        for (way, along, across) in strokes where direction.contains(way) {
            if along >= Self.minimumDistance, abs(across) <= along / 2 {
                state = .recognized
                return
            }
        }
    }

    /// Fails: the fingers lifted before swiping.
    /// - Parameters:
    ///   - touches: The touches that lifted.
    ///   - event: Their event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Fails.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func timePassed(until time: TimeInterval) {
        if state == .possible, let start, time - start.time > Self.maximumDuration { state = .failed }
    }

    /// Forgets the stroke.
    open override func reset() {
        super.reset()
        start = nil
    }
}
