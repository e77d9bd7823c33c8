// LocalAuthentication on Linux: a device with no Face ID, Touch ID or passcode set up, so a
// preview is never unlocked by biometrics. `canEvaluatePolicy` says no with the framework's
// error, and `evaluatePolicy` fails with it, which is what an app's code meets on a simulator
// without enrolled biometrics: the screens' locked and fallback states draw as they would there.
import Foundation

/// What an authentication proves.
public enum LAPolicy: Int, Sendable {
    /// The device owner, by biometrics.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// The device owner, by biometrics or the passcode.
    case deviceOwnerAuthentication = 2
    /// The device owner, by a paired watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// The device owner, by biometrics or a paired watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The kind of biometrics the device has.
public enum LABiometryType: Int, Sendable {
    /// None (the device, or a preview, has no biometrics).
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// The framework's errors (`LAError.Code`), with Apple's codes.
public struct LAError: Error, Hashable, Sendable, CustomNSError {
    /// The error's code.
    public enum Code: Int, Sendable {
        /// The person could not be authenticated.
        case authenticationFailed = -1
        /// The person cancelled.
        case userCancel = -2
        /// The person chose the fallback (the password).
        case userFallback = -3
        /// The system cancelled.
        case systemCancel = -4
        /// No passcode is set on the device.
        case passcodeNotSet = -5
        /// The app cancelled.
        case appCancel = -9
        /// The context was invalidated.
        case invalidContext = -10
        /// Biometrics are not available on the device.
        case biometryNotAvailable = -6
        /// No biometric identity is enrolled.
        case biometryNotEnrolled = -7
        /// Biometrics are locked out after too many failures.
        case biometryLockout = -8
        /// Interaction was not allowed.
        case notInteractive = -1004
    }

    /// The error's code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// The error domain, Apple's.
    public static let errorDomain = "com.apple.LocalAuthentication"
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "No identities are enrolled."] }

    /// The person could not be authenticated.
    public static let authenticationFailed = Code.authenticationFailed
    /// The person cancelled.
    public static let userCancel = Code.userCancel
    /// The person chose the fallback.
    public static let userFallback = Code.userFallback
    /// The system cancelled.
    public static let systemCancel = Code.systemCancel
    /// No passcode is set.
    public static let passcodeNotSet = Code.passcodeNotSet
    /// Biometrics are not available.
    public static let biometryNotAvailable = Code.biometryNotAvailable
    /// No biometric identity is enrolled.
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    /// Biometrics are locked out.
    public static let biometryLockout = Code.biometryLockout
}

extension LAError.Code {
    /// `catch LAError.biometryNotAvailable`: whether `error` is an authentication error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }
}

/// Where a method that can fail leaves its error (`var error: NSError?` passed as `&error`):
/// Foundation declares it only where Objective-C is.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// A context for authenticating the device's owner.
open class LAContext: NSObject, @unchecked Sendable {
    /// The biometrics the device has: none.
    open private(set) var biometryType: LABiometryType = .none
    /// The title of the fallback button.
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?
    /// How long a recent unlock counts, in seconds.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the system may show its own interface.
    open var interactionNotAllowed = false

    /// A context.
    public override init() { super.init() }

    /// Whether `policy` can be evaluated: never on Linux, with `.biometryNotAvailable` (and
    /// `.passcodeNotSet` for the passcode policy) in `error`.
    /// - Parameters:
    ///   - policy: The policy.
    ///   - error: Set to why not.
    /// - Returns: false.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = LAContext.failure(policy) as NSError
        return false
    }

    /// Authenticates the owner: fails at once with the error `canEvaluatePolicy` gives.
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks.
    ///   - reply: Called with false and the error.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                             reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = LAContext.failure(policy)
        DispatchQueue.main.async { reply(false, error) }
    }

    /// Authenticates the owner: throws the error `canEvaluatePolicy` gives.
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks.
    /// - Returns: Never: it throws.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAContext.failure(policy)
    }

    /// Ends the context.
    open func invalidate() {}

    private static func failure(_ policy: LAPolicy) -> LAError {
        LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
    }
}
