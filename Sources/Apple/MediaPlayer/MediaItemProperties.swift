// The names of a media item's properties: what `MPMediaItem.value(forProperty:)` reads and the
// keys of the now-playing information that describe the item. The values are Apple's.
import Foundation

/// An entity's persistent identifier (`MPMediaEntityPersistentID`).
public let MPMediaEntityPropertyPersistentID = "persistentID"
/// The item's persistent identifier.
public let MPMediaItemPropertyPersistentID = "persistentID"
/// The item's kind (`MPMediaType`).
public let MPMediaItemPropertyMediaType = "mediaType"
/// The title (`String`).
public let MPMediaItemPropertyTitle = "title"
/// The album's title.
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The album's persistent identifier.
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
/// The performing artist.
public let MPMediaItemPropertyArtist = "artist"
/// The artist's persistent identifier.
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
/// The album's artist.
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The album artist's persistent identifier.
public let MPMediaItemPropertyAlbumArtistPersistentID = "albumArtistPID"
/// The genre.
public let MPMediaItemPropertyGenre = "genre"
/// The genre's persistent identifier.
public let MPMediaItemPropertyGenrePersistentID = "genrePID"
/// The composer.
public let MPMediaItemPropertyComposer = "composer"
/// The composer's persistent identifier.
public let MPMediaItemPropertyComposerPersistentID = "composerPID"
/// The duration, in seconds (`TimeInterval`).
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The track's number on its album.
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
/// The number of tracks on the album.
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
/// The disc's number.
public let MPMediaItemPropertyDiscNumber = "discNumber"
/// The number of discs.
public let MPMediaItemPropertyDiscCount = "discCount"
/// The artwork (`MPMediaItemArtwork`).
public let MPMediaItemPropertyArtwork = "artwork"
/// Whether the item has explicit content (`Bool`).
public let MPMediaItemPropertyIsExplicit = "isExplicit"
/// The lyrics.
public let MPMediaItemPropertyLyrics = "lyrics"
/// Whether the item is part of a compilation (`Bool`).
public let MPMediaItemPropertyIsCompilation = "isCompilation"
/// The release date (`Date`).
public let MPMediaItemPropertyReleaseDate = "releaseDate"
/// The tempo, in beats per minute.
public let MPMediaItemPropertyBeatsPerMinute = "beatsPerMinute"
/// The comments.
public let MPMediaItemPropertyComments = "comments"
/// The URL of the item's file (`URL`).
public let MPMediaItemPropertyAssetURL = "assetURL"
/// Whether the item is in iCloud, not on the device (`Bool`).
public let MPMediaItemPropertyIsCloudItem = "isCloudItem"
/// Whether the item's file is protected (`Bool`).
public let MPMediaItemPropertyHasProtectedAsset = "hasProtectedAsset"
/// The podcast's title.
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
/// The podcast's persistent identifier.
public let MPMediaItemPropertyPodcastPersistentID = "podcastPID"
/// How many times the item was played.
public let MPMediaItemPropertyPlayCount = "playCount"
/// How many times the item was skipped.
public let MPMediaItemPropertySkipCount = "skipCount"
/// The person's rating, 0 to 5.
public let MPMediaItemPropertyRating = "rating"
/// When the item was last played (`Date`).
public let MPMediaItemPropertyLastPlayedDate = "lastPlayedDate"
/// The grouping.
public let MPMediaItemPropertyUserGrouping = "userGrouping"
/// Where playback resumes, in seconds.
public let MPMediaItemPropertyBookmarkTime = "bookmarkTime"
/// When the item was added to the library (`Date`).
public let MPMediaItemPropertyDateAdded = "dateAdded"
/// The item's Apple Music identifier.
public let MPMediaItemPropertyPlaybackStoreID = "playbackStoreID"
/// Whether the item is a pre-order (`Bool`).
public let MPMediaItemPropertyIsPreorder = "isPreorder"
