// The in-app Safari: a view controller that shows a web page with Safari's own interface, and its
// configuration. Linux is an iPhone that is offline, where nothing is shown:
//
// 1. The controller keeps what it was made with: its URL, a copy of its configuration, its
//    colours and dismiss button style.
// 2. Its initial load starts when its view is loaded (UIKit loads it when the controller is put on
//    screen; on Linux, when code reads `view`), and fails: the delegate hears
//    `safariViewController(_:didCompleteInitialLoad: false)` once, on the main queue, after the
//    call that loaded the view. It hears nothing else: there is no redirect, and the person never
//    taps Done or opens the page in Safari.
// 3. A URL that is not http(s), which Apple's initialiser rejects with an exception, is accepted
//    here (nothing may crash) and its load fails in the same way.
import Foundation
import UIKit

/// A view controller that shows a web page in Safari's interface, inside the app.
///
/// Linux: never shown, and offline (see the file's notes). In a `UIViewControllerRepresentable`
/// it is drawn as that representable's placeholder.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
    /// How a Safari view controller is set up when it is made.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Whether Reader is entered when the page offers it (the first page only).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the person scrolls.
        open var barCollapsingEnabled = true

        /// The default configuration: no Reader, collapsing bars.
        public override init() { super.init() }

        /// A copy of the configuration.
        /// - Parameter zone: Ignored.
        /// - Returns: A configuration with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }

    /// The title of the button that dismisses the controller.
    public enum DismissButtonStyle: Int, Sendable, Hashable {
        /// "Done".
        case done = 0
        /// "Close".
        case close = 1
        /// "Cancel".
        case cancel = 2
    }

    /// What `prewarmConnections(to:)` returns: the connections stay warm until it is invalidated.
    open class PrewarmingToken: NSObject, @unchecked Sendable {
        /// Whether `invalidate()` was called.
        private(set) var isInvalidated = false
        /// Lets the connections go (Linux: none was made).
        open func invalidate() { isInvalidated = true }
    }

    /// The page the controller was made to show.
    let initialURL: URL
    private let ownConfiguration: Configuration
    /// Whether the initial load started (once the view was loaded).
    private(set) var initialLoadStarted = false

    /// Told when the initial load completes, and when the person is done.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// A copy of the configuration the controller was made with (changing it changes nothing).
    open var configuration: Configuration {
        ownConfiguration.copy() as? Configuration ?? ownConfiguration
    }
    /// The colour of the navigation and tool bars (nil: Safari's).
    open var preferredBarTintColor: UIColor?
    /// The colour of the bars' buttons (nil: Safari's).
    open var preferredControlTintColor: UIColor?
    /// The title of the dismiss button.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A controller that will show a page, set up as a configuration says.
    /// - Parameters:
    ///   - URL: The page: an http or https URL (any other fails to load on Linux; Apple's
    ///     initialiser raises an exception).
    ///   - configuration: The setup; the controller keeps a copy.
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        ownConfiguration = configuration.copy() as? Configuration ?? configuration
        super.init()
    }

    /// A controller that will show a page, with the default configuration.
    /// - Parameter URL: The page: an http or https URL.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller that will show a page, in Reader if asked and the page offers it.
    /// - Parameters:
    ///   - URL: The page.
    ///   - entersReaderIfAvailable: Whether to enter Reader.
    @available(*, deprecated, message: "Use init(url:configuration:) with a configuration's entersReaderIfAvailable")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Made from an archive such as a storyboard (Linux: none is read): nil, as the controller
    /// needs its URL.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { return nil }

    /// Warms up connections to pages the app may show soon (Linux: none is made, offline).
    /// - Parameter URLs: The pages.
    /// - Returns: A token; invalidate it when the pages are no longer likely to be shown.
    open class func prewarmConnections(to URLs: [URL]) -> PrewarmingToken { PrewarmingToken() }

    /// Loads the view and starts the initial load, which fails offline (the delegate hears it on
    /// the main queue).
    open override func loadView() {
        super.loadView()
        startInitialLoad()
    }

    /// Starts the initial load once: it fails, as the device is offline.
    private func startInitialLoad() {
        guard !initialLoadStarted else { return }
        initialLoadStarted = true
        DispatchQueue.main.async { [self] in
            delegate?.safariViewController(self, didCompleteInitialLoad: false)
        }
    }
}
