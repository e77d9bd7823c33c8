// UIKit's pinch recognizer: a continuous gesture of two fingers, which begins once their distance
// changed by 10 points (Trellis's choice), reports `scale` (their distance over the distance when
// they went down, times the scale set since) and its velocity, and ends when fewer than two remain.
// A single pointer (a mouse, a live preview's press) never pinches: the recognizer stays possible
// and fails when it lifts.
import CoreGraphics
import Foundation

/// Recognizes two fingers moving apart or together.
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How far the distance between the fingers changes before the pinch begins (Trellis's choice).
    static let hysteresis: CGFloat = 10

    private var reference: (distance: CGFloat, scale: CGFloat)?
    private var storedScale: CGFloat = 1
    private var lastSample: (time: TimeInterval, scale: CGFloat)?

    /// The scale of the fingers' distance (1 when they went down). Setting it makes later
    /// changes relative to the value set.
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if let d = fingerDistance { reference = (d, newValue) }
        }
    }
    /// How fast the scale changes, per second.
    open private(set) var velocity: CGFloat = 0

    private var fingerDistance: CGFloat? {
        let points = windowLocations
        guard points.count >= 2 else { return nil }
        return gestureDistance(points[0], points[1])
    }

    /// Notes the distance when the second finger goes down.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if self.touches.count == 2, reference == nil, let d = fingerDistance { reference = (d, 1) }
    }

    /// Begins past the hysteresis, then follows the distance.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let reference, let d = fingerDistance, reference.distance > 0 else { return }
        let newScale = reference.scale * d / reference.distance
        switch state {
        case .possible:
            guard abs(d - reference.distance) >= Self.hysteresis else { return }
            storedScale = newScale
            lastSample = (event.timestamp, newScale)
            state = .began
        case .began, .changed:
            if let last = lastSample, event.timestamp > last.time { velocity = (newScale - last.scale) / CGFloat(event.timestamp - last.time) }
            lastSample = (event.timestamp, newScale)
            storedScale = newScale
            state = .changed
        default:
            break
        }
    }

    /// Ends when fewer than two fingers remain (fails if the pinch had not begun and none remain).
    /// - Parameters:
    ///   - touches: The touches that lifted.
    ///   - event: Their event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed: if self.touches.count < 2 { state = .ended }
        case .possible: if self.touches.isEmpty { state = .failed }
        default: break
        }
    }

    /// Cancels the pinch (fails it before it began).
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    /// Back to a scale of 1.
    open override func reset() {
        super.reset()
        reference = nil
        storedScale = 1
        velocity = 0
        lastSample = nil
    }
}
