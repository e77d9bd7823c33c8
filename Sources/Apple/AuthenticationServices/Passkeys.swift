// Passkeys (WebAuthn credentials on the device): the provider, its registration and assertion
// requests and the credentials they give.
import Foundation

/// Makes passkey requests for a relying party (the app's web domain).
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// The domain the passkeys belong to.
    public let relyingPartyIdentifier: String

    /// A provider for a domain.
    /// - Parameter relyingPartyIdentifier: The domain, such as `example.com`.
    public init(relyingPartyIdentifier: String) {
        self.relyingPartyIdentifier = relyingPartyIdentifier
        super.init()
    }

    /// A request to create a passkey for a new account.
    /// - Parameters:
    ///   - challenge: The server's challenge.
    ///   - name: The account's user name.
    ///   - userID: The account's identifier.
    /// - Returns: The request.
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(provider: self, challenge: challenge, name: name, userID: userID)
    }

    /// A request to sign in with an existing passkey.
    /// - Parameter challenge: The server's challenge.
    /// - Returns: The request.
    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
    }
}

/// A request to create a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The server's challenge.
    open var challenge: Data
    /// The account's user name.
    open var name: String
    /// The account's identifier.
    open var userID: Data
    /// The name shown to the person, when it differs from the user name.
    open var displayName: String?

    init(provider: any ASAuthorizationProvider, challenge: Data, name: String, userID: Data) {
        self.challenge = challenge
        self.name = name
        self.userID = userID
        super.init(provider: provider)
    }
}

/// A request to sign in with a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The server's challenge.
    open var challenge: Data

    init(provider: any ASAuthorizationProvider, challenge: Data) {
        self.challenge = challenge
        super.init(provider: provider)
    }
}

/// The passkey a registration created.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The new credential's identifier.
    public let credentialID: Data
    /// The client data the authenticator signed, as JSON.
    public let rawClientDataJSON: Data
    /// The attestation object, when one was asked for.
    public let rawAttestationObject: Data?

    /// A registration of these values (apps make them in tests and previews).
    /// - Parameters:
    ///   - credentialID: The credential's identifier.
    ///   - rawClientDataJSON: The client data.
    ///   - rawAttestationObject: The attestation object.
    public init(credentialID: Data, rawClientDataJSON: Data = Data(), rawAttestationObject: Data? = nil) {
        self.credentialID = credentialID
        self.rawClientDataJSON = rawClientDataJSON
        self.rawAttestationObject = rawAttestationObject
        super.init()
    }
}

/// The proof of a sign-in with a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The credential's identifier.
    public let credentialID: Data
    /// The account's identifier, as given when the passkey was created.
    public let userID: Data
    /// The signature over the authenticator and client data.
    public let signature: Data
    /// The authenticator data.
    public let rawAuthenticatorData: Data
    /// The client data, as JSON.
    public let rawClientDataJSON: Data

    /// An assertion of these values (apps make them in tests and previews).
    /// - Parameters:
    ///   - credentialID: The credential's identifier.
    ///   - userID: The account's identifier.
    ///   - signature: The signature.
    ///   - rawAuthenticatorData: The authenticator data.
    ///   - rawClientDataJSON: The client data.
    public init(credentialID: Data, userID: Data, signature: Data = Data(), rawAuthenticatorData: Data = Data(),
                rawClientDataJSON: Data = Data()) {
        self.credentialID = credentialID
        self.userID = userID
        self.signature = signature
        self.rawAuthenticatorData = rawAuthenticatorData
        self.rawClientDataJSON = rawClientDataJSON
        super.init()
    }
}
