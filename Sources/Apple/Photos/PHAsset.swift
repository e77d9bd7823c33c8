// An asset of the photo library — a photo or video — as a snapshot of its properties, and the
// fetches that find assets: all of them, of a media type, by identifier, in a collection, of a
// burst. On Linux the library is the process's in-memory one (PhotoLibraryStore.swift); a
// fetch before the app asked for access asks for it, and the person allows it.
import CoreLocation
import Foundation

/// A photo or video of the library: its properties when it was fetched.
open class PHAsset: PHObject, @unchecked Sendable {
    let record: AssetRecord?

    init(record: AssetRecord) {
        self.record = record
        super.init(localIdentifier: record.id, revision: record.revision)
    }

    /// An asset standing for nothing in the library (as `PHAsset()` makes on Apple's platforms:
    /// an unknown media type of no size).
    public override init() {
        record = nil
        super.init()
    }

    /// The kind of media.
    open var mediaType: PHAssetMediaType { record?.mediaType ?? .unknown }
    /// Its special kinds (panorama, Live Photo, screenshot, slow motion…).
    open var mediaSubtypes: PHAssetMediaSubtype { record?.mediaSubtypes ?? [] }
    /// How it plays back.
    open var playbackStyle: PlaybackStyle {
        switch mediaType {
        case .image: return mediaSubtypes.contains(.photoLive) ? .livePhoto : mediaSubtypes.contains(.photoAnimation) ? .imageAnimated : .image
        case .video: return .video
        case .audio, .unknown: return .unsupported
        }
    }
    /// Its width in pixels.
    open var pixelWidth: Int { record?.pixelWidth ?? 0 }
    /// Its height in pixels.
    open var pixelHeight: Int { record?.pixelHeight ?? 0 }
    /// When it was taken or made.
    open var creationDate: Date? { record?.creationDate }
    /// When it was last changed.
    open var modificationDate: Date? { record?.modificationDate }
    /// Where it was taken, if known.
    open var location: CLLocation? { record?.location }
    /// A video's length in seconds (0 for a photo).
    open var duration: TimeInterval { record?.duration ?? 0 }
    /// Whether the person hid it.
    open var isHidden: Bool { record?.isHidden ?? false }
    /// Whether the person marked it as a favorite.
    open var isFavorite: Bool { record?.isFavorite ?? false }
    /// The burst it belongs to, if any.
    open var burstIdentifier: String? { record?.burstIdentifier }
    /// How a burst photo was picked (none: there are no bursts here).
    open var burstSelectionTypes: PHAssetBurstSelectionType { [] }
    /// Whether it is the representative of a burst.
    open var representsBurst: Bool { record?.burstIdentifier != nil }
    /// Where it comes from: the user's library.
    open var sourceType: PHAssetSourceType { record == nil ? [] : .typeUserLibrary }
    /// Whether its content was edited (never here).
    open var hasAdjustments: Bool { false }
    /// The identifier of the format of its edits (none).
    open var adjustmentFormatIdentifier: String? { nil }

    /// Whether an edit is allowed: every edit of an asset in the library.
    /// - Parameter editOperation: The edit.
    /// - Returns: Whether it is allowed.
    open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool { record != nil }

    /// The values predicates and sort descriptors read, by Photos' key names.
    var namedValues: [String: Any] {
        guard let record else { return [:] }
        var values: [String: Any] = [
            "localIdentifier": record.id, "mediaType": record.mediaType.rawValue, "mediaSubtypes": Int(record.mediaSubtypes.rawValue),
            "pixelWidth": record.pixelWidth, "pixelHeight": record.pixelHeight, "duration": record.duration,
            "favorite": record.isFavorite, "isFavorite": record.isFavorite, "hidden": record.isHidden, "isHidden": record.isHidden,
            "sourceType": Int(PHAssetSourceType.typeUserLibrary.rawValue), "playbackStyle": playbackStyle.rawValue,
            "representsBurst": record.burstIdentifier != nil,
        ]
        values["creationDate"] = record.creationDate
        values["modificationDate"] = record.modificationDate
        values["burstIdentifier"] = record.burstIdentifier
        return values
    }

    // MARK: Fetching

    /// The library's assets now, asking for access first if the app never did.
    static func fetch(_ source: FetchQuery.Source, _ options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let store = PhotoLibraryStore.shared
        switch store.requestAuthorization() {
        case .authorized, .limited: return PHFetchResult(query: FetchQuery(source, options), state: store.state)
        default: return PHFetchResult(objects: [], query: FetchQuery(source, options))
        }
    }

    /// Every asset (hidden ones only if the options include them), in the library's order.
    /// - Parameter options: The predicate, order and limit.
    /// - Returns: The assets.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fetch(.assets(nil), options) }

    /// The assets of a media type.
    /// - Parameters:
    ///   - mediaType: The media type.
    ///   - options: The predicate, order and limit.
    /// - Returns: The assets.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch(.assets(mediaType), options)
    }

    /// The assets of identifiers (those still in the library).
    /// - Parameters:
    ///   - identifiers: Their local identifiers.
    ///   - options: The predicate, order and limit.
    /// - Returns: The assets.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch(.assetIdentifiers(identifiers), options)
    }

    /// The assets of a collection, in its order.
    /// - Parameters:
    ///   - assetCollection: An album, smart album or transient collection.
    ///   - options: The predicate, order and limit.
    /// - Returns: The assets.
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch(.assetsIn(assetCollection.snapshot), options)
    }

    /// The key assets of a collection: the photos that stand for it (its first assets here).
    /// - Parameters:
    ///   - assetCollection: The collection.
    ///   - options: The predicate, order and limit.
    /// - Returns: The assets, or nil when the collection has none.
    open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>? {
        let result = fetchAssets(in: assetCollection, options: options)
        return result.count == 0 ? nil : PHFetchResult(objects: Array(result.objects.prefix(1)), query: nil)
    }

    /// The photos of a burst.
    /// - Parameters:
    ///   - burstIdentifier: The burst.
    ///   - options: The predicate, order and limit.
    /// - Returns: The photos.
    open class func fetchAssets(withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch(.burst(burstIdentifier), options)
    }
}
