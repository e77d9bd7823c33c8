// Popovers: a controller presented with `modalPresentationStyle = .popover` (and a share sheet)
// has a popover presentation controller, where apps say what the popover points at
// (`popoverPresentationController?.sourceView = view`). On an iPhone a popover adapts to a
// sheet; on Linux nothing is drawn, so where it points is kept, not used.
import CoreGraphics
import Foundation

/// The sides of a popover its arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// Directions of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up (the popover is below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover shows).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// What a popover presentation controller asks and tells; every method is optional, and the
/// adaptive presentation delegate's methods come with it.
///
/// Linux: never asked or told (no popover shows).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show: the last moment to say where it points.
    /// - Parameter popoverPresentationController: The popover presentation controller.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover.
    /// - Parameter popoverPresentationController: The popover presentation controller.
    /// - Returns: Whether it may.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover.
    /// - Parameter popoverPresentationController: The popover presentation controller.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    /// - Parameter popoverPresentationController: The popover presentation controller.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// It may.
    /// - Parameter popoverPresentationController: The popover presentation controller.
    /// - Returns: true.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    /// - Parameter popoverPresentationController: The popover presentation controller.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Manages a popover: where it points (a view and a rectangle in it, or a bar button item) and
/// from which sides.
///
/// Linux: what is set is kept; no popover shows (on an iPhone it would adapt to a sheet), so
/// `arrowDirection` stays `.unknown`.
open class UIPopoverPresentationController: UIPresentationController {
    /// The sides the arrow may point from (`.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` the popover points at (`.zero`).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (instead of a view).
    open var barButtonItem: UIBarButtonItem?
    /// Whether the popover may cover its source rectangle (false).
    open var canOverlapSourceViewRect = false
    /// Views the person can still use while the popover shows.
    open var passthroughViews: [UIView]?
    /// The popover's background colour (nil: the system's).
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    /// The direction the arrow points: `.unknown` until the popover shows (never, on Linux).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
}
