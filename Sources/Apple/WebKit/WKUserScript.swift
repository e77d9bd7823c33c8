// Scripts a web view adds to its pages, and the worlds scripts run in. Linux has no JavaScript
// engine: scripts are kept as given and never run.
import Foundation

/// When a user script runs.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the document's content is parsed.
    case atDocumentStart = 0
    /// Once the document is parsed, before its subresources load.
    case atDocumentEnd = 1
}

/// A namespace scripts run in, so the app's scripts and the page's do not see each other's
/// variables.
open class WKContentWorld: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var named: [String: WKContentWorld] = [:]
    private static let pageWorld = WKContentWorld(name: nil)
    private static let clientWorld = WKContentWorld(name: nil)

    /// The world's name (nil for `page` and `defaultClient`).
    public let name: String?

    private init(name: String?) {
        self.name = name
        super.init()
    }

    /// The page's own world.
    open class var page: WKContentWorld { pageWorld }
    /// The app's default world, apart from the page's.
    open class var defaultClient: WKContentWorld { clientWorld }
    /// The world of a name: the same world for the same name.
    /// - Parameter name: The name.
    /// - Returns: The world.
    open class func world(name: String) -> WKContentWorld {
        lock.withLock {
            if let world = named[name] { return world }
            let world = WKContentWorld(name: name)
            named[name] = world
            return world
        }
    }
}

/// A script the web view adds to its pages.
///
/// Linux: kept in the content controller; it never runs.
open class WKUserScript: NSObject, @unchecked Sendable {
    /// The script's source.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether it runs only in the main frame.
    public let isForMainFrameOnly: Bool
    /// The world it runs in.
    let contentWorld: WKContentWorld

    /// A script in the page's world.
    /// - Parameters:
    ///   - source: The source.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether it runs only in the main frame.
    public convenience init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly, in: .page)
    }

    /// A script in a world.
    /// - Parameters:
    ///   - source: The source.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether it runs only in the main frame.
    ///   - contentWorld: The world it runs in.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        self.contentWorld = contentWorld
        super.init()
    }
}
