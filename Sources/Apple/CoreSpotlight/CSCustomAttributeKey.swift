// An attribute an app declares beyond Apple's, by name, with how Spotlight treats it.
import Foundation

/// The name of an attribute the app declares, set with `setValue(_:forCustomKey:)`.
open class CSCustomAttributeKey: NSObject, NSCopying, @unchecked Sendable {
    /// The attribute's name, which queries use.
    public let keyName: String
    /// Whether queries can search it.
    public let isSearchable: Bool
    /// Whether a query with no attribute searches it.
    public let isSearchableByDefault: Bool
    /// Whether values repeat across items, so Spotlight keeps one copy.
    public let isUnique: Bool
    /// Whether it holds an array.
    public let isMultiValued: Bool

    /// A searchable attribute of a name.
    /// - Parameter keyName: The name: letters, digits and underscores, not starting with
    ///   `com.apple` or `kMD`; nil otherwise.
    public convenience init?(keyName: String) {
        self.init(keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
    }

    /// An attribute of a name, with how it is indexed.
    /// - Parameters:
    ///   - keyName: The name; nil for a name Spotlight reserves or that is empty.
    ///   - searchable: Whether queries can search it.
    ///   - searchableByDefault: Whether a query with no attribute searches it.
    ///   - unique: Whether values repeat across items.
    ///   - multiValued: Whether it holds an array.
    public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {
        guard !keyName.isEmpty, !keyName.hasPrefix("com.apple"), !keyName.hasPrefix("kMD"),
              keyName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        self.keyName = keyName
        isSearchable = searchable
        isSearchableByDefault = searchableByDefault
        isUnique = unique
        isMultiValued = multiValued
        super.init()
    }

    /// The key itself: keys are immutable.
    /// - Parameter zone: Unused.
    /// - Returns: This key.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
