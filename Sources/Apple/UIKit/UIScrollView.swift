// Scroll views and their refresh control, as SwiftUI apps reach them: `UIScrollView.appearance()`
// (to stop a ScrollView bouncing), representables that make a scroll view, a text view or a
// canvas, and pull-to-refresh wired with `addTarget`. Nothing scrolls on Linux (no finger drags),
// but the geometry UIKit computes is computed here.
//
// Facts (Apple's UIScrollView documentation):
// 1. The bounds' origin is the content offset: scrolling moves the bounds over the content.
// 2. Setting `contentOffset` tells the delegate `scrollViewDidScroll(_:)`; an animated
//    `setContentOffset(_:animated:)` ends with `scrollViewDidEndScrollingAnimation(_:)`.
// 3. `scrollRectToVisible(_:animated:)` scrolls as little as makes the rectangle visible and
//    does nothing when it already is; the offset stays within the content and its insets.
// 4. `adjustedContentInset` is `contentInset` plus the safe area the adjustment behaviour adds:
//    the safe area is zero on Linux, so it is `contentInset`.
// 5. `zoomScale` stays between `minimumZoomScale` and `maximumZoomScale` (both 1 by default).
// 6. `beginRefreshing()` shows the control refreshing without sending `.valueChanged` (only a
//    person's pull does); `endRefreshing()` ends it.
import CoreGraphics
import Foundation

/// What a scroll view tells as it scrolls and zooms; every method is optional (the defaults do
/// nothing, `scrollViewShouldScrollToTop(_:)` answers true and `viewForZooming(in:)` nil).
///
/// Linux: nothing drags, so only what code does is told: `scrollViewDidScroll(_:)` when the
/// offset is set, `scrollViewDidEndScrollingAnimation(_:)` after an animated offset,
/// `scrollViewDidZoom(_:)` and `scrollViewDidChangeAdjustedContentInset(_:)`.
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to start.
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is about to end; the delegate may change where the scrolling stops.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The velocity at release, in points per millisecond.
    ///   - targetContentOffset: Where the scrolling will stop.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether the scrolling goes on decelerating.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The scrolling is about to decelerate.
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The scrolling stopped decelerating.
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`) ended.
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms.
    /// - Parameter scrollView: The scroll view.
    /// - Returns: The view, or nil for none (no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that zooms.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that zoomed.
    ///   - scale: The final scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top.
    /// - Parameter scrollView: The scroll view.
    /// - Returns: Whether it may.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll view scrolled to the top.
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed.
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing (the scrolling stops where it would).
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The velocity.
    ///   - targetContentOffset: Where the scrolling will stop.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether it decelerates.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms.
    /// - Parameter scrollView: The scroll view.
    /// - Returns: nil.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view.
    ///   - scale: The scale.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// It may.
    /// - Parameter scrollView: The scroll view.
    /// - Returns: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A view that scrolls and zooms its content.
///
/// Linux: nothing drags it; what code sets is kept and the geometry is UIKit's (facts 1–5):
/// `bounds` starts at `contentOffset`, `scrollRectToVisible` scrolls the least, `zoomScale` stays
/// in its range. Scroll indicators, bouncing and paging are kept as set.
open class UIScrollView: UIView {
    /// When the keyboard hides as the content is dragged.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none = 0
        /// When a drag starts.
        case onDrag = 1
        /// Following the drag, interactively.
        case interactive = 2
        /// When a drag starts, with its accessory view.
        case onDragWithAccessory = 3
        /// Following the drag, with its accessory view.
        case interactiveWithAccessory = 4
    }

    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As the scroll view's context decides (its navigation controller).
        case automatic = 0
        /// On the axes that scroll.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Adapts to light and dark.
        case `default` = 0
        /// Dark, for light backgrounds.
        case black = 1
        /// Light, for dark backgrounds.
        case white = 2
    }

    /// How fast scrolling slows after a flick: the fraction of velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept.
        public let rawValue: CGFloat
        /// A rate.
        /// - Parameter rawValue: The fraction kept each millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    private nonisolated(unsafe) static let proxy = UIScrollView(frame: .zero)
    /// The proxy whose properties every scroll view takes (`UIScrollView.appearance().bounces = false`).
    /// Linux: kept, not applied (SwiftUI's scroll views are Trellis's own).
    /// - Returns: The proxy.
    open override class func appearance() -> UIScrollView { proxy }

    /// Told as the view scrolls and zooms (held weakly).
    open weak var delegate: UIScrollViewDelegate?

    /// Where the content's origin is scrolled to: the bounds' origin (fact 1). Setting it tells
    /// the delegate (fact 2).
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
    }
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Space around the content that scrolls with it.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    /// The content inset with the safe area added (fact 4: the content inset on Linux).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area is added to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the safe area also insets the scroll indicators (true).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether the person can scroll (true).
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds (false).
    open var isPagingEnabled = false
    /// Whether scrolling goes past the content's edge and springs back (true).
    open var bounces = true
    /// Whether zooming goes past the limits and springs back (true).
    open var bouncesZoom = true
    /// Whether the content bounces vertically even when it fits (false).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (false).
    open var alwaysBounceHorizontal = false
    /// Whether a drag scrolls along one axis only (false).
    open var isDirectionalLockEnabled = false
    /// Whether the vertical indicator shows while scrolling (true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (true).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of both indicators (setting sets both; reading reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// How fast scrolling slows after a flick.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls to the top (true).
    open var scrollsToTop = true
    /// When the keyboard hides as the content is dragged.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether touches wait a moment to tell a tap from a scroll (true).
    open var delaysContentTouches = true
    /// Whether a scroll cancels the touches the content received (true).
    open var canCancelContentTouches = true
    /// The smallest zoom scale (1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale, kept between the minimum and the maximum (fact 5).
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1

    /// The pull-to-refresh control, a subview of the scroll view while set.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// Whether a finger is on the content (false: none on Linux).
    open var isTracking: Bool { false }
    /// Whether the content is being dragged (false on Linux).
    open var isDragging: Bool { false }
    /// Whether the content is decelerating after a drag (false on Linux).
    open var isDecelerating: Bool { false }
    /// Whether the content is being zoomed (false on Linux).
    open var isZooming: Bool { false }

    /// The view's own rectangle: its size, at the content offset (fact 1); setting its origin
    /// scrolls.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: super.bounds.size) }
        set {
            super.bounds = CGRect(origin: super.bounds.origin, size: newValue.size)
            if contentOffset != newValue.origin { contentOffset = newValue.origin }
        }
    }

    /// Scrolls to an offset (fact 2).
    /// - Parameters:
    ///   - contentOffset: The offset.
    ///   - animated: Whether to animate (Linux: the offset is set at once, and an animated
    ///     change tells the delegate it ended).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changed = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls as little as makes a rectangle of the content visible (fact 3).
    /// - Parameters:
    ///   - rect: The rectangle, in the content's coordinates.
    ///   - animated: Whether to animate (as in `setContentOffset(_:animated:)`).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let r = rect.standardized, inset = adjustedContentInset, size = frame.size
        guard r.width.isFinite, r.height.isFinite else { return }
        func axis(_ offset: CGFloat, _ length: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat,
                  _ insetLow: CGFloat, _ insetHigh: CGFloat, _ content: CGFloat) -> CGFloat {
            var target = offset
            // Too long to fit: its start shows. Otherwise the nearer edge comes into view.
            if maximum - minimum > length || minimum < offset { target = minimum }
            else if maximum > offset + length { target = maximum - length }
            guard target != offset else { return offset }
            let low = -insetLow, high = max(low, content + insetHigh - length)
            return min(max(target, low), high)
        }
        let x = axis(contentOffset.x, size.width, r.minX, r.maxX, inset.left, inset.right, contentSize.width)
        let y = axis(contentOffset.y, size.height, r.minY, r.maxY, inset.top, inset.bottom, contentSize.height)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }

    /// Sets the zoom scale, kept between the minimum and the maximum (fact 5); tells the
    /// delegate when it changes.
    /// - Parameters:
    ///   - scale: The scale.
    ///   - animated: Whether to animate (no effect on Linux).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard !scale.isNaN else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped != storedZoomScale else { return }
        storedZoomScale = clamped
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so a rectangle of the content fills the view (Linux: the scale it would take, kept
    /// in range; the offset is not changed).
    /// - Parameters:
    ///   - rect: The rectangle, in the zooming view's coordinates.
    ///   - animated: Whether to animate.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(frame.width / rect.width, frame.height / rect.height) * zoomScale, animated: animated)
    }

    /// Shows the scroll indicators for a moment (nothing is drawn on Linux).
    open func flashScrollIndicators() {}

    /// Called when `adjustedContentInset` changes; tells the delegate.
    open func adjustedContentInsetDidChange() { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
}

/// The spinner a scroll view shows when pulled down to refresh; it sends `.valueChanged` when the
/// person pulls (fact 6).
///
/// Linux: nothing pulls it, so `.valueChanged` is never sent; `beginRefreshing()` and
/// `endRefreshing()` set `isRefreshing`, and actions added with `addTarget` are kept.
open class UIRefreshControl: UIControl {
    private nonisolated(unsafe) static let proxy = UIRefreshControl(frame: .zero)
    /// The proxy whose properties every refresh control takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UIRefreshControl { proxy }

    /// Whether the control is refreshing (false until `beginRefreshing()`).
    open private(set) var isRefreshing = false
    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Shows the control refreshing, as code starts a refresh (no `.valueChanged` is sent).
    open func beginRefreshing() { isRefreshing = true }
    /// Ends the refresh.
    open func endRefreshing() { isRefreshing = false }
}
