import Foundation
import Trellis

/// The environment one layout pass runs in, resolved from the person's settings, the device
/// preset and the window size, with where each size class came from. Two equal choices give the
/// same layout, so a change of choice is what makes the previewer rebuild and animate.
public struct EnvironmentChoice: Equatable, Sendable {
    public enum Origin: String, Sendable { case auto, forced, device }

    /// The settings with both size classes decided (forced to what they resolved to): they give
    /// this environment at any size.
    public var previewSettings: PreviewSettings
    public var horizontalOrigin: Origin
    public var verticalOrigin: Origin
    /// The device's safe-area insets at this size (none in free size).
    public var safeArea: EdgeInsets

    public init(settings: PreviewSettings, device: DevicePreset?, size: CGSize) {
        let deviceClasses = device?.sizeClasses(at: size)
        let (horizontal, horizontalOrigin) = Self.resolve(settings.horizontalSizeClass, device: deviceClasses?.horizontal,
                                                          auto: settings.resolvedHorizontalSizeClass(for: size))
        let (vertical, verticalOrigin) = Self.resolve(settings.verticalSizeClass, device: deviceClasses?.vertical,
                                                      auto: settings.resolvedVerticalSizeClass(for: size))
        previewSettings = settings
        previewSettings.horizontalSizeClass = .init(forcing: horizontal)
        previewSettings.verticalSizeClass = .init(forcing: vertical)
        self.horizontalOrigin = horizontalOrigin
        self.verticalOrigin = verticalOrigin
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

    public var horizontal: UserInterfaceSizeClass { previewSettings.horizontalSizeClass == .regular ? .regular : .compact }
    public var vertical: UserInterfaceSizeClass { previewSettings.verticalSizeClass == .regular ? .regular : .compact }
    public var anyLayout: AnyLayoutOverride? { previewSettings.anyLayout }
    public var dynamicTypeSize: DynamicTypeSize { previewSettings.dynamicTypeSize }
    public var layoutDirection: LayoutDirection { previewSettings.layoutDirection }
    public var colorScheme: ColorScheme { previewSettings.colorScheme }
    public var displayScale: CGFloat { previewSettings.displayScale }

    /// The environment values for a pass at `size`.
    public func environment(for size: CGSize) -> EnvironmentValues { previewSettings.environment(for: size) }
}
