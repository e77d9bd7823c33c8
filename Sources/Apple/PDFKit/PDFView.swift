import Foundation
import UIKit

/// How a PDF view lays its pages out.
public enum PDFDisplayMode: Int, Sendable {
    /// One page at a time.
    case singlePage
    /// Every page, one after the other.
    case singlePageContinuous
    /// Two pages side by side at a time.
    case twoUp
    /// Every page, two side by side.
    case twoUpContinuous
}

/// Which way a PDF view's pages follow one another.
public enum PDFDisplayDirection: Int, Sendable {
    /// Top to bottom.
    case vertical
    /// Side by side.
    case horizontal
}

/// A view that shows a PDF document, zoomable and scrollable. Linux: its document and settings
/// are kept and answer as set; it draws as UIKit's views do, a placeholder.
open class PDFView: UIView {
    /// The document shown; setting it goes to its first page.
    open var document: PDFDocument? {
        didSet { currentPage = document?.page(at: 0) }
    }
    /// The page on screen.
    open private(set) var currentPage: PDFPage?
    /// Whether the scale follows the view's size (fitting a page's width).
    open var autoScales = false
    /// How pages are laid out.
    open var displayMode = PDFDisplayMode.singlePageContinuous
    /// Which way pages follow one another.
    open var displayDirection = PDFDisplayDirection.vertical
    /// Whether a gap is drawn between pages.
    open var displaysPageBreaks = true
    /// Whether pages cast a shadow.
    open var pageShadowsEnabled = true
    /// Which box of each page is shown.
    open var displayBox = PDFDisplayBox.cropBox
    /// The zoom, 1 at a page's size in points.
    open var scaleFactor: CGFloat = 1 {
        didSet { scaleFactor = min(max(scaleFactor, minScaleFactor), maxScaleFactor) }
    }
    /// The smallest zoom.
    open var minScaleFactor: CGFloat = 0.25
    /// The largest zoom.
    open var maxScaleFactor: CGFloat = 5

    /// The zoom at which the current page's width fills the view.
    open var scaleFactorForSizeToFit: CGFloat {
        guard let width = currentPage?.bounds(for: displayBox).width, width > 0, bounds.width > 0 else { return 1 }
        return bounds.width / width
    }

    /// Shows `page`, when it is one of the document's.
    /// - Parameter page: The page.
    open func go(to page: PDFPage) {
        if page.document === document { currentPage = page }
    }

    /// Whether there is a page after the current one.
    open var canGoToNextPage: Bool { nextIndex.map { $0 < (document?.pageCount ?? 0) } ?? false }
    /// Whether there is a page before the current one.
    open var canGoToPreviousPage: Bool { nextIndex.map { $0 > 1 } ?? false }

    /// Shows the next page.
    /// - Parameter sender: The control that asked.
    open func goToNextPage(_ sender: Any?) {
        if canGoToNextPage, let next = nextIndex { currentPage = document?.page(at: next) }
    }

    /// Shows the page before.
    /// - Parameter sender: The control that asked.
    open func goToPreviousPage(_ sender: Any?) {
        if canGoToPreviousPage, let next = nextIndex { currentPage = document?.page(at: next - 2) }
    }

    /// Shows one page at a time with a page view controller (Linux: kept as a display mode).
    /// - Parameters:
    ///   - enable: Whether to.
    ///   - viewOptions: The page view controller's options.
    open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) {
        if enable { displayMode = .singlePage }
    }

    /// The index after the current page's.
    private var nextIndex: Int? {
        guard let document, let currentPage else { return nil }
        let index = document.index(for: currentPage)
        return index == NSNotFound ? nil : index + 1
    }
}
