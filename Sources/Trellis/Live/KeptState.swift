import Foundation

// Edits keep state: when a file is saved, the preview's new code runs in a new library (a new
// dlopen'ed image, in a new host process), and the states of the old one go over as data. Only
// values whose meaning does not depend on the user's code can go: the standard library's
// `Bool`, `Int`, `Double`, `String`, Foundation's `Date`, and optionals and arrays of them. A
// value of the user's own type (a struct, an enum, a model object) belongs to the old image: its
// layout and its meaning may have changed with the edit, so it starts from its initial value.
// A state goes to the view with the same identity (types and structural path: an edit that
// changes a view's type or place starts that view fresh) and property, whose declared type is
// the same by name.

/// The states of a live preview as data, by storage key ("identity.property").
public struct KeptStates: Codable, Sendable, Equatable {
    /// One state: its declared type and its value.
    public struct Entry: Codable, Sendable, Equatable {
        /// The state's declared type (`String(reflecting:)`): a state of another type starts fresh.
        public var type: String
        /// The value, as data.
        public var value: KeptValue
    }
    /// The states by storage key.
    public var entries: [String: Entry] = [:]
    /// No states: every view starts fresh.
    public init() {}
    /// Whether there is no state to keep.
    public var isEmpty: Bool { entries.isEmpty }
}

/// A value that can go from one image of the user's code to another.
public indirect enum KeptValue: Codable, Sendable, Equatable {
    /// A `Bool`, an `Int`, a `Double`, a `String`; a `Date` as seconds since 2001.
    case bool(Bool), int(Int), double(Double), string(String), date(Double)
    /// An optional without a value.
    case none
    /// An optional's value.
    case some(KeptValue)
    /// An array's elements.
    case array([KeptValue])
}

/// A type whose values can be kept across edits (see the top of this file).
protocol KeepableValue {
    var kept: KeptValue { get }
    init?(kept: KeptValue)
}

extension Bool: KeepableValue {
    var kept: KeptValue { .bool(self) }
    init?(kept: KeptValue) { guard case let .bool(v) = kept else { return nil }; self = v }
}
extension Int: KeepableValue {
    var kept: KeptValue { .int(self) }
    init?(kept: KeptValue) { guard case let .int(v) = kept else { return nil }; self = v }
}
extension Double: KeepableValue {
    var kept: KeptValue { .double(self) }
    init?(kept: KeptValue) { guard case let .double(v) = kept else { return nil }; self = v }
}
extension String: KeepableValue {
    var kept: KeptValue { .string(self) }
    init?(kept: KeptValue) { guard case let .string(v) = kept else { return nil }; self = v }
}
extension Date: KeepableValue {
    var kept: KeptValue { .date(timeIntervalSinceReferenceDate) }
    init?(kept: KeptValue) { guard case let .date(v) = kept else { return nil }; self.init(timeIntervalSinceReferenceDate: v) }
}
extension Optional: KeepableValue where Wrapped: KeepableValue {
    var kept: KeptValue { map { .some($0.kept) } ?? .none }
    init?(kept: KeptValue) {
        switch kept {
        case .none: self = .none
        case let .some(v): guard let w = Wrapped(kept: v) else { return nil }; self = .some(w)
        default: return nil
        }
    }
}
extension Array: KeepableValue where Element: KeepableValue {
    var kept: KeptValue { .array(map(\.kept)) }
    init?(kept: KeptValue) {
        guard case let .array(values) = kept else { return nil }
        var elements: [Element] = []
        for v in values {
            guard let e = Element(kept: v) else { return nil }
            elements.append(e)
        }
        self = elements
    }
}

/// Storage whose value may be kept across edits (`@State`'s).
protocol KeepableStorage: AnyObject {
    var keptEntry: KeptStates.Entry? { get }
}

extension State.Storage: KeepableStorage {
    var keptEntry: KeptStates.Entry? {
        guard let v = value as? any KeepableValue else { return nil }
        return KeptStates.Entry(type: String(reflecting: Value.self), value: v.kept)
    }

    /// The value `entry` holds, when it is of this storage's type.
    static func value(from entry: KeptStates.Entry) -> Value? {
        guard entry.type == String(reflecting: Value.self), let type = Value.self as? any KeepableValue.Type else { return nil }
        return type.init(kept: entry.value) as? Value
    }
}

extension ViewGraph {
    /// The states of this graph that can be kept across an edit.
    public func keptStates() -> KeptStates {
        var states = KeptStates()
        for (key, object) in storedObjects {
            if let entry = (object as? any KeepableStorage)?.keptEntry { states.entries[key] = entry }
        }
        return states
    }
}
