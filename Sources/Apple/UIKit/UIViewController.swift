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

/// Manages a view: loads it, and is told when it appears and disappears.
///
/// Linux: nothing is ever shown, so the appearance methods are never called; `view` is loaded
/// (by `loadView()`) when first read, as in UIKit.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's view, loaded by `loadView()` when first read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The title shown in a navigation bar.
    open var title: String? {
        didSet { if let item = loadedItem, item.title == oldValue { item.title = title } }
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

    /// Makes the controller's view (by default an empty view); subclasses set `view`.
    open func loadView() { loadedView = UIView() }
    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = view }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears (never on Linux).
    /// - Parameter animated: Whether it is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears (never on Linux).
    /// - Parameter animated: Whether it was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (never on Linux).
    /// - Parameter animated: Whether it is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears (never on Linux).
    /// - Parameter animated: Whether it was animated.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (never on Linux).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (never on Linux).
    open func viewDidLayoutSubviews() {}

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

    /// Presents another controller (Linux: nothing is shown; `completion` is called at once).
    /// - Parameters:
    ///   - viewControllerToPresent: The controller.
    ///   - flag: Whether to animate.
    ///   - completion: Called once presented.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }
    /// Dismisses the presented controller (Linux: `completion` is called at once).
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Called once dismissed.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
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
