// How a web view is set up when it is made: its content controller, preferences, data store and
// media settings, with an iPhone's defaults. A web view keeps a copy, as WebKit's does.
import Foundation

/// The media that waits for a tap before it plays.
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    /// The types' bits.
    public let rawValue: UInt
    /// Types of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Media with sound.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Media with video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// All media.
    public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}

/// The kinds of data a web view turns into links (telephone numbers, addresses, …).
public struct WKDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The types' bits.
    public let rawValue: UInt
    /// Types of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Telephone numbers.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// URLs in text.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    /// All of them.
    public static let all = WKDataDetectorTypes(rawValue: .max)
}

/// The processes web views share (deprecated by WebKit: every web view shares one). Kept so
/// code that sets one compiles; it has no effect.
open class WKProcessPool: NSObject, @unchecked Sendable {
    /// A pool.
    public override init() { super.init() }
}

/// What a web view is made with.
///
/// `WKWebView(frame:configuration:)` keeps a copy and `configuration` gives a copy, so setting a
/// property of a configuration after the web view is made changes nothing; the copy shares the
/// content controller, preferences, data store and process pool, so handlers and scripts added
/// to `webView.configuration.userContentController` are the web view's.
open class WKWebViewConfiguration: NSObject, NSCopying, @unchecked Sendable {
    /// The scripts the pages get and the handlers of their messages.
    open var userContentController = WKUserContentController()
    /// The web view's preferences.
    open var preferences = WKPreferences()
    /// The preferences each navigation starts from.
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    /// Where cookies, caches and storage are kept.
    open var websiteDataStore: WKWebsiteDataStore = .default()
    /// The process pool (no effect).
    open var processPool = WKProcessPool()
    /// The app's name in the user agent: "Mobile/15E148", as on an iPhone.
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    /// Whether HTML5 video plays in the page rather than full screen (false on iPhone).
    open var allowsInlineMediaPlayback = false
    /// The media that waits for a tap before it plays (all of it, by default).
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Whether media may play over AirPlay.
    open var allowsAirPlayForMediaPlayback = true
    /// Whether video may play picture in picture.
    open var allowsPictureInPictureMediaPlayback = true
    /// The data turned into links.
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// Whether the page shows only once it is fully loaded.
    open var suppressesIncrementalRendering = false
    /// Whether the person may zoom past the page's viewport limits.
    open var ignoresViewportScaleLimits = false
    /// Whether navigations are limited to the app's bound domains.
    open var limitsNavigationsToAppBoundDomains = false
    /// Whether http loads of hosts known to support https are upgraded.
    open var upgradeKnownHostsToHTTPS = true

    /// A configuration with an iPhone's defaults.
    public override init() { super.init() }

    /// A copy that shares the content controller, preferences, data store and process pool, and
    /// copies the default webpage preferences (as WebKit's copy does).
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences.map { $0.copy() as? WKWebpagePreferences ?? $0 }
        copy.websiteDataStore = websiteDataStore
        copy.processPool = processPool
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.dataDetectorTypes = dataDetectorTypes
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        copy.upgradeKnownHostsToHTTPS = upgradeKnownHostsToHTTPS
        return copy
    }
}
