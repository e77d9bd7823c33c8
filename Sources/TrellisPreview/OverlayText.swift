import CCairo
import Foundation

/// Small UI text for the previewer's own overlays (status bar, help, banner), drawn with Cairo's
/// simple text API so the overlays never depend on the layout's fonts or measurer.
enum OverlayText {
    static func select(_ cr: OpaquePointer, size: Double, bold: Bool = false) {
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
    }

    /// The advance width of `text` in the selected font.
    static func width(_ cr: OpaquePointer, _ text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    /// Draws `text` with its baseline starting at (x, y).
    static func draw(_ cr: OpaquePointer, _ text: String, x: Double, y: Double) {
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, text)
    }

    /// `text` shortened with "…" to fit `maxWidth`.
    static func fitted(_ cr: OpaquePointer, _ text: String, maxWidth: Double) -> String {
        if width(cr, text) <= maxWidth { return text }
        var characters = Array(text)
        while !characters.isEmpty && width(cr, String(characters) + "…") > maxWidth { characters.removeLast() }
        return String(characters) + "…"
    }
}
