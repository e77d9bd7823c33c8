// View controllers, the view hierarchy's common properties, and SwiftUI's bridges to UIKit
// (`UIViewRepresentable`, `UIViewControllerRepresentable`). Trellis has no UIKit views to draw:
// a representable compiles as written and is drawn as a labelled placeholder named after its
// type, which lays out as a UIKit view does in SwiftUI (flexible on both axes); its
// `makeUIView` and `updateUIView` are never called.
import Foundation
import Trellis
// Apple's UIKit brings UserNotifications with it (`UNUserNotificationCenter` in a file that
// imports only SwiftUI or UIKit).
@_exported import UserNotifications

extension UIView {
    /// How a view's frame follows its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The leading margin grows.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The trailing margin grows.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// Manages a view: loads it, lays it out, and is told when it appears and disappears.
///
/// Linux: `view` is loaded (by `loadView()`) when first read, as in UIKit, and presenting a
/// controller loads its view and tells it it appears (`viewWillAppear(_:)`, `viewDidAppear(_:)`),
/// though nothing is drawn; a controller nobody presents never appears. The root view's layout
/// (`view.layoutIfNeeded()`) calls `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`
/// around Auto Layout, and its margins are at least `systemMinimumLayoutMargins`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's view, loaded by `loadView()` when first read (a plain view the size of
    /// the screen by default).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { adopt(UIView(frame: UIScreen.main.bounds)) }
                viewDidLoad()
            }
            return loadedView
        }
        set { adopt(newValue) }
    }

    /// Makes a view the controller's root view: its margins become the system's minimum unless
    /// they were set.
    private func adopt(_ newView: UIView?) {
        if let old = loadedView, old !== newView, old.owningController === self { old.owningController = nil }
        loadedView = newView
        guard let newView else { return }
        newView.owningController = self
        if newView.ownMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
            newView.ownMargins = systemMinimumLayoutMargins
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The title shown in a navigation bar and by the tab bar item (each item follows it while
    /// its own title is the old one).
    open var title: String? {
        didSet {
            if let item = loadedItem, item.title == oldValue { item.title = title }
            if let item = loadedTabBarItem, item.title == oldValue { item.title = title }
        }
    }
    private var loadedItem: UINavigationItem?
    /// What the controller shows in a navigation bar (its title unless the item's is set).
    open var navigationItem: UINavigationItem {
        if let loadedItem { return loadedItem }
        let item = UINavigationItem()
        item.title = title
        loadedItem = item
        return item
    }
    /// The navigation controller whose stack holds this controller.
    open internal(set) weak var navigationController: UINavigationController?
    private var loadedTabBarItem: UITabBarItem?
    /// The item that stands for the controller in a tab bar: made when first read, with the
    /// controller's title and no image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let loadedTabBarItem { return loadedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            loadedTabBarItem = item
            return item
        }
        set { loadedTabBarItem = newValue }
    }
    /// The nearest tab bar controller among the controllers that contain this one (its parents,
    /// and the navigation controllers whose stacks hold them).
    open var tabBarController: UITabBarController? {
        var container = parent ?? navigationController
        while let current = container {
            if let tabBarController = current as? UITabBarController { return tabBarController }
            container = current.parent ?? current.navigationController
        }
        return nil
    }
    /// Whether the tab bar hides while this controller is on a navigation stack (false).
    open var hidesBottomBarWhenPushed = false
    private var addedKeyCommands: [UIKeyCommand] = []
    /// The keyboard shortcuts the controller handles: those added with `addKeyCommand(_:)`
    /// (override it to give your own). Linux: no key is ever pressed.
    open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Adds a keyboard shortcut to `keyCommands`.
    /// - Parameter keyCommand: The shortcut.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
    /// Removes a keyboard shortcut from `keyCommands`.
    /// - Parameter keyCommand: The shortcut.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }
    private var ownPresentationController: UIPresentationController?
    /// The presentation controller that manages the controller's presentation: its container's
    /// when it is a child or on a navigation stack, else its own, made when first read (a
    /// popover presentation controller when the style is `.popover`).
    open var presentationController: UIPresentationController? {
        if presentingViewController == nil, let container = parent ?? navigationController { return container.presentationController }
        if modalPresentationStyle == .popover { return popoverPresentationController }
        if let own = ownPresentationController, !(own is UIPopoverPresentationController) { return own }
        let made = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        ownPresentationController = made
        return made
    }
    /// The popover presentation controller, made when first read while the style is `.popover`
    /// (nil for any other style), as UIKit makes it.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let own = ownPresentationController as? UIPopoverPresentationController { return own }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        ownPresentationController = made
        return made
    }
    /// Insets added to the view's safe area.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// The size the controller prefers in a popover.
    open var preferredContentSize: CGSize = .zero
    /// The controller's children.
    open private(set) var children: [UIViewController] = []
    /// The controller that contains this one.
    open private(set) weak var parent: UIViewController?
    /// The controller this one presented.
    open private(set) var presentedViewController: UIViewController?
    /// Light or dark, whatever the system says.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The traits of the controller's environment.
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }

    /// A controller.
    public override init() { super.init() }

    /// A controller from a nib (Linux: no nib is read).
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: Its bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A controller from an archive such as a storyboard (Linux: none is read).
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { super.init() }

    /// Makes the controller's view (by default an empty view the size of the screen); subclasses
    /// set `view`.
    open func loadView() { adopt(UIView(frame: UIScreen.main.bounds)) }
    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }
    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = view }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears (on Linux, when the controller is presented).
    /// - Parameter animated: Whether it is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears (on Linux, when the controller is presented).
    /// - Parameter animated: Whether it was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (on Linux, when the presented controller is dismissed).
    /// - Parameter animated: Whether it is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears (on Linux, when the presented controller is dismissed).
    /// - Parameter animated: Whether it was animated.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews (from its `layoutSubviews()`).
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the controller's constraints: called from the root view's `updateConstraints()`.
    open func updateViewConstraints() {}
    /// Called when the root view's safe area changes (Linux: never; it changes only with the
    /// hierarchy).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins change.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.setNeedsAutoLayout() }
    }
    /// The smallest margins the system gives a root view: 16 points leading and trailing on the
    /// iPhone, none above and below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
    /// How the controller is presented (`.automatic`: a sheet).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The animation of its presentation (`.coverVertical`).
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a presented sheet refuses to be swiped away (false).
    open var isModalInPresentation = false
    /// Whether the status bar is hidden while the controller shows (false).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while the controller shows (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Asks the system to read the status bar preferences again (nothing to do on Linux).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations the controller supports (all but upside down, as on an iPhone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation the controller prefers when presented (portrait).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller rotates with the device (true).
    open var shouldAutorotate: Bool { true }
    /// Whether the controller is being presented right now (false: presentation is immediate).
    open var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed right now (false: dismissal is immediate).
    open var isBeingDismissed: Bool { false }

    /// Adds a child controller.
    /// - Parameter childController: The child.
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.parent = self
    }
    /// Removes this controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Called when the controller was added to or removed from a parent.
    /// - Parameter parent: The new parent, or nil.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called before the controller is added to or removed from a parent.
    /// - Parameter parent: The new parent, or nil.
    open func willMove(toParent parent: UIViewController?) {}

    /// The controller that presented this one (nil when it is not presented).
    open internal(set) weak var presentingViewController: UIViewController?

    /// Presents another controller, as UIKit does but at once: its view is loaded
    /// (`loadViewIfNeeded()`, so `viewDidLoad()` runs) and given the screen's bounds, it is told
    /// it appears (`viewWillAppear(_:)`, `viewDidAppear(_:)`; a navigation controller also tells
    /// its delegate it shows its top controller), and `completion` is called. A controller that
    /// already presents another presents nothing; the attempt is logged, as UIKit logs it.
    /// Linux: nothing is drawn.
    /// - Parameters:
    ///   - viewControllerToPresent: The controller.
    ///   - flag: Whether to animate.
    ///   - completion: Called once presented.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            FileHandle.standardError.write(Data(("Attempt to present \(viewControllerToPresent) on \(self) which is already presenting "
                + "\(presented)\n").utf8))
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.ownPresentationController?.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        if let presentedView = viewControllerToPresent.viewIfLoaded, presentedView.bounds.size == .zero {
            presentedView.frame = UIScreen.main.bounds
        }
        viewControllerToPresent.viewWillAppear(flag)
        viewControllerToPresent.willAppearWhenPresented(animated: flag)
        viewControllerToPresent.viewDidAppear(flag)
        viewControllerToPresent.didAppearWhenPresented(animated: flag)
        completion?()
    }
    /// Dismisses the controller this one presented (or, for a presented controller that presents
    /// none, itself, by asking its presenter): the dismissed controller is told it disappears and
    /// `completion` is called, at once.
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Called once dismissed.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            if presented.presentedViewController != nil { presented.dismiss(animated: false) }
            presented.viewWillDisappear(flag)
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.viewDidDisappear(flag)
            completion?()
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }
    /// Shows a controller: pushed onto the navigation controller this one is in, else presented.
    /// - Parameters:
    ///   - vc: The controller.
    ///   - sender: Who asked.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
    /// Called as the controller is presented, after `viewWillAppear(_:)` (a navigation controller
    /// tells its delegate here).
    func willAppearWhenPresented(animated: Bool) {}
    /// Called once the controller is presented, after `viewDidAppear(_:)`.
    func didAppearWhenPresented(animated: Bool) {}
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    /// As the system chooses (a sheet).
    case automatic = -2
    /// No presentation style.
    case none = -1
    /// Over the whole screen.
    case fullScreen = 0
    /// A sheet over part of the screen.
    case pageSheet = 1
    /// A centred sheet (a page sheet on the iPhone).
    case formSheet = 2
    /// Over the presenting controller's area.
    case currentContext = 3
    /// As a custom transition presents it.
    case custom = 4
    /// Over the whole screen, the content below still shown.
    case overFullScreen = 5
    /// Over the presenting controller's area, the content below still shown.
    case overCurrentContext = 6
    /// In a popover (a sheet on the iPhone).
    case popover = 7
    /// Over the whole screen, the content below blurred (tvOS).
    case blurOverFullScreen = 8
}

/// The animation of a presentation.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    /// The view slides up from the bottom.
    case coverVertical = 0
    /// The view flips horizontally.
    case flipHorizontal = 1
    /// The views cross-dissolve.
    case crossDissolve = 2
    /// The presenting view curls up.
    case partialCurl = 3
}

/// What a representable's methods are given: its coordinator and SwiftUI's environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
}

/// What a view controller representable's methods are given: its coordinator and the environment.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
}

/// A SwiftUI view made of a UIKit view: `makeUIView` makes it, `updateUIView` updates it.
///
/// Linux: there are no UIKit views to draw. The view is a light grey rounded rectangle captioned
/// with the representable's type name (`"DetailedMapView"`), flexible on both axes as a UIKit
/// view is in SwiftUI (10 points on an axis proposed nil), with one warning per type; its methods
/// are never called.
public protocol UIViewRepresentable: View {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of the object that relays the view's events (`Void` when there is none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the UIKit view.
    /// - Parameter context: The coordinator and environment.
    /// - Returns: The view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the view for the representable's new values.
    /// - Parameters:
    ///   - uiView: The view.
    ///   - context: The coordinator and environment.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    /// - Returns: The coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// The placeholder named after the representable's type.
    public var body: some View {
        FrameworkPlaceholder(String(describing: Self.self), framework: "UIKit")
    }
    /// Takes the view down before it goes (never called on Linux).
    /// - Parameters:
    ///   - uiView: The view.
    ///   - coordinator: The coordinator.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

/// A SwiftUI view made of a UIKit view controller: `makeUIViewController` makes it,
/// `updateUIViewController` updates it.
///
/// Linux: drawn as `UIViewRepresentable` is (a placeholder named after the type); its methods
/// are never called.
public protocol UIViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the object that relays the controller's events (`Void` when there is none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller.
    /// - Parameter context: The coordinator and environment.
    /// - Returns: The controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller for the representable's new values.
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - context: The coordinator and environment.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    /// - Returns: The coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// The placeholder named after the representable's type.
    public var body: some View {
        FrameworkPlaceholder(String(describing: Self.self), framework: "UIKit")
    }
    /// Takes the controller down before it goes (never called on Linux).
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}
