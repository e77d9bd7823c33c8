import Foundation

/// The size of a view and the positions of its alignment guides, in the view's own coordinates.
///
/// Alignment guide closures and ``AlignmentID/defaultValue(in:)`` receive the dimensions of the
/// view being aligned; `LayoutSubview.dimensions(in:)` gives a custom layout the same. Reading a
/// guide gives the view's explicit value if it has one, else the guide's default:
///
/// ```swift
/// Text("Total")
///     .alignmentGuide(.leading) { d in d[.trailing] }   // align on the trailing edge
/// ```
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view whose explicit guides these dimensions report, with the proposal it was sized for.
    let node: Node?
    let proposal: ProposedViewSize

    init(size: CGSize, node: Node?, proposal: ProposedViewSize) {
        width = size.width
        height = size.height
        self.node = node
        self.proposal = proposal
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The x of a horizontal guide: the view's explicit value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The y of a vertical guide: the view's explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The view's explicit value for a horizontal guide, or `nil` if it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The view's explicit value for a vertical guide, or `nil` if it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(key, size: size, proposal: proposal)
    }

    /// Whether two dimensions have the same size and come from the same view and proposal.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.node === b.node && a.proposal == b.proposal
    }
}
