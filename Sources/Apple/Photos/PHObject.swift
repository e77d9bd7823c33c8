// The base of Photos' objects (assets, collections, folders) and the placeholder a change block
// gets for an object it creates. Objects are snapshots of the library when they were fetched;
// two objects are equal when they stand for the same asset or collection, whichever fetch they
// came from.
import Foundation

/// An asset, collection or folder of the photo library: an immutable snapshot of it.
open class PHObject: NSObject, NSCopying, @unchecked Sendable {
    /// The object's identifier in the library, stable across launches (on Linux: across the
    /// process's fetches).
    public let localIdentifier: String
    /// The library revision the snapshot was taken at.
    let revision: Int

    init(localIdentifier: String, revision: Int) {
        self.localIdentifier = localIdentifier
        self.revision = revision
        super.init()
    }

    /// An object standing for nothing in the library (its identifier is empty).
    public override init() {
        localIdentifier = ""
        revision = 0
        super.init()
    }

    /// Whether an object stands for the same asset or collection.
    /// - Parameter object: The other object.
    /// - Returns: Whether they are of the same class and identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PHObject else { return false }
        if localIdentifier.isEmpty || other.localIdentifier.isEmpty { return self === other }
        return other.localIdentifier == localIdentifier && type(of: other) == type(of: self)
    }

    /// The hash of the identifier.
    open override var hash: Int { localIdentifier.isEmpty ? ObjectIdentifier(self).hashValue : localIdentifier.hashValue }

    /// The object itself (objects are immutable).
    /// - Parameter zone: Not used.
    /// - Returns: The object.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The class and identifier.
    open override var description: String { "<\(type(of: self)): \(localIdentifier)>" }
}

/// An object a change block creates, standing for it until the change is made: add it to an
/// album in the same block, or fetch the object by its `localIdentifier` afterwards.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}
