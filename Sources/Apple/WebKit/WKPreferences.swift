// A web view's preferences and those of each navigation, with WebKit's defaults. They are kept as
// set; with no page drawn and no script run, none changes what a preview shows.
import Foundation

/// Preferences of a web view: JavaScript, fonts, fraud warnings, full screen.
open class WKPreferences: NSObject, @unchecked Sendable {
    /// Whether pages may run JavaScript (deprecated by WebKit for
    /// `WKWebpagePreferences.allowsContentJavaScript`).
    open var javaScriptEnabled = true
    /// Whether scripts may open windows without a tap.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// The smallest font size, in points.
    open var minimumFontSize: CGFloat = 0
    /// Whether suspected phishing sites get a warning.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether the person may select text.
    open var isTextInteractionEnabled = true
    /// Whether page elements may go full screen.
    open var isElementFullscreenEnabled = false
    /// Whether WebKit's fixes for known sites apply.
    open var isSiteSpecificQuirksModeEnabled = true
    /// Whether printing includes backgrounds.
    open var shouldPrintBackgrounds = false
    /// Whether Tab moves between links.
    open var tabFocusesLinks = false

    /// WebKit's defaults.
    public override init() { super.init() }
}

/// Preferences of a navigation: whether its scripts run, and whether it gets the mobile or the
/// desktop site.
open class WKWebpagePreferences: NSObject, NSCopying, @unchecked Sendable {
    /// The kind of site a page asks for.
    public enum ContentMode: Int, Sendable {
        /// The device's own: mobile on an iPhone.
        case recommended = 0
        /// The mobile site.
        case mobile = 1
        /// The desktop site.
        case desktop = 2
    }

    /// Whether the page's own scripts run.
    open var allowsContentJavaScript = true
    /// The kind of site asked for.
    open var preferredContentMode = ContentMode.recommended
    /// Whether Lockdown Mode's restrictions apply.
    open var isLockdownModeEnabled = false

    /// WebKit's defaults.
    public override init() { super.init() }

    /// A copy of the preferences.
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = WKWebpagePreferences()
        copy.allowsContentJavaScript = allowsContentJavaScript
        copy.preferredContentMode = preferredContentMode
        copy.isLockdownModeEnabled = isLockdownModeEnabled
        return copy
    }
}
