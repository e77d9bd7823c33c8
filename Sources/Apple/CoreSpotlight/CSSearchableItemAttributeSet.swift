// An item's attributes as Spotlight indexes them. They are kept by their property's name, which
// is the name queries use (`title == "garden*"cd`), so the typed properties (the files
// CSSearchableItemAttributeSet+….swift, by Apple's categories) and custom keys share one table.
import Foundation
import UniformTypeIdentifiers

/// The attributes of an item: its title, description, thumbnail, keywords, dates, places, ….
open class CSSearchableItemAttributeSet: NSObject, NSCopying, @unchecked Sendable {
    private let lock = NSLock()
    private var attributes: [String: Any] = [:]

    /// Attributes of an item of a type.
    /// - Parameter contentType: The item's type (`.text`, `.image`, an app's own).
    public init(contentType: UTType) {
        super.init()
        self.contentType = contentType.identifier
        contentTypeTree = [contentType.identifier] + contentType.supertypes.map(\.identifier).sorted()
    }

    /// Attributes of an item of a type identifier (the older form).
    /// - Parameter itemContentType: The type's identifier (`UTType.text.identifier`).
    public init(itemContentType: String) {
        super.init()
        contentType = itemContentType
        contentTypeTree = [itemContentType] + (UTType(itemContentType)?.supertypes.map(\.identifier).sorted() ?? [])
    }

    /// An attribute by the name queries use, as its type.
    subscript<Value>(attribute name: String) -> Value? {
        get { lock.withLock { attributes[name] as? Value } }
        set { lock.withLock { attributes[name] = newValue } }
    }

    /// Every attribute by name.
    var allAttributes: [String: Any] { lock.withLock { attributes } }

    /// A copy holding some attributes only (nil: all), as a query fetches them.
    func copy(keeping names: [String]?) -> CSSearchableItemAttributeSet {
        let copy = CSSearchableItemAttributeSet(itemContentType: contentType ?? UTType.item.identifier)
        let all = allAttributes
        copy.lock.withLock { copy.attributes = names.map { names in all.filter { names.contains($0.key) } } ?? all }
        return copy
    }

    /// A copy with the same attributes.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any { copy(keeping: nil) }

    // MARK: Custom attributes

    /// Sets an attribute the app declared.
    /// - Parameters:
    ///   - value: A string, number, date, data or array of them; nil removes it.
    ///   - key: The attribute.
    open func setValue(_ value: (any NSSecureCoding)?, forCustomKey key: CSCustomAttributeKey) {
        self[attribute: key.keyName] = value.map { $0 as Any }
    }

    /// An attribute the app declared.
    /// - Parameter key: The attribute.
    /// - Returns: Its value, or nil.
    open func value(forCustomKey key: CSCustomAttributeKey) -> (any NSSecureCoding)? { self[attribute: key.keyName] }

    /// The attributes, for logs.
    open override var description: String {
        let listed = allAttributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "<CSSearchableItemAttributeSet: \(listed.joined(separator: ", "))>"
    }
}
