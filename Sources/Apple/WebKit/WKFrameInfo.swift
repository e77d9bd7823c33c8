// A frame of a page and the origin its content comes from: what navigation actions, script
// messages and the UI delegate's panels name.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A frame of a web page: the main frame or an iframe.
open class WKFrameInfo: NSObject, @unchecked Sendable {
    private let storedRequest: URLRequest
    private let storedIsMainFrame: Bool

    /// Whether this is the page's main frame.
    open var isMainFrame: Bool { storedIsMainFrame }
    /// The frame's current request.
    open var request: URLRequest { storedRequest }
    /// Where the frame's content comes from.
    open var securityOrigin: WKSecurityOrigin { WKSecurityOrigin(url: storedRequest.url) }
    /// The web view the frame is in.
    open private(set) weak var webView: WKWebView?

    init(request: URLRequest, isMainFrame: Bool, webView: WKWebView?) {
        storedRequest = request
        storedIsMainFrame = isMainFrame
        self.webView = webView
        super.init()
    }
}

/// The scheme, host and port content comes from.
open class WKSecurityOrigin: NSObject, @unchecked Sendable {
    private let scheme: String
    private let storedHost: String
    private let storedPort: Int

    /// The scheme (`https`).
    open var `protocol`: String { scheme }
    /// The host (`www.apple.com`).
    open var host: String { storedHost }
    /// The port, or 0 for the scheme's default.
    open var port: Int { storedPort }

    init(url: URL?) {
        scheme = url?.scheme ?? ""
        storedHost = url?.host ?? ""
        storedPort = url?.port ?? 0
        super.init()
    }
}
