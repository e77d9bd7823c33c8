import Foundation

/// View state: storage a view owns for as long as its identity lasts. At rest a state is its
/// initial value; in a live preview the view graph keeps it under the view's identity, so the
/// value an action sets is the one the next evaluation of the body reads (Live/ViewGraph.swift).
@propertyWrapper
public struct State<Value> {
    /// The value and the graph it belongs to once linked; shared by the copies of the view
    /// (and the actions and bindings that captured one).
    final class Storage {
        var value: Value
        weak var graph: ViewGraph?
        var key = ""
        init(_ v: Value) { value = v }
    }
    /// Where the storage is: replaced by the graph's when the view is resolved.
    final class Location { var storage: Storage; init(_ s: Storage) { storage = s } }
    let location: Location
    /// Creates a state whose storage starts at `wrappedValue`.
    ///
    /// In a live preview (and while a view is resolved again after a preference or geometry
    /// action) the view keeps the storage its identity had.
    public init(wrappedValue: Value) { location = Location(Storage(wrappedValue)) }
    /// Creates a state whose storage starts at `initialValue` (the older spelling of `init(wrappedValue:)`).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// The stored value; setting it changes what the body reads next and, in a live preview,
    /// re-evaluates the view.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { Self.set(newValue, in: location.storage) }
    }
    /// A binding to the stored value (`$value`), for controls such as `Toggle` and `TextField`.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.storage.value }, set: { Self.set($0, in: location.storage) })
    }

    private static func set(_ value: Value, in storage: Storage) {
        if isSameValue(storage.value, value) { return }
        storage.value = value
        storage.graph?.stateDidChange(storage.key)
    }
}

extension State: GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String) {
        if let kept = graph.stored(key) as? Storage {
            location.storage = kept
        } else {
            // A state kept across an edit of the code starts from the value it had.
            if let seed = graph.takeSeed(key), let value = Storage.value(from: seed) { location.storage.value = value }
            location.storage.graph = graph
            location.storage.key = key
            graph.store(location.storage, for: key)
        }
    }
}

/// A two-way connection to a value owned elsewhere: a `@State`, an observable object's property,
/// or any getter and setter. Controls take bindings to the values they show; in a Trellis
/// snapshot they read them once.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    /// Creates a binding from a getter and a setter.
    /// - Parameters:
    ///   - get: Reads the value the binding refers to.
    ///   - set: Writes a new value where the binding's value lives.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    /// A binding that always reads `value` and ignores writes: for previews of controls.
    /// - Returns: A binding to an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    /// The value the binding refers to; setting it calls the binding's setter.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    /// The binding itself, so `$binding` can be passed on.
    public var projectedValue: Binding<Value> { self }
    /// The binding a `$name` closure parameter receives (`ForEach($items) { $item in … }`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value (`$settings.isOn`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
            var v = get()
            v[keyPath: keyPath] = newValue
            set(v)
        })
    }

    /// Unwraps a binding to an optional value: returns nil when `base` holds nil; otherwise a binding that reads `base`'s value and
    /// writes through to it.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// Wraps a non-optional binding as an optional one; writing nil is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
}
