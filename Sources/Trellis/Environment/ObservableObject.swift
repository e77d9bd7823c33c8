import Foundation
import Observation

// State as apps write it, at rest. SwiftUI observes objects to render again when they change;
// a Trellis layout is a snapshot, so every wrapper here reads its object once, when the view's
// body is evaluated, and nothing re-renders. Combine is not on Linux: `ObservableObject`,
// `@Published` and `ObservableObjectPublisher` are declared here with Combine's and SwiftUI's
// signatures (`objectWillChange` is a publisher whose `send()` does nothing at rest), so app code
// compiles unchanged. The Observation module of the toolchain provides `@Observable` but not
// SwiftUI's `@Bindable` or `Environment(_: T.Type)`, which are here too.

/// A type of object with a publisher that emits before the object has changed (Combine's).
public protocol ObservableObject: AnyObject {
    /// The type of the publisher that announces changes; `ObservableObjectPublisher` unless the
    /// object declares another.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// The publisher that emits before any of the object's `@Published` properties changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that sends nothing anywhere: previews do not re-render.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an observable object's changes (Combine's type; at rest `send()` does nothing).
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// Creates a publisher.
    public init() {}
    /// Announces a change; at rest nobody listens, so this does nothing.
    public func send() {}
}

/// A property of an observable object (Combine's `@Published`): a stored value at rest.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    /// Creates a published property holding `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }
    /// Creates a published property holding `initialValue` (the older spelling of `init(wrappedValue:)`).
    public init(initialValue: Value) { value = initialValue }
    /// The property's value; setting it stores the value (nothing is published at rest).
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    /// `$property`: the value's publisher (at rest: its current value).
    public var projectedValue: Publisher {
        get { Publisher(output: value) }
        set { value = newValue.output }
    }

    /// The publisher of a published property (holds the value it would publish first).
    public struct Publisher {
        /// The type of value published: the property's.
        public typealias Output = Value
        /// A published property never fails.
        public typealias Failure = Never
        let output: Value
    }
}

/// An object a view creates and owns (`@StateObject`): made once, when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    /// Creates the object lazily: `thunk` runs the first time the object is read, once per view.
    /// While a view is resolved again, it keeps the object it made the first time.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateSlots.current?.box { Storage(thunk) } ?? Storage(thunk)
    }
    /// The object, made on first read.
    public var wrappedValue: ObjectType { storage.object }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: storage.object) }
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

extension View {
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
