// `import AudioToolbox` on Linux: Core Audio's status type and the URL type its C functions take,
// beside System Sound Services (SystemSounds.swift). Linux has no sound server: nothing ever
// sounds or vibrates; what can be checked is checked for real (a sound file is read before it
// gets an ID).
//
// `OSStatus` and `CFURL` are type aliases, so another module that declares the same aliases does
// not clash with these in a file that imports both; a module that wants `noErr` should re-export
// this one (two global constants of one name would be ambiguous).
import Foundation

/// A result code of Core Audio's C functions: 0 (`noErr`) for success, otherwise a negative
/// number or four characters read as a big-endian number (`'typ?'`).
public typealias OSStatus = Int32

/// Core Foundation's URL, as Core Audio's C functions take it: Foundation's `URL` on Linux, so
/// `url as CFURL` is the URL itself.
public typealias CFURL = URL

/// No error: the status of a call that succeeded.
public let noErr: OSStatus = 0
