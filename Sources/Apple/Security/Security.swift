// `import Security` on Linux (built as `AppleSecurity`, imported under `-module-alias
// Security=AppleSecurity`): the keychain as apps and keychain wrappers call it. Items live in an
// in-memory keychain, one per process, with the keychain's rules (primary keys, duplicates,
// access groups, synchronizable items, match limits, what each `kSecReturn…` key returns), so a
// preview's saved token is found again and a second save fails with `errSecDuplicateItem` as on
// a Simulator. Random bytes are real; keys, certificates and trust are opaque objects that no
// operation succeeds on (a Simulator with nothing to trust).
//
// Linux's Foundation declares none of Core Foundation's types: CoreGraphics declares them
// (CoreFoundationTypes.swift) as Foundation's classes, whose `as` bridging works on Linux as on
// Apple's platforms, and this module re-exports them as Apple's Security re-exports Core
// Foundation: `query as CFDictionary`, `kSecClass as String`, `result as? Data` compile unchanged.
@_exported import typealias CoreGraphics.CFTypeRef
@_exported import typealias CoreGraphics.CFString
@_exported import typealias CoreGraphics.CFDictionary
@_exported import typealias CoreGraphics.CFMutableDictionary
@_exported import typealias CoreGraphics.CFArray
@_exported import typealias CoreGraphics.CFData
@_exported import typealias CoreGraphics.CFMutableData
@_exported import typealias CoreGraphics.CFURL
@_exported import typealias CoreGraphics.CFNumber
@_exported import typealias CoreGraphics.CFBoolean
@_exported import typealias CoreGraphics.CFDate
@_exported import typealias CoreGraphics.CFError
@_exported import typealias CoreGraphics.CFIndex
@_exported import typealias CoreGraphics.CFOptionFlags
@_exported import typealias CoreGraphics.CFTypeID
@_exported import typealias CoreGraphics.CFStringRef
@_exported import typealias CoreGraphics.CFDictionaryRef
@_exported import typealias CoreGraphics.CFNumberRef
@_exported import typealias CoreGraphics.CFDataRef
@_exported import typealias CoreGraphics.CFURLRef
@_exported import typealias CoreGraphics.OSStatus
@_exported import class CoreGraphics.CFAllocator
@_exported import var CoreGraphics.kCFAllocatorDefault
@_exported import var CoreGraphics.kCFBooleanTrue
@_exported import var CoreGraphics.kCFBooleanFalse
@_exported import var CoreGraphics.noErr
@_exported import func CoreGraphics.CFErrorGetDomain
@_exported import func CoreGraphics.CFErrorGetCode
@_exported import func CoreGraphics.CFErrorCopyUserInfo
@_exported import func CoreGraphics.CFErrorCopyDescription
@_exported import func CoreGraphics.CFDataCreateMutable
@_exported import func CoreGraphics.CFDataGetLength
import Foundation
