// What a change to the library changed, as a change observer is told it: for a fetch result, the
// indexes removed, inserted and changed and the moves, and the fetch result after the change;
// for an object, its snapshot after the change. Computed by making the fetch again on the
// library after the change and comparing.
import Foundation

/// A change to the library, given to change observers.
open class PHChange: NSObject, @unchecked Sendable {
    let before: LibraryState
    let after: LibraryState
    /// The assets whose content (not only properties) changed.
    let contentChanged: Set<String>

    init(before: LibraryState, after: LibraryState, contentChanged: Set<String> = []) {
        self.before = before
        self.after = after
        self.contentChanged = contentChanged
        super.init()
    }

    /// What changed of an asset or collection: nil when it did not change.
    /// - Parameter object: An asset or collection fetched before the change.
    /// - Returns: Its change details, or nil.
    open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? {
        let id = object.localIdentifier
        guard !id.isEmpty else { return nil }
        if object is PHAsset {
            guard let record = after.assets[id] else {
                return before.assets[id] == nil ? nil : PHObjectChangeDetails(before: object, after: nil, contentChanged: false)
            }
            guard record.revision != object.revision else { return nil }
            return PHObjectChangeDetails(before: object, after: PHAsset(record: record) as? T,
                                         contentChanged: contentChanged.contains(id))
        }
        if let collection = object as? PHAssetCollection, collection.snapshot.type == .album, collection.snapshot.transientAssetIDs == nil {
            guard let album = after.albums[id] else {
                return before.albums[id] == nil ? nil : PHObjectChangeDetails(before: object, after: nil, contentChanged: false)
            }
            guard album.revision != object.revision else { return nil }
            return PHObjectChangeDetails(before: object, after: PHAssetCollection(snapshot: CollectionSnapshot(album, in: after)) as? T,
                                         contentChanged: false)
        }
        return nil
    }

    /// What changed of a fetch result: the fetch made again after the change, compared with it;
    /// nil when nothing it holds or would hold changed.
    /// - Parameter fetchResult: A fetch result.
    /// - Returns: Its change details, or nil.
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        guard let query = fetchResult.query else { return nil }
        if case .fixed = query.source { return nil }
        let afterResult = PHFetchResult<T>(objects: query.objects(in: after).compactMap { $0 as? T }, query: query)
        var revisions: [String: Int] = [:]
        for object in fetchResult.objects { revisions[object.localIdentifier] = object.revision }
        let changed = afterResult.objects.filter { object in revisions[object.localIdentifier].map { $0 != object.revision } ?? false }
        let details = PHFetchResultChangeDetails(from: fetchResult, to: afterResult, changedObjects: changed)
        guard details.differs else { return nil }
        if !query.wantsIncrementalChangeDetails { details.makeNonIncremental() }
        return details
    }
}

/// What changed of an asset or collection.
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The object as it was.
    public let objectBeforeChanges: ObjectType
    /// The object as it is now (nil when it was deleted).
    public let objectAfterChanges: ObjectType?
    /// Whether an asset's image or video changed (not only its properties).
    public let assetContentChanged: Bool
    /// Whether it was deleted.
    public var objectWasDeleted: Bool { objectAfterChanges == nil }

    init(before: ObjectType, after: ObjectType?, contentChanged: Bool) {
        objectBeforeChanges = before
        objectAfterChanges = after
        assetContentChanged = contentChanged
        super.init()
    }
}

/// What changed of a fetch result: the objects removed, inserted, changed and moved, and the fetch
/// result after the change. Removed indexes are of the result before; inserted and changed ones
/// of the result after.
open class PHFetchResultChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The fetch result before the change.
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The fetch result after the change.
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// Whether the indexes are given (false when the fetch asked for no incremental details).
    public private(set) var hasIncrementalChanges = true
    /// The indexes of the objects removed, in the result before.
    public private(set) var removedIndexes: IndexSet?
    /// The objects removed.
    public private(set) var removedObjects: [ObjectType] = []
    /// The indexes of the objects inserted, in the result after.
    public private(set) var insertedIndexes: IndexSet?
    /// The objects inserted.
    public private(set) var insertedObjects: [ObjectType] = []
    /// The indexes of the objects that changed, in the result after.
    public private(set) var changedIndexes: IndexSet?
    /// The objects that changed, as they are now.
    public private(set) var changedObjects: [ObjectType] = []
    private var moves: [(Int, Int)] = []

    /// Whether objects moved.
    open var hasMoves: Bool { !moves.isEmpty }

    /// The details of going from one fetch result to another, with the objects that changed.
    /// - Parameters:
    ///   - fromResult: The result before.
    ///   - toResult: The result after.
    ///   - changedObjects: The objects whose properties changed.
    public init(from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>, changedObjects: [ObjectType]) {
        fetchResultBeforeChanges = fromResult
        fetchResultAfterChanges = toResult
        super.init()
        let before = fromResult.objects.map(\.localIdentifier), after = toResult.objects.map(\.localIdentifier)
        let beforeSet = Set(before), afterSet = Set(after)
        let changedSet = Set(changedObjects.map(\.localIdentifier))
        var removed = IndexSet(), inserted = IndexSet(), changed = IndexSet()
        for (i, id) in before.enumerated() where !afterSet.contains(id) { removed.insert(i) }
        for (i, id) in after.enumerated() where !beforeSet.contains(id) { inserted.insert(i) }
        for (i, id) in after.enumerated() where beforeSet.contains(id) && changedSet.contains(id) { changed.insert(i) }
        removedIndexes = removed
        insertedIndexes = inserted
        changedIndexes = changed
        removedObjects = removed.map { fromResult.objects[$0] }
        insertedObjects = inserted.map { toResult.objects[$0] }
        self.changedObjects = changed.map { toResult.objects[$0] }
        // Moves: the before order with removals and insertions applied, turned into the after order.
        var order = before.filter(afterSet.contains)
        for i in inserted { order.insert(after[i], at: min(i, order.count)) }
        for target in after.indices where order[target] != after[target] {
            guard let from = order[(target + 1)...].firstIndex(of: after[target]) else { continue }
            moves.append((from, target))
            order.insert(order.remove(at: from), at: target)
        }
    }

    /// Calls a block with each move, from an index to another, in the result with removals and
    /// insertions applied.
    /// - Parameter handler: Called with the index moved from and the index moved to.
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {
        for (from, to) in moves { handler(from, to) }
    }

    /// Whether anything differs.
    var differs: Bool {
        !(removedIndexes ?? []).isEmpty || !(insertedIndexes ?? []).isEmpty || !(changedIndexes ?? []).isEmpty || !moves.isEmpty
    }

    /// Drops the indexes (a fetch that asked for no incremental details).
    func makeNonIncremental() {
        hasIncrementalChanges = false
        removedIndexes = nil
        insertedIndexes = nil
        changedIndexes = nil
        removedObjects = []
        insertedObjects = []
        changedObjects = []
        moves = []
    }
}
