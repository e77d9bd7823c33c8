// A request, made in a change block, to create an asset from its data resources: a photo's
// bytes or file, a video's file, a Live Photo's photo and paired video. Only the photo and
// video resources make the asset; the others are kept out (there is nothing to edit here).
import Foundation

/// Options of a resource added to a creation request.
open class PHAssetResourceCreationOptions: NSObject, NSCopying, @unchecked Sendable {
    /// The file name the resource is kept under.
    open var originalFilename: String?
    /// The resource's uniform type identifier ("public.jpeg").
    open var uniformTypeIdentifier: String?
    /// Whether the file is moved into the library rather than copied.
    open var shouldMoveFile = false

    /// Options with no file name or type.
    public override init() { super.init() }

    /// A copy of the options.
    /// - Parameter zone: Not used.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHAssetResourceCreationOptions()
        copy.originalFilename = originalFilename
        copy.uniformTypeIdentifier = uniformTypeIdentifier
        copy.shouldMoveFile = shouldMoveFile
        return copy
    }
}

/// A request to create an asset from data resources, made in a change block.
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
    /// A resource added to the request.
    private struct Resource {
        let type: PHAssetResourceType
        let data: Data?
        let fileURL: URL?
        let options: PHAssetResourceCreationOptions?
    }

    private var resources: [Resource] = []

    /// A request to create an asset, to which resources are then added.
    /// - Returns: The request.
    open class func forAsset() -> Self { creating(self, .resources) }

    /// Whether resources of these types make an asset together: a photo, a video, or a photo with
    /// its paired video, each with optional extra resources.
    /// - Parameter types: The resource types (`PHAssetResourceType` raw values).
    /// - Returns: Whether they do.
    open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool {
        let kinds = types.compactMap { PHAssetResourceType(rawValue: $0.intValue) }
        return kinds.count == types.count && (kinds.contains(.photo) || kinds.contains(.video))
    }

    /// Adds a resource of a file.
    /// - Parameters:
    ///   - type: What the resource is.
    ///   - fileURL: The file.
    ///   - options: Its file name and type.
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {
        resources.append(Resource(type: type, data: nil, fileURL: fileURL, options: options?.copy() as? PHAssetResourceCreationOptions))
    }

    /// Adds a resource of data.
    /// - Parameters:
    ///   - type: What the resource is.
    ///   - data: The data.
    ///   - options: Its file name and type.
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {
        resources.append(Resource(type: type, data: data, fileURL: nil, options: options?.copy() as? PHAssetResourceCreationOptions))
    }

    /// The record of the asset the resources make (nil when they make none).
    func record(id: String, sequence: Int, revision: Int, now: Date) throws -> AssetRecord? {
        if let photo = resources.first(where: { $0.type == .photo }) {
            guard let data = photo.data ?? photo.fileURL.flatMap({ try? Data(contentsOf: $0) }),
                  var record = Self.imageRecord(data, url: photo.fileURL, id: id, sequence: sequence, revision: revision, now: now)
            else { throw PHPhotosError(.invalidResource) }
            if let name = photo.options?.originalFilename { record.originalFilename = name }
            if resources.contains(where: { $0.type == .pairedVideo }) { record.mediaSubtypes.insert(.photoLive) }
            return record
        }
        if let video = resources.first(where: { $0.type == .video }) {
            let source: URL?
            if let url = video.fileURL {
                source = url
            } else if let data = video.data {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-photos-\(UUID().uuidString).mov")
                source = (try? data.write(to: url)) == nil ? nil : url
            } else {
                source = nil
            }
            guard let source, let copy = Self.keep(source, id: id),
                  var record = AssetFiles.videoRecord(of: copy, content: .file(copy), id: id, sequence: sequence, revision: revision, date: now)
            else { throw PHPhotosError(.invalidResource) }
            record.originalFilename = video.options?.originalFilename ?? source.lastPathComponent
            return record
        }
        return nil
    }
}
