// Core Foundation's types, declared as the Foundation classes they are toll-free bridged with on
// Apple's platforms (Linux's Foundation keeps Core Foundation to itself). Apple's Core Graphics
// re-exports Core Foundation, so they live here; Security, AudioToolbox and ImageIO re-export
// them from this module, so a file importing several of those sees one of each name.
import Foundation

/// Any Core Foundation object: a class instance (`var result: CFTypeRef?`).
public typealias CFTypeRef = AnyObject

/// Core Foundation's string: Foundation's `NSString`, so `"genp" as CFString` and
/// `kSecClass as String` bridge as they do on Apple's platforms.
public typealias CFString = NSString

/// Core Foundation's dictionary: Foundation's `NSDictionary` (`query as CFDictionary`).
public typealias CFDictionary = NSDictionary

/// Core Foundation's mutable dictionary: Foundation's `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary

/// Core Foundation's array: Foundation's `NSArray` (`result as? [[String: Any]]`).
public typealias CFArray = NSArray

/// Core Foundation's data: Foundation's `NSData` (`data as CFData`, `result as? Data`).
public typealias CFData = NSData

/// Core Foundation's mutable data: Foundation's `NSMutableData`, which an image destination
/// writes into (`NSMutableData()`, `CFDataCreateMutable(nil, 0)`; `data as Data` reads it).
public typealias CFMutableData = NSMutableData

/// Core Foundation's URL: Foundation's `NSURL`, so `url as CFURL` and `cfURL as URL` bridge as
/// they do on Apple's platforms.
public typealias CFURL = NSURL

/// Core Foundation's number: Foundation's `NSNumber`.
public typealias CFNumber = NSNumber

/// Core Foundation's boolean: a Foundation `NSNumber` holding a Bool.
public typealias CFBoolean = NSNumber

/// Core Foundation's date: Foundation's `NSDate`.
public typealias CFDate = NSDate

/// Core Foundation's error: Foundation's `NSError` (`error.takeRetainedValue() as Error`).
public typealias CFError = NSError

/// Core Foundation's index and count type.
public typealias CFIndex = Int

/// Core Foundation's option bits.
public typealias CFOptionFlags = UInt

/// The identifier of a Core Foundation type.
public typealias CFTypeID = UInt

/// Core Foundation's string reference, the C name of `CFString`.
public typealias CFStringRef = CFString

/// Core Foundation's dictionary reference, the C name of `CFDictionary`.
public typealias CFDictionaryRef = CFDictionary

/// Core Foundation's number reference, the C name of `CFNumber`.
public typealias CFNumberRef = CFNumber

/// Core Foundation's data reference, the C name of `CFData`.
public typealias CFDataRef = CFData

/// Core Foundation's URL reference, the C name of `CFURL`.
public typealias CFURLRef = CFURL

/// The status code that C functions of Apple's frameworks return: 0 (`noErr`) for success,
/// otherwise a negative number (`errSecItemNotFound`…) or four characters read as a big-endian
/// number (`'typ?'`).
public typealias OSStatus = Int32

/// A memory allocator of Core Foundation: only the default one exists (the functions that take
/// one accept `nil` and `kCFAllocatorDefault` alike).
public final class CFAllocator: @unchecked Sendable {
    /// The one allocator.
    init() {}
}

/// The default allocator (the same as passing `nil`).
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// Core Foundation's true (`kSecReturnData: kCFBooleanTrue`).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// No error: the status of a call that succeeded (`var lastResultCode: OSStatus = noErr`).
public let noErr: OSStatus = 0

/// A new, empty mutable data object (what image destinations write into).
/// - Parameters:
///   - allocator: Accepted for Core Foundation's signature (`nil` or `kCFAllocatorDefault`).
///   - capacity: The most bytes it may hold; 0 for no limit (not enforced on Linux).
/// - Returns: The empty data.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(0, capacity)) ?? NSMutableData()
}

/// The number of bytes of a data object.
/// - Parameter theData: The data.
/// - Returns: Its length in bytes.
public func CFDataGetLength(_ theData: CFData) -> CFIndex { theData.length }

/// A Core Foundation error's domain.
/// - Parameter err: The error.
/// - Returns: Its domain (`NSOSStatusErrorDomain` for the Security framework's errors).
public func CFErrorGetDomain(_ err: CFError) -> CFString { err.domain as CFString }

/// A Core Foundation error's code.
/// - Parameter err: The error.
/// - Returns: Its code (an `OSStatus` for the Security framework's errors).
public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }

/// A Core Foundation error's user info.
/// - Parameter err: The error.
/// - Returns: Its user-info dictionary.
public func CFErrorCopyUserInfo(_ err: CFError) -> CFDictionary? { err.userInfo as NSDictionary }

/// A Core Foundation error's description.
/// - Parameter err: The error.
/// - Returns: Its localized description.
public func CFErrorCopyDescription(_ err: CFError) -> CFString? { err.localizedDescription as CFString }
