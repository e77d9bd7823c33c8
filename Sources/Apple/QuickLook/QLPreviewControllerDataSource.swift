// Where the preview controller gets its items: how many, and each by index.
import Foundation

/// Gives the preview controller its items.
public protocol QLPreviewControllerDataSource: NSObjectProtocol {
    /// How many items there are.
    /// - Parameter controller: The controller.
    /// - Returns: The count.
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// The item at an index.
    /// - Parameters:
    ///   - controller: The controller.
    ///   - index: The index.
    /// - Returns: The item.
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}
