// Actors that work on a container with a context of their own (`@ModelActor`). Linux: the actor
// runs on Swift's default executor; its context is a context of the same in-memory container.
import Foundation

/// Makes an actor a model actor: `modelContainer`, `modelExecutor`, `init(modelContainer:)` and
/// `modelContext` (`ModelActor`), the context its own.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "TrellisMacros", type: "ModelActorMacro")

/// What runs a model actor's work with its context.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the actor's work uses.
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor: its context.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    /// The actor's context.
    public let modelContext: ModelContext

    /// An executor of a context.
    /// - Parameter modelContext: The context.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor with a model container and a context of its own.
public protocol ModelActor: Actor {
    /// The container.
    nonisolated var modelContainer: ModelContainer { get }
    /// What runs the actor's work with its context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of an identifier in the actor's context, if it is there.
    /// - Parameter id: The model's identifier.
    /// - Returns: The model, or nil.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.model(for: id) as? T
    }
}
