// A related person's name ("mother", "assistant"), as a contact lists them.
import Foundation

/// The name of a person related to the contact.
open class CNContactRelation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The person's name.
    public let name: String

    /// A relation of a name.
    /// - Parameter name: The person's name.
    public required init(name: String) {
        self.name = name
        super.init()
    }

    /// A relation of a name (the older, factory form).
    /// - Parameter name: The person's name.
    /// - Returns: The relation.
    open class func contactRelation(withName name: String) -> Self { Self(name: name) }

    /// Archived relations read back with the archive.
    public static var supportsSecureCoding: Bool { true }

    /// A relation read from an archive.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        name = coder.decodeObject(of: NSString.self, forKey: "name").map { String($0) } ?? ""
        super.init()
    }

    /// Archives the name.
    /// - Parameter coder: The archive.
    open func encode(with coder: NSCoder) { coder.encode(NSString(string: name), forKey: "name") }

    /// The relation itself: relations are immutable.
    /// - Parameter zone: Unused.
    /// - Returns: This relation.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when the names are.
    /// - Parameter object: The other object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNContactRelation)?.name == name }

    /// A hash of the name.
    open override var hash: Int { name.hashValue }
}
