import Foundation

/// An edge of a rectangle, relative to the layout direction.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge, the leading edge (left in left-to-right layouts), the bottom edge and the
    /// trailing edge.
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)`, `ignoresSafeArea(_:edges:)` and `safeAreaPadding` take.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits, one per edge in `Edge`'s raw-value order.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on the four edges of a rectangle.
///
/// `padding(_:)` with an `EdgeInsets` insets each edge by its own length; safe areas are
/// `EdgeInsets` too.
///
/// ```swift
/// Text("Note").padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
/// ```
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with a length for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top and bottom edges.
    case top, bottom

    /// A set of vertical edges (list row separators take one).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits: 1 for top, 2 for bottom.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// A set of one edge.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// The leading or trailing edge, which follow the layout direction.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge (left in left-to-right layouts) and the trailing edge.
    case leading, trailing
}
