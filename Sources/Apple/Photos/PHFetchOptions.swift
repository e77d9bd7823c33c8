// How a fetch filters and sorts: a predicate and sort descriptors written as Photos code writes
// them (`NSPredicate(format: "mediaType == %d", …)`, `NSSortDescriptor(key: "creationDate",
// ascending: false)`), a limit, and whether hidden assets and which sources are included.
import Foundation

/// Options of a fetch: which objects, in which order, how many.
open class PHFetchOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Which objects are fetched (nil: all). Keys read on assets: `localIdentifier`, `mediaType`,
    /// `mediaSubtypes`, `pixelWidth`, `pixelHeight`, `creationDate`, `modificationDate`,
    /// `duration`, `favorite` (`isFavorite`), `hidden` (`isHidden`), `burstIdentifier`; on
    /// collections: `localIdentifier`, `title` (`localizedTitle`), `estimatedAssetCount`,
    /// `startDate`, `endDate`.
    open var predicate: NSPredicate?
    /// The order of the objects (nil: the library's order — assets by creation date, albums as
    /// they were made), by the same keys.
    open var sortDescriptors: [NSSortDescriptor]?
    /// Whether hidden assets are fetched (false).
    open var includeHiddenAssets = false
    /// Whether every photo of a burst is fetched, not only its representative (false).
    open var includeAllBurstAssets = false
    /// The sources assets are fetched from (all of them; every asset here is of the user's library).
    open var includeAssetSourceTypes: PHAssetSourceType = [.typeUserLibrary, .typeCloudShared, .typeiTunesSynced]
    /// The most objects fetched (0: no limit).
    open var fetchLimit = 0
    /// Whether change details list the indexes that changed (true); when false, change details
    /// only give the fetch result after the change.
    open var wantsIncrementalChangeDetails = true

    /// Options that fetch everything in the library's order.
    public override init() { super.init() }

    /// A copy of the options.
    /// - Parameter zone: Not used.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHFetchOptions()
        copy.predicate = predicate
        copy.sortDescriptors = sortDescriptors
        copy.includeHiddenAssets = includeHiddenAssets
        copy.includeAllBurstAssets = includeAllBurstAssets
        copy.includeAssetSourceTypes = includeAssetSourceTypes
        copy.fetchLimit = fetchLimit
        copy.wantsIncrementalChangeDetails = wantsIncrementalChangeDetails
        return copy
    }
}
