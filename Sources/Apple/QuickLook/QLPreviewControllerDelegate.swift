// What the preview controller tells its delegate and asks it: dismissal, links tapped in a
// preview, and whether and how a person may mark up a file. Every method is optional.
import Foundation

/// How a person may edit a previewed file.
public enum QLPreviewItemEditingMode: Int, Sendable {
    /// Not at all.
    case disabled = 0
    /// In place: the file's contents are replaced.
    case updateContents = 1
    /// As a copy handed to the delegate.
    case createCopy = 2
}

/// Told of the preview controller's dismissal and edits.
public protocol QLPreviewControllerDelegate: NSObjectProtocol {
    /// The controller will be dismissed.
    /// - Parameter controller: The controller.
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    /// The controller was dismissed.
    /// - Parameter controller: The controller.
    func previewControllerDidDismiss(_ controller: QLPreviewController)
    /// Whether a link tapped in a preview opens.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - url: The link.
    ///   - item: The item it is in.
    /// - Returns: Whether to open it.
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
    /// How a person may edit an item.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - previewItem: The item.
    /// - Returns: The mode.
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
    /// An item's file was changed in place.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - previewItem: The item.
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
    /// An edited copy of an item was saved.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - previewItem: The item.
    ///   - modifiedContentsURL: The copy.
    func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}

extension QLPreviewControllerDelegate {
    /// Nothing, by default.
    /// - Parameter controller: The controller.
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    /// Nothing, by default.
    /// - Parameter controller: The controller.
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
    /// True, by default.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - url: The link.
    ///   - item: The item it is in.
    /// - Returns: True.
    public func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
    /// `.disabled`, by default.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - previewItem: The item.
    /// - Returns: `.disabled`.
    public func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode {
        .disabled
    }
    /// Nothing, by default.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - previewItem: The item.
    public func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
    /// Nothing, by default.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - previewItem: The item.
    ///   - modifiedContentsURL: The copy.
    public func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem,
                                  at modifiedContentsURL: URL) {}
}
