// A navigation and what the navigation delegate is asked about it: the action that starts it,
// the response that arrives, and the policies that allow or cancel each.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A page load a web view started: the object the load methods return and the navigation
/// delegate is given at each step.
open class WKNavigation: NSObject, @unchecked Sendable {
    /// Where a navigation is: the step the web view takes next.
    enum Phase {
        /// Waiting for the action policy.
        case decidingAction
        /// Started; the page is being read.
        case provisional
        /// Read; waiting for the response policy.
        case decidingResponse
        /// Committed; finishing.
        case committed
    }

    /// The content mode the page loads in: mobile, as on an iPhone.
    open var effectiveContentMode: WKWebpagePreferences.ContentMode { .mobile }

    /// The action the delegate is asked to allow.
    let action: WKNavigationAction
    /// What the navigation loads.
    let source: PageSource
    /// The history item a back-forward navigation or a reload goes to.
    let target: WKBackForwardListItem?
    /// The step the navigation is at.
    var phase = Phase.decidingAction
    /// The page, once read.
    var page: LoadedPage?
    /// Whether a policy was asked and not answered yet (a second answer is ignored).
    var awaitingAnswer = false

    init(action: WKNavigationAction, source: PageSource, target: WKBackForwardListItem?) {
        self.action = action
        self.source = source
        self.target = target
        super.init()
    }
}

/// Why a navigation happened.
public enum WKNavigationType: Int, Sendable {
    /// A link was followed.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// The back-forward list was used (`goBack()`, `goForward()`, `go(to:)`).
    case backForward = 2
    /// The page was reloaded.
    case reload = 3
    /// A form was submitted again.
    case formResubmitted = 4
    /// Anything else, such as a load method the app called.
    case other = -1
}

/// Whether a navigation action may go ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Let it go ahead.
    case allow = 1
    /// Turn it into a download (Linux: the navigation is cancelled; nothing downloads).
    case download = 2
}

/// Whether a navigation may go ahead once its response is known.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Let it go ahead.
    case allow = 1
    /// Turn it into a download (Linux: the navigation is cancelled; nothing downloads).
    case download = 2
}

/// What started a navigation: its request, its type and the frames involved.
open class WKNavigationAction: NSObject, @unchecked Sendable {
    private let storedRequest: URLRequest
    private let storedType: WKNavigationType
    private let storedSourceFrame: WKFrameInfo

    /// The request the navigation makes.
    open var request: URLRequest { storedRequest }
    /// Why the navigation happened (`.other` for the load methods).
    open var navigationType: WKNavigationType { storedType }
    /// The frame that asked for the navigation.
    open var sourceFrame: WKFrameInfo { storedSourceFrame }
    /// The frame that loads the page: the main frame (nil would mean a new window).
    open var targetFrame: WKFrameInfo? { storedSourceFrame }
    /// Whether the request asked for a download (the `download` attribute of a link): false.
    open var shouldPerformDownload: Bool { false }

    init(request: URLRequest, type: WKNavigationType, webView: WKWebView) {
        storedRequest = request
        storedType = type
        storedSourceFrame = WKFrameInfo(request: request, isMainFrame: true, webView: webView)
        super.init()
    }
}

/// The response to a navigation's request, which the navigation delegate may allow or cancel.
open class WKNavigationResponse: NSObject, @unchecked Sendable {
    private let storedResponse: URLResponse

    /// The response (a file's, an HTML string's or data's: no server ever answers on Linux).
    open var response: URLResponse { storedResponse }
    /// Whether the response is for the main frame: true.
    open var isForMainFrame: Bool { true }
    /// Whether the web view can show the response's MIME type.
    open var canShowMIMEType: Bool {
        let type = storedResponse.mimeType?.lowercased() ?? ""
        return type.hasPrefix("text/") || type.hasPrefix("image/") || type.contains("html") || type.contains("xml")
            || type == "application/pdf" || type == "application/json" || type.hasPrefix("video/") || type.hasPrefix("audio/")
    }

    init(response: URLResponse) {
        storedResponse = response
        super.init()
    }
}
