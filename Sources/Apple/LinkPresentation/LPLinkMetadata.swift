// What a rich link shows: its URLs, title, icon, image and video. Apps fill it themselves (a
// share sheet's item source) or get it from a provider, and cache it by archiving: the URLs and
// title are archived (an item provider holds no data on Linux, so the icon and image are not).
import Foundation
import FoundationAdditions

/// A link's metadata: its URLs, title, and the providers of its icon, image and video.
open class LPLinkMetadata: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The URL asked for.
    open var originalURL: URL?
    /// The URL the metadata is of, after redirects.
    open var url: URL?
    /// The title.
    open var title: String?
    /// The site's icon.
    open var iconProvider: NSItemProvider?
    /// The representative image.
    open var imageProvider: NSItemProvider?
    /// A video to play in place of the image.
    open var videoProvider: NSItemProvider?
    /// A video on the web to play in place of the image.
    open var remoteVideoURL: URL?

    /// Empty metadata.
    public override init() { super.init() }

    /// Archived metadata reads back with the archive.
    public static var supportsSecureCoding: Bool { true }

    /// Metadata read from an archive: its URLs and title.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        originalURL = Self.url(coder, "originalURL")
        url = Self.url(coder, "URL")
        remoteVideoURL = Self.url(coder, "remoteVideoURL")
        title = coder.decodeObject(of: NSString.self, forKey: "title").map { String($0) }
        super.init()
    }

    /// Archives the URLs and title.
    /// - Parameter coder: The archive.
    open func encode(with coder: NSCoder) {
        coder.encode(originalURL.map { $0 as NSURL }, forKey: "originalURL")
        coder.encode(url.map { $0 as NSURL }, forKey: "URL")
        coder.encode(remoteVideoURL.map { $0 as NSURL }, forKey: "remoteVideoURL")
        coder.encode(title.map { NSString(string: $0) }, forKey: "title")
    }

    /// A copy with the same values (and the same providers).
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = LPLinkMetadata()
        copy.originalURL = originalURL
        copy.url = url
        copy.title = title
        copy.iconProvider = iconProvider
        copy.imageProvider = imageProvider
        copy.videoProvider = videoProvider
        copy.remoteVideoURL = remoteVideoURL
        return copy
    }

    /// A URL read from an archive.
    private static func url(_ coder: NSCoder, _ key: String) -> URL? {
        coder.decodeObject(of: NSURL.self, forKey: key).map { $0 as URL }
    }
}
