import Foundation
import Trellis

/// The models of the environment's context that a view shows: `@Query(sort: \Trip.start) private
/// var trips: [Trip]`. Read when the body is evaluated, from the context `.modelContainer(_:)`
/// puts in the environment; with none, it is empty.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: Sequence>: DynamicProperty where Result.Element == Element {
    private let descriptor: FetchDescriptor<Element>
    private let context = Environment(\.modelContext)

    /// The models the query selects, in its order.
    public var wrappedValue: Result {
        let models = (try? context.wrappedValue.fetch(descriptor)) ?? []
        // `Result` is `[Element]` by every initialiser.
        return models as! Result
    }

    /// The context the query reads.
    public var modelContext: ModelContext { context.wrappedValue }

    /// What went wrong in the last fetch (never, in memory).
    public var fetchError: (any Error)? { nil }

    /// Every model of the type.
    public init() where Result == [Element] { descriptor = FetchDescriptor() }

    /// The models `descriptor` selects; `animation` is accepted.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) where Result == [Element] {
        self.descriptor = descriptor
    }

    /// The models `filter` accepts, in `sort`'s order.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation = .default) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// The models `filter` accepts, ordered by a property.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// The models `filter` accepts, ordered by an optional property.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

/// A query reads models a tap can insert: its view's body is evaluated at every resolution.
extension Query: _ObservableObjectHolder {}

private struct ModelContextKey: EnvironmentKey {
    static let defaultValue: ModelContext? = nil
}

extension EnvironmentValues {
    /// The context views insert into and `@Query` reads (`.modelContainer(_:)` sets it). Read
    /// without a container, it is a context of an empty in-memory container.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext.empty }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// What a view reads with no container around it.
    static let empty: ModelContext = {
        // A schema of no types cannot fail.
        ModelContext((try? ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!)
    }()
}

nonisolated extension View {
    /// Gives the view (and `@Query` in it) `container`'s main context.
    /// - Parameter container: The container.
    /// - Returns: The view with the context in its environment.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the view a new container of `modelType` (always in memory on Linux).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the view a new container of `modelTypes` (always in memory on Linux), made once for
    /// as long as the view lasts: what its views insert stays when its parent's body runs again.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(OwnedModelContainer(types: modelTypes, onSetup: onSetup))
    }

    /// Gives the view `context`.
    public func modelContext(_ context: ModelContext) -> some View { environment(\.modelContext, context) }
}

/// The container `modelContainer(for:)` makes, kept in the view's state.
nonisolated private struct OwnedModelContainer: ViewModifier {
    let types: [any PersistentModel.Type]
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var made = Made()

    final class Made {
        var container: ModelContainer?
    }

    func body(content: Content) -> some View {
        let container = made.container ?? {
            let new = ModelContainer.inMemory(types)
            made.container = new
            onSetup(.success(new))
            return new
        }()
        return content.environment(\.modelContext, container.mainContext)
    }
}

extension ModelContainer {
    /// A container of `types` in memory (a schema of model types cannot fail).
    static func inMemory(_ types: [any PersistentModel.Type]) -> ModelContainer {
        (try? ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!
    }
}

nonisolated extension Scene {
    /// The app's container for the scene's views. Linux: previews show views, not scenes, so a
    /// scene's container is accepted and not used.
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    /// The app's container of `modelType` for the scene's views (accepted, not used).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    /// The app's container of `modelTypes` for the scene's views (accepted, not used).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
}
