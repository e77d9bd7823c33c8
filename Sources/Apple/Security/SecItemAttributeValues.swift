// The values of keychain attributes: when an item is accessible, an internet password's
// protocol and authentication type, a key's type and class, with Apple's values.
import Foundation

/// Readable while the device is unlocked (the default).
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"

/// Readable once the device has been unlocked after a restart.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"

/// Always readable (deprecated).
nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"

/// Readable while unlocked, only with a passcode set, never migrated.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

/// Readable while unlocked, never migrated to another device.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"

/// Readable after the first unlock, never migrated.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"

/// Always readable, never migrated (deprecated).
nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

/// In `kSecAttrProtocol`: FTP.
nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "

/// In `kSecAttrProtocol`: FTPAccount.
nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"

/// In `kSecAttrProtocol`: HTTP.
nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"

/// In `kSecAttrProtocol`: IRC.
nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "

/// In `kSecAttrProtocol`: NNTP.
nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"

/// In `kSecAttrProtocol`: POP3.
nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"

/// In `kSecAttrProtocol`: SMTP.
nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"

/// In `kSecAttrProtocol`: SOCKS.
nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "

/// In `kSecAttrProtocol`: IMAP.
nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"

/// In `kSecAttrProtocol`: LDAP.
nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"

/// In `kSecAttrProtocol`: AppleTalk.
nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"

/// In `kSecAttrProtocol`: AFP.
nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "

/// In `kSecAttrProtocol`: Telnet.
nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"

/// In `kSecAttrProtocol`: SSH.
nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "

/// In `kSecAttrProtocol`: FTPS.
nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"

/// In `kSecAttrProtocol`: HTTPS.
nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"

/// In `kSecAttrProtocol`: HTTPProxy.
nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"

/// In `kSecAttrProtocol`: HTTPSProxy.
nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"

/// In `kSecAttrProtocol`: FTPProxy.
nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"

/// In `kSecAttrProtocol`: SMB.
nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "

/// In `kSecAttrProtocol`: RTSP.
nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"

/// In `kSecAttrProtocol`: RTSPProxy.
nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"

/// In `kSecAttrProtocol`: DAAP.
nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"

/// In `kSecAttrProtocol`: EPPC.
nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"

/// In `kSecAttrProtocol`: IPP.
nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "

/// In `kSecAttrProtocol`: NNTPS.
nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"

/// In `kSecAttrProtocol`: LDAPS.
nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"

/// In `kSecAttrProtocol`: TelnetS.
nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"

/// In `kSecAttrProtocol`: IMAPS.
nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"

/// In `kSecAttrProtocol`: IRCS.
nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"

/// In `kSecAttrProtocol`: POP3S.
nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"

/// In `kSecAttrProtocol`: CIFS.
nonisolated(unsafe) public let kSecAttrProtocolCIFS: CFString = "cifs"

/// In `kSecAttrAuthenticationType`: NTLM.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"

/// In `kSecAttrAuthenticationType`: MSN.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"

/// In `kSecAttrAuthenticationType`: DPA.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"

/// In `kSecAttrAuthenticationType`: RPA.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"

/// In `kSecAttrAuthenticationType`: HTTPBasic.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"

/// In `kSecAttrAuthenticationType`: HTTPDigest.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"

/// In `kSecAttrAuthenticationType`: HTMLForm.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"

/// In `kSecAttrAuthenticationType`: Default.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

/// In `kSecAttrKeyType`: RSA.
nonisolated(unsafe) public let kSecAttrKeyTypeRSA: CFString = "42"

/// In `kSecAttrKeyType`: elliptic curve (the same as `kSecAttrKeyTypeECSECPrimeRandom`).
nonisolated(unsafe) public let kSecAttrKeyTypeEC: CFString = "73"

/// In `kSecAttrKeyType`: elliptic curve over a prime field.
nonisolated(unsafe) public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"

/// In `kSecAttrKeyClass`: a public key.
nonisolated(unsafe) public let kSecAttrKeyClassPublic: CFString = "0"

/// In `kSecAttrKeyClass`: a private key.
nonisolated(unsafe) public let kSecAttrKeyClassPrivate: CFString = "1"

/// In `kSecAttrKeyClass`: a symmetric key.
nonisolated(unsafe) public let kSecAttrKeyClassSymmetric: CFString = "2"
