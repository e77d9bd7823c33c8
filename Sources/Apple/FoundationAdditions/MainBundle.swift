// What `Bundle.main` is in compiled previews. Every module's `Bundle.main` is compiled as
// `TrellisMain` (a name of the same length, `ModuleSources.mainBundleName`): an app's module
// declares its own, its bundle folder; this one serves the rest. In Xcode a local package
// linked into an app finds the app's bundle there (its Info.plist, its identifier), and a
// package previewed alone the preview agent's; here both are the bundle the host registers.
import Foundation
@_spi(Hosts) import Trellis

/// The previewed app's bundle (`AppStrings.bundle`), else the process's.
public var TrellisMain: Bundle { AppStrings.bundle ?? .main }
