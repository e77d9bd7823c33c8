import Foundation

// `@AppStorage` and `@SceneStorage`: values an app keeps in UserDefaults or per scene. A preview
// at rest reads the default the view gives (the person's defaults are never read or written):
// each preview process keeps its own store in memory, so a value the body sets is read back by
// the rest of the evaluation, as `@State` is.

/// The in-memory store of a preview process, by key.
final class PreviewDefaults: @unchecked Sendable {
    static let app = PreviewDefaults(), scene = PreviewDefaults()
    private var values: [String: Any] = [:]
    private let lock = NSLock()
    func value(_ key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ key: String, _ value: Any?) { lock.withLock { values[key] = value } }
}

/// A value kept in the app's UserDefaults under a key: `@AppStorage("username") var username = ""`.
/// Linux: the preview's own store in memory, starting from the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: PreviewDefaults

    init(key: String, defaultValue: Value, store: PreviewDefaults = .app) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
    }

    /// The stored value, else the default.
    public var wrappedValue: Value {
        get { store.value(key) as? Value ?? defaultValue }
        nonmutating set { store.set(key, newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let key = key, store = store, defaultValue = defaultValue
        return Binding(get: { store.value(key) as? Value ?? defaultValue }, set: { store.set(key, $0) })
    }
}

extension AppStorage {
    /// A Boolean under `key`; `store` is accepted (the preview's own store is used).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A double under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Data under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// A date under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(key: key, defaultValue: wrappedValue) }
    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean under `key`, nil when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional integer under `key`, nil when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional double under `key`, nil when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional string under `key`, nil when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional URL under `key`, nil when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Optional data under `key`, nil when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

/// A value kept with the scene's restoration state: `@SceneStorage("selectedTab") var tab = 0`.
/// Linux: the preview's own store in memory, starting from the default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let storage: AppStorage<Value>

    /// The stored value, else the default.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }
    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { storage.projectedValue }

    /// A Boolean under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene) }
    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene) }
    /// A double under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene) }
    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene) }
    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene) }
    /// Data under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene) }
    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene)
    }
    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(key: key, defaultValue: wrappedValue, store: .scene)
    }
    /// An optional value under `key`, nil until set.
    public init<Wrapped>(_ key: String) where Value == Wrapped? { storage = AppStorage(key: key, defaultValue: nil, store: .scene) }
}

nonisolated extension View {
    /// The defaults `@AppStorage` reads inside the view. Accepted: previews use their own store.
    /// - Parameter store: The defaults.
    /// - Returns: The same view.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
