// What `Bundle.main` is in compiled previews. Every module's `Bundle.main` is compiled as
// `TrellisMain` (a name of the same length, `ModuleSources.mainBundleName`): an app's module
// declares its own, its bundle folder; this one serves the rest. In Xcode a local package
// linked into an app finds the app's bundle there (its Info.plist, its identifier), and a
// package previewed alone the preview agent's; here both are the bundle the host registers.
import Foundation
@_spi(Hosts) import Trellis

/// The previewed app's bundle (`AppStrings.bundle`), else the process's.
public var TrellisMain: Bundle { AppStrings.bundle ?? .main }

/// `NSLocalizedString` as compiled previews call it (`LinuxRewrites` renames the calls: Linux's
/// looks only in the process's bundle): the entry of `key` in the app's strings tables (or
/// `bundle`'s) in the preview's language, else `value`, else the key.
/// - Parameters:
///   - key: The key.
///   - tableName: The strings table (`Localizable` when nil).
///   - bundle: The bundle of the table (`Bundle.main`: the app's).
///   - value: The text when no table has the key (the key when empty).
///   - comment: A note for translators.
public func TrellisLocalizing(_ key: String, tableName: String? = nil, bundle: Bundle = TrellisMain, value: String = "",
                              comment: String) -> String {
    AppStrings.localized(key, value: value.isEmpty ? key : value, table: tableName, bundle: bundle === Bundle.main ? nil : bundle)
}
