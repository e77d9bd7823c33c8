// `VNDetectFaceRectanglesRequest`: finds faces. Linux has no face detector: it runs and finds
// nothing (empty results).
import Foundation

/// Revision 2 of the face rectangles request (iOS 13).
public let VNDetectFaceRectanglesRequestRevision2 = 2
/// Revision 3 of the face rectangles request (iOS 15).
public let VNDetectFaceRectanglesRequestRevision3 = 3

/// A request that finds faces.
///
/// Linux: runs and finds nothing.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable, _VNTypedObservationResults {
    /// The observations this request makes.
    public typealias Observation = VNFaceObservation

    /// The revisions: 1 to 3.
    open override class var supportedRevisions: IndexSet { IndexSet(integersIn: 1...3) }

    override func observe(_ image: VisionImage) throws -> [VNObservation] {
        _ = try region(of: image)
        return []
    }
}
