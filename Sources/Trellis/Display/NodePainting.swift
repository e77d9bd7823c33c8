import Foundation

/// The order a node's children draw in, back to front. A property of the node's behaviour, set
/// by the modifier that made it: the display list never asks what a node is called, so a view
/// or layout that happens to be named "overlay", "background" or "mask" draws as any other.
enum ChildPainting: Sendable {
    /// Siblings in `zIndex` order, source order among equals.
    case byZIndex
    /// `overlay`: the primary view (child 0), then the secondary views over it.
    case primaryFirst
    /// `background`: the secondary views, then the primary view (child 0) over them.
    case primaryLast
    /// `mask`: the primary view (child 0) drawn only where the secondary views are opaque.
    case masked

    /// True for an overlay's or a background's decoration around child 0 (not for a mask,
    /// whose secondary views draw nothing of their own).
    var decoratesPrimary: Bool { self == .primaryFirst || self == .primaryLast }
}

extension NodeBehavior {
    var childPainting: ChildPainting { .byZIndex }
    func ownContent(node: Node) -> DisplayItem.Content? { nil }
}
