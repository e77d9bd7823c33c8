import Foundation
import Trellis

/// The environment one layout pass runs in, resolved from the person's settings, the device
/// preset and the window size, with where each size class came from. Two equal choices give the
/// same layout, so a change of choice is what makes the previewer rebuild and animate.
public struct EnvironmentChoice: Equatable, Sendable {
    public enum Origin: String, Sendable { case auto, forced, device }

    public var horizontal: UserInterfaceSizeClass
    public var horizontalOrigin: Origin
    public var vertical: UserInterfaceSizeClass
    public var verticalOrigin: Origin
    public var anyLayout: AnyLayoutOverride?
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    public var colorScheme: ColorScheme
    public var displayScale: CGFloat
    /// The device's safe-area insets at this size (none in free size).
    public var safeArea: EdgeInsets

    public init(settings: PreviewSettings, device: DevicePreset?, size: CGSize) {
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
    public func environment(for size: CGSize) -> EnvironmentValues { previewSettings.environment(for: size) }

    /// The settings that give this environment at any size (size classes forced to the chosen ones).
    public var previewSettings: PreviewSettings {
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
}
