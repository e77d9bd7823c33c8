// The requests one change block makes, and how they are made into a new state of the library:
// all of them or none (the first that cannot be made fails the block with Photos' error).
// Creations come first, then changes to assets, then changes to albums, then deletions, so a
// block may add an asset it creates to an album in any order, as in Photos.
import Foundation
import UIKit

/// The requests of the change block being run.
final class ChangeTransaction: @unchecked Sendable {
    /// The transaction of the change block running on the changes queue.
    static let key = DispatchSpecificKey<ChangeTransaction>()
    /// Marks the changes queue.
    static let queueKey = DispatchSpecificKey<Bool>()
    /// The serial queue change blocks run on.
    static let queue: DispatchQueue = {
        let queue = DispatchQueue(label: "com.apple.photos.changes")
        queue.setSpecific(key: queueKey, value: true)
        return queue
    }()

    /// The transaction of the change block running now, if any.
    static var current: ChangeTransaction? { DispatchQueue.getSpecific(key: key) }

    private(set) var requests: [PHChangeRequest] = []
    var deletedAssetIDs: [String] = []
    var deletedAlbumIDs: [String] = []

    func add(_ request: PHChangeRequest) { requests.append(request) }

    /// Runs `block` as this transaction's change block (on the changes queue).
    func run(_ block: () -> Void) {
        Self.queue.setSpecific(key: Self.key, value: self)
        block()
        Self.queue.setSpecific(key: Self.key, value: nil)
    }

    /// Makes the requests on `state`: the identifiers of assets whose content changed.
    func apply(to state: inout LibraryState, store: PhotoLibraryStore, now: Date) throws -> Set<String> {
        let assetRequests = requests.compactMap { $0 as? PHAssetChangeRequest }
        let albumRequests = requests.compactMap { $0 as? PHAssetCollectionChangeRequest }
        for request in assetRequests where request.creation != nil { try request.create(in: &state, store: store, now: now) }
        for request in albumRequests where request.isCreation { request.create(in: &state, store: store) }
        for request in assetRequests where request.creation == nil { try request.change(in: &state, store: store, now: now) }
        for request in albumRequests { try request.change(in: &state, store: store) }
        var touchedAlbums = Set<String>()
        for id in deletedAssetIDs {
            guard state.assets.removeValue(forKey: id) != nil else { continue }
            for (albumID, album) in state.albums where album.assetIDs.contains(id) {
                state.albums[albumID]?.assetIDs.removeAll { $0 == id }
                touchedAlbums.insert(albumID)
            }
        }
        for albumID in touchedAlbums { state.albums[albumID]?.revision = store.nextRevision() }
        for id in deletedAlbumIDs { state.albums.removeValue(forKey: id) }
        return []
    }
}

/// Says once, for each kind of request, that a request made outside a change block is ignored.
enum OutsideChangeBlock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned = Set<String>()

    static func warn(_ name: String) {
        let first = lock.withLock { warned.insert(name).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("warning: \(name) made outside a PHPhotoLibrary change block is ignored (Photos raises an exception)\n".utf8))
    }
}

/// A value carried across queues whose type is not `Sendable` (a change block, a handler): it is
/// only used on one queue at a time.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
