// The web view: a UIKit view that loads pages and tells its navigation delegate how each load
// goes. Linux is an iPhone with no network and no JavaScript engine:
//
// 1. A load method returns its navigation at once and the delegate hears nothing inside the
//    call; each step follows on the main queue, in WebKit's order: the action policy,
//    `didStartProvisionalNavigation`, then either `didFailProvisionalNavigation` (any http(s) URL:
//    `URLError(.notConnectedToInternet)`; a missing file: `URLError(.fileDoesNotExist)`) or the
//    response policy, `didCommit` and `didFinish` (an HTML string, data, a file, `about:blank`,
//    a `data:` URL).
// 2. `isLoading` is true from the load call until the navigation fails or finishes;
//    `estimatedProgress` starts at 0.1 and ends at 1. `url` is the requested URL while the load
//    is pending and the committed page's after (back to the last page when a load fails).
// 3. `title` is empty until a page finishes; then it is the page's `<title>`, as
//    `document.title` gives it.
// 4. Committed pages make the back-forward list: `goBack()`, `goForward()` and `reload()` load
//    them again. A new load or `stopLoading()` cancels the one under way (the delegate hears
//    `NSURLErrorCancelled` if it had started).
// 5. `evaluateJavaScript` completes with `WKError.javaScriptExceptionOccurred`: no script runs.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// A view that loads and shows web content.
///
/// Linux: nothing is drawn (a representable that makes one is its labelled placeholder), pages
/// come only from what needs no network, and delegates hear each step on the main queue as on
/// an iPhone that is offline. Use it on the main thread, as WebKit requires.
open class WKWebView: UIView, @unchecked Sendable {
    private let ownConfiguration: WKWebViewConfiguration
    private let ownScrollView: UIScrollView
    private let history = WKBackForwardList()
    /// The navigation under way.
    private var inFlight: WKNavigation?
    /// The last load asked for, which `reload()` repeats when no page has been committed.
    private var lastSource: PageSource?
    /// `estimatedProgress` before the navigation under way, restored if a policy cancels it.
    private var progressBeforeLoad = 0.0

    /// What the web view was made with: a copy (it shares the content controller, preferences
    /// and data store with the web view's own).
    open var configuration: WKWebViewConfiguration { ownConfiguration.copy() as? WKWebViewConfiguration ?? ownConfiguration }
    /// Told as pages load and asked to allow navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Asked to show what pages ask for (never, on Linux).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's title: empty until a page finishes loading, then its `<title>`.
    open private(set) var title: String? = ""
    /// The page's URL: the requested one while a load is pending, the committed page's after.
    open private(set) var url: URL?
    /// Whether a navigation is under way.
    open private(set) var isLoading = false
    /// How far the navigation under way is, 0...1.
    open private(set) var estimatedProgress = 0.0
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { history.backItem != nil }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { history.forwardItem != nil }
    /// The pages visited.
    open var backForwardList: WKBackForwardList { history }
    /// The scroll view the content is in.
    open var scrollView: UIScrollView { ownScrollView }
    /// Whether every resource of the page came over a secure connection.
    open var hasOnlySecureContent: Bool { url?.scheme?.lowercased() == "https" }
    /// Whether a horizontal swipe goes back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether pressing a link shows a preview.
    open var allowsLinkPreview = true
    /// The user agent sent instead of the default.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect the view.
    open var isInspectable = false
    /// The page's zoom.
    open var pageZoom: CGFloat = 1
    /// The CSS media type the page is styled for, instead of `screen`.
    open var mediaType: String?
    /// The colour the page asks the browser's chrome to take (`<meta name="theme-color">`):
    /// none on Linux.
    open var themeColor: UIColor? { nil }
    /// The colour shown past the page's edges when it is scrolled beyond them.
    open var underPageBackgroundColor: UIColor! = .systemBackground

    /// The scroll view follows the web view's size, as WebKit's does.
    open override var frame: CGRect {
        didSet { ownScrollView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// A web view with a configuration, which it copies.
    /// - Parameters:
    ///   - frame: The rectangle.
    ///   - configuration: The configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        ownConfiguration = configuration.copy() as? WKWebViewConfiguration ?? configuration
        ownScrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(ownScrollView)
    }

    /// A web view with a default configuration (`WKWebView()` is one with an empty frame).
    /// - Parameter frame: The rectangle.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Whether WebKit loads URLs of a scheme itself (an app's `WKURLSchemeHandler` may not take
    /// these).
    /// - Parameter urlScheme: The scheme.
    /// - Returns: Whether it is one of WebKit's.
    open class func handlesURLScheme(_ urlScheme: String) -> Bool {
        ["http", "https", "file", "about", "data", "blob", "ftp", "ws", "wss", "javascript"].contains(urlScheme.lowercased())
    }

    // MARK: Loading

    /// Loads a request: an http(s) URL fails offline; a file, data or `about:` URL loads.
    /// - Parameter request: The request.
    /// - Returns: The navigation.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        start(.request(request), type: .other)
    }

    /// Loads an HTML string.
    /// - Parameters:
    ///   - string: The HTML.
    ///   - baseURL: The URL the page is said to come from (nil: `about:blank`).
    /// - Returns: The navigation.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        start(.html(string, baseURL: baseURL), type: .other)
    }

    /// Loads data of a MIME type.
    /// - Parameters:
    ///   - data: The content.
    ///   - MIMEType: Its MIME type (`text/html` has its title read).
    ///   - characterEncodingName: Its text encoding (`utf-8`).
    ///   - baseURL: The URL it is said to come from.
    /// - Returns: The navigation.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        start(.data(data, mimeType: MIMEType, encodingName: characterEncodingName, baseURL: baseURL), type: .other)
    }

    /// Loads a local file.
    /// - Parameters:
    ///   - fileURL: The file.
    ///   - readAccessURL: The file or folder the page may read (accepted; a preview reads any file
    ///     the process can).
    /// - Returns: The navigation.
    @discardableResult
    open func loadFileURL(_ fileURL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        start(.request(URLRequest(url: fileURL)), type: .other)
    }

    /// Loads a request for a local file.
    /// - Parameters:
    ///   - request: The request of a file URL.
    ///   - readAccessURL: The file or folder the page may read (accepted).
    /// - Returns: The navigation.
    @discardableResult
    open func loadFileRequest(_ request: URLRequest, allowingReadAccessTo readAccessURL: URL) -> WKNavigation {
        start(.request(request), type: .other)
    }

    /// Loads HTML as though a request had returned it (no network is used, so this loads offline).
    /// - Parameters:
    ///   - request: The request the page is said to answer.
    ///   - string: The HTML.
    /// - Returns: The navigation.
    @discardableResult
    open func loadSimulatedRequest(_ request: URLRequest, responseHTML string: String) -> WKNavigation {
        start(.html(string, baseURL: request.url), type: .other)
    }

    /// Loads data as though a request had returned it with a response.
    /// - Parameters:
    ///   - request: The request the data is said to answer.
    ///   - response: The response (its MIME type and encoding are the data's).
    ///   - data: The content.
    /// - Returns: The navigation.
    @discardableResult
    open func loadSimulatedRequest(_ request: URLRequest, response: URLResponse, responseData data: Data) -> WKNavigation {
        let baseURL = request.url ?? response.url ?? PageReader.blank
        return start(.data(data, mimeType: response.mimeType ?? "text/html", encodingName: response.textEncodingName ?? "utf-8",
                           baseURL: baseURL), type: .other)
    }

    /// Loads the current page again (or repeats the last load, when no page was committed).
    /// - Returns: The navigation, or nil when nothing was ever loaded.
    @discardableResult
    open func reload() -> WKNavigation? {
        if let item = history.currentItem { return start(item.source, type: .reload, target: item) }
        guard let lastSource else { return nil }
        return start(lastSource, type: .reload)
    }

    /// Loads the current page again, revalidating caches (as `reload()`: nothing is cached).
    /// - Returns: The navigation, or nil when nothing was ever loaded.
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    /// Stops the navigation under way; the delegate hears it failed with `NSURLErrorCancelled`
    /// if it had started.
    open func stopLoading() { cancelInFlight() }

    /// Goes back to the previous page.
    /// - Returns: The navigation, or nil when there is no page to go back to.
    @discardableResult
    open func goBack() -> WKNavigation? { history.backItem.flatMap { go(to: $0) } }

    /// Goes forward to the next page.
    /// - Returns: The navigation, or nil when there is no page to go forward to.
    @discardableResult
    open func goForward() -> WKNavigation? { history.forwardItem.flatMap { go(to: $0) } }

    /// Goes to a page of the back-forward list.
    /// - Parameter item: The page.
    /// - Returns: The navigation.
    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        start(item.source, type: .backForward, target: item)
    }

    // MARK: JavaScript

    /// The error every script gives: there is no JavaScript engine on Linux.
    private static var noJavaScript: WKError {
        WKError(.javaScriptExceptionOccurred, message: "JavaScript is not available on Linux")
    }

    /// Runs a script in the page (Linux: none runs).
    /// - Parameters:
    ///   - javaScriptString: The script.
    ///   - completionHandler: Called on the main queue, after this returns, with nil and
    ///     `WKError.javaScriptExceptionOccurred`.
    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        let error = Self.noJavaScript
        DispatchQueue.main.async { completionHandler(nil, error) }
    }

    /// Runs a script in the page and returns its result (Linux: none runs).
    /// - Parameter javaScriptString: The script.
    /// - Returns: The script's result; never, on Linux.
    /// - Throws: `WKError.javaScriptExceptionOccurred`.
    @discardableResult
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw Self.noJavaScript
    }

    /// Runs a script in a frame and world (Linux: none runs).
    /// - Parameters:
    ///   - javaScriptString: The script.
    ///   - frame: The frame (nil: the main frame).
    ///   - contentWorld: The world.
    ///   - completionHandler: Called on the main queue with `WKError.javaScriptExceptionOccurred`.
    open func evaluateJavaScript(_ javaScriptString: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
                                 completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil) {
        guard let completionHandler else { return }
        let error = Self.noJavaScript
        DispatchQueue.main.async { completionHandler(.failure(error)) }
    }

    /// Runs a script as an async function's body with arguments (Linux: none runs).
    /// - Parameters:
    ///   - functionBody: The function's body.
    ///   - arguments: Its arguments, by name.
    ///   - frame: The frame (nil: the main frame).
    ///   - contentWorld: The world.
    ///   - completionHandler: Called on the main queue with `WKError.javaScriptExceptionOccurred`.
    open func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                  in contentWorld: WKContentWorld,
                                  completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil) {
        guard let completionHandler else { return }
        let error = Self.noJavaScript
        DispatchQueue.main.async { completionHandler(.failure(error)) }
    }

    // MARK: Navigations

    /// Starts a navigation: the one under way is cancelled, and the first step is queued.
    private func start(_ source: PageSource, type: WKNavigationType, target: WKBackForwardListItem? = nil) -> WKNavigation {
        cancelInFlight()
        let request: URLRequest
        if case let .request(asked) = source { request = asked } else { request = URLRequest(url: target?.url ?? source.url) }
        let navigation = WKNavigation(action: WKNavigationAction(request: request, type: type, webView: self), source: source, target: target)
        inFlight = navigation
        lastSource = source
        progressBeforeLoad = estimatedProgress
        isLoading = true
        estimatedProgress = 0.1
        url = target?.url ?? source.url
        DispatchQueue.main.async { [self] in decideAction(navigation) }
        return navigation
    }

    /// Asks the delegate whether the navigation may start.
    @MainActor private func decideAction(_ navigation: WKNavigation) {
        guard inFlight === navigation else { return }
        guard let delegate = navigationDelegate else { return actionDecided(navigation, .allow) }
        navigation.awaitingAnswer = true
        // Each navigation gets its own copy: a delegate that changes it changes only this one.
        let preferences = ownConfiguration.defaultWebpagePreferences?.copy() as? WKWebpagePreferences ?? WKWebpagePreferences()
        // Typed as today's SDK types the handler, so the call is to that spelling (a closure
        // literal alone would match the plain one, whose default does not ask the other).
        let decided: @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void = { [self] policy, _ in
            // WebKit takes the first answer; a handler called again is ignored.
            guard navigation.awaitingAnswer else { return }
            navigation.awaitingAnswer = false
            DispatchQueue.main.async { self.actionDecided(navigation, policy) }
        }
        delegate.webView(self, decidePolicyFor: navigation.action, preferences: preferences, decisionHandler: decided)
    }

    /// Starts the navigation, or ends it without a word to the delegate when cancelled (as
    /// WebKit does; `.download` cancels too, as nothing downloads).
    @MainActor private func actionDecided(_ navigation: WKNavigation, _ policy: WKNavigationActionPolicy) {
        guard inFlight === navigation else { return }
        guard policy == .allow else {
            end(navigation)
            estimatedProgress = progressBeforeLoad
            return
        }
        navigation.phase = .provisional
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        DispatchQueue.main.async { [self] in read(navigation) }
    }

    /// Reads the page: the navigation fails, or its response is put to the delegate.
    @MainActor private func read(_ navigation: WKNavigation) {
        guard inFlight === navigation else { return }
        let page: LoadedPage
        switch PageReader.read(navigation.source) {
        case let .failure(error): return failProvisional(navigation, error)
        case let .success(read): page = read
        }
        navigation.page = page
        navigation.phase = .decidingResponse
        guard let delegate = navigationDelegate else { return responseDecided(navigation, .allow) }
        let response = WKNavigationResponse(response: URLResponse(url: page.url, mimeType: page.mimeType,
                                                                  expectedContentLength: page.length, textEncodingName: page.encodingName))
        navigation.awaitingAnswer = true
        let decided: @MainActor @Sendable (WKNavigationResponsePolicy) -> Void = { [self] policy in
            guard navigation.awaitingAnswer else { return }
            navigation.awaitingAnswer = false
            DispatchQueue.main.async { self.responseDecided(navigation, policy) }
        }
        delegate.webView(self, decidePolicyFor: response, decisionHandler: decided)
    }

    /// Commits the page, or fails the navigation when the response policy cancels it.
    @MainActor private func responseDecided(_ navigation: WKNavigation, _ policy: WKNavigationResponsePolicy) {
        guard inFlight === navigation, let page = navigation.page else { return }
        guard policy == .allow else { return failProvisional(navigation, PageReader.interruptedByPolicy(page.url)) }
        navigation.phase = .committed
        if let target = navigation.target {
            history.moveTo(target)
        } else {
            history.push(WKBackForwardListItem(url: page.url, initialURL: navigation.action.request.url ?? page.url, source: navigation.source))
        }
        url = page.url
        title = ""
        estimatedProgress = 0.5
        navigationDelegate?.webView(self, didCommit: navigation)
        DispatchQueue.main.async { [self] in finish(navigation) }
    }

    /// Finishes the navigation: the page's title is read.
    @MainActor private func finish(_ navigation: WKNavigation) {
        guard inFlight === navigation, let page = navigation.page else { return }
        title = page.title
        history.currentItem?.storedTitle = page.title
        end(navigation)
        estimatedProgress = 1
        navigationDelegate?.webView(self, didFinish: navigation)
    }

    /// Fails the navigation before it committed; the last page stays.
    @MainActor private func failProvisional(_ navigation: WKNavigation, _ error: any Error) {
        end(navigation)
        estimatedProgress = 1
        navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
    }

    /// The navigation is no longer under way.
    private func end(_ navigation: WKNavigation) {
        guard inFlight === navigation else { return }
        inFlight = nil
        isLoading = false
        url = history.currentItem?.url
    }

    /// Cancels the navigation under way; if it had started, the delegate hears it failed with
    /// `NSURLErrorCancelled` (on the main queue, before any step of a navigation started next).
    private func cancelInFlight() {
        guard let navigation = inFlight else { return }
        end(navigation)
        let error = PageReader.cancelled(navigation.action.request.url)
        switch navigation.phase {
        case .decidingAction:
            estimatedProgress = progressBeforeLoad
        case .provisional, .decidingResponse:
            estimatedProgress = 1
            DispatchQueue.main.async { [self] in navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error) }
        case .committed:
            estimatedProgress = 1
            DispatchQueue.main.async { [self] in navigationDelegate?.webView(self, didFail: navigation, withError: error) }
        }
    }
}
