// Text requests: `VNRecognizeTextRequest` (reads lines of text) and
// `VNDetectTextRectanglesRequest` (finds regions of text), with their options and the languages
// Vision reads. Linux has no text recogniser: both run and find nothing (empty results).
import Foundation

/// Revision 1 of the text recognition request (iOS 13).
public let VNRecognizeTextRequestRevision1 = 1
/// Revision 2 of the text recognition request (iOS 14).
public let VNRecognizeTextRequestRevision2 = 2
/// Revision 3 of the text recognition request (iOS 16).
public let VNRecognizeTextRequestRevision3 = 3

/// Whether text recognition favours accuracy or speed.
public enum VNRequestTextRecognitionLevel: Int, Sendable, Hashable {
    /// Slower, and reads more (the default).
    case accurate = 0
    /// Faster, and reads less.
    case fast = 1
}

/// A request that finds and reads lines of text.
///
/// Linux: runs and finds nothing; `results` is an empty array after `perform`.
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable, _VNTypedObservationResults, VNRequestProgressProviding {
    /// The observations this request makes.
    public typealias Observation = VNRecognizedTextObservation

    /// Accuracy or speed (by default `.accurate`).
    open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
    /// The languages to read, most likely first (by default `["en-US"]`).
    open var recognitionLanguages = ["en-US"]
    /// Whether to correct what is read with a language model (by default true).
    open var usesLanguageCorrection = true
    /// Words to add to the language model.
    open var customWords: [String] = []
    /// The smallest text to read, as a fraction of the image's height (by default 1/32).
    open var minimumTextHeight: Float = 1.0 / 32
    /// Whether to detect the language (by default false).
    open var automaticallyDetectsLanguage = false
    /// Called as the request makes progress (Linux: once, when it finishes).
    open var progressHandler: VNRequestProgressHandler = { _, _, _ in }
    /// Whether the progress cannot be measured (false).
    open var indeterminate: Bool { false }

    /// The revisions: 1 to 3.
    open override class var supportedRevisions: IndexSet { IndexSet(integersIn: 1...3) }

    /// The languages the request's revision reads at its recognition level, as Vision reports
    /// them.
    /// - Returns: BCP 47 language tags.
    /// - Throws: `VNErrorCode.unsupportedRevision` for a revision the request does not have.
    open func supportedRecognitionLanguages() throws -> [String] {
        try Self.supportedRecognitionLanguages(for: recognitionLevel, revision: revision == VNRequestRevisionUnspecified ? Self.defaultRevision : revision)
    }

    /// The languages a revision reads at a level (deprecated in iOS 15; use the instance method).
    /// - Parameters:
    ///   - recognitionLevel: The level.
    ///   - requestRevision: The revision.
    /// - Returns: BCP 47 language tags.
    /// - Throws: `VNErrorCode.unsupportedRevision` for a revision the request does not have.
    open class func supportedRecognitionLanguages(for recognitionLevel: VNRequestTextRecognitionLevel, revision requestRevision: Int) throws -> [String] {
        let latin = ["en-US", "fr-FR", "it-IT", "de-DE", "es-ES", "pt-BR"]
        switch (requestRevision, recognitionLevel) {
        case (1, _): return ["en-US"]
        case (2, .fast), (3, .fast): return latin
        case (2, .accurate): return latin + ["zh-Hans", "zh-Hant"]
        case (3, .accurate): return latin + VNRecognizeTextRequest.revision3Languages
        default:
            throw VNErrorCode.unsupportedRevision.error("VNRecognizeTextRequest does not support revision \(requestRevision).")
        }
    }

    /// What revision 3 reads accurately besides the Latin languages of revision 2.
    static let revision3Languages = ["zh-Hans", "zh-Hant", "yue-Hans", "yue-Hant", "ko-KR", "ja-JP", "ru-RU", "uk-UA", "th-TH", "vi-VT"]

    override func observe(_ image: VisionImage) throws -> [VNObservation] {
        _ = try region(of: image)
        return []
    }
}

/// A request that finds regions of text.
///
/// Linux: runs and finds nothing.
open class VNDetectTextRectanglesRequest: VNImageBasedRequest, @unchecked Sendable, _VNTypedObservationResults {
    /// The observations this request makes.
    public typealias Observation = VNTextObservation

    /// Whether to report each character's box too.
    open var reportCharacterBoxes = false

    override func observe(_ image: VisionImage) throws -> [VNObservation] {
        _ = try region(of: image)
        return []
    }
}
