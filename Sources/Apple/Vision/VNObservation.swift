// The base observations every request's results derive from: `VNObservation` (an identity and a
// confidence), `VNDetectedObjectObservation` (a bounding box) and `VNRectangleObservation` (four
// corners). Plain values on Linux; coordinates are Vision's: normalised to 0...1, origin at the
// image's lower-left corner.
import CoreGraphics
import CoreMedia
import Foundation

/// Something that says which revision of a request made it.
public protocol VNRequestRevisionProviding {
    /// The revision of the request that made the object.
    var requestRevision: Int { get }
}

/// The abstract superclass of analysis results.
open class VNObservation: NSObject, @unchecked Sendable, VNRequestRevisionProviding {
    /// The observation's unique identifier.
    open private(set) var uuid = UUID()
    /// How confident the request is, 0...1.
    open internal(set) var confidence: VNConfidence
    /// The time range of the sample the observation came from (invalid for a still image).
    open internal(set) var timeRange: CMTimeRange = .invalid
    /// The revision of the request that made the observation.
    open internal(set) var requestRevision: Int

    init(confidence: VNConfidence = 1, requestRevision: Int = 1) {
        self.confidence = confidence
        self.requestRevision = requestRevision
        super.init()
    }
}

/// An object a request found, with its bounding box.
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
    /// The box around the object, normalised to the image (origin at its lower-left corner).
    open internal(set) var boundingBox: CGRect

    /// An observation of a box, as trackers are given (confidence 1).
    /// - Parameter boundingBox: The box, normalised to the image.
    public convenience init(boundingBox: CGRect) { self.init(requestRevision: 1, boundingBox: boundingBox) }

    /// An observation of a box made by a revision of a request (confidence 1).
    /// - Parameters:
    ///   - requestRevision: The revision.
    ///   - boundingBox: The box, normalised to the image.
    public init(requestRevision: Int, boundingBox: CGRect) {
        self.boundingBox = boundingBox
        super.init(confidence: 1, requestRevision: requestRevision)
    }
}

/// A four-sided region a request found: its corners and the box around them.
open class VNRectangleObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// The region's top-left corner, normalised to the image.
    open internal(set) var topLeft: CGPoint
    /// The region's top-right corner, normalised to the image.
    open internal(set) var topRight: CGPoint
    /// The region's bottom-left corner, normalised to the image.
    open internal(set) var bottomLeft: CGPoint
    /// The region's bottom-right corner, normalised to the image.
    open internal(set) var bottomRight: CGPoint

    /// A region of four corners (its bounding box is the smallest that holds them; confidence 1).
    /// - Parameters:
    ///   - requestRevision: The revision of the request.
    ///   - topLeft: The top-left corner, normalised.
    ///   - bottomLeft: The bottom-left corner, normalised.
    ///   - bottomRight: The bottom-right corner, normalised.
    ///   - topRight: The top-right corner, normalised.
    public init(requestRevision: Int, topLeft: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint, topRight: CGPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        let xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x], ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y]
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        super.init(requestRevision: requestRevision, boundingBox: box)
    }
}
