// What text requests find: `VNTextObservation` (a region of text) and
// `VNRecognizedTextObservation` with its `VNRecognizedText` candidates. Linux recognises no
// text, so requests never make these; the types are here so that result handling compiles.
import CoreGraphics
import Foundation

/// A region of text a text-rectangles request found.
open class VNTextObservation: VNRectangleObservation, @unchecked Sendable {
    /// The boxes of the characters in the region, when the request reported them.
    open internal(set) var characterBoxes: [VNRectangleObservation]?
}

/// A line of text a recognition request read, with its candidate strings.
open class VNRecognizedTextObservation: VNRectangleObservation, @unchecked Sendable {
    /// The candidates, most confident first.
    var candidates: [VNRecognizedText] = []

    /// The most confident candidates for the text.
    /// - Parameter maxCandidateCount: How many at most (Vision gives no more than 10).
    /// - Returns: Up to that many, most confident first.
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
        Array(candidates.prefix(max(0, min(maxCandidateCount, 10))))
    }
}

/// A candidate string for a line of text, with its confidence.
open class VNRecognizedText: NSObject, @unchecked Sendable, VNRequestRevisionProviding {
    /// The text.
    open private(set) var string: String
    /// How confident the request is, 0...1.
    open private(set) var confidence: VNConfidence
    /// The revision of the request that read it.
    public let requestRevision: Int
    /// The observation the candidate belongs to.
    private weak var observation: VNRecognizedTextObservation?

    init(string: String, confidence: VNConfidence, observation: VNRecognizedTextObservation) {
        self.string = string
        self.confidence = confidence
        self.observation = observation
        requestRevision = observation.requestRevision
        super.init()
    }

    /// The region around the characters of a range of the string (Linux: the line's region, as
    /// no character positions are known).
    /// - Parameter range: A range of `string`'s indices.
    /// - Returns: The region, or nil when the line is gone.
    /// - Throws: `VNErrorCode.invalidArgument` when the range is not within the string.
    open func boundingBox(for range: Range<String.Index>) throws -> VNRectangleObservation? {
        guard range.lowerBound >= string.startIndex, range.upperBound <= string.endIndex else {
            throw VNErrorCode.invalidArgument.error("The range is not within the recognized string.")
        }
        guard let observation else { return nil }
        return VNRectangleObservation(requestRevision: requestRevision, topLeft: observation.topLeft,
                                      bottomLeft: observation.bottomLeft, bottomRight: observation.bottomRight,
                                      topRight: observation.topRight)
    }
}
