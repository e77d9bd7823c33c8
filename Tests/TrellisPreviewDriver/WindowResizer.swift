import CX11
import Foundation

/// Resizes a window over one lasting X connection, the way a window manager does during a drag
/// (starting xdotool for each size would put a process start-up on the CPU beside every frame).
public final class WindowResizer {
    private let display: OpaquePointer

    public init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw TestFailure("cannot open \(name)") }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    public func resize(_ window: String, width: Int, height: Int) {
        XResizeWindow(display, Window(UInt(window) ?? 0), UInt32(width), UInt32(height))
        XFlush(display)
    }
}
