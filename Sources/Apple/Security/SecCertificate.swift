// Certificates (`SecCertificate`): made from DER data and kept as that data; their summary is
// not parsed on Linux.
import Foundation

/// An X.509 certificate, kept as its DER bytes.
public final class SecCertificate: NSObject, @unchecked Sendable {
    /// The certificate's DER bytes.
    let derData: Data
    /// A certificate of `derData`.
    init(derData: Data) {
        self.derData = derData
        super.init()
    }
}

/// A certificate from its DER bytes.
/// - Parameters:
///   - allocator: The allocator: nil or `kCFAllocatorDefault`.
///   - data: The DER bytes (a DER certificate starts with a SEQUENCE, 0x30).
/// - Returns: The certificate, or nil for data that is not DER.
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let bytes = Data(referencing: data)
    guard bytes.count > 2, bytes.first == 0x30 else { return nil }
    return SecCertificate(derData: bytes)
}

/// A certificate's DER bytes.
/// - Parameter certificate: The certificate.
/// - Returns: The bytes it was made from.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.derData as NSData }

/// A certificate's human-readable summary.
/// - Parameter certificate: The certificate.
/// - Returns: nil: the subject is not parsed on Linux.
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? { nil }
