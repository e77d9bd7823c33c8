// WebKit's errors, with Apple's domain and codes: what `evaluateJavaScript` fails with here.
import Foundation

/// The domain of WebKit's errors.
public let WKErrorDomain = "WKErrorDomain"

/// An error of WebKit (`WKError.Code`), with Apple's codes.
public struct WKError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// An unknown problem.
        case unknown = 1
        /// The web content process ended.
        case webContentProcessTerminated = 2
        /// The web view was invalidated.
        case webViewInvalidated = 3
        /// A script threw an exception (or, on Linux, could not run: there is no JavaScript engine).
        case javaScriptExceptionOccurred = 4
        /// A script's result has a type that cannot be returned.
        case javaScriptResultTypeIsUnsupported = 5
        /// A content rule list did not compile.
        case contentRuleListStoreCompileFailed = 6
        /// A content rule list was not found.
        case contentRuleListStoreLookUpFailed = 7
        /// A content rule list could not be removed.
        case contentRuleListStoreRemoveFailed = 8
        /// A stored content rule list is of another version.
        case contentRuleListStoreVersionMismatch = 9
        /// Attributed string content did not load.
        case attributedStringContentFailedToLoad = 10
        /// Attributed string content took too long to load.
        case attributedStringContentLoadTimedOut = 11
        /// A script targeted a frame that is gone.
        case javaScriptInvalidFrameTarget = 12
        /// A navigation left the app-bound domains.
        case navigationAppBoundDomain = 13
        /// A script targeted a frame outside the app-bound domains.
        case javaScriptAppBoundDomain = 14
        /// A credential is already stored.
        case duplicateCredential = 15
        /// A credential is malformed.
        case malformedCredential = 16
        /// A credential was not found.
        case credentialNotFound = 17
    }

    /// What went wrong.
    public let code: Code
    /// The script exception's message, for `javaScriptExceptionOccurred`.
    let message: String?

    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.init(code, message: nil) }

    init(_ code: Code, message: String?) {
        self.code = code
        self.message = message
    }

    /// The error's domain: "WKErrorDomain".
    public static var errorDomain: String { WKErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong, in words, and the script exception's message when there is one.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: code.summary]
        if let message { info["WKJavaScriptExceptionMessage"] = message }
        return info
    }
    /// A readable message.
    public var description: String { "WKError \(code.rawValue) (\(code)): \(code.summary)" }

    /// An unknown problem.
    public static var unknown: Code { .unknown }
    /// The web content process ended.
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    /// The web view was invalidated.
    public static var webViewInvalidated: Code { .webViewInvalidated }
    /// A script threw an exception.
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    /// A script's result has a type that cannot be returned.
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }
    /// A content rule list did not compile.
    public static var contentRuleListStoreCompileFailed: Code { .contentRuleListStoreCompileFailed }
    /// A content rule list was not found.
    public static var contentRuleListStoreLookUpFailed: Code { .contentRuleListStoreLookUpFailed }
    /// A content rule list could not be removed.
    public static var contentRuleListStoreRemoveFailed: Code { .contentRuleListStoreRemoveFailed }
    /// A stored content rule list is of another version.
    public static var contentRuleListStoreVersionMismatch: Code { .contentRuleListStoreVersionMismatch }
    /// Attributed string content did not load.
    public static var attributedStringContentFailedToLoad: Code { .attributedStringContentFailedToLoad }
    /// Attributed string content took too long to load.
    public static var attributedStringContentLoadTimedOut: Code { .attributedStringContentLoadTimedOut }
    /// A script targeted a frame that is gone.
    public static var javaScriptInvalidFrameTarget: Code { .javaScriptInvalidFrameTarget }
    /// A navigation left the app-bound domains.
    public static var navigationAppBoundDomain: Code { .navigationAppBoundDomain }
    /// A script targeted a frame outside the app-bound domains.
    public static var javaScriptAppBoundDomain: Code { .javaScriptAppBoundDomain }
    /// A credential is already stored.
    public static var duplicateCredential: Code { .duplicateCredential }
    /// A credential is malformed.
    public static var malformedCredential: Code { .malformedCredential }
    /// A credential was not found.
    public static var credentialNotFound: Code { .credentialNotFound }
}

extension WKError.Code {
    /// WebKit's description of the code.
    var summary: String {
        switch self {
        case .unknown: "An unknown error occurred"
        case .webContentProcessTerminated: "The Web Content process was terminated"
        case .webViewInvalidated: "The WKWebView was invalidated"
        case .javaScriptExceptionOccurred: "A JavaScript exception occurred"
        case .javaScriptResultTypeIsUnsupported: "JavaScript execution returned a result of an unsupported type"
        case .contentRuleListStoreCompileFailed: "Compiling a WKContentRuleList failed"
        case .contentRuleListStoreLookUpFailed: "Looking up a WKContentRuleList failed"
        case .contentRuleListStoreRemoveFailed: "Removing a WKContentRuleList failed"
        case .contentRuleListStoreVersionMismatch: "The WKContentRuleList was compiled by another version"
        case .attributedStringContentFailedToLoad: "Attributed string content failed to load"
        case .attributedStringContentLoadTimedOut: "Timed out while loading attributed string content"
        case .javaScriptInvalidFrameTarget: "JavaScript execution targeted an invalid frame"
        case .navigationAppBoundDomain: "Attempted to navigate away from an app-bound domain"
        case .javaScriptAppBoundDomain: "JavaScript execution targeted a frame that is not in an app-bound domain"
        case .duplicateCredential: "The credential is already stored"
        case .malformedCredential: "The credential is malformed"
        case .credentialNotFound: "The credential was not found"
        }
    }

    /// `catch WKError.javaScriptExceptionOccurred`: whether `error` is a WebKit error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: WKError.Code, error: any Error) -> Bool { (error as? WKError)?.code == code }
}
