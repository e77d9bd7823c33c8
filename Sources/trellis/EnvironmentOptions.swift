import ArgumentParser
import Foundation
import Trellis
import TrellisFile

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

    @Option(name: .customLong("size"), help: ArgumentHelp("The window size in points, WxH.", valueName: "WxH"),
            transform: WindowSize.parse)
    var size: WindowSize = .phone

    @Option(name: .customLong("horizontal-size-class"),
            help: "compact, regular, or auto (regular from \(Int(PreviewSettings.horizontalRegularWidth)) pt wide).")
    var horizontalSizeClass: PreviewSettings.SizeClassChoice = .auto

    @Option(name: .customLong("vertical-size-class"),
            help: "compact, regular, or auto (regular from \(Int(PreviewSettings.verticalRegularHeight)) pt tall).")
    var verticalSizeClass: PreviewSettings.SizeClassChoice = .auto

    @Option(name: .customLong("dynamic-type-size"), help: "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.")
    var dynamicTypeSize: DynamicType = .large

    @Option(name: .customLong("layout-direction"), help: "ltr or rtl.")
    var layoutDirection: Direction = .ltr

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
        s.layoutDirection = layoutDirection == .rtl ? .rightToLeft : .leftToRight
        s.colorScheme = colorScheme == .dark ? .dark : .light
        switch anyLayout {
        case .asWritten: s.anyLayout = nil
        case .horizontal: s.anyLayout = .horizontal
        case .vertical: s.anyLayout = .vertical
        }
        return s
    }
}
