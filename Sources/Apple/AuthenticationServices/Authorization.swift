// `import AuthenticationServices` on Linux: the types apps use to sign in with Apple, with a saved
// password or with a passkey (requests, providers, credentials, the controller and its
// delegate), SwiftUI's `authorizationController` and `webAuthenticationSession` environment
// actions and the `SignInWithAppleButton`. There is no system sheet on Linux: every request ends
// as if the person cancelled it (`ASAuthorizationError.canceled`), so an app's own error path runs.
import Foundation
import Trellis
import UIKit

/// What a presentation is anchored to: a window.
public typealias ASPresentationAnchor = UIWindow

/// A successful authorization: the provider that handled it and the credential it gave.
///
/// Linux: never made by the system (every request is cancelled); apps may make one in tests.
open class ASAuthorization: NSObject, @unchecked Sendable {
    /// The provider that handled the request.
    public let provider: any ASAuthorizationProvider
    /// The credential the person gave.
    public let credential: any ASAuthorizationCredential

    /// An authorization of a provider and credential.
    /// - Parameters:
    ///   - provider: The provider.
    ///   - credential: The credential.
    public init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
        super.init()
    }

    /// Information an app asks for when the person signs in with Apple.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        /// The scope's name.
        public let rawValue: String
        /// A scope of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The person's email address.
        public static let email = Scope(rawValue: "email")
    }

    /// What an OpenID request asks for.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        /// The operation's name.
        public let rawValue: String
        /// An operation of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sign in.
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        /// Refresh the credential.
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        /// Sign out.
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
        /// The provider decides.
        public static let operationImplicit = OpenIDOperation(rawValue: "")
    }
}

/// Something that makes authorization requests (Sign in with Apple, passwords, passkeys).
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// What a successful authorization gives: an Apple ID, a password or a passkey credential.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request for authorization, made by a provider.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    /// The provider that made the request.
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
        super.init()
    }
}

/// An OpenID Connect request (the base of Sign in with Apple's).
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// What the app asks to see: the name, the email address.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A value the app checks in the identity token, against replay.
    open var nonce: String?
    /// A value returned unchanged in the credential.
    open var state: String?
    /// What the request does (sign in, by default).
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

/// A request to sign in with Apple.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    /// The user the app already knows, when it refreshes the credential.
    open var user: String?
}

/// Makes Sign in with Apple requests and tells the state of a user's credential.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// The state of a person's Apple ID credential for the app.
    public enum CredentialState: Int, Sendable {
        /// The person stopped using their Apple ID with the app.
        case revoked = 0
        /// The person is signed in.
        case authorized = 1
        /// No credential was found.
        case notFound = 2
        /// The app was transferred to another team.
        case transferred = 3
    }

    /// A provider.
    public override init() { super.init() }

    /// A new request to sign in with Apple.
    /// - Returns: The request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// Looks up the state of a user's credential.
    ///
    /// Linux: calls `completion` at once with `.notFound` and no error.
    /// - Parameters:
    ///   - userID: The user identifier of an earlier credential.
    ///   - completion: Called with the state, or an error.
    open func getCredentialState(forUserID userID: String,
                                 completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    /// The state of a user's credential.
    ///
    /// Linux: `.notFound`.
    /// - Parameter userID: The user identifier of an earlier credential.
    /// - Returns: The state.
    open func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState { .notFound }
}

/// How likely it is that a Sign in with Apple account is a real person.
public enum ASUserDetectionStatus: Int, Sendable {
    /// Not supported on this platform.
    case unsupported = 0
    /// Not known.
    case unknown = 1
    /// Likely a real person.
    case likelyReal = 2
}

/// The credential of a person who signed in with Apple.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The stable identifier of the person for the app.
    public let user: String
    /// The state the request carried.
    public let state: String?
    /// The scopes the person granted.
    public let authorizedScopes: [ASAuthorization.Scope]
    /// A short-lived code the app's server exchanges for tokens.
    public let authorizationCode: Data?
    /// A JSON Web Token about the person.
    public let identityToken: Data?
    /// The person's email address (first sign-in only).
    public let email: String?
    /// The person's name (first sign-in only).
    public let fullName: PersonNameComponents?
    /// Whether the account is likely a real person.
    public let realUserStatus: ASUserDetectionStatus

    /// A credential of these values (apps make them in tests and previews).
    /// - Parameters:
    ///   - user: The user identifier.
    ///   - email: The email address.
    ///   - fullName: The name.
    public init(user: String, email: String? = nil, fullName: PersonNameComponents? = nil) {
        self.user = user
        state = nil
        authorizedScopes = []
        authorizationCode = nil
        identityToken = nil
        self.email = email
        self.fullName = fullName
        realUserStatus = .unsupported
        super.init()
    }
}

/// Makes requests for a password the person saved for the app's domain.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// A provider.
    public override init() { super.init() }
    /// A new request for a saved password.
    /// - Returns: The request.
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

/// A request for a saved password.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// A user name and password.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user name.
    public let user: String
    /// The password.
    public let password: String
    /// A credential of a user name and password.
    /// - Parameters:
    ///   - user: The user name.
    ///   - password: The password.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
        super.init()
    }
}
