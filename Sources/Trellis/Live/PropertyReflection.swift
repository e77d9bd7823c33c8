import Foundation
import Synchronization

/// Kinds of stored property the live graph asks a view type about.
enum ReflectedProperty: Hashable, Sendable {
    /// A `@State` or `@StateObject`, linked to the graph's storage (StateLinking.swift).
    case graphLinked
    /// An `ObservableObject` holder, whose changes the graph does not observe (BodyReuse.swift).
    case observableObject

    func matches(_ value: Any) -> Bool {
        switch self {
        case .graphLinked: return value is any GraphLinkedProperty
        case .observableObject: return value is any _ObservableObjectHolder
        }
    }
}

/// Whether a stored property of `view` is of `kind`: found by reflection on the first value of
/// each type and kept (a type's stored properties never change).
func viewType<V>(of view: V, holds kind: ReflectedProperty) -> Bool {
    let key = ReflectedTypes.Key(type: ObjectIdentifier(V.self), kind: kind)
    if let known = ReflectedTypes.known(key) { return known }
    let holds = Mirror(reflecting: view).children.contains { kind.matches($0.value) }
    ReflectedTypes.record(key, holds)
    return holds
}

/// What each view type was found to hold, by kind.
private enum ReflectedTypes {
    struct Key: Hashable { var type: ObjectIdentifier; var kind: ReflectedProperty }
    private struct Types: @unchecked Sendable { var holds: [Key: Bool] = [:] }
    private static let types = Mutex(Types())
    static func known(_ key: Key) -> Bool? { types.withLock { $0.holds[key] } }
    static func record(_ key: Key, _ holds: Bool) { types.withLock { $0.holds[key] = holds } }
}
