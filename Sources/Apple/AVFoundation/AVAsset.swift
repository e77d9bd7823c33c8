// Assets: a movie or sound at a URL, with its duration, tracks and metadata. Linux reads them
// from the file's headers the first time any is needed (MP4/MOV/M4V/M4A boxes, MP3 frames and
// ID3 tags, WAV/AIFF/FLAC headers), so a bundled video's duration and size are the file's.
// Nothing is decoded. A remote URL fails as on an offline iPhone (NSURLErrorNotConnectedToInternet),
// a missing file with NSURLErrorFileDoesNotExist; the synchronous properties of an asset that
// failed to load read as empty (duration zero, no tracks, not playable).
import CoreGraphics
import CoreMedia
import Foundation

/// A timed media resource: a movie, a song.
///
/// Linux: the values are the file's, read from its headers; loading never waits.
open class AVAsset: NSObject, @unchecked Sendable, AVAsynchronousKeyValueLoading, AVLoadingState {
    /// Where the asset's bytes are.
    let sourceURL: URL?
    private let lock = NSLock()
    private var file: Result<MediaFile, NSError>?
    private var madeTracks: [AVAssetTrack]?
    private var madeMetadata: [AVMetadataItem]?

    /// An asset at a URL (Apple's returns an `AVURLAsset`; this is a plain asset of the same
    /// file: use `AVURLAsset(url:)` to read `url` back).
    /// - Parameter URL: The file or stream.
    public convenience init(url URL: URL) { self.init(source: URL) }

    init(source: URL?) {
        sourceURL = source
        super.init()
    }

    /// The file's description, read once.
    /// - Throws: The error reading failed with.
    func loadedFile() throws -> MediaFile {
        lock.lock()
        defer { lock.unlock() }
        if file == nil {
            if let sourceURL {
                file = MediaFile.read(sourceURL)
            } else {
                file = .failure(AVError(.fileFormatNotRecognized) as NSError)
            }
        }
        return try file!.get()
    }

    /// The tracks, made once.
    /// - Throws: The error reading failed with.
    func loadedTracks() throws -> [AVAssetTrack] {
        let description = try loadedFile()
        lock.lock()
        defer { lock.unlock() }
        if let madeTracks { return madeTracks }
        let tracks = description.tracks.map { AVAssetTrack(asset: self, description: $0) }
        madeTracks = tracks
        return tracks
    }

    /// The metadata items, made once.
    /// - Throws: The error reading failed with.
    func loadedMetadata() throws -> [AVMetadataItem] {
        let description = try loadedFile()
        lock.lock()
        defer { lock.unlock() }
        if let madeMetadata { return madeMetadata }
        let items = description.tags.map { AVMetadataItem(keySpace: $0.keySpace, key: $0.key, value: $0.value) }
        madeMetadata = items
        return items
    }

    var loadingState: (loaded: Bool, error: NSError?) {
        lock.lock()
        defer { lock.unlock() }
        switch file {
        case nil: return (false, nil)
        case .success: return (true, nil)
        case .failure(let error): return (true, error)
        }
    }

    /// The asset's duration (zero when it failed to load). Deprecated on Apple's platforms:
    /// `try await asset.load(.duration)`.
    open var duration: CMTime { (try? loadedFile().duration) ?? .zero }
    /// A hint of the duration: the duration.
    open var overallDurationHint: CMTime { duration }
    /// The asset's tracks (none when it failed to load).
    open var tracks: [AVAssetTrack] { (try? loadedTracks()) ?? [] }
    /// The asset's metadata in every key space (the file's tags).
    open var metadata: [AVMetadataItem] { (try? loadedMetadata()) ?? [] }
    /// The metadata that has a common key (title, artist, artwork, …).
    open var commonMetadata: [AVMetadataItem] { metadata.filter { $0.commonKey != nil } }
    /// The item of the creation date, if the metadata has one.
    open var creationDate: AVMetadataItem? { metadata.first { $0.commonKey == .commonKeyCreationDate } }
    /// The lyrics: none.
    open var lyrics: String? { nil }
    /// Whether the asset can be played: whether its file was read (nothing plays on Linux).
    open var isPlayable: Bool { (try? loadedFile()) != nil }
    /// Whether the asset can be exported: whether its file was read.
    open var isExportable: Bool { isPlayable }
    /// Whether the asset's media can be read: whether its file was read.
    open var isReadable: Bool { isPlayable }
    /// Whether the asset can be used in a composition: whether its file was read.
    open var isComposable: Bool { isPlayable }
    /// Whether the asset's content is protected: no.
    open var hasProtectedContent: Bool { false }
    /// Whether the duration and timing are precise: yes, they come from the headers.
    open var providesPreciseDurationAndTiming: Bool { true }
    /// The natural playback rate: 1.
    open var preferredRate: Float { 1 }
    /// The natural volume: 1.
    open var preferredVolume: Float { 1 }
    /// The preferred transform: the identity (tracks carry their own).
    open var preferredTransform: CGAffineTransform { .identity }
    /// The first video track's size (deprecated on Apple's platforms: use a track's).
    open var naturalSize: CGSize { tracks(withMediaType: .video).first?.naturalSize ?? .zero }

    /// The tracks of a media type (deprecated on Apple's platforms: `loadTracks(withMediaType:)`).
    /// - Parameter mediaType: The type.
    /// - Returns: The tracks.
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { tracks.filter { $0.mediaType == mediaType } }

    /// The track of an identifier.
    /// - Parameter trackID: The identifier.
    /// - Returns: The track, or nil.
    open func track(withTrackID trackID: CMPersistentTrackID) -> AVAssetTrack? { tracks.first { $0.trackID == trackID } }

    /// Loads the tracks of a media type.
    /// - Parameters:
    ///   - mediaType: The type.
    ///   - isolation: The caller's actor.
    /// - Returns: The tracks.
    /// - Throws: The error loading failed with.
    open func loadTracks(withMediaType mediaType: AVMediaType, isolation: isolated (any Actor)? = #isolation) async throws -> [AVAssetTrack] {
        try loadedTracks().filter { $0.mediaType == mediaType }
    }

    /// Loads the tracks of a media type, then calls a handler on an arbitrary queue.
    /// - Parameters:
    ///   - mediaType: The type.
    ///   - completionHandler: Called with the tracks, or the error.
    open func loadTracks(withMediaType mediaType: AVMediaType, completionHandler: @escaping @Sendable ([AVAssetTrack]?, (any Error)?) -> Void) {
        DispatchQueue.global().async {
            do { completionHandler(try self.loadedTracks().filter { $0.mediaType == mediaType }, nil) } catch { completionHandler(nil, error) }
        }
    }

    /// Loads the track of an identifier.
    /// - Parameters:
    ///   - trackID: The identifier.
    ///   - isolation: The caller's actor.
    /// - Returns: The track, or nil.
    /// - Throws: The error loading failed with.
    open func loadTrack(withTrackID trackID: CMPersistentTrackID, isolation: isolated (any Actor)? = #isolation) async throws -> AVAssetTrack? {
        try loadedTracks().first { $0.trackID == trackID }
    }

    /// Whether a property is loaded.
    /// - Parameters:
    ///   - key: The property's name ("duration", "tracks", "playable", …).
    ///   - outError: Set to the error when loading failed.
    /// - Returns: `.unknown` before anything was loaded, then `.loaded` or `.failed`.
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        let state = loadingState
        guard state.loaded else { return .unknown }
        if let error = state.error {
            outError?.pointee = error
            return .failed
        }
        return .loaded
    }

    /// Loads properties, then calls a handler on an arbitrary queue.
    /// - Parameters:
    ///   - keys: The properties' names.
    ///   - handler: Called once they are loaded or failed.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) {
        DispatchQueue.global().async {
            _ = try? self.loadedTracks()
            handler?()
        }
    }

    /// Cancels loading (loading never waits on Linux: nothing to cancel).
    open func cancelLoading() {}
}

/// An asset at a URL: a file, or a stream.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// Where the asset is.
    public let url: URL

    /// An asset at a URL.
    /// - Parameters:
    ///   - URL: The file or stream.
    ///   - options: Loading options (`AVURLAssetPreferPreciseDurationAndTimingKey`, …); accepted.
    public init(url URL: URL, options: [String: Any]? = nil) {
        self.url = URL
        super.init(source: URL)
    }

    /// The file types assets can be made of.
    /// - Returns: The types.
    open class func audiovisualTypes() -> [AVFileType] { [.mov, .mp4, .m4v, .m4a, .mp3, .wav, .aiff, .aifc, .caf, .amr] }

    /// The MIME types assets can be made of.
    /// - Returns: The types.
    open class func audiovisualMIMETypes() -> [String] {
        ["video/quicktime", "video/mp4", "video/x-m4v", "audio/mp4", "audio/x-m4a", "audio/mpeg", "audio/mp3", "audio/wav", "audio/x-wav",
         "audio/aiff", "audio/x-aiff", "audio/x-caf", "audio/amr", "audio/flac"]
    }

    /// Whether a MIME type (with codecs) can be played.
    /// - Parameter extendedMIMEType: The type.
    /// - Returns: Whether its base type is one assets are made of.
    open class func isPlayableExtendedMIMEType(_ extendedMIMEType: String) -> Bool {
        let base = extendedMIMEType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return audiovisualMIMETypes().contains(base)
    }
}

/// The option asking for precise duration and timing (accepted; Linux's are always precise).
public let AVURLAssetPreferPreciseDurationAndTimingKey = "AVURLAssetPreferPreciseDurationAndTimingKey"
/// The option of HTTP headers for a remote asset (accepted).
public let AVURLAssetHTTPHeaderFieldsKey = "AVURLAssetHTTPHeaderFieldsKey"
/// The option of whether a remote asset may use cellular data (accepted).
public let AVURLAssetAllowsCellularAccessKey = "AVURLAssetAllowsCellularAccessKey"
