import ArgumentParser
import Foundation
import Trellis
import TrellisCairo
import TrellisPreview
import TrellisSession

/// A window size given as `WxH` in points.
struct WindowSize: Equatable, CustomStringConvertible {
    var width: CGFloat
    var height: CGFloat

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var description: String { "\(Self.format(width))x\(Self.format(height))" }

    static let phone = WindowSize(width: 390, height: 844)

    /// Parses "390x844" (also "390X844", "390×844", decimals allowed).
    static func parse(_ text: String) throws -> WindowSize {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("--size must look like 390x844 (width x height in points), not '\(text)'")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            throw ValidationError("--size needs a width and height between 1 and 100000 points, not '\(text)'")
        }
        return WindowSize(width: CGFloat(w), height: CGFloat(h))
    }

    static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
    }
}

extension PreviewSettings.SizeClassChoice: ExpressibleByArgument {}

/// The environment a layout is shown in, shared by `layout`, `render`, `check` and `preview`.
struct EnvironmentOptions: ParsableArguments {
    enum DynamicType: String, CaseIterable, ExpressibleByArgument {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

        var size: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
    }

    enum Direction: String, CaseIterable, ExpressibleByArgument {
        case ltr, rtl
    }

    enum Scheme: String, CaseIterable, ExpressibleByArgument {
        case light, dark
    }

    enum AnyLayoutMode: String, CaseIterable, ExpressibleByArgument {
        case asWritten = "as-written", horizontal, vertical
    }

    @Option(name: .customLong("size"), help: ArgumentHelp("The window size in points, WxH (default 390x844, or the device's).", valueName: "WxH"),
            transform: WindowSize.parse)
    var sizeOption: WindowSize?

    @Option(name: .customLong("device"),
            help: ArgumentHelp("A device preset: its size, size classes and safe-area insets (a key 1-9 or a name such as iphone-15; with --size of its landscape size, rotated).",
                               valueName: "device"))
    var device: String?

    @Option(name: .customLong("safe-area"),
            help: ArgumentHelp("Safe-area insets in points, top,leading,bottom,trailing (default: the device's, else none).", valueName: "T,L,B,R"),
            transform: EnvironmentOptions.parseInsets)
    var safeAreaOption: EdgeInsets?

    /// The window size: `--size`, else the device's, else 390x844.
    var size: WindowSize {
        if let sizeOption { return sizeOption }
        if let preset = devicePreset { return WindowSize(width: preset.size.width, height: preset.size.height) }
        return .phone
    }

    /// A size or a device given on the command line: a preview's `previewDevice` does not replace it.
    var sizeChosen: Bool { sizeOption != nil || device != nil }

    /// What compiled code is compiled as: macOS for the Mac window preset, else iOS.
    var platform: TargetPlatform { devicePreset?.platform ?? .iOS }

    /// The preset `--device` names (validated in `validate()`).
    var devicePreset: DevicePreset? { device.flatMap(DevicePreset.named) }

    /// The safe-area insets: `--safe-area`, else the device's at the window size, else none.
    var safeArea: EdgeInsets {
        safeAreaOption ?? devicePreset?.safeAreaInsets(at: size.cgSize) ?? EdgeInsets()
    }

    func validate() throws {
        if let locale, locale.isEmpty || locale.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw ValidationError("--locale must be a locale identifier such as de or pt-BR, or one of \(PreviewSettings.pseudolanguages.joined(separator: ", ")), not '\(locale)'")
        }
        if let device {
            guard let preset = DevicePreset.named(device) else {
                throw ValidationError("--device must be one of: \(DevicePreset.all.map(\.id).joined(separator: ", "))")
            }
            if let sizeOption, sizeOption.cgSize != preset.size,
               sizeOption.cgSize != CGSize(width: preset.size.height, height: preset.size.width) {
                throw ValidationError("--size \(sizeOption) is not \(preset.name)'s size (\(WindowSize.format(preset.size.width))x\(WindowSize.format(preset.size.height)), or rotated)")
            }
        }
    }

    /// Parses "59,0,34,0" (top, leading, bottom, trailing; points, each 0 to 10000).
    static func parseInsets(_ text: String) throws -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= 10_000 }) else {
            throw ValidationError("--safe-area must look like 59,0,34,0 (top, leading, bottom, trailing in points, 0 to 10000), not '\(text)'")
        }
        return EdgeInsets(top: CGFloat(parts[0]!), leading: CGFloat(parts[1]!), bottom: CGFloat(parts[2]!), trailing: CGFloat(parts[3]!))
    }

    @Option(name: .customLong("horizontal-size-class"),
            help: "compact, regular, or auto (regular from \(Int(PreviewSettings.horizontalRegularWidth)) pt wide).")
    var horizontalSizeClass: PreviewSettings.SizeClassChoice = .auto

    @Option(name: .customLong("vertical-size-class"),
            help: "compact, regular, or auto (regular from \(Int(PreviewSettings.verticalRegularHeight)) pt tall).")
    var verticalSizeClass: PreviewSettings.SizeClassChoice = .auto

    @Option(name: .customLong("dynamic-type-size"), help: "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.")
    var dynamicTypeSize: DynamicType = .large

    @Option(name: .customLong("layout-direction"), help: "ltr or rtl (default: the language's).")
    var layoutDirection: Direction?

    @Option(name: .customLong("locale"),
            help: ArgumentHelp("The app's language: a locale identifier (de, pt-BR, ar: its .lproj strings and the environment's locale) or a pseudolanguage (\(PreviewSettings.pseudolanguages.joined(separator: ", "))).",
                               valueName: "language"))
    var locale: String?

    @Option(name: .customLong("color-scheme"), help: "light or dark.")
    var colorScheme: Scheme = .light

    @Option(name: .customLong("any-layout"), help: "as-written, horizontal or vertical: force every AnyLayout into its stack form.")
    var anyLayout: AnyLayoutMode = .asWritten

    init() {}

    /// The settings these flags describe.
    var settings: PreviewSettings {
        var s = PreviewSettings()
        s.horizontalSizeClass = horizontalSizeClass
        s.verticalSizeClass = verticalSizeClass
        s.dynamicTypeSize = dynamicTypeSize.size
        s.locale = locale
        s.layoutDirection = (layoutDirection.map { $0 == .rtl } ?? s.languageIsRightToLeft) ? .rightToLeft : .leftToRight
        s.colorScheme = colorScheme == .dark ? .dark : .light
        switch anyLayout {
        case .asWritten: s.anyLayout = nil
        case .horizontal: s.anyLayout = .horizontal
        case .vertical: s.anyLayout = .vertical
        }
        return s
    }

    /// The preview session these flags describe (the preview's traits are added by the caller):
    /// text measured with Pango and images read by Cairo, so `layout` numbers match what `render` paints.
    func session(scale: CGFloat = 1) -> PreviewSession {
        var s = settings
        s.displayScale = scale
        s.applyLanguage()
        return PreviewSession(settings: s, device: devicePreset, size: size.cgSize, safeAreaOverride: safeAreaOption,
                              backend: CairoBackend.backend())
    }

    /// True when no flag changes the environment from the default check's.
    var isDefault: Bool { settings == PreviewSettings() && size == .phone && device == nil && safeAreaOption == nil }
}
