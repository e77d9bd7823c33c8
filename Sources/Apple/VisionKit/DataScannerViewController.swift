// `DataScannerViewController`: the live scanner of text and machine-readable codes, with its
// configuration types. Linux has no camera: the scanner is not supported (as on the Simulator),
// `startScanning()` throws `ScanningUnavailable.unsupported`, it never recognises anything and
// never calls its delegate; its configuration is kept as given.
import CoreGraphics
import Foundation
import UIKit
import Vision

/// A view controller that finds text and barcodes in the camera's live video.
///
/// Linux: not supported (`isSupported` and `isAvailable` are false, as on the Simulator);
/// `startScanning()` throws `ScanningUnavailable.unsupported`, `recognizedItems` never yields,
/// and the delegate is never called.
public class DataScannerViewController: UIViewController, @unchecked Sendable {
    /// Why the scanner cannot scan.
    public enum ScanningUnavailable: Error, Sendable, Hashable {
        /// The device cannot scan (no camera, or too old); always the case on Linux.
        case unsupported
        /// The person or a restriction denied the camera.
        case cameraRestricted
    }

    /// The camera resolution the scanner favours.
    public enum QualityLevel: Sendable, Hashable {
        /// Between fast and accurate (the default).
        case balanced
        /// Faster, and may miss small items.
        case fast
        /// Finds smaller items, more slowly.
        case accurate
    }

    /// A kind of text whose items the scanner reports.
    public enum TextContentType: Sendable, Hashable {
        /// A date, time or duration.
        case dateTimeDuration
        /// An email address.
        case emailAddress
        /// A flight number.
        case flightNumber
        /// A full postal address.
        case fullStreetAddress
        /// A parcel tracking number.
        case shipmentTrackingNumber
        /// A telephone number.
        case telephoneNumber
        /// A URL.
        case URL
        /// An amount of money.
        case currency
    }

    /// A kind of data the scanner finds: text (in languages, of a content type) or barcodes (of
    /// symbologies).
    public struct RecognizedDataType: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case text(languages: [String], textContentType: TextContentType?)
            case barcode(symbologies: [VNBarcodeSymbology])
        }

        let kind: Kind

        /// Text in languages, optionally only of one content type.
        /// - Parameters:
        ///   - languages: Language tags, most likely first (none: the device's languages).
        ///   - textContentType: The only kind of text to report, or nil for all text.
        /// - Returns: The data type.
        public static func text(languages: [String] = [], textContentType: TextContentType? = nil) -> RecognizedDataType {
            RecognizedDataType(kind: .text(languages: languages, textContentType: textContentType))
        }

        /// Barcodes of symbologies.
        /// - Parameter symbologies: The symbologies (none: all).
        /// - Returns: The data type.
        public static func barcode(symbologies: [VNBarcodeSymbology] = []) -> RecognizedDataType {
            RecognizedDataType(kind: .barcode(symbologies: symbologies))
        }
    }

    /// Whether the device can scan: false on Linux, as on the Simulator and devices without the
    /// Neural Engine.
    public class var isSupported: Bool { false }
    /// Whether scanning is possible now (supported, and the camera allowed): false on Linux.
    public class var isAvailable: Bool { false }
    /// The languages the scanner reads text in, as Vision reports them for accurate recognition.
    public class var supportedTextRecognitionLanguages: [String] {
        (try? VNRecognizeTextRequest().supportedRecognitionLanguages()) ?? ["en-US"]
    }

    /// The kinds of data the scanner finds.
    public let recognizedDataTypes: Set<RecognizedDataType>
    /// The camera resolution it favours.
    public let qualityLevel: QualityLevel
    /// Whether it reports every item in view, or the one nearest the centre.
    public let recognizesMultipleItems: Bool
    /// Whether it tracks items at a high frame rate.
    public let isHighFrameRateTrackingEnabled: Bool
    /// Whether the person can pinch to zoom.
    public let isPinchToZoomEnabled: Bool
    /// Whether it shows hints ("Slow down").
    public let isGuidanceEnabled: Bool
    /// Whether it draws highlights around the items it finds.
    public var isHighlightingEnabled: Bool
    /// Told what the scanner finds and when it becomes unavailable (never, on Linux).
    public weak var delegate: (any DataScannerViewControllerDelegate)?
    /// The part of the view to scan, in its coordinates (nil: all of it).
    public var regionOfInterest: CGRect?
    /// Whether the scanner is looking for items (never, on Linux).
    public private(set) var isScanning = false
    /// The camera's zoom factor, within `minZoomFactor...maxZoomFactor`.
    public var zoomFactor: Double = 1 {
        didSet { zoomFactor = min(max(zoomFactor, minZoomFactor), maxZoomFactor) }
    }
    /// The smallest zoom factor.
    public var minZoomFactor: Double { 1 }
    /// The largest zoom factor.
    public var maxZoomFactor: Double { 1 }
    /// A view above the video and below the highlights, for the app's own overlays.
    public let overlayContainerView = UIView()

    private let itemsContinuation: AsyncStream<[RecognizedItem]>.Continuation
    /// The items the scanner tracks, each time they change (never, on Linux: nothing is scanned).
    public let recognizedItems: AsyncStream<[RecognizedItem]>

    /// A scanner of kinds of data, configured.
    /// - Parameters:
    ///   - recognizedDataTypes: What to find.
    ///   - qualityLevel: The resolution to favour.
    ///   - recognizesMultipleItems: Whether to report every item in view.
    ///   - isHighFrameRateTrackingEnabled: Whether to track at a high frame rate.
    ///   - isPinchToZoomEnabled: Whether pinching zooms.
    ///   - isGuidanceEnabled: Whether to show hints.
    ///   - isHighlightingEnabled: Whether to highlight found items.
    public init(recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced,
                recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
                isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false) {
        self.recognizedDataTypes = recognizedDataTypes
        self.qualityLevel = qualityLevel
        self.recognizesMultipleItems = recognizesMultipleItems
        self.isHighFrameRateTrackingEnabled = isHighFrameRateTrackingEnabled
        self.isPinchToZoomEnabled = isPinchToZoomEnabled
        self.isGuidanceEnabled = isGuidanceEnabled
        self.isHighlightingEnabled = isHighlightingEnabled
        (recognizedItems, itemsContinuation) = AsyncStream.makeStream(of: [RecognizedItem].self)
        super.init(nibName: nil, bundle: nil)
    }

    /// Made from an archive such as a storyboard (Linux: none is read): a scanner of no data types.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(recognizedDataTypes: []) }

    deinit { itemsContinuation.finish() }

    /// Starts looking for items.
    /// - Throws: `ScanningUnavailable.unsupported` on Linux (the device cannot scan).
    public func startScanning() throws {
        guard Self.isSupported else { throw ScanningUnavailable.unsupported }
        isScanning = true
    }

    /// Stops looking for items.
    public func stopScanning() { isScanning = false }

    /// A still photo from the camera.
    /// - Returns: The photo.
    /// - Throws: `ScanningUnavailable.unsupported` on Linux (there is no camera).
    public func capturePhoto() async throws -> UIImage { throw ScanningUnavailable.unsupported }
}
