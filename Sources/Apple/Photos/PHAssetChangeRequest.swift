// Requests, made in a change block, to create assets (from a UIImage, an image file, a video
// file), change their properties (favorite, hidden, date, location) and delete them. A saved
// UIImage becomes an asset of its size in pixels, created now; an image file's size is the one
// its header declares; a video's duration and size are read from its movie header. Deleting
// assets asks the person on a device; here they allow it.
import CoreLocation
import Foundation
import UIKit

/// A request of a change block (the base of Photos' change requests).
open class PHChangeRequest: NSObject, @unchecked Sendable {
    /// A request of the change block running now (ignored, with a warning, outside one).
    public override init() {
        super.init()
        if let transaction = ChangeTransaction.current { transaction.add(self) } else { OutsideChangeBlock.warn("\(type(of: self))") }
    }
}

/// A request to create, change or delete an asset, made in a change block.
open class PHAssetChangeRequest: PHChangeRequest, @unchecked Sendable {
    /// What a creation request creates the asset from.
    enum Creation {
        case image(UIImage)
        case imageFile(URL)
        case videoFile(URL)
        /// A creation request's resources (`addResource`).
        case resources
    }

    /// What is created (nil: the request changes an existing asset).
    var creation: Creation?
    /// The asset changed (nil: the request creates one).
    var assetID: String?
    private var placeholder: PHObjectPlaceholder?
    private var changedKeys = Set<String>()

    /// When the asset was taken (a new asset: now, unless set).
    open var creationDate: Date? { didSet { changedKeys.insert("creationDate") } }
    /// Where it was taken.
    open var location: CLLocation? { didSet { changedKeys.insert("location") } }
    /// Whether it is a favorite.
    open var isFavorite = false { didSet { changedKeys.insert("isFavorite") } }
    /// Whether it is hidden.
    open var isHidden = false { didSet { changedKeys.insert("isHidden") } }

    /// A request that creates or changes nothing until it is given what to do (use the class's
    /// creation methods or `init(for:)`).
    public required override init() { super.init() }

    /// A request to change an asset's properties.
    /// - Parameter asset: The asset.
    public convenience init(for asset: PHAsset) {
        self.init()
        assetID = asset.localIdentifier
        creationDate = asset.creationDate
        location = asset.location
        isFavorite = asset.isFavorite
        isHidden = asset.isHidden
        changedKeys = []
    }

    /// A request to change the asset a placeholder stands for (created earlier in the block).
    /// - Parameter placeholder: The placeholder.
    public convenience init(for placeholder: PHObjectPlaceholder) {
        self.init()
        assetID = placeholder.localIdentifier
        changedKeys = []
    }

    /// A request that creates an asset of `creation`, with its placeholder.
    static func creating<T: PHAssetChangeRequest>(_ type: T.Type, _ creation: Creation) -> T {
        let request = type.init()
        request.creation = creation
        request.placeholder = PHObjectPlaceholder(localIdentifier: PhotoLibraryStore.assetIdentifier(PhotoLibraryStore.shared.nextSequence()),
                                                  revision: 0)
        return request
    }

    /// A request to create an asset of an image.
    /// - Parameter image: The image (its size in pixels becomes the asset's).
    /// - Returns: The request.
    @discardableResult
    open class func creationRequestForAsset(from image: UIImage) -> Self { creating(self, .image(image)) }

    /// A request to create an asset of an image file (the file is read when the change is made:
    /// one that is no PNG or JPEG image fails the block with `PHPhotosError.invalidResource`).
    /// - Parameter fileURL: The file.
    /// - Returns: The request.
    @discardableResult
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { creating(self, .imageFile(fileURL)) }

    /// A request to create an asset of a video file (copied into the library when the change is
    /// made; one that cannot be read fails the block with `PHPhotosError.invalidResource`).
    /// - Parameter fileURL: The file.
    /// - Returns: The request.
    @discardableResult
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { creating(self, .videoFile(fileURL)) }

    /// The placeholder of the asset the request creates (nil for a change request).
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { placeholder }

    /// Requests to delete assets (the person allows it).
    /// - Parameter assets: The assets: an array, `NSArray` or fetch result of them.
    open class func deleteAssets(_ assets: any NSFastEnumeration) {
        guard let transaction = ChangeTransaction.current else { return OutsideChangeBlock.warn("deleteAssets") }
        transaction.deletedAssetIDs += enumeratedObjects(assets).compactMap { ($0 as? PHObject)?.localIdentifier }
    }

    /// Reverts the asset's edits (there are none here).
    open func revertAssetContentToOriginal() {}

    // MARK: Making the request

    /// Adds the asset the request creates to `state`.
    func create(in state: inout LibraryState, store: PhotoLibraryStore, now: Date) throws {
        guard let creation, let id = placeholder?.localIdentifier else { return }
        let sequence = store.nextSequence(), revision = store.nextRevision()
        var record: AssetRecord
        switch creation {
        case let .image(image):
            let jpeg = image.jpegData(compressionQuality: 1) != nil
            record = AssetRecord(id: id, sequence: sequence, mediaType: .image, mediaSubtypes: [],
                                 pixelWidth: Int((image.size.width * image.scale).rounded()), pixelHeight: Int((image.size.height * image.scale).rounded()),
                                 creationDate: now, modificationDate: now, addedDate: now, location: nil, duration: 0, isFavorite: false,
                                 isHidden: false, burstIdentifier: nil, content: .image(image),
                                 originalFilename: Self.fileName(sequence, jpeg: jpeg),
                                 uniformTypeIdentifier: jpeg ? "public.jpeg" : "public.png", revision: revision, contentRevision: revision)
        case let .imageFile(url):
            guard AssetFiles.imageTypes[url.pathExtension.lowercased()] != nil || Self.isImageData(url),
                  let data = try? Data(contentsOf: url), let made = Self.imageRecord(data, url: url, id: id, sequence: sequence, revision: revision, now: now)
            else { throw PHPhotosError(.invalidResource) }
            record = made
        case let .videoFile(url):
            guard let copy = Self.keep(url, id: id),
                  let made = AssetFiles.videoRecord(of: copy, content: .file(copy), id: id, sequence: sequence, revision: revision, date: now)
            else { throw PHPhotosError(.invalidResource) }
            record = made
            record.originalFilename = url.lastPathComponent
        case .resources:
            guard let made = try (self as? PHAssetCreationRequest)?.record(id: id, sequence: sequence, revision: revision, now: now)
            else { throw PHPhotosError(.invalidResource) }
            record = made
        }
        record.creationDate = creationDate ?? record.creationDate
        record.location = location
        record.isFavorite = isFavorite
        record.isHidden = isHidden
        state.assets[id] = record
    }

    /// Changes the asset of the request in `state`.
    func change(in state: inout LibraryState, store: PhotoLibraryStore, now: Date) throws {
        guard let id = assetID, !changedKeys.isEmpty else { return }
        guard var record = state.assets[id] else { throw PHPhotosError(.identifierNotFound) }
        if changedKeys.contains("creationDate") { record.creationDate = creationDate }
        if changedKeys.contains("location") { record.location = location }
        if changedKeys.contains("isFavorite") { record.isFavorite = isFavorite }
        if changedKeys.contains("isHidden") { record.isHidden = isHidden }
        record.modificationDate = now
        record.revision = store.nextRevision()
        state.assets[id] = record
    }

    /// Whether a file without an image's extension holds PNG or JPEG data.
    private static func isImageData(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 4))
        return head.starts(with: [0x89, 0x50, 0x4E, 0x47]) || head.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// A record of encoded image data (nil when it is no PNG or JPEG image).
    static func imageRecord(_ data: Data, url: URL?, id: String, sequence: Int, revision: Int, now: Date) -> AssetRecord? {
        guard let image = UIImage(data: data), image.size.width > 0 else { return nil }
        let jpeg = data.starts(with: [0xFF, 0xD8, 0xFF])
        let name = url?.lastPathComponent ?? fileName(sequence, jpeg: jpeg)
        return AssetRecord(id: id, sequence: sequence, mediaType: .image, mediaSubtypes: [], pixelWidth: Int(image.size.width.rounded()),
                           pixelHeight: Int(image.size.height.rounded()), creationDate: now, modificationDate: now, addedDate: now, location: nil,
                           duration: 0, isFavorite: false, isHidden: false, burstIdentifier: nil, content: .data(data), originalFilename: name,
                           uniformTypeIdentifier: jpeg ? "public.jpeg" : "public.png", revision: revision, contentRevision: revision)
    }

    /// The name a camera gives a photo: "IMG_0007.JPG".
    static func fileName(_ sequence: Int, jpeg: Bool) -> String {
        let number = String(sequence % 10_000)
        return "IMG_" + String(repeating: "0", count: 4 - number.count) + number + (jpeg ? ".JPG" : ".PNG")
    }

    /// A copy of a file in the library's folder (Photos copies what it is given).
    static func keep(_ url: URL, id: String) -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-photos-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = id.prefix(36) + "." + (url.pathExtension.isEmpty ? "dat" : url.pathExtension)
        let copy = folder.appendingPathComponent(String(name))
        try? FileManager.default.removeItem(at: copy)
        guard (try? FileManager.default.copyItem(at: url, to: copy)) != nil else { return nil }
        return copy
    }
}
