import CCairo
import Foundation
import Trellis
import TrellisSession

/// What covers a device's screen (the status bar band, the Dynamic Island, the home indicator),
/// drawn faintly over the content so the person sees what the safe-area insets keep clear.
struct DeviceObstructions: Equatable {
    var hardware: DevicePreset.Hardware
    var size: CGSize
    var insets: EdgeInsets

    init?(device: DevicePreset?, size: CGSize) {
        guard let device, device.hardware != .none else { return nil }
        hardware = device.hardware
        self.size = size
        insets = device.safeAreaInsets(at: size)
    }

    /// Draws in the content's points (the caller has translated and scaled to them).
    func draw(_ cr: OpaquePointer) {
        let landscape = size.width > size.height
        // The insets as faint bands: a view drawn there sits under the hardware.
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.55, 0.18)
        if insets.top > 0 { cairo_rectangle(cr, 0, 0, size.width, insets.top) }
        if insets.bottom > 0 { cairo_rectangle(cr, 0, size.height - insets.bottom, size.width, insets.bottom) }
        if insets.leading > 0 { cairo_rectangle(cr, 0, insets.top, insets.leading, size.height - insets.top - insets.bottom) }
        if insets.trailing > 0 {
            cairo_rectangle(cr, size.width - insets.trailing, insets.top, insets.trailing, size.height - insets.top - insets.bottom)
        }
        cairo_fill(cr)

        cairo_set_source_rgba(cr, 0, 0, 0, 0.45)
        if hardware == .dynamicIsland {
            // The Dynamic Island: 126 × 37 points, 11 points from the top (on the left in landscape).
            if landscape {
                pill(cr, x: 11, y: (size.height - 126) / 2, width: 37, height: 126)
            } else {
                pill(cr, x: (size.width - 126) / 2, y: 11, width: 126, height: 37)
            }
        }
        if hardware == .dynamicIsland || hardware == .statusBarAndHomeIndicator {
            // The home indicator: a 5-point bar 8 points above the bottom edge.
            let width: CGFloat = min(landscape ? 210 : 134, size.width - 20)
            pill(cr, x: (size.width - width) / 2, y: size.height - 13, width: width, height: 5)
        }
    }

    private func pill(_ cr: OpaquePointer, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        let r = min(width, height) / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, Double.pi / 2)
        if width >= height {
            cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, 3 * Double.pi / 2)
        } else {
            cairo_arc(cr, x + r, y + height - r, r, 0, Double.pi)
            cairo_arc(cr, x + r, y + r, r, Double.pi, 2 * Double.pi)
        }
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
