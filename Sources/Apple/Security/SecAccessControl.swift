// Access control for keychain items (`SecAccessControlCreateWithFlags`): created and kept with
// the item it protects. Nothing on Linux asks the person to authenticate, so it protects nothing.
import Foundation

/// How an item's access is checked: which kinds of authentication are asked for.
public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: UInt
    /// Flags from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Biometrics or the passcode.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    /// Any enrolled biometric identity.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// The biometric identities enrolled now.
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The device passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    /// A paired watch.
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// A companion device.
    public static let companion = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// Any one of the kinds given.
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    /// All of the kinds given.
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    /// The private key may be used (Secure Enclave keys).
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    /// An application-provided password.
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
    /// Any enrolled Touch ID fingerprint (renamed `biometryAny`).
    public static let touchIDAny = SecAccessControlCreateFlags.biometryAny
    /// The Touch ID fingerprints enrolled now (renamed `biometryCurrentSet`).
    public static let touchIDCurrentSet = SecAccessControlCreateFlags.biometryCurrentSet
}

/// An item's access control: when it is accessible and how access is checked.
public final class SecAccessControl: NSObject, @unchecked Sendable {
    /// When the item is accessible (`kSecAttrAccessibleWhenUnlocked`…).
    public let protection: String
    /// How access is checked.
    public let flags: SecAccessControlCreateFlags

    /// An access control.
    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
        super.init()
    }
}

/// Creates an access control for a keychain item.
/// - Parameters:
///   - allocator: The allocator: nil or `kCFAllocatorDefault`.
///   - protection: When the item is accessible (`kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`…).
///   - flags: How access is checked.
///   - error: Set when the protection is not one of the `kSecAttrAccessible…` values.
/// - Returns: The access control, or nil (with `error`) for an unknown protection.
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef,
                                            _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    guard let level = protection as? String, Keychain.accessibilityLevels.contains(level) else {
        error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecParam)))
        return nil
    }
    return SecAccessControl(protection: level, flags: flags)
}
