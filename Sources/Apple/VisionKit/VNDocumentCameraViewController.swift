// `VNDocumentCameraViewController`: the system's document scanner, and its delegate. Linux has
// no camera: the scanner is not supported (as on the Simulator); one made anyway is drawn as a
// placeholder and its delegate is never called (no page is ever scanned or cancelled).
import Foundation
import UIKit

/// Told how a document scan ended: with pages, cancelled, or failed.
///
/// Linux: never called.
@MainActor @preconcurrency
public protocol VNDocumentCameraViewControllerDelegate: NSObjectProtocol {
    /// The person saved the scanned pages; the app dismisses the scanner.
    /// - Parameters:
    ///   - controller: The scanner.
    ///   - scan: The pages.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    /// The person cancelled; the app dismisses the scanner.
    /// - Parameter controller: The scanner.
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    /// Scanning failed; the app dismisses the scanner.
    /// - Parameters:
    ///   - controller: The scanner.
    ///   - error: Why.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    /// Does nothing (the method is optional in VisionKit).
    /// - Parameters:
    ///   - controller: The scanner.
    ///   - scan: The pages.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    /// Does nothing (the method is optional in VisionKit).
    /// - Parameter controller: The scanner.
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    /// Does nothing (the method is optional in VisionKit).
    /// - Parameters:
    ///   - controller: The scanner.
    ///   - error: Why.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}

/// The system's document scanner: finds a page's edges, corrects its perspective, and collects
/// pages.
///
/// Linux: not supported (`isSupported` is false, as on the Simulator); one made anyway is never
/// shown and never calls its delegate.
open class VNDocumentCameraViewController: UIViewController, @unchecked Sendable {
    /// Told how the scan ended (never, on Linux).
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?

    /// Whether the device can scan documents: false on Linux, as on the Simulator.
    open class var isSupported: Bool { false }

    /// A document scanner.
    public override init() { super.init(nibName: nil, bundle: nil) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init()`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init() }
}

/// The pages of a finished document scan.
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
    private let pages: [UIImage]
    /// The document's title ("Scanned Document").
    open private(set) var title: String

    init(title: String = "Scanned Document", pages: [UIImage]) {
        self.title = title
        self.pages = pages
        super.init()
    }

    /// How many pages there are.
    open var pageCount: Int { pages.count }

    /// A page's image.
    /// - Parameter index: The page's index, `0..<pageCount`.
    /// - Returns: The image.
    open func imageOfPage(at index: Int) -> UIImage { pages[index] }
}
