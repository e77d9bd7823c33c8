// The kinds of collection Photos has, with Apple's raw values: albums and smart albums (and their
// subtypes), folders, and the edits a collection allows.
import Foundation

/// The kind of an asset collection.
public enum PHAssetCollectionType: Int, Sendable, Hashable {
    /// An album the person (or an app) made.
    case album = 1
    /// A smart album Photos keeps (Recents, Favorites, Videos…).
    case smartAlbum = 2
    /// A moment (deprecated; there are none).
    case moment = 3
}

/// The kind of an album or smart album.
public enum PHAssetCollectionSubtype: Int, Sendable, Hashable {
    /// An album made in Photos or by an app.
    case albumRegular = 2
    /// An event synced from a computer.
    case albumSyncedEvent = 3
    /// A faces group synced from a computer.
    case albumSyncedFaces = 4
    /// An album synced from a computer.
    case albumSyncedAlbum = 5
    /// An album imported from a camera.
    case albumImported = 6
    /// My Photo Stream.
    case albumMyPhotoStream = 100
    /// A shared album.
    case albumCloudShared = 101
    /// A smart album of no particular kind.
    case smartAlbumGeneric = 200
    /// Panoramas.
    case smartAlbumPanoramas = 201
    /// Videos.
    case smartAlbumVideos = 202
    /// Favorites.
    case smartAlbumFavorites = 203
    /// Time-lapse videos.
    case smartAlbumTimelapses = 204
    /// Hidden assets.
    case smartAlbumAllHidden = 205
    /// Recently added assets.
    case smartAlbumRecentlyAdded = 206
    /// Bursts.
    case smartAlbumBursts = 207
    /// Slow-motion videos.
    case smartAlbumSlomoVideos = 208
    /// The whole library (Recents).
    case smartAlbumUserLibrary = 209
    /// Photos taken with the front camera.
    case smartAlbumSelfPortraits = 210
    /// Screenshots.
    case smartAlbumScreenshots = 211
    /// Portrait-mode photos.
    case smartAlbumDepthEffect = 212
    /// Live Photos.
    case smartAlbumLivePhotos = 213
    /// Animated images.
    case smartAlbumAnimated = 214
    /// Long-exposure Live Photos.
    case smartAlbumLongExposures = 215
    /// Assets that failed to upload to iCloud.
    case smartAlbumUnableToUpload = 216
    /// RAW photos.
    case smartAlbumRAW = 217
    /// Cinematic videos.
    case smartAlbumCinematic = 218
    /// Spatial photos and videos.
    case smartAlbumSpatial = 219
    /// Screen recordings.
    case smartAlbumScreenRecordings = 220
    /// Any subtype (for fetching).
    case any = 9_223_372_036_854_775_807
}

/// The kind of a collection list.
public enum PHCollectionListType: Int, Sendable, Hashable {
    /// A list of moments (deprecated; there are none).
    case momentList = 1
    /// A folder the person made.
    case folder = 2
    /// A folder Photos keeps.
    case smartFolder = 3
}

/// The kind of a folder.
public enum PHCollectionListSubtype: Int, Sendable, Hashable {
    /// A cluster of moments (deprecated).
    case momentListCluster = 1
    /// A year of moments (deprecated).
    case momentListYear = 2
    /// A folder of albums and folders.
    case regularFolder = 100
    /// Events synced from a computer.
    case smartFolderEvents = 200
    /// Faces synced from a computer.
    case smartFolderFaces = 201
    /// Any subtype (for fetching).
    case any = 9_223_372_036_854_775_807
}

/// What a collection may have done to it.
public enum PHCollectionEditOperation: Int, Sendable, Hashable {
    /// Deleting the assets it holds.
    case deleteContent = 1
    /// Removing assets from it (they stay in the library).
    case removeContent = 2
    /// Adding assets to it.
    case addContent = 3
    /// Creating assets in it.
    case createContent = 4
    /// Reordering its assets.
    case rearrangeContent = 5
    /// Deleting it.
    case delete = 6
    /// Renaming it.
    case rename = 7
}
