import Foundation

/// Where the layout sits in the window. At free size it fills the window; with a device preset it
/// keeps the device's size, centred, and shrinks (never grows) to fit a smaller window.
struct ContentPlacement {
    var windowPixels: (width: Int, height: Int)
    /// Device pixels per point.
    var scale: Double
    /// The device's screen in points, or nil at free size.
    var deviceSize: CGSize?

    var windowPoints: CGSize {
        CGSize(width: Double(windowPixels.width) / scale, height: Double(windowPixels.height) / scale)
    }

    /// The size the root is proposed.
    var contentSize: CGSize { deviceSize ?? windowPoints }

    var zoom: Double {
        guard let deviceSize else { return 1 }
        let w = windowPoints
        return min(1, w.width / max(deviceSize.width, 1), w.height / max(deviceSize.height, 1))
    }

    /// Device pixels per layout point.
    var factor: Double { scale * zoom }

    /// The content's top-left corner in the window, in pixels (whole pixels, so edges stay sharp).
    var origin: CGPoint {
        guard let deviceSize else { return .zero }
        return CGPoint(x: ((Double(windowPixels.width) - deviceSize.width * factor) / 2).rounded(),
                       y: ((Double(windowPixels.height) - deviceSize.height * factor) / 2).rounded())
    }

    /// A window pixel position in layout points.
    func contentPoint(fromPixel p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x - origin.x) / factor, y: (p.y - origin.y) / factor)
    }
}
