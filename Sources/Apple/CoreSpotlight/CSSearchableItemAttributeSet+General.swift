// The attributes every item has: what it is called and shows, its type, identifiers, thumbnails,
// dates and how it ranks (Apple's CSSearchableItemAttributeSet_General.h and _Documents.h).
import Foundation

extension CSSearchableItemAttributeSet {
    /// The name shown in results.
    public var displayName: String? {
        get { self[attribute: "displayName"] }
        set { self[attribute: "displayName"] = newValue }
    }
    /// Other names the item is found by.
    public var alternateNames: [String]? {
        get { self[attribute: "alternateNames"] }
        set { self[attribute: "alternateNames"] = newValue }
    }
    /// The title.
    public var title: String? {
        get { self[attribute: "title"] }
        set { self[attribute: "title"] = newValue }
    }
    /// A description shown under the title.
    public var contentDescription: String? {
        get { self[attribute: "contentDescription"] }
        set { self[attribute: "contentDescription"] = newValue }
    }
    /// The item's text, searched but not shown.
    public var textContent: String? {
        get { self[attribute: "textContent"] }
        set { self[attribute: "textContent"] = newValue }
    }
    /// Words the item is found by.
    public var keywords: [String]? {
        get { self[attribute: "keywords"] }
        set { self[attribute: "keywords"] = newValue }
    }
    /// The subject.
    public var subject: String? {
        get { self[attribute: "subject"] }
        set { self[attribute: "subject"] = newValue }
    }
    /// The theme.
    public var theme: String? {
        get { self[attribute: "theme"] }
        set { self[attribute: "theme"] = newValue }
    }
    /// What kind of item it is, in words ("Recipe").
    public var kind: String? {
        get { self[attribute: "kind"] }
        set { self[attribute: "kind"] = newValue }
    }
    /// A comment.
    public var comment: String? {
        get { self[attribute: "comment"] }
        set { self[attribute: "comment"] = newValue }
    }
    /// More information.
    public var information: String? {
        get { self[attribute: "information"] }
        set { self[attribute: "information"] = newValue }
    }
    /// The version.
    public var version: String? {
        get { self[attribute: "version"] }
        set { self[attribute: "version"] = newValue }
    }
    /// The item's own identifier (a message's, an event's).
    public var identifier: String? {
        get { self[attribute: "identifier"] }
        set { self[attribute: "identifier"] = newValue }
    }
    /// The unique identifier of an item this one belongs to.
    public var relatedUniqueIdentifier: String? {
        get { self[attribute: "relatedUniqueIdentifier"] }
        set { self[attribute: "relatedUniqueIdentifier"] = newValue }
    }
    /// The unique identifier of an item this one relates to, without being deleted with it.
    public var weakRelatedUniqueIdentifier: String? {
        get { self[attribute: "weakRelatedUniqueIdentifier"] }
        set { self[attribute: "weakRelatedUniqueIdentifier"] = newValue }
    }
    /// The type identifier of the item.
    public var contentType: String? {
        get { self[attribute: "contentType"] }
        set { self[attribute: "contentType"] = newValue }
    }
    /// The type identifier and those it conforms to.
    public var contentTypeTree: [String]? {
        get { self[attribute: "contentTypeTree"] }
        set { self[attribute: "contentTypeTree"] = newValue }
    }
    /// The file's path.
    public var path: String? {
        get { self[attribute: "path"] }
        set { self[attribute: "path"] = newValue }
    }
    /// The file the item is.
    public var contentURL: URL? {
        get { self[attribute: "contentURL"] }
        set { self[attribute: "contentURL"] = newValue }
    }
    /// A web page of the item.
    public var url: URL? {
        get { self[attribute: "url"] }
        set { self[attribute: "url"] = newValue }
    }
    /// The thumbnail's encoded image.
    public var thumbnailData: Data? {
        get { self[attribute: "thumbnailData"] }
        set { self[attribute: "thumbnailData"] = newValue }
    }
    /// A local file of the thumbnail.
    public var thumbnailURL: URL? {
        get { self[attribute: "thumbnailURL"] }
        set { self[attribute: "thumbnailURL"] = newValue }
    }
    /// A local file of the thumbnail in dark mode.
    public var darkThumbnailURL: URL? {
        get { self[attribute: "darkThumbnailURL"] }
        set { self[attribute: "darkThumbnailURL"] = newValue }
    }
    /// When the attributes last changed.
    public var metadataModificationDate: Date? {
        get { self[attribute: "metadataModificationDate"] }
        set { self[attribute: "metadataModificationDate"] = newValue }
    }
    /// When the item was made.
    public var contentCreationDate: Date? {
        get { self[attribute: "contentCreationDate"] }
        set { self[attribute: "contentCreationDate"] = newValue }
    }
    /// When the item last changed.
    public var contentModificationDate: Date? {
        get { self[attribute: "contentModificationDate"] }
        set { self[attribute: "contentModificationDate"] = newValue }
    }
    /// When the item was added.
    public var addedDate: Date? {
        get { self[attribute: "addedDate"] }
        set { self[attribute: "addedDate"] = newValue }
    }
    /// When the item was last used.
    public var lastUsedDate: Date? {
        get { self[attribute: "lastUsedDate"] }
        set { self[attribute: "lastUsedDate"] = newValue }
    }
    /// When the item was downloaded.
    public var downloadedDate: Date? {
        get { self[attribute: "downloadedDate"] }
        set { self[attribute: "downloadedDate"] = newValue }
    }
    /// How the app ranks the item (higher first).
    public var rankingHint: NSNumber? {
        get { self[attribute: "rankingHint"] }
        set { self[attribute: "rankingHint"] = newValue }
    }
    /// Whether the person made the item.
    public var userCreated: NSNumber? {
        get { self[attribute: "userCreated"] }
        set { self[attribute: "userCreated"] = newValue }
    }
    /// Whether the person owns the item.
    public var userOwned: NSNumber? {
        get { self[attribute: "userOwned"] }
        set { self[attribute: "userOwned"] = newValue }
    }
    /// Whether the person chose the item.
    public var userCurated: NSNumber? {
        get { self[attribute: "userCurated"] }
        set { self[attribute: "userCurated"] = newValue }
    }
    /// The custom actions offered on the item.
    public var actionIdentifiers: [String]? {
        get { self[attribute: "actionIdentifiers"] }
        set { self[attribute: "actionIdentifiers"] = newValue }
    }
    /// The app or person that made the item.
    public var creator: String? {
        get { self[attribute: "creator"] }
        set { self[attribute: "creator"] = newValue }
    }
    /// The authors' names.
    public var authorNames: [String]? {
        get { self[attribute: "authorNames"] }
        set { self[attribute: "authorNames"] = newValue }
    }
    /// The editors' names.
    public var editors: [String]? {
        get { self[attribute: "editors"] }
        set { self[attribute: "editors"] = newValue }
    }
    /// The number of pages.
    public var pageCount: NSNumber? {
        get { self[attribute: "pageCount"] }
        set { self[attribute: "pageCount"] = newValue }
    }
}
