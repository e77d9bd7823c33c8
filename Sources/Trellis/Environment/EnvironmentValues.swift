import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree: size classes, layout direction, fonts, ...
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the dictionary's optional first: `nil as? K.Value` succeeds (as a nil) when
            // K.Value is itself optional, which would hide the default of a key never set. A key
            // set to nil holds a boxed nil, which reads back as nil.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    /// The environment of the view whose body is being evaluated (read by `@Environment`).
    @TaskLocal static var current = EnvironmentValues()
}

/// Reads a value from the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value> {
    let read: (EnvironmentValues) -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

/// View state. Layout files and previews are snapshots, so a state is its initial value, which
/// the view may change for the rest of its body's evaluation.
@propertyWrapper
public struct State<Value> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    /// While a view is being resolved again (after a preference or geometry action), its states
    /// keep the storage of the previous resolution (StateSlots, Engine/Preferences.swift).
    public init(wrappedValue: Value) { box = StateSlots.current?.box { Box(wrappedValue) } ?? Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        Binding(get: { self.box.value }, set: { self.box.value = $0 })
    }
}

/// A two-way connection to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$settings.isOn`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
            var v = get()
            v[keyPath: keyPath] = newValue
            set(v)
        })
    }

    /// A binding to an optional value's, nil when it is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to a value as an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
}
