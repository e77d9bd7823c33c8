// What classification requests find: a label with a confidence. Linux has no classifier, so
// requests never make these; the type is here so that result handling compiles.
import Foundation

/// A label a classification request gave the image, with its confidence.
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    /// The label ("dog", "outdoor").
    open private(set) var identifier: String

    init(identifier: String, confidence: VNConfidence, requestRevision: Int) {
        self.identifier = identifier
        super.init(confidence: confidence, requestRevision: requestRevision)
    }

    /// Whether the observation has a precision-recall curve (Linux: false).
    open var hasPrecisionRecallCurve: Bool { false }

    /// Whether the label reaches a precision at a recall (Linux: false; there is no curve).
    /// - Parameters:
    ///   - minimumPrecision: The precision.
    ///   - recall: The recall.
    /// - Returns: False.
    open func hasMinimumPrecision(_ minimumPrecision: Float, forRecall recall: Float) -> Bool { false }

    /// Whether the label reaches a recall at a precision (Linux: false; there is no curve).
    /// - Parameters:
    ///   - minimumRecall: The recall.
    ///   - precision: The precision.
    /// - Returns: False.
    open func hasMinimumRecall(_ minimumRecall: Float, forPrecision precision: Float) -> Bool { false }
}
