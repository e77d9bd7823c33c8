import Foundation
import Testing
import WebKit

/// `import WebKit` as apps use it: a web view in a representable, a navigation delegate that
/// follows the load. A preview is an iPhone offline with no JavaScript engine: http(s) loads fail
/// with the offline error, pages that need no network finish with their title, and the delegate
/// hears each step after the call, in WebKit's order.
@Suite struct WebKitTests {
    /// Records what the web view tells it, answering the policies with what it is given.
    @MainActor final class Recorder: NSObject, WKNavigationDelegate {
        var events: [String] = []
        var errors: [any Error] = []
        var navigations: [WKNavigation?] = []
        var actionPolicy = WKNavigationActionPolicy.allow
        var responsePolicy = WKNavigationResponsePolicy.allow
        var stopOnStart = false
        /// Whether the web view was loading when the delegate heard the navigation end.
        var loadingAtEnd: [Bool] = []

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
            events.append("action \(navigationAction.request.url?.absoluteString ?? "?") \(navigationAction.navigationType)")
            decisionHandler(actionPolicy)
        }

        func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                     decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) {
            events.append("response \(navigationResponse.response.mimeType ?? "?")")
            decisionHandler(responsePolicy)
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            events.append("start")
            navigations.append(navigation)
            if stopOnStart { webView.stopLoading() }
        }

        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            events.append("failProvisional")
            navigations.append(navigation)
            errors.append(error)
            loadingAtEnd.append(webView.isLoading)
        }

        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
            events.append("commit")
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            events.append("finish \(webView.title ?? "nil")")
            navigations.append(navigation)
            loadingAtEnd.append(webView.isLoading)
        }

        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
            events.append("fail")
            errors.append(error)
        }
    }

    /// A delegate written before Swift concurrency: its decision handlers are plain closures,
    /// called later (as a delegate that asks the person would).
    @MainActor final class PlainDelegate: NSObject, WKNavigationDelegate {
        var events: [String] = []
        var actionPolicy = WKNavigationActionPolicy.cancel
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            events.append("action")
            let policy = actionPolicy
            DispatchQueue.main.async { decisionHandler(policy) }
        }
        func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                     decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
            events.append("response")
            decisionHandler(.cancel)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            events.append("failProvisional \((error as NSError).code)")
        }
    }

    /// A delegate that asks with the webpage preferences, and asks for the desktop site.
    @MainActor final class PreferencesDelegate: NSObject, WKNavigationDelegate {
        var asked: [WKWebpagePreferences.ContentMode] = []
        var finished = 0
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                     decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void) {
            asked.append(preferences.preferredContentMode)
            preferences.preferredContentMode = .desktop
            decisionHandler(.allow, preferences)
        }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }

    /// What completion handlers were called with.
    @MainActor final class Answers {
        var all: [String] = []
    }

    /// Waits (up to two seconds) for the main queue to deliver what `condition` waits for.
    @MainActor func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<400 where !condition() { try await Task.sleep(nanoseconds: 5_000_000) }
    }

    /// Lets the main queue run a little: what was not delivered by then is not coming.
    @MainActor func settle() async throws { try await Task.sleep(nanoseconds: 50_000_000) }

    @MainActor @Test func anHTTPLoadFailsOfflineAfterTheCall() async throws {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 393, height: 700), configuration: WKWebViewConfiguration())
        let recorder = Recorder()
        webView.navigationDelegate = recorder
        let apple = URL(string: "https://www.apple.com/")!
        let navigation = webView.load(URLRequest(url: apple))
        // Nothing is told inside the call; the load is pending.
        #expect(navigation != nil)
        #expect(recorder.events.isEmpty)
        #expect(webView.isLoading && webView.url == apple && webView.estimatedProgress == 0.1)
        try await waitUntil { recorder.events.count == 3 }
        #expect(recorder.events == ["action https://www.apple.com/ other", "start", "failProvisional"])
        // The navigation the load returned is the one the delegate is told about.
        #expect(recorder.navigations.allSatisfy { $0 === navigation })
        let error = try #require(recorder.errors.first)
        #expect((error as? URLError)?.code == .notConnectedToInternet)
        #expect((error as NSError).domain == NSURLErrorDomain && (error as NSError).code == -1009)
        #expect((error as? URLError)?.failingURL == apple)
        // Loading stopped before the delegate heard; no page was committed.
        #expect(recorder.loadingAtEnd == [false])
        #expect(!webView.isLoading && webView.url == nil && webView.title == "" && !webView.canGoBack)
        try await settle()
        #expect(recorder.events.count == 3)
    }

    @MainActor @Test func anHTMLStringFinishesWithItsTitle() async throws {
        let webView = WKWebView()
        let recorder = Recorder()
        webView.navigationDelegate = recorder
        let html = "<html><head><meta charset=\"utf-8\"><TITLE lang=\"en\">\n  Hello   &amp; welcome&#x21;\n</TITLE></head><body>Hi</body></html>"
        webView.loadHTMLString(html, baseURL: nil)
        #expect(recorder.events.isEmpty && webView.isLoading)
        try await waitUntil { recorder.events.count == 5 }
        #expect(recorder.events == ["action about:blank other", "start", "response text/html", "commit", "finish Hello & welcome!"])
        #expect(recorder.loadingAtEnd == [false])
        #expect(webView.title == "Hello & welcome!" && webView.url == URL(string: "about:blank"))
        #expect(!webView.isLoading && webView.estimatedProgress == 1)

        // A page without a title has an empty one; a base URL is the page's URL.
        let base = URL(string: "https://example.com/page")!
        webView.loadHTMLString("<p>No title</p>", baseURL: base)
        try await waitUntil { recorder.events.count == 10 }
        #expect(recorder.events.last == "finish ")
        #expect(webView.title == "" && webView.url == base)
        #expect(webView.canGoBack && webView.backForwardList.backItem?.title == "Hello & welcome!")
    }

    @MainActor @Test func filesLoadGoBackAndMissingOnesFail() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WebKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.html"), second = folder.appendingPathComponent("second.html")
        try Data("<title>First</title>".utf8).write(to: first)
        try Data("<html><title>Second</title></html>".utf8).write(to: second)

        let webView = WKWebView(frame: .zero)
        let recorder = Recorder()
        webView.navigationDelegate = recorder
        webView.loadFileURL(first, allowingReadAccessTo: folder)
        try await waitUntil { recorder.events.last == "finish First" }
        webView.loadFileURL(second, allowingReadAccessTo: folder)
        try await waitUntil { recorder.events.last == "finish Second" }
        #expect(webView.canGoBack && !webView.canGoForward)
        let back = try #require(webView.goBack())
        try await waitUntil { recorder.events.last == "finish First" }
        #expect((recorder.navigations.last ?? nil) === back)
        #expect(recorder.events.contains("action \(first.absoluteString) backForward"))
        #expect(webView.url == first && webView.title == "First" && webView.canGoForward && !webView.canGoBack)
        #expect(webView.goBack() == nil)

        recorder.events = []
        recorder.errors = []
        webView.loadFileURL(folder.appendingPathComponent("missing.html"), allowingReadAccessTo: folder)
        try await waitUntil { recorder.events.count == 3 }
        #expect(recorder.events.suffix(2) == ["start", "failProvisional"])
        #expect((recorder.errors.first as? URLError)?.code == .fileDoesNotExist)
        // The last page stays.
        #expect(webView.url == first && webView.title == "First")
    }

    @MainActor @Test func policiesCancelNavigations() async throws {
        // A plain-closure delegate is asked, and its cancel stops the navigation silently.
        let webView = WKWebView()
        let plain = PlainDelegate()
        webView.navigationDelegate = plain
        webView.load(URLRequest(url: URL(string: "https://example.com")!))
        try await waitUntil { plain.events == ["action"] && !webView.isLoading }
        try await settle()
        #expect(plain.events == ["action"] && !webView.isLoading)
        // Allowed, its plain response handler is asked too; cancelling there fails the navigation.
        plain.actionPolicy = .allow
        webView.loadHTMLString("<title>Refused</title>", baseURL: nil)
        try await waitUntil { plain.events.count == 5 }
        #expect(plain.events == ["action", "action", "start", "response", "failProvisional 102"])

        // A delegate that takes the preferences is asked with them.
        let withPreferences = PreferencesDelegate()
        webView.navigationDelegate = withPreferences
        webView.loadHTMLString("<title>Desktop</title>", baseURL: nil)
        try await waitUntil { withPreferences.finished == 1 }
        #expect(withPreferences.asked == [.recommended] && webView.title == "Desktop")
        // What it changed was the navigation's copy, not the web view's defaults.
        #expect(webView.configuration.defaultWebpagePreferences.preferredContentMode == .recommended)

        // A cancelled response fails the navigation with WebKit's "frame load interrupted".
        let recorder = Recorder()
        recorder.responsePolicy = .cancel
        webView.navigationDelegate = recorder
        webView.loadHTMLString("<title>Never shown</title>", baseURL: nil)
        try await waitUntil { recorder.events.count == 4 }
        #expect(recorder.events == ["action about:blank other", "start", "response text/html", "failProvisional"])
        let error = try #require(recorder.errors.first as NSError?)
        #expect(error.domain == "WebKitErrorDomain" && error.code == 102)
        // The page shown before stays.
        #expect(webView.title == "Desktop" && !webView.isLoading && webView.backForwardList.backList.isEmpty)
    }

    @MainActor @Test func stoppingCancelsTheNavigationUnderWay() async throws {
        let webView = WKWebView()
        let recorder = Recorder()
        recorder.stopOnStart = true
        webView.navigationDelegate = recorder
        webView.load(URLRequest(url: URL(string: "http://example.com")!))
        try await waitUntil { recorder.events.count == 3 }
        try await settle()
        #expect(recorder.events == ["action http://example.com other", "start", "failProvisional"])
        #expect((recorder.errors.first as? URLError)?.code == .cancelled)
        #expect(!webView.isLoading)

        // Reloading after a failed load repeats it; a new load replaces one not yet started.
        recorder.stopOnStart = false
        recorder.events = []
        #expect(webView.reload() != nil)
        webView.loadHTMLString("<title>Instead</title>", baseURL: nil)
        try await waitUntil { recorder.events.last?.hasPrefix("finish") == true }
        #expect(recorder.events == ["action about:blank other", "start", "response text/html", "commit", "finish Instead"])
    }

    @MainActor @Test func javaScriptFailsAsThereIsNoEngine() async throws {
        let webView = WKWebView()
        let answers = Answers()
        webView.evaluateJavaScript("document.title") { result, error in
            answers.all.append("\(result ?? "nil") \((error as NSError?)?.code ?? 0)")
        }
        #expect(answers.all.isEmpty)
        try await waitUntil { !answers.all.isEmpty }
        #expect(answers.all == ["nil \(WKError.Code.javaScriptExceptionOccurred.rawValue)"])
        do {
            _ = try await webView.evaluateJavaScript("1 + 1")
            Issue.record("a script ran")
        } catch WKError.javaScriptExceptionOccurred {
            // The error a script that cannot run gives.
        }
        let error = WKError(.javaScriptExceptionOccurred) as NSError
        #expect(error.domain == WKErrorDomain && error.domain == "WKErrorDomain" && error.code == 4)
        #expect(error.localizedDescription == "A JavaScript exception occurred")
        #expect(WKError.Code.credentialNotFound.rawValue == 17 && WKError.Code.webViewInvalidated.rawValue == 3)
    }

    @MainActor @Test func configurationIsCopiedAndSharesItsParts() {
        let configuration = WKWebViewConfiguration()
        // An iPhone's defaults.
        #expect(!configuration.allowsInlineMediaPlayback && configuration.mediaTypesRequiringUserActionForPlayback == .all)
        #expect(configuration.websiteDataStore === WKWebsiteDataStore.default() && WKWebsiteDataStore.default().isPersistent)
        #expect(!WKWebsiteDataStore.nonPersistent().isPersistent && WKWebsiteDataStore.nonPersistent() !== WKWebsiteDataStore.nonPersistent())
        #expect(configuration.defaultWebpagePreferences.allowsContentJavaScript && configuration.preferences.javaScriptEnabled)
        configuration.userContentController.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))

        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
        // The web view copied the configuration: later changes to it are not the web view's...
        configuration.allowsInlineMediaPlayback = true
        #expect(webView.configuration !== configuration && !webView.configuration.allowsInlineMediaPlayback)
        // ...but the content controller and preferences are shared.
        #expect(webView.configuration.userContentController === configuration.userContentController)
        #expect(webView.configuration.preferences === configuration.preferences)
        #expect(webView.configuration.defaultWebpagePreferences !== configuration.defaultWebpagePreferences)
        webView.configuration.userContentController.addUserScript(WKUserScript(source: "2", injectionTime: .atDocumentStart,
                                                                               forMainFrameOnly: false, in: .defaultClient))
        #expect(configuration.userContentController.userScripts.map(\.source) == ["1", "2"])
        #expect(WKContentWorld.world(name: "app") === WKContentWorld.world(name: "app") && WKContentWorld.page !== WKContentWorld.defaultClient)

        // A web view at rest; its scroll view fills it.
        #expect(webView.title == "" && webView.url == nil && !webView.isLoading && webView.estimatedProgress == 0)
        #expect(webView.scrollView.superview === webView && webView.scrollView.frame.size == CGSize(width: 320, height: 480))
        webView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        #expect(webView.scrollView.frame.size == CGSize(width: 100, height: 200))
        #expect(webView.reload() == nil && webView.goBack() == nil && webView.goForward() == nil)
        #expect(WKWebView.handlesURLScheme("https") && !WKWebView.handlesURLScheme("myapp"))
    }
}
