// What an app reads to edit an asset's content: its properties, its image as a file
// (`fullSizeImageURL`, a copy in the library's folder) and a display-size image, or its video as
// an AVFoundation asset. Edits are never saved here (there is no `PHContentEditingOutput`).
import AVFoundation
import CoreLocation
import Foundation
import UIKit

/// Data describing an edit, kept with an asset.
open class PHAdjustmentData: NSObject, @unchecked Sendable {
    /// The identifier of the app's edit format ("com.example.filters").
    public let formatIdentifier: String
    /// The version of the format.
    public let formatVersion: String
    /// The edit's parameters.
    public let data: Data

    /// Adjustment data of a format.
    /// - Parameters:
    ///   - formatIdentifier: The format.
    ///   - formatVersion: Its version.
    ///   - data: The edit's parameters.
    public init(formatIdentifier: String, formatVersion: String, data: Data) {
        self.formatIdentifier = formatIdentifier
        self.formatVersion = formatVersion
        self.data = data
        super.init()
    }
}

/// Options of a content editing input request.
open class PHContentEditingInputRequestOptions: NSObject, @unchecked Sendable {
    /// Whether the app reads the adjustment data of a format (assets here have none).
    open var canHandleAdjustmentData: (PHAdjustmentData) -> Bool = { _ in false }
    /// Whether a resource in iCloud may be downloaded (every resource is on the device here).
    open var isNetworkAccessAllowed = false
    /// Told of download progress (never called here).
    open var progressHandler: ((Double, UnsafeMutablePointer<ObjCBool>) -> Void)?

    /// Options that read no adjustment data.
    public override init() { super.init() }
}

/// Identifies a content editing input request.
public typealias PHContentEditingInputRequestID = UInt

/// Info key: whether the asset is in iCloud and was not downloaded (never, here).
public let PHContentEditingInputResultIsInCloudKey = "PHContentEditingInputResultIsInCloudKey"
/// Info key: whether the request was cancelled.
public let PHContentEditingInputCancelledKey = "PHContentEditingInputCancelledKey"
/// Info key: the error that stopped the request.
public let PHContentEditingInputErrorKey = "PHContentEditingInputErrorKey"

/// What an app reads to edit an asset: its properties and content.
open class PHContentEditingInput: NSObject, @unchecked Sendable {
    private let record: AssetRecord

    init(record: AssetRecord) {
        self.record = record
        super.init()
    }

    /// The asset's media type.
    open var mediaType: PHAssetMediaType { record.mediaType }
    /// The asset's subtypes.
    open var mediaSubtypes: PHAssetMediaSubtype { record.mediaSubtypes }
    /// When the asset was taken.
    open var creationDate: Date? { record.creationDate }
    /// Where it was taken.
    open var location: CLLocation? { record.location }
    /// The type of its content ("public.jpeg").
    open var uniformTypeIdentifier: String? { record.uniformTypeIdentifier }
    /// How it plays back.
    open var playbackStyle: PHAsset.PlaybackStyle { PHAsset(record: record).playbackStyle }
    /// The data of its last edit (none).
    open var adjustmentData: PHAdjustmentData? { nil }
    /// The image at about the screen's size (the image scaled to fit 1,024 pixels).
    open var displaySizeImage: UIImage? {
        AssetImages.image(record, target: CGSize(width: 1024, height: 1024), contentMode: .aspectFit, crop: nil)
    }
    /// A file of the full-size image (nil for a video).
    open var fullSizeImageURL: URL? {
        guard let (data, uti) = AssetImages.data(record) else { return nil }
        let ext = uti == "public.jpeg" ? "JPG" : "PNG"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-photos-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(record.id.prefix(36))-\(record.contentRevision).\(ext)")
        if !FileManager.default.fileExists(atPath: url.path) { try? data.write(to: url) }
        return url
    }
    /// The EXIF orientation of the full-size image (1: up).
    open var fullSizeImageOrientation: Int32 { 1 }
    /// The video (nil for a photo).
    open var audiovisualAsset: AVAsset? {
        guard record.mediaType == .video, case let .file(url) = record.content else { return nil }
        return AVURLAsset(url: url)
    }
}

extension PHAsset {
    /// Requests what the app needs to edit the asset's content.
    /// - Parameters:
    ///   - options: Adjustment data and network access.
    ///   - completionHandler: Called on the main queue with the input (nil when the asset is gone,
    ///     with `PHContentEditingInputErrorKey`) and the info dictionary.
    /// - Returns: The request's identifier.
    @discardableResult
    public func requestContentEditingInput(with options: PHContentEditingInputRequestOptions?,
                                           completionHandler: @escaping (PHContentEditingInput?, [AnyHashable: Any]) -> Void)
        -> PHContentEditingInputRequestID {
        let id = PHContentEditingInputRequestID(PhotoLibraryStore.shared.nextSequence())
        let reply = Unchecked(completionHandler)
        let asset = self
        DispatchQueue.main.async {
            if ContentEditingRequests.takeCancelled(id) {
                return reply.value(nil, [PHContentEditingInputCancelledKey: true])
            }
            guard let record = PHImageManager.record(asset) else {
                return reply.value(nil, [PHContentEditingInputErrorKey: PHPhotosError(.identifierNotFound)])
            }
            reply.value(PHContentEditingInput(record: record), [PHContentEditingInputResultIsInCloudKey: false])
        }
        return id
    }

    /// Cancels a content editing input request whose handler has not been called.
    /// - Parameter requestID: The request.
    public func cancelContentEditingInputRequest(_ requestID: PHContentEditingInputRequestID) {
        ContentEditingRequests.cancel(requestID)
    }
}

/// The content editing input requests cancelled before they were answered.
enum ContentEditingRequests {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cancelled = Set<PHContentEditingInputRequestID>()

    static func cancel(_ id: PHContentEditingInputRequestID) { lock.withLock { _ = cancelled.insert(id) } }
    static func takeCancelled(_ id: PHContentEditingInputRequestID) -> Bool { lock.withLock { cancelled.remove(id) != nil } }
}
