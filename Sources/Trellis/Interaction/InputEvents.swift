import Foundation
import Observation

// Keyboard, focus, pointer and hit-testing API (iOS 17): keyboard shortcuts, key presses, focus
// values, hover effects, hit testing, spatial taps and coordinate spaces. A preview at rest gets
// no events, so each is accepted with SwiftUI's signature and has no effect at rest (named
// coordinate spaces, as GeometryReader.swift says, read as the window).

// MARK: Keys

/// A key, as a keyboard shortcut names it.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public var character: Character
    /// Creates the key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// Creates the key that types the literal's character.
    public init(extendedGraphemeClusterLiteral: Character) { character = extendedGraphemeClusterLiteral }

    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The modifiers' bits.
    public let rawValue: Int
    /// Creates a set of modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A keyboard shortcut: a key and its modifiers.
public struct KeyboardShortcut: Sendable, Hashable {
    /// How a shortcut adapts to the keyboard layout.
    public struct Localization: Sendable, Hashable {
        let kind: Int
        /// Adapted to the layout.
        public static let automatic = Localization(kind: 0)
        /// Adapted, but not mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: 1)
        /// Used exactly as given.
        public static let custom = Localization(kind: 2)
    }
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// How it adapts to the keyboard layout.
    public var localization: Localization
    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
    /// Creates a shortcut of `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }
    /// Creates a shortcut of `key` with `modifiers`, adapted as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}

/// A key press a view handles with `onKeyPress`.
public struct KeyPress: Sendable {
    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable, Hashable {
        /// The phases' bits.
        public let rawValue: Int
        /// Creates a set of phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
    /// Whether a handler used a key press.
    public enum Result: Sendable, Hashable {
        /// Used: it goes no further.
        case handled
        /// Not used: it goes on to other handlers.
        case ignored
    }
    /// The phase of the press.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters it types.
    public let characters: String
    /// The modifiers held.
    public let modifiers: EventModifiers
}

/// The interactions a focusable view takes part in.
public struct FocusInteractions: OptionSet, Sendable {
    /// The interactions' bits.
    public let rawValue: Int
    /// Creates a set of interactions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view activates (a button).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view takes typing (a text field).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's choice for the view.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How much a default focus weighs against other ways focus is chosen.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let kind: Int
    /// Only when the system chooses focus itself.
    public static let automatic = DefaultFocusEvaluationPriority(kind: 0)
    /// Also when the user asks for focus to be chosen again.
    public static let userInitiated = DefaultFocusEvaluationPriority(kind: 1)
}

// MARK: Focused values

/// A key of a value that the focused view publishes to the scene (menus, commands).
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view publishes; at rest nothing is focused, so every value is nil.
public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]
    init() {}
    /// The value for a key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value the focused view publishes: nil at rest, since nothing is focused.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// Reads an observable object the focused view publishes.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    /// The value: nil at rest.
    public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes: nil at rest.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Reads the binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    /// The bound value: nil at rest.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    /// A binding to the value: nil at rest.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// Reads an observable object the focused view publishes: nil at rest.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the focused view's object of this type.
    public init() {}
    /// The object: nil at rest.
    public var wrappedValue: ObjectType? { nil }
}

// MARK: Hover and hit testing

/// How a view reacts when the pointer hovers over it (iPad with a pointer).
public struct HoverEffect: Sendable, Hashable {
    let kind: Int
    /// The platform's choice for the view.
    public static let automatic = HoverEffect(kind: 0)
    /// A platter behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// The view lifts and casts a shadow.
    public static let lift = HoverEffect(kind: 2)
}

/// The pointer's hover over a view.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at a location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// What a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds' bits.
    public let rawValue: Int
    /// Creates a set of kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview of a drag.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview of a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Assistive technologies' frames.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

/// A tap that reports where it happened (never recognised at rest).
public struct SpatialTapGesture: Gesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps it takes.
    public var count: Int
    /// The space the location is in.
    public var coordinateSpace: CoordinateSpace
    /// Creates a tap gesture of `count` taps reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

// MARK: Coordinate spaces

/// A coordinate space as a value (iOS 17's spelling: `.global`, `.local`, `.named(_:)`).
public protocol CoordinateSpaceProtocol {
    /// The space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the window's space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates a view's own space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named with `coordinateSpace(_:)` (read as the window at rest).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView")) }
    /// The space of the nearest scroll view along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView\(axis)")) }
}

extension GeometryProxy {
    /// The reader's frame in a coordinate space (iOS 17's spelling; named spaces read as the window).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space in the reader's space: Trellis does not track named
    /// spaces, so nil.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}

nonisolated extension View {
    /// Names this view's coordinate space. Accepted, no effect at rest (named spaces read as the window).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
    /// Names this view's coordinate space (deprecated spelling). Accepted, no effect at rest.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }

    // MARK: Keys and focus

    /// Gives the view a keyboard shortcut. Accepted, no effect at rest.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Gives the view a keyboard shortcut. Accepted, no effect at rest.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// Gives the view a keyboard shortcut, or none. Accepted, no effect at rest.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    /// Gives the view a keyboard shortcut adapted as `localization` says. Accepted, no effect at rest.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View { self }
    /// Handles presses of `key`. Accepted, no effect at rest.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    /// Handles presses of `key` in `phases`. Accepted, no effect at rest.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles presses of any of `keys`. Accepted, no effect at rest.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles presses that type any of `characters`. Accepted, no effect at rest.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles every key press. Accepted, no effect at rest.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Lets the view take focus. Accepted, no effect at rest.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Lets the view take focus for `interactions`. Accepted, no effect at rest.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
    /// Hides the focus ring of the view. Accepted, no effect at rest.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// Sets where focus goes first. Accepted, no effect at rest.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
    /// Publishes a value while the view has focus. Accepted, no effect at rest.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes an observable object while the view has focus. Accepted, no effect at rest.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes an observable object while the view has focus. Accepted, no effect at rest.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes an observable object to the scene. Accepted, no effect at rest.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes a value to the scene. Accepted, no effect at rest.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
    /// Stops submit actions from reaching the views around. Accepted, no effect at rest.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    // MARK: Pointer and hit testing

    /// Applies a hover effect for the pointer. Accepted, no effect at rest.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
    /// Applies a hover effect while `isEnabled`. Accepted, no effect at rest.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool) -> some View { self }
    /// Turns hover effects off inside. Accepted, no effect at rest.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// Sets the hover effect of the views inside. Accepted, no effect at rest.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// Reports the pointer entering and leaving the view. Accepted, no effect at rest.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// Reports the pointer's location over the view. Accepted, no effect at rest.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// Whether the view takes touches: with false, taps in a live preview go to the views
    /// beneath it. No effect at rest.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(HitTestingModifier(refuses: !enabled)) }
    /// Sets the shape of the view for `kind`: a live preview's taps hit the whole frame
    /// (Trellis takes the frame for the shape). No effect at rest.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(HitTestingModifier(contentShape: true))
    }
    /// Runs `action` with the tap's location in the view (in a live preview; never at rest).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { modifier(TapGestureModifier(action: action)) }
    /// Gives the view's gestures priority over the system's at `edges`. Accepted, no effect at rest.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}

nonisolated extension View {
    /// A tooltip (pointer hover; nothing at rest).
    public func help(_ text: Text) -> some View { self }
    /// A tooltip (pointer hover; nothing at rest).
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip (pointer hover; nothing at rest).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
