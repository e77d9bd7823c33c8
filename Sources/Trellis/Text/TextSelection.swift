import Foundation

// Whether text can be selected (`textSelection(_:)`): selection happens on interaction, so the
// modifier is accepted and changes nothing at rest.

/// Whether text can be selected.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}
extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { .init() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { .init() }
}

nonisolated extension View {
    /// Whether the text inside can be selected. Accepted, no effect at rest.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
