import Foundation
import Observation
import Synchronization

// State as apps write it, at rest. SwiftUI observes objects to render again when they change;
// a Trellis layout is a snapshot, so every wrapper here reads its object once, when the view's
// body is evaluated, and nothing re-renders. Combine is not on Linux: `ObservableObject`,
// `@Published` and `ObservableObjectPublisher` are declared here with Combine's and SwiftUI's
// signatures, so app code compiles unchanged. They publish nothing by themselves: `import Combine`
// (Sources/Apple/Combine) makes `$property` and `objectWillChange` publishers by attaching a
// relay (`ChangeRelay`) to which a change is handed, before it is made, as Combine's `willSet`.
// The Observation module of the toolchain provides `@Observable` but not SwiftUI's `@Bindable` or
// `Environment(_: T.Type)`, which are here too.

/// A type of object with a publisher that emits before the object has changed (Combine's).
public protocol ObservableObject: AnyObject {
    /// The type of the publisher that announces changes; `ObservableObjectPublisher` unless the
    /// object declares another.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// The publisher that emits before any of the object's `@Published` properties changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher that emits before any of the object's `@Published` properties changes: one
    /// per object, shared by its published properties (found by reflection, as Combine does). An
    /// object with no published property gets a new publisher each time. Previews do not
    /// re-render: at rest nothing subscribes to it.
    public var objectWillChange: ObservableObjectPublisher {
        var properties: [any PublishedProperty] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let level = mirror {
            for child in level.children {
                guard let property = child.value as? any PublishedProperty else { continue }
                // Installed in all of them at once: one installed means all are.
                if let installed = property.changePublisher { return installed }
                properties.append(property)
            }
            mirror = level.superclassMirror
        }
        let publisher = ObservableObjectPublisher()
        for property in properties { property.changePublisher = publisher }
        return publisher
    }
}

/// What `import Combine` attaches to a published property or to an object's change publisher: the
/// subject their subscribers listen to. The engine hands it each change before the change is made;
/// at rest none is attached and a change goes nowhere.
@_spi(Publishing) public protocol ChangeRelay<Value>: AnyObject {
    /// What is sent: the property's new value, or `Void` for an object's change.
    associatedtype Value
    /// Passes a change on to the subscribers.
    func send(_ value: Value)
}

/// The publisher of an observable object's changes (Combine's type). `import Combine` makes it a
/// publisher of `Void`; at rest nothing subscribes and `send()` does nothing.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var attached: (any ChangeRelay<Void>)?

    /// Creates a publisher.
    public init() {}

    /// Announces a change to the publisher's subscribers (none at rest).
    public func send() {
        ObservableChanges.announce()
        lock.withLock { attached }?.send(())
    }

    /// The relay of the publisher's subscribers: the one attached, else the one `make` makes,
    /// attached from then on.
    @_spi(Publishing) public func relay(orMake make: () -> any ChangeRelay<Void>) -> any ChangeRelay<Void> {
        lock.withLock {
            if let attached { return attached }
            let relay = make()
            attached = relay
            return relay
        }
    }
}

/// A property of an observable object (Combine's `@Published`). Setting it announces the change
/// through the object's `objectWillChange` and to the subscribers of `$property` (with `import
/// Combine`; none at rest), then stores the value. Copies of the wrapper share one storage, as
/// Combine's do.
@propertyWrapper
public struct Published<Value> {
    // The setters do not mutate the wrapper (the value is in `storage`): a subscriber that reads
    // the property while it is being set reads it, where a mutating setter would hold exclusive
    // access to the wrapper and trap.
    private let storage: PublishedStorage<Value>
    /// Creates a published property holding `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    /// Creates a published property holding `initialValue` (the older spelling of `init(wrappedValue:)`).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// The property's value; setting it publishes the new value, then stores it.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.publish(newValue) }
    }
    /// `$property`: the publisher of the property's values (with `import Combine`: its current
    /// value to each new subscriber, then every new value before it is stored). Settable for
    /// `assign(to: &$property)`, which writes back the property's own publisher.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        nonmutating set {}
    }

    /// The publisher of a published property's values (`Published<Value>.Publisher`; `import
    /// Combine` makes it a `Publisher`).
    public struct Publisher {
        /// The type of value published: the property's.
        public typealias Output = Value
        /// A published property never fails.
        public typealias Failure = Never
        /// The property's storage, which the subscribers attach to.
        @_spi(Publishing) public let storage: PublishedStorage<Value>
    }
}

/// A published property's value, with what listens to it (shared by the copies of the wrapper).
@_spi(Publishing) public final class PublishedStorage<Value> {
    /// The property's value.
    public private(set) var value: Value
    /// The object's change publisher, once the object's `objectWillChange` was read.
    var changePublisher: ObservableObjectPublisher?
    /// The relay of `$property`'s subscribers, attached by `import Combine`.
    public var relay: (any ChangeRelay<Value>)?

    init(_ value: Value) { self.value = value }

    /// Sets the value as `@Published` does: the object's change is announced and the new value
    /// sent to the property's subscribers before it is stored.
    public func publish(_ newValue: Value) {
        ObservableChanges.announce()
        changePublisher?.send()
        relay?.send(newValue)
        value = newValue
    }
}

/// Every change observable objects announce (`objectWillChange.send()`, a `@Published` property
/// set), counted: a live preview updates when the count moved after its last resolution (the
/// views that hold observable objects are evaluated at every resolution, BodyReuse.swift), as
/// SwiftUI's views update when an object they observe announces a change.
enum ObservableChanges {
    private static let counter = Atomic<Int>(0)
    static func announce() { counter.add(1, ordering: .relaxed) }
    static var count: Int { counter.load(ordering: .relaxed) }
}

/// A `@Published` property, as an observable object's default `objectWillChange` finds it.
protocol PublishedProperty {
    /// The object's change publisher the property announces its changes through.
    var changePublisher: ObservableObjectPublisher? { get nonmutating set }
}

extension Published: PublishedProperty {
    var changePublisher: ObservableObjectPublisher? {
        get { storage.changePublisher }
        nonmutating set { storage.changePublisher = newValue }
    }
}

/// An object a view creates and owns (`@StateObject`): made once, when first read, and kept
/// for as long as the view's identity lasts (in a live preview, by the view graph).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    final class Location { var storage: Storage; init(_ s: Storage) { storage = s } }
    let location: Location

    /// Creates the object lazily: `thunk` runs the first time the object is read, once per view.
    /// While a view is resolved again, it keeps the object it made the first time.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = Location(Storage(thunk))
    }
    /// The object, made on first read.
    public var wrappedValue: ObjectType { location.storage.object }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: location.storage.object) }
}

extension StateObject: GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String) {
        if let kept = graph.stored(key) as? Storage { location.storage = kept } else { graph.store(location.storage, for: key) }
    }
}

/// An observable object a view is handed (`@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// `$object`: bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object, read and written through the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The object the parent handed in, read when the body is evaluated.
    public var wrappedValue: ObjectType
    /// Wraps an object a parent passes in.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Wraps an object a parent passes in (the older spelling of `init(wrappedValue:)`).
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// An observable object supplied by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Declares a read of the ancestor-supplied object of type `ObjectType`.
    public init() {}

    /// The object; a view whose ancestors supply none stops with SwiftUI's message.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: wrappedValue) }
}

/// Bindings to the mutable properties of an observable object (SwiftUI's `@Bindable`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The observable object whose properties `$model.property` binds to.
    public var wrappedValue: Value
    /// The wrapper itself, so `$model.name` yields bindings.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an `@Observable` object (as a property wrapper).
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Wraps an `@Observable` object, for bindings inside a body (`@Bindable var model = model`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Wraps the same object as another `Bindable`.
    public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }

    /// A binding to a property of the object, read and written through the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

private struct ObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// Objects supplied by `.environmentObject(_:)` and `.environment(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[ObjectsKey.self] }
        set { self[ObjectsKey.self] = newValue }
    }
}

extension Environment {
    /// Reads an `@Observable` object supplied by `.environment(_:)`; a view whose ancestors
    /// supply none stops with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init { env in
            guard let object = env.objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads an `@Observable` object supplied by `.environment(_:)`, nil when none is.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init { env in env.objects[ObjectIdentifier(objectType)] as? T }
    }
}

nonisolated extension View {
    /// Supplies an observable object to the views inside (`@EnvironmentObject`).
    /// - Parameter object: The object, found by its type.
    /// - Returns: A view whose content can read `object` with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }

    /// Supplies an `@Observable` object to the views inside (`@Environment(T.self)`); nil
    /// removes it.
    /// - Parameter object: The object, found by its type, or nil.
    /// - Returns: A view whose content can read `object` with `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
