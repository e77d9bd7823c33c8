import CCairo
import Foundation
import Trellis

/// A scroll indicator as iOS draws it while scrolling: a thin rounded bar inside the scroll
/// view's edge (the trailing edge for vertical scrolling, the bottom for horizontal), as long as
/// the visible share of the content, dark grey on light backgrounds and light on dark ones.
struct ScrollIndicator: Equatable {
    /// The bar in layout points.
    var rect: CGRect
    var opacity: Double
    var dark: Bool

    static let thickness = 3.0
    /// Distance from the scroll view's edges.
    static let inset = 3.0
    /// The shortest bar, however long the content.
    static let minimumLength = 36.0

    /// The bars of a scroll view whose content overflows it, along each scrolled axis.
    static func bars(for s: ScrollViewState, opacity: Double, dark: Bool, rightToLeft: Bool) -> [ScrollIndicator] {
        var bars: [ScrollIndicator] = []
        let f = s.frame, max = s.maximumOffset
        let shown = s.indicatorAxes
        let both = max.x > 0 && max.y > 0 && shown == [.horizontal, .vertical]
        // Where the bars cross, each leaves room for the other.
        let corner = both ? thickness + inset : 0
        if max.y > 0 && shown.contains(.vertical) {
            let track = f.height - 2 * inset - corner
            let length = Swift.min(track, Swift.max(minimumLength, track * f.height / s.contentSize.height))
            let y = f.minY + inset + (track - length) * s.contentOffset.y / max.y
            // iOS puts the vertical bar at the trailing edge: on the left in right-to-left layouts.
            let x = rightToLeft ? f.minX + inset : f.maxX - inset - thickness
            bars.append(ScrollIndicator(rect: CGRect(x: x, y: y, width: thickness, height: length), opacity: opacity, dark: dark))
        }
        if max.x > 0 && shown.contains(.horizontal) {
            let track = f.width - 2 * inset - corner
            let length = Swift.min(track, Swift.max(minimumLength, track * f.width / s.contentSize.width))
            // Offsets count from the leading edge, which is the right one in right-to-left layouts.
            let progress = s.contentOffset.x / max.x
            let x = rightToLeft ? f.minX + inset + corner + (track - length) * (1 - progress)
                                : f.minX + inset + (track - length) * progress
            bars.append(ScrollIndicator(rect: CGRect(x: x, y: f.maxY - inset - thickness, width: length, height: thickness),
                                        opacity: opacity, dark: dark))
        }
        return bars
    }

    /// Draws the bar in layout coordinates.
    func draw(_ cr: OpaquePointer) {
        let shade = dark ? 1.0 : 0.0
        cairo_set_source_rgba(cr, shade, shade, shade, (dark ? 0.5 : 0.45) * opacity)
        let r = Swift.min(rect.width, rect.height) / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 1.5 * .pi)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, 1.5 * .pi, 2 * .pi)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, 0.5 * .pi)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, 0.5 * .pi, .pi)
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
