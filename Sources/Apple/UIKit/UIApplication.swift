// The app, its scenes and windows, the screen, the device, feedback generators and the
// pasteboard: what SwiftUI screens reach for in UIKit. Platform behaviour is accepted with no
// effect; values are those of an iPhone at rest.
import CoreGraphics
import Foundation
import Trellis

/// Insets from each edge of a rectangle, in points.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat
    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Insets from each edge.
    /// - Parameters:
    ///   - top: From the top.
    ///   - left: From the left.
    ///   - bottom: From the bottom.
    ///   - right: From the right.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// An object that takes part in event handling; the base of views and the application, and the
/// home of the keyboard notifications.
open class UIResponder: NSObject {
    /// Posted before the keyboard appears (Linux: never posted).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears (Linux: never posted).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides (Linux: never posted).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hides (Linux: never posted).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (Linux: never posted).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's final frame (a CGRect).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's first frame.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard animation's duration (seconds).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

    /// A responder.
    public override init() { super.init() }
    /// Whether the responder is first responder: false on Linux.
    open var isFirstResponder: Bool { false }
    /// Asks to give up first-responder status (hide the keyboard): true, no effect on Linux.
    /// - Returns: True.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Asks to become first responder: false on Linux.
    /// - Returns: False.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Whether the responder can become first responder (false).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status (true).
    open var canResignFirstResponder: Bool { true }
    /// The next responder in the chain: a view's view controller (for a root view) or superview,
    /// a controller's view's superview or parent.
    open var next: UIResponder? {
        if let view = self as? UIView { return view.owningController ?? view.superview }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.superview ?? controller.parent }
        return nil
    }
    /// Fingers touched down (Linux: nobody touches; called only by code). By default the next
    /// responder is told.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. By default the next responder is told.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. By default the next responder is told.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled. By default the next responder is told.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// A motion (a shake) began (never on Linux).
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// A motion (a shake) ended (never on Linux).
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}

/// The window of a scene.
open class UIWindow: UIView {
    /// Whether this is the key window: the app's one window is (`UIApplication.shared.windows`).
    open var isKeyWindow: Bool { self === UIWindowScene.app.appWindow }
    /// The insets the device's screen keeps clear: the app's window has the iPhone's (59 at the
    /// top for the Dynamic Island, 34 at the bottom for the home indicator); other windows none.
    open override var safeAreaInsets: UIEdgeInsets { deviceInsets }
    var deviceInsets = UIEdgeInsets.zero
    /// The window's scene.
    open weak var windowScene: UIWindowScene?
    /// A window in a scene.
    /// - Parameter windowScene: The scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }
    /// A window with a frame.
    /// - Parameter frame: The rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }
    /// Makes the window key and visible; no effect on Linux.
    open func makeKeyAndVisible() {}
    /// Ends editing in the window (`windows.first?.endEditing(true)`): the app's SwiftUI
    /// content is in it, so its focused text field gives up the focus.
    /// - Parameter force: Whether to force it (the focus goes either way).
    /// - Returns: True.
    @discardableResult open override func endEditing(_ force: Bool) -> Bool {
        KeyboardDismissal.request()
        return true
    }
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Where the window is stacked among the others.
    open var windowLevel = Level.normal


    /// A window's place among the others.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level's value: higher levels are in front.
        public var rawValue: CGFloat
        /// A level of `rawValue`.
        /// - Parameter rawValue: The value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows.
        public static let normal = Level(rawValue: 0)
        /// In front of the status bar.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts.
        public static let alert = Level(rawValue: 2000)
    }
}

/// A part of the app's interface that the system shows, such as a window.
open class UIScene: UIResponder {
    /// Whether a scene is on screen and receives events.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
    /// The scene's state: foreground and active on Linux.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title.
    open var title: String! = ""
}

/// A scene that holds windows.
open class UIWindowScene: UIScene {
    /// The orientation of the scene's interface: portrait (Linux's iPhone is held upright).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's windows: the app's scene has its one window, full screen.
    open var windows: [UIWindow] { appWindow.map { [$0] } ?? [] }
    /// The key window: the app's one window.
    open var keyWindow: UIWindow? { appWindow }
    /// The app's window, in the app's scene.
    fileprivate var appWindow: UIWindow?

    /// The scene the app runs in, with its key window the size of the screen. Apps read the
    /// device's safe area from it (`UIApplication.shared.windows.first!.safeAreaInsets`, the
    /// idiom of many tutorials); Xcode's previews run in the launched app, which has one.
    nonisolated(unsafe) static let app: UIWindowScene = {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.deviceInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        scene.appWindow = window
        return scene
    }()
    /// The screen the scene is on.
    open var screen: UIScreen { .main }
    /// The scene's traits (Linux: the current ones, light).
    open var traitCollection: UITraitCollection { .current }
}

/// The screen: its size in points and its scale.
///
/// Linux: an iPhone's screen of 393 × 852 points at 3 pixels per point (the iPhone 15 and 16),
/// not the size being previewed.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen's rectangle in points: (0, 0, 393, 852).
    public let bounds: CGRect
    /// Pixels per point: 3.
    public let scale: CGFloat
    /// The screen's rectangle in pixels, portrait: (0, 0, 1179, 2556).
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The physical pixels per point: 3.
    open var nativeScale: CGFloat { scale }
    /// The brightness, 0...1 (0.5; setting it has no effect).
    open var brightness: CGFloat = 0.5

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    private static let shared = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    /// The device's screen.
    open class var main: UIScreen { shared }
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// iPhone (what Linux reports).
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Upright, home at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the top to the left.
    case landscapeLeft = 3
    /// Turned with the top to the right.
    case landscapeRight = 4
    /// Lying screen up.
    case faceUp = 5
    /// Lying screen down.
    case faceDown = 6
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device: its kind, name, system and orientation.
///
/// Linux: an iPhone running iOS 18.0, held in portrait, with battery monitoring off.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The state of the battery.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off).
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Charging.
        case charging = 2
        /// Plugged in and full.
        case full = 3
    }

    /// Posted when the orientation changes (Linux: never posted).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes (Linux: never posted).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    private static let shared = UIDevice()
    /// The device the app runs on.
    open class var current: UIDevice { shared }

    /// The interface kind: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name: "iPhone".
    open var name: String { "iPhone" }
    /// The model: "iPhone".
    open var model: String { "iPhone" }
    /// The model, localized: "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The system's version: "18.0".
    open var systemVersion: String { "18.0" }
    /// An identifier of the device for the app's vendor: a fixed UUID on Linux.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    /// How the device is held: `.portrait`.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether battery monitoring is on (setting it has no effect).
    open var isBatteryMonitoringEnabled = false
    /// The battery level 0...1, or −1 when monitoring is off (always −1 on Linux).
    open var batteryLevel: Float { -1 }
    /// The battery state: `.unknown`.
    open var batteryState: BatteryState { .unknown }
    /// Whether the device supports multitasking: true.
    open var isMultitaskingSupported: Bool { true }
    /// Starts orientation notifications; no effect on Linux.
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications; no effect on Linux.
    open func endGeneratingDeviceOrientationNotifications() {}
}

/// The running app: opening URLs, its state, its scenes, and its lifecycle notifications.
///
/// Linux: `shared` is active and has no scenes; opening URLs does nothing (the completion gets
/// false) and `canOpenURL` is false.
open class UIApplication: UIResponder, @unchecked Sendable {
    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app handles the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings (`app-settings:`); opening it does nothing on Linux.
    public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Posted when the app is about to enter the foreground (Linux: never posted).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app enters the background (Linux: never posted).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app becomes active (Linux: never posted).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (Linux: never posted).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app finished launching (Linux: never posted).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to end (Linux: never posted).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory runs low (Linux: never posted).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at midnight and time-zone changes (Linux: never posted).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted after the person takes a screenshot (Linux: never posted).
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the Dynamic Type size changes (Linux: never posted).
    public static let didChangeContentSizeCategoryNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    private static let instance = UIApplication()
    /// The app.
    open class var shared: UIApplication { instance }

    /// The app's delegate: the app's own, in a compiled preview of an app that declares one
    /// (`@UIApplicationMain`, or `@main` on a delegate class), made and told it launched before
    /// any view; kept (UIKit's application does not own it, the app's launch does).
    open var delegate: UIApplicationDelegate?

    /// Makes `delegate` the app's and tells it the app finished launching, as Xcode's previews
    /// launch the app: what a compiled preview's generated file calls for the app's delegate
    /// class (ModuleSources).
    /// - Parameter delegate: A new instance of the app's delegate class.
    public static func _launch(_ delegate: UIApplicationDelegate) {
        shared.delegate = delegate
        _ = delegate.application(shared, didFinishLaunchingWithOptions: nil)
    }

    /// The app's state: `.active`.
    open var applicationState: State { .active }
    /// The app's scenes: one window scene, with the app's window.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.app] }
    /// The app's windows (deprecated: a scene's `windows`): its one window, the size of the
    /// screen, with the device's safe area.
    open var windows: [UIWindow] { UIWindowScene.app.windows }
    /// The key window (deprecated: a scene's `keyWindow`): the app's one window.
    open var keyWindow: UIWindow? { UIWindowScene.app.keyWindow }
    /// Whether the screen may not dim while the app runs (kept; no effect).
    open var isIdleTimerDisabled = false
    /// The number on the app's icon (kept; no effect).
    open var applicationIconBadgeNumber = 0
    /// Whether the app may change its icon: true, as on an iPhone.
    open var supportsAlternateIcons: Bool { true }
    /// The alternate icon shown, nil for the primary one (what `setAlternateIconName` set).
    open private(set) var alternateIconName: String?

    /// Shows an alternate icon (nil: the primary one). Linux: the name is kept and the handler
    /// called on the main queue with no error, as when the person accepts the change; nothing is drawn.
    /// - Parameters:
    ///   - alternateIconName: The icon's name in the app's Info.plist, or nil.
    ///   - completionHandler: Called with nil when the icon changed.
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        self.alternateIconName = alternateIconName
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(nil) }
    }

    /// Shows an alternate icon (nil: the primary one), as `setAlternateIconName(_:completionHandler:)`.
    /// - Parameter alternateIconName: The icon's name, or nil.
    open func setAlternateIconName(_ alternateIconName: String?) async throws {
        self.alternateIconName = alternateIconName
    }
    /// Whether the app may run in the background for a while: always 0 seconds left on Linux.
    open var backgroundTimeRemaining: TimeInterval { 0 }
    /// Whether the app is registered for remote notifications: false.
    open var isRegisteredForRemoteNotifications: Bool { false }

    /// Sends an action message (`sendAction(#selector(UIResponder.resignFirstResponder), to:
    /// nil, from: nil, for: nil)`, the way SwiftUI apps hide the keyboard).
    ///
    /// Linux: to no target, `resignFirstResponder` and `endEditing` reach the first responder
    /// (the focused SwiftUI text field gives up the focus); to a target, its method is called
    /// with the sender and the event (a compiled preview's `@objc` methods: see `Selector`).
    /// - Parameters:
    ///   - action: The action's selector.
    ///   - target: Its receiver (nil: the first responder).
    ///   - sender: The sender.
    ///   - event: The event.
    /// - Returns: Whether a receiver handled it.
    @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return action.perform(on: target, with: [sender, event as Any?].compactMap { $0 }) }
        let name = action.methodName.prefix { $0 != "(" }
        guard name == "resignFirstResponder" || name == "endEditing" else { return false }
        KeyboardDismissal.request()
        return true
    }

    /// Opens a URL in the app that handles it; nothing opens on Linux.
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as `.universalLinksOnly`.
    ///   - completion: Called at once with false (not opened) on Linux.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Opens a URL; returns whether it opened: false on Linux.
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options.
    /// - Returns: False.
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// Whether an app can open a URL: false on Linux.
    /// - Parameter url: The URL.
    /// - Returns: False.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Registers for push notifications; no effect on Linux.
    open func registerForRemoteNotifications() {}
    /// Unregisters from push notifications; no effect on Linux.
    open func unregisterForRemoteNotifications() {}
    /// Starts receiving the headphones' and Lock Screen's play, pause and skip events (Linux: none
    /// come; MediaPlayer's remote commands are how apps handle them).
    open func beginReceivingRemoteControlEvents() {}
    /// Stops receiving them.
    open func endReceivingRemoteControlEvents() {}
}

/// The base of the haptic feedback generators.
///
/// Linux: there is no Taptic Engine; every call is accepted with no effect.
open class UIFeedbackGenerator: NSObject {
    /// A generator.
    public override init() { super.init() }
    /// Readies the hardware for feedback soon; no effect on Linux.
    open func prepare() {}
}

/// A generator of impacts, such as a collision or a snap into place. No effect on Linux.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong the impact is.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A rigid impact.
        case rigid = 4
    }
    /// The style.
    public let style: FeedbackStyle
    /// A generator of a style.
    /// - Parameter style: The impact's style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A generator of medium impacts.
    public convenience override init() { self.init(style: .medium) }
    /// Plays an impact; no effect on Linux.
    open func impactOccurred() {}
    /// Plays an impact of an intensity 0...1; no effect on Linux.
    /// - Parameter intensity: The intensity.
    open func impactOccurred(intensity: CGFloat) {}
}

/// A generator of success, warning and error feedback. No effect on Linux.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }
    /// Plays the feedback of an outcome; no effect on Linux.
    /// - Parameter notificationType: The outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A generator of selection-change ticks. No effect on Linux.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick; no effect on Linux.
    open func selectionChanged() {}
}

/// The system pasteboard: what copy and paste exchange.
///
/// Linux: a pasteboard in this process only (other apps do not see it).
open class UIPasteboard: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var storedStrings: [String] = []
    private var storedURLs: [URL] = []
    private var storedImages: [UIImage] = []

    private static let generalBoard = UIPasteboard()
    /// The general pasteboard.
    open class var general: UIPasteboard { generalBoard }

    /// The first string, or nil; setting replaces the contents.
    open var string: String? {
        get { lock.withLock { storedStrings.first } }
        set { strings = newValue.map { [$0] } }
    }
    /// The strings; setting replaces the contents.
    open var strings: [String]? {
        get { lock.withLock { storedStrings.isEmpty ? nil : storedStrings } }
        set { lock.withLock { storedStrings = newValue ?? []; storedURLs = []; storedImages = [] } }
    }
    /// The first URL, or nil; setting replaces the contents.
    open var url: URL? {
        get { lock.withLock { storedURLs.first } }
        set { urls = newValue.map { [$0] } }
    }
    /// The URLs; setting replaces the contents.
    open var urls: [URL]? {
        get { lock.withLock { storedURLs.isEmpty ? nil : storedURLs } }
        set { lock.withLock { storedURLs = newValue ?? []; storedStrings = []; storedImages = [] } }
    }
    /// The first image, or nil; setting replaces the contents.
    open var image: UIImage? {
        get { lock.withLock { storedImages.first } }
        set { lock.withLock { storedImages = newValue.map { [$0] } ?? []; storedStrings = []; storedURLs = [] } }
    }
    /// Whether it holds strings.
    open var hasStrings: Bool { lock.withLock { !storedStrings.isEmpty } }
    /// Whether it holds URLs.
    open var hasURLs: Bool { lock.withLock { !storedURLs.isEmpty } }
    /// Whether it holds images.
    open var hasImages: Bool { lock.withLock { !storedImages.isEmpty } }
}
