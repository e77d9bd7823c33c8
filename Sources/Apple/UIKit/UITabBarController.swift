// The tab bar controller: a row of tabs, each showing one controller, and the delegate it asks
// when the person picks a tab. Linux: nothing is drawn and nobody taps a tab, but the controllers,
// the selection and the children work as UIKit's do:
//
// 1. The controllers become the tab bar controller's children; the first is selected.
// 2. Replacing them keeps the selected controller if it is among the new ones, else the one at
//    the same index, else the first (Apple's documentation of `viewControllers`).
// 3. With no controllers nothing is selected: `selectedIndex` is `NSNotFound`.
// 4. The delegate is asked and told only when the person taps a tab, never when code changes the
//    selection (so never on Linux).
import CoreGraphics
import Foundation

/// What a tab bar controller asks and tells as the person picks tabs; every method is optional.
///
/// Linux: nobody taps a tab, so only the orientation methods are ever asked (fact 4).
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tab of a controller may be selected.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller whose tab was tapped.
    /// - Returns: Whether it may.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The person selected a controller's tab.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The person began rearranging the tabs.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The controllers being arranged.
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The person is about to finish rearranging the tabs.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The controllers.
    ///   - changed: Whether their order changed.
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The person finished rearranging the tabs.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The controllers.
    ///   - changed: Whether their order changed.
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The orientations the tab bar controller supports.
    /// - Parameter tabBarController: The tab bar controller.
    /// - Returns: The orientations (by default the selected controller's).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation the tab bar controller prefers when presented.
    /// - Parameter tabBarController: The tab bar controller.
    /// - Returns: The orientation (by default portrait).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    /// It may.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller.
    /// - Returns: true.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Does nothing.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The controllers.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The controllers.
    ///   - changed: Whether their order changed.
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) {}
    /// Does nothing.
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The controllers.
    ///   - changed: Whether their order changed.
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) {}
    /// The selected controller's orientations (all but upside down without one).
    /// - Parameter tabBarController: The tab bar controller.
    /// - Returns: The orientations.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    /// Portrait.
    /// - Parameter tabBarController: The tab bar controller.
    /// - Returns: `.portrait`.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .portrait
    }
}

/// A controller that shows one of its controllers at a time, picked by a tab bar.
///
/// Linux: never drawn and nobody taps a tab; the controllers, the selection and the children
/// work as UIKit's do (see the file's notes).
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController]?
    private weak var selected: UIViewController?

    /// Asked and told as the person picks tabs (held weakly; fact 4).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The controllers, one a tab, in the tabs' order. Setting it is `setViewControllers(_:animated:
    /// false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controllers the person may rearrange in the More screen (all of them by default).
    open var customizableViewControllers: [UIViewController]?

    /// The tab bar, at the bottom of the screen (49 points tall).
    public private(set) lazy var tabBar: UITabBar = {
        let bounds = UIScreen.main.bounds
        return UITabBar(frame: CGRect(x: 0, y: bounds.height - 49, width: bounds.width, height: 49))
    }()

    /// The navigation controller of the More tab, which lists the tabs that do not fit.
    public private(set) lazy var moreNavigationController = UINavigationController()

    /// A tab bar controller with no controllers.
    public override init() { super.init() }

    /// A tab bar controller from a nib (Linux: no nib is read).
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: Its bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init()`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// Replaces the controllers: they become the children, and the selection is kept as UIKit
    /// keeps it (facts 1 and 2).
    /// - Parameters:
    ///   - viewControllers: The controllers, one a tab.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldIndex = selectedIndex
        for old in controllers ?? [] where old.parent === self && !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        controllers = viewControllers
        for controller in viewControllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let list = viewControllers ?? []
        if let selected, list.contains(where: { $0 === selected }) { return }
        if oldIndex != NSNotFound, oldIndex < list.count {
            selected = list[oldIndex]
        } else {
            selected = list.first
        }
    }

    /// The controller whose tab is selected (nil when there are none). Setting it to a controller
    /// that is not one of `viewControllers` changes nothing.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, (controllers ?? []).contains(where: { $0 === newValue }) else { return }
            selected = newValue
        }
    }

    /// The index of the selected controller in `viewControllers` (`NSNotFound` with none; fact 3).
    /// Setting an index outside them changes nothing.
    open var selectedIndex: Int {
        get {
            guard let selected, let index = controllers?.firstIndex(where: { $0 === selected }) else { return NSNotFound }
            return index
        }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            selected = controllers[newValue]
        }
    }

    /// The orientations supported: the delegate's answer, else the selected controller's.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self)
            ?? selectedViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }

    /// What a tap on a tab does (nobody taps on Linux): the delegate is asked whether the tab may
    /// be selected, and told once it is.
    /// - Parameter index: The tab's index.
    /// - Returns: Whether the tab was selected.
    @discardableResult
    func tapTab(at index: Int) -> Bool {
        guard let controllers, controllers.indices.contains(index) else { return false }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        selected = controller
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    override func willAppearWhenPresented(animated: Bool) {
        guard let selected else { return }
        selected.loadViewIfNeeded()
        selected.viewWillAppear(animated)
    }

    override func didAppearWhenPresented(animated: Bool) {
        selected?.viewDidAppear(animated)
    }
}
