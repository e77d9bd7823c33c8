// Auto Layout's priorities: how important a constraint (or a view's hugging and compression
// resistance) is. The same values as UIKit's; on Linux the solver honours them as UIKit documents
// (a higher priority is always met before a lower one; 1000 is required).

/// How important a constraint is to the layout: 1 to 1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// A priority of a value.
    /// - Parameter rawValue: The value (1 to 1000).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of a value.
    /// - Parameter rawValue: The value (1 to 1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000): it must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window's scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that may not resize the window's scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view meets the target size of `systemLayoutSizeFitting(_:)` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether one priority is lower than another.
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: Another.
    /// - Returns: Whether `lhs` is lower.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by an amount (`.defaultHigh + 1`).
    /// - Parameters:
    ///   - lhs: The priority.
    ///   - rhs: The amount.
    /// - Returns: The raised priority.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by an amount (`.required - 1`).
    /// - Parameters:
    ///   - lhs: The priority.
    ///   - rhs: The amount.
    /// - Returns: The lowered priority.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
