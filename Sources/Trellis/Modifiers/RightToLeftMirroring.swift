import Foundation

// Views mirrored in right-to-left layouts (`flipsForRightToLeftLayoutDirection`,
// `layoutDirectionBehavior`). Facts:
// 1. `flipsForRightToLeftLayoutDirection(true)` mirrors the view horizontally in a right-to-left
//    environment (Apple docs), as `scaleEffect(x: -1)` would; `layoutDirectionBehavior(.mirrors)`
//    likewise (iOS 17; `.fixed` keeps it unmirrored, which is how Trellis lays out a view whose
//    direction it does not flip).

/// How a view follows the layout direction (iOS 17, fact 1).
public struct LayoutDirectionBehavior: Sendable, Hashable {
    let mirroredIn: LayoutDirection?
    /// Never mirrors.
    public static let fixed = LayoutDirectionBehavior(mirroredIn: nil)
    /// Mirrors in right-to-left layouts.
    public static let mirrors = LayoutDirectionBehavior(mirroredIn: .rightToLeft)
    /// Mirrors when the layout direction is `layoutDirection`.
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(mirroredIn: layoutDirection)
    }
}

nonisolated extension View {
    /// Mirrors the view in right-to-left layouts when `enabled` (fact 1).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftMirror(behavior: enabled ? .mirrors : .fixed))
    }

    /// How the view follows the layout direction (fact 1).
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { modifier(RightToLeftMirror(behavior: behavior)) }
}

/// Mirrors its content horizontally in a right-to-left environment (fact 1).
nonisolated struct RightToLeftMirror: ViewModifier {
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        let mirrors = behavior.mirroredIn == .rightToLeft && direction == .rightToLeft
        return content.scaleEffect(x: mirrors ? -1 : 1, y: 1)
    }
}
