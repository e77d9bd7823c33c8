import CX11
import Foundation

/// Sends WM_DELETE_WINDOW to a window the way a window manager's close button does (Xvfb has no
/// window manager, and xdotool of Debian 12 cannot send it).
enum CloseRequest {
    static func send(window: UInt, display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw TestFailure("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, Window(window), 0, NoEventMask, &event)
        XFlush(display)
    }
}
