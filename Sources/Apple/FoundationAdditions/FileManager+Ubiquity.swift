// iCloud Drive through the file manager, as apps that sync documents ask for it: Linux's
// Foundation has none of it. There is no iCloud account here, as on a Simulator signed out of
// iCloud: no ubiquity container (`url(forUbiquityContainerIdentifier:)` is nil, which apps
// check before using one), no identity token, no item is ubiquitous, and asking to move,
// download or evict one throws Cocoa's "file unavailable" error.
import Foundation

extension FileManager {
    /// The folder of an iCloud container (Linux: no iCloud account, so none).
    /// - Parameter containerIdentifier: The container (nil: the app's first).
    /// - Returns: Nil.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// The signed-in iCloud account's token (Linux: none signed in).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

    /// Whether an item is stored in iCloud (Linux: never).
    /// - Parameter url: The item.
    /// - Returns: False.
    public func isUbiquitousItem(at url: URL) -> Bool { false }

    /// Moves an item into or out of iCloud (Linux: there is no iCloud to move it to).
    /// - Parameters:
    ///   - flag: Into iCloud (true) or out of it.
    ///   - url: The item.
    ///   - destinationURL: Where it goes.
    /// - Throws: Cocoa's "file unavailable" error.
    public func setUbiquitous(_ flag: Bool, itemAt url: URL, destinationURL: URL) throws { throw Self.noUbiquity(url) }

    /// Starts downloading an iCloud item (Linux: no item is in iCloud).
    /// - Parameter url: The item.
    /// - Throws: Cocoa's "file unavailable" error.
    public func startDownloadingUbiquitousItem(at url: URL) throws { throw Self.noUbiquity(url) }

    /// Removes an iCloud item's local copy (Linux: no item is in iCloud).
    /// - Parameter url: The item.
    /// - Throws: Cocoa's "file unavailable" error.
    public func evictUbiquitousItem(at url: URL) throws { throw Self.noUbiquity(url) }

    private static func noUbiquity(_ url: URL) -> CocoaError {
        CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: url])
    }
}
