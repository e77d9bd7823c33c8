// What a page asks of the app's interface: new windows, closing, and JavaScript's alert, confirm
// and prompt panels. Every method is optional in WebKit; here each has WebKit's default. With no
// JavaScript engine and no links tapped, Linux never calls any of them.
import Foundation

/// The size and bars a page asked a new window to have (`window.open`'s features).
open class WKWindowFeatures: NSObject, @unchecked Sendable {
    /// Whether the menu bar shows, if the page said.
    open private(set) var menuBarVisibility: NSNumber?
    /// Whether the status bar shows, if the page said.
    open private(set) var statusBarVisibility: NSNumber?
    /// Whether toolbars show, if the page said.
    open private(set) var toolbarsVisibility: NSNumber?
    /// Whether the window can be resized, if the page said.
    open private(set) var allowsResizing: NSNumber?
    /// The window's x coordinate, if the page said.
    open private(set) var x: NSNumber?
    /// The window's y coordinate, if the page said.
    open private(set) var y: NSNumber?
    /// The window's width, if the page said.
    open private(set) var width: NSNumber?
    /// The window's height, if the page said.
    open private(set) var height: NSNumber?

    /// Features the page did not specify.
    public override init() { super.init() }
}

/// Asked by a web view to show what its pages ask for: new windows and JavaScript panels.
///
/// Linux: never called (no script runs and no link is tapped).
@MainActor @preconcurrency
public protocol WKUIDelegate: NSObjectProtocol {
    /// A page asks for a new window (`target="_blank"`, `window.open`).
    /// - Parameters:
    ///   - webView: The web view.
    ///   - configuration: The configuration the new web view must be made with.
    ///   - navigationAction: The navigation that asked.
    ///   - windowFeatures: The window the page asked for.
    /// - Returns: A new web view, or nil to open nothing.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    /// A page closed its window (`window.close()`).
    /// - Parameter webView: The web view.
    func webViewDidClose(_ webView: WKWebView)
    /// A script calls `alert()`.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame whose script called it.
    ///   - completionHandler: Call once the alert is dismissed.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void)
    /// A script calls `confirm()`.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame whose script called it.
    ///   - completionHandler: Call with whether the person confirmed.
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    /// A script calls `prompt()`.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - prompt: The prompt.
    ///   - defaultText: The text the field starts with.
    ///   - frame: The frame whose script called it.
    ///   - completionHandler: Call with the text entered, or nil when cancelled.
    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
}

extension WKUIDelegate {
    /// Opens no window.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - configuration: The configuration.
    ///   - navigationAction: The navigation.
    ///   - windowFeatures: The window asked for.
    /// - Returns: nil.
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    /// Does nothing.
    /// - Parameter webView: The web view.
    public func webViewDidClose(_ webView: WKWebView) {}
    /// Shows nothing and returns at once.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame.
    ///   - completionHandler: Called at once.
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable () -> Void) {
        completionHandler()
    }
    /// Shows nothing and answers no.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame.
    ///   - completionHandler: Called with false.
    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) {
        completionHandler(false)
    }
    /// Shows nothing and answers nil.
    /// - Parameters:
    ///   - webView: The web view.
    ///   - prompt: The prompt.
    ///   - defaultText: The default text.
    ///   - frame: The frame.
    ///   - completionHandler: Called with nil.
    public func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void) {
        completionHandler(nil)
    }
}
