// `VNDetectBarcodesRequest`: finds barcodes. Linux reads QR codes for real (QRCodeReader.swift)
// in the region of interest, and finds none of the other symbologies it accepts.
import CoreGraphics
import Foundation

/// Revision 1 of the barcode request (iOS 11).
public let VNDetectBarcodesRequestRevision1 = 1
/// Revision 2 of the barcode request (iOS 15).
public let VNDetectBarcodesRequestRevision2 = 2
/// Revision 3 of the barcode request (iOS 16).
public let VNDetectBarcodesRequestRevision3 = 3
/// Revision 4 of the barcode request (iOS 17).
public let VNDetectBarcodesRequestRevision4 = 4

/// A request that finds barcodes in an image.
///
/// Linux: QR codes are read — upright or quarter-turned, sharp, on a light background, as
/// generated codes are shown — with their payload, corners and bounding box (normalised to the
/// region of interest); the other symbologies are never found.
open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable, _VNTypedObservationResults {
    /// The observations this request makes.
    public typealias Observation = VNBarcodeObservation

    /// The symbologies to look for (by default every one the default revision supports).
    open var symbologies: [VNBarcodeSymbology] = VNBarcodeSymbology.supported(revision: VNDetectBarcodesRequestRevision4)
    /// Whether to report a composite code as one observation.
    open var coalesceCompositeSymbologies = false

    /// The revisions: 1 to 4.
    open override class var supportedRevisions: IndexSet { IndexSet(integersIn: 1...4) }

    /// The symbologies the request's revision reads.
    /// - Returns: The symbologies.
    /// - Throws: `VNErrorCode.unsupportedRevision` for a revision the request does not have.
    open func supportedSymbologies() throws -> [VNBarcodeSymbology] {
        let revision = revision == VNRequestRevisionUnspecified ? Self.defaultRevision : revision
        guard Self.supportedRevisions.contains(revision) else {
            throw VNErrorCode.unsupportedRevision.error("VNDetectBarcodesRequest does not support revision \(revision).")
        }
        return VNBarcodeSymbology.supported(revision: revision)
    }

    /// The symbologies the request reads, at its default revision (deprecated in iOS 15; use
    /// `supportedSymbologies()`).
    open class var supportedSymbologies: [VNBarcodeSymbology] { VNBarcodeSymbology.supported(revision: defaultRevision) }

    override func observe(_ image: VisionImage) throws -> [VNObservation] {
        let region = try region(of: image)
        let wanted = symbologies.isEmpty ? [.qr] : symbologies
        guard wanted.contains(.qr), region.luminance != nil else { return [] }
        let w = CGFloat(region.width), h = CGFloat(region.height)
        // Pixel positions (y down) to Vision's normalised space (y up).
        func normalised(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / w, y: 1 - p.y / h) }
        return QRCodeReader.read(region).map { code in
            VNBarcodeObservation(symbology: .qr, payload: code.payload, requestRevision: revision,
                                 topLeft: normalised(code.topLeft), bottomLeft: normalised(code.bottomLeft),
                                 bottomRight: normalised(code.bottomRight), topRight: normalised(code.topRight))
        }
    }
}
