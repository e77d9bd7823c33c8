import Foundation
import TrellisSession

/// The slim bar at the bottom of the window: size, size classes and where they come from,
/// AnyLayout mode, Dynamic Type, direction, colour scheme and the last layout + paint time.
enum StatusBar {

    static func fields(size: CGSize, device: String?, zoom: Double, choice: EnvironmentChoice,
                       layoutMS: Double, paintMS: Double, warnings: Int = 0, live: LiveStatus? = nil) -> [String] {
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
        if let live { fields.append(live.text) }
        return fields
    }

    /// Whether clicks and keys reach the preview: a compiled preview runs live; an interpreted one
    /// is drawn at rest (the interpreter does not run actions) until a click compiles it, which
    /// the bar says.
    enum LiveStatus {
        case live, editing, atRest, compilingToRunLive, interpreterOnly
        /// A link was tapped: the URL it would open (a preview opens nothing).
        case opened(String)

        var text: String {
            switch self {
            case .live: return "live"
            case .editing: return "live: typing into a field (Esc leaves)"
            case .atRest: return "at rest: interpreted (a click compiles it to run live)"
            case .compilingToRunLive: return "compiling to run live…"
            case .interpreterOnly: return "at rest: interpreted (--engine interpreter runs no taps)"
            case .opened(let url): return "live: open \(url)"
            }
        }
    }

}
