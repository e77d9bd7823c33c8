// The smart albums a Simulator's library has, with their English titles, and which assets each
// holds. Each is always there (empty when no asset fits), as in Photos. Those whose kind cannot
// be told from what the library keeps (selfies, long exposures, RAW, failed uploads) stay empty.
import Foundation

/// A smart album: its subtype, title and which assets it holds.
struct SmartAlbum: Sendable {
    let subtype: PHAssetCollectionSubtype
    let title: String
    let holds: @Sendable (AssetRecord, Date) -> Bool

    var id: String { PhotoLibraryStore.smartAlbumIdentifier(subtype) }

    /// The smart albums, in subtype order.
    static let all: [SmartAlbum] = [
        SmartAlbum(subtype: .smartAlbumPanoramas, title: "Panoramas") { a, _ in a.mediaSubtypes.contains(.photoPanorama) },
        SmartAlbum(subtype: .smartAlbumVideos, title: "Videos") { a, _ in a.mediaType == .video },
        SmartAlbum(subtype: .smartAlbumFavorites, title: "Favorites") { a, _ in a.isFavorite },
        SmartAlbum(subtype: .smartAlbumTimelapses, title: "Time-lapse") { a, _ in a.mediaSubtypes.contains(.videoTimelapse) },
        SmartAlbum(subtype: .smartAlbumAllHidden, title: "Hidden") { a, _ in a.isHidden },
        SmartAlbum(subtype: .smartAlbumRecentlyAdded, title: "Recently Added") { a, now in now.timeIntervalSince(a.addedDate) < 30 * 86_400 },
        SmartAlbum(subtype: .smartAlbumBursts, title: "Bursts") { a, _ in a.burstIdentifier != nil },
        SmartAlbum(subtype: .smartAlbumSlomoVideos, title: "Slo-mo") { a, _ in a.mediaSubtypes.contains(.videoHighFrameRate) },
        SmartAlbum(subtype: .smartAlbumUserLibrary, title: "Recents") { _, _ in true },
        SmartAlbum(subtype: .smartAlbumSelfPortraits, title: "Selfies") { _, _ in false },
        SmartAlbum(subtype: .smartAlbumScreenshots, title: "Screenshots") { a, _ in a.mediaSubtypes.contains(.photoScreenshot) },
        SmartAlbum(subtype: .smartAlbumDepthEffect, title: "Portrait") { a, _ in a.mediaSubtypes.contains(.photoDepthEffect) },
        SmartAlbum(subtype: .smartAlbumLivePhotos, title: "Live Photos") { a, _ in a.mediaSubtypes.contains(.photoLive) },
        SmartAlbum(subtype: .smartAlbumAnimated, title: "Animated") { a, _ in a.mediaSubtypes.contains(.photoAnimation) },
        SmartAlbum(subtype: .smartAlbumLongExposures, title: "Long Exposure") { _, _ in false },
        SmartAlbum(subtype: .smartAlbumUnableToUpload, title: "Unable to Upload") { _, _ in false },
        SmartAlbum(subtype: .smartAlbumRAW, title: "RAW") { _, _ in false },
        SmartAlbum(subtype: .smartAlbumCinematic, title: "Cinematic") { a, _ in a.mediaSubtypes.contains(.videoCinematic) },
        SmartAlbum(subtype: .smartAlbumSpatial, title: "Spatial") { a, _ in a.mediaSubtypes.contains(.spatialMedia) },
        SmartAlbum(subtype: .smartAlbumScreenRecordings, title: "Screen Recordings") { a, _ in a.mediaSubtypes.contains(.videoScreenRecording) },
    ]

    /// The smart album of an identifier.
    static func album(id: String) -> SmartAlbum? { all.first { $0.id == id } }

    /// Whether the album holds an asset: hidden assets only in Hidden, unless `includeHidden`.
    func contains(_ asset: AssetRecord, includeHidden: Bool, now: Date) -> Bool {
        if subtype != .smartAlbumAllHidden, asset.isHidden, !includeHidden { return false }
        return holds(asset, now)
    }
}

/// What a collection object shows of its collection when it was fetched.
struct CollectionSnapshot: Sendable {
    let id: String
    let type: PHAssetCollectionType
    let subtype: PHAssetCollectionSubtype
    let title: String?
    let estimatedAssetCount: Int
    let revision: Int
    /// A transient collection's assets (nil: the library's collection of `id`).
    let transientAssetIDs: [String]?

    /// A smart album's snapshot: its count is not estimated (`NSNotFound`), as Photos reports it.
    init(_ album: SmartAlbum) {
        id = album.id
        type = .smartAlbum
        subtype = album.subtype
        title = album.title
        estimatedAssetCount = NSNotFound
        revision = 0
        transientAssetIDs = nil
    }

    /// An album's snapshot.
    init(_ album: AlbumRecord, in state: LibraryState) {
        id = album.id
        type = .album
        subtype = .albumRegular
        title = album.title
        estimatedAssetCount = album.assetIDs.filter { state.assets[$0] != nil }.count
        revision = album.revision
        transientAssetIDs = nil
    }

    /// A transient collection's snapshot.
    init(transient ids: [String], title: String?, id: String) {
        self.id = id
        type = .album
        subtype = .albumRegular
        self.title = title
        estimatedAssetCount = ids.count
        revision = 0
        transientAssetIDs = ids
    }
}
