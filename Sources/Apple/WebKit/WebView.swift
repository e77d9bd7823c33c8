// `WebView` (WebKit for SwiftUI, iOS 26): the SwiftUI view that shows a `WebPage` or a URL.
// Linux has no web engine to draw with: the view is a labelled placeholder that lays out as the
// real one (it takes the space it is offered), and the page it shows keeps its model (WebPage.swift).
import Foundation
import Trellis

/// A view that shows web content: a `WebPage`, or a URL it loads.
///
/// Linux: drawn as a grey placeholder named "WebView" that takes the space it is offered; a URL
/// given to `init(url:)` is loaded into the view's page as `WebPage.load(_:)` loads it.
public struct WebView: View {
    /// The page the view shows.
    let page: WebPage

    /// A view that shows a page.
    /// - Parameter page: The page.
    public init(_ page: WebPage) { self.page = page }

    /// A view that loads and shows a URL.
    /// - Parameter url: The URL; nil shows an empty page.
    public init(url: URL?) {
        let page = WebPage()
        if let url { page.load(url) }
        self.page = page
    }

    /// The placeholder the view is drawn as.
    public var body: some View { FrameworkPlaceholder("WebView", framework: "WebKit") }
}

nonisolated extension View {
    /// Whether swipes go back and forward in a web view's history (accepted).
    /// - Parameter visibility: `.enabled` or `.disabled`.
    /// - Returns: The view.
    public func webViewBackForwardNavigationGestures(_ visibility: WebView.BackForwardNavigationGestureBehavior) -> some View { self }

    /// Whether pinches zoom a web view's content (accepted).
    /// - Parameter behavior: `.enabled` or `.disabled`.
    /// - Returns: The view.
    public func webViewMagnificationGestures(_ behavior: WebView.MagnificationGestureBehavior) -> some View { self }

    /// Whether a web view's links show previews when pressed (accepted).
    /// - Parameter behavior: `.enabled` or `.disabled`.
    /// - Returns: The view.
    public func webViewLinkPreviews(_ behavior: WebView.LinkPreviewBehavior) -> some View { self }

    /// Whether a web view's background shows behind its content (accepted).
    /// - Parameter visibility: The background's visibility.
    /// - Returns: The view.
    public func webViewContentBackground(_ visibility: Visibility) -> some View { self }
}

extension WebView {
    /// Whether swipes navigate a web view's history.
    public struct BackForwardNavigationGestureBehavior: Sendable, Hashable {
        let enabled: Bool?
        /// WebKit decides.
        public static let automatic = BackForwardNavigationGestureBehavior(enabled: nil)
        /// Swipes navigate.
        public static let enabled = BackForwardNavigationGestureBehavior(enabled: true)
        /// Swipes do not navigate.
        public static let disabled = BackForwardNavigationGestureBehavior(enabled: false)
    }

    /// Whether pinches zoom a web view.
    public struct MagnificationGestureBehavior: Sendable, Hashable {
        let enabled: Bool?
        /// WebKit decides.
        public static let automatic = MagnificationGestureBehavior(enabled: nil)
        /// Pinches zoom.
        public static let enabled = MagnificationGestureBehavior(enabled: true)
        /// Pinches do not zoom.
        public static let disabled = MagnificationGestureBehavior(enabled: false)
    }

    /// Whether pressing a link shows its preview.
    public struct LinkPreviewBehavior: Sendable, Hashable {
        let enabled: Bool?
        /// WebKit decides.
        public static let automatic = LinkPreviewBehavior(enabled: nil)
        /// Links show previews.
        public static let enabled = LinkPreviewBehavior(enabled: true)
        /// Links do not show previews.
        public static let disabled = LinkPreviewBehavior(enabled: false)
    }
}
