/// SwiftUI's way to keep a protocol that refines `View` from passing the main actor on to the
/// types that conform to it: `Shape` refines `View` (main-actor isolated) and this marker, which is
/// isolated to another global actor, so a conforming type gets two conflicting isolations to
/// infer and Swift infers neither. A user's `struct Triangle: Shape` is therefore nonisolated, as
/// on iOS: its `path(in:)` may be called from anywhere and it may be made off the main actor.
@_marker @_NoActorInference public protocol _RemoveGlobalActorIsolation {}

/// The global actor `_RemoveGlobalActorIsolation` is isolated to. Nothing runs on it: it exists
/// only to conflict with the main actor during isolation inference.
@globalActor public actor _NoActorInference {
    /// The actor's one instance.
    public static let shared = _NoActorInference()
}
