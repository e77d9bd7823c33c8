import Foundation

/// What a person does to a live preview, as both front ends send it: the window translates X
/// events into these, `--interact` turns its steps into them (InteractionScript.swift).
public enum LiveEvent: Codable, Sendable, Equatable {
    /// A tap (a click) at a point in window coordinates.
    case tap(CGPoint)
    /// Characters typed into the focused text field.
    case type(String)
    /// A key that edits or moves the focus.
    case key(LiveKey)
    /// A drag from one point to another (window coordinates): a sheet dragged down dismisses.
    case drag(from: CGPoint, to: CGPoint)
    /// The pointer went down at a point (X's ButtonPress), at a time in seconds (any origin:
    /// only differences count, for a drag's velocity and a long press's duration).
    case press(CGPoint, time: Double)
    /// The pointer moved while down (X's MotionNotify with the button held); the same point
    /// at a later time tells a long press it is still held.
    case move(CGPoint, time: Double)
    /// The pointer came up (X's ButtonRelease): a press and a release without a drag is a tap.
    case release(CGPoint, time: Double)
}

/// The keys a live preview acts on besides characters.
public enum LiveKey: String, Codable, Sendable, CaseIterable {
    /// Deletes the focused field's last character.
    case backspace
    /// Submits the focused field (its `onSubmit` actions) and ends editing, as Return does on iOS.
    case enter
    /// Moves the focus to the next text field, in tree order (after the last: the first).
    case tab
    /// Ends editing.
    case escape
}

/// Why a live preview refused an event or stopped an update.
public enum LiveError: Error, CustomStringConvertible, Equatable {
    /// A body kept changing the state it reads: the view's place and the passes run.
    case updateLoop(view: String, passes: Int)

    public var description: String {
        switch self {
        case let .updateLoop(view, passes):
            return "the body of \(view) changes the state it reads: stopped after \(passes) updates"
        }
    }
}
