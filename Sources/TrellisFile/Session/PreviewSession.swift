import Foundation
import Trellis

/// The one place a preview's circumstances become a layout: {settings, device, size, safe area,
/// traits} → the environment, the canvas, the safe-area insets and the laid-out tree. `trellis
/// layout/render/check`, `render --variants`, the window, the host process of compiled previews
/// and the benchmarks all lay out through it, so the same flags give the same layout everywhere.
public struct PreviewSession: Hashable, Sendable {
    public var settings: PreviewSettings
    /// A device preset: its size classes (unless forced) and safe-area insets.
    public var device: DevicePreset?
    /// The window (or device) size in points.
    public var size: CGSize
    /// Insets given outright (`--safe-area`); otherwise the device's at `size`, or none.
    public var safeAreaOverride: EdgeInsets?
    /// What `#Preview(traits:)` asks of the canvas.
    public var traits = PreviewLayoutTraits()
    /// What measures text, reads images and where images are found: the host's (the command and
    /// the window pass Pango/Cairo's), else the engine's stand-ins.
    public var backend: LayoutBackend

    public init(settings: PreviewSettings = PreviewSettings(), device: DevicePreset? = nil, size: CGSize,
                safeAreaOverride: EdgeInsets? = nil, traits: PreviewLayoutTraits = PreviewLayoutTraits(),
                backend: LayoutBackend = .approximate) {
        self.settings = settings
        self.device = device
        self.size = size
        self.safeAreaOverride = safeAreaOverride
        self.traits = traits
        self.backend = backend
    }

    /// The canvas before a sized-to-fit preview is measured: a fixed layout's size, or the
    /// window turned to the orientation the traits ask for.
    public var canvasSize: CGSize { traits.canvasSize(window: size) }

    /// The resolved environment: size classes (forced, the device's, or from the size), Dynamic
    /// Type, direction, colour scheme, AnyLayout mode, scale and the device's insets.
    public var choice: EnvironmentChoice { EnvironmentChoice(settings: settings, device: device, size: canvasSize) }

    /// The environment values of a pass.
    public var environment: EnvironmentValues {
        var env = choice.environment(for: canvasSize)
        env.layoutBackend = backend
        return env
    }

    /// The window's safe-area insets: none for a fixed or sized-to-fit canvas.
    public var safeArea: EdgeInsets {
        guard traits.canvas == .window else { return EdgeInsets() }
        return safeAreaOverride ?? choice.safeArea
    }

    /// Resolves `view` in this session's environment and lays it out: in the canvas, or at the
    /// view's ideal size for `.sizeThatFitsLayout`. Scroll views start at `scrollOffsets`.
    public func layout(_ view: AnyView, recordsNegotiation: Bool = false, scrollOffsets: [String: CGPoint] = [:]) -> ViewLayout {
        let layout = ViewLayout(view, environment: environment)
        layout.recordsNegotiation = recordsNegotiation
        if !scrollOffsets.isEmpty { layout.restoreScrollOffsets(scrollOffsets) }
        if traits.canvas == .sizeThatFits {
            layout.layout(in: PreviewLayoutTraits.fittedCanvas(layout.idealSize()))
        } else {
            layout.layout(in: canvasSize, safeArea: safeArea)
        }
        return layout
    }
}
