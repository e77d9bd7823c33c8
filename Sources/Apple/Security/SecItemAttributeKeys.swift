// The attribute keys of keychain items, with Apple's values (the short codes
// the keychain stores), as `CFString` constants: `kSecClass as String` is `"class"`.
import Foundation

/// A generic password's service (a primary key).
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"

/// An item's account name (a primary key).
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"

/// The access group an item is shared in; without it, items are added to the app's default group and found in all of the app's groups.
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"

/// When an item can be read (`kSecAttrAccessibleWhenUnlocked`…).
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"

/// An item's access control (`SecAccessControlCreateWithFlags`).
nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"

/// Whether an item syncs through iCloud Keychain; in a query also `kSecAttrSynchronizableAny`. Queries without it find only items that do not sync.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"

/// In a query's `kSecAttrSynchronizable`: items that sync and items that do not.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"

/// An item's label, shown to people.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"

/// An item's description of its kind.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"

/// An item's comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"

/// A generic password's own data.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"

/// When an item was created (set by the keychain).
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"

/// When an item was last changed (set by the keychain).
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"

/// An item's creator code.
nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"

/// An item's type code.
nonisolated(unsafe) public let kSecAttrType: CFString = "type"

/// Whether an item is hidden from people.
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"

/// Whether an item is a placeholder for a password not given.
nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"

/// An internet password's security domain (a primary key).
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"

/// An internet password's server (a primary key).
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"

/// An internet password's protocol (a primary key; `kSecAttrProtocolHTTPS`…).
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"

/// An internet password's authentication scheme (a primary key).
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"

/// An internet password's port (a primary key).
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"

/// An internet password's path (a primary key).
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"

/// A key's class (`kSecAttrKeyClassPrivate`…; a primary key).
nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"

/// A key's application label (a primary key).
nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"

/// A key's application tag, the app's own data (a primary key).
nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"

/// A key's algorithm (`kSecAttrKeyTypeECSECPrimeRandom`…; a primary key).
nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"

/// A key's size in bits (a primary key).
nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"

/// A key's effective size in bits (a primary key).
nonisolated(unsafe) public let kSecAttrEffectiveKeySize: CFString = "esiz"

/// Whether a created key is stored in the keychain.
nonisolated(unsafe) public let kSecAttrIsPermanent: CFString = "perm"

/// Whether a key can be exported.
nonisolated(unsafe) public let kSecAttrIsExtractable: CFString = "extr"

/// The token that holds a key (`kSecAttrTokenIDSecureEnclave`).
nonisolated(unsafe) public let kSecAttrTokenID: CFString = "tkid"

/// A certificate's type (a primary key).
nonisolated(unsafe) public let kSecAttrCertificateType: CFString = "ctyp"

/// A certificate's issuer (a primary key).
nonisolated(unsafe) public let kSecAttrIssuer: CFString = "issr"

/// A certificate's serial number (a primary key).
nonisolated(unsafe) public let kSecAttrSerialNumber: CFString = "slnr"

/// A certificate's subject.
nonisolated(unsafe) public let kSecAttrSubject: CFString = "subj"

/// Whether a key encrypts.
nonisolated(unsafe) public let kSecAttrCanEncrypt: CFString = "encr"

/// Whether a key decrypts.
nonisolated(unsafe) public let kSecAttrCanDecrypt: CFString = "decr"

/// Whether a key derives other keys.
nonisolated(unsafe) public let kSecAttrCanDerive: CFString = "drve"

/// Whether a key signs.
nonisolated(unsafe) public let kSecAttrCanSign: CFString = "sign"

/// Whether a key verifies signatures.
nonisolated(unsafe) public let kSecAttrCanVerify: CFString = "vrfy"

/// Whether a key wraps other keys.
nonisolated(unsafe) public let kSecAttrCanWrap: CFString = "wrap"

/// Whether a key unwraps other keys.
nonisolated(unsafe) public let kSecAttrCanUnwrap: CFString = "unwp"

/// In `SecKeyCreateRandomKey`'s parameters: the private key's attributes.
nonisolated(unsafe) public let kSecPrivateKeyAttrs: CFString = "private"

/// In `SecKeyCreateRandomKey`'s parameters: the public key's attributes.
nonisolated(unsafe) public let kSecPublicKeyAttrs: CFString = "public"
