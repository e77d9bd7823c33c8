// The page dots and the spinner: `UIPageControl.appearance()` colours the dots of SwiftUI's
// `TabView` with `.tabViewStyle(.page)`, and representables wrap `UIActivityIndicatorView` for a
// spinner. Kept as set; Trellis draws its own dots and `ProgressView`.
//
// Facts (Apple's UIKit documentation):
// 1. A page control's `currentPage` is pinned to 0...numberOfPages − 1.
// 2. An activity indicator with `hidesWhenStopped` (the default) is hidden while it is not
//    animating, from the start.
import CoreGraphics
import Foundation

/// A row of dots, one per page, the current one highlighted.
///
/// Linux: kept as set, not drawn (Trellis draws the page dots of a paged `TabView`); the current
/// page is pinned to the pages (fact 1).
open class UIPageControl: UIControl {
    /// The background behind the dots.
    public enum BackgroundStyle: Int, Sendable, Hashable {
        /// Prominent while interacting, minimal otherwise.
        case automatic = 0
        /// Always prominent.
        case prominent = 1
        /// Always minimal.
        case minimal = 2
    }

    private nonisolated(unsafe) static let proxy = UIPageControl(frame: .zero)
    /// The proxy whose properties every page control takes
    /// (`UIPageControl.appearance().currentPageIndicatorTintColor = .black`).
    /// Linux: kept, not applied to SwiftUI's paged `TabView`.
    /// - Returns: The proxy.
    open override class func appearance() -> UIPageControl { proxy }

    /// The number of pages (0); the current page is pinned to them.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }
    /// The current page, pinned to 0...numberOfPages − 1 (fact 1).
    open var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
    }
    /// Whether the control hides when there is one page (false).
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots (nil: the system's).
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot (nil: the system's).
    open var currentPageIndicatorTintColor: UIColor?
    /// The background behind the dots.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether dragging along the dots scrubs through the pages (true).
    open var allowsContinuousInteraction = true
    /// The image of every dot (nil: a dot).
    open var preferredIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]

    /// Sets the image of one page's dot.
    /// - Parameters:
    ///   - image: The image (nil: `preferredIndicatorImage`).
    ///   - page: The page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    /// The image of one page's dot.
    /// - Parameter page: The page.
    /// - Returns: Its image, or `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }
}

/// A spinning wheel that shows a task is under way.
///
/// Linux: nothing spins; `isAnimating` follows `startAnimating()` and `stopAnimating()`, and the
/// view hides when stopped as UIKit's does (fact 2). Its frame takes the style's size: 20 × 20
/// points for `.medium`, 37 × 37 for `.large` (the old styles likewise).
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour.
    public enum Style: Int, Sendable, Hashable {
        /// A large white spinner (deprecated: `.large`).
        case whiteLarge = 0
        /// A white spinner (deprecated: `.medium`).
        case white = 1
        /// A grey spinner (deprecated: `.medium`).
        case gray = 2
        /// The medium spinner.
        case medium = 100
        /// The large spinner.
        case large = 101

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    private nonisolated(unsafe) static let proxy = UIActivityIndicatorView(style: .medium)
    /// The proxy whose properties every activity indicator takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UIActivityIndicatorView { proxy }

    /// The spinner's size and colour.
    open var style: Style
    /// The spinner's colour (grey).
    open var color: UIColor! = .gray
    /// Whether the view hides while stopped (true; fact 2).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it is spinning.
    open private(set) var isAnimating = false

    /// A spinner of a style, its frame the style's size, hidden until started (fact 2).
    /// - Parameter style: The style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    /// A medium spinner in a frame, hidden until started.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// Starts spinning, and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
