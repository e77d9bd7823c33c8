import Foundation
import Trellis
import TrellisFile

/// The environment one layout pass runs in, resolved from the person's settings, the device
/// preset and the window size, with where each size class came from. Two equal choices give the
/// same layout, so a change of choice is what makes the previewer rebuild and animate.
struct EnvironmentChoice: Equatable {
    enum Origin: String { case auto, forced, device }

    var horizontal: UserInterfaceSizeClass
    var horizontalOrigin: Origin
    var vertical: UserInterfaceSizeClass
    var verticalOrigin: Origin
    var anyLayout: AnyLayoutOverride?
    var dynamicTypeSize: DynamicTypeSize
    var layoutDirection: LayoutDirection
    var colorScheme: ColorScheme
    var displayScale: CGFloat
    /// The device's safe-area insets at this size (none in free size).
    var safeArea: EdgeInsets

    init(settings: PreviewSettings, device: DevicePreset?, size: CGSize) {
        let deviceClasses = device?.sizeClasses(at: size)
        (horizontal, horizontalOrigin) = Self.resolve(settings.horizontalSizeClass, device: deviceClasses?.horizontal,
                                                      auto: settings.resolvedHorizontalSizeClass(for: size))
        (vertical, verticalOrigin) = Self.resolve(settings.verticalSizeClass, device: deviceClasses?.vertical,
                                                  auto: settings.resolvedVerticalSizeClass(for: size))
        anyLayout = settings.anyLayout
        dynamicTypeSize = settings.dynamicTypeSize
        layoutDirection = settings.layoutDirection
        colorScheme = settings.colorScheme
        displayScale = settings.displayScale
        safeArea = device?.safeAreaInsets(at: size) ?? EdgeInsets()
    }

    /// Forced by the person beats the device preset, which beats the window-size breakpoints.
    private static func resolve(_ choice: PreviewSettings.SizeClassChoice, device: UserInterfaceSizeClass?,
                                auto: UserInterfaceSizeClass) -> (UserInterfaceSizeClass, Origin) {
        switch choice {
        case .compact: return (.compact, .forced)
        case .regular: return (.regular, .forced)
        case .auto: return device.map { ($0, .device) } ?? (auto, .auto)
        }
    }

    /// The environment values for a pass at `size`.
    func environment(for size: CGSize) -> EnvironmentValues { previewSettings.environment(for: size) }

    /// The settings that give this environment at any size (size classes forced to the chosen ones).
    var previewSettings: PreviewSettings {
        var settings = PreviewSettings()
        settings.horizontalSizeClass = horizontal == .regular ? .regular : .compact
        settings.verticalSizeClass = vertical == .regular ? .regular : .compact
        settings.anyLayout = anyLayout
        settings.dynamicTypeSize = dynamicTypeSize
        settings.layoutDirection = layoutDirection
        settings.colorScheme = colorScheme
        settings.displayScale = displayScale
        return settings
    }

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
