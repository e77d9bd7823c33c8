// The navigation controller: a stack of view controllers under a navigation bar, and the delegate
// it tells as it shows a controller. Linux: nothing is drawn, but the stack works as UIKit's does
// and the delegate hears what UIKit tells it:
//
// 1. Each change of the top controller (a push, a pop, `setViewControllers`, setting
//    `viewControllers`) tells the delegate `navigationController(_:willShow:animated:)` before
//    the stack changes and `navigationController(_:didShow:animated:)` after: at once when not
//    animated, on the main queue after the call when animated (once the transition would have
//    run).
// 2. Presenting a navigation controller shows its top controller: its view is loaded, it is told
//    it appears, and the delegate hears willShow and didShow.
// 3. The root controller is never popped.
import CoreGraphics
import Foundation

/// What a navigation controller tells as it shows controllers; every method is optional.
///
/// Linux: told as UIKit tells it (see the file's notes).
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to show (be on top).
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller.
    ///   - animated: Whether the change is animated.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller now shows.
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller.
    ///   - animated: Whether the change was animated.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports.
    /// - Parameter navigationController: The navigation controller.
    /// - Returns: The orientations (by default its top controller's).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation the navigation controller prefers when presented.
    /// - Parameter navigationController: The navigation controller.
    /// - Returns: The orientation (by default portrait).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller.
    ///   - animated: Whether it is animated.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    /// Does nothing.
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller.
    ///   - animated: Whether it was animated.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    /// The top controller's orientations (all but upside down without one).
    /// - Parameter navigationController: The navigation controller.
    /// - Returns: The orientations.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    /// Portrait.
    /// - Parameter navigationController: The navigation controller.
    /// - Returns: `.portrait`.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        .portrait
    }
}

/// A controller of a stack of controllers with a navigation bar.
///
/// Linux: never drawn; the stack works and the delegate is told (see the file's notes).
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// Told as controllers show (held weakly).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The controllers on the stack, the root first. Setting it is `setViewControllers(_:animated:
    /// false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller's bar, whose items are its controllers' (`navigationBar.topItem` is the top
    /// controller's `navigationItem`).
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.controller = self
        return bar
    }()
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false
    /// Hides or shows the bar.
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Ignored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Whether the toolbar is hidden (true).
    open var isToolbarHidden = true
    /// Hides or shows the toolbar.
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Ignored.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Whether the bars hide when the person swipes (false).
    open var hidesBarsOnSwipe = false
    /// Whether the bars hide when the person taps (false).
    open var hidesBarsOnTap = false
    /// The controller whose view shows: the one it presents, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// A navigation controller with `rootViewController` on its stack (the delegate, set later,
    /// is told when it shows).
    /// - Parameter rootViewController: The first controller.
    public init(rootViewController: UIViewController) {
        super.init()
        stack = [rootViewController]
        rootViewController.navigationController = self
    }

    /// An empty navigation controller.
    public override init() { super.init() }

    /// A navigation controller whose bars are of your own classes (Linux: the standard bars).
    /// - Parameters:
    ///   - navigationBarClass: The bar's class.
    ///   - toolbarClass: The toolbar's class.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { self.init() }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init()`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// Replaces the stack; the delegate is told when the top controller changes.
    /// - Parameters:
    ///   - viewControllers: The controllers, the root first.
    ///   - animated: Whether to animate (the delegate's didShow then comes on the main queue).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        let newTop = viewControllers.last
        change(to: newTop === oldTop ? nil : newTop, animated: animated) {
            for controller in stack where controller.navigationController === self && !viewControllers.contains(where: { $0 === controller }) {
                controller.navigationController = nil
            }
            stack = viewControllers
            for controller in stack { controller.navigationController = self }
        }
    }

    /// Pushes a controller onto the stack; the delegate is told it shows.
    /// - Parameters:
    ///   - viewController: The controller.
    ///   - animated: Whether to animate (the delegate's didShow then comes on the main queue).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        change(to: viewController, animated: animated) {
            stack.append(viewController)
            viewController.navigationController = self
        }
    }

    /// Pops the top controller (never the root); the delegate is told the one below shows.
    /// - Parameter animated: Whether to animate.
    /// - Returns: The popped controller, or nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack.count - 2, animated: animated)?.first
    }

    /// Pops every controller above the root.
    /// - Parameter animated: Whether to animate.
    /// - Returns: The popped controllers, or nil when only the root is left.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        stack.isEmpty ? nil : pop(to: 0, animated: animated)
    }

    /// Pops the controllers above one on the stack.
    /// - Parameters:
    ///   - viewController: The controller to show (it must be on the stack).
    ///   - animated: Whether to animate.
    /// - Returns: The popped controllers, or nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(to: index, animated: animated)
    }

    /// Pops the controllers above an index.
    private func pop(to index: Int, animated: Bool) -> [UIViewController]? {
        guard index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        change(to: stack[index], animated: animated) {
            stack.removeLast(popped.count)
            for controller in popped where controller.navigationController === self { controller.navigationController = nil }
        }
        return popped
    }

    /// Changes the stack, telling the delegate a new top controller will show and did show.
    private func change(to newTop: UIViewController?, animated: Bool, _ body: () -> Void) {
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        body()
        guard let newTop else { return }
        if animated {
            let shown = UncheckedSendable((navigation: self, controller: newTop))
            DispatchQueue.main.async {
                let (navigation, controller) = shown.value
                navigation.delegate?.navigationController(navigation, didShow: controller, animated: true)
            }
        } else {
            delegate?.navigationController(self, didShow: newTop, animated: false)
        }
    }

    /// The orientations supported: the delegate's answer, else the top controller's.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self)
            ?? topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }

    override func willAppearWhenPresented(animated: Bool) {
        guard let top = topViewController else { return }
        delegate?.navigationController(self, willShow: top, animated: animated)
        top.loadViewIfNeeded()
        top.viewWillAppear(animated)
    }

    override func didAppearWhenPresented(animated: Bool) {
        guard let top = topViewController else { return }
        top.viewDidAppear(animated)
        delegate?.navigationController(self, didShow: top, animated: animated)
    }
}

/// A value handed to the main queue as UIKit hands its objects there (UIKit's objects belong to
/// the main thread).
struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The value.
    let value: Value
    init(_ value: Value) { self.value = value }
}
