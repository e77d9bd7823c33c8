// The system's file preview, presented or pushed with its data source's items. It keeps its
// data source, delegate and current index, and reads the current item from the data source as
// Apple's does.
import Foundation
import UIKit

/// The system's screen previewing files: images, PDFs, documents, 3D models.
open class QLPreviewController: UIViewController {
    /// Gives the items (not retained).
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    /// Told of dismissal and edits (not retained).
    open weak var delegate: (any QLPreviewControllerDelegate)?
    private var index = 0

    /// The index of the item shown, kept within the data source's items.
    open var currentPreviewItemIndex: Int {
        get { index }
        set { index = max(0, min(newValue, itemCount - 1)) }
    }

    /// The item shown, from the data source; nil when it has none.
    open var currentPreviewItem: (any QLPreviewItem)? {
        guard let dataSource, itemCount > 0 else { return nil }
        return dataSource.previewController(self, previewItemAt: min(index, itemCount - 1))
    }

    private var itemCount: Int { dataSource?.numberOfPreviewItems(in: self) ?? 0 }

    /// Reads the items again, keeping the index within them.
    open func reloadData() { currentPreviewItemIndex = index }

    /// Reads the current item again (Linux: nothing is drawn to refresh).
    open func refreshCurrentPreviewItem() {}

    /// Whether Quick Look can preview an item: one with a file URL.
    /// - Parameter item: The item.
    /// - Returns: Whether it can.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { item.previewItemURL?.isFileURL == true }
}
