// What a web view tells its navigation delegate as a page loads, and asks it to allow. Every
// method is optional in WebKit (an Objective-C protocol); here each has a default in an extension
// that does what WebKit does when the method is missing.
//
// The decision methods come in two spellings apps write: with the handler as today's SDK types it
// (`@MainActor @Sendable`, which `@MainActor`-only handlers of older SDKs also match) and as a
// plain closure (`@escaping (WKNavigationActionPolicy) -> Void`, from before Swift concurrency).
// Swift does not take one for the other, so both are requirements: the web view calls the first,
// whose default calls the second, whose default allows — the app's own, in either spelling, is
// the one called. (The protocol is not `@preconcurrency`: that would drop the concurrency
// attributes from the two spellings' symbols, which would then be one.)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Told as a web view's pages load, and asked whether each navigation may go ahead.
///
/// Order of a load the app starts, with no policy cancelling it (each call on the main queue,
/// after the load method returned): `decidePolicyFor navigationAction`,
/// `didStartProvisionalNavigation`, then for a page that can be read (an HTML string, data, a
/// file, `about:blank`) `decidePolicyFor navigationResponse`, `didCommit` and `didFinish`, and for
/// one that cannot (any http(s) URL, offline) `didFailProvisionalNavigation` with
/// `URLError(.notConnectedToInternet)`.
@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Asks whether a navigation may go ahead.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - decisionHandler: Call with `.allow` or `.cancel`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// Asks whether a navigation may go ahead (the spelling from before Swift concurrency).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - decisionHandler: Call with `.allow` or `.cancel`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// Asks whether a navigation may go ahead, and with which webpage preferences.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - preferences: The preferences the page would load with.
    ///   - decisionHandler: Call with the policy and the preferences to use.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
    /// Asks whether a navigation may go ahead, and with which webpage preferences (the spelling
    /// from before Swift concurrency).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - preferences: The preferences the page would load with.
    ///   - decisionHandler: Call with the policy and the preferences to use.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                 decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
    /// Asks whether a navigation may go ahead now that its response is known.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Call with `.allow` or `.cancel`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    /// Asks whether a navigation may go ahead now that its response is known (the spelling from
    /// before Swift concurrency).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Call with `.allow` or `.cancel`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    /// The navigation started: the page is being requested.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The request was redirected (never on Linux: no server answers).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// The navigation failed before the page arrived: offline for any http(s) URL.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why (`URLError(.notConnectedToInternet)` for http(s)).
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The page arrived and the web view shows it.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The page finished loading.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The navigation failed after the page arrived (when it is stopped).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// A server asks for credentials (never on Linux: no server answers).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - challenge: The challenge.
    ///   - completionHandler: Call with how to answer it.
    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                 completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
    /// The web content process ended (never on Linux).
    /// - Parameter webView: The web view.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Asks the plain-closure spelling.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - decisionHandler: Called with the policy.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        // A plain closure may be called on any thread; the handler runs on the main queue. (Typed
        // apart, so the call is to the plain spelling and not to this one.)
        let plain: (WKNavigationActionPolicy) -> Void = { policy in DispatchQueue.main.async { decisionHandler(policy) } }
        self.webView(webView, decidePolicyFor: navigationAction, decisionHandler: plain)
    }

    /// Allows the navigation.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - decisionHandler: Called with `.allow`.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }

    /// Asks the plain-closure spelling.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - preferences: The preferences the page would load with.
    ///   - decisionHandler: Called with the policy and preferences.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void) {
        let plain: (WKNavigationActionPolicy, WKWebpagePreferences) -> Void = { policy, preferences in
            DispatchQueue.main.async { decisionHandler(policy, preferences) }
        }
        self.webView(webView, decidePolicyFor: navigationAction, preferences: preferences, decisionHandler: plain)
    }

    /// Asks the method without preferences, as WebKit does when this one is missing, and keeps
    /// the preferences.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: What started the navigation.
    ///   - preferences: The preferences the page would load with.
    ///   - decisionHandler: Called with the policy and `preferences`.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                        decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void) {
        // Called back on the main actor, where this runs: the plain handler is safe to call there.
        nonisolated(unsafe) let handler = decisionHandler
        let asked: @MainActor @Sendable (WKNavigationActionPolicy) -> Void = { policy in handler(policy, preferences) }
        self.webView(webView, decidePolicyFor: navigationAction, decisionHandler: asked)
    }

    /// Asks the plain-closure spelling.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Called with the policy.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) {
        let plain: (WKNavigationResponsePolicy) -> Void = { policy in DispatchQueue.main.async { decisionHandler(policy) } }
        self.webView(webView, decidePolicyFor: navigationResponse, decisionHandler: plain)
    }

    /// Allows the navigation.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Called with `.allow`.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
        decisionHandler(.allow)
    }

    /// Does nothing.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why it failed.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why it failed.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Answers with the default handling.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - challenge: The challenge.
    ///   - completionHandler: Called with `.performDefaultHandling`.
    public func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.performDefaultHandling, nil)
    }
    /// Does nothing.
    /// - Parameter webView: The web view.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
