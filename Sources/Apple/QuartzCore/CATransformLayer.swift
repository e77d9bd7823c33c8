// A layer that only groups its sublayers in 3-D (cubes, card stacks): it draws nothing of its
// own, and its sublayers keep their z rather than being flattened into its plane. Linux: a layer
// like any other for geometry; nothing is drawn.
import Foundation

/// A layer that arranges its sublayers in true 3-D and draws nothing of its own.
open class CATransformLayer: CALayer, @unchecked Sendable {
    /// The frontmost sublayer at a point (a transform layer itself is never hit, having no
    /// content of its own).
    /// - Parameter p: The point, in the superlayer's coordinates.
    /// - Returns: The sublayer, or nil.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }

    override func makePresentationCopy() -> CALayer? {
        type(of: self) == CATransformLayer.self ? CATransformLayer(layer: self) : nil
    }
}
