// The keys of keychain queries that are not attributes: an item's value, what a search returns,
// how many items it finds and how it may authenticate, with Apple's values.
import Foundation

/// An item's secret data (a password, a token) as `Data`.
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"

/// An item as an object (a `SecKey`, a `SecCertificate`).
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"

/// An item's persistent reference (`Data` that finds it again).
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

/// In a query: return each item's data.
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"

/// In a query: return each item's attributes as a dictionary.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"

/// In a query: return each item as an object.
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"

/// In a query: return each item's persistent reference.
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

/// In a query: how many items to find (`kSecMatchLimitOne`, the default, `kSecMatchLimitAll` or a number).
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"

/// In `kSecMatchLimit`: the first item found.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"

/// In `kSecMatchLimit`: every item found.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"

/// In a query: compare strings ignoring case.
nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

/// In a query: search only these items.
nonisolated(unsafe) public let kSecMatchItemList: CFString = "m_ItemList"

/// In a query: search only these keychains.
nonisolated(unsafe) public let kSecMatchSearchList: CFString = "m_SearchList"

/// In a query: certificates valid for this policy.
nonisolated(unsafe) public let kSecMatchPolicy: CFString = "m_Policy"

/// In a query: certificates whose subject contains this string.
nonisolated(unsafe) public let kSecMatchSubjectContains: CFString = "m_SubjectContains"

/// In a query: trusted certificates only.
nonisolated(unsafe) public let kSecMatchTrustedOnly: CFString = "m_TrustedOnly"

/// In a query: certificates valid on this date.
nonisolated(unsafe) public let kSecMatchValidOnDate: CFString = "m_ValidOnDate"

/// Use the data protection keychain (the only one on iOS).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// Whether reading a protected item may ask the person to authenticate.
nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"

/// In `kSecUseAuthenticationUI`: ask if needed.
nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"

/// In `kSecUseAuthenticationUI`: fail rather than ask.
nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"

/// In `kSecUseAuthenticationUI`: skip items that would ask.
nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"

/// A LocalAuthentication context to authenticate with.
nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"

/// The prompt shown when reading a protected item asks the person to authenticate.
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

/// Fail rather than ask the person to authenticate (deprecated).
nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"

/// Items to use (macOS).
nonisolated(unsafe) public let kSecUseItemList: CFString = "u_ItemList"

/// The keychain to add to (macOS).
nonisolated(unsafe) public let kSecUseKeychain: CFString = "u_Keychain"

/// Use the keychain of no particular user.
nonisolated(unsafe) public let kSecUseUserIndependentKeychain: CFString = "u_UserIndependentKeychain"

/// Return persistent references as data.
nonisolated(unsafe) public let kSecUsePersistentReference: CFString = "u_PersistentRef"

/// A shared web credential's password.
nonisolated(unsafe) public let kSecSharedPassword: CFString = "spwd"

/// The access group of items on tokens (smart cards, the Secure Enclave).
nonisolated(unsafe) public let kSecAttrAccessGroupToken: CFString = "com.apple.token"

/// In `kSecAttrTokenID`: the Secure Enclave.
nonisolated(unsafe) public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"
