// `import AudioToolbox` on Linux: Core Audio's status type and the URL type its C functions take,
// beside System Sound Services (SystemSounds.swift). Linux has no sound server: nothing ever
// sounds or vibrates; what can be checked is checked for real (a sound file is read before it
// gets an ID).
//
// `OSStatus`, `noErr` and `CFURL` are Core Foundation's, declared by CoreGraphics (as Apple's
// Core Graphics re-exports Core Foundation) and re-exported here, so a file that imports this
// module with Security or ImageIO sees one of each name.
@_exported import typealias CoreGraphics.OSStatus
@_exported import typealias CoreGraphics.CFURL
@_exported import var CoreGraphics.noErr
import Foundation
