// `VNRequest` and `VNImageBasedRequest`: what every request has (its completion handler,
// revision, results) and how a handler runs one. Linux: a request is performed synchronously
// inside its handler's `perform(_:)`; its results are set, then its completion handler is called
// on the calling thread, as Vision does.
import CoreGraphics
import Foundation

/// Called when a request finishes: with the request (its `results` set) and nil, or with the
/// error it failed with.
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// Called as a request makes progress: with the request, the fraction done, and an error if it
/// failed.
public typealias VNRequestProgressHandler = (VNRequest, Double, (any Error)?) -> Void

/// The revision to ask for when any will do.
public let VNRequestRevisionUnspecified = 0

/// Gives every request a `results` array of `VNObservation`s (Trellis's way of writing the
/// property Vision declares on `VNRequest`; see `_VNTypedObservationResults`).
public protocol _VNObservationResults: AnyObject {}

extension _VNObservationResults where Self: VNRequest {
    /// What the request found, or nil before it is performed (an empty array when it found
    /// nothing).
    public var results: [VNObservation]? { observations }
}

/// Gives a request a `results` array of its own observation type, as Vision declares it on each
/// request class (`VNDetectBarcodesRequest.results` is `[VNBarcodeObservation]?`). Swift cannot
/// override a property with an array of a subtype, so the property comes from this protocol.
public protocol _VNTypedObservationResults: _VNObservationResults {
    /// The type of observation the request makes.
    associatedtype Observation: VNObservation
}

extension _VNTypedObservationResults where Self: VNRequest {
    /// What the request found, or nil before it is performed (an empty array when it found
    /// nothing).
    public var results: [Observation]? { observations?.compactMap { $0 as? Observation } }
}

/// Something whose progress can be followed while it runs.
public protocol VNRequestProgressProviding: AnyObject {
    /// Called as the request makes progress.
    var progressHandler: VNRequestProgressHandler { get set }
    /// Whether the progress cannot be measured.
    var indeterminate: Bool { get }
}

/// The abstract superclass of analysis requests.
open class VNRequest: NSObject, @unchecked Sendable, _VNObservationResults {
    /// Called when the request finishes, successfully or not.
    open private(set) var completionHandler: VNRequestCompletionHandler?
    /// A hint to use fewer resources (Linux: requests take what they take).
    open var preferBackgroundProcessing = false
    /// Whether to run on the processor only (Linux: everything does).
    open var usesCPUOnly = false
    /// The revision of the algorithm to run (by default `defaultRevision`).
    open var revision: Int
    /// What the last perform found.
    var observations: [VNObservation]?

    /// A request with no completion handler.
    public convenience override init() { self.init(completionHandler: nil) }

    /// A request with a completion handler.
    /// - Parameter completionHandler: Called when the request finishes.
    public init(completionHandler: VNRequestCompletionHandler?) {
        self.completionHandler = completionHandler
        revision = Self.defaultRevision
        super.init()
    }

    /// The revisions of the algorithm this class supports.
    open class var supportedRevisions: IndexSet { IndexSet(integer: 1) }
    /// The revision a new request runs.
    open class var defaultRevision: Int { supportedRevisions.last ?? 1 }
    /// The newest revision.
    open class var currentRevision: Int { supportedRevisions.last ?? 1 }

    /// Cancels the request (Linux: requests finish inside `perform(_:)`, so there is never one in
    /// flight to cancel).
    open func cancel() {}

    /// What the request finds in an image (overridden by each request; nothing by default).
    /// - Parameter image: The image, upright.
    /// - Returns: The observations.
    /// - Throws: A Vision error when the request cannot run on the image.
    func observe(_ image: VisionImage) throws -> [VNObservation] { [] }

    /// Runs the request on an image, or fails it with an error the image failed with; sets the
    /// results and calls the completion handler.
    /// - Parameter image: The image, or the error reading it.
    /// - Returns: The error the request failed with, or nil.
    func run(on image: Result<VisionImage, NSError>) -> NSError? {
        observations = nil
        let outcome: Result<[VNObservation], NSError>
        if !Self.supportedRevisions.contains(revision) && revision != VNRequestRevisionUnspecified {
            outcome = .failure(VNErrorCode.unsupportedRevision.error("\(type(of: self)) does not support revision \(revision)."))
        } else {
            outcome = image.flatMap { image in
                Result { try observe(image) }.mapError { $0 as NSError }
            }
        }
        switch outcome {
        case let .success(found):
            observations = found
            (self as? VNRequestProgressProviding)?.progressHandler(self, 1, nil)
            completionHandler?(self, nil)
            return nil
        case let .failure(error):
            completionHandler?(self, error)
            return error
        }
    }
}

/// The abstract superclass of requests that analyse a region of an image.
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    /// The part of the image to analyse, normalised (origin at the lower-left corner); by
    /// default the whole image. Results are normalised to this region. A region outside
    /// 0, 0, 1, 1 fails the request.
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The image cropped to the region of interest.
    /// - Parameter image: The whole image, upright.
    /// - Returns: The region's pixels.
    /// - Throws: `VNErrorCode.invalidArgument` when the region is not within the image.
    func region(of image: VisionImage) throws -> VisionImage {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let r = regionOfInterest.standardized
        let tolerance: CGFloat = 1e-6
        guard r.width > 0, r.height > 0, r.minX >= -tolerance, r.minY >= -tolerance,
              r.maxX <= 1 + tolerance, r.maxY <= 1 + tolerance else {
            throw VNErrorCode.invalidArgument.error("The region of interest \(regionOfInterest) is not within the normalized bounds of \(unit).")
        }
        return image.cropped(toNormalized: r.intersection(unit))
    }
}
