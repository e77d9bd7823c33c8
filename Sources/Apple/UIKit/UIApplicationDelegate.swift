// The UIKit app life cycle older SwiftUI apps are built on (`@UIApplicationMain` app delegate,
// scene delegates that put a `UIHostingController` in a window), the hosting controller itself,
// and the appearance proxies apps set bar and table colours through. A preview never launches
// the app: these compile with the screens, and nothing calls them.
import Foundation
import Trellis

extension UIApplication {
    /// A key of the options the app is launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that opened it.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}

/// The app's delegate: told of launches and scenes. Every method has a default.
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app finished launching.
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why it launched.
    /// - Returns: Whether it can handle what it was launched for.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a new scene.
    /// - Parameters:
    ///   - application: The app.
    ///   - connectingSceneSession: The scene's session.
    ///   - options: Why it connects.
    /// - Returns: The configuration.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Scenes were discarded.
    /// - Parameters:
    ///   - application: The app.
    ///   - sceneSessions: Their sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// Launched: true.
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why it launched.
    /// - Returns: True.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// The default configuration.
    /// - Parameters:
    ///   - application: The app.
    ///   - connectingSceneSession: The scene's session.
    ///   - options: Why it connects.
    /// - Returns: "Default Configuration" for the session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    /// - Parameters:
    ///   - application: The app.
    ///   - sceneSessions: Their sessions.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// What `@UIApplicationMain` runs: in a preview the app is never launched, so it returns at once.
/// - Parameters:
///   - argc: The argument count.
///   - argv: The arguments.
///   - principalClassName: The application class's name.
///   - delegateClassName: The delegate class's name.
/// - Returns: 0.
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 { 0 }

/// A scene's session: its role and configuration.
open class UISceneSession: NSObject, @unchecked Sendable {
    /// The kind of scene a session is.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    /// The session's role.
    public let role: Role
    /// A session of a role.
    /// - Parameter role: The role.
    public init(role: Role = .windowApplication) {
        self.role = role
        super.init()
    }
}

/// How a scene is made: its name, role and delegate class.
open class UISceneConfiguration: NSObject, @unchecked Sendable {
    /// The name (as in the Info.plist).
    public let name: String?
    /// The role.
    public let role: UISceneSession.Role
    /// The delegate's class.
    open var delegateClass: AnyClass?
    /// A configuration of a name and role.
    /// - Parameters:
    ///   - name: The name.
    ///   - sessionRole: The role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// Why a scene connects: URLs, activities, notifications.
    open class ConnectionOptions: NSObject, @unchecked Sendable {
        /// URLs to open.
        open var urlContexts: Set<AnyHashable> { [] }
    }
}

/// A scene's delegate: told when it connects and changes state. Every method has a default.
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene connects.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected.
    /// - Parameter scene: The scene.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    /// - Parameter scene: The scene.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene will resign active.
    /// - Parameter scene: The scene.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene will enter the foreground.
    /// - Parameter scene: The scene.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    /// - Parameter scene: The scene.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    /// - Parameter scene: The scene.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    /// - Parameter scene: The scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    /// - Parameter scene: The scene.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    /// - Parameter scene: The scene.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    /// - Parameter scene: The scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate (it keeps the scene's window, `var window: UIWindow?`).
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// A view controller that shows a SwiftUI view.
///
/// Linux: holds its root view; nothing is drawn through it (previews draw the views themselves).
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view it shows.
    open var rootView: Content

    /// A controller of a view.
    /// - Parameter rootView: The view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// Made from an archive such as a storyboard (Linux: none is read): nil: a hosting controller needs its root view.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { return nil }

    /// How the controller follows its view's ideal size.
    open var sizingOptions: UIHostingControllerSizingOptions = []

    /// The size the view wants within a proposal (Linux: the proposal, or zero).
    /// - Parameter size: The proposal.
    /// - Returns: The size.
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// How a hosting controller follows its SwiftUI view's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Keeps `preferredContentSize` at the view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// Keeps the view's intrinsic content size at its ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// Keys of text attributes (`[.foregroundColor: UIColor.red]`), as UIKit adds them to Foundation's.
extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The text's font (a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The background colour behind the text.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The spacing between letters.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

/// A navigation bar (its appearance, which SwiftUI's navigation bars take on iOS).
///
/// Linux: what is set through `appearance()` is kept, not drawn: Trellis draws its own bars.
open class UINavigationBar: UIView {
    private nonisolated(unsafe) static let proxy = UINavigationBar(frame: .zero)
    /// The proxy whose properties every bar takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UINavigationBar { proxy }
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether large titles are shown.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background image.
    open var shadowImage: UIImage?
    /// The appearance of a bar of standard height.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance of a compact bar (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance of the bar at a scroll view's edge (nil: the standard one).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance of a compact bar at a scroll view's edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The navigation controller whose bar this is.
    weak var controller: UINavigationController?
    /// The items on the bar: a navigation controller's are its controllers' items, bottom first.
    open var items: [UINavigationItem]? { controller.map { $0.viewControllers.map(\.navigationItem) } }
    /// The item on top.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one.
    open var backItem: UINavigationItem? { items.flatMap { $0.count > 1 ? $0[$0.count - 2] : nil } }
}

/// A tab bar (its appearance).
///
/// Linux: what is set through `appearance()` is kept, not drawn.
open class UITabBar: UIView {
    private nonisolated(unsafe) static let proxy = UITabBar(frame: .zero)
    /// The proxy whose properties every bar takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UITabBar { proxy }
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's appearance.
    open var standardAppearance = UITabBarAppearance()
    /// The bar's appearance at a scroll view's edge (nil: the standard one).
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// A table view (its appearance, which SwiftUI's lists took on iOS 13–15).
///
/// Linux: what is set through `appearance()` is kept, not drawn.
open class UITableView: UIScrollView {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A line.
        case singleLine = 1
    }
    private nonisolated(unsafe) static let proxy = UITableView(frame: .zero)
    /// The proxy whose properties every table takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UITableView { proxy }
    /// How rows are separated.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
}

/// A table row (its appearance).
///
/// Linux: what is set through `appearance()` is kept, not drawn.
open class UITableViewCell: UIView {
    private nonisolated(unsafe) static let proxy = UITableViewCell(frame: .zero)
    /// The proxy whose properties every row takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UITableViewCell { proxy }
}

/// A segmented control (its appearance, which SwiftUI's segmented pickers take).
///
/// Linux: what is set through `appearance()` is kept, not drawn.
open class UISegmentedControl: UIControl {
    private nonisolated(unsafe) static let proxy = UISegmentedControl(frame: .zero)
    /// The proxy whose properties every control takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UISegmentedControl { proxy }
    /// The selected segment's colour.
    open var selectedSegmentTintColor: UIColor?
    /// Sets the text attributes of a state.
    /// - Parameters:
    ///   - attributes: The attributes.
    ///   - state: The state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A control: a view that sends actions as the person uses it (here its states, for the
/// appearance of its titles).
open class UIControl: UIView {
    /// The states a control is in.
    public struct State: OptionSet, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal.
        public static let normal: State = []
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled a touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a refresh control was pulled, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits apps may use for their own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits the system keeps.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A target and action added for some events; the target is held weakly, as UIKit holds it.
    private struct Registration {
        weak var object: AnyObject?
        var isNilTarget: Bool
        var action: Selector
        var events: Event
        func matches(_ target: Any?) -> Bool {
            guard let target else { return isNilTarget }
            return !isNilTarget && object === (target as AnyObject)
        }
    }
    private var registrations: [Registration] = []

    /// Whether the control takes touches (true).
    open var isEnabled = true
    /// Whether the control is selected (false).
    open var isSelected = false
    /// Whether the control is highlighted (false: nothing touches it on Linux).
    open var isHighlighted = false
    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds an action for some events (`addTarget(self, action: #selector(refresh), for: .valueChanged)`).
    /// - Parameters:
    ///   - target: The object whose method is called (nil: the responder chain).
    ///   - action: The method's selector.
    ///   - controlEvents: The events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.matches(target) && $0.action == action }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(object: target.map { $0 as AnyObject }, isNilTarget: target == nil, action: action,
                                              events: controlEvents))
        }
    }

    /// Removes actions for some events.
    /// - Parameters:
    ///   - target: The target (nil: every target).
    ///   - action: The selector (nil: every action of the target).
    ///   - controlEvents: The events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for i in registrations.indices where (target == nil || registrations[i].matches(target))
            && (action == nil || registrations[i].action == action) {
            registrations[i].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty || (!$0.isNilTarget && $0.object == nil) }
    }

    /// The targets that have actions (`NSNull` for a nil target).
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { r in r.isNilTarget ? AnyHashable(NSNull()) : r.object.flatMap { $0 as? AnyHashable } })
    }

    /// The events that have actions.
    open var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// The names of a target's actions for an event.
    /// - Parameters:
    ///   - target: The target (nil: the responder-chain actions).
    ///   - controlEvent: The event.
    /// - Returns: The selectors' names, or nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = registrations.filter { $0.matches(target) && $0.events.contains(controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// The actions (closures) added for some events, in order.
    private var actionRegistrations: [(action: UIAction, events: Event)] = []

    /// A control in a frame whose primary action (a button's tap) runs an action.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - primaryAction: The action (nil: none).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds an action (a closure) for some events; an action of the same identifier is replaced.
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionRegistrations.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actionRegistrations.append((action, controlEvents))
    }

    /// Removes an action for some events.
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action of an identifier for some events.
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in actionRegistrations.indices where actionRegistrations[i].action.identifier == actionIdentifier {
            actionRegistrations[i].events.subtract(controlEvents)
        }
        actionRegistrations.removeAll { $0.events.isEmpty }
    }

    /// Runs an action with the control as its sender.
    /// - Parameter action: The action.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends the actions of some events: the actions (closures) added for them run, with the
    /// control as their sender, then the targets' action methods are called with the control
    /// and an event (a compiled preview's `@objc` methods: see `Selector`). A nil target's
    /// action goes up the responder chain, to the first responder that has the method.
    /// - Parameter controlEvents: The events.
    open func sendActions(for controlEvents: Event) {
        for registration in actionRegistrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.action.perform(sender: self)
        }
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            if registration.isNilTarget {
                var responder: UIResponder? = self
                while let next = responder, !registration.action.perform(on: next, with: [self, UIEvent()]) { responder = next.next }
            } else if let object = registration.object {
                registration.action.perform(on: object, with: [self, UIEvent()])
            }
        }
    }
}
