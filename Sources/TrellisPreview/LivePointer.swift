import Foundation
import TrellisSession

/// The left button as a live preview's pointer: X's ButtonPress, MotionNotify with the button
/// held and ButtonRelease become `.press`, `.move` and `.release`, one for one (a click that
/// does not move is a tap: a press and a release in one place). While the button is held still,
/// a `.move` to the same point every `holdInterval` lets a long press see its time pass.
struct LivePointer {
    static let holdInterval = 0.1
    /// Where the held button is, in layout points, and when it last reported (nil: not held).
    private(set) var held: (point: CGPoint, time: Double)?
    /// Whether the held button moved since its press (a release without movement ends a tap).
    private var moved = false

    mutating func pressed(at point: CGPoint, now: Double) -> LiveEvent {
        held = (point, now)
        moved = false
        return .press(point, time: now)
    }

    mutating func moved(to point: CGPoint, now: Double) -> LiveEvent? {
        guard held != nil else { return nil }
        held = (point, now)
        moved = true
        return .move(point, time: now)
    }

    /// The release, and whether it ends a tap (the log calls it one).
    mutating func released(at point: CGPoint, now: Double) -> (event: LiveEvent, tap: Bool)? {
        guard held != nil else { return nil }
        held = nil
        return (.release(point, time: now), !moved)
    }

    /// When the held button next reports that it is still held.
    var holdDue: Double? { held.map { $0.time + Self.holdInterval } }

    mutating func tick(now: Double) -> LiveEvent? {
        guard let held, now >= held.time + Self.holdInterval else { return nil }
        self.held = (held.point, now)
        return .move(held.point, time: now)
    }
}
