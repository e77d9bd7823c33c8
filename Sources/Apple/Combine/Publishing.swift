// Trellis's `@Published` and `ObservableObjectPublisher` as OpenCombine publishers. The engine
// hands every change, before it is made, to the relay attached here when the first subscriber
// comes (`ChangeRelay`); until then, as in every preview at rest, a change goes nowhere.
import OpenCombine
@_spi(Publishing) import Trellis

/// The subscribers of a `@Published` property's `$property`: a subject that holds the property's
/// value, so a new subscriber receives it first.
final class PublishedRelay<Value>: ChangeRelay {
    let subject: CurrentValueSubject<Value, Never>
    /// The subscriptions of `assign(to: &$property)`: they last as long as the property.
    var assignments: [AnyCancellable] = []

    init(_ value: Value) { subject = CurrentValueSubject(value) }

    func send(_ value: Value) { subject.send(value) }
}

extension PublishedStorage {
    /// The relay of the property's subscribers, attached on first use.
    var subscribers: PublishedRelay<Value> {
        if let attached = relay as? PublishedRelay<Value> { return attached }
        let made = PublishedRelay(value)
        relay = made
        return made
    }
}

extension Trellis.Published.Publisher: OpenCombine.Publisher {
    /// Attaches a subscriber: it receives the property's current value, then every new value
    /// before the property stores it (Combine's `willSet` order).
    /// - Parameter subscriber: The subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        storage.subscribers.subject.subscribe(subscriber)
    }
}

/// The subscribers of an object's `objectWillChange`.
final class ObjectChangeRelay: ChangeRelay {
    let subject = PassthroughSubject<Void, Never>()

    func send(_ value: Void) { subject.send(value) }
}

extension Trellis.ObservableObjectPublisher: OpenCombine.Publisher {
    /// An object's change carries no value.
    public typealias Output = Void
    /// An object's change publisher never fails.
    public typealias Failure = Never

    /// Attaches a subscriber: it receives a `Void` before each change of the object's
    /// `@Published` properties (and at each `send()`).
    /// - Parameter subscriber: The subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        // Only this module attaches relays to change publishers.
        let attached = relay { ObjectChangeRelay() } as! ObjectChangeRelay
        attached.subject.subscribe(subscriber)
    }
}

extension OpenCombine.Publisher where Failure == Never {
    /// Republishes the elements through a `@Published` property (`assign(to: &$property)`): each
    /// is set on the property as any other value is, announced to `objectWillChange` and to
    /// `$property`'s subscribers. The subscription lasts as long as the property.
    /// - Parameter published: The property's publisher, `$property`.
    public func assign(to published: inout Trellis.Published<Output>.Publisher) {
        let storage = published.storage
        let subscription = sink { [weak storage] value in storage?.publish(value) }
        storage.subscribers.assignments.append(subscription)
    }
}
