// What `VNDetectBarcodesRequest` finds: a barcode's symbology, payload and corners. Linux: made
// for the QR codes QRCodeReader.swift reads.
import CoreGraphics
import Foundation

/// How a barcode combines with a supplemental code.
public enum VNBarcodeCompositeType: Int, Sendable, Hashable {
    /// No composite.
    case none = 0
    /// A linked composite.
    case linked = 1
    /// A GS1 composite of type A.
    case gs1TypeA = 2
    /// A GS1 composite of type B.
    case gs1TypeB = 3
    /// A GS1 composite of type C.
    case gs1TypeC = 4
}

/// A barcode a request found: its symbology, its payload, and its corners (normalised, origin at
/// the image's lower-left; `topLeft` is the code's own top-left corner, wherever it is turned).
open class VNBarcodeObservation: VNRectangleObservation, @unchecked Sendable {
    /// The barcode's symbology.
    open internal(set) var symbology: VNBarcodeSymbology
    /// The payload decoded as text, or nil when it is not text.
    open internal(set) var payloadStringValue: String?
    /// The raw bytes of the payload (Linux: nil; the text is in `payloadStringValue`).
    open internal(set) var payloadData: Data?
    /// The supplemental code's payload as text, when there is one.
    open internal(set) var supplementalPayloadString: String?
    /// The supplemental code's payload, when there is one.
    open internal(set) var supplementalPayloadData: Data?
    /// How the barcode combines with a supplemental code.
    open internal(set) var supplementalCompositeType: VNBarcodeCompositeType = .none
    /// Whether the barcode carries GS1 data.
    open internal(set) var isGS1DataCarrier = false
    /// Whether the barcode is light on dark.
    open internal(set) var isColorInverted = false

    init(symbology: VNBarcodeSymbology, payload: String?, requestRevision: Int,
         topLeft: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint, topRight: CGPoint) {
        self.symbology = symbology
        payloadStringValue = payload
        super.init(requestRevision: requestRevision, topLeft: topLeft, bottomLeft: bottomLeft, bottomRight: bottomRight,
                   topRight: topRight)
    }
}
