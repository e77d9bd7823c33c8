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
    /// The value read in `environment` where no ancestor set one: `defaultValue`, unless the
    /// key bridges it from elsewhere (SwiftUI's `UITraitBridgedEnvironmentKey` reads it from
    /// UIKit's traits of that environment).
    static func _defaultValue(in environment: EnvironmentValues) -> Value
}

extension EnvironmentKey {
    /// `defaultValue`.
    /// - Parameter environment: The environment read.
    /// - Returns: The key's default.
    public static func _defaultValue(in environment: EnvironmentValues) -> Value { defaultValue }
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
            guard let stored = storage[ObjectIdentifier(key)] else { return K._defaultValue(in: self) }
            return (stored as? K.Value) ?? K._defaultValue(in: self)
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether `other` sets the same keys to values `same` finds equal (Live/BodyReuse.swift),
    /// the keys in `ignored` aside.
    func storageIsEqual(to other: EnvironmentValues, ignoring ignored: Set<ObjectIdentifier> = [], by same: (Any, Any) -> Bool) -> Bool {
        if ignored.isEmpty {
            guard storage.count == other.storage.count else { return false }
        } else {
            for key in other.storage.keys where storage[key] == nil && !ignored.contains(key) { return false }
        }
        for (key, value) in storage where !ignored.contains(key) {
            guard let otherValue = other.storage[key] else { return false }
            // Most values are the very same ones, copied down the tree: their boxes' bits say so
            // without the casts `same` needs (the same type, and the same inline bytes or
            // out-of-line box; unused inline bytes may differ: a miss, never a false match).
            if !bytesEqual(value, otherValue) && !same(value, otherValue) { return false }
        }
        return true
    }

    /// Calls `body` with each value set.
    func forEachValue(_ body: (Any) -> Void) {
        for value in storage.values { body(value) }
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
    /// The environment the view was last resolved in: an action that runs later (a button's
    /// calling `dismiss()`) reads the view's environment, not the empty one outside any body.
    let resolvedIn = EnvironmentSnapshot()
    /// Reads the value at `keyPath` of the environment of the view being evaluated.
    /// - Parameter keyPath: The property of `EnvironmentValues` to read, such as `\.colorScheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    /// The value in the environment of the view (the one whose body is being evaluated).
    public var wrappedValue: Value { read(resolvedIn.values ?? EnvironmentValues.current) }
}

/// The environment a view's `@Environment` properties were linked with (Live/StateLinking.swift).
final class EnvironmentSnapshot: @unchecked Sendable {
    var values: EnvironmentValues?
}

extension Environment: GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String) { resolvedIn.values = graph.linkingEnvironment }
}
