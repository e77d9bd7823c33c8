import Foundation
import Observation

/// How a container stores its models. Linux: every store is in memory, whatever it asks.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// True when asked to keep nothing on disk (every store here is in memory).
    public let isStoredInMemoryOnly: Bool
    /// Whether the context may save.
    public let allowsSave: Bool

    /// A configuration; `schema`, `groupContainer` and `cloudKitDatabase` are accepted.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// A configuration for a file at `url`; accepted, the store stays in memory.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
    }

    /// Equal when the name and the storage options are.
    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.allowsSave == rhs.allowsSave
    }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The app group whose container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        let id: String?
        /// The app's own.
        public static let automatic = GroupContainer(id: nil)
        /// None.
        public static let none = GroupContainer(id: "")
        /// The group `identifier`.
        public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(id: identifier) }
    }

    /// The CloudKit database the store syncs with (none on Linux).
    public struct CloudKitDatabase: Hashable, Sendable {
        let id: String?
        /// The app's default container, if it has one.
        public static let automatic = CloudKitDatabase(id: nil)
        /// No syncing.
        public static let none = CloudKitDatabase(id: "")
        /// A private database of `container`.
        public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(id: container) }
    }
}

/// The models of an app and their store, with the context the main actor uses.
public final class ModelContainer: @unchecked Sendable {
    /// The models it stores.
    public let schema: Schema
    /// Its configurations.
    public let configurations: [ModelConfiguration]
    /// The context views read (`.modelContainer(_:)` puts it in the environment).
    public private(set) lazy var mainContext = ModelContext(self)
    /// The models every context of the container sees (its in-memory store).
    let store = ModelStore()

    /// A container of `types`; a migration plan is accepted.
    public convenience init(for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of `schema`; a migration plan is accepted.
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of `schema`; a migration plan is accepted.
    public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// Removes every model (`deleteAllData()`).
    public func deleteAllData() { mainContext.removeAll() }
}

/// Migrations between versions of a schema (accepted; nothing is migrated in memory).
public protocol SchemaMigrationPlan {}

/// A container's models, in memory: what its contexts insert, fetch and delete.
final class ModelStore: Observable, @unchecked Sendable {
    let lock = NSLock()
    private var stored: [any PersistentModel] = []
    private let registrar = ObservationRegistrar()

    /// The models, observed: a view whose body fetched them (`@Query`, wherever it is built, a
    /// lazy grid's rows too) is evaluated again when a context inserts or deletes, as SwiftUI's
    /// views follow their context (data an `onAppear` generates shows).
    var models: [any PersistentModel] {
        get {
            registrar.access(self, keyPath: \.models)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.models) { stored = newValue } }
    }
}

/// Where models are inserted, fetched and deleted. A container's contexts share its models (a
/// model actor's context sees what the main context inserted, as contexts of one store do once
/// saved).
public final class ModelContext: @unchecked Sendable {
    /// The container the context belongs to.
    public let container: ModelContainer
    /// Saves after changes (no effect in memory).
    public var autosaveEnabled = true
    /// True when there are unsaved changes.
    public private(set) var hasChanges = false
    private var store: ModelStore { container.store }
    private var lock: NSLock { store.lock }
    private var models: [any PersistentModel] {
        get { store.models }
        set { store.models = newValue }
    }

    /// A context of `container`.
    public init(_ container: ModelContainer) { self.container = container }

    /// Adds `model` (once).
    public func insert<T: PersistentModel>(_ model: T) {
        lock.withLock {
            guard !models.contains(where: { $0 === model }) else { return }
            models.append(model)
            hasChanges = true
        }
        Self.registry.withLock { $0.owners[ObjectIdentifier(model)] = WeakContext(self); $0.deleted.remove(ObjectIdentifier(model)) }
    }

    /// Removes `model`.
    public func delete<T: PersistentModel>(_ model: T) {
        lock.withLock {
            models.removeAll { $0 === model }
            hasChanges = true
        }
        Self.registry.withLock { $0.owners[ObjectIdentifier(model)] = nil; $0.deleted.insert(ObjectIdentifier(model)) }
    }

    /// Removes every model of `model` that `predicate` accepts (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for m in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(m) }
    }

    /// Keeps the changes (in memory: marks them saved).
    public func save() throws { lock.withLock { hasChanges = false } }

    /// Forgets unsaved changes (in memory: nothing to go back to).
    public func rollback() { lock.withLock { hasChanges = false } }

    /// The models of `T` the descriptor selects, in its order.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = lock.withLock { models.compactMap { $0 as? T } }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found = found.sorted(using: descriptor.sortBy) }
        let start = min(descriptor.fetchOffset ?? 0, found.count)
        let end = descriptor.fetchLimit.map { min(start + $0, found.count) } ?? found.count
        return Array(found[start..<end])
    }

    /// How many models the descriptor selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// The identifiers of the models the descriptor selects.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with `id`, if this context holds it.
    public func model(for id: PersistentIdentifier) -> any PersistentModel {
        lock.withLock { models.first { $0.persistentModelID == id } } ?? MissingModel()
    }

    /// Runs `block` and saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    func removeAll() { lock.withLock { models.removeAll() } }

    // The context each model was inserted into, and the models deleted, for the models' own
    // `modelContext` and `isDeleted`.
    private struct WeakContext { weak var context: ModelContext?; init(_ c: ModelContext) { context = c } }
    private struct Registry { var owners: [ObjectIdentifier: WeakContext] = [:]; var deleted: Set<ObjectIdentifier> = [] }
    private static let registry = LockedRegistry()
    private final class LockedRegistry: @unchecked Sendable {
        private var value = Registry()
        private let lock = NSLock()
        func withLock<R>(_ body: (inout Registry) -> R) -> R { lock.withLock { body(&value) } }
    }

    static func owner(of model: AnyObject) -> ModelContext? { registry.withLock { $0.owners[ObjectIdentifier(model)]?.context } }
    static func wasDeleted(_ model: AnyObject) -> Bool { registry.withLock { $0.deleted.contains(ObjectIdentifier(model)) } }
}

/// What `model(for:)` returns for an identifier the context does not hold.
private final class MissingModel: PersistentModel {}

/// Which models to fetch and in which order.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep (all without one).
    public var predicate: Predicate<T>?
    /// Their order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many first.
    public var fetchOffset: Int?
    /// Whether unsaved changes count (they always do in memory).
    public var includePendingChanges = true
    /// The properties to load first (accepted).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load with the models (accepted).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models `predicate` accepts, in `sortBy`'s order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
