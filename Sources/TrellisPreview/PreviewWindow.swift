import CX11
import Foundation

/// The X11 window: the display connection, the window, its atoms and the Cairo surface that puts
/// finished frames on screen. Everything here runs on the thread that created it (Xlib is not
/// initialised for threads).
final class PreviewWindow {
    let display: OpaquePointer
    let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let wmProtocols: Atom
    private let wmDelete: Atom
    private let netWMName: Atom
    private let utf8String: Atom
    /// Frames are composed off-screen here and put on the window in one request.
    let frameBuffer: FrameBuffer
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int

    /// The X connection's file descriptor, for the poll loop.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// Device pixels per point.
    let scale: Double

    /// Opens the display named by `DISPLAY` and maps a window of `size` points. The scale is
    /// `scale` when given, else the `Xft.dpi` resource's (96 dpi = 1), else 1. Throws when there
    /// is no display to connect to or its pixels are not 24-bit TrueColor.
    init(size: CGSize, scale requestedScale: Double?, title: String) throws {
        guard let display = XOpenDisplay(nil) else { throw WindowError.noDisplay }
        self.display = display
        let screen = XDefaultScreen(display)
        visual = XDefaultVisual(display, screen)
        scale = requestedScale ?? Self.xftDPI(display).map(Self.scale(forDPI:)) ?? 1
        pixelWidth = max(1, min(32767, Int((size.width * scale).rounded())))
        pixelHeight = max(1, min(32767, Int((size.height * scale).rounded())))
        window = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0,
                                     UInt32(pixelWidth), UInt32(pixelHeight), 0,
                                     XBlackPixel(display, screen), XWhitePixel(display, screen))
        guard let frameBuffer = FrameBuffer(display: display, window: window, visual: visual,
                                            depth: XDefaultDepth(display, screen)) else {
            XDestroyWindow(display, window)
            XCloseDisplay(display)
            throw WindowError.unsupportedVisual(depth: Int(XDefaultDepth(display, screen)))
        }
        self.frameBuffer = frameBuffer
        // No background and north-west gravity: the server neither clears nor shifts the old
        // contents while the window is resized, so nothing flickers before our next frame arrives.
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(0)
        attributes.bit_gravity = NorthWestGravity
        XChangeWindowAttributes(display, window, UInt(CWBackPixmap | CWBitGravity), &attributes)

        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        wmDelete = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
        utf8String = XInternAtom(display, "UTF8_STRING", 0)
        var protocols = [wmDelete]
        XSetWMProtocols(display, window, &protocols, 1)

        var classHint = XClassHint()
        "trellis".withCString { name in
            "Trellis".withCString { cls in
                classHint.res_name = UnsafeMutablePointer(mutating: name)
                classHint.res_class = UnsafeMutablePointer(mutating: cls)
                XSetClassHint(display, window, &classHint)
            }
        }

        XSelectInput(display, window, ExposureMask | KeyPressMask | StructureNotifyMask
                     | PointerMotionMask | LeaveWindowMask | ButtonPressMask | ButtonReleaseMask)
        setTitle(title)
        XMapWindow(display, window)
        XFlush(display)
    }

    deinit {
        // The frame buffer's X resources go first: they need the connection.
        frameBuffer.close()
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// Sets WM_NAME (ASCII, what xdotool searches) and _NET_WM_NAME (UTF-8, what window managers show).
    func setTitle(_ title: String) {
        let ascii = String(title.unicodeScalars.map { $0.isASCII ? Character($0) : "?" })
        XStoreName(display, window, ascii)
        var bytes = Array(title.utf8)
        XChangeProperty(display, window, netWMName, utf8String, 8, PropModeReplace, &bytes, Int32(bytes.count))
    }

    /// Asks the server (or the window manager) for a new size in pixels; a `.resized` event follows.
    func requestSize(width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(max(1, min(width, 32767))), UInt32(max(1, min(height, 32767))))
        XFlush(display)
    }

    /// The dots per inch of the `Xft.dpi` resource, when the session sets one.
    static func xftDPI(_ display: OpaquePointer) -> Double? {
        guard let resources = XResourceManagerString(display) else { return nil }
        for line in String(cString: resources).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// 96 dpi is 1x; HiDPI sessions set 144 (1.5x) or 192 (2x). Rounded to half steps.
    static func scale(forDPI dpi: Double) -> Double {
        guard dpi.isFinite, dpi > 0 else { return 1 }
        return min(4, max(1, (dpi / 96 * 2).rounded() / 2))
    }

    /// The next event Xlib already has or can read without blocking, or nil. One at a time, so
    /// that each resize is laid out and painted at its own size before the next is looked at.
    func nextEvent() -> WindowEvent? {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if let decoded = decode(&event) { return decoded }
        }
        return nil
    }

    /// Sends buffered requests to the server.
    func flush() { XFlush(display) }

    /// Whether Xlib holds events that poll(2) on the socket would not report: those in its queue
    /// and those a round trip (a frame's XSync) already read off the socket into XCB's queue,
    /// which XQLength does not count (a wheel click right after a key press was left there).
    var hasQueuedEvents: Bool { XEventsQueued(display, QueuedAfterReading) > 0 }

    private func decode(_ event: inout XEvent) -> WindowEvent? {
        switch event.type {
        case ConfigureNotify:
            // Sizes already superseded by a newer one are skipped: when layout keeps up, every
            // size of a drag is drawn; when it cannot, the window follows without lagging behind.
            while XCheckTypedWindowEvent(display, window, ConfigureNotify, &event) != 0 {}
            let width = Int(event.xconfigure.width), height = Int(event.xconfigure.height)
            guard width != pixelWidth || height != pixelHeight else { return nil }
            pixelWidth = max(1, width)
            pixelHeight = max(1, height)
            return .resized(width: pixelWidth, height: pixelHeight)
        case Expose:
            return event.xexpose.count == 0 ? .exposed : nil
        case KeyPress:
            var keysym: KeySym = 0
            var buffer = [CChar](repeating: 0, count: 16)
            _ = XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
            let state = event.xkey.state
            return .key(KeyStroke(keysym: UInt(keysym), shift: state & UInt32(ShiftMask) != 0,
                                 control: state & UInt32(ControlMask) != 0))
        case MotionNotify:
            return .pointerMoved(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
        case ButtonPress where (4...7).contains(Int(event.xbutton.button)):
            return .wheel(button: Int(event.xbutton.button), x: Int(event.xbutton.x), y: Int(event.xbutton.y),
                          shift: event.xbutton.state & UInt32(ShiftMask) != 0)
        case LeaveNotify:
            return .pointerLeft
        case ButtonPress:
            return .buttonPressed(button: Int(event.xbutton.button), x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ButtonRelease where !(4...7).contains(Int(event.xbutton.button)):
            return .buttonReleased(button: Int(event.xbutton.button), x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ClientMessage:
            if event.xclient.message_type == wmProtocols, Atom(event.xclient.data.l.0) == wmDelete {
                return .closeRequested
            }
            return nil
        case DestroyNotify:
            return event.xdestroywindow.window == window ? .destroyed : nil
        default:
            return nil
        }
    }
}

/// Why the window could not open.
enum WindowError: Error {
    /// No X server at DISPLAY (or DISPLAY unset).
    case noDisplay
    /// The display's pixels are not 24-bit TrueColor.
    case unsupportedVisual(depth: Int)
}
