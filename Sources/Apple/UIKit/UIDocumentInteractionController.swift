// Previewing a file and offering it to other apps (`UIDocumentInteractionController`), as apps
// show a PDF they made. Linux has no Quick Look and no other apps: every presentation answers
// false and no delegate is told.
import CoreGraphics
import Foundation

/// What a document interaction controller tells of its previews and menus; every method is
/// optional.
///
/// Linux: nothing is presented, so nothing is asked or told.
public protocol UIDocumentInteractionControllerDelegate: NSObjectProtocol {
    /// The controller a preview is presented from.
    /// - Parameter controller: The document interaction controller.
    /// - Returns: The presenting controller.
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
    /// The rectangle a preview zooms from.
    /// - Parameter controller: The document interaction controller.
    /// - Returns: The rectangle.
    func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect
    /// The view a preview zooms from.
    /// - Parameter controller: The document interaction controller.
    /// - Returns: The view, or nil.
    func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView?
    /// A preview is about to show.
    /// - Parameter controller: The document interaction controller.
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    /// A preview was dismissed.
    /// - Parameter controller: The document interaction controller.
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    /// The options menu is about to show.
    /// - Parameter controller: The document interaction controller.
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    /// The options menu was dismissed.
    /// - Parameter controller: The document interaction controller.
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    /// The Open In menu is about to show.
    /// - Parameter controller: The document interaction controller.
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The Open In menu was dismissed.
    /// - Parameter controller: The document interaction controller.
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The document is about to be sent to an app.
    /// - Parameters:
    ///   - controller: The document interaction controller.
    ///   - application: The app's bundle identifier.
    func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    /// The document was sent to an app.
    /// - Parameters:
    ///   - controller: The document interaction controller.
    ///   - application: The app's bundle identifier.
    func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

extension UIDocumentInteractionControllerDelegate {
    /// A new, empty controller.
    /// - Parameter controller: The document interaction controller.
    /// - Returns: The controller.
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        UIViewController()
    }
    /// The zero rectangle.
    /// - Parameter controller: The document interaction controller.
    /// - Returns: `.zero`.
    public func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect { .zero }
    /// No view.
    /// - Parameter controller: The document interaction controller.
    /// - Returns: nil.
    public func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView? { nil }
    /// Does nothing.
    /// - Parameter controller: The document interaction controller.
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    /// - Parameter controller: The document interaction controller.
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    /// - Parameter controller: The document interaction controller.
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    /// - Parameter controller: The document interaction controller.
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    /// - Parameter controller: The document interaction controller.
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    /// - Parameter controller: The document interaction controller.
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    /// - Parameters:
    ///   - controller: The document interaction controller.
    ///   - application: The app.
    public func documentInteractionController(_ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?) {}
    /// Does nothing.
    /// - Parameters:
    ///   - controller: The document interaction controller.
    ///   - application: The app.
    public func documentInteractionController(_ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?) {}
}

/// Previews a file and offers it to other apps.
///
/// Linux: there is no Quick Look and there are no other apps: `presentPreview(animated:)` and
/// the menus answer false (nothing shown). The file's `name` is its URL's last component and its
/// `uti` is read from the extension (a few common types; `public.data` otherwise), as UIKit
/// derives them when they are not set.
open class UIDocumentInteractionController: NSObject {
    /// The file.
    open var url: URL? {
        didSet { derivedFromURL() }
    }
    /// The file's uniform type identifier.
    open var uti: String?
    /// The file's name, shown in previews.
    open var name: String?
    /// Extra data passed to the app the file is sent to.
    open var annotation: Any?
    /// Told of previews and menus (held weakly; never told on Linux).
    open weak var delegate: UIDocumentInteractionControllerDelegate?
    /// The file type's icons (none on Linux).
    open var icons: [UIImage] { [] }

    /// A controller of no file.
    public override init() { super.init() }

    /// A controller of a file.
    /// - Parameter url: The file.
    public convenience init(url: URL) {
        self.init()
        // An initializer's own assignment runs no observer.
        self.url = url
        derivedFromURL()
    }

    /// Shows a full-screen preview: false, none is shown on Linux.
    /// - Parameter animated: Whether to animate.
    /// - Returns: false.
    @discardableResult open func presentPreview(animated: Bool) -> Bool { false }
    /// Shows the options menu: false, none is shown on Linux.
    /// - Parameters:
    ///   - rect: Where the menu points, in `view`.
    ///   - view: The view.
    ///   - animated: Whether to animate.
    /// - Returns: false.
    @discardableResult open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// Shows the Open In menu: false, there are no other apps on Linux.
    /// - Parameters:
    ///   - rect: Where the menu points, in `view`.
    ///   - view: The view.
    ///   - animated: Whether to animate.
    /// - Returns: false.
    @discardableResult open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// Dismisses the preview (none is shown).
    /// - Parameter animated: Whether to animate.
    open func dismissPreview(animated: Bool) {}
    /// Dismisses the menu (none is shown).
    /// - Parameter animated: Whether to animate.
    open func dismissMenu(animated: Bool) {}

    private func derivedFromURL() {
        guard let url else { return }
        name = url.lastPathComponent
        let types = ["pdf": "com.adobe.pdf", "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg",
                     "heic": "public.heic", "gif": "com.compuserve.gif", "txt": "public.plain-text", "rtf": "public.rtf",
                     "html": "public.html", "json": "public.json", "csv": "public.comma-separated-values-text",
                     "zip": "public.zip-archive", "mp4": "public.mpeg-4", "mov": "com.apple.quicktime-movie",
                     "mp3": "public.mp3", "usdz": "com.pixar.universal-scene-description-mobile"]
        uti = types[url.pathExtension.lowercased()] ?? "public.data"
    }
}
