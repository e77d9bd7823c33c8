// UIKit's tap recognizer: a discrete gesture, recognized when the last finger of the last tap
// lifts. Trellis's choices, as UIKit does not publish its tolerances: a finger may move 10 points
// from where it went down, and each next tap must go down within 0.35 s of the previous lift and
// within 10 points of the first tap.
import CoreGraphics
import Foundation

/// Recognizes one or more taps of one or more fingers.
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How many taps make the gesture (1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (1).
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap (Trellis's choice).
    static let allowableMovement: CGFloat = 10
    /// How long after a lift the next tap may go down (Trellis's choice).
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTap: CGPoint?
    private var tapsDone = 0
    private var fingersInTap = 0
    private var nextTapDeadline: TimeInterval?

    override var waitsForMoreTouches: Bool { nextTapDeadline != nil }

    /// Follows the fingers that went down.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        nextTapDeadline = nil
        for touch in touches { starts[ObjectIdentifier(touch)] = windowPoint(of: touch) }
        fingersInTap = max(fingersInTap, self.touches.count)
        if fingersInTap > numberOfTouchesRequired { state = .failed; return }
        let here = location(in: nil)
        if let firstTap, gestureDistance(here, firstTap) > Self.allowableMovement { state = .failed; return }
        if firstTap == nil { firstTap = here }
    }

    /// Fails when a finger moves too far.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            if let start = starts[ObjectIdentifier(touch)], gestureDistance(windowPoint(of: touch), start) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Counts a tap when the last finger lifts; recognizes after the last tap.
    /// - Parameters:
    ///   - touches: The touches that lifted.
    ///   - event: Their event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, self.touches.isEmpty else { return }
        guard fingersInTap == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        fingersInTap = 0
        starts = [:]
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapDeadline = event.timestamp + Self.maximumIntervalBetweenTaps
        }
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
        if let deadline = nextTapDeadline, time > deadline, state == .possible {
            nextTapDeadline = nil
            state = .failed
        }
    }

    /// Forgets the taps counted.
    open override func reset() {
        super.reset()
        starts = [:]
        firstTap = nil
        tapsDone = 0
        fingersInTap = 0
        nextTapDeadline = nil
    }
}
