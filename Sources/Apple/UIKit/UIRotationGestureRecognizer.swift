// UIKit's rotation recognizer: a continuous gesture of two fingers, which begins once the line
// between them turned by 0.1 radians (Trellis's choice), reports `rotation` (radians since they
// went down, plus the rotation set since; clockwise positive on screen) and its velocity, and ends
// when fewer than two remain. A single pointer never rotates: the recognizer stays possible and
// fails when it lifts.
import CoreGraphics
import Foundation

/// Recognizes two fingers turning about each other.
open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How far the fingers turn before the rotation begins, in radians (Trellis's choice).
    static let hysteresis: CGFloat = 0.1

    private var reference: (angle: CGFloat, rotation: CGFloat)?
    private var storedRotation: CGFloat = 0
    private var lastSample: (time: TimeInterval, rotation: CGFloat)?

    /// The rotation in radians since the fingers went down. Setting it makes later changes
    /// relative to the value set.
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            if let a = fingerAngle { reference = (a, newValue) }
        }
    }
    /// How fast the rotation changes, in radians per second.
    open private(set) var velocity: CGFloat = 0

    private var fingerAngle: CGFloat? {
        let points = windowLocations
        guard points.count >= 2 else { return nil }
        return atan2(points[1].y - points[0].y, points[1].x - points[0].x)
    }

    /// The turn from the reference angle, in (−π, π].
    private func turn(from reference: CGFloat, to angle: CGFloat) -> CGFloat {
        var d = angle - reference
        while d > .pi { d -= 2 * .pi }
        while d <= -.pi { d += 2 * .pi }
        return d
    }

    /// Notes the angle when the second finger goes down.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if self.touches.count == 2, reference == nil, let a = fingerAngle { reference = (a, 0) }
    }

    /// Begins past the hysteresis, then follows the angle.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let reference, let a = fingerAngle else { return }
        let d = turn(from: reference.angle, to: a)
        let newRotation = reference.rotation + d
        switch state {
        case .possible:
            guard abs(d) >= Self.hysteresis else { return }
            storedRotation = newRotation
            lastSample = (event.timestamp, newRotation)
            state = .began
        case .began, .changed:
            if let last = lastSample, event.timestamp > last.time {
                velocity = (newRotation - last.rotation) / CGFloat(event.timestamp - last.time)
            }
            lastSample = (event.timestamp, newRotation)
            storedRotation = newRotation
            state = .changed
        default:
            break
        }
    }

    /// Ends when fewer than two fingers remain (fails if it had not begun and none remain).
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

    /// Cancels the rotation (fails it before it began).
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    /// Back to a rotation of 0.
    open override func reset() {
        super.reset()
        reference = nil
        storedRotation = 0
        velocity = 0
        lastSample = nil
    }
}
