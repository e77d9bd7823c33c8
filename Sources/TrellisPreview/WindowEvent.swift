/// The X events the previewer acts on, already decoded from Xlib's union.
enum WindowEvent {
    /// The window now has this size in device pixels.
    case resized(width: Int, height: Int)
    /// Part of the window needs repainting (the last of a series of Expose events).
    case exposed
    /// A key was pressed: its keysym (with Shift and Caps Lock applied) and modifier state.
    case key(KeyStroke)
    /// The pointer moved to this position in device pixels.
    case pointerMoved(x: Int, y: Int)
    /// A mouse-wheel button (4...7) was pressed at this position in device pixels.
    case wheel(button: Int, x: Int, y: Int, shift: Bool)
    /// The pointer left the window.
    case pointerLeft
    /// A mouse button was pressed at this position in device pixels (1 is the left button).
    case buttonPressed(button: Int, x: Int, y: Int)
    /// A mouse button was released at this position in device pixels.
    case buttonReleased(button: Int, x: Int, y: Int)
    /// The window manager asked the window to close (WM_DELETE_WINDOW).
    case closeRequested
    /// The window was destroyed by someone else.
    case destroyed
}

/// A key press: the keysym Xlib computes for the pressed key with the current modifiers.
struct KeyStroke: Equatable {
    var keysym: UInt
    var shift: Bool
    var control: Bool
}
