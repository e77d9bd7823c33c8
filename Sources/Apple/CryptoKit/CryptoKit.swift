// CryptoKit on Linux: hashing and message authentication, written here in Swift from the
// specifications (FIPS 180-4 for SHA-1 and SHA-2, RFC 1321 for MD5, RFC 2104 for HMAC) with
// Apple's names and shapes, so an app's `SHA256.hash(data:)`, `Insecure.MD5` and
// `HMAC<SHA256>` compile unchanged and give the same bytes.
//
// Left out: ciphers (`AES`, `ChaChaPoly`), key agreement and signatures (`Curve25519`, `P256`…),
// `HKDF` and the SHA-3 family. The apps this module serves hash and sign requests; none
// encrypts, and a cipher written for a layout engine is not one to trust with secrets.
import Foundation

/// Lowercase hexadecimal, two digits a byte, as the digests' descriptions print them.
func hexString<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
}

/// Whether two byte buffers are equal, looking at every byte whatever the first difference:
/// comparing secrets (codes, keys) must not tell an attacker how many leading bytes matched.
/// The lengths are public, so buffers of different lengths differ at once.
func constantTimeEquals(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in 0..<lhs.count {
        difference |= lhs[index] ^ rhs[index]
    }
    return difference == 0
}

/// `constantTimeEquals` for any two containers of bytes.
func constantTimeEquals<L: ContiguousBytes, R: ContiguousBytes>(_ lhs: L, _ rhs: R) -> Bool {
    lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in constantTimeEquals(left, right) } }
}
