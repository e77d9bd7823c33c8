// What a data scanner tells its delegate. Linux never scans, so these are never called; every
// method has a default that does nothing, as in VisionKit.
import Foundation

/// Told what a data scanner finds, when the person taps an item, and when scanning becomes
/// unavailable.
///
/// Linux: never called.
@MainActor @preconcurrency
public protocol DataScannerViewControllerDelegate: AnyObject {
    /// The person tapped an item.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - item: The item.
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
    /// The scanner started tracking items.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - addedItems: The new items.
    ///   - allItems: Every item it tracks.
    func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// Items moved or changed.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - updatedItems: The changed items.
    ///   - allItems: Every item it tracks.
    func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// Items left the view.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - removedItems: The items no longer tracked.
    ///   - allItems: Every item it still tracks.
    func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// The zoom factor changed.
    /// - Parameter dataScanner: The scanner.
    func dataScannerDidZoom(_ dataScanner: DataScannerViewController)
    /// Scanning stopped because it became unavailable.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - error: Why.
    func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}

extension DataScannerViewControllerDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - item: The item.
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
    /// Does nothing.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - addedItems: The new items.
    ///   - allItems: Every item.
    public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - updatedItems: The changed items.
    ///   - allItems: Every item.
    public func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - removedItems: The removed items.
    ///   - allItems: Every item.
    public func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing.
    /// - Parameter dataScanner: The scanner.
    public func dataScannerDidZoom(_ dataScanner: DataScannerViewController) {}
    /// Does nothing.
    /// - Parameters:
    ///   - dataScanner: The scanner.
    ///   - error: Why.
    public func dataScanner(_ dataScanner: DataScannerViewController,
                            becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable) {}
}
