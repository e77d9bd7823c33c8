// The result codes of the Security framework's functions (`OSStatus`, Apple's numbers) and
// `SecCopyErrorMessageString`, which describes them in Apple's words.
import Foundation

/// No error.
public let errSecSuccess: OSStatus = 0
/// The function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// A disk or file error.
public let errSecIO: OSStatus = -36
/// The file is already open with write permission.
public let errSecOpWr: OSStatus = -49
/// One or more parameters were not valid (a query without a class, data that is not `Data`…).
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The person cancelled the operation.
public let errSecUserCanceled: OSStatus = -128
/// Bad parameter or invalid state for the operation.
public let errSecBadReq: OSStatus = -909
/// An internal component failed.
public let errSecInternalComponent: OSStatus = -2070
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The keychain is read-only.
public let errSecReadOnly: OSStatus = -25292
/// The user name or passphrase was not correct.
public let errSecAuthFailed: OSStatus = -25293
/// The keychain does not exist.
public let errSecNoSuchKeychain: OSStatus = -25294
/// The keychain is not valid.
public let errSecInvalidKeychain: OSStatus = -25295
/// A keychain of that name already exists.
public let errSecDuplicateKeychain: OSStatus = -25296
/// The callback is already registered.
public let errSecDuplicateCallback: OSStatus = -25297
/// The callback is not valid.
public let errSecInvalidCallback: OSStatus = -25298
/// The item already exists in the keychain (an item with the same primary keys).
public let errSecDuplicateItem: OSStatus = -25299
/// No item in the keychain matched the query.
public let errSecItemNotFound: OSStatus = -25300
/// There is not enough memory for the data.
public let errSecBufferTooSmall: OSStatus = -25301
/// The data is too large.
public let errSecDataTooLarge: OSStatus = -25302
/// The attribute does not exist.
public let errSecNoSuchAttr: OSStatus = -25303
/// The item reference is not valid.
public let errSecInvalidItemRef: OSStatus = -25304
/// The search reference is not valid.
public let errSecInvalidSearchRef: OSStatus = -25305
/// The item class does not exist.
public let errSecNoSuchClass: OSStatus = -25306
/// There is no default keychain.
public let errSecNoDefaultKeychain: OSStatus = -25307
/// Interaction with the person is not allowed (a protected item read while locked).
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The attribute is read-only.
public let errSecReadOnlyAttr: OSStatus = -25309
/// The version is wrong.
public let errSecWrongSecVersion: OSStatus = -25310
/// The key size is not allowed.
public let errSecKeySizeNotAllowed: OSStatus = -25311
/// There is no storage module.
public let errSecNoStorageModule: OSStatus = -25312
/// There is no certificate module.
public let errSecNoCertificateModule: OSStatus = -25313
/// There is no policy module.
public let errSecNoPolicyModule: OSStatus = -25314
/// Interaction is required but not allowed.
public let errSecInteractionRequired: OSStatus = -25315
/// The data is not available.
public let errSecDataNotAvailable: OSStatus = -25316
/// The data cannot be modified.
public let errSecDataNotModifiable: OSStatus = -25317
/// A certificate chain could not be created.
public let errSecCreateChainFailed: OSStatus = -25318
/// The preference domain is not valid.
public let errSecInvalidPrefsDomain: OSStatus = -25319
/// The operation is not allowed in dark wake.
public let errSecInDarkWake: OSStatus = -25320
/// The access control list is not simple.
public let errSecACLNotSimple: OSStatus = -25240
/// The policy was not found.
public let errSecPolicyNotFound: OSStatus = -25241
/// The trust setting is not valid.
public let errSecInvalidTrustSetting: OSStatus = -25242
/// The item has no access for the operation.
public let errSecNoAccessForItem: OSStatus = -25243
/// The owner edit is not valid.
public let errSecInvalidOwnerEdit: OSStatus = -25244
/// No trust results are available.
public let errSecTrustNotAvailable: OSStatus = -25245
/// The item's format is not supported.
public let errSecUnsupportedFormat: OSStatus = -25256
/// The data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// A certificate was not trusted.
public let errSecNotTrusted: OSStatus = -67843
/// A signature did not verify.
public let errSecVerifyFailed: OSStatus = -67808
/// The encoding is not valid.
public let errSecInvalidEncoding: OSStatus = -67853
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// Apple's message for each result code `SecCopyErrorMessageString` describes.
private let securityErrorMessages: [OSStatus: String] = [
    errSecSuccess: "No error.",
    errSecUnimplemented: "Function or operation not implemented.",
    errSecIO: "I/O error.",
    errSecParam: "One or more parameters passed to a function were not valid.",
    errSecAllocate: "Failed to allocate memory.",
    errSecUserCanceled: "User canceled the operation.",
    errSecBadReq: "Bad parameter or invalid state for operation.",
    errSecNotAvailable: "No keychain is available.",
    errSecAuthFailed: "The user name or passphrase you entered is not correct.",
    errSecDuplicateItem: "The specified item already exists in the keychain.",
    errSecItemNotFound: "The specified item could not be found in the keychain.",
    errSecInteractionNotAllowed: "User interaction is not allowed.",
    errSecDecode: "Unable to decode the provided data.",
    errSecMissingEntitlement: "A required entitlement isn't present.",
    errSecNotTrusted: "The certificate was not trusted.",
    errSecVerifyFailed: "The signature could not be verified.",
    errSecNoSuchAttr: "The specified attribute does not exist.",
]

/// Describes a result code of the Security framework.
/// - Parameters:
///   - status: The result code (`errSecItemNotFound`…).
///   - reserved: Reserved: pass `nil`.
/// - Returns: The code's message in Apple's words, or `OSStatus <code>` for a code it does not know.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    (securityErrorMessages[status] ?? "OSStatus \(status)") as CFString
}
