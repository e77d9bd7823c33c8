// The page view controller: pages (controllers) turned by a swipe, which a data source gives one
// after another, as onboarding screens and readers wrap them in a representable. Linux: nothing
// is drawn and nobody swipes; the pages shown, the children and the views work as UIKit's do:
//
// 1. `setViewControllers(_:direction:animated:completion:)` shows the pages at once (they become
//    the children, their views fill the page area) and calls the completion with true on the
//    main queue, after the call.
// 2. A scrolling page view controller shows one page and a page curl with the spine in the middle
//    two: giving more traps (UIKit raises NSInvalidArgumentException).
// 3. The spine is at `.min` for a page curl unless the options say otherwise, and there is none
//    for scrolling; a spine in the middle makes the pages double-sided.
// 4. Only a page curl has gesture recognizers (a pan and a tap); scrolling has none.
// 5. The delegate is told of transitions only when the person swipes, never when code sets the
//    pages (so never on Linux); `_turnPage(_:)` does what a swipe would.
// 6. The view holds the page area: for scrolling a scroll view that fills it (which apps reach
//    through `view.subviews`), for a page curl the view itself.
import CoreGraphics
import Foundation

/// Gives a page view controller the pages before and after a page, and the count and index its
/// page indicator shows (optional: without them there is no indicator).
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before a page.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - viewController: The page.
    /// - Returns: The page before it, or nil at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after a page.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - viewController: The page.
    /// - Returns: The page after it, or nil at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the page indicator shows.
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The count.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the indicator shows as current.
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The index.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No pages to indicate (0).
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: 0.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first (0).
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of a page view controller's transitions; every method is optional.
///
/// Linux: nobody swipes, so the transition methods are never called (fact 5).
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to show pages.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - pendingViewControllers: The pages.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's transition ended.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The pages shown before.
    ///   - completed: Whether the new pages show (false: the person turned back).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes in an orientation (page curl).
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - orientation: The orientation.
    /// - Returns: The spine's location.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports.
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The orientations.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation it prefers when presented.
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: The orientation.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - pendingViewControllers: The pages.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The pages shown before.
    ///   - completed: Whether the new pages show.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The spine where it is.
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - orientation: The orientation.
    /// - Returns: Its `spineLocation`.
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// All but upside down.
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: `.allButUpsideDown`.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Portrait.
    /// - Parameter pageViewController: The page view controller.
    /// - Returns: `.portrait`.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation {
        .portrait
    }
}

/// A controller of pages turned by a swipe, one controller a page.
///
/// Linux: never drawn and nobody swipes; the pages, children and views work as UIKit's do (see
/// the file's notes).
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable, Hashable {
        /// A page curls over, as in a book.
        case pageCurl = 0
        /// Pages scroll by.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable, Hashable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way pages turn.
    public enum NavigationDirection: Int, Sendable, Hashable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of curling pages is.
    public enum SpineLocation: Int, Sendable, Hashable {
        /// No spine (scrolling).
        case none = 0
        /// At the leading (or top) edge: one page shows.
        case min = 1
        /// In the middle: two pages show.
        case mid = 2
        /// At the trailing (or bottom) edge: one page shows.
        case max = 3
    }

    /// The keys of the options a page view controller is made with.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Where the spine is (a `SpineLocation`, or its raw value as a number); page curl only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (fact 3).
    public private(set) var spineLocation: SpineLocation
    /// The space between scrolling pages, from the options (0).
    let interPageSpacing: CGFloat
    /// Whether pages have content on both sides (true when the spine is in the middle).
    open var isDoubleSided: Bool
    /// Gives the pages around the current one (held weakly).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told of transitions (held weakly; fact 5).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The recognizers that turn curling pages: a pan and a tap (none for scrolling; fact 4).
    public let gestureRecognizers: [UIGestureRecognizer]
    private var pages: [UIViewController]?

    /// A page view controller.
    /// - Parameters:
    ///   - style: How pages turn.
    ///   - navigationOrientation: The axis they turn along.
    ///   - options: The spine's location and the space between pages.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .pageCurl {
            spineLocation = Self.spineLocation(options?[.spineLocation]) ?? .min
        } else {
            spineLocation = .none
        }
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        isDoubleSided = spineLocation == .mid
        gestureRecognizers = style == .pageCurl ? [UIPanGestureRecognizer(), UITapGestureRecognizer()] : []
        super.init()
    }

    /// Made from an archive (Linux: none is read): a horizontal scrolling page view controller.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }

    /// A spine location from an option's value.
    private static func spineLocation(_ value: Any?) -> SpineLocation? {
        if let location = value as? SpineLocation { return location }
        return number(value).flatMap { SpineLocation(rawValue: Int($0)) }
    }

    /// A number from an option's value.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        default: return nil
        }
    }

    /// The pages shown (nil until set).
    open var viewControllers: [UIViewController]? { pages }

    /// Makes the view: a plain view the size of the screen holding, for scrolling, a scroll view
    /// that fills it (fact 6).
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        if transitionStyle == .scroll {
            let scroll = UIScrollView(frame: root.bounds)
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(scroll)
        }
        view = root
        placePages()
    }

    /// The view that holds the pages' views.
    private var pageArea: UIView? {
        guard let root = viewIfLoaded else { return nil }
        return transitionStyle == .scroll ? root.subviews.first { $0 is UIScrollView } ?? root : root
    }

    /// Puts the pages' views in the page area, side by side when two show.
    private func placePages() {
        guard let area = pageArea, let pages, !pages.isEmpty else { return }
        let width = area.bounds.width / CGFloat(pages.count)
        for (index, page) in pages.enumerated() {
            let pageView: UIView = page.view
            pageView.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: area.bounds.height)
            if pageView.superview !== area { area.addSubview(pageView) }
        }
    }

    /// Shows pages: at once, as children whose views fill the page area; the completion is
    /// called with true on the main queue, after the call (fact 1). More pages than the style
    /// shows trap (fact 2).
    /// - Parameters:
    ///   - viewControllers: The pages (one; two for a page curl with the spine in the middle).
    ///   - direction: Which way they turn in.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    ///   - completion: Called with whether the transition finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let count = viewControllers?.count ?? 0
        let required = transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
        if count != 0, count != required, !(transitionStyle == .pageCurl && isDoubleSided && count == 2) {
            preconditionFailure("The number of view controllers provided (\(count)) doesn't match the number required (\(required)) "
                + "for the requested transition")
        }
        show(viewControllers)
        if let completion {
            let call = UncheckedSendable(completion)
            DispatchQueue.main.async { call.value(true) }
        }
    }

    /// Makes pages the shown ones and the children, in place of the old.
    private func show(_ newPages: [UIViewController]?) {
        for old in pages ?? [] where old.parent === self && !(newPages ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        pages = newPages
        for page in newPages ?? [] where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        placePages()
    }

    /// What a swipe does (nobody swipes on Linux): the data source gives as many pages after (or
    /// before) the shown ones as show at once; if it has them, the delegate is told the
    /// transition will happen, the pages show, and the delegate is told it finished and completed.
    /// - Parameter direction: Which way the person swiped.
    /// - Returns: Whether the pages turned.
    @discardableResult
    public func _turnPage(_ direction: NavigationDirection) -> Bool {
        guard let pages, !pages.isEmpty, let dataSource else { return false }
        var next: [UIViewController] = []
        var edge = direction == .forward ? pages.last : pages.first
        while next.count < pages.count, let current = edge {
            edge = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: current)
                : dataSource.pageViewController(self, viewControllerBefore: current)
            if let edge { next.append(edge) }
        }
        guard next.count == pages.count else { return false }
        if direction == .reverse { next.reverse() }
        delegate?.pageViewController(self, willTransitionTo: next)
        show(next)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: pages, transitionCompleted: true)
        return true
    }
}
