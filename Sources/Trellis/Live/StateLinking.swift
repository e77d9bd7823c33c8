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
    let id = ObjectIdentifier(V.self)
    if TypesWithoutLinkedProperties.contains(id) { return }
    var found = false
    for child in Mirror(reflecting: view).children {
        guard let property = child.value as? any GraphLinkedProperty else { continue }
        found = true
        property.link(in: graph, key: key + "." + (child.label ?? "?"))
    }
    if !found { TypesWithoutLinkedProperties.insert(id) }
}

/// View types known to hold no `@State` or `@StateObject` (a type's stored properties never change).
private enum TypesWithoutLinkedProperties {
    private struct Types: @unchecked Sendable { var ids: Set<ObjectIdentifier> = [] }
    private static let known = Mutex(Types())
    static func contains(_ id: ObjectIdentifier) -> Bool { known.withLock { $0.ids.contains(id) } }
    static func insert(_ id: ObjectIdentifier) { _ = known.withLock { $0.ids.insert(id) } }
}

/// Whether two values of a type are the same, when the type is Equatable (a state set to the
/// value it holds changes nothing, as SwiftUI skips such writes); otherwise false.
func isSameValue<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return equals(a, b)
}

private func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }
