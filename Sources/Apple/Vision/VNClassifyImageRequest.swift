// `VNClassifyImageRequest`: labels what an image shows. Linux has no classifier and no taxonomy:
// it runs and finds nothing (empty results), and it knows no labels.
import Foundation

/// Revision 1 of the image classification request (iOS 13).
public let VNClassifyImageRequestRevision1 = 1
/// Revision 2 of the image classification request (iOS 17).
public let VNClassifyImageRequestRevision2 = 2

/// A request that labels an image.
///
/// Linux: runs and finds nothing; it knows no labels.
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable, _VNTypedObservationResults {
    /// The observations this request makes.
    public typealias Observation = VNClassificationObservation

    /// The revisions: 1 and 2.
    open override class var supportedRevisions: IndexSet { IndexSet(integersIn: 1...2) }

    /// The labels the request's revision gives (Linux: none).
    /// - Returns: The labels.
    /// - Throws: `VNErrorCode.unsupportedRevision` for a revision the request does not have.
    open func supportedIdentifiers() throws -> [String] {
        guard Self.supportedRevisions.contains(revision) || revision == VNRequestRevisionUnspecified else {
            throw VNErrorCode.unsupportedRevision.error("VNClassifyImageRequest does not support revision \(revision).")
        }
        return []
    }

    /// The labels a revision gives, as observations (deprecated in iOS 15; Linux: none).
    /// - Parameter requestRevision: The revision.
    /// - Returns: The labels.
    /// - Throws: `VNErrorCode.unsupportedRevision` for a revision the request does not have.
    open class func knownClassifications(forRevision requestRevision: Int) throws -> [VNClassificationObservation] {
        guard supportedRevisions.contains(requestRevision) else {
            throw VNErrorCode.unsupportedRevision.error("VNClassifyImageRequest does not support revision \(requestRevision).")
        }
        return []
    }

    override func observe(_ image: VisionImage) throws -> [VNObservation] {
        _ = try region(of: image)
        return []
    }
}
