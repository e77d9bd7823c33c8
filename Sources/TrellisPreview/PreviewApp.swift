import CX11
import Foundation
import Glibc
import TrellisCairo
import TrellisSession

/// `trellis preview`: opens the window and runs until it is closed. One thread does everything:
/// poll(2) waits on the X connection, inotify and the signal pipe, with a timeout for animation
/// frames and pending reloads.
public enum PreviewApp {
    /// Runs the previewer; returns the process exit status.
    public static func run(_ configuration: PreviewConfiguration) -> Int32 {
        let path: String
        if let given = configuration.path {
            path = URL(fileURLWithPath: given).standardizedFileURL.path
        } else if let samples = GalleryLocator.samplesFolder() {
            path = URL(fileURLWithPath: samples).standardizedFileURL.path
        } else {
            printError("trellis preview: no FILE or FOLDER given and no Samples/ folder found here or above the trellis executable")
            return 1
        }
        let library: DocumentLibrary
        do {
            library = try DocumentLibrary(path: path)
        } catch {
            printError("trellis preview: \(error)")
            return 1
        }

        installXErrorHandlers()
        let size = configuration.device?.size ?? configuration.size
        let window: PreviewWindow
        do {
            window = try PreviewWindow(size: size, scale: configuration.scale.map { Double($0) }, title: "Trellis")
        } catch WindowError.unsupportedVisual(let depth) {
            printError("trellis preview: the X display has \(depth)-bit colour; the previewer needs 24-bit TrueColor. "
                       + "Render a PNG instead: trellis render FILE -o out.png")
            return 1
        } catch {
            let display = ProcessInfo.processInfo.environment["DISPLAY"].map { "'\($0)'" } ?? "unset"
            printError("""
                trellis preview: cannot open an X11 display (DISPLAY is \(display)).
                The previewer needs an X server. Without one, render the layout to a PNG instead:
                    trellis render FILE -o out.png
                """)
            return 1
        }
        guard let signals = SignalPipe() else {
            printError("trellis preview: cannot create a pipe for signals")
            return 1
        }
        let watcher = FileWatcher()
        if watcher == nil { printError("trellis preview: inotify unavailable; live reload is off") }
        let controller = PreviewController(window: window, library: library, watcher: watcher,
                                           configuration: configuration, scale: window.scale)
        runLoop(controller, signals: signals, watcher: watcher)
        return controller.exitCode ?? 0
    }

    private static func runLoop(_ controller: PreviewController, signals: SignalPipe, watcher: FileWatcher?) {
        let window = controller.window
        var fds = [pollfd(fd: window.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)]
        if let watcher { fds.append(pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)) }

        while controller.exitCode == nil {
            while let event = window.nextEvent() {
                controller.handle(event, now: MonotonicClock.now())
                if controller.exitCode != nil { return }
                // Every intermediate size of a drag gets its own layout and frame.
                if case .resized = event { controller.update(now: MonotonicClock.now()) }
            }
            if !signals.drain().isEmpty { return }
            if let watcher {
                let changes = watcher.changes()
                if !changes.isEmpty { controller.filesChanged(changes, now: MonotonicClock.now()) }
            }
            controller.update(now: MonotonicClock.now())
            if controller.exitCode != nil || window.hasQueuedEvents { continue }
            let timeout = controller.pollTimeout(now: MonotonicClock.now())
            if timeout == 0 { continue }
            // Requests made since the last paint (a new title) must reach the server before we sleep.
            window.flush()
            _ = poll(&fds, nfds_t(fds.count), timeout)
        }
    }

    /// Protocol errors are reported and survived; a lost connection (the X server went away)
    /// ends the process with a message instead of Xlib's abrupt exit.
    private static func installXErrorHandlers() {
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let message = text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            printError("trellis preview: X error: \(message) (request \(event.pointee.request_code))")
            return 0
        }
        XSetIOErrorHandler { _ in
            printError("trellis preview: lost the connection to the X server; closing.")
            exit(1)
        }
    }
}
