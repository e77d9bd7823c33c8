// `VNDetectRectanglesRequest`: finds rectangular regions (documents, cards). Linux has no
// rectangle detector: it runs and finds nothing (empty results).
import Foundation

/// Revision 1 of the rectangle request.
public let VNDetectRectanglesRequestRevision1 = 1

/// A request that finds rectangular regions, with limits on their shape and number.
///
/// Linux: runs and finds nothing.
open class VNDetectRectanglesRequest: VNImageBasedRequest, @unchecked Sendable, _VNTypedObservationResults {
    /// The observations this request makes.
    public typealias Observation = VNRectangleObservation

    /// The smallest short-to-long side ratio to report, 0...1 (by default 0.5).
    open var minimumAspectRatio: VNAspectRatio = 0.5
    /// The largest short-to-long side ratio to report, 0...1 (by default 0.5).
    open var maximumAspectRatio: VNAspectRatio = 0.5
    /// How many degrees a corner may be from a right angle (by default 30).
    open var quadratureTolerance: VNDegrees = 30
    /// The smallest rectangle to report, as a fraction of the image's shorter side (by default 0.2).
    open var minimumSize: Float = 0.2
    /// The lowest confidence to report (by default 0).
    open var minimumConfidence: VNConfidence = 0
    /// How many rectangles to report at most; 0 for no limit (by default 1).
    open var maximumObservations = 1

    override func observe(_ image: VisionImage) throws -> [VNObservation] {
        _ = try region(of: image)
        return []
    }
}
