import Foundation

/// View state. Layout files and previews are snapshots, so a state is its initial value, which
/// the view may change for the rest of its body's evaluation.
@propertyWrapper
public struct State<Value> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    /// Creates a state whose storage starts at `wrappedValue`.
    ///
    /// While a view is being resolved again (after a preference or geometry action), its states
    /// keep the storage of the previous resolution (Engine/StateSlots.swift).
    public init(wrappedValue: Value) { box = StateSlots.current?.box { Box(wrappedValue) } ?? Box(wrappedValue) }
    /// Creates a state whose storage starts at `initialValue` (the older spelling of `init(wrappedValue:)`).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// The stored value; setting it changes what the rest of the body reads, but nothing re-renders.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the stored value (`$value`), for controls such as `Toggle` and `TextField`.
    public var projectedValue: Binding<Value> {
        Binding(get: { self.box.value }, set: { self.box.value = $0 })
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
