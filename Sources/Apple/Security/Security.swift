// `import Security` on Linux (built as `AppleSecurity`, imported under `-module-alias
// Security=AppleSecurity`): the keychain as apps and keychain wrappers call it. Items live in an
// in-memory keychain, one per process, with the keychain's rules (primary keys, duplicates,
// access groups, synchronizable items, match limits, what each `kSecReturn…` key returns), so a
// preview's saved token is found again and a second save fails with `errSecDuplicateItem` as on
// a Simulator. Random bytes are real; keys, certificates and trust are opaque objects that no
// operation succeeds on (a Simulator with nothing to trust).
//
// Linux's Foundation declares none of Core Foundation's types, so CoreFoundationTypes.swift
// declares the ones keychain code names (`CFString`, `CFDictionary`, `CFTypeRef`,
// `kCFBooleanTrue`…) as Foundation's classes, whose `as` bridging works on Linux as on Apple's
// platforms: `query as CFDictionary`, `kSecClass as String`, `result as? Data` compile unchanged.
import Foundation
