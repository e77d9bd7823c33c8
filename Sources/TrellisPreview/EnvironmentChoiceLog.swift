import Foundation
import Trellis
import TrellisSession

/// How the previewer names an environment choice: in the status bar and the `--log` line.
extension EnvironmentChoice {
    static func name(_ c: UserInterfaceSizeClass) -> String { c == .regular ? "regular" : "compact" }
    var anyLayoutName: String { anyLayout?.rawValue ?? "as-written" }
    var directionName: String { layoutDirection == .rightToLeft ? "rtl" : "ltr" }
    var schemeName: String { colorScheme == .dark ? "dark" : "light" }
    var dynamicTypeName: String { "\(dynamicTypeSize)" }
    /// "59,0,34,0" (top, leading, bottom, trailing), or "none".
    var safeAreaName: String {
        safeArea == EdgeInsets() ? "none"
            : [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].map(PreviewFormat.number).joined(separator: ",")
    }

    /// `key=value` pairs for the `--log` line.
    var logFields: String {
        "h=\(Self.name(horizontal))(\(horizontalOrigin.rawValue)) v=\(Self.name(vertical))(\(verticalOrigin.rawValue))"
            + " anylayout=\(anyLayoutName) type=\(dynamicTypeName) dir=\(directionName) scheme=\(schemeName)"
            + " scale=\(PreviewFormat.number(displayScale)) safe=\(safeAreaName)"
    }
}

/// Number formatting shared by the log, the status bar and file names.
enum PreviewFormat {
    /// "390", "390.5": no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    }

    static func size(_ size: CGSize) -> String { "\(number(size.width))x\(number(size.height))" }

    static func milliseconds(_ ms: Double) -> String { String(format: "%.2f", ms) }
}
