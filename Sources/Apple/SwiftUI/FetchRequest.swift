import CoreData
import Foundation
import Trellis

// Core Data in views (`@FetchRequest`, `@Environment(\.managedObjectContext)`): their types name
// Core Data's, so the SwiftUI module declares them, as Apple's does. A fetch reads the context
// of the environment when the body is evaluated; an app's preview puts its in-memory
// container's context there (`.environment(\.managedObjectContext, PersistenceController.preview
// .container.viewContext)`), so the objects it inserted show.

private struct ManagedObjectContextKey: EnvironmentKey {
    static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// The context views insert into and `@FetchRequest` reads; without one set, an empty context.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

/// The objects of an entity that a view shows: `@FetchRequest(sortDescriptors: [...]) var books:
/// FetchedResults<Book>`, fetched from the environment's context when the body is evaluated.
@propertyWrapper
public struct FetchRequest<Result: NSManagedObject>: DynamicProperty {
    private let request: NSFetchRequest<Result>
    private let context = Environment(\.managedObjectContext)

    /// The fetched objects.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(objects: (try? context.wrappedValue.fetch(request)) ?? [], request: request)
    }

    /// A binding to the request's configuration (its predicate and sort descriptors can be set).
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let request = self.request
        return Binding(get: { Configuration(request: request) }, set: { c in
            request.predicate = c.nsPredicate
            request.sortDescriptors = c.nsSortDescriptors
        })
    }

    /// A request's predicate and sort order.
    public struct Configuration {
        let request: NSFetchRequest<Result>
        /// The predicate.
        public var nsPredicate: NSPredicate?
        /// The sort order.
        public var nsSortDescriptors: [NSSortDescriptor]
        init(request: NSFetchRequest<Result>) {
            self.request = request
            nsPredicate = request.predicate
            nsSortDescriptors = request.sortDescriptors ?? []
        }
    }

    /// The objects of `entity` that `predicate` accepts, ordered by `sortDescriptors`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        request = NSFetchRequest<Result>(entityName: entity.name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }

    /// The objects of `Result`'s entity that `predicate` accepts, ordered by `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` accepts, ordered by Swift sort descriptors.
    /// After the other for an empty list (`@FetchRequest(sortDescriptors: [])`, the course's
    /// Bookworm), which compiles with Apple's SwiftUI: either gives the same, unsorted request.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors.map(Self.descriptor), predicate: predicate,
                  animation: animation)
    }

    /// The objects `fetchRequest` asks for.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        if request.entityName == nil { request.entityName = Result.entity().name }
    }

    /// The objects `fetchRequest` asks for; the transaction is accepted.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) { self.init(fetchRequest: fetchRequest) }

    /// A Core Data sort descriptor that orders as `descriptor` does.
    private static func descriptor(_ descriptor: SortDescriptor<Result>) -> NSSortDescriptor {
        let d = NSSortDescriptor(key: nil, ascending: true)
        CoreDataSorting.register(d) { a, b in
            guard let a = a as? Result, let b = b as? Result else { return .orderedSame }
            return descriptor.compare(a, b)
        }
        return d
    }
}

/// A fetch reads objects a tap can insert: its view's body is evaluated at every resolution.
extension FetchRequest: _ObservableObjectHolder {}

/// The objects a `@FetchRequest` fetched, in its order.
public struct FetchedResults<Result: NSManagedObject>: RandomAccessCollection {
    private let objects: [Result]
    private let request: NSFetchRequest<Result>

    init(objects: [Result], request: NSFetchRequest<Result>) {
        self.objects = objects
        self.request = request
    }

    /// The first index.
    public var startIndex: Int { objects.startIndex }
    /// The index past the last.
    public var endIndex: Int { objects.endIndex }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }
    /// The request's predicate.
    public var nsPredicate: NSPredicate? { request.predicate }
    /// The request's sort descriptors.
    public var nsSortDescriptors: [NSSortDescriptor] { request.sortDescriptors ?? [] }
}
