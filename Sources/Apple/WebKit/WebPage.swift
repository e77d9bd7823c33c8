// `WebPage` (WebKit for SwiftUI, iOS 26): the observable model of a web page that a `WebView`
// shows — its URL, title, loading state and progress — and the loads that change them. Linux is
// an iPhone with no network and no JavaScript engine: what needs no network (an HTML string, data,
// a file, `about:blank`) loads at once (the page's URL and `<title>` are read, progress is 1), an
// http(s) load fails as offline (`URLError(.notConnectedToInternet)`, the page keeps its previous
// URL), and scripts never run (`callJavaScript` throws).
import Foundation
import Observation

/// A web page: the model a `WebView` shows, observable by SwiftUI.
///
/// ```swift
/// @State private var page = WebPage()
///
/// WebView(page)
///     .onAppear { page.load(html: "<h1>Hello</h1>") }
/// Text(page.title)
/// ```
@MainActor @Observable
public final class WebPage {
    /// The page's settings, given when it is made.
    public struct Configuration: Sendable {
        /// The application name added to the user agent.
        public var applicationNameForUserAgent: String?
        /// Whether navigations stay within the app-bound domains.
        public var limitsNavigationsToAppBoundDomains = false
        /// Whether known hosts are upgraded to HTTPS.
        public var upgradeKnownHostsToHTTPS = true
        /// Whether data detectors mark phone numbers, links and the like (accepted).
        public var dataDetectorTypes: WKDataDetectorTypes = []

        /// A configuration with WebKit's defaults.
        public init() {}
    }

    /// A step of a navigation, as a load's sequence reports it.
    public enum NavigationEvent: Sendable, Hashable {
        /// The navigation started.
        case startedProvisionalNavigation
        /// The server redirected the request.
        case receivedServerRedirect
        /// The page's content began to arrive.
        case committed
        /// The page finished loading.
        case finished
    }

    /// The settings the page was made with.
    public let configuration: Configuration
    /// The URL of the page shown; nil before anything loaded.
    public private(set) var url: URL?
    /// The page's title (its `<title>`); empty when it has none.
    public private(set) var title: String = ""
    /// Whether a load is in progress (never after a call returns on Linux: loads complete at once).
    public private(set) var isLoading = false
    /// How much of the current load is done, 0...1 (1 once a page has loaded).
    public private(set) var estimatedProgress: Double = 0
    /// Whether every resource of the page came over a secure connection.
    public private(set) var hasOnlySecureContent = false
    /// The latest navigation step; nil before any load.
    public private(set) var currentNavigationEvent: NavigationEvent?
    /// The user agent to send instead of the default one.
    public var customUserAgent: String?
    /// Whether Web Inspector can inspect the page (accepted).
    public var isInspectable = false

    /// A page with the default configuration.
    public convenience init() { self.init(configuration: Configuration()) }

    /// A page with a configuration.
    /// - Parameter configuration: The page's settings.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// Loads a URL request: http(s) fails offline; file, data and about URLs load at once.
    /// - Parameter request: The request.
    /// - Returns: The navigation's steps: `.startedProvisionalNavigation`, `.committed` and
    ///   `.finished`, or an error.
    @discardableResult
    public func load(_ request: URLRequest) -> AsyncThrowingStream<NavigationEvent, any Error> {
        navigate(.request(request))
    }

    /// Loads a URL (see `load(_:)` for a request).
    /// - Parameter url: The URL.
    /// - Returns: The navigation's steps, or an error.
    @discardableResult
    public func load(_ url: URL) -> AsyncThrowingStream<NavigationEvent, any Error> { load(URLRequest(url: url)) }

    /// Loads an HTML string as the page of a URL.
    /// - Parameters:
    ///   - html: The HTML.
    ///   - baseURL: The page's URL (`about:blank` by default).
    /// - Returns: The navigation's steps.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncThrowingStream<NavigationEvent, any Error> {
        navigate(.html(html, baseURL: baseURL))
    }

    /// Loads data of a MIME type as the page of a URL.
    /// - Parameters:
    ///   - data: The content.
    ///   - mimeType: Its MIME type.
    ///   - characterEncoding: Its text encoding.
    ///   - baseURL: The page's URL.
    /// - Returns: The navigation's steps.
    @discardableResult
    public func load(_ data: Data, mimeType: String, characterEncoding: String.Encoding, baseURL: URL)
        -> AsyncThrowingStream<NavigationEvent, any Error> {
        let name = characterEncoding == .utf8 ? "utf-8" : characterEncoding == .utf16 ? "utf-16" : characterEncoding == .isoLatin1 ? "iso-8859-1" : "utf-8"
        return navigate(.data(data, mimeType: mimeType, encodingName: name, baseURL: baseURL))
    }

    /// Loads the current page again.
    /// - Returns: The navigation's steps (an empty sequence when nothing was loaded).
    @discardableResult
    public func reload() -> AsyncThrowingStream<NavigationEvent, any Error> {
        guard let source = lastSource else { return AsyncThrowingStream { $0.finish() } }
        return navigate(source)
    }

    /// Stops the current load (loads complete at once on Linux: no effect).
    public func stopLoading() { isLoading = false }

    /// Runs JavaScript in the page.
    /// - Parameters:
    ///   - functionBody: The body of a function to call.
    ///   - arguments: The function's arguments, by name.
    /// - Returns: What the function returns.
    /// - Throws: Always on Linux: there is no JavaScript engine (`WKError.javaScriptExceptionOccurred`).
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    private var lastSource: PageSource?

    /// Runs a navigation at once and reports its steps.
    private func navigate(_ source: PageSource) -> AsyncThrowingStream<NavigationEvent, any Error> {
        isLoading = true
        estimatedProgress = 0.1
        currentNavigationEvent = .startedProvisionalNavigation
        let result = PageReader.read(source)
        isLoading = false
        switch result {
        case let .success(page):
            lastSource = source
            url = page.url
            title = page.title
            hasOnlySecureContent = page.url.scheme?.lowercased() != "http"
            estimatedProgress = 1
            currentNavigationEvent = .finished
            return AsyncThrowingStream { continuation in
                for event in [NavigationEvent.startedProvisionalNavigation, .committed, .finished] { continuation.yield(event) }
                continuation.finish()
            }
        case let .failure(error):
            estimatedProgress = 0
            return AsyncThrowingStream { continuation in
                continuation.yield(.startedProvisionalNavigation)
                continuation.finish(throwing: error)
            }
        }
    }
}
