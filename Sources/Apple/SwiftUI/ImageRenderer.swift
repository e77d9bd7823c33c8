import CoreGraphics
import Foundation
import Trellis
import UIKit

// `ImageRenderer` turns a view into an image, as SwiftUI's does: the view is laid out at the size
// it takes for `proposedSize` (`.unspecified`: its ideal size) in the default environment and
// painted at `scale` pixels per point (1 unless set, as Apple documents), with Trellis's own
// painter (Cairo, Pango's text). `cgImage` and `uiImage` are nil when the view has no pixels (an
// empty size, or one past 16,384 pixels a side) or the process cannot paint.

/// Renders a view into an image: `ImageRenderer(content: Badge()).cgImage`.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view to render.
    public var content: Content
    /// The accessibility label of the images made.
    public var label: Text?
    /// The size proposed to the view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the images made.
    public var scale: CGFloat = 1
    /// Whether the image has no transparency (accepted: the image keeps its alpha).
    public var isOpaque = false
    /// How colours are rendered (accepted: non-linear sRGB).
    public var colorMode: ColorRenderingMode = .nonLinear

    /// A renderer of `view`.
    /// - Parameter view: The view to render.
    public init(content view: Content) { content = view }

    /// The view's pixels, now.
    private var rasterized: RasterizedView? {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return ViewRasterizer.rasterize(AnyView(content), proposal: proposedSize, scale: scale)
    }

    /// The view rendered as a bitmap, or nil when it has no pixels.
    public var cgImage: CGImage? {
        guard let pixels = rasterized else { return nil }
        return CGImage(pngData: pixels.png, width: pixels.width, height: pixels.height)
    }

    /// The view rendered as a UIKit image at `scale`, or nil when it has no pixels.
    public var uiImage: UIImage? {
        guard let pixels = rasterized else { return nil }
        return UIImage(data: pixels.png, scale: scale)
    }
}

extension Image {
    /// An image of a bitmap at `scale` pixels per point: `Image(renderer.cgImage!, scale: 2, label: Text("Badge"))`.
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: Accepted: the bitmap is drawn upright.
    ///   - label: Its accessibility label.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(uiImage: UIImage(data: cgImage.pngData, scale: scale) ?? UIImage())
    }

    /// An image of a bitmap that accessibility ignores.
    /// - Parameters:
    ///   - cgImage: The bitmap.
    ///   - scale: Pixels per point.
    ///   - orientation: Accepted: the bitmap is drawn upright.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(uiImage: UIImage(data: cgImage.pngData, scale: scale) ?? UIImage())
    }
}
