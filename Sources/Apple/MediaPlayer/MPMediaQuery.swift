// Queries of the music library: songs, albums, artists, playlists, filtered by property.
// Linux has no music library: a query keeps its predicates and grouping and finds nothing.
import Foundation

/// How a query groups its items into collections.
public enum MPMediaGrouping: Int, Sendable {
    /// By title (each item alone).
    case title = 0
    /// By album.
    case album = 1
    /// By artist.
    case artist = 2
    /// By album artist.
    case albumArtist = 3
    /// By composer.
    case composer = 4
    /// By genre.
    case genre = 5
    /// By playlist.
    case playlist = 6
    /// By podcast.
    case podcastTitle = 7
}

/// How a property predicate compares.
public enum MPMediaPredicateComparison: Int, Sendable {
    /// The property equals the value.
    case equalTo = 0
    /// The property contains the value.
    case contains = 1
}

/// A filter of a query.
open class MPMediaPredicate: NSObject, @unchecked Sendable {}

/// A filter on one property's value.
open class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    /// The property's name.
    public let property: String
    /// The value compared with.
    public let value: Any?
    /// How they are compared.
    public let comparisonType: MPMediaPredicateComparison

    private init(value: Any?, property: String, comparisonType: MPMediaPredicateComparison) {
        self.value = value
        self.property = property
        self.comparisonType = comparisonType
        super.init()
    }

    /// A filter of items whose property equals a value.
    /// - Parameters:
    ///   - value: The value.
    ///   - property: The property (`MPMediaItemPropertyArtist`).
    /// - Returns: The filter.
    open class func predicate(withValue value: Any?, forProperty property: String) -> MPMediaPropertyPredicate {
        MPMediaPropertyPredicate(value: value, property: property, comparisonType: .equalTo)
    }

    /// A filter of items whose property equals or contains a value.
    /// - Parameters:
    ///   - value: The value.
    ///   - property: The property.
    ///   - comparisonType: How they are compared.
    /// - Returns: The filter.
    open class func predicate(withValue value: Any?, forProperty property: String,
                              comparisonType: MPMediaPredicateComparison) -> MPMediaPropertyPredicate {
        MPMediaPropertyPredicate(value: value, property: property, comparisonType: comparisonType)
    }
}

/// A query of the music library: its items, and its collections by the grouping.
open class MPMediaQuery: NSObject, @unchecked Sendable {
    /// The filters (nil: none).
    open var filterPredicates: Set<MPMediaPredicate>?
    /// How items are grouped into `collections`.
    open var groupingType = MPMediaGrouping.title

    /// A query of every item.
    public override convenience init() { self.init(filterPredicates: nil) }

    /// A query of the items that pass the filters.
    /// - Parameter filterPredicates: The filters.
    public init(filterPredicates: Set<MPMediaPredicate>?) {
        self.filterPredicates = filterPredicates
        super.init()
    }

    /// Adds a filter.
    /// - Parameter predicate: The filter.
    open func addFilterPredicate(_ predicate: MPMediaPredicate) {
        filterPredicates = (filterPredicates ?? []).union([predicate])
    }

    /// Removes a filter.
    /// - Parameter predicate: The filter.
    open func removeFilterPredicate(_ predicate: MPMediaPredicate) {
        filterPredicates?.remove(predicate)
    }

    /// The items found: none on Linux (no music library).
    open var items: [MPMediaItem]? { [] }
    /// The items grouped by `groupingType`: none on Linux.
    open var collections: [MPMediaItemCollection]? { [] }

    /// The songs.
    /// - Returns: A query of music, by title.
    open class func songs() -> MPMediaQuery { ofType(.music, groupedBy: .title) }
    /// The albums.
    /// - Returns: A query of music, by album.
    open class func albums() -> MPMediaQuery { ofType(.music, groupedBy: .album) }
    /// The artists.
    /// - Returns: A query of music, by artist.
    open class func artists() -> MPMediaQuery { ofType(.music, groupedBy: .artist) }
    /// The playlists.
    /// - Returns: A query of any media, by playlist.
    open class func playlists() -> MPMediaQuery { ofType(.any, groupedBy: .playlist) }
    /// The podcasts.
    /// - Returns: A query of podcasts, by podcast.
    open class func podcasts() -> MPMediaQuery { ofType(.podcast, groupedBy: .podcastTitle) }
    /// The audiobooks.
    /// - Returns: A query of audiobooks, by title.
    open class func audiobooks() -> MPMediaQuery { ofType(.audioBook, groupedBy: .title) }
    /// The compilations.
    /// - Returns: A query of compilations, by album.
    open class func compilations() -> MPMediaQuery {
        let query = ofType(.any, groupedBy: .album)
        query.addFilterPredicate(MPMediaPropertyPredicate.predicate(withValue: true, forProperty: MPMediaItemPropertyIsCompilation))
        return query
    }
    /// The composers.
    /// - Returns: A query of any audio, by composer.
    open class func composers() -> MPMediaQuery { ofType(.anyAudio, groupedBy: .composer) }
    /// The genres.
    /// - Returns: A query of any audio, by genre.
    open class func genres() -> MPMediaQuery { ofType(.anyAudio, groupedBy: .genre) }

    /// A query of a kind of media, grouped.
    private class func ofType(_ type: MPMediaType, groupedBy grouping: MPMediaGrouping) -> MPMediaQuery {
        let query = MPMediaQuery(filterPredicates: [MPMediaPropertyPredicate.predicate(withValue: type.rawValue, forProperty: MPMediaItemPropertyMediaType)])
        query.groupingType = grouping
        return query
    }
}
