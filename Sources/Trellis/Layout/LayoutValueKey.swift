/// A key for a value a view hands to the layout containing it (`.layoutValue(key:value:)`).
///
/// A custom ``Layout`` reads the value of each subview with `subview[Key.self]`; subviews that
/// didn't set it give the key's default.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
/// extension View {
///     func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
/// }
/// // In a layout:
/// let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that doesn't set one.
    static var defaultValue: Value { get }
}
