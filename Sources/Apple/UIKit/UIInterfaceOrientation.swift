// The interface's orientations and the status bar's styles, as view controllers declare what
// they support and prefer. Values as UIKit's; on Linux the interface is an iPhone held upright
// (portrait), and nothing rotates.

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Sideways, the home button (or the bottom) on the left.
    case landscapeLeft = 4
    /// Sideways, the home button (or the bottom) on the right.
    case landscapeRight = 3

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The orientations' bits.
    public let rawValue: UInt
    /// Orientations of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Sideways, bottom on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Sideways, bottom on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The style of the status bar's text and symbols.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark on light content in light mode, light in dark mode.
    case `default` = 0
    /// Light, for dark backgrounds.
    case lightContent = 1
    /// Dark, for light backgrounds.
    case darkContent = 3
}
