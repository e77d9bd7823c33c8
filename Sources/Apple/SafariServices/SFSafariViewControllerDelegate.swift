// What a Safari view controller tells its delegate. Every method is optional in SafariServices
// (an Objective-C protocol); here each has a default that does nothing. On Linux only
// `safariViewController(_:didCompleteInitialLoad:)` is ever called, with false (offline).
import Foundation

/// Told when a Safari view controller's initial load completes and when the person is done with
/// it.
///
/// Linux: told `safariViewController(_:didCompleteInitialLoad: false)` once, on the main queue,
/// after the controller's view is loaded; never told of a redirect, of Done or of opening the page
/// in Safari (nothing is shown, so the person does neither).
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The initial page finished loading, or failed.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - didLoadSuccessfully: Whether it loaded (false on Linux: offline).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The initial load was redirected to another URL (never on Linux).
    /// - Parameters:
    ///   - controller: The controller.
    ///   - URL: Where it was redirected.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The person tapped Done (never on Linux); the controller is dismissed.
    /// - Parameter controller: The controller.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The person chose to open the page in Safari (never on Linux).
    /// - Parameter controller: The controller.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - didLoadSuccessfully: Whether it loaded.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Does nothing.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - URL: Where it was redirected.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    /// Does nothing.
    /// - Parameter controller: The controller.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    /// - Parameter controller: The controller.
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
