import CCairo
import Foundation
import Trellis
import TrellisCairo

/// Everything one frame shows.
struct FrameContents {
    var placement: ContentPlacement
    /// The display list to paint (an animation's in-between one), or nil before any layout.
    var list: DisplayList?
    /// Set when the frame is one of a motion (an animation's in-between list, a drag's new
    /// size): what would cost the frame's budget may be drawn approximately (`PaintMotion`).
    var motion: PaintMotion?
    var colorScheme: ColorScheme
    /// Every view's frame when the `b` outlines are on.
    var outlines: ViewOutlines?
    /// The pointer in window pixels.
    var pointer: CGPoint?
    var banner: (title: String, problems: [String])?
    var helpVisible: Bool
    /// The status bar's fields, or nil when it is hidden.
    var statusFields: [String]?
    /// The device's status bar, Dynamic Island and home indicator, drawn faintly over the content.
    var obstructions: DeviceObstructions?
    /// Scroll indicators of the scroll views being scrolled, in layout points.
    var scrollIndicators: [ScrollIndicator] = []
}

/// Draws a frame: the layout (clipped to its area, on the window background), the outline
/// overlay, then the previewer's own overlays in window points. `rasters` keeps what shadows
/// and blurs rasterized for the next frames.
enum FrameComposer {
    static func draw(_ frame: FrameContents, on cr: OpaquePointer, rasters: EffectRasterCache? = nil) {
        let placement = frame.placement
        // Outside a canvas of its own (a device's screen, a fixed or sized-to-fit preview): a
        // neutral grey, so its edges are visible.
        if placement.canvas != nil {
            cairo_set_source_rgb(cr, 0.42, 0.42, 0.45)
            cairo_paint(cr)
        }

        cairo_save(cr)
        let origin = placement.origin, factor = placement.factor, size = placement.contentSize
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, factor, factor)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_clip(cr)
        var hoverLabel: String?
        if let list = frame.list {
            let background = list.backgroundColor
            cairo_set_source_rgba(cr, Double(background.red), Double(background.green), Double(background.blue),
                                  Double(background.opacity))
            cairo_paint(cr)
            CairoPainter(cr: cr, scale: factor, rasters: rasters, motion: frame.motion).paint(items: list.items)
            for indicator in frame.scrollIndicators { indicator.draw(cr) }
            frame.obstructions?.draw(cr)
        } else {
            let dark = frame.colorScheme == .dark
            cairo_set_source_rgb(cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1)
            cairo_paint(cr)
        }
        if let outlines = frame.outlines {
            let hovered = frame.pointer.flatMap { outlines.hovered(at: placement.contentPoint(fromPixel: $0)) }
            if let hovered { hoverLabel = outlines.label(hovered) }
            OutlineOverlay.drawOutlines(cr, outlines: outlines, pixel: 1 / factor, hovered: hovered)
        }
        cairo_restore(cr)

        // Overlays, in points of the window: Trellis views (OverlayViews).
        cairo_save(cr)
        cairo_scale(cr, placement.scale, placement.scale)
        OverlayViews.draw(on: cr, canvas: placement.windowPoints, banner: frame.banner, help: frame.helpVisible,
                          statusFields: frame.statusFields, hoverLabel: hoverLabel,
                          pointer: frame.pointer.map { CGPoint(x: $0.x / placement.scale, y: $0.y / placement.scale) })
        cairo_restore(cr)
    }
}
