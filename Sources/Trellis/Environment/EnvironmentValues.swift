import Foundation

/// A key for a value in the environment.
///
/// Declare a type conforming to `EnvironmentKey` with a default, and a property on
/// `EnvironmentValues` that reads and writes it; views then set it with `environment(_:_:)` and
/// read it with `@Environment`:
///
/// ```swift
/// private struct AccentSizeKey: EnvironmentKey {
///     static let defaultValue: CGFloat = 12
/// }
/// extension EnvironmentValues {
///     var accentSize: CGFloat {
///         get { self[AccentSizeKey.self] }
///         set { self[AccentSizeKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value a view reads when no ancestor has set one.
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree: size classes, layout direction, colour scheme, font,
/// line limit, text measurer and the rest.
///
/// Every view is resolved in an environment: its parent's, changed by any `environment(_:_:)`
/// modifiers between them. A modifier changes the value for the view it wraps and everything
/// inside, never for siblings or ancestors. Text modifiers such as `font(_:)` and `lineLimit(_:)`
/// are environment modifiers, so they apply to every text inside a container:
///
/// ```swift
/// VStack {
///     Text("Title")
///     Text("Subtitle")
/// }
/// .font(.caption)                      // both texts
/// .environment(\.layoutDirection, .rightToLeft)
/// ```
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An environment in which every key holds its default value.
    public init() {}

    /// Reads or writes the value of a key; a key never written reads as its `defaultValue`.
    /// Declare a computed property on `EnvironmentValues` over this subscript to make a key usable
    /// with `environment(_:_:)` and `@Environment`.
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

    /// A short summary for debugging: how many values are set.
    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    /// The environment of the view whose body is being evaluated (read by `@Environment`).
    @TaskLocal static var current = EnvironmentValues()
}

/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View {
///         Text("New").foregroundStyle(colorScheme == .dark ? .white : .black)
///     }
/// }
/// ```
@propertyWrapper
public struct Environment<Value> {
    let read: (EnvironmentValues) -> Value
    /// Reads the value at `keyPath` of the environment of the view being evaluated.
    /// - Parameter keyPath: The property of `EnvironmentValues` to read, such as `\.colorScheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    /// The current value, read from the environment of the view whose body is being evaluated.
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

/// View state. Layout files and previews are snapshots, so a state is its initial value, which
/// the view may change for the rest of its body's evaluation.
@propertyWrapper
public struct State<Value> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    /// Creates a state whose storage starts at `wrappedValue`.
    ///
    /// While a view is being resolved again (after a preference or geometry action), its states
    /// keep the storage of the previous resolution (StateSlots, Engine/Preferences.swift).
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
