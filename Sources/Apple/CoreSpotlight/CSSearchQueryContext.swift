// What a query fetches and how it is narrowed (iOS 16's form of `CSSearchQuery`).
import Foundation

/// The attributes a query fetches and the queries its results must also match.
open class CSSearchQueryContext: NSObject, @unchecked Sendable {
    /// The attributes each found item's attribute set holds.
    open var fetchAttributes: [String] = []
    /// Queries every result must also match.
    open var filterQueries: [String] = []
    /// The language the person types in (unused on Linux).
    open var keyboardLanguage: String?

    /// A context that fetches no attributes.
    public override init() { super.init() }
}
