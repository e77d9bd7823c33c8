import CCairo
import Foundation
import TrellisFile

/// The slim bar at the bottom of the window: size, size classes and where they come from,
/// AnyLayout mode, Dynamic Type, direction, colour scheme and the last layout + paint time.
enum StatusBar {
    static let lineHeight: Double = 15
    static let separator = "  ·  "

    static func fields(size: CGSize, device: String?, zoom: Double, choice: EnvironmentChoice,
                       layoutMS: Double, paintMS: Double, warnings: Int = 0) -> [String] {
        var sizeText = "\(PreviewFormat.number(size.width))×\(PreviewFormat.number(size.height)) pt"
        if let device { sizeText = device + " " + sizeText }
        if zoom < 0.999 { sizeText += " at \(Int((zoom * 100).rounded()))%" }
        if choice.displayScale != 1 { sizeText += " @\(PreviewFormat.number(choice.displayScale))x" }
        var fields = [
            sizeText,
            "H \(EnvironmentChoice.name(choice.horizontal)) (\(choice.horizontalOrigin.rawValue))",
            "V \(EnvironmentChoice.name(choice.vertical)) (\(choice.verticalOrigin.rawValue))",
            "AnyLayout \(choice.anyLayoutName)",
            "type \(choice.dynamicTypeName)",
            choice.directionName.uppercased(),
            choice.schemeName,
            "safe area \(choice.safeAreaName)",
            "\(String(format: "%.1f", layoutMS)) + \(String(format: "%.1f", paintMS)) ms",
        ]
        // The visual lint: `b` shows which views, hovering says what.
        if warnings > 0 { fields.append("\(warnings) layout warning\(warnings == 1 ? "" : "s") (b)") }
        return fields
    }

    /// Draws the bar along the bottom of a canvas `width` × `height` points, wrapping its fields
    /// onto as many lines as a narrow window needs.
    static func draw(_ cr: OpaquePointer, fields: [String], width: Double, height: Double) {
        OverlayText.select(cr, size: 10.5)
        var lines: [String] = []
        for field in fields {
            if let last = lines.last, OverlayText.width(cr, last + separator + field) <= width - 12 {
                lines[lines.count - 1] = last + separator + field
            } else {
                lines.append(field)
            }
        }
        let barHeight = Double(lines.count) * lineHeight + 4
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.12, 0.82)
        cairo_rectangle(cr, 0, height - barHeight, width, barHeight)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.95)
        for (i, line) in lines.enumerated() {
            let baseline = height - barHeight + 2 + lineHeight * Double(i + 1) - 4
            OverlayText.draw(cr, OverlayText.fitted(cr, line, maxWidth: width - 12), x: 6, y: baseline)
        }
    }
}
