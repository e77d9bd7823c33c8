import Foundation
import Trellis

/// A mouse-wheel notch: X reports buttons 4 and 5 (up, down) and 6 and 7 (left, right).
enum WheelDirection: Equatable {
    case up, down, left, right

    /// Buttons 4...7; Shift turns vertical notches horizontal, as in most X applications.
    init?(button: Int, shift: Bool) {
        switch button {
        case 4: self = shift ? .left : .up
        case 5: self = shift ? .right : .down
        case 6: self = .left
        case 7: self = .right
        default: return nil
        }
    }
}

/// The previewer's scrolling: turns wheel notches and paging keys into scroll-view offsets,
/// remembers when each scroll view last moved (its indicator fades out after that), and carries
/// the offsets over to a newly resolved tree of the same preview (a reload, an environment change).
final class ScrollState {
    /// Screen points per wheel notch.
    static let notch = 40.0
    /// Indicators stay fully visible this long after the last scroll, then fade out.
    static let indicatorHold = 0.5
    static let indicatorFade = 0.25
    /// What a page scroll keeps of the previous page (UIScrollView pages by the full bounds; a
    /// little overlap keeps the reader's place, as desktop scroll views do).
    static let pageOverlap = 40.0

    /// The preview the offsets belong to (file and preview name).
    private var preview: String?
    /// Identity → time of the last scroll, for the indicators.
    private var lastScrolled: [String: Double] = [:]

    /// Tab to another preview: it starts at rest, even when it is the same one again.
    func forget() {
        preview = nil
        lastScrolled = [:]
    }

    /// Hands the offsets of `old` to `new` (before `new`'s first pass) when both show the same
    /// preview; a different preview starts at rest.
    func carry(from old: (any LaidOutPreview)?, into new: any LaidOutPreview, preview: String) {
        if preview == self.preview, let old {
            new.restoreScrollOffsets(old.scrollOffsets)
        } else {
            lastScrolled = [:]
        }
        self.preview = preview
    }

    /// Scrolls the innermost scroll view under `point` (layout points) that can move that way by
    /// one notch: `notch` screen points, more layout points when the window shows a device
    /// preset zoomed out (`zoom` < 1).
    /// Returns whether anything moved.
    func wheel(_ direction: WheelDirection, at point: CGPoint, in layout: any LaidOutPreview, zoom: Double, now: Double) -> Bool {
        let step = Self.notch / max(zoom, 0.05)
        let rtl = layout.isRightToLeft
        var delta: CGPoint
        switch direction {
        case .up: delta = CGPoint(x: 0, y: -step)
        case .down: delta = CGPoint(x: 0, y: step)
        // Offsets count from the leading edge: in right-to-left layouts that is the right one.
        case .left: delta = CGPoint(x: rtl ? step : -step, y: 0)
        case .right: delta = CGPoint(x: rtl ? -step : step, y: 0)
        }
        for s in layout.scrollViews.reversed() where s.visibleFrame.contains(point) && canMove(s, by: delta) {
            return scroll(s, by: delta, in: layout, now: now)
        }
        return false
    }

    enum Page { case up, down, top, bottom }

    /// Page Up / Page Down / Home / End: the innermost vertical scroll view under the pointer that
    /// can move, else the outermost vertical one.
    func page(_ page: Page, at point: CGPoint?, in layout: any LaidOutPreview, now: Double) -> Bool {
        let vertical = layout.scrollViews.filter { $0.axes.contains(.vertical) && $0.maximumOffset.y > 0 }
        func delta(_ s: ScrollViewState) -> CGPoint {
            let pageLength = max(s.frame.height - Self.pageOverlap, s.frame.height / 2)
            switch page {
            case .up: return CGPoint(x: 0, y: -pageLength)
            case .down: return CGPoint(x: 0, y: pageLength)
            case .top: return CGPoint(x: 0, y: -s.contentOffset.y)
            case .bottom: return CGPoint(x: 0, y: s.maximumOffset.y - s.contentOffset.y)
            }
        }
        let hovered = point.flatMap { p in vertical.last { $0.visibleFrame.contains(p) && canMove($0, by: delta($0)) } }
        guard let target = hovered ?? vertical.first else { return false }
        return scroll(target, by: delta(target), in: layout, now: now)
    }

    private func canMove(_ s: ScrollViewState, by delta: CGPoint) -> Bool {
        let max = s.maximumOffset
        return (delta.x < 0 && s.contentOffset.x > 0) || (delta.x > 0 && s.contentOffset.x < max.x)
            || (delta.y < 0 && s.contentOffset.y > 0) || (delta.y > 0 && s.contentOffset.y < max.y)
    }

    private func scroll(_ s: ScrollViewState, by delta: CGPoint, in layout: any LaidOutPreview, now: Double) -> Bool {
        let target = CGPoint(x: s.contentOffset.x + delta.x, y: s.contentOffset.y + delta.y)
        guard let reached = layout.setScrollOffset(target, forScrollViewAt: s.identity), reached != s.contentOffset else { return false }
        lastScrolled[s.identity] = now
        return true
    }

    /// How visible a scroll view's indicators are at `now` (0 hidden ... 1 fully).
    func indicatorOpacity(_ identity: String, now: Double) -> Double {
        guard let t = lastScrolled[identity] else { return 0 }
        let since = now - t - Self.indicatorHold
        if since <= 0 { return 1 }
        return max(0, 1 - since / Self.indicatorFade)
    }

    /// Whether some indicator is still showing or fading at `now` (frames are needed until then).
    func isShowingIndicators(now: Double) -> Bool {
        lastScrolled.values.contains { now < $0 + Self.indicatorHold + Self.indicatorFade }
    }

    /// The indicators to draw at `now`.
    func indicators(in layout: any LaidOutPreview, colorScheme: ColorScheme, now: Double) -> [ScrollIndicator] {
        guard isShowingIndicators(now: now) else { return [] }
        return layout.scrollViews.flatMap { s -> [ScrollIndicator] in
            let opacity = indicatorOpacity(s.identity, now: now)
            guard opacity > 0, s.visibleFrame.width > 0, s.visibleFrame.height > 0 else { return [] }
            return ScrollIndicator.bars(for: s, opacity: opacity, dark: colorScheme == .dark,
                                        rightToLeft: layout.isRightToLeft)
        }
    }

    /// The log field: every scrolled scroll view's offset, "x,y", depth first, joined by ";";
    /// nil when nothing is scrolled.
    static func logField(_ layout: any LaidOutPreview) -> String? {
        let scrolled = layout.scrollViews.filter { $0.contentOffset != .zero }
        guard !scrolled.isEmpty else { return nil }
        return "scroll=" + scrolled.map { "\(PreviewFormat.number($0.contentOffset.x)),\(PreviewFormat.number($0.contentOffset.y))" }
            .joined(separator: ";")
    }
}
