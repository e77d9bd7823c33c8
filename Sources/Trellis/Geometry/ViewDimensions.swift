import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
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

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(key, size: size, proposal: proposal)
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.node === b.node && a.proposal == b.proposal
    }
}
