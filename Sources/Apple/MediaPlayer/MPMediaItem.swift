// The music library's entities: songs, podcasts, audiobooks and videos (`MPMediaItem`) and the
// groups of them (`MPMediaItemCollection`), each a set of properties read by name. Linux has no
// music library, so no query finds one; an item keeps the properties it was made with.
import Foundation

/// An entity's persistent identifier.
public typealias MPMediaEntityPersistentID = UInt64

/// The kinds of media an item can be.
public struct MPMediaType: OptionSet, Hashable, Sendable {
    /// The kinds' bits.
    public let rawValue: UInt
    /// Kinds of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Music.
    public static let music = MPMediaType(rawValue: 1 << 0)
    /// A podcast.
    public static let podcast = MPMediaType(rawValue: 1 << 1)
    /// An audiobook.
    public static let audioBook = MPMediaType(rawValue: 1 << 2)
    /// iTunes U audio.
    public static let audioITunesU = MPMediaType(rawValue: 1 << 3)
    /// Any audio.
    public static let anyAudio = MPMediaType(rawValue: 0x00ff)
    /// A movie.
    public static let movie = MPMediaType(rawValue: 1 << 8)
    /// A TV show.
    public static let tvShow = MPMediaType(rawValue: 1 << 9)
    /// A video podcast.
    public static let videoPodcast = MPMediaType(rawValue: 1 << 10)
    /// A music video.
    public static let musicVideo = MPMediaType(rawValue: 1 << 11)
    /// iTunes U video.
    public static let videoITunesU = MPMediaType(rawValue: 1 << 12)
    /// A home video.
    public static let homeVideo = MPMediaType(rawValue: 1 << 13)
    /// Any video.
    public static let anyVideo = MPMediaType(rawValue: 0xff00)
    /// Any kind.
    public static let any = MPMediaType(rawValue: .max)
}

/// Something in the music library, whose properties are read by name.
open class MPMediaEntity: NSObject, @unchecked Sendable {
    let properties: [String: Any]

    /// An entity of no properties.
    public override convenience init() { self.init(properties: [:]) }

    /// An entity of these properties (what the library reads from its database).
    init(properties: [String: Any]) {
        self.properties = properties
        super.init()
    }

    /// A property's value.
    /// - Parameter property: Its name (`MPMediaItemPropertyTitle`).
    /// - Returns: The value, or nil.
    open func value(forProperty property: String) -> Any? { properties[property] }

    /// A property's value, by name.
    /// - Parameter property: Its name.
    /// - Returns: The value, or nil.
    open subscript(property: String) -> Any? { value(forProperty: property) }

    /// Calls `block` with each property's value, in the order given.
    /// - Parameters:
    ///   - properties: The names.
    ///   - block: Given each name, its value and a flag to stop.
    open func enumerateValues(forProperties properties: Set<String>, using block: (String, Any, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for property in properties.sorted() {
            guard let value = value(forProperty: property) else { continue }
            block(property, value, &stop)
            if stop.boolValue { return }
        }
    }

    /// The entity's persistent identifier (0 when it has none).
    open var persistentID: MPMediaEntityPersistentID { number(MPMediaEntityPropertyPersistentID) ?? 0 }

    /// A property's value as a number type.
    func number<Number: BinaryInteger>(_ property: String) -> Number? {
        switch value(forProperty: property) {
        case let value as Number: return value
        case let value as Int: return Number(exactly: value)
        case let value as UInt64: return Number(exactly: value)
        case let value as NSNumber: return Number(exactly: value.int64Value)
        default: return nil
        }
    }
}

/// A song, podcast episode, audiobook or video in the music library.
open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    /// The title.
    open var title: String? { value(forProperty: MPMediaItemPropertyTitle) as? String }
    /// The performing artist.
    open var artist: String? { value(forProperty: MPMediaItemPropertyArtist) as? String }
    /// The album's title.
    open var albumTitle: String? { value(forProperty: MPMediaItemPropertyAlbumTitle) as? String }
    /// The album's artist.
    open var albumArtist: String? { value(forProperty: MPMediaItemPropertyAlbumArtist) as? String }
    /// The genre.
    open var genre: String? { value(forProperty: MPMediaItemPropertyGenre) as? String }
    /// The composer.
    open var composer: String? { value(forProperty: MPMediaItemPropertyComposer) as? String }
    /// The lyrics.
    open var lyrics: String? { value(forProperty: MPMediaItemPropertyLyrics) as? String }
    /// The artwork.
    open var artwork: MPMediaItemArtwork? { value(forProperty: MPMediaItemPropertyArtwork) as? MPMediaItemArtwork }
    /// The duration, in seconds (0 when unknown).
    open var playbackDuration: TimeInterval {
        switch value(forProperty: MPMediaItemPropertyPlaybackDuration) {
        case let seconds as TimeInterval: return seconds
        case let seconds as NSNumber: return seconds.doubleValue
        default: return 0
        }
    }
    /// The kind of media.
    open var mediaType: MPMediaType {
        if let type = value(forProperty: MPMediaItemPropertyMediaType) as? MPMediaType { return type }
        return MPMediaType(rawValue: number(MPMediaItemPropertyMediaType) ?? 0)
    }
    /// The album's persistent identifier.
    open var albumPersistentID: MPMediaEntityPersistentID { number(MPMediaItemPropertyAlbumPersistentID) ?? 0 }
    /// The artist's persistent identifier.
    open var artistPersistentID: MPMediaEntityPersistentID { number(MPMediaItemPropertyArtistPersistentID) ?? 0 }
    /// The track's number on its album.
    open var albumTrackNumber: Int { number(MPMediaItemPropertyAlbumTrackNumber) ?? 0 }
    /// The number of tracks on the album.
    open var albumTrackCount: Int { number(MPMediaItemPropertyAlbumTrackCount) ?? 0 }
    /// The disc's number.
    open var discNumber: Int { number(MPMediaItemPropertyDiscNumber) ?? 0 }
    /// How many times it was played.
    open var playCount: Int { number(MPMediaItemPropertyPlayCount) ?? 0 }
    /// The person's rating, 0 to 5.
    open var rating: Int { number(MPMediaItemPropertyRating) ?? 0 }
    /// The release date.
    open var releaseDate: Date? { value(forProperty: MPMediaItemPropertyReleaseDate) as? Date }
    /// When it was added to the library.
    open var dateAdded: Date { value(forProperty: MPMediaItemPropertyDateAdded) as? Date ?? Date(timeIntervalSince1970: 0) }
    /// When it was last played.
    open var lastPlayedDate: Date? { value(forProperty: MPMediaItemPropertyLastPlayedDate) as? Date }
    /// The URL of its file (nil for a protected or cloud item).
    open var assetURL: URL? { value(forProperty: MPMediaItemPropertyAssetURL) as? URL }
    /// Whether it has explicit content.
    open var isExplicitItem: Bool { value(forProperty: MPMediaItemPropertyIsExplicit) as? Bool ?? false }
    /// Whether it is in iCloud, not on the device.
    open var isCloudItem: Bool { value(forProperty: MPMediaItemPropertyIsCloudItem) as? Bool ?? false }
    /// Whether its file is protected.
    open var hasProtectedAsset: Bool { value(forProperty: MPMediaItemPropertyHasProtectedAsset) as? Bool ?? false }
    /// Its Apple Music identifier ("" when none).
    open var playbackStoreID: String { value(forProperty: MPMediaItemPropertyPlaybackStoreID) as? String ?? "" }
}

/// Items grouped together (an album, an artist's songs, a playlist).
open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    /// The items.
    public let items: [MPMediaItem]

    /// A collection of items.
    /// - Parameter items: The items.
    public init(items: [MPMediaItem]) {
        self.items = items
        super.init(properties: [:])
    }

    /// An item that stands for the collection (its first).
    open var representativeItem: MPMediaItem? { items.first }
    /// The number of items.
    open var count: Int { items.count }
    /// The kinds of media among the items.
    open var mediaTypes: MPMediaType { items.reduce([]) { $0.union($1.mediaType) } }
}
