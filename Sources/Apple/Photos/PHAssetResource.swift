// The data resources an asset is made of — its photo or video, with its original file name and
// type — and the manager that reads them: a photo's bytes as stored, a video's file.
import Foundation

/// A data resource of an asset: its photo or video.
open class PHAssetResource: NSObject, @unchecked Sendable {
    /// What the resource is.
    public let type: PHAssetResourceType
    /// The identifier of its asset.
    public let assetLocalIdentifier: String
    /// Its uniform type identifier ("public.jpeg").
    public let uniformTypeIdentifier: String
    /// The name of the file it was made from ("IMG_0001.JPG").
    public let originalFilename: String

    init(type: PHAssetResourceType, record: AssetRecord) {
        self.type = type
        assetLocalIdentifier = record.id
        uniformTypeIdentifier = record.uniformTypeIdentifier
        originalFilename = record.originalFilename
        super.init()
    }

    /// The resources of an asset: its photo, or its video (none for an asset no longer in the
    /// library).
    /// - Parameter asset: The asset.
    /// - Returns: The resources.
    open class func assetResources(for asset: PHAsset) -> [PHAssetResource] {
        guard let record = PHImageManager.record(asset) else { return [] }
        switch record.mediaType {
        case .image: return [PHAssetResource(type: .photo, record: record)]
        case .video: return [PHAssetResource(type: .video, record: record)]
        case .audio: return [PHAssetResource(type: .audio, record: record)]
        case .unknown: return []
        }
    }
}

/// Options of a resource request.
open class PHAssetResourceRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Whether a resource in iCloud may be downloaded (every resource is on the device here).
    open var isNetworkAccessAllowed = false
    /// Told of download progress (never called here).
    open var progressHandler: PHAssetResourceProgressHandler?

    /// Options without network access.
    public override init() { super.init() }

    /// A copy of the options.
    /// - Parameter zone: Not used.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHAssetResourceRequestOptions()
        copy.isNetworkAccessAllowed = isNetworkAccessAllowed
        copy.progressHandler = progressHandler
        return copy
    }
}

/// Identifies a resource data request.
public typealias PHAssetResourceDataRequestID = Int32

/// Told of a resource download's progress, 0…1.
public typealias PHAssetResourceProgressHandler = (Double) -> Void

/// Reads assets' resources.
open class PHAssetResourceManager: NSObject, @unchecked Sendable {
    private static let shared = PHAssetResourceManager()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lastID: PHAssetResourceDataRequestID = 0
    nonisolated(unsafe) private static var cancelled = Set<PHAssetResourceDataRequestID>()

    /// The shared resource manager.
    /// - Returns: The manager.
    open class func `default`() -> PHAssetResourceManager { shared }

    /// A new resource manager.
    public override init() { super.init() }

    /// The bytes of a resource (nil when its asset is gone).
    static func data(_ resource: PHAssetResource) -> Data? {
        guard let record = PhotoLibraryStore.shared.state.assets[resource.assetLocalIdentifier] else { return nil }
        if record.mediaType == .video, case let .file(url) = record.content { return try? Data(contentsOf: url) }
        return AssetImages.data(record)?.0
    }

    /// Reads a resource's data, handing it over in one piece.
    /// - Parameters:
    ///   - resource: The resource.
    ///   - options: Network access and progress.
    ///   - handler: Called on a background queue with the data.
    ///   - completionHandler: Called on a background queue when done: nil, or why it failed
    ///     (`PHPhotosError.identifierNotFound` when the asset is gone, `.userCancelled` when cancelled).
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestData(for resource: PHAssetResource, options: PHAssetResourceRequestOptions?, dataReceivedHandler handler: @escaping (Data) -> Void,
                          completionHandler: @escaping ((any Error)?) -> Void) -> PHAssetResourceDataRequestID {
        let id = Self.lock.withLock { Self.lastID += 1; return Self.lastID }
        let reply = Unchecked((handler, completionHandler))
        DispatchQueue.global().async {
            if Self.lock.withLock({ Self.cancelled.remove(id) != nil }) { return reply.value.1(PHPhotosError(.userCancelled)) }
            guard let data = Self.data(resource) else { return reply.value.1(PHPhotosError(.identifierNotFound)) }
            reply.value.0(data)
            reply.value.1(nil)
        }
        return id
    }

    /// Writes a resource's data to a file (which must not exist).
    /// - Parameters:
    ///   - resource: The resource.
    ///   - fileURL: The file to write.
    ///   - options: Network access and progress.
    ///   - completionHandler: Called on a background queue: nil, or why it failed.
    open func writeData(for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?,
                        completionHandler: @escaping ((any Error)?) -> Void) {
        let reply = Unchecked(completionHandler)
        DispatchQueue.global().async {
            guard let data = Self.data(resource) else { return reply.value(PHPhotosError(.identifierNotFound)) }
            do {
                try data.write(to: fileURL, options: .withoutOverwriting)
                reply.value(nil)
            } catch {
                reply.value(error)
            }
        }
    }

    /// Writes a resource's data to a file (which must not exist).
    /// - Parameters:
    ///   - resource: The resource.
    ///   - fileURL: The file to write.
    ///   - options: Network access and progress.
    /// - Throws: Why it failed (`PHPhotosError.identifierNotFound` when the asset is gone, or the
    ///   file system's error).
    open func writeData(for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?) async throws {
        guard let data = Self.data(resource) else { throw PHPhotosError(.identifierNotFound) }
        try data.write(to: fileURL, options: .withoutOverwriting)
    }

    /// Cancels a data request whose handlers have not been called.
    /// - Parameter requestID: The request.
    open func cancelDataRequest(_ requestID: PHAssetResourceDataRequestID) {
        Self.lock.withLock { _ = Self.cancelled.insert(requestID) }
    }
}
