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

/// The keys a live preview acts on besides characters: they edit the focused field or move
/// the focus. The raw values are the names `--interact`'s `press` takes (`press shift+left`).
public enum LiveKey: String, Codable, Sendable, CaseIterable {
    /// Deletes the selection, else the character before the caret.
    case backspace
    /// Submits the focused field (its `onSubmit` actions) and ends editing, as Return does on
    /// iOS; in a `TextEditor` it starts a new line.
    case enter
    /// Moves the focus to the next text field, in tree order (after the last: the first).
    case tab
    /// Ends editing.
    case escape
    /// Deletes the selection, else the character after the caret (the Delete key).
    case delete
    /// Moves the caret one character back (to the selection's start when there is one).
    case left
    /// Moves the caret one character on (to the selection's end when there is one).
    case right
    /// Moves the caret to the line above in an editor; to the start in a one-line field.
    case up
    /// Moves the caret to the line below in an editor; to the end in a one-line field.
    case down
    /// Moves the caret to the start of its line.
    case home
    /// Moves the caret to the end of its line.
    case end
    /// Selects the whole text (Ctrl+A).
    case selectAll = "ctrl+a"
    /// Left with Shift: the selection's moving end goes back one character.
    case shiftLeft = "shift+left"
    /// Right with Shift: the selection's moving end goes on one character.
    case shiftRight = "shift+right"
    /// Up with Shift: the selection extends to the line above (to the start in one line).
    case shiftUp = "shift+up"
    /// Down with Shift: the selection extends to the line below (to the end in one line).
    case shiftDown = "shift+down"
    /// Home with Shift: the selection extends to the start of the line.
    case shiftHome = "shift+home"
    /// End with Shift: the selection extends to the end of the line.
    case shiftEnd = "shift+end"

    /// The key a Shift-less key becomes with Shift held (the arrows, Home and End), else itself.
    public var withShift: LiveKey {
        switch self {
        case .left: return .shiftLeft
        case .right: return .shiftRight
        case .up: return .shiftUp
        case .down: return .shiftDown
        case .home: return .shiftHome
        case .end: return .shiftEnd
        default: return self
        }
    }

    /// The name as `--interact` reads it: a raw value, or `return` (Enter) and `select-all`.
    public init?(name: String) {
        switch name.lowercased() {
        case "return": self = .enter
        case "select-all": self = .selectAll
        case let other: self.init(rawValue: other)
        }
    }
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
