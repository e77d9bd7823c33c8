// Loading an asset's, track's or metadata item's properties asynchronously, as iOS 15 and later
// code does (`try await asset.load(.duration, .tracks)`), and the older key-value loading
// (`loadValuesAsynchronously(forKeys:)`, `statusOfValue(forKey:error:)`). On Linux the values
// come from the file's headers, read the first time any is needed; a file that cannot be read
// fails every load with the error it failed with.
import CoreGraphics
import CoreMedia
import Foundation

/// Whether a property's value is loaded.
public enum AVKeyValueStatus: Int, Sendable {
    /// Not loaded yet.
    case unknown = 0
    /// Being loaded.
    case loading = 1
    /// Loaded.
    case loaded = 2
    /// Loading failed.
    case failed = 3
    /// Loading was cancelled.
    case cancelled = 4
}

/// An object whose properties load asynchronously: assets, tracks, metadata items.
public protocol AVAsynchronousKeyValueLoading {
    /// Whether a property's value is loaded.
    /// - Parameters:
    ///   - key: The property's name ("duration").
    ///   - outError: Set to the error when loading failed.
    /// - Returns: The status.
    func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus
    /// Loads properties' values, then calls a handler.
    /// - Parameters:
    ///   - keys: The properties' names.
    ///   - handler: Called once they are loaded or failed, on an arbitrary queue.
    func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

/// Any property that loads asynchronously.
open class AVAnyAsyncProperty: @unchecked Sendable, CustomStringConvertible {
    /// The property's name, as key-value loading names it.
    let key: String
    init(key: String) { self.key = key }
    /// The property's name.
    public var description: String { key }
}

/// A property of an object that loads asynchronously (`AVAsyncProperty<AVAsset, CMTime>.duration`).
public final class AVAsyncProperty<Root, Value>: AVAnyAsyncProperty, @unchecked Sendable {
    /// Whether a property's value is loaded.
    public enum Status {
        /// Not loaded yet.
        case notYetLoaded
        /// Being loaded.
        case loading
        /// Loaded, with its value.
        case loaded(Value)
        /// Loading failed, with why.
        case failed(any Error)
    }

    /// Reads the value from the object, throwing the object's loading error.
    let read: @Sendable (Root) throws -> Value

    init(key: String, read: @escaping @Sendable (Root) throws -> Value) {
        self.read = read
        super.init(key: key)
    }
}

/// Objects that know whether they have loaded, for `status(of:)`.
protocol AVLoadingState: AnyObject {
    /// Whether the values were read, and the error if reading failed.
    var loadingState: (loaded: Bool, error: NSError?) { get }
}

extension AVAsynchronousKeyValueLoading {
    /// Loads a property's value.
    /// - Parameters:
    ///   - property: The property (`.duration`, `.tracks`, …).
    ///   - isolation: The caller's actor, where the value is read.
    /// - Returns: The value.
    /// - Throws: The error loading failed with (a missing file, no network, an unknown format).
    public func load<T>(_ property: AVAsyncProperty<Self, T>, isolation: isolated (any Actor)? = #isolation) async throws -> T {
        try property.read(self)
    }

    /// Loads two properties' values.
    /// - Parameters:
    ///   - propertyA: A property.
    ///   - propertyB: Another.
    ///   - isolation: The caller's actor.
    /// - Returns: The values.
    /// - Throws: The error loading failed with.
    public func load<A, B>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                           isolation: isolated (any Actor)? = #isolation) async throws -> (A, B) {
        (try propertyA.read(self), try propertyB.read(self))
    }

    /// Loads three properties' values.
    /// - Parameters:
    ///   - propertyA: A property.
    ///   - propertyB: Another.
    ///   - propertyC: A third.
    ///   - isolation: The caller's actor.
    /// - Returns: The values.
    /// - Throws: The error loading failed with.
    public func load<A, B, C>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>, _ propertyC: AVAsyncProperty<Self, C>,
                              isolation: isolated (any Actor)? = #isolation) async throws -> (A, B, C) {
        (try propertyA.read(self), try propertyB.read(self), try propertyC.read(self))
    }

    /// Loads four properties' values.
    /// - Parameters:
    ///   - propertyA: A property.
    ///   - propertyB: Another.
    ///   - propertyC: A third.
    ///   - propertyD: A fourth.
    ///   - isolation: The caller's actor.
    /// - Returns: The values.
    /// - Throws: The error loading failed with.
    public func load<A, B, C, D>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>, _ propertyC: AVAsyncProperty<Self, C>,
                                 _ propertyD: AVAsyncProperty<Self, D>, isolation: isolated (any Actor)? = #isolation) async throws -> (A, B, C, D) {
        (try propertyA.read(self), try propertyB.read(self), try propertyC.read(self), try propertyD.read(self))
    }

    /// Whether a property is loaded, with its value or error.
    /// - Parameter property: The property.
    /// - Returns: `.notYetLoaded` before anything was loaded, then `.loaded(value)` or `.failed(error)`.
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        if let object = self as? any AVLoadingState, !object.loadingState.loaded { return .notYetLoaded }
        do { return .loaded(try property.read(self)) } catch { return .failed(error) }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    /// The asset's duration.
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(key: "duration") { try $0.loadedFile().duration } }
    /// A hint of the asset's duration before it is loaded (the duration, on Linux).
    public static var overallDurationHint: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(key: "overallDurationHint") { try $0.loadedFile().duration } }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVAssetTrack] {
    /// The asset's tracks.
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { AVAsyncProperty(key: "tracks") { try $0.loadedTracks() } }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVMetadataItem] {
    /// The asset's metadata, in every key space.
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty(key: "metadata") { try $0.loadedMetadata() } }
    /// The asset's metadata that has a common key.
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> {
        AVAsyncProperty(key: "commonMetadata") { try $0.loadedMetadata().filter { $0.commonKey != nil } }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    /// Whether the asset can be played (its format is read; nothing plays on Linux).
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "playable") { _ = try $0.loadedFile(); return true } }
    /// Whether the asset can be exported.
    public static var isExportable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "exportable") { _ = try $0.loadedFile(); return true } }
    /// Whether the asset's media can be read.
    public static var isReadable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "readable") { _ = try $0.loadedFile(); return true } }
    /// Whether the asset can be used in a composition.
    public static var isComposable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "composable") { _ = try $0.loadedFile(); return true } }
    /// Whether the asset has protected content: no.
    public static var hasProtectedContent: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "hasProtectedContent") { _ = try $0.loadedFile(); return false } }
    /// Whether the duration and timing are precise.
    public static var providesPreciseDurationAndTiming: AVAsyncProperty<Root, Bool> {
        AVAsyncProperty(key: "providesPreciseDurationAndTiming") { _ = try $0.loadedFile(); return true }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == Float {
    /// The asset's natural playback rate: 1.
    public static var preferredRate: AVAsyncProperty<Root, Float> { AVAsyncProperty(key: "preferredRate") { _ = try $0.loadedFile(); return 1 } }
    /// The asset's natural volume: 1.
    public static var preferredVolume: AVAsyncProperty<Root, Float> { AVAsyncProperty(key: "preferredVolume") { _ = try $0.loadedFile(); return 1 } }
}

extension AVAsyncProperty where Root: AVAsset, Value == CGAffineTransform {
    /// The asset's preferred transform: the identity (tracks carry their own).
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> {
        AVAsyncProperty(key: "preferredTransform") { _ = try $0.loadedFile(); return .identity }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == AVMetadataItem? {
    /// The asset's creation date item, when its metadata has one.
    public static var creationDate: AVAsyncProperty<Root, AVMetadataItem?> {
        AVAsyncProperty(key: "creationDate") { try $0.loadedMetadata().first { $0.commonKey == .commonKeyCreationDate } }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == String? {
    /// The asset's lyrics, when its metadata has them.
    public static var lyrics: AVAsyncProperty<Root, String?> { AVAsyncProperty(key: "lyrics") { _ = try $0.loadedFile(); return nil } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CGSize {
    /// The track's natural size (zero for sound).
    public static var naturalSize: AVAsyncProperty<Root, CGSize> { AVAsyncProperty(key: "naturalSize") { $0.naturalSize } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CGAffineTransform {
    /// The track's preferred transform.
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { AVAsyncProperty(key: "preferredTransform") { $0.preferredTransform } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CMTimeRange {
    /// The track's time range in the asset.
    public static var timeRange: AVAsyncProperty<Root, CMTimeRange> { AVAsyncProperty(key: "timeRange") { $0.timeRange } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == Float {
    /// The track's frame rate.
    public static var nominalFrameRate: AVAsyncProperty<Root, Float> { AVAsyncProperty(key: "nominalFrameRate") { $0.nominalFrameRate } }
    /// The track's data rate in bits per second.
    public static var estimatedDataRate: AVAsyncProperty<Root, Float> { AVAsyncProperty(key: "estimatedDataRate") { $0.estimatedDataRate } }
    /// The track's volume.
    public static var preferredVolume: AVAsyncProperty<Root, Float> { AVAsyncProperty(key: "preferredVolume") { $0.preferredVolume } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CMTimeScale {
    /// The track's media timescale.
    public static var naturalTimeScale: AVAsyncProperty<Root, CMTimeScale> { AVAsyncProperty(key: "naturalTimeScale") { $0.naturalTimeScale } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == CMTime {
    /// The track's shortest frame duration.
    public static var minFrameDuration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(key: "minFrameDuration") { $0.minFrameDuration } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == Bool {
    /// Whether the track can be played.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "playable") { $0.isPlayable } }
    /// Whether the track is enabled.
    public static var isEnabled: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "enabled") { $0.isEnabled } }
    /// Whether the track's media is in the file.
    public static var isSelfContained: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "selfContained") { $0.isSelfContained } }
    /// Whether the track's media can be decoded (on Linux, never: there is no decoder).
    public static var isDecodable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "decodable") { $0.isDecodable } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == Int64 {
    /// The total bytes of the track's samples.
    public static var totalSampleDataLength: AVAsyncProperty<Root, Int64> { AVAsyncProperty(key: "totalSampleDataLength") { $0.totalSampleDataLength } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == String? {
    /// The track's language, ISO 639-2.
    public static var languageCode: AVAsyncProperty<Root, String?> { AVAsyncProperty(key: "languageCode") { $0.languageCode } }
    /// The track's language tag, BCP 47.
    public static var extendedLanguageTag: AVAsyncProperty<Root, String?> { AVAsyncProperty(key: "extendedLanguageTag") { $0.extendedLanguageTag } }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == [CMFormatDescription] {
    /// The track's format descriptions.
    public static var formatDescriptions: AVAsyncProperty<Root, [CMFormatDescription]> {
        AVAsyncProperty(key: "formatDescriptions") { $0.loadedFormatDescriptions }
    }
}

extension AVAsyncProperty where Root: AVAssetTrack, Value == [AVMetadataItem] {
    /// The track's metadata: none on Linux.
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty(key: "metadata") { $0.metadata } }
    /// The track's common metadata: none on Linux.
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty(key: "commonMetadata") { $0.commonMetadata } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == (any NSCopying & NSObjectProtocol)? {
    /// The item's value.
    public static var value: AVAsyncProperty<Root, (any NSCopying & NSObjectProtocol)?> { AVAsyncProperty(key: "value") { $0.value } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == String? {
    /// The item's value as text.
    public static var stringValue: AVAsyncProperty<Root, String?> { AVAsyncProperty(key: "stringValue") { $0.stringValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == NSNumber? {
    /// The item's value as a number.
    public static var numberValue: AVAsyncProperty<Root, NSNumber?> { AVAsyncProperty(key: "numberValue") { $0.numberValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == Date? {
    /// The item's value as a date.
    public static var dateValue: AVAsyncProperty<Root, Date?> { AVAsyncProperty(key: "dateValue") { $0.dateValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == Data? {
    /// The item's value as bytes.
    public static var dataValue: AVAsyncProperty<Root, Data?> { AVAsyncProperty(key: "dataValue") { $0.dataValue } }
}
