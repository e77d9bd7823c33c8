// The controller that runs authorization requests, its delegate, errors and results, and the
// web authentication session.
import Foundation
import Trellis
import UIKit

/// An authorization error: its code says what went wrong (`catch let error as
/// ASAuthorizationError where error.code == .canceled`, or `catch ASAuthorizationError.canceled`).
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// An unknown failure.
        case unknown = 1000
        /// The person cancelled.
        case canceled = 1001
        /// The response was not valid.
        case invalidResponse = 1002
        /// No provider handled the request.
        case notHandled = 1003
        /// The request failed.
        case failed = 1004
        /// The request needed the person but may not show anything.
        case notInteractive = 1005
        /// The credential matched one the request excluded.
        case matchedExcludedCredential = 1006
    }

    /// The error's code.
    public let code: Code

    /// An error of a code.
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    /// The domain of these errors, as Apple's `NSError` names it.
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
    /// An unknown failure.
    public static var unknown: Code { .unknown }
    /// The person cancelled.
    public static var canceled: Code { .canceled }
    /// The response was not valid.
    public static var invalidResponse: Code { .invalidResponse }
    /// No provider handled the request.
    public static var notHandled: Code { .notHandled }
    /// The request failed.
    public static var failed: Code { .failed }
    /// The request needed the person but may not show anything.
    public static var notInteractive: Code { .notInteractive }

    /// "The operation couldn't be completed." with the domain and code, as `NSError` says it.
    public var description: String { "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)" }

    /// What `localizedDescription` shows.
    public var localizedDescription: String { description }

}

extension ASAuthorizationError.Code {
    /// Matches an error of this code in a `catch` pattern (`catch ASAuthorizationError.canceled`).
    /// - Parameters:
    ///   - code: The code the pattern names.
    ///   - error: The error thrown.
    /// - Returns: True when `error` is an `ASAuthorizationError` of `code`.
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? ASAuthorizationError)?.code == code
    }
}

/// Runs authorization requests and tells its delegate how they ended.
///
/// Linux: there is no system sheet; `performRequests()` tells the delegate at once that the
/// person cancelled (`ASAuthorizationError.canceled`).
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    /// How the requests are shown.
    public struct RequestOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Show nothing unless a credential is on the device (ends with `.canceled` otherwise).
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }

    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// Told how the requests ended.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Gives the window the sheet is shown over.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller of requests.
    /// - Parameter authorizationRequests: The requests, from their providers.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// Shows the requests to the person.
    ///
    /// Linux: the delegate is told at once that the person cancelled.
    open func performRequests() {
        delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.canceled))
    }

    /// Shows the requests with options (Linux: as `performRequests()`).
    /// - Parameter options: How to show them.
    open func performRequests(options: RequestOptions) { performRequests() }

    /// Offers passkeys in the keyboard's suggestions of a text field (Linux: no effect).
    open func performAutoFillAssistedRequests() {}

    /// Stops the requests (Linux: no effect).
    open func cancel() {}
}

/// Told how an authorization controller's requests ended. Both methods have empty defaults.
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// The person authorized: the credential is in `authorization`.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - authorization: The authorization.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The requests failed or were cancelled.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - error: Why (an `ASAuthorizationError`).
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing (the method is optional, as in Apple's protocol).
    /// - Parameters:
    ///   - controller: The controller.
    ///   - authorization: The authorization.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing (the method is optional, as in Apple's protocol).
    /// - Parameters:
    ///   - controller: The controller.
    ///   - error: Why.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window an authorization sheet is shown over.
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    /// The window for a controller's sheet.
    /// - Parameter controller: The controller.
    /// - Returns: The window.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// How an authorization that SwiftUI's `AuthorizationController` performed ended.
public enum ASAuthorizationResult: Sendable {
    /// The person signed in with Apple.
    case appleID(ASAuthorizationAppleIDCredential)
    /// The person chose a saved password.
    case password(ASPasswordCredential)
    /// The person signed in with a passkey.
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    /// The person created a passkey.
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    /// The person signed in with a security key.
    case securityKeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    /// The person registered a security key.
    case securityKeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    /// The person chose the app's own sign-in method.
    case customMethod(String)
}

/// SwiftUI's way to run authorization requests from a view: read it with
/// `@Environment(\.authorizationController)` and `try await` its `performRequests`.
///
/// Linux: every request throws `ASAuthorizationError(.canceled)`, as if the person cancelled.
public struct AuthorizationController: Sendable {
    init() {}

    /// Runs requests and returns the credential the person gave.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - options: How to show them.
    /// - Returns: The result.
    /// - Throws: `ASAuthorizationError(.canceled)` on Linux.
    public func performRequests(_ requests: [ASAuthorizationRequest],
                                options: ASAuthorizationController.RequestOptions = []) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    /// Runs one request (as `performRequests`).
    /// - Parameters:
    ///   - request: The request.
    ///   - options: How to show it.
    /// - Returns: The result.
    /// - Throws: `ASAuthorizationError(.canceled)` on Linux.
    public func performRequest(_ request: ASAuthorizationRequest,
                               options: ASAuthorizationController.RequestOptions = []) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    /// Offers a passkey in a text field's suggestions.
    /// - Parameter request: The request.
    /// - Returns: The result.
    /// - Throws: `ASAuthorizationError(.canceled)` on Linux.
    public func performAutoFillAssistedRequest(_ request: ASAuthorizationPlatformPublicKeyCredentialAssertionRequest) async throws
        -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
}

private struct AuthorizationControllerKey: EnvironmentKey {
    static let defaultValue = AuthorizationController()
}

extension EnvironmentValues {
    /// Runs authorization requests for the views here (Linux: each ends as cancelled).
    public var authorizationController: AuthorizationController { self[AuthorizationControllerKey.self] }
}

/// A sign-in through a web page in a browser sheet (OAuth), ending at a callback URL.
///
/// Linux: there is no browser; `start()` returns false and the handler is never called.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    /// Called with the callback URL, or an error.
    public typealias CompletionHandler = @Sendable (URL?, (any Swift.Error)?) -> Void

    /// Why a web authentication session ended without a callback.
    public struct Error: Swift.Error, Hashable, Sendable {
        /// What went wrong.
        public enum Code: Int, Sendable {
            /// The person cancelled.
            case canceledLogin = 1
            /// No presentation context was given.
            case presentationContextNotProvided = 2
            /// The presentation context cannot present.
            case presentationContextInvalid = 3
        }
        /// The error's code.
        public let code: Code
        /// An error of a code.
        /// - Parameter code: The code.
        public init(_ code: Code) { self.code = code }
        /// The person cancelled.
        public static var canceledLogin: Code { .canceledLogin }
    }

    /// The page the session opens.
    public let url: URL
    /// The URL scheme that ends the session.
    public let callbackURLScheme: String?
    /// Gives the window the browser sheet is shown over.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether the browser keeps no cookies of this session.
    open var prefersEphemeralWebBrowserSession = false

    /// A session that opens `url` and ends when the page goes to `callbackURLScheme`.
    /// - Parameters:
    ///   - url: The sign-in page.
    ///   - callbackURLScheme: The app's scheme.
    ///   - completionHandler: Called with the callback URL or an error.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        super.init()
    }

    /// Whether the session can start now: false on Linux.
    open var canStart: Bool { false }

    /// Opens the browser sheet.
    /// - Returns: Whether it started: false on Linux.
    @discardableResult open func start() -> Bool { false }

    /// Closes the browser sheet (Linux: no effect).
    open func cancel() {}
}

extension ASWebAuthenticationSession.Error.Code {
    /// Matches an error of this code in a `catch` pattern.
    /// - Parameters:
    ///   - code: The code the pattern names.
    ///   - error: The error thrown.
    /// - Returns: True when `error` is a session error of `code`.
    public static func ~= (code: Self, error: any Swift.Error) -> Bool { (error as? ASWebAuthenticationSession.Error)?.code == code }
}

/// Gives the window a web authentication session's browser sheet is shown over.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// The window for a session's sheet.
    /// - Parameter session: The session.
    /// - Returns: The window.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// SwiftUI's action that signs in through a web page: read it with
/// `@Environment(\.webAuthenticationSession)` and `try await` `authenticate`.
///
/// Linux: there is no browser; `authenticate` throws `ASWebAuthenticationSession.Error(.canceledLogin)`.
public struct WebAuthenticationSession: Sendable {
    /// Which browser session a sign-in uses.
    public struct BrowserSession: Hashable, Sendable {
        let ephemeral: Bool
        /// The shared browser session, with its cookies.
        public static let shared = BrowserSession(ephemeral: false)
        /// A private session that keeps nothing.
        public static let ephemeral = BrowserSession(ephemeral: true)
    }

    init() {}

    /// Opens `url` and returns the callback URL the page ends at.
    /// - Parameters:
    ///   - url: The sign-in page.
    ///   - callbackURLScheme: The app's scheme.
    ///   - preferredBrowserSession: The browser session.
    /// - Returns: The callback URL.
    /// - Throws: `ASWebAuthenticationSession.Error(.canceledLogin)` on Linux.
    public func authenticate(using url: URL, callbackURLScheme: String,
                             preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        throw ASWebAuthenticationSession.Error(.canceledLogin)
    }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
    static let defaultValue = WebAuthenticationSession()
}

extension EnvironmentValues {
    /// Signs in through a web page (Linux: throws as cancelled).
    public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
