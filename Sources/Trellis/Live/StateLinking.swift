import Foundation
import Synchronization

/// A property of a view whose storage lives in the view graph (`@State`, `@StateObject`; an
/// `@Environment` keeps the environment it was resolved in): when
/// the view is resolved, its storage is swapped for the one the graph keeps under the view's
/// identity, or given to the graph when there is none (as SwiftUI links a view's dynamic
/// properties before it reads the body).
protocol GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String)
}

/// Links the graph-owned properties of `view` (a view or a modifier) to the storage kept for
/// `key`. Properties are found by reflection, once per type when the type has none.
func linkGraphProperties<V>(of view: V, in graph: ViewGraph, key: String) {
    guard hasGraphLinkedProperties(view) else { return }
    for child in Mirror(reflecting: view).children {
        guard let property = child.value as? any GraphLinkedProperty else { continue }
        property.link(in: graph, key: key + "." + (child.label ?? "?"))
    }
}

/// Whether the view's type holds a `@State` or `@StateObject` (read from the first value of the
/// type; a type's stored properties never change).
func hasGraphLinkedProperties<V>(_ view: V) -> Bool {
    let id = ObjectIdentifier(V.self)
    if let known = LinkedPropertyTypes.known(id) { return known }
    let found = Mirror(reflecting: view).children.contains { $0.value is any GraphLinkedProperty }
    LinkedPropertyTypes.record(id, found)
    return found
}

/// Whether each view type seen holds a `@State` or `@StateObject`.
private enum LinkedPropertyTypes {
    private struct Types: @unchecked Sendable { var linked: [ObjectIdentifier: Bool] = [:] }
    private static let types = Mutex(Types())
    static func known(_ id: ObjectIdentifier) -> Bool? { types.withLock { $0.linked[id] } }
    static func record(_ id: ObjectIdentifier, _ linked: Bool) { types.withLock { $0.linked[id] = linked } }
}

/// Whether two values of a type are the same, when the type is Equatable (a state set to the
/// value it holds changes nothing, as SwiftUI skips such writes); otherwise false.
func isSameValue<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return equals(a, b)
}

private func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }
