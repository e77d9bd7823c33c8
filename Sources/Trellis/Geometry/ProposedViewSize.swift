import Foundation

/// The size a parent offers a child view: `nil` on an axis asks for the ideal size, `0` for the
/// minimum and `.infinity` for the maximum.
///
/// Layout is a negotiation. A container proposes a size to each child, the child answers with
/// the size it wants (which may be anything), and the container then places it. Each dimension
/// of a proposal is either a length or `nil`, "say what you would like". Views use the extreme
/// proposals to report their flexibility: a container asks `.zero` for a child's minimum and
/// `.infinity` for its maximum.
///
/// ```swift
/// struct Twice: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let one = subviews.first?.sizeThatFits(proposal) ?? .zero
///         return CGSize(width: one.width * 2, height: one.height)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
///                        subviews: Subviews, cache: inout ()) {
///         subviews.first?.place(at: bounds.origin, proposal: proposal)
///     }
/// }
/// ```
///
/// Trellis treats what a custom layout proposes as SwiftUI would, but never traps: a NaN
/// dimension is taken as `nil` and a negative one as 0.
public struct ProposedViewSize: Equatable, Hashable, Sendable, Codable {
    /// The proposed width, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// A proposal of zero in both dimensions: asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal with neither dimension: asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions: asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a proposal from optional dimensions (`nil` leaves one unspecified).
    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
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
    /// The proposal as `(width, height)`, with `nil` for an unspecified dimension.
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}
