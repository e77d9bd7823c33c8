// Metadata items: an asset's title, artist, album, artwork… as its file's tags give them (ID3 in
// MP3 files, iTunes atoms in MPEG-4 files), with AVFoundation's key spaces, keys, identifiers
// and common keys. Linux reads the tags from the file, so `asset.metadata` holds the file's real
// values (text as NSString, pictures as NSData).
import CoreMedia
import Foundation

/// A family of metadata keys: ID3, iTunes, QuickTime, or the common keys shared by all.
public struct AVMetadataKeySpace: RawRepresentable, Hashable, Sendable {
    /// The key space's code.
    public let rawValue: String
    /// A key space of a code.
    /// - Parameter rawValue: The code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key space of a code.
    /// - Parameter rawValue: The code.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The keys common to every format.
    public static let common = AVMetadataKeySpace(rawValue: "comn")
    /// QuickTime user data.
    public static let quickTimeUserData = AVMetadataKeySpace(rawValue: "udta")
    /// ISO user data.
    public static let isoUserData = AVMetadataKeySpace(rawValue: "uiso")
    /// QuickTime metadata.
    public static let quickTimeMetadata = AVMetadataKeySpace(rawValue: "mdta")
    /// iTunes metadata atoms.
    public static let iTunes = AVMetadataKeySpace(rawValue: "itsk")
    /// ID3 tags.
    public static let id3 = AVMetadataKeySpace(rawValue: "org.id3")
    /// SHOUTcast (ICY) stream metadata.
    public static let icy = AVMetadataKeySpace(rawValue: "icy")
    /// HLS date ranges.
    public static let hlsDateRange = AVMetadataKeySpace(rawValue: "lsdr")
}

/// A metadata key: a common key ("title") or a format's own ("TIT2", "©nam").
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    /// The key.
    public let rawValue: String
    /// A key.
    /// - Parameter rawValue: The key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key.
    /// - Parameter rawValue: The key.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The title.
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    /// The creator (an ID3 composer, say).
    public static let commonKeyCreator = AVMetadataKey(rawValue: "creator")
    /// The subject.
    public static let commonKeySubject = AVMetadataKey(rawValue: "subject")
    /// The description.
    public static let commonKeyDescription = AVMetadataKey(rawValue: "description")
    /// The publisher.
    public static let commonKeyPublisher = AVMetadataKey(rawValue: "publisher")
    /// A contributor.
    public static let commonKeyContributor = AVMetadataKey(rawValue: "contributor")
    /// When it was made.
    public static let commonKeyCreationDate = AVMetadataKey(rawValue: "creationDate")
    /// When it was last changed.
    public static let commonKeyLastModifiedDate = AVMetadataKey(rawValue: "lastModifiedDate")
    /// The type (the genre, for music).
    public static let commonKeyType = AVMetadataKey(rawValue: "type")
    /// The format.
    public static let commonKeyFormat = AVMetadataKey(rawValue: "format")
    /// An identifier.
    public static let commonKeyIdentifier = AVMetadataKey(rawValue: "identifier")
    /// The source.
    public static let commonKeySource = AVMetadataKey(rawValue: "source")
    /// The language.
    public static let commonKeyLanguage = AVMetadataKey(rawValue: "language")
    /// A related resource.
    public static let commonKeyRelation = AVMetadataKey(rawValue: "relation")
    /// Where it was made.
    public static let commonKeyLocation = AVMetadataKey(rawValue: "location")
    /// The copyright notice.
    public static let commonKeyCopyrights = AVMetadataKey(rawValue: "copyrights")
    /// The album's name.
    public static let commonKeyAlbumName = AVMetadataKey(rawValue: "albumName")
    /// The author.
    public static let commonKeyAuthor = AVMetadataKey(rawValue: "author")
    /// The artist.
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    /// The artwork (image data).
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
    /// The recording device's make.
    public static let commonKeyMake = AVMetadataKey(rawValue: "make")
    /// The recording device's model.
    public static let commonKeyModel = AVMetadataKey(rawValue: "model")
    /// The software that made it.
    public static let commonKeySoftware = AVMetadataKey(rawValue: "software")
    /// ID3's title frame.
    public static let id3MetadataKeyTitleDescription = AVMetadataKey(rawValue: "TIT2")
    /// ID3's lead performer frame.
    public static let id3MetadataKeyLeadPerformer = AVMetadataKey(rawValue: "TPE1")
    /// ID3's album frame.
    public static let id3MetadataKeyAlbumTitle = AVMetadataKey(rawValue: "TALB")
    /// ID3's picture frame.
    public static let id3MetadataKeyAttachedPicture = AVMetadataKey(rawValue: "APIC")
    /// ID3's content type (genre) frame.
    public static let id3MetadataKeyContentType = AVMetadataKey(rawValue: "TCON")
    /// iTunes' song name atom.
    public static let iTunesMetadataKeySongName = AVMetadataKey(rawValue: "©nam")
    /// iTunes' artist atom.
    public static let iTunesMetadataKeyArtist = AVMetadataKey(rawValue: "©ART")
    /// iTunes' album atom.
    public static let iTunesMetadataKeyAlbum = AVMetadataKey(rawValue: "©alb")
    /// iTunes' cover art atom.
    public static let iTunesMetadataKeyCoverArt = AVMetadataKey(rawValue: "covr")
}

/// A metadata item's identifier: its key space and key together ("id3/TIT2", "common/title").
public struct AVMetadataIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// An identifier.
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier.
    /// - Parameter rawValue: The identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The common title.
    public static let commonIdentifierTitle = AVMetadataIdentifier(rawValue: "common/title")
    /// The common artist.
    public static let commonIdentifierArtist = AVMetadataIdentifier(rawValue: "common/artist")
    /// The common album name.
    public static let commonIdentifierAlbumName = AVMetadataIdentifier(rawValue: "common/albumName")
    /// The common artwork.
    public static let commonIdentifierArtwork = AVMetadataIdentifier(rawValue: "common/artwork")
    /// The common creator.
    public static let commonIdentifierCreator = AVMetadataIdentifier(rawValue: "common/creator")
    /// The common description.
    public static let commonIdentifierDescription = AVMetadataIdentifier(rawValue: "common/description")
    /// The common type.
    public static let commonIdentifierType = AVMetadataIdentifier(rawValue: "common/type")
    /// The common creation date.
    public static let commonIdentifierCreationDate = AVMetadataIdentifier(rawValue: "common/creationDate")
    /// The common publisher.
    public static let commonIdentifierPublisher = AVMetadataIdentifier(rawValue: "common/publisher")
    /// The common copyrights.
    public static let commonIdentifierCopyrights = AVMetadataIdentifier(rawValue: "common/copyrights")
    /// The common language.
    public static let commonIdentifierLanguage = AVMetadataIdentifier(rawValue: "common/language")
    /// ID3's title frame.
    public static let id3MetadataTitleDescription = AVMetadataIdentifier(rawValue: "id3/TIT2")
    /// ID3's lead performer frame.
    public static let id3MetadataLeadPerformer = AVMetadataIdentifier(rawValue: "id3/TPE1")
    /// ID3's album frame.
    public static let id3MetadataAlbumTitle = AVMetadataIdentifier(rawValue: "id3/TALB")
    /// ID3's picture frame.
    public static let id3MetadataAttachedPicture = AVMetadataIdentifier(rawValue: "id3/APIC")
    /// ID3's content type frame.
    public static let id3MetadataContentType = AVMetadataIdentifier(rawValue: "id3/TCON")
    /// iTunes' song name atom.
    public static let iTunesMetadataSongName = AVMetadataIdentifier(rawValue: "itsk/%A9nam")
    /// iTunes' artist atom.
    public static let iTunesMetadataArtist = AVMetadataIdentifier(rawValue: "itsk/%A9ART")
    /// iTunes' album atom.
    public static let iTunesMetadataAlbum = AVMetadataIdentifier(rawValue: "itsk/%A9alb")
    /// iTunes' cover art atom.
    public static let iTunesMetadataCoverArt = AVMetadataIdentifier(rawValue: "itsk/covr")
    /// QuickTime's title.
    public static let quickTimeMetadataTitle = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.title")
    /// QuickTime's artist.
    public static let quickTimeMetadataArtist = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.artist")
    /// QuickTime's description.
    public static let quickTimeMetadataDescription = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.description")
    /// QuickTime's artwork.
    public static let quickTimeMetadataArtwork = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.artwork")
}

/// A key of a metadata item's extra attributes.
public struct AVMetadataExtraAttributeKey: RawRepresentable, Hashable, Sendable {
    /// The key.
    public let rawValue: String
    /// A key.
    /// - Parameter rawValue: The key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The MIME type of a picture or other binary value.
    public static let info = AVMetadataExtraAttributeKey(rawValue: "info")
}

/// A piece of metadata: a key in a key space, its common key, and its value.
///
/// Linux: made from the file's tags; `value` is an NSString for text, NSData for a picture,
/// NSNumber for a number.
open class AVMetadataItem: NSObject, @unchecked Sendable {
    /// The key space and key, as one identifier ("id3/TIT2").
    open var identifier: AVMetadataIdentifier? { storedIdentifier }
    /// The key space.
    open var keySpace: AVMetadataKeySpace? { storedKeySpace }
    /// The key within the key space (an NSString).
    open var key: (any NSCopying & NSObjectProtocol)? { storedKey.map { NSString(string: $0) } }
    /// The common key the item maps to, if any ("title" for ID3's TIT2).
    open var commonKey: AVMetadataKey? { storedCommonKey }
    /// The value: an NSString, NSData or NSNumber.
    open var value: (any NSCopying & NSObjectProtocol)? {
        switch storedValue {
        case let text as String: return NSString(string: text)
        case let data as Data: return NSData(data: data)
        case let number as Int: return NSNumber(value: number)
        case let number as Double: return NSNumber(value: number)
        case let date as Date: return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        default: return nil
        }
    }
    /// The value as text: a string, or a number's digits.
    open var stringValue: String? {
        switch storedValue {
        case let text as String: return text
        case let number as Int: return String(number)
        case let number as Double: return String(number)
        default: return nil
        }
    }
    /// The value as a number, when it is one.
    open var numberValue: NSNumber? {
        switch storedValue {
        case let number as Int: return NSNumber(value: number)
        case let number as Double: return NSNumber(value: number)
        default: return nil
        }
    }
    /// The value as a date, when it is one (or an ISO 8601 date string).
    open var dateValue: Date? {
        if let date = storedValue as? Date { return date }
        guard let text = storedValue as? String else { return nil }
        return ISO8601DateFormatter().date(from: text)
    }
    /// The value as bytes, when it is binary (a picture).
    open var dataValue: Data? { storedValue as? Data }
    /// The value's type, as a Core Media data type identifier.
    open var dataType: String? {
        switch storedValue {
        case is String: return "com.apple.metadata.datatype.UTF-8"
        case is Data: return "com.apple.metadata.datatype.raw-data"
        case is Int: return "com.apple.metadata.datatype.int64"
        case is Double: return "com.apple.metadata.datatype.float64"
        default: return nil
        }
    }
    /// Attributes beyond the value (a picture's MIME type, say).
    open var extraAttributes: [AVMetadataExtraAttributeKey: Any]? { nil }
    /// The language and region of the value.
    open var locale: Locale? { storedLocale }
    /// The value's language tag (BCP 47).
    open var extendedLanguageTag: String? { storedLocale?.identifier.replacingOccurrences(of: "_", with: "-") }
    /// The time the item applies from, for timed metadata (invalid for an asset's metadata).
    open var time: CMTime { storedTime }
    /// How long the item applies (invalid for an asset's metadata).
    open var duration: CMTime { storedDuration }
    /// The date the item applies from, for dated metadata.
    open var startDate: Date? { nil }

    var storedIdentifier: AVMetadataIdentifier?
    var storedKeySpace: AVMetadataKeySpace?
    var storedKey: String?
    var storedCommonKey: AVMetadataKey?
    var storedValue: Any?
    var storedLocale: Locale?
    var storedTime = CMTime.invalid
    var storedDuration = CMTime.invalid

    /// An empty item.
    public override init() { super.init() }

    /// An item of a file's tag.
    init(keySpace: AVMetadataKeySpace, key: String, value: Any) {
        storedKeySpace = keySpace
        storedKey = key
        storedValue = value
        storedIdentifier = AVMetadataItem.identifier(forKey: NSString(string: key), keySpace: keySpace)
        storedCommonKey = AVMetadataItem.commonKeys[keySpace]?[key]
        super.init()
    }

    /// The common keys of the formats Linux reads.
    static let commonKeys: [AVMetadataKeySpace: [String: AVMetadataKey]] = [
        .id3: ["TIT2": .commonKeyTitle, "TT2": .commonKeyTitle, "TPE1": .commonKeyArtist, "TP1": .commonKeyArtist,
               "TALB": .commonKeyAlbumName, "TAL": .commonKeyAlbumName, "APIC": .commonKeyArtwork, "PIC": .commonKeyArtwork,
               "TCON": .commonKeyType, "TCO": .commonKeyType, "TCOM": .commonKeyCreator, "TCM": .commonKeyCreator,
               "TPUB": .commonKeyPublisher, "TPB": .commonKeyPublisher, "TCOP": .commonKeyCopyrights, "TCR": .commonKeyCopyrights,
               "TYER": .commonKeyCreationDate, "TYE": .commonKeyCreationDate, "TDRC": .commonKeyCreationDate,
               "TLAN": .commonKeyLanguage, "TLA": .commonKeyLanguage, "COMM": .commonKeyDescription, "COM": .commonKeyDescription],
        .iTunes: ["©nam": .commonKeyTitle, "©ART": .commonKeyArtist, "©alb": .commonKeyAlbumName, "covr": .commonKeyArtwork,
                  "©gen": .commonKeyType, "©day": .commonKeyCreationDate, "©wrt": .commonKeyCreator, "cprt": .commonKeyCopyrights,
                  "©des": .commonKeyDescription, "desc": .commonKeyDescription, "©too": .commonKeySoftware],
    ]

    /// The identifier of a key in a key space ("id3/TIT2"; iTunes keys percent-encode their
    /// non-ASCII characters: "itsk/%A9nam").
    /// - Parameters:
    ///   - key: The key (a string).
    ///   - keySpace: The key space.
    /// - Returns: The identifier, or nil for a key that is no string.
    open class func identifier(forKey key: Any, keySpace: AVMetadataKeySpace) -> AVMetadataIdentifier? {
        guard let text = (key as? String) ?? (key as? NSString).map({ String(describing: $0) }) else { return nil }
        let prefix: String
        switch keySpace {
        case .common: prefix = "common"
        case .id3: prefix = "id3"
        case .iTunes: prefix = "itsk"
        case .quickTimeMetadata: prefix = "mdta"
        case .quickTimeUserData: prefix = "udta"
        case .isoUserData: prefix = "uiso"
        default: prefix = keySpace.rawValue
        }
        let encoded = text.unicodeScalars.map { $0.value < 128 ? String($0) : String(format: "%%%02X", $0.value & 0xFF) }.joined()
        return AVMetadataIdentifier(rawValue: "\(prefix)/\(encoded)")
    }

    /// The items of a key in a key space (a nil key or key space matches any).
    /// - Parameters:
    ///   - metadataItems: The items.
    ///   - key: The key, or nil.
    ///   - keySpace: The key space, or nil.
    /// - Returns: The matching items.
    open class func metadataItems(from metadataItems: [AVMetadataItem], withKey key: Any?, keySpace: AVMetadataKeySpace?) -> [AVMetadataItem] {
        let wanted = (key as? String) ?? (key as? AVMetadataKey)?.rawValue ?? (key as? NSString).map { String(describing: $0) }
        return metadataItems.filter { item in
            if let keySpace, item.keySpace != keySpace && !(keySpace == .common && item.commonKey != nil) { return false }
            guard let wanted else { return true }
            return keySpace == .common ? item.commonKey?.rawValue == wanted : item.storedKey == wanted
        }
    }

    /// The items of an identifier: a common identifier ("common/title") matches items whose
    /// common key is its key.
    /// - Parameters:
    ///   - metadataItems: The items.
    ///   - identifier: The identifier.
    /// - Returns: The matching items.
    open class func metadataItems(from metadataItems: [AVMetadataItem], filteredByIdentifier identifier: AVMetadataIdentifier) -> [AVMetadataItem] {
        if identifier.rawValue.hasPrefix("common/") {
            let key = String(identifier.rawValue.dropFirst("common/".count))
            return metadataItems.filter { $0.commonKey?.rawValue == key || $0.identifier == identifier }
        }
        return metadataItems.filter { $0.identifier == identifier }
    }

    /// The items in a locale's language (items with no locale match every language).
    /// - Parameters:
    ///   - metadataItems: The items.
    ///   - locale: The locale.
    /// - Returns: The matching items.
    open class func metadataItems(from metadataItems: [AVMetadataItem], with locale: Locale) -> [AVMetadataItem] {
        metadataItems.filter { $0.locale == nil || $0.locale?.identifier == locale.identifier }
    }

    /// The items best fitting the preferred languages, in order (items with no locale fit all).
    /// - Parameters:
    ///   - metadataItems: The items.
    ///   - preferredLanguages: The languages, most preferred first.
    /// - Returns: The items.
    open class func metadataItems(from metadataItems: [AVMetadataItem], filteredAndSortedAccordingToPreferredLanguages preferredLanguages: [String]) -> [AVMetadataItem] {
        metadataItems
    }
}

/// A metadata item whose properties can be set, as apps make for exports and Now Playing.
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    /// The identifier.
    override open var identifier: AVMetadataIdentifier? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    /// The key space.
    override open var keySpace: AVMetadataKeySpace? {
        get { storedKeySpace }
        set { storedKeySpace = newValue }
    }
    /// The key (a string).
    override open var key: (any NSCopying & NSObjectProtocol)? {
        get { storedKey.map { NSString(string: $0) } }
        set { storedKey = newValue.map { String(describing: $0) } }
    }
    /// The value: a string, data, a number or a date.
    override open var value: (any NSCopying & NSObjectProtocol)? {
        get { super.value }
        set {
            switch newValue {
            case let text as NSString: storedValue = String(describing: text)
            case let data as NSData: storedValue = Data(referencing: data)
            case let number as NSNumber:
                if number.doubleValue.rounded() == number.doubleValue { storedValue = number.intValue } else { storedValue = number.doubleValue }
            case let date as NSDate: storedValue = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
            default: storedValue = nil
            }
        }
    }
    /// The locale.
    override open var locale: Locale? {
        get { storedLocale }
        set { storedLocale = newValue }
    }
    /// The time.
    override open var time: CMTime {
        get { storedTime }
        set { storedTime = newValue }
    }
    /// The duration.
    override open var duration: CMTime {
        get { storedDuration }
        set { storedDuration = newValue }
    }
}
