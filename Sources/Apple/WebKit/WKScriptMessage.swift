// What a page's script posts to the app (`window.webkit.messageHandlers.<name>.postMessage(…)`)
// and the handler that receives it. Linux runs no script, so no message is ever posted.
import Foundation

/// A message a page's script posted to a handler the app added.
open class WKScriptMessage: NSObject, @unchecked Sendable {
    private let storedBody: Any
    private let storedName: String
    private let storedFrameInfo: WKFrameInfo
    private let storedWorld: WKContentWorld

    /// What the script posted: a string, number, date, array, dictionary or `NSNull`.
    open var body: Any { storedBody }
    /// The name of the handler it was posted to.
    open var name: String { storedName }
    /// The frame whose script posted it.
    open var frameInfo: WKFrameInfo { storedFrameInfo }
    /// The world the script ran in.
    open var world: WKContentWorld { storedWorld }
    /// The web view the page is in.
    open private(set) weak var webView: WKWebView?

    init(body: Any, name: String, frameInfo: WKFrameInfo, world: WKContentWorld, webView: WKWebView?) {
        storedBody = body
        storedName = name
        storedFrameInfo = frameInfo
        storedWorld = world
        self.webView = webView
        super.init()
    }
}

/// Receives the messages a page's scripts post to a name (`add(_:name:)`).
///
/// Linux: never called; no script runs.
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A page's script posted a message.
    /// - Parameters:
    ///   - userContentController: The controller the handler was added to.
    ///   - message: The message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
