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
