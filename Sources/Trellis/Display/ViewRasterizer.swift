import Foundation

// Pixels of a view, for `ImageRenderer` (the SwiftUI module). The engine paints nothing itself:
// the Cairo painter installs its rasterizer the first time a process uses it (`CairoBackend`),
// so views turn into images wherever previews are drawn, and into no image (nil, as
// `ImageRenderer.cgImage` is when it cannot render) where nothing can paint.

/// A view's pixels: PNG data and its size in pixels.
package struct RasterizedView: Sendable {
    /// The image, PNG-encoded.
    package let png: Data
    /// Its width in pixels.
    package let width: Int
    /// Its height in pixels.
    package let height: Int

    /// The pixels `png` holds, `width` × `height`.
    package init(png: Data, width: Int, height: Int) {
        self.png = png
        self.width = width
        self.height = height
    }
}

/// Turns a view into pixels at a proposal and a scale (pixels per point).
package enum ViewRasterizer {
    /// What a painter provides: the view laid out at the size it takes for the proposal, painted.
    package typealias Rasterize = @Sendable (_ view: AnyView, _ proposal: ProposedViewSize, _ scale: CGFloat) -> RasterizedView?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: Rasterize?

    /// Makes `rasterize` the process's rasterizer.
    package static func install(_ rasterize: @escaping Rasterize) { lock.withLock { installed = rasterize } }

    /// `view`'s pixels, or nil when no painter is installed or the view has no pixels (an empty
    /// size, or one past the painter's limit).
    package static func rasterize(_ view: AnyView, proposal: ProposedViewSize, scale: CGFloat) -> RasterizedView? {
        lock.withLock { installed }?(view, proposal, scale)
    }
}
