// Collections of the photo library: albums and smart albums (`PHAssetCollection`), folders
// (`PHCollectionList`), and their common base. The library has the smart albums a Simulator has
// (SmartAlbums.swift) and the albums the app makes; it has no folders.
import CoreLocation
import Foundation

/// An album, smart album or folder.
open class PHCollection: PHObject, @unchecked Sendable {
    /// Whether it holds assets (albums) rather than collections (folders).
    open var canContainAssets: Bool { false }
    /// Whether it holds collections (folders).
    open var canContainCollections: Bool { false }
    /// Its title, in the person's language (English here).
    open var localizedTitle: String? { nil }

    /// Whether an edit is allowed.
    /// - Parameter anOperation: The edit.
    /// - Returns: Whether it is allowed.
    open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { false }

    /// The collections in a folder (none: the library has no folders).
    /// - Parameters:
    ///   - collectionList: The folder.
    ///   - options: The predicate, order and limit.
    /// - Returns: The collections.
    open class func fetchCollections(in collectionList: PHCollectionList, options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        if let children = collectionList.transientChildren { return PHFetchResult(objects: children, query: nil) }
        return PHFetchResult(objects: [], query: FetchQuery(.collectionLists, options))
    }

    /// The albums and folders at the top level of the library: the albums the app made.
    /// - Parameter options: The predicate, order and limit.
    /// - Returns: The collections.
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        PHAssetCollection.fetch(.topLevelUserCollections, options)
    }
}

/// An album or smart album.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
    let snapshot: CollectionSnapshot

    init(snapshot: CollectionSnapshot) {
        self.snapshot = snapshot
        super.init(localIdentifier: snapshot.id, revision: snapshot.revision)
    }

    /// A collection standing for nothing in the library.
    public override init() {
        snapshot = CollectionSnapshot(transient: [], title: nil, id: "")
        super.init()
    }

    /// Album or smart album.
    open var assetCollectionType: PHAssetCollectionType { snapshot.type }
    /// Its kind (Favorites, Recents, a regular album…).
    open var assetCollectionSubtype: PHAssetCollectionSubtype { snapshot.subtype }
    /// About how many assets it holds: the count of an album; `NSNotFound` for a smart album, as
    /// Photos reports it (fetch its assets to count them).
    open var estimatedAssetCount: Int { snapshot.estimatedAssetCount }
    /// The earliest creation date of its assets (moments only; nil here).
    open var startDate: Date? { nil }
    /// The latest creation date of its assets (moments only; nil here).
    open var endDate: Date? { nil }
    /// Where its assets were taken (moments only; nil here).
    open var approximateLocation: CLLocation? { nil }
    /// The names of the places its assets were taken (moments only; none here).
    open var localizedLocationNames: [String] { [] }
    /// It holds assets.
    open override var canContainAssets: Bool { true }
    /// Its title.
    open override var localizedTitle: String? { snapshot.title }

    /// Albums allow every edit; smart albums none.
    /// - Parameter anOperation: The edit.
    /// - Returns: Whether it is allowed.
    open override func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool {
        snapshot.type == .album && snapshot.transientAssetIDs == nil && !snapshot.id.isEmpty
    }

    /// The values predicates and sort descriptors read, by Photos' key names.
    var namedValues: [String: Any] {
        var values: [String: Any] = ["localIdentifier": snapshot.id, "estimatedAssetCount": snapshot.estimatedAssetCount,
                                     "assetCollectionType": snapshot.type.rawValue, "assetCollectionSubtype": snapshot.subtype.rawValue]
        values["title"] = snapshot.title
        values["localizedTitle"] = snapshot.title
        return values
    }

    /// The library's collections now, asking for access first if the app never did.
    static func fetch<T>(_ source: FetchQuery.Source, _ options: PHFetchOptions?) -> PHFetchResult<T> {
        let store = PhotoLibraryStore.shared
        switch store.requestAuthorization() {
        case .authorized, .limited: return PHFetchResult(query: FetchQuery(source, options), state: store.state)
        default: return PHFetchResult(objects: [], query: FetchQuery(source, options))
        }
    }

    /// The collections of identifiers.
    /// - Parameters:
    ///   - identifiers: Their local identifiers.
    ///   - options: The predicate, order and limit.
    /// - Returns: The collections.
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAssetCollection> {
        fetch(.collectionIdentifiers(identifiers), options)
    }

    /// The collections of a type and subtype: `.smartAlbum` with `.smartAlbumUserLibrary` is
    /// Recents, with `.any` every smart album; `.album` the albums the app made.
    /// - Parameters:
    ///   - type: Album or smart album.
    ///   - subtype: The kind, or `.any`.
    ///   - options: The predicate, order and limit.
    /// - Returns: The collections.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        fetch(.collections(type, subtype), options)
    }

    /// The collections of a type that hold an asset.
    /// - Parameters:
    ///   - asset: The asset.
    ///   - type: Album or smart album.
    ///   - options: The predicate, order and limit.
    /// - Returns: The collections.
    open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType,
                                                    options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        fetch(.collectionsContaining(asset.localIdentifier, type), options)
    }

    /// A collection of assets that is not in the library, to show them as one.
    /// - Parameters:
    ///   - assets: The assets.
    ///   - title: Its title.
    /// - Returns: The collection.
    open class func transientAssetCollection(with assets: [PHAsset], title: String?) -> PHAssetCollection {
        PHAssetCollection(snapshot: CollectionSnapshot(transient: assets.map(\.localIdentifier), title: title,
                                                       id: PhotoLibraryStore.albumIdentifier(PhotoLibraryStore.shared.nextSequence())))
    }

    /// A collection of a fetch result's assets that is not in the library.
    /// - Parameters:
    ///   - fetchResult: The assets.
    ///   - title: Its title.
    /// - Returns: The collection.
    open class func transientAssetCollection(withAssetFetchResult fetchResult: PHFetchResult<PHAsset>, title: String?) -> PHAssetCollection {
        transientAssetCollection(with: fetchResult.objects, title: title)
    }
}

/// A folder of albums and folders.
open class PHCollectionList: PHCollection, @unchecked Sendable {
    let listTitle: String?
    let transientChildren: [PHCollection]?

    init(title: String?, children: [PHCollection]?, id: String) {
        listTitle = title
        transientChildren = children
        super.init(localIdentifier: id, revision: 0)
    }

    /// A folder standing for nothing in the library.
    public override init() {
        listTitle = nil
        transientChildren = nil
        super.init()
    }

    /// Its kind: a folder.
    open var collectionListType: PHCollectionListType { .folder }
    /// Its subtype: a regular folder.
    open var collectionListSubtype: PHCollectionListSubtype { .regularFolder }
    /// The earliest date of its contents (nil here).
    open var startDate: Date? { nil }
    /// The latest date of its contents (nil here).
    open var endDate: Date? { nil }
    /// The names of places (none here).
    open var localizedLocationNames: [String] { [] }
    /// It holds collections.
    open override var canContainCollections: Bool { true }
    /// Its title.
    open override var localizedTitle: String? { listTitle }

    /// The folders of a type and subtype: none (the library has no folders).
    /// - Parameters:
    ///   - collectionListType: The type.
    ///   - subtype: The subtype, or `.any`.
    ///   - options: The predicate, order and limit.
    /// - Returns: The folders.
    open class func fetchCollectionLists(with collectionListType: PHCollectionListType, subtype: PHCollectionListSubtype,
                                         options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [], query: FetchQuery(.collectionLists, options))
    }

    /// The folders of identifiers: none.
    /// - Parameters:
    ///   - identifiers: Their local identifiers.
    ///   - options: The predicate, order and limit.
    /// - Returns: The folders.
    open class func fetchCollectionLists(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [], query: FetchQuery(.collectionLists, options))
    }

    /// The folders that hold a collection: none.
    /// - Parameters:
    ///   - collection: The collection.
    ///   - options: The predicate, order and limit.
    /// - Returns: The folders.
    open class func fetchCollectionListsContaining(_ collection: PHCollection, options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [], query: FetchQuery(.collectionLists, options))
    }

    /// A folder that is not in the library, to show collections as one.
    /// - Parameters:
    ///   - collections: The collections.
    ///   - title: Its title.
    /// - Returns: The folder.
    open class func transientCollectionList(with collections: [PHCollection], title: String?) -> PHCollectionList {
        PHCollectionList(title: title, children: collections,
                         id: PhotoLibraryStore.albumIdentifier(PhotoLibraryStore.shared.nextSequence()))
    }
}
