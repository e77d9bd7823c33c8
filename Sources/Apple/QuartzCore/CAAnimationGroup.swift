// Animations run together on one timeline. Linux: the group's children run on the group's time
// (a child's `beginTime` counts from the group's start) and are cut off when the group ends;
// only the group's delegate is told it starts and stops.
import Foundation

/// Animations that run together, their times measured from the group's start.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The animations.
    open var animations: [CAAnimation]?

    override func makeEmptyCopy() -> CAAnimation { CAAnimationGroup() }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        animations = (other as? CAAnimationGroup)?.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func knownValue(forKey key: String) -> Any? {
        key == "animations" ? animations : super.knownValue(forKey: key)
    }

    override func apply(to presentation: CALayer, atParentTime t: CFTimeInterval) {
        guard let phase = phase(atParentTime: t) else { return }
        for animation in animations ?? [] { animation.apply(to: presentation, atParentTime: phase) }
    }
}
