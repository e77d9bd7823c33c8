import Foundation

/// One of the plane's two directions: horizontal (x, width) or vertical (y, height).
public enum Axis: Int8, CaseIterable, Hashable, Sendable, Codable {
    /// The x axis: width, left to right.
    case horizontal
    /// The y axis: height, top to bottom.
    case vertical

    /// A set of axes, as `ScrollView(.horizontal)` and `fixedSize(horizontal:vertical:)` take.
    public struct Set: OptionSet, Hashable, Sendable, Codable {
        /// The set's bits: 1 for horizontal, 2 for vertical.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis alone.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis alone.
        public static let vertical = Set(rawValue: 2)
        static let both: Set = [.horizontal, .vertical]
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
