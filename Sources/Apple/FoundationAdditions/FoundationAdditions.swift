// Foundation as Apple's platforms have it, on Linux: what swift-corelibs-foundation lacks
// (formatters, iCloud's key-value store and containers, user activities, item providers, a
// queue's label, the standard folders' URLs…), each in a file named for what it adds, and
// URLSession, which Linux keeps in FoundationNetworking and Apple's Foundation holds itself.
// A view model importing Foundation alone is `@Observable`, or an `ObservableObject` with
// `@Published` properties, in apps that build in Xcode: Observation and those three names are
// re-exported too (not the rest of Combine: an app's own `Subscription` stays its own).
// Every file of a compiled preview imports this module, whatever it imports (it declares only
// what Apple's Foundation names), and SwiftUI re-exports it.
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import Observation
@_exported import protocol Trellis.ObservableObject
@_exported import class Trellis.ObservableObjectPublisher
@_exported import struct Trellis.Published
