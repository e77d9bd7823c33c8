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

    /// Takes a preview's traits: its canvas and orientation, and the device it names when the
    /// person chose neither a device nor a size (`previewDevice`, mapped to the nearest preset).
    public mutating func adopt(_ traits: PreviewLayoutTraits, sizeChosen: Bool) {
        self.traits = traits
        if device == nil, !sizeChosen, let name = traits.device, let preset = DevicePreset.nearest(toDeviceNamed: name) {
            device = preset
            size = preset.size
        }
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

    /// `view` resolved in this session's environment, not laid out yet: a window keeps the tree
    /// and lays it out again at each size of one environment. Scroll views start at `scrollOffsets`;
    /// a live preview passes its `graph`, where the views' state lives across resolutions.
    public func resolve(_ view: AnyView, scrollOffsets: [String: CGPoint] = [:], graph: ViewGraph? = nil) -> ResolvedTree {
        let tree = ResolvedTree(view, environment: environment, graph: graph)
        if !scrollOffsets.isEmpty { tree.restoreScrollOffsets(scrollOffsets) }
        return tree
    }

    /// Lays `tree` out as the canvas asks: at the canvas size inside the safe area or, for
    /// `.sizeThatFitsLayout`, at the view's ideal size (the one place of the fit-to-content
    /// rule). Returns the size it was laid out at.
    @discardableResult
    public func place(_ tree: ResolvedTree) -> CGSize {
        guard traits.canvas == .sizeThatFits else {
            tree.layout(in: canvasSize, safeArea: safeArea)
            return canvasSize
        }
        let fitted = PreviewLayoutTraits.fittedCanvas(tree.idealSize())
        tree.layout(in: fitted)
        return fitted
    }

    /// Resolves `view` in this session's environment and lays it out (`resolve`, then `place`).
    public func layout(_ view: AnyView, recordsNegotiation: Bool = false, scrollOffsets: [String: CGPoint] = [:]) -> ResolvedTree {
        let tree = resolve(view, scrollOffsets: scrollOffsets)
        tree.recordsNegotiation = recordsNegotiation
        place(tree)
        return tree
    }
}

/// A session travels to the process that runs compiled previews as its inputs: the device by its
/// id; the backend stays behind (each process measures and draws with its own).
extension PreviewSession: Codable {
    private enum CodingKeys: String, CodingKey { case settings, device, size, safeAreaOverride, traits }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        settings = try c.decode(PreviewSettings.self, forKey: .settings)
        device = try c.decodeIfPresent(String.self, forKey: .device).flatMap(DevicePreset.named)
        size = try c.decode(CGSize.self, forKey: .size)
        safeAreaOverride = try c.decodeIfPresent([CGFloat].self, forKey: .safeAreaOverride).flatMap { v in
            v.count == 4 ? EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]) : nil
        }
        traits = try c.decode(PreviewLayoutTraits.self, forKey: .traits)
        backend = .approximate
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(settings, forKey: .settings)
        try c.encodeIfPresent(device?.id, forKey: .device)
        try c.encode(size, forKey: .size)
        try c.encodeIfPresent(safeAreaOverride.map { [$0.top, $0.leading, $0.bottom, $0.trailing] }, forKey: .safeAreaOverride)
        try c.encode(traits, forKey: .traits)
    }
}
