// A request, made in a change block, to create an album, rename it, add, insert, remove,
// replace and reorder its assets, or delete albums. Smart albums cannot be changed (a request
// for one is nil, as Photos makes it).
import Foundation

/// A request to create, change or delete an album, made in a change block.
open class PHAssetCollectionChangeRequest: PHChangeRequest, @unchecked Sendable {
    /// One change to an album's assets, in the order requested.
    private enum Edit {
        case add([String])
        case insert([String], IndexSet)
        case remove([String])
        case removeAt(IndexSet)
        case replace(IndexSet, [String])
        case move(IndexSet, Int)
    }

    private var albumID: String?
    private var placeholder: PHObjectPlaceholder?
    private var edits: [Edit] = []
    private var titleChanged = false
    /// Whether the request creates an album.
    var isCreation: Bool { placeholder != nil }

    /// The album's title.
    open var title = "" { didSet { titleChanged = true } }

    /// A request that changes nothing until given an album.
    public required override init() { super.init() }

    /// A request to change an album; nil for a smart album or a transient collection.
    /// - Parameter assetCollection: The album.
    public convenience init?(for assetCollection: PHAssetCollection) {
        guard assetCollection.canPerform(.addContent) else { return nil }
        self.init()
        albumID = assetCollection.localIdentifier
        title = assetCollection.localizedTitle ?? ""
        titleChanged = false
    }

    /// A request to change an album whose assets were fetched (indexes refer to that fetch).
    /// - Parameters:
    ///   - assetCollection: The album.
    ///   - assets: Its assets, as fetched.
    public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>) {
        self.init(for: assetCollection)
    }

    /// A request to create an album.
    /// - Parameter title: Its title.
    /// - Returns: The request.
    @discardableResult
    open class func creationRequestForAssetCollection(withTitle title: String) -> Self {
        let request = self.init()
        request.placeholder = PHObjectPlaceholder(localIdentifier: PhotoLibraryStore.albumIdentifier(PhotoLibraryStore.shared.nextSequence()),
                                                  revision: 0)
        request.albumID = request.placeholder?.localIdentifier
        request.title = title
        return request
    }

    /// The placeholder of the album the request creates.
    open var placeholderForCreatedAssetCollection: PHObjectPlaceholder {
        placeholder ?? PHObjectPlaceholder(localIdentifier: albumID ?? "", revision: 0)
    }

    /// Requests to delete albums (the person allows it).
    /// - Parameter assetCollections: The albums: an array, `NSArray` or fetch result of them.
    open class func deleteAssetCollections(_ assetCollections: any NSFastEnumeration) {
        guard let transaction = ChangeTransaction.current else { return OutsideChangeBlock.warn("deleteAssetCollections") }
        transaction.deletedAlbumIDs += enumeratedObjects(assetCollections).compactMap { ($0 as? PHObject)?.localIdentifier }
    }

    private static func ids(_ assets: any NSFastEnumeration) -> [String] {
        enumeratedObjects(assets).compactMap { ($0 as? PHObject)?.localIdentifier }
    }

    /// Adds assets at the end.
    /// - Parameter assets: Assets or placeholders.
    open func addAssets(_ assets: any NSFastEnumeration) { edits.append(.add(Self.ids(assets))) }
    /// Inserts assets at indexes.
    /// - Parameters:
    ///   - assets: Assets or placeholders.
    ///   - indexes: Where they go, one index each.
    open func insertAssets(_ assets: any NSFastEnumeration, at indexes: IndexSet) { edits.append(.insert(Self.ids(assets), indexes)) }
    /// Removes assets (they stay in the library).
    /// - Parameter assets: The assets.
    open func removeAssets(_ assets: any NSFastEnumeration) { edits.append(.remove(Self.ids(assets))) }
    /// Removes the assets at indexes.
    /// - Parameter indexes: The indexes.
    open func removeAssets(at indexes: IndexSet) { edits.append(.removeAt(indexes)) }
    /// Replaces the assets at indexes.
    /// - Parameters:
    ///   - indexes: The indexes.
    ///   - assets: The assets that take their places.
    open func replaceAssets(at indexes: IndexSet, withAssets assets: any NSFastEnumeration) { edits.append(.replace(indexes, Self.ids(assets))) }
    /// Moves the assets at indexes to an index.
    /// - Parameters:
    ///   - fromIndexes: The assets' indexes.
    ///   - toIndex: Where they go, in the album without them.
    open func moveAssets(at fromIndexes: IndexSet, to toIndex: Int) { edits.append(.move(fromIndexes, toIndex)) }

    // MARK: Making the request

    /// Adds the album the request creates to `state`.
    func create(in state: inout LibraryState, store: PhotoLibraryStore) {
        guard let id = placeholder?.localIdentifier else { return }
        state.albums[id] = AlbumRecord(id: id, sequence: store.nextSequence(), title: title, assetIDs: [], revision: store.nextRevision())
    }

    /// Makes the request's edits to its album in `state`.
    func change(in state: inout LibraryState, store: PhotoLibraryStore) throws {
        guard let id = albumID, titleChanged || !edits.isEmpty || isCreation else { return }
        guard var album = state.albums[id] else { throw PHPhotosError(.identifierNotFound) }
        if titleChanged { album.title = title }
        var list = album.assetIDs
        for edit in edits {
            switch edit {
            case let .add(ids):
                list += ids.filter { !list.contains($0) }
            case let .insert(ids, indexes):
                for (id, index) in zip(ids, indexes) where !list.contains(id) { list.insert(id, at: min(index, list.count)) }
            case let .remove(ids):
                list.removeAll(where: ids.contains)
            case let .removeAt(indexes):
                for index in indexes.reversed() where index < list.count { list.remove(at: index) }
            case let .replace(indexes, ids):
                for (index, id) in zip(indexes, ids) where index < list.count { list[index] = id }
            case let .move(indexes, to):
                let moving = indexes.filter { $0 < list.count }.map { list[$0] }
                for index in indexes.reversed() where index < list.count { list.remove(at: index) }
                list.insert(contentsOf: moving, at: min(to, list.count))
            }
        }
        album.assetIDs = list
        album.revision = store.nextRevision()
        state.albums[id] = album
    }
}
