// The in-memory photo library behind PhotoKit on Linux: one per process, starting empty as the
// library of an app that has no photos yet. Its state is a value (assets and albums as records);
// a change block's requests make a new state, all at once or not at all, and observers are told
// the difference between the two.
//
// `TRELLIS_PHOTO_LIBRARY`: when set to a folder, its PNG and JPEG images and MOV, MP4 and M4V
// videos become the library's first assets, in the order of their file names, each created at its
// file's modification date, with the pixel size its header declares (a video's duration and size
// are read from its `moov` box). The app's bundle is never read.
import CoreLocation
import Foundation
import UIKit

/// What an asset's content is made of.
enum AssetContent: @unchecked Sendable {
    /// An image the app saved (`creationRequestForAsset(from:)`).
    case image(UIImage)
    /// Encoded image data (a creation request's `.photo` resource).
    case data(Data)
    /// A file: an image or video the library keeps.
    case file(URL)
    /// Nothing (an asset made with no resource).
    case none
}

/// An asset as the library keeps it.
struct AssetRecord: @unchecked Sendable {
    let id: String
    /// The order the asset was added in.
    let sequence: Int
    var mediaType: PHAssetMediaType
    var mediaSubtypes: PHAssetMediaSubtype
    var pixelWidth: Int
    var pixelHeight: Int
    var creationDate: Date?
    var modificationDate: Date?
    let addedDate: Date
    var location: CLLocation?
    var duration: TimeInterval
    var isFavorite: Bool
    var isHidden: Bool
    var burstIdentifier: String?
    var content: AssetContent
    /// The file name the asset was made from ("IMG_0001.JPG" when it came from an image).
    var originalFilename: String
    /// The uniform type of its content ("public.png").
    var uniformTypeIdentifier: String
    /// Bumped when any property changes.
    var revision: Int
    /// Bumped when the content changes.
    var contentRevision: Int
}

/// An album the person or an app made.
struct AlbumRecord: Sendable {
    let id: String
    let sequence: Int
    var title: String
    var assetIDs: [String]
    var revision: Int
}

/// The library at one moment.
struct LibraryState: Sendable {
    var assets: [String: AssetRecord] = [:]
    var albums: [String: AlbumRecord] = [:]

    /// The assets in the library's order: by creation date, then as added.
    var orderedAssets: [AssetRecord] {
        assets.values.sorted(by: LibraryState.libraryOrder)
    }

    /// The albums in the order they were made.
    var orderedAlbums: [AlbumRecord] { albums.values.sorted { $0.sequence < $1.sequence } }

    static func libraryOrder(_ a: AssetRecord, _ b: AssetRecord) -> Bool {
        let da = a.creationDate ?? a.addedDate, db = b.creationDate ?? b.addedDate
        return da != db ? da < db : a.sequence < b.sequence
    }
}

/// The process's photo library: its state, the authorization the app has, and the counters
/// that name new objects.
final class PhotoLibraryStore: @unchecked Sendable {
    static let shared = PhotoLibraryStore(environment: ProcessInfo.processInfo.environment)

    /// The environment variable naming a folder whose images and videos seed the library.
    static let folderVariable = "TRELLIS_PHOTO_LIBRARY"

    /// Recursive: a change's requests take new numbers while the state is being replaced.
    private let lock = NSRecursiveLock()
    private var current = LibraryState()
    private var sequence = 0
    private var revision = 0
    private var status = PHAuthorizationStatus.notDetermined

    init(environment: [String: String]) {
        if let folder = environment[Self.folderVariable], !folder.isEmpty {
            seed(from: URL(fileURLWithPath: folder, isDirectory: true))
        }
    }

    /// The library now.
    var state: LibraryState { lock.withLock { current } }

    /// The authorization the app has.
    var authorization: PHAuthorizationStatus { lock.withLock { status } }

    /// Asks the person for access when they have not been asked: they allow full access (a
    /// Simulator's person tapping "Allow Full Access"). The status after asking.
    @discardableResult
    func requestAuthorization() -> PHAuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = .authorized }
            return status
        }
    }

    /// Sets the authorization (tests; a preview of a denied app).
    func setAuthorization(_ newStatus: PHAuthorizationStatus) { lock.withLock { status = newStatus } }

    /// A new sequence number.
    func nextSequence() -> Int { lock.withLock { sequence += 1; return sequence } }

    /// A new revision number.
    func nextRevision() -> Int { lock.withLock { revision += 1; return revision } }

    /// Replaces the state with what `change` makes of it, atomically: the state before and after.
    func update(_ change: (inout LibraryState) throws -> Void) rethrows -> (before: LibraryState, after: LibraryState) {
        lock.lock()
        defer { lock.unlock() }
        var next = current
        try change(&next)
        let before = current
        current = next
        return (before, next)
    }

    /// Empties the library and forgets the authorization (tests).
    func reset() {
        lock.withLock {
            current = LibraryState()
            status = .notDetermined
        }
    }

    // MARK: Identifiers

    /// An asset's local identifier, in Photos' form ("UUID/L0/001").
    static func assetIdentifier(_ n: Int) -> String { "\(hex(n, 8))-0000-4000-A000-\(hex(n, 12))/L0/001" }
    /// An album's local identifier ("UUID/L0/040").
    static func albumIdentifier(_ n: Int) -> String { "\(hex(n, 8))-0000-4000-B000-\(hex(n, 12))/L0/040" }
    /// A smart album's local identifier.
    static func smartAlbumIdentifier(_ subtype: PHAssetCollectionSubtype) -> String {
        "\(hex(subtype.rawValue, 8))-0000-4000-C000-\(hex(subtype.rawValue, 12))/L0/040"
    }

    private static func hex(_ n: Int, _ digits: Int) -> String {
        let text = String(n, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Seeding

    /// Adds the images and videos of `folder`, in the order of their names.
    private func seed(from folder: URL) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where AssetFiles.isMedia(name) {
            let url = folder.appendingPathComponent(name)
            let date = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date()
            let n = nextSequence()
            guard let record = AssetFiles.record(of: url, content: .file(url), id: Self.assetIdentifier(n), sequence: n,
                                                 revision: nextRevision(), date: date) else { continue }
            current.assets[record.id] = record
        }
    }
}

/// Reading image and video files into asset records.
enum AssetFiles {
    static let imageTypes = ["png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg"]
    static let videoTypes = ["mov": "com.apple.quicktime-movie", "mp4": "public.mpeg-4", "m4v": "com.apple.m4v-video"]

    /// Whether a file name is of an image or video the library reads.
    static func isMedia(_ name: String) -> Bool {
        let ext = (name as NSString).pathExtension.lowercased()
        return imageTypes[ext] != nil || videoTypes[ext] != nil
    }

    /// A record of the image or video at `url`, whose content is `content` (nil when it is
    /// neither, or unreadable).
    static func record(of url: URL, content: AssetContent, id: String, sequence: Int, revision: Int, date: Date) -> AssetRecord? {
        let ext = url.pathExtension.lowercased()
        var record = AssetRecord(id: id, sequence: sequence, mediaType: .image, mediaSubtypes: [], pixelWidth: 0, pixelHeight: 0,
                                 creationDate: date, modificationDate: date, addedDate: date, location: nil, duration: 0, isFavorite: false,
                                 isHidden: false, burstIdentifier: nil, content: content, originalFilename: url.lastPathComponent,
                                 uniformTypeIdentifier: "public.image", revision: revision, contentRevision: revision)
        if let uti = imageTypes[ext] {
            guard let image = UIImage(contentsOfFile: url.path), image.size.width > 0 else { return nil }
            record.uniformTypeIdentifier = uti
            record.pixelWidth = Int((image.size.width * image.scale).rounded())
            record.pixelHeight = Int((image.size.height * image.scale).rounded())
            return record
        }
        if videoTypes[ext] != nil { return videoRecord(of: url, content: content, id: id, sequence: sequence, revision: revision, date: date) }
        return nil
    }

    /// A record of the video at `url`, whatever its extension (nil when it has no movie header).
    static func videoRecord(of url: URL, content: AssetContent, id: String, sequence: Int, revision: Int, date: Date) -> AssetRecord? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe), let movie = MovieHeader(data) else { return nil }
        return AssetRecord(id: id, sequence: sequence, mediaType: .video, mediaSubtypes: [], pixelWidth: movie.width, pixelHeight: movie.height,
                           creationDate: date, modificationDate: date, addedDate: date, location: nil, duration: movie.duration, isFavorite: false,
                           isHidden: false, burstIdentifier: nil, content: content, originalFilename: url.lastPathComponent,
                           uniformTypeIdentifier: videoTypes[url.pathExtension.lowercased()] ?? "com.apple.quicktime-movie",
                           revision: revision, contentRevision: revision)
    }
}
