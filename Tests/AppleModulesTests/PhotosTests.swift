import CoreData
import CoreGraphics
import Foundation
@testable import Photos
import PhotosUI
import Testing
import Trellis
import TrellisCairo
import UIKit

/// PhotoKit over the process's in-memory library: authorization, fetches with predicates and sort
/// descriptors, change requests and the change details observers get, and images scaled to the
/// sizes apps ask for (PNG-coded by Cairo, as in the previewer).
@Suite(.serialized) struct PhotosTests {
    init() {
        _ = CairoBackend.backend()
        PhotoLibraryStore.shared.reset()
        AssetImages.forget(nil)
    }

    // MARK: Helpers

    /// A PNG of `width` × `height`: its left half red, its right half blue.
    static func halves(_ width: Int, _ height: Int) throws -> Data {
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { rgba += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return try RenderedImage(width: width, height: height, rgba: rgba).pngData()
    }

    /// A UIImage of a PNG of halves.
    static func image(_ width: Int, _ height: Int) throws -> UIImage {
        try #require(UIImage(data: halves(width, height)))
    }

    /// A box of an ISO media file.
    static func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
        let size = UInt32(8 + content.count)
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8) + content
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A movie file's boxes: `seconds` long (timescale 600) with a `width` × `height` video track,
    /// turned a quarter when `portrait`.
    static func movie(seconds: Double, width: UInt32, height: UInt32, portrait: Bool = false) -> Data {
        let mvhd = box("mvhd", [0, 0, 0, 0] + be32(0) + be32(0) + be32(600) + be32(UInt32(seconds * 600)) + [UInt8](repeating: 0, count: 80))
        let identity = be32(0x10000) + be32(0) + be32(0) + be32(0) + be32(0x10000) + be32(0) + be32(0) + be32(0) + be32(0x4000_0000)
        let quarter = be32(0) + be32(0x10000) + be32(0) + be32(0xFFFF_0000) + be32(0) + be32(0) + be32(0) + be32(0) + be32(0x4000_0000)
        let tkhd = box("tkhd", [0, 0, 0, 3] + be32(0) + be32(0) + be32(1) + be32(0) + be32(UInt32(seconds * 600)) + [UInt8](repeating: 0, count: 16)
                       + (portrait ? quarter : identity) + be32(width << 16) + be32(height << 16))
        return Data(box("ftyp", Array("isom".utf8) + be32(0x200) + Array("isom".utf8)) + box("moov", mvhd + box("trak", tkhd)))
    }

    /// A temporary file of `data`.
    static func file(_ data: Data, _ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// Records the changes it is told of.
    final class Observer: NSObject, PHPhotoLibraryChangeObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var told: [PHChange] = []
        var changes: [PHChange] { lock.withLock { told } }
        func photoLibraryDidChange(_ changeInstance: PHChange) { lock.withLock { told.append(changeInstance) } }
    }

    /// Saves images (of the sizes given) with creation dates a day apart, oldest first.
    @discardableResult
    static func save(_ sizes: [(Int, Int)], favorite: Int? = nil, hidden: Int? = nil) async throws -> [String] {
        let images = try sizes.map { try image($0.0, $0.1) }
        let ids = Locked<[String]>([])
        try await PHPhotoLibrary.shared().performChanges {
            for (i, image) in images.enumerated() {
                let request = PHAssetChangeRequest.creationRequestForAsset(from: image)
                request.creationDate = Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(i) * 86_400)
                request.isFavorite = i == favorite
                request.isHidden = i == hidden
                ids.value.append(request.placeholderForCreatedAsset!.localIdentifier)
            }
        }
        return ids.value
    }

    final class Locked<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The image a request delivers, waited for.
    static func request(_ asset: PHAsset, _ size: CGSize, _ mode: PHImageContentMode,
                        _ options: PHImageRequestOptions? = nil) async -> (UIImage?, [AnyHashable: Any]?) {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Locked<(UIImage?, [AnyHashable: Any]?)>, Never>) in
            PHImageManager.default().requestImage(for: asset, targetSize: size, contentMode: mode, options: options) { image, info in
                continuation.resume(returning: Locked((image, info)))
            }
        }
        return result.value
    }

    // MARK: Authorization

    @Test func aFreshLibraryIsUndeterminedAndTheFirstRequestIsAllowed() async {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        let status = await withCheckedContinuation { continuation in
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { continuation.resume(returning: $0) }
        }
        #expect(status == .authorized)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .authorized)
        // A denied app fetches nothing and cannot change the library.
        PhotoLibraryStore.shared.setAuthorization(.denied)
        #expect(PHAsset.fetchAssets(with: nil).count == 0)
        await #expect(throws: PHPhotosError(.accessUserDenied)) {
            try await PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.creationRequestForAsset(from: UIImage()) }
        }
    }

    @Test func fetchingBeforeAskingAsksAndTheLibraryStartsEmpty() throws {
        let all = PHAsset.fetchAssets(with: nil)
        #expect(all.count == 0 && all.firstObject == nil && all.lastObject == nil)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .authorized)
        let smart = PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .any, options: nil)
        let titles = smart.objects(at: IndexSet(integersIn: 0..<smart.count)).compactMap(\.localizedTitle)
        #expect(titles.contains("Recents") && titles.contains("Favorites") && titles.contains("Videos") && titles.contains("Screenshots"))
        let recents = try #require(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumUserLibrary, options: nil).firstObject)
        #expect(recents.localizedTitle == "Recents" && recents.estimatedAssetCount == NSNotFound)
        #expect(PHAsset.fetchAssets(in: recents, options: nil).count == 0)
        #expect(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil).count == 0)
    }

    // MARK: Saving and fetching

    @Test func aSavedImageBecomesAnAssetAndObserversAreToldWhereItWent() async throws {
        let observer = Observer()
        PHPhotoLibrary.shared().register(observer)
        defer { PHPhotoLibrary.shared().unregisterChangeObserver(observer) }
        let before = PHAsset.fetchAssets(with: .image, options: nil)
        #expect(before.count == 0)
        let started = Date()
        let id = Locked("")
        try await PHPhotoLibrary.shared().performChanges {
            let request = PHAssetChangeRequest.creationRequestForAsset(from: try! Self.image(40, 30))
            id.value = request.placeholderForCreatedAsset?.localIdentifier ?? ""
        }
        #expect(id.value.hasSuffix("/L0/001"))
        // The completion comes after the observers were told.
        let change = try #require(observer.changes.first)
        let details = try #require(change.changeDetails(for: before))
        #expect(details.hasIncrementalChanges && details.insertedIndexes == IndexSet([0]))
        #expect(details.removedIndexes == IndexSet() && details.changedIndexes == IndexSet() && !details.hasMoves)
        let asset = try #require(details.fetchResultAfterChanges.firstObject)
        #expect(details.insertedObjects == [asset])
        #expect(asset.localIdentifier == id.value && asset.mediaType == .image && asset.mediaSubtypes == [])
        #expect(asset.pixelWidth == 40 && asset.pixelHeight == 30 && asset.duration == 0 && asset.sourceType == .typeUserLibrary)
        #expect(asset.creationDate.map { $0 >= started.addingTimeInterval(-1) && $0 <= Date() } == true)
        #expect(!asset.isFavorite && !asset.isHidden && asset.burstIdentifier == nil && asset.location == nil)
        // Fetched again: the same asset, by identifier too.
        #expect(PHAsset.fetchAssets(with: nil).firstObject == asset)
        #expect(PHAsset.fetchAssets(withLocalIdentifiers: [id.value], options: nil).count == 1)
        #expect(PHAsset.fetchAssets(with: .video, options: nil).count == 0)
        // A fetch result that the change did not touch has no details.
        #expect(change.changeDetails(for: PHAsset.fetchAssets(with: .video, options: nil)) == nil)
    }

    @Test func fetchOptionsFilterSortAndLimit() async throws {
        try await Self.save([(10, 10), (20, 10), (30, 10), (40, 10)], favorite: 2, hidden: 3)
        // The library's order is by creation date; hidden assets are left out.
        #expect(PHAsset.fetchAssets(with: nil).objects(at: IndexSet(0..<3)).map(\.pixelWidth) == [10, 20, 30])
        let newest = PHFetchOptions()
        newest.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        #expect(PHAsset.fetchAssets(with: newest).objects(at: IndexSet(0..<3)).map(\.pixelWidth) == [30, 20, 10])
        newest.includeHiddenAssets = true
        newest.fetchLimit = 2
        #expect(PHAsset.fetchAssets(with: .image, options: newest).objects(at: IndexSet(0..<2)).map(\.pixelWidth) == [40, 30])
        let images = PHFetchOptions()
        images.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
        #expect(PHAsset.fetchAssets(with: images).count == 3)
        images.predicate = NSPredicate(format: "mediaType = %d", PHAssetMediaType.video.rawValue)
        #expect(PHAsset.fetchAssets(with: images).count == 0)
        let favorites = PHFetchOptions()
        favorites.predicate = NSPredicate(format: "favorite == YES")
        #expect(PHAsset.fetchAssets(with: favorites).firstObject?.pixelWidth == 30)
        let wide = PHFetchOptions()
        wide.predicate = NSPredicate(format: "pixelWidth > %d AND isFavorite == NO", 10)
        #expect(PHAsset.fetchAssets(with: wide).count == 1)
        let byWidth = PHFetchOptions()
        byWidth.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending: false)]
        #expect(PHAsset.fetchAssets(with: byWidth).firstObject?.pixelWidth == 30)
        // Smart albums hold what fits them.
        let favoritesAlbum = try #require(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil).firstObject)
        #expect(PHAsset.fetchAssets(in: favoritesAlbum, options: nil).firstObject?.pixelWidth == 30)
        let hiddenAlbum = try #require(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumAllHidden, options: nil).firstObject)
        #expect(PHAsset.fetchAssets(in: hiddenAlbum, options: nil).firstObject?.pixelWidth == 40)
        let asset = try #require(PHAsset.fetchAssets(with: favorites).firstObject)
        let holding = PHAssetCollection.fetchAssetCollectionsContaining(asset, with: .smartAlbum, options: nil)
        #expect(holding.objects(at: IndexSet(0..<holding.count)).compactMap(\.localizedTitle).sorted() == ["Favorites", "Recently Added", "Recents"])
    }

    @Test func fetchResultsReadAsArraysDo() async throws {
        try await Self.save([(1, 1), (2, 1), (3, 1), (4, 1)])
        let all = PHAsset.fetchAssets(with: nil)
        #expect(all.count == 4 && all[1].pixelWidth == 2 && all.object(at: 3).pixelWidth == 4)
        #expect(all.firstObject?.pixelWidth == 1 && all.lastObject?.pixelWidth == 4)
        var seen: [Int] = []
        all.enumerateObjects { asset, index, stop in
            seen.append(asset.pixelWidth * 10 + index)
            if index == 2 { stop.pointee = true }
        }
        #expect(seen == [10, 21, 32])
        var reversed: [Int] = []
        all.enumerateObjects(options: .reverse) { asset, _, _ in reversed.append(asset.pixelWidth) }
        #expect(reversed == [4, 3, 2, 1])
        // Objects of another fetch are the same assets.
        let again = PHAsset.fetchAssets(with: .image, options: nil)
        #expect(all.contains(again[2]) && all.index(of: again[2]) == 2 && again[2] == all[2] && again[2] !== all[2])
        #expect(all.index(of: again[2], in: NSRange(location: 0, length: 2)) == NSNotFound)
        #expect(all.countOfAssets(with: .image) == 4 && all.countOfAssets(with: .video) == 0)
        #expect(PHAsset().localIdentifier.isEmpty && PHAsset().mediaType == .unknown && !all.contains(PHAsset()))
    }

    // MARK: Changes

    @Test func changeDetailsSayWhatChangedMovedAndWentAway() async throws {
        let ids = try await Self.save([(1, 1), (2, 1), (3, 1)])
        let observer = Observer()
        PHPhotoLibrary.shared().register(observer)
        defer { PHPhotoLibrary.shared().unregisterChangeObserver(observer) }
        let all = PHAsset.fetchAssets(with: nil)
        let first = all[0]
        // A favorite: changed in place.
        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest(for: first).isFavorite = true
        }
        try await PHPhotoLibrary.shared().performChanges {}
        let favorite = try #require(observer.changes.last?.changeDetails(for: all))
        #expect(favorite.changedIndexes == IndexSet([0]) && favorite.insertedIndexes == IndexSet() && favorite.changedObjects.first?.isFavorite == true)
        let objectDetails = try #require(observer.changes.last?.changeDetails(for: first))
        #expect(!objectDetails.objectWasDeleted && objectDetails.objectAfterChanges?.isFavorite == true && !objectDetails.assetContentChanged)
        #expect(observer.changes.last?.changeDetails(for: all[1]) == nil)
        // The oldest made the newest: it moves to the end.
        let current = favorite.fetchResultAfterChanges
        try await PHPhotoLibrary.shared().performChanges {
            PHAssetChangeRequest(for: current[0]).creationDate = Date(timeIntervalSinceReferenceDate: 800_000_000)
        }
        let moved = try #require(observer.changes.last?.changeDetails(for: current))
        var moves: [[Int]] = []
        moved.enumerateMoves { moves.append([$0, $1]) }
        #expect(moved.hasMoves && moves == [[1, 0], [2, 1]] && moved.changedIndexes == IndexSet([2]))
        #expect(moved.fetchResultAfterChanges.objects(at: IndexSet(0..<3)).map(\.localIdentifier) == [ids[1], ids[2], ids[0]])
        // Deleted, as an NSArray: removed from the result before.
        let after = moved.fetchResultAfterChanges
        try await PHPhotoLibrary.shared().performChanges {
            PHAssetChangeRequest.deleteAssets([after[1]] as NSArray)
        }
        let deleted = try #require(observer.changes.last?.changeDetails(for: after))
        #expect(deleted.removedIndexes == IndexSet([1]) && deleted.removedObjects.map(\.localIdentifier) == [ids[2]])
        #expect(deleted.fetchResultAfterChanges.count == 2)
        #expect(observer.changes.last?.changeDetails(for: after[1])?.objectWasDeleted == true)
        // A fetch that wants no incremental details gets only the result after.
        let plain = PHFetchOptions()
        plain.wantsIncrementalChangeDetails = false
        let unsorted = PHAsset.fetchAssets(with: plain)
        try await PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.deleteAssets(unsorted) }
        let whole = try #require(observer.changes.last?.changeDetails(for: unsorted))
        #expect(!whole.hasIncrementalChanges && whole.removedIndexes == nil && whole.fetchResultAfterChanges.count == 0)
    }

    @Test func albumsAreMadeFilledAndFoundByTitle() async throws {
        let made = Locked(("", ""))
        try await PHPhotoLibrary.shared().performChanges {
            let asset = PHAssetChangeRequest.creationRequestForAsset(from: try! Self.image(8, 8))
            let album = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Trips")
            album.addAssets([asset.placeholderForCreatedAsset!] as NSFastEnumeration)
            made.value = (album.placeholderForCreatedAssetCollection.localIdentifier, asset.placeholderForCreatedAsset!.localIdentifier)
        }
        let byTitle = PHFetchOptions()
        byTitle.predicate = NSPredicate(format: "title = %@", "Trips")
        let album = try #require(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: byTitle).firstObject)
        #expect(album.localIdentifier == made.value.0 && album.localizedTitle == "Trips" && album.estimatedAssetCount == 1)
        #expect(album.assetCollectionType == .album && album.assetCollectionSubtype == .albumRegular && album.canPerform(.addContent))
        #expect(PHAsset.fetchAssets(in: album, options: nil).firstObject?.localIdentifier == made.value.1)
        #expect(PHCollection.fetchTopLevelUserCollections(with: nil).firstObject?.localizedTitle == "Trips")
        byTitle.predicate = NSPredicate(format: "title = %@", "Nope")
        #expect(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: byTitle).count == 0)
        // A smart album cannot be changed.
        let recents = try #require(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumUserLibrary, options: nil).firstObject)
        #expect(PHAssetCollectionChangeRequest(for: recents) == nil && !recents.canPerform(.addContent))
        // Renamed and emptied; then deleted.
        try await PHPhotoLibrary.shared().performChanges {
            let change = PHAssetCollectionChangeRequest(for: album)
            change?.title = "Holidays"
            change?.removeAssets(at: IndexSet([0]))
        }
        let renamed = try #require(PHAssetCollection.fetchAssetCollections(withLocalIdentifiers: [album.localIdentifier], options: nil).firstObject)
        #expect(renamed.localizedTitle == "Holidays" && renamed.estimatedAssetCount == 0 && PHAsset.fetchAssets(with: nil).count == 1)
        try await PHPhotoLibrary.shared().performChanges { PHAssetCollectionChangeRequest.deleteAssetCollections([renamed]) }
        #expect(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil).count == 0)
    }

    @Test func aChangeThatCannotBeMadeFailsWholeWithPhotosErrors() async throws {
        let text = try Self.file(Data("not an image".utf8), "notes.png")
        let result = await withCheckedContinuation { continuation in
            PHPhotoLibrary.shared().performChanges({
                PHAssetChangeRequest.creationRequestForAsset(from: try! Self.image(5, 5))
                PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL: text)
            }, completionHandler: { ok, error in
                continuation.resume(returning: Locked((ok, error)))
            })
        }
        let failed = result.value
        #expect(!failed.0 && (failed.1 as? PHPhotosError)?.code == .invalidResource)
        let bridged = failed.1.map { $0 as NSError }
        #expect(bridged?.domain == PHPhotosErrorDomain && bridged?.code == 3302)
        // Nothing of the block was made.
        #expect(PHAsset.fetchAssets(with: nil).count == 0)
        // Changing an asset that is gone.
        let ghost = PHAsset(record: AssetRecord(id: "gone/L0/001", sequence: 0, mediaType: .image, mediaSubtypes: [], pixelWidth: 1, pixelHeight: 1,
                                                creationDate: nil, modificationDate: nil, addedDate: Date(), location: nil, duration: 0,
                                                isFavorite: false, isHidden: false, burstIdentifier: nil, content: .none, originalFilename: "",
                                                uniformTypeIdentifier: "", revision: 1, contentRevision: 1))
        #expect(throws: PHPhotosError(.identifierNotFound)) {
            try PHPhotoLibrary.shared().performChangesAndWait { PHAssetChangeRequest(for: ghost).isHidden = true }
        }
        do {
            try PHPhotoLibrary.shared().performChangesAndWait { PHAssetChangeRequest(for: ghost).isHidden = true }
        } catch PHPhotosError.identifierNotFound {
            // Caught by its code, as apps catch Photos' errors.
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func filesAndResourcesBecomeAssets() async throws {
        let png = try Self.file(Self.halves(12, 6), "IMG_0001.png")
        let movie = try Self.file(Self.movie(seconds: 2.5, width: 640, height: 480), "clip.mov")
        let portrait = try Self.file(Self.movie(seconds: 1, width: 1920, height: 1080, portrait: true), "portrait.mp4")
        try await PHPhotoLibrary.shared().performChanges {
            PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL: png)
            PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL: movie)
            let live = PHAssetCreationRequest.forAsset()
            live.addResource(with: .photo, data: try! Self.halves(4, 4), options: nil)
            live.addResource(with: .pairedVideo, fileURL: portrait, options: nil)
            let options = PHAssetResourceCreationOptions()
            options.originalFilename = "Vertical.MP4"
            PHAssetCreationRequest.forAsset().addResource(with: .video, fileURL: portrait, options: options)
        }
        let videos = PHAsset.fetchAssets(with: .video, options: nil)
        #expect(videos.count == 2)
        let clip = try #require(videos.objects(at: IndexSet(0..<2)).first { $0.pixelWidth == 640 })
        #expect(clip.duration == 2.5 && clip.pixelHeight == 480 && clip.playbackStyle == .video)
        let vertical = try #require(videos.objects(at: IndexSet(0..<2)).first { $0.pixelWidth == 1080 })
        #expect(vertical.pixelHeight == 1920 && vertical.duration == 1)
        let photos = PHAsset.fetchAssets(with: .image, options: nil)
        #expect(photos.objects(at: IndexSet(0..<photos.count)).map { [$0.pixelWidth, $0.pixelHeight] }.sorted { $0[0] < $1[0] } == [[4, 4], [12, 6]])
        let live = try #require(photos.objects(at: IndexSet(0..<2)).first { $0.pixelWidth == 4 })
        #expect(live.mediaSubtypes == .photoLive && live.playbackStyle == .livePhoto)
        let liveAlbum = try #require(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumLivePhotos, options: nil).firstObject)
        #expect(PHAsset.fetchAssets(in: liveAlbum, options: nil).count == 1)
        // A video's AVFoundation asset and player item are of the library's copy of its file.
        let avAsset = await withCheckedContinuation { continuation in
            PHImageManager.default().requestAVAsset(forVideo: clip, options: PHVideoRequestOptions()) { asset, mix, _ in
                continuation.resume(returning: Locked(((asset as? AVURLAsset)?.url, mix == nil)))
            }
        }
        let url = try #require(avAsset.value.0)
        #expect(FileManager.default.contents(atPath: url.path) == (try Data(contentsOf: movie)) && url != movie && avAsset.value.1)
        let item = await withCheckedContinuation { continuation in
            PHImageManager.default().requestPlayerItem(forVideo: clip, options: nil) { item, _ in continuation.resume(returning: Locked(item)) }
        }
        #expect(item.value != nil)
        // A photo has no video.
        let none = await withCheckedContinuation { continuation in
            PHImageManager.default().requestAVAsset(forVideo: live, options: nil) { asset, _, info in
                continuation.resume(returning: Locked((asset == nil, info?[PHImageErrorKey] as? PHPhotosError)))
            }
        }
        #expect(none.value.0 && none.value.1?.code == .requestNotSupportedForAsset)
    }

    @Test func aFolderNamedByTheEnvironmentSeedsTheLibrary() throws {
        let folder = try Self.file(Self.halves(16, 8), "b.png").deletingLastPathComponent()
        try Self.halves(6, 9).write(to: folder.appendingPathComponent("a.png"))
        try Self.movie(seconds: 3, width: 320, height: 240).write(to: folder.appendingPathComponent("c.mp4"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let store = PhotoLibraryStore(environment: [PhotoLibraryStore.folderVariable: folder.path])
        let assets = store.state.assets.values.sorted { $0.sequence < $1.sequence }
        #expect(assets.map(\.originalFilename) == ["a.png", "b.png", "c.mp4"])
        #expect(assets.map { [$0.pixelWidth, $0.pixelHeight] } == [[6, 9], [16, 8], [320, 240]])
        #expect(assets.map(\.mediaType) == [.image, .image, .video] && assets[2].duration == 3)
        #expect(PhotoLibraryStore(environment: [:]).state.assets.isEmpty)
    }

    // MARK: Images

    @Test func requestedImagesAreScaledToFitOrFillTheTargetSize() async throws {
        try await Self.save([(400, 200)])
        let asset = try #require(PHAsset.fetchAssets(with: nil).firstObject)
        let (fit, info) = await Self.request(asset, CGSize(width: 100, height: 100), .aspectFit)
        #expect(fit?.size == CGSize(width: 100, height: 50) && fit?.scale == 1)
        #expect(info?[PHImageResultIsDegradedKey] as? Bool == false && info?[PHImageResultRequestIDKey] as? PHImageRequestID != nil)
        let (fill, _) = await Self.request(asset, CGSize(width: 100, height: 100), .aspectFill)
        #expect(fill?.size == CGSize(width: 200, height: 100))
        let (full, _) = await Self.request(asset, PHImageManagerMaximumSize, .default)
        #expect(full?.size == CGSize(width: 400, height: 200))
        // Never enlarged.
        let (big, _) = await Self.request(asset, CGSize(width: 2000, height: 2000), .aspectFit)
        #expect(big?.size == CGSize(width: 400, height: 200))
        // The pixels are the image's: red on the left, blue on the right.
        let pixels = try RenderedImage(pngData: try #require(fit?.pngData()))
        #expect(pixels.pixel(x: 10, y: 25).map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
        #expect(pixels.pixel(x: 90, y: 25).map { [$0.red, $0.green, $0.blue] } == [0, 0, 255])
        // Cropped to its right half, exactly.
        let crop = PHImageRequestOptions()
        crop.resizeMode = .exact
        crop.normalizedCropRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let (right, _) = await Self.request(asset, CGSize(width: 50, height: 50), .aspectFit, crop)
        #expect(right?.size == CGSize(width: 50, height: 50))
        let cropped = try RenderedImage(pngData: try #require(right?.pngData()))
        #expect(cropped.pixel(x: 2, y: 2).map { [$0.red, $0.blue] } == [0, 255])
    }

    @Test func handlersComeSynchronouslyOrLaterOnTheMainQueueOrCancelled() async throws {
        try await Self.save([(64, 64)])
        let asset = try #require(PHAsset.fetchAssets(with: nil).firstObject)
        let sync = PHImageRequestOptions()
        sync.isSynchronous = true
        sync.deliveryMode = .opportunistic
        var calls = 0
        var size = CGSize.zero
        let id = PHCachingImageManager().requestImage(for: asset, targetSize: CGSize(width: 32, height: 32), contentMode: .aspectFill,
                                                      options: sync) { image, _ in
            calls += 1
            size = image?.size ?? .zero
        }
        #expect(calls == 1 && size == CGSize(width: 32, height: 32) && id != PHInvalidImageRequestID)
        // Asynchronous: after the call returns, on the main queue.
        let returned = Locked(false)
        let later = await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                PHImageManager.default().requestImage(for: asset, targetSize: CGSize(width: 8, height: 8), contentMode: .aspectFit, options: nil) { image, _ in
                    continuation.resume(returning: returned.value && image?.size == CGSize(width: 8, height: 8))
                }
                returned.value = true
            }
        }
        #expect(later)
        // Cancelled before it was delivered (by code on the main queue, as an app's is).
        let cancelled = await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                let manager = PHImageManager.default()
                let request = manager.requestImage(for: asset, targetSize: CGSize(width: 8, height: 8), contentMode: .aspectFit, options: nil) { image, info in
                    continuation.resume(returning: image == nil && info?[PHImageCancelledKey] as? Bool == true)
                }
                manager.cancelImageRequest(request)
            }
        }
        #expect(cancelled)
        // The image's data, as stored.
        let data = await withCheckedContinuation { continuation in
            PHImageManager.default().requestImageDataAndOrientation(for: asset, options: nil) { data, uti, orientation, _ in
                continuation.resume(returning: Locked((data.flatMap(UIImage.init(data:))?.size, uti, orientation)))
            }
        }
        #expect(data.value.0 == CGSize(width: 64, height: 64) && data.value.1 == "public.png" && data.value.2 == .up)
        // A caching manager prepares images ahead.
        let caching = PHCachingImageManager()
        #expect(caching.allowsCachingHighQualityImages)
        caching.startCachingImages(for: [asset], targetSize: CGSize(width: 16, height: 16), contentMode: .aspectFill, options: nil)
        let (cached, _) = await Self.request(asset, CGSize(width: 16, height: 16), .aspectFill)
        #expect(cached?.size == CGSize(width: 16, height: 16))
        caching.stopCachingImagesForAllAssets()
    }

    @Test func aPickerItemOfALibraryAssetLoadsItsData() async throws {
        let ids = try await Self.save([(3, 2)])
        let item = PhotosPickerItem(itemIdentifier: ids[0])
        #expect(item.supportedContentTypes.map(\.identifier) == ["public.png"])
        let data = try await item.loadTransferable(type: Data.self)
        #expect(data.flatMap(UIImage.init(data:))?.size == CGSize(width: 3, height: 2))
        #expect(try await PhotosPickerItem(itemIdentifier: "nothing").loadTransferable(type: Data.self) == nil)
        let configuration = PHPickerConfiguration(photoLibrary: .shared())
        #expect(configuration.selectionLimit == 1 && configuration != PHPickerConfiguration())
    }

    @Test func resourcesAndEditingInputsReadTheAssetsContent() async throws {
        try await Self.save([(20, 10)])
        let asset = try #require(PHAsset.fetchAssets(with: nil).firstObject)
        let resource = try #require(PHAssetResource.assetResources(for: asset).first)
        #expect(resource.type == .photo && resource.assetLocalIdentifier == asset.localIdentifier)
        #expect(resource.uniformTypeIdentifier == "public.png" && resource.originalFilename.hasPrefix("IMG_") && resource.originalFilename.hasSuffix(".PNG"))
        let data = await withCheckedContinuation { continuation in
            let bytes = Locked(Data())
            PHAssetResourceManager.default().requestData(for: resource, options: nil, dataReceivedHandler: { bytes.value.append($0) },
                                                         completionHandler: { error in continuation.resume(returning: Locked((bytes.value, error == nil))) })
        }
        #expect(data.value.1 && UIImage(data: data.value.0)?.size == CGSize(width: 20, height: 10))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("photos-tests-\(UUID().uuidString).png")
        try await PHAssetResourceManager.default().writeData(for: resource, toFile: copy, options: nil)
        #expect(UIImage(contentsOfFile: copy.path)?.size == CGSize(width: 20, height: 10))
        let input = await withCheckedContinuation { continuation in
            asset.requestContentEditingInput(with: PHContentEditingInputRequestOptions()) { input, _ in continuation.resume(returning: Locked(input)) }
        }
        let editing = try #require(input.value)
        #expect(editing.mediaType == .image && editing.uniformTypeIdentifier == "public.png" && editing.audiovisualAsset == nil)
        let file = try #require(editing.fullSizeImageURL)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 20, height: 10) && editing.displaySizeImage?.size == CGSize(width: 20, height: 10))
    }

    @Test func movieHeadersGiveDurationAndTurnedSize() {
        #expect(MovieHeader(Self.movie(seconds: 4, width: 1280, height: 720)).map { [$0.duration, Double($0.width), Double($0.height)] } == [4, 1280, 720])
        #expect(MovieHeader(Self.movie(seconds: 0.5, width: 1920, height: 1080, portrait: true)).map { [$0.width, $0.height] } == [1080, 1920])
        #expect(MovieHeader(Data("no movie".utf8)) == nil)
    }

    @Test func deliveredSizesFollowTheContentMode() {
        let fill = AssetImages.deliveredSize(width: 4032, height: 3024, target: CGSize(width: 150, height: 150), contentMode: .aspectFill)
        #expect(fill.width == 200 && fill.height == 150)
        let fit = AssetImages.deliveredSize(width: 4032, height: 3024, target: CGSize(width: 150, height: 150), contentMode: .aspectFit)
        #expect(fit.width == 150 && fit.height == 113)
        let own = AssetImages.deliveredSize(width: 10, height: 10, target: PHImageManagerMaximumSize, contentMode: .aspectFit)
        #expect(own.width == 10 && own.height == 10)
    }
}
