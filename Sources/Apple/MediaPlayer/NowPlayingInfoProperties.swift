// The keys of `MPNowPlayingInfoCenter.nowPlayingInfo` beyond a media item's own properties:
// where playback is, how fast it goes, what kind of media it is. Apple's values are the
// constants' own names.
import Foundation

/// The elapsed time, in seconds (`Double`).
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The rate of playback (`Double`: 0 paused, 1 normal).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The rate playback resumes at.
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The index of the item in the app's queue.
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The number of items in the app's queue.
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The chapter playing.
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
/// The number of chapters.
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
/// Whether the media is a live stream (`Bool`).
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The kind of media (`MPNowPlayingInfoMediaType`'s raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// How far playback has gone, 0 to 1.
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
/// The date of the stream's current point (`Date`).
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
/// The URL of the asset playing.
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// The collection the item belongs to, for the system's suggestions.
public let MPNowPlayingInfoCollectionIdentifier = "MPNowPlayingInfoCollectionIdentifier"
/// The app's own identifier of the content.
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"
/// The app's own identifier of the person's profile.
public let MPNowPlayingInfoPropertyExternalUserProfileIdentifier = "MPNowPlayingInfoPropertyExternalUserProfileIdentifier"
/// The identifier of the service providing the content.
public let MPNowPlayingInfoPropertyServiceIdentifier = "MPNowPlayingInfoPropertyServiceIdentifier"
/// Whether the system should leave the item out of its suggestions (`Bool`).
public let MPNowPlayingInfoPropertyExcludeFromSuggestions = "MPNowPlayingInfoPropertyExcludeFromSuggestions"
/// The recording's ISRC.
public let MPNowPlayingInfoPropertyInternationalStandardRecordingCode = "MPNowPlayingInfoPropertyInternationalStandardRecordingCode"
