// Core Data on Linux: an in-memory object graph. Objects keep their attributes and
// relationships in memory, contexts hold the objects inserted into them, and a fetch returns a
// context's objects of an entity, filtered by its predicate and sorted by its descriptors. No
// store is written (every container is the in-memory one previews ask for with
// `/dev/null`), so an app's preview controller that inserts sample objects shows them.
//
// An entity's class is a Swift class whose `@NSManaged` properties the compiled path gives
// bodies (`_managedValue(forKey:)`, since Linux has no Objective-C runtime to supply them), and
// which Xcode writes from the data model when its codegen is "Class Definition" or
// "Category/Extension" (TrellisCompiler's `DataModelClasses`).
import Foundation
import Trellis

/// An object of a Core Data entity: its attributes and relationships by name, in memory.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult {
    private var values: [String: Any] = [:]
    /// The context the object is in (nil once deleted, or when made without one).
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The object's identity.
    public let objectID = NSManagedObjectID()
    /// Whether it was inserted since the context last saved.
    open internal(set) var isInserted = false
    /// Whether it changed since the context last saved.
    open internal(set) var isUpdated = false
    /// Whether it was deleted since the context last saved.
    open internal(set) var isDeleted = false
    /// Whether it is a fault (never: objects are in memory).
    open var isFault: Bool { false }
    /// Whether it has unsaved changes.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }

    /// An object of `entity`, inserted into `context` when one is given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        if let context { context.insert(self) }
        awakeFromInsert()
    }

    /// An object of this class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of this class: named after it.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self)) }

    /// A request for the objects of this class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    /// Called once the object is made: set default values here.
    open func awakeFromInsert() {}
    /// Called once the object is fetched (never: objects are not read from a store).
    open func awakeFromFetch() {}
    /// Called before the context saves.
    open func willSave() {}
    /// Called after the context saved.
    open func didSave() {}

    /// The value of an attribute or relationship.
    open func value(forKey key: String) -> Any? { values[key] }
    /// Sets the value of an attribute or relationship.
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
        if !isInserted { isUpdated = true }
    }
    /// The stored value of a key.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    /// Sets the stored value of a key.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// Announces a change of a key (nothing observes it in a preview).
    open func willChangeValue(forKey key: String) {}
    /// Announces a change of a key (nothing observes it in a preview).
    open func didChangeValue(forKey key: String) {}
    /// Announces an access of a key.
    open func willAccessValue(forKey key: String?) {}
    /// Announces an access of a key.
    open func didAccessValue(forKey key: String?) {}

    /// The value of an `@NSManaged` property (the body the compiled path gives it): the stored
    /// value, else the type's empty value (nil, 0, false, "").
    public func _managedValue<T>(forKey key: String) -> T {
        if let v = values[key] as? T { return v }
        return ManagedDefaults.empty(T.self)
    }

    /// Sets an `@NSManaged` property.
    public func _setManagedValue<T>(_ value: T, forKey key: String) {
        objectWillChange.send()
        setValue(ManagedDefaults.unwrapped(value), forKey: key)
    }

    /// Adds an object, or a set of them, to a to-many relationship (`addToBooks(_:)`).
    public func _addToRelationship(_ key: String, _ value: Any) {
        let added = (value as? NSSet).map { Array($0) } ?? [value]
        let current = (values[key] as? NSSet).map { Array($0) } ?? []
        objectWillChange.send()
        setValue(NSSet(array: current + added), forKey: key)
    }

    /// Removes an object, or a set of them, from a to-many relationship (`removeFromBooks(_:)`).
    public func _removeFromRelationship(_ key: String, _ value: Any) {
        let removed = (value as? NSSet).map { Array($0) } ?? [value]
        let current = (values[key] as? NSSet).map { Array($0) } ?? []
        let kept = current.filter { c in !removed.contains { ($0 as AnyObject) === (c as AnyObject) } }
        objectWillChange.send()
        setValue(NSSet(array: kept), forKey: key)
    }

    func detach() {
        managedObjectContext = nil
        isDeleted = true
    }

    func attach(to context: NSManagedObjectContext) {
        managedObjectContext = context
        isInserted = true
    }

    func markSaved() {
        isInserted = false
        isUpdated = false
    }
}

/// The empty values of `@NSManaged` properties never set.
enum ManagedDefaults {
    static func empty<T>(_ type: T.Type) -> T {
        if let optional = type as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as! T }
        let zeros: [Any] = [Int16(0), Int32(0), Int64(0), Int(0), Double(0), Float(0), false, "", Decimal(0), Data(),
                            Date(timeIntervalSinceReferenceDate: 0), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
                            NSSet(), NSOrderedSet()]
        for z in zeros { if let v = z as? T { return v } }
        preconditionFailure("no empty value of \(T.self) for an @NSManaged property")
    }

    /// An optional's wrapped value, or nil: what the object stores.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}

/// An object's identity.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// A URL naming the object.
    public var uriRepresentation: URL { URL(string: "x-coredata:///\(ObjectIdentifier(self).hashValue)")! }
    /// Whether the identity is temporary (objects are never saved to a store).
    public var isTemporaryID: Bool { true }
}

/// What a fetch returns: managed objects (and, in Apple's Core Data, dictionaries and counts).
public protocol NSFetchRequestResult: AnyObject {}

/// An entity of the data model: its name.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class its objects are.
    open var managedObjectClassName: String?

    /// An entity named `name`.
    public init(name: String) {
        self.name = name
        managedObjectClassName = name
    }

    /// An empty entity.
    public override init() {}

    /// The entity named `entityName` (found by name: the model is not read).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }

    /// A new object of the entity named `entityName` in `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }
}

/// A data model (read by name only: entities are their classes).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities (none are read from the model file).
    open var entities: [NSEntityDescription] = []
    /// An empty model.
    public override init() {}
    /// The model at `url` (not read).
    public convenience init?(contentsOf url: URL) { self.init() }
}
