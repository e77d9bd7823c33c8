import Foundation
import Observation

/// How a context runs its blocks.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// On a queue of its own.
    case privateQueueConcurrencyType = 1
    /// On the main queue.
    case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects: those inserted into it, until deleted.
open class NSManagedObjectContext: NSObject, Observable, @unchecked Sendable {
    /// The objects, observed: a view whose body fetched them (`@FetchRequest`, wherever it is
    /// built) is evaluated again when the context inserts or deletes, as SwiftUI's views follow
    /// their context (objects an `onAppear` makes show).
    private var objects: [NSManagedObject] {
        get {
            registrar.access(self, keyPath: \.objects)
            return storedObjects
        }
        set { registrar.withMutation(of: self, keyPath: \.objects) { storedObjects = newValue } }
    }
    private var storedObjects: [NSManagedObject] = []
    private let registrar = ObservationRegistrar()
    private var deleted: [NSManagedObject] = []
    /// How the context runs its blocks.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The context's name.
    open var name: String?
    /// Whether changes saved by other contexts are merged in.
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are merged.
    open var mergePolicy: Any = NSMergePolicy.error
    /// The context changes are saved to, if any.
    open var parent: NSManagedObjectContext?
    /// The coordinator of the stores (none: objects stay in memory).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// What keeps its undo steps (none: Foundation on Linux has no `UndoManager`).
    open var undoManager: AnyObject?

    /// A context of `concurrencyType`.
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// A main-queue context.
    public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    /// Whether anything was inserted, changed or deleted since the last save.
    open var hasChanges: Bool { !deleted.isEmpty || objects.contains { $0.hasChanges } }
    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(objects.filter(\.isInserted)) }
    /// The objects changed since the last save.
    open var updatedObjects: Set<NSManagedObject> { Set(objects.filter { $0.isUpdated && !$0.isInserted }) }
    /// The objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    /// Every object in the context.
    open var registeredObjects: Set<NSManagedObject> { Set(objects) }

    /// Adds `object` to the context.
    open func insert(_ object: NSManagedObject) {
        guard !objects.contains(where: { $0 === object }) else { return }
        object.attach(to: self)
        objects.append(object)
    }

    /// Removes `object` from the context.
    open func delete(_ object: NSManagedObject) {
        objects.removeAll { $0 === object }
        object.detach()
        deleted.append(object)
    }

    /// Keeps the changes (in memory: there is no store to write).
    open func save() throws {
        for o in objects { o.willSave() }
        for o in objects { o.markSaved() }
        deleted = []
        for o in objects { o.didSave() }
    }

    /// Undoes the changes since the last save: inserted objects leave, deleted ones come back.
    open func rollback() {
        let inserted = objects.filter(\.isInserted)
        objects.removeAll { o in inserted.contains { $0 === o } }
        for o in deleted { o.attach(to: self); o.markSaved(); objects.append(o) }
        deleted = []
    }

    /// Forgets every object.
    open func reset() {
        objects = []
        deleted = []
    }

    /// The context's objects of the request's entity that its predicate accepts, in the order of
    /// its sort descriptors, from its offset up to its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var found = objects.filter { $0.entity.name == request.entityName }
        if let predicate = request.predicate { found = found.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found.sort { a, b in
                for d in descriptors {
                    let order = SortKeys.compare(d, a, b)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        let start = min(request.fetchOffset, found.count)
        var page = Array(found[start...])
        if request.fetchLimit > 0 { page = Array(page.prefix(request.fetchLimit)) }
        return page.compactMap { $0 as? T }
    }

    /// How many objects `request` would fetch.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    /// The object of `objectID`, if the context has it.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        objects.first { $0.objectID === objectID } ?? NSManagedObject(entity: NSEntityDescription(), insertInto: nil)
    }

    /// Runs `block` (at once: the preview has one thread of work).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` and waits for it.
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` and returns its result.
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    /// Runs `block` and returns its result.
    open func perform<T>(_ block: @escaping () throws -> T) async rethrows -> T { try block() }

    /// Keeps an object's values as saved (nothing to refresh from: no store).
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    /// Forgets every object's unsaved values (nothing to refresh from: no store).
    open func refreshAllObjects() {}
}

/// How conflicting changes are merged.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    let kind: Int
    init(kind: Int) { self.kind = kind }
    /// Conflicts are errors.
    public static let error = NSMergePolicy(kind: 0)
    /// Stored values win, property by property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(kind: 1)
    /// The context's values win, property by property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(kind: 2)
    /// The context's objects win whole.
    public static let overwrite = NSMergePolicy(kind: 3)
    /// The stored objects win whole.
    public static let rollback = NSMergePolicy(kind: 4)
}

/// Stored values win, property by property.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
/// The context's values win, property by property.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
/// The context's objects win whole.
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
/// The stored objects win whole.
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback
/// Conflicts are errors.
public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error

/// A request for the objects of an entity.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var entityName: String?
    /// The entity.
    open var entity: NSEntityDescription? {
        get { entityName.map(NSEntityDescription.init(name:)) }
        set { entityName = newValue?.name }
    }
    /// Which objects are fetched (nil: all).
    open var predicate: NSPredicate?
    /// Their order (nil or empty: the order they were inserted in).
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: no limit).
    open var fetchLimit = 0
    /// How many to skip.
    open var fetchOffset = 0
    /// How many are read at a time.
    open var fetchBatchSize = 0
    /// Whether objects come as faults.
    open var returnsObjectsAsFaults = true
    /// Relationships read along.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Whether objects with unsaved changes are included.
    open var includesPendingChanges = true

    /// A request for the objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// A request whose entity is set later.
    public override init() { super.init() }

    /// The objects it asks for, from the context of the current block (none: there is none).
    open func execute() throws -> [ResultType] { [] }
}

/// The stores a container opens (none is written: objects stay in memory).
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// A coordinator of `model`.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }
}

/// How a container opens a store.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store is (`/dev/null` for one in memory; every store is in memory here).
    open var url: URL?
    /// The store's type.
    open var type = "SQLite"
    /// Whether it loads in the background.
    open var shouldAddStoreAsynchronously = false
    /// Whether changes migrate the store.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping between versions is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// The CloudKit container's options, if any.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    private var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A description of the default store.
    public override init() { super.init() }

    /// Sets an option.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// The options of a CloudKit-mirrored store (no mirroring happens here).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier.
    public let containerIdentifier: String
    /// Options for the container `containerIdentifier`.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// The key of the option that tracks the history of a store.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The key of the option that notifies other processes of remote changes.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A data model's stack: the model, one store in memory, and a main-queue context.
open class NSPersistentContainer: NSObject {
    /// The model's name.
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The context views read.
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// The stores to open.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription] = [
        NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null")),
    ]
    /// The coordinator of the stores.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator

    /// A container of the model named `name`.
    public init(name: String) {
        self.name = name
        managedObjectModel = NSManagedObjectModel()
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: managedObjectModel)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// A container of `model` named `name`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Opens the stores (in memory: at once, without error) and calls `block` for each.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for d in persistentStoreDescriptions { block(d, nil) }
    }

    /// A context of its own queue over the same objects' stores.
    open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType) }

    /// Runs `block` with a background context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }

    /// The folder stores are kept in by default.
    open class func defaultDirectoryURL() -> URL { FileManager.default.temporaryDirectory }
}

/// A container whose store CloudKit mirrors (no mirroring happens here).
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
