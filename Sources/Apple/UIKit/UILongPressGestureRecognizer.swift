// UIKit's long-press recognizer: a continuous gesture that begins once its fingers are held
// `minimumPressDuration` seconds (0.5) without moving more than `allowableMovement` points (10),
// changes as they move (any distance, once begun), and ends when they lift. Lifting or moving too
// far before then fails it. Linux: time passes with each touch fed (a held pointer's repeated
// samples, `_advance(to:)`).
import CoreGraphics
import Foundation

/// Recognizes fingers held down, then follows them until they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How long the fingers must be held, in seconds (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points (10).
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press (0).
    open var numberOfTapsRequired = 0
    /// How many fingers the press takes (1).
    open var numberOfTouchesRequired = 1

    private var press: (point: CGPoint, time: TimeInterval)?
    private var tapsDone = 0
    private var tapStart: TimeInterval?

    /// Starts timing once enough fingers are down.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { state = .failed; return }
        if tapsDone < numberOfTapsRequired { tapStart = tapStart ?? event.timestamp; return }
        if self.touches.count == numberOfTouchesRequired {
            press = (location(in: nil), event.timestamp)
            if minimumPressDuration <= 0 { state = .began }
        }
    }

    /// Fails when the fingers move too far before the press; reports changes after.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            if let press, gestureDistance(location(in: nil), press.point) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the gesture when the fingers lift; before it began, counts a tap or fails.
    /// - Parameters:
    ///   - touches: The touches that lifted.
    ///   - event: Their event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard self.touches.isEmpty else { return }
        switch state {
        case .possible:
            if tapsDone < numberOfTapsRequired, let tapStart, event.timestamp - tapStart < minimumPressDuration {
                tapsDone += 1
                self.tapStart = nil
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    /// Cancels the gesture (fails it before it began).
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    override func timePassed(until time: TimeInterval) {
        guard state == .possible, let press, touches.count == numberOfTouchesRequired,
              time - press.time >= minimumPressDuration else { return }
        state = .began
    }

    /// Forgets the press.
    open override func reset() {
        super.reset()
        press = nil
        tapsDone = 0
        tapStart = nil
    }
}
