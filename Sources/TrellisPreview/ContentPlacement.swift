import Foundation

/// Where the layout sits in the window. At free size it fills the window; on a canvas of its own
/// (a device preset's screen, a fixed or sized-to-fit preview) it keeps that size, centred, and
/// shrinks (never grows) to fit a smaller window.
struct ContentPlacement {
    var windowPixels: (width: Int, height: Int)
    /// Device pixels per point.
    var scale: Double
    /// The canvas in points, or nil at free size.
    var canvas: CGSize?

    var windowPoints: CGSize {
        CGSize(width: Double(windowPixels.width) / scale, height: Double(windowPixels.height) / scale)
    }

    /// The size the root is proposed.
    var contentSize: CGSize { canvas ?? windowPoints }

    var zoom: Double {
        guard let canvas else { return 1 }
        let w = windowPoints
        return min(1, w.width / max(canvas.width, 1), w.height / max(canvas.height, 1))
    }

    /// Device pixels per layout point.
    var factor: Double { scale * zoom }

    /// The content's top-left corner in the window, in pixels (whole pixels, so edges stay sharp).
    var origin: CGPoint {
        guard let canvas else { return .zero }
        return CGPoint(x: ((Double(windowPixels.width) - canvas.width * factor) / 2).rounded(),
                       y: ((Double(windowPixels.height) - canvas.height * factor) / 2).rounded())
    }

    /// A window pixel position in layout points.
    func contentPoint(fromPixel p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x - origin.x) / factor, y: (p.y - origin.y) / factor)
    }
}
