import Foundation

/// A proposal for the size of a view: `nil` on an axis asks for the ideal size, `0` for the
/// minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Equatable, Hashable, Sendable, Codable {
    public var width: CGFloat?
    public var height: CGFloat?

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Fills unspecified dimensions with `size` (10×10 by default, as SwiftUI does).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}
