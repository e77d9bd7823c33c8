// The attributes of songs, videos, photos and other media (Apple's
// CSSearchableItemAttributeSet_Media.h and _Images.h).
import Foundation

extension CSSearchableItemAttributeSet {
    /// How long it plays, in seconds.
    public var duration: NSNumber? {
        get { self[attribute: "duration"] }
        set { self[attribute: "duration"] = newValue }
    }
    /// The album.
    public var album: String? {
        get { self[attribute: "album"] }
        set { self[attribute: "album"] = newValue }
    }
    /// The artist.
    public var artist: String? {
        get { self[attribute: "artist"] }
        set { self[attribute: "artist"] = newValue }
    }
    /// The genre.
    public var genre: String? {
        get { self[attribute: "genre"] }
        set { self[attribute: "genre"] = newValue }
    }
    /// The rating, 0 to 5.
    public var rating: NSNumber? {
        get { self[attribute: "rating"] }
        set { self[attribute: "rating"] = newValue }
    }
    /// The rating in words.
    public var ratingDescription: String? {
        get { self[attribute: "ratingDescription"] }
        set { self[attribute: "ratingDescription"] = newValue }
    }
    /// How often it was played.
    public var playCount: NSNumber? {
        get { self[attribute: "playCount"] }
        set { self[attribute: "playCount"] = newValue }
    }
    /// The width in pixels.
    public var pixelWidth: NSNumber? {
        get { self[attribute: "pixelWidth"] }
        set { self[attribute: "pixelWidth"] = newValue }
    }
    /// The height in pixels.
    public var pixelHeight: NSNumber? {
        get { self[attribute: "pixelHeight"] }
        set { self[attribute: "pixelHeight"] = newValue }
    }
}
