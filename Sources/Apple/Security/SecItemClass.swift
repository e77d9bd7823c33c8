// The keychain's item classes and the key that names an item's class, with Apple's values.
import Foundation

/// The key of an item's class in a query or an attribute dictionary.
nonisolated(unsafe) public let kSecClass: CFString = "class"

/// The class of generic passwords (an app's tokens and secrets).
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"

/// The class of internet passwords (a server's account).
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"

/// The class of certificates.
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"

/// The class of cryptographic keys.
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"

/// The class of identities (a certificate with its private key).
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
