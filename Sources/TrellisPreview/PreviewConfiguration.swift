import Foundation
import Trellis
import TrellisSession

/// Everything `trellis preview` was asked for on the command line.
public struct PreviewConfiguration: Sendable {
    /// A layout file or a folder of them; nil opens the Samples gallery.
    public var path: String?
    /// The window's initial content size in points.
    public var size = CGSize(width: 390, height: 844)
    /// A device preset to start with (its size and size classes); overrides `size`.
    public var device: DevicePreset?
    /// The person gave a size or a device on the command line: a preview's `previewDevice` does
    /// not replace it (as `trellis layout` and `render` decide).
    public var sizeChosen = false
    /// Pixels per point; nil takes it from the X resource `Xft.dpi` (96 dpi = 1), or 1.
    public var scale: CGFloat?
    /// Print one line per layout pass to standard output.
    public var log = false
    /// A command run when a view is clicked while outlines are on, with `{file}`, `{line}` and
    /// `{column}` replaced by where the view was written (`code -g {file}:{line}:{column}`).
    public var editor: String?
    /// The environment to start in (forced size classes, Dynamic Type, direction, ...).
    public var settings = PreviewSettings()
    /// Which path files take: the interpreter when it takes the whole file, else swiftc (auto).
    public var engine = EngineChoice.auto

    public init() {}

    /// Parses "390x844" (also "390×844", "390,844") into a size of at least 1 × 1 points.
    public static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "," })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }
}
