// Foundation as Apple's platforms have it, on Linux: what swift-corelibs-foundation lacks
// (formatters, iCloud's key-value store and containers, user activities, item providers, a
// queue's label, the standard folders' URLs…), each in a file named for what it adds, and
// URLSession, which Linux keeps in FoundationNetworking and Apple's Foundation holds itself.
// Apple's Foundation also brings Observation and Combine's names (a view model importing
// Foundation alone is `@Observable`, or an `ObservableObject` with `@Published` properties, in
// apps that build in Xcode), so these are re-exported too.
// Every file of a compiled preview imports this module, whatever it imports (it declares only
// what Apple's Foundation names), and SwiftUI re-exports it.
@_exported import AppleCombine
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import Observation
