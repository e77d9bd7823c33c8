// A transition between a layer's old and new appearance (a fade, a push), added to the layer
// under `kCATransition`. Linux: nothing is drawn, so a transition changes no presentation value;
// it runs on the clock like any animation (its delegate is told it starts and stops).
import Foundation

/// The kind of a transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// The new content fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name.
    public let rawValue: String
    /// A direction of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A direction of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition between a layer's states.
open class CATransition: CAAnimation, @unchecked Sendable {
    /// The kind (`.fade`).
    open var type = CATransitionType.fade
    /// The direction (nil: the kind's default).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1 (0).
    open var startProgress: Float = 0
    /// Where it ends, 0…1 (1).
    open var endProgress: Float = 1
    /// A filter that draws the transition (kept; nothing is drawn on Linux).
    open var filter: Any?

    override func makeEmptyCopy() -> CAAnimation { CATransition() }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }
}
