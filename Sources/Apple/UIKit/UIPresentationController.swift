// What manages a presented controller's presentation (`presentationController`), and the
// delegate apps give it to hear of a sheet's dismissal or to choose how it adapts
// (`presentationController?.delegate = self`). Linux: presentations are immediate and nobody
// swipes a sheet away or changes the size class, so the delegate is never asked or told.
import CoreGraphics
import Foundation

/// What a presentation controller asks and tells about adapting and dismissing; every method is
/// optional.
///
/// Linux: never asked or told (nobody swipes a sheet away, the size class never changes).
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to present in when the environment becomes horizontally compact.
    /// - Parameter controller: The presentation controller.
    /// - Returns: The style (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to present in for new traits.
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The new traits.
    /// - Returns: The style (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show when the presentation adapts to another style.
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - style: The new style.
    /// - Returns: The controller (nil: the presented one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Whether a swipe may dismiss the presented controller.
    /// - Parameter presentationController: The presentation controller.
    /// - Returns: Whether it may.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe is dismissing the presented controller.
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the presented controller.
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a controller that refuses it (`isModalInPresentation`).
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The system's choice (`.automatic`).
    /// - Parameter controller: The presentation controller.
    /// - Returns: `.automatic`.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// `adaptivePresentationStyle(for:)`'s answer, as UIKit asks a delegate without this method.
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The new traits.
    /// - Returns: The style.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Nil: the presented controller.
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - style: The new style.
    /// - Returns: nil.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    /// It may.
    /// - Parameter presentationController: The presentation controller.
    /// - Returns: true.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages the presentation of a controller: made by the presented controller (its
/// `presentationController`) when first asked, before or during the presentation.
///
/// Linux: presentations are immediate, so no transition runs and there is no container view;
/// `presentingViewController` is the presenter once presented.
open class UIPresentationController: NSObject {
    /// The controller presented (held unowned: it owns its presentation controller).
    public unowned let presentedViewController: UIViewController
    /// The controller that presents it (nil until it is presented, unless given).
    open internal(set) weak var presentingViewController: UIViewController!
    /// Asked and told about adapting and dismissing (held weakly; never called on Linux).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller of a controller.
    /// - Parameters:
    ///   - presentedViewController: The controller presented.
    ///   - presentingViewController: The controller presenting it, if known.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The view the presentation happens in (nil: no transition runs on Linux).
    open var containerView: UIView? { nil }
    /// The view presented: the presented controller's, once loaded.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view goes in the container: the screen's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { UIScreen.main.bounds }
    /// Whether the presentation covers the whole screen (true).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view is removed once presented (false).
    open var shouldRemovePresentersView: Bool { false }
    /// The container is about to lay out its subviews (never called on Linux).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews (never called on Linux).
    open func containerViewDidLayoutSubviews() {}
    /// The presentation's transition is about to begin (never called on Linux).
    open func presentationTransitionWillBegin() {}
    /// The presentation's transition ended (never called on Linux).
    /// - Parameter completed: Whether it completed.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal's transition is about to begin (never called on Linux).
    open func dismissalTransitionWillBegin() {}
    /// The dismissal's transition ended (never called on Linux).
    /// - Parameter completed: Whether it completed.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
