import Foundation
import Trellis

/// What the window paints again when a frame follows the last one painted (damage regions): a
/// live preview whose tap, caret or counter changed a few views repaints around them and the
/// status bar, and puts only those pixels on the window. Anything else that changed (the
/// size, the canvas, the banner, the help, outlines, scroll indicators, a frame drawn
/// approximately in motion) or a change covering most of the window paints it all.
struct FrameDamage {
    /// What of a painted frame decides its pixels, besides its display list and status bar.
    private struct Chrome: Equatable {
        var width: Int, height: Int
        var scale: Double
        var canvas: CGSize?
        var colorScheme: ColorScheme
        var banner: [String]?
        var helpVisible: Bool
        var statusShown: Bool
        var obstructions: DeviceObstructions?
        var scrollIndicators: [ScrollIndicator]
        var hasOutlines: Bool
    }

    private let chrome: Chrome
    private let list: DisplayList?
    private let statusFields: [String]?
    private let placement: ContentPlacement
    /// Drawn approximately: the next frame paints it all properly.
    private let approximated: Bool

    /// `TRELLIS_FULL_PAINT=1` paints every frame whole (to compare the two ways).
    static let isOff = ProcessInfo.processInfo.environment["TRELLIS_FULL_PAINT"] == "1"

    /// A frame as painted (`approximated`: its motion drew something approximately).
    init(_ frame: FrameContents, approximated: Bool) {
        let p = frame.placement
        chrome = Chrome(width: p.windowPixels.width, height: p.windowPixels.height, scale: p.scale, canvas: p.canvas,
                        colorScheme: frame.colorScheme, banner: frame.banner.map { [$0.title] + $0.problems },
                        helpVisible: frame.helpVisible, statusShown: frame.statusFields != nil,
                        obstructions: frame.obstructions, scrollIndicators: frame.scrollIndicators,
                        hasOutlines: frame.outlines != nil)
        list = frame.list
        statusFields = frame.statusFields
        placement = p
        self.approximated = approximated
    }

    /// The window's rectangles (pixels, whole) that painting `next` over this frame changes:
    /// empty when none, nil when the whole window is painted again.
    func rectangles(to next: FrameDamage) -> [CGRect]? {
        guard !Self.isOff, !approximated, chrome == next.chrome, !chrome.hasOutlines,
              let list, let nextList = next.list, let area = nextList.damage(since: list) else { return nil }
        var rects: [CGRect] = []
        if !area.isNull {
            // Layout points to window pixels, within the content.
            let f = placement.factor, o = placement.origin
            let content = CGRect(origin: o, size: CGSize(width: placement.contentSize.width * f, height: placement.contentSize.height * f))
            let pixels = CGRect(x: o.x + area.minX * f, y: o.y + area.minY * f, width: area.width * f, height: area.height * f)
            rects.append(pixels.insetBy(dx: -1, dy: -1).integral.intersection(content.integral))
        }
        if let old = statusFields, let new = next.statusFields, old != new {
            // The bar is drawn in window points.
            let canvas = placement.windowPoints, s = placement.scale
            let bar = StatusBarDrawing.shared.frame(old, canvas: canvas).union(StatusBarDrawing.shared.frame(new, canvas: canvas))
            rects.append(CGRect(x: bar.minX * s, y: bar.minY * s, width: bar.width * s, height: bar.height * s).integral)
        }
        rects.removeAll { $0.isNull || $0.isEmpty }
        // Beyond half the window, painting it whole costs about the same and keeps it simple.
        let window = Double(chrome.width * chrome.height)
        return rects.reduce(0) { $0 + $1.width * $1.height } > window / 2 ? nil : rects
    }
}
