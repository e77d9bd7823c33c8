import CX11
import Foundation

/// Sets the X resource database of a display (what `xrdb` does; xrdb itself is not installed
/// with the test packages): the RESOURCE_MANAGER property of the root window.
enum XResources {
    static func set(_ resources: String, display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw TestFailure("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        var bytes = Array(resources.utf8)
        let root = XDefaultRootWindow(display)
        XChangeProperty(display, root, XInternAtom(display, "RESOURCE_MANAGER", 0), XInternAtom(display, "STRING", 0),
                        8, PropModeReplace, &bytes, Int32(bytes.count))
        XSync(display, 0)
    }
}
