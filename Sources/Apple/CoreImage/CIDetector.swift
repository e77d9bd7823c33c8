// `CIDetector`: Core Image's detector of faces, rectangles, QR codes and text in an image. Linux:
// a detector of each type is made and answers every image with no features. Reading QR codes is
// done by the Vision module (VNDetectBarcodesRequest), which is built on Core Image and so cannot
// be called from it; a screen that must read a code on Linux asks Vision.
import CoreGraphics
import Foundation

/// The type of a face detector.
public let CIDetectorTypeFace = "CIDetectorTypeFace"
/// The type of a rectangle detector.
public let CIDetectorTypeRectangle = "CIDetectorTypeRectangle"
/// The type of a QR code detector.
public let CIDetectorTypeQRCode = "CIDetectorTypeQRCode"
/// The type of a text detector.
public let CIDetectorTypeText = "CIDetectorTypeText"

/// The option for how accurate a detector is (`CIDetectorAccuracyLow` or `High`).
public let CIDetectorAccuracy = "CIDetectorAccuracy"
/// Faster, less accurate detection.
public let CIDetectorAccuracyLow = "CIDetectorAccuracyLow"
/// Slower, more accurate detection.
public let CIDetectorAccuracyHigh = "CIDetectorAccuracyHigh"
/// The option to track features across video frames.
public let CIDetectorTracking = "CIDetectorTracking"
/// The option for the smallest feature to find, as a fraction of the image's smaller side.
public let CIDetectorMinFeatureSize = "CIDetectorMinFeatureSize"
/// The option for the most features to return.
public let CIDetectorMaxFeatureCount = "CIDetectorMaxFeatureCount"
/// The option for how many angles a face detector tries.
public let CIDetectorNumberOfAngles = "CIDetectorNumberOfAngles"
/// The feature option for the image's orientation (an EXIF orientation number).
public let CIDetectorImageOrientation = "CIDetectorImageOrientation"
/// The feature option to tell closed eyes.
public let CIDetectorEyeBlink = "CIDetectorEyeBlink"
/// The feature option to tell smiles.
public let CIDetectorSmile = "CIDetectorSmile"
/// The feature option for the camera's focal length.
public let CIDetectorFocalLength = "CIDetectorFocalLength"
/// The feature option for the aspect ratio of rectangles to find.
public let CIDetectorAspectRatio = "CIDetectorAspectRatio"
/// The feature option to return a text region's characters.
public let CIDetectorReturnSubFeatures = "CIDetectorReturnSubFeatures"

/// Finds features — faces, rectangles, QR codes, text — in an image.
///
/// Linux: a detector of a known type is made, and `features(in:)` returns no features for any
/// image (read QR codes with Vision's `VNDetectBarcodesRequest`, which reads them for real).
open class CIDetector: NSObject, @unchecked Sendable {
    /// The detector's type (`CIDetectorTypeQRCode`, …).
    let type: String
    /// The options it was made with.
    let options: [String: Any]

    init(type: String, options: [String: Any]) {
        self.type = type
        self.options = options
        super.init()
    }

    /// A detector of a type; nil for a type Core Image does not know.
    /// - Parameters:
    ///   - type: `CIDetectorTypeFace`, `CIDetectorTypeRectangle`, `CIDetectorTypeQRCode` or
    ///     `CIDetectorTypeText`.
    ///   - context: The context images are rendered in (accepted).
    ///   - options: `CIDetectorAccuracy` and the like (kept, not used).
    public convenience init?(ofType type: String, context: CIContext?, options: [String: Any]? = nil) {
        let known = [CIDetectorTypeFace, CIDetectorTypeRectangle, CIDetectorTypeQRCode, CIDetectorTypeText]
        guard known.contains(type) else { return nil }
        self.init(type: type, options: options ?? [:])
    }

    /// The features found in an image.
    /// - Parameter image: The image.
    /// - Returns: The features (none on Linux).
    open func features(in image: CIImage) -> [CIFeature] { features(in: image, options: nil) }

    /// The features found in an image, with options for this search.
    /// - Parameters:
    ///   - image: The image.
    ///   - options: `CIDetectorImageOrientation` and the like.
    /// - Returns: The features (none on Linux).
    open func features(in image: CIImage, options: [String: Any]? = nil) -> [CIFeature] { [] }
}
