// What a data scanner finds: a line of text or a barcode, with its identity and corners. Values
// only on Linux (no scanner finds any), so that delegate code that switches over them compiles.
import CoreGraphics
import Foundation
import Vision

/// An item a data scanner found: text or a barcode.
public enum RecognizedItem: Identifiable, Sendable {
    /// A line of text.
    case text(RecognizedItem.Text)
    /// A barcode.
    case barcode(RecognizedItem.Barcode)

    /// Where an item is in the scanner's view: its four corners, in view coordinates.
    public struct Bounds: Sendable, Hashable {
        /// The top-left corner.
        public var topLeft: CGPoint
        /// The top-right corner.
        public var topRight: CGPoint
        /// The bottom-right corner.
        public var bottomRight: CGPoint
        /// The bottom-left corner.
        public var bottomLeft: CGPoint
    }

    /// A line of text the scanner read.
    public struct Text: Identifiable, Sendable {
        /// The item's identity, kept while the scanner tracks it.
        public let id: UUID
        /// Where it is.
        public let bounds: Bounds
        /// What it says.
        public let transcript: String
        /// Vision's observation of it.
        public let observation: VNRecognizedTextObservation
    }

    /// A barcode the scanner read.
    public struct Barcode: Identifiable, Sendable {
        /// The item's identity, kept while the scanner tracks it.
        public let id: UUID
        /// Where it is.
        public let bounds: Bounds
        /// Its payload as text, when it is text.
        public let payloadStringValue: String?
        /// Vision's observation of it.
        public let observation: VNBarcodeObservation
    }

    /// The item's identity.
    public var id: UUID {
        switch self {
        case let .text(text): text.id
        case let .barcode(barcode): barcode.id
        }
    }

    /// Where the item is.
    public var bounds: Bounds {
        switch self {
        case let .text(text): text.bounds
        case let .barcode(barcode): barcode.bounds
        }
    }
}
