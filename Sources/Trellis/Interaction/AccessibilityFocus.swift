import Foundation

// Accessibility focus (`@AccessibilityFocusState`, `accessibilityFocused`) and the assistive
// technologies a focus state can be for. Nothing has focus at rest: the state holds its initial
// value unless code sets it, and the modifiers have no effect.

/// The assistive technologies that may be running.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    /// The technologies' bits.
    public let rawValue: UInt8
    /// Creates a set of technologies from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

/// Where accessibility focus is (`@AccessibilityFocusState`): its initial value at rest.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box

    /// A binding to an accessibility focus state (`$focused`).
    public struct Binding {
        fileprivate let get: () -> Value
        fileprivate let set: (Value) -> Void
        /// The focus value the binding reads and writes.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// Creates a state with an initial value.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    /// Creates a state for one element: `false` until set.
    public init() where Value == Bool { box = Box(false) }
    /// Creates a state for one element of assistive technologies: `false` until set.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = Box(false) }
    /// Creates a state for several elements, `nil` until set.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    /// Creates a state for several elements of assistive technologies, `nil` until set.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { box = Box(nil) }

    /// Which element has accessibility focus; at rest, its initial value unless code sets it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the focus value.
    public var projectedValue: Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

nonisolated extension View {
    /// Gives the view accessibility focus while the binding is true. Accepted, no effect at rest.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    /// Gives the view accessibility focus while the binding equals `value`. Accepted, no effect at rest.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
}
