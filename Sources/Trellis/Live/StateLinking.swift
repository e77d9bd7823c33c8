import Foundation

/// A property of a view whose storage lives in the view graph (`@State`, `@StateObject`; an
/// `@Environment` keeps the environment it was resolved in): when
/// the view is resolved, its storage is swapped for the one the graph keeps under the view's
/// identity, or given to the graph when there is none (as SwiftUI links a view's dynamic
/// properties before it reads the body).
protocol GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String)
}

/// Links the graph-owned properties of `view` (a view or a modifier) to the storage kept for
/// `key`. A type with none is known after its first value (PropertyReflection.swift).
func linkGraphProperties<V>(of view: V, in graph: ViewGraph, key: String) {
    guard hasGraphLinkedProperties(view) else { return }
    for child in Mirror(reflecting: view).children {
        guard let property = child.value as? any GraphLinkedProperty else { continue }
        property.link(in: graph, key: key + "." + (child.label ?? "?"))
    }
}

/// Whether the view's type holds a `@State` or `@StateObject` (PropertyReflection.swift).
func hasGraphLinkedProperties<V>(_ view: V) -> Bool { viewType(of: view, holds: .graphLinked) }

/// Whether two values of a type are the same, when the type is Equatable (a state set to the
/// value it holds changes nothing, as SwiftUI skips such writes); otherwise false.
func isSameValue<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return equals(a, b)
}

private func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }
