// What a fetch asked for, kept with its result so the same fetch can be made again on a later
// state of the library: that is how change details compare a fetch result with what it would be
// after a change.
import Foundation

/// A fetch: what it fetches and its options.
struct FetchQuery: @unchecked Sendable {
    /// What is fetched.
    enum Source {
        /// Every asset, or those of one media type.
        case assets(PHAssetMediaType?)
        /// The assets of these identifiers.
        case assetIdentifiers([String])
        /// The assets of a collection (album, smart album or transient collection).
        case assetsIn(CollectionSnapshot)
        /// The photos of a burst.
        case burst(String)
        /// The collections of a type and subtype.
        case collections(PHAssetCollectionType, PHAssetCollectionSubtype)
        /// The collections of these identifiers.
        case collectionIdentifiers([String])
        /// The collections of a type holding an asset.
        case collectionsContaining(String, PHAssetCollectionType)
        /// The albums and folders at the top level.
        case topLevelUserCollections
        /// The folders of a type and subtype (there are none).
        case collectionLists
        /// Objects given once (a transient collection's): fetched again, they are the same.
        case fixed([PHObject])
    }

    let source: Source
    let predicate: NSPredicate?
    let sortDescriptors: [NSSortDescriptor]
    let fetchLimit: Int
    let includeHiddenAssets: Bool
    let includeAllBurstAssets: Bool
    let sourceTypes: PHAssetSourceType
    let wantsIncrementalChangeDetails: Bool

    init(_ source: Source, _ options: PHFetchOptions?) {
        self.source = source
        predicate = options?.predicate
        sortDescriptors = options?.sortDescriptors ?? []
        fetchLimit = options?.fetchLimit ?? 0
        includeHiddenAssets = options?.includeHiddenAssets ?? false
        includeAllBurstAssets = options?.includeAllBurstAssets ?? false
        sourceTypes = options?.includeAssetSourceTypes ?? [.typeUserLibrary, .typeCloudShared, .typeiTunesSynced]
        wantsIncrementalChangeDetails = options?.wantsIncrementalChangeDetails ?? true
    }

    /// What the fetch gives on `state`.
    func objects(in state: LibraryState, now: Date = Date()) -> [PHObject] {
        switch source {
        case let .fixed(objects):
            return objects
        case .assets, .assetIdentifiers, .assetsIn, .burst:
            var records = assetRecords(in: state, now: now)
            if !sourceTypes.contains(.typeUserLibrary) { records = [] }
            var assets = records.map(PHAsset.init(record:))
            assets = FetchFiltering.filter(assets, by: predicate) { $0.namedValues }
            assets = FetchFiltering.sort(assets, by: sortDescriptors) { $0.namedValues }
            return limited(assets)
        default:
            var collections = collectionSnapshots(in: state).map(PHAssetCollection.init(snapshot:))
            collections = FetchFiltering.filter(collections, by: predicate) { $0.namedValues }
            collections = FetchFiltering.sort(collections, by: sortDescriptors) { $0.namedValues }
            return limited(collections)
        }
    }

    private func limited<T>(_ items: [T]) -> [T] { fetchLimit > 0 ? Array(items.prefix(fetchLimit)) : items }

    /// The asset records fetched, in the source's order.
    private func assetRecords(in state: LibraryState, now: Date) -> [AssetRecord] {
        let visible = { (a: AssetRecord) in includeHiddenAssets || !a.isHidden }
        switch source {
        case let .assets(type):
            return state.orderedAssets.filter { visible($0) && (type == nil || $0.mediaType == type) }
        case let .assetIdentifiers(ids):
            let wanted = Set(ids)
            return state.orderedAssets.filter { wanted.contains($0.id) }
        case let .burst(id):
            return state.orderedAssets.filter { $0.burstIdentifier == id && visible($0) }
        case let .assetsIn(collection):
            if let ids = collection.transientAssetIDs { return ids.compactMap { state.assets[$0] } }
            if let smart = SmartAlbum.album(id: collection.id) {
                return state.orderedAssets.filter { smart.contains($0, includeHidden: includeHiddenAssets, now: now) }
            }
            return (state.albums[collection.id]?.assetIDs ?? []).compactMap { state.assets[$0] }.filter(visible)
        default:
            return []
        }
    }

    /// The collections fetched, in the source's order.
    private func collectionSnapshots(in state: LibraryState) -> [CollectionSnapshot] {
        let albums = state.orderedAlbums.map { CollectionSnapshot($0, in: state) }
        let smart = SmartAlbum.all.map(CollectionSnapshot.init)
        switch source {
        case let .collections(type, subtype):
            switch type {
            case .album: return subtype == .any || subtype == .albumRegular ? albums : []
            case .smartAlbum: return smart.filter { subtype == .any || $0.subtype == subtype }
            case .moment: return []
            }
        case let .collectionIdentifiers(ids):
            let wanted = Set(ids)
            return (smart + albums).filter { wanted.contains($0.id) }
        case let .collectionsContaining(assetID, type):
            guard let asset = state.assets[assetID] else { return [] }
            switch type {
            case .album: return albums.filter { state.albums[$0.id]?.assetIDs.contains(assetID) == true }
            case .smartAlbum: return SmartAlbum.all.filter { $0.contains(asset, includeHidden: false, now: Date()) }.map(CollectionSnapshot.init)
            case .moment: return []
            }
        case .topLevelUserCollections:
            return albums
        default:
            return []
        }
    }
}
