// What a `CIDetector` finds in an image: a feature's type and bounds, and the kinds Core Image
// detects (faces, rectangles, QR codes, text regions), each with its own geometry. Linux: the
// values are whole (corners, message, eye positions), though the detector finds none
// (CIDetector.swift).
import CoreGraphics
import Foundation

/// The type of a face feature.
public let CIFeatureTypeFace = "Face"
/// The type of a rectangle feature.
public let CIFeatureTypeRectangle = "Rectangle"
/// The type of a QR code feature.
public let CIFeatureTypeQRCode = "QRCode"
/// The type of a text feature.
public let CIFeatureTypeText = "Text"

/// Something a detector found in an image.
open class CIFeature: NSObject, @unchecked Sendable {
    /// The kind of feature (`CIFeatureTypeQRCode`, …).
    open var type: String { "" }
    /// The rectangle that holds the feature, in the image's coordinates (y up).
    public let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }
}

/// A QR code a detector found: its corners and its message.
open class CIQRCodeFeature: CIFeature, @unchecked Sendable {
    /// `CIFeatureTypeQRCode`.
    open override var type: String { CIFeatureTypeQRCode }
    /// The code's top-left corner, as the code is turned.
    public let topLeft: CGPoint
    /// The code's top-right corner.
    public let topRight: CGPoint
    /// The code's bottom-left corner.
    public let bottomLeft: CGPoint
    /// The code's bottom-right corner.
    public let bottomRight: CGPoint
    /// The code's message, when it is text.
    public let messageString: String?

    init(message: String?, topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        messageString = message
        let xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x], ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y]
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        super.init(bounds: CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY))
    }
}

/// A rectangle a detector found: its four corners.
open class CIRectangleFeature: CIFeature, @unchecked Sendable {
    /// `CIFeatureTypeRectangle`.
    open override var type: String { CIFeatureTypeRectangle }
    /// The top-left corner.
    public let topLeft: CGPoint
    /// The top-right corner.
    public let topRight: CGPoint
    /// The bottom-left corner.
    public let bottomLeft: CGPoint
    /// The bottom-right corner.
    public let bottomRight: CGPoint

    init(topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint, bounds: CGRect) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        super.init(bounds: bounds)
    }
}

/// A face a detector found: where its eyes and mouth are.
open class CIFaceFeature: CIFeature, @unchecked Sendable {
    /// `CIFeatureTypeFace`.
    open override var type: String { CIFeatureTypeFace }
    /// Whether the left eye was found.
    public let hasLeftEyePosition: Bool
    /// The left eye's centre.
    public let leftEyePosition: CGPoint
    /// Whether the right eye was found.
    public let hasRightEyePosition: Bool
    /// The right eye's centre.
    public let rightEyePosition: CGPoint
    /// Whether the mouth was found.
    public let hasMouthPosition: Bool
    /// The mouth's centre.
    public let mouthPosition: CGPoint
    /// Whether the face smiles (when `CIDetectorSmile` was asked for).
    public let hasSmile: Bool
    /// Whether the left eye is closed (when `CIDetectorEyeBlink` was asked for).
    public let leftEyeClosed: Bool
    /// Whether the right eye is closed.
    public let rightEyeClosed: Bool

    init(bounds: CGRect, leftEye: CGPoint?, rightEye: CGPoint?, mouth: CGPoint?) {
        hasLeftEyePosition = leftEye != nil
        leftEyePosition = leftEye ?? .zero
        hasRightEyePosition = rightEye != nil
        rightEyePosition = rightEye ?? .zero
        hasMouthPosition = mouth != nil
        mouthPosition = mouth ?? .zero
        hasSmile = false
        leftEyeClosed = false
        rightEyeClosed = false
        super.init(bounds: bounds)
    }
}

/// A region of text a detector found.
open class CITextFeature: CIFeature, @unchecked Sendable {
    /// `CIFeatureTypeText`.
    open override var type: String { CIFeatureTypeText }
    /// The regions of the text's characters, when `CIDetectorReturnSubFeatures` was asked for.
    public let subFeatures: [Any]?

    override init(bounds: CGRect) {
        subFeatures = nil
        super.init(bounds: bounds)
    }
}
