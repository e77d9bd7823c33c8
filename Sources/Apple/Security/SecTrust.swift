// Trust evaluation (`SecTrust`, `SecPolicy`): trust objects are made from certificates and keep
// them; evaluating one fails (`errSecNotTrusted`), as a Simulator given certificates no anchor
// vouches for would, so pinning code takes its rejecting path and never trusts by accident.
import Foundation

/// A policy certificates are evaluated against (SSL for a host, basic X.509).
public final class SecPolicy: NSObject, @unchecked Sendable {
    /// The host name an SSL policy checks, if any.
    let hostName: String?
    /// A policy.
    init(hostName: String?) {
        self.hostName = hostName
        super.init()
    }
}

/// An SSL policy.
/// - Parameters:
///   - server: Whether the certificates are a server's.
///   - hostname: The host name they must name.
/// - Returns: The policy.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(hostName: hostname.map { $0 as String })
}

/// The basic X.509 policy.
/// - Returns: The policy.
public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy(hostName: nil) }

/// Certificates to evaluate against policies.
public final class SecTrust: NSObject, @unchecked Sendable {
    /// The certificates, the leaf first.
    var certificates: [SecCertificate]
    /// The policies.
    var policies: [SecPolicy]
    /// A trust object.
    init(certificates: [SecCertificate], policies: [SecPolicy]) {
        self.certificates = certificates
        self.policies = policies
        super.init()
    }
}

/// The result of a trust evaluation.
public enum SecTrustResultType: UInt32, Sendable {
    /// Not evaluated.
    case invalid = 0
    /// Trusted because the person said so.
    case proceed = 1
    /// Trusted because the person said so (deprecated).
    case confirm = 2
    /// Not trusted because the person said so.
    case deny = 3
    /// Trusted by the system's anchors.
    case unspecified = 4
    /// Not trusted, but the person may decide.
    case recoverableTrustFailure = 5
    /// Not trusted.
    case fatalTrustFailure = 6
    /// The evaluation failed for another reason.
    case otherError = 7
}

/// A trust object for certificates.
/// - Parameters:
///   - certificates: A `SecCertificate` or an array of them, the leaf first.
///   - policies: A `SecPolicy` or an array of them, or nil.
///   - trust: Set to the trust object.
/// - Returns: `errSecSuccess`, or `errSecParam` when no certificate is given.
public func SecTrustCreateWithCertificates(_ certificates: CFTypeRef, _ policies: CFTypeRef?,
                                           _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let certificateList = (certificates as? SecCertificate).map { [$0] } ?? (certificates as? [SecCertificate]) ?? []
    let policyList = (policies as? SecPolicy).map { [$0] } ?? (policies as? [SecPolicy]) ?? []
    guard !certificateList.isEmpty else { return errSecParam }
    trust.pointee = SecTrust(certificates: certificateList, policies: policyList)
    return errSecSuccess
}

/// Evaluates trust: never trusted on Linux.
/// - Parameters:
///   - trust: The trust object.
///   - error: Set to `errSecNotTrusted`.
/// - Returns: false.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: NSOSStatusErrorDomain, code: Int(errSecNotTrusted),
                             userInfo: [NSLocalizedDescriptionKey: "The certificate was not trusted."])
    return false
}

/// Evaluates trust (deprecated form): never trusted on Linux.
/// - Parameters:
///   - trust: The trust object.
///   - result: Set to `.recoverableTrustFailure`.
/// - Returns: `errSecSuccess` (the evaluation ran; its result is the failure).
public func SecTrustEvaluate(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    result.pointee = .recoverableTrustFailure
    return errSecSuccess
}

/// How many certificates a trust object has.
/// - Parameter trust: The trust object.
/// - Returns: The count.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }

/// A trust object's certificates, the leaf first.
/// - Parameter trust: The trust object.
/// - Returns: The certificates.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates as NSArray }

/// One of a trust object's certificates (deprecated).
/// - Parameters:
///   - trust: The trust object.
///   - ix: Its index, the leaf at 0.
/// - Returns: The certificate, or nil past the end.
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
}

/// The leaf certificate's public key.
/// - Parameter trust: The trust object.
/// - Returns: nil: no key is read on Linux.
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { nil }

/// Sets the certificates a trust object treats as anchors.
/// - Parameters:
///   - trust: The trust object.
///   - anchorCertificates: The anchors.
/// - Returns: `errSecSuccess` (evaluation still fails).
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray?) -> OSStatus { errSecSuccess }

/// Sets a trust object's policies.
/// - Parameters:
///   - trust: The trust object.
///   - policies: A `SecPolicy` or an array of them.
/// - Returns: `errSecSuccess`.
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus {
    trust.policies = (policies as? SecPolicy).map { [$0] } ?? (policies as? [SecPolicy]) ?? []
    return errSecSuccess
}
