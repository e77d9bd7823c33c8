// What UIKit hands an app's delegates about URLs and background fetches, and the geometry
// values notifications carry (`NSValue.cgRectValue` of the keyboard's frame). Linux: nothing
// opens a URL or fetches in the background, so the delegates are never called with them.
import Foundation

/// A URL a scene is asked to open, with how it was opened.
open class UIOpenURLContext: NSObject, @unchecked Sendable {
    /// The URL.
    public let url: URL
    /// How it was opened.
    public let options: UIScene.OpenURLOptions

    /// A context of a URL.
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: How it was opened.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}

extension UIScene {
    /// How a URL came to be opened: the app that asked, and whether it opens in place.
    public struct OpenURLOptions: Sendable {
        /// The bundle identifier of the app that asked (nil when unknown).
        public var sourceApplication: String?
        /// Whether the file is opened where it is, rather than copied.
        public var openInPlace = false
        /// Options with no source.
        public init() {}
    }
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data.
    case newData = 0
    /// Nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

extension NSValue {
    /// A value of a rectangle (a keyboard's frame in a notification).
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value of a point.
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value of a size.
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}

/// The person's accessibility settings, and announcements to assistive technologies.
///
/// Linux: the settings are their defaults (VoiceOver off, motion not reduced, …; a preview's
/// SwiftUI environment has its own), and announcements reach no one.
public enum UIAccessibility {
    /// Whether VoiceOver is running: no.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the person asked for less motion: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the person asked for less transparency: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the person asked for bold text: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the person asked for darker colours: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether colours are inverted: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the person asked not to rely on colour alone: no.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether grey scale is on: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether videos autoplay: yes.
    public static var isVideoAutoplayEnabled: Bool { true }

    /// What an app tells assistive technologies.
    public struct Notification: Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification of a number.
        /// - Parameter rawValue: The number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to announce.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies something (no one hears it on Linux).
    /// - Parameters:
    ///   - notification: What happened.
    ///   - argument: Its detail (an announcement's text).
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when VoiceOver starts or stops (never on Linux).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the reduce-motion setting changes (never on Linux).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
