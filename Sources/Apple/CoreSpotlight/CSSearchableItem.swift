// An item the app puts in Spotlight's index: its identifier (what Spotlight hands back when the
// person opens it), its domain (for deleting a group at once) and its attributes.
import Foundation

/// An item in Spotlight's index.
open class CSSearchableItem: NSObject, NSCopying, @unchecked Sendable {
    /// The item's identifier, unique in the app: what `CSSearchableItemActivityIdentifier`
    /// gives back when the person opens it.
    open var uniqueIdentifier: String
    /// The group the item is in, for `deleteSearchableItems(withDomainIdentifiers:)`.
    open var domainIdentifier: String?
    /// When Spotlight drops the item; nil (unset): a month after it is indexed.
    open var expirationDate: Date!
    /// The item's attributes.
    open var attributeSet: CSSearchableItemAttributeSet
    /// Whether indexing the item again only updates the attributes it sets.
    open var isUpdate = false

    /// An item.
    /// - Parameters:
    ///   - uniqueIdentifier: Its identifier; nil makes one.
    ///   - domainIdentifier: The group it is in.
    ///   - attributeSet: Its attributes.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }

    /// An item with a new identifier and an item's attributes.
    public override convenience init() {
        self.init(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .item))
    }

    /// A copy whose attributes are a copy too (holding some only, as a query fetches them).
    func copy(keeping attributes: [String]?) -> CSSearchableItem {
        let copy = CSSearchableItem(uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
                                    attributeSet: attributeSet.copy(keeping: attributes))
        copy.expirationDate = expirationDate
        copy.isUpdate = isUpdate
        return copy
    }

    /// A copy with a copy of the attributes.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any { copy(keeping: nil) }

    /// The identifiers and title, for logs.
    open override var description: String {
        "<CSSearchableItem: uniqueIdentifier=\(uniqueIdentifier), domainIdentifier=\(domainIdentifier ?? "(nil)"), "
            + "title=\(attributeSet.title ?? "(nil)")>"
    }
}
