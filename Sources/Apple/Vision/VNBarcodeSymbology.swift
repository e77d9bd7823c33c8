// The barcode symbologies Vision names, with Apple's raw values ("VNBarcodeSymbologyQR", …), and
// which of them each revision of the barcode request supports. Plain values on Linux too; of
// them, only QR codes are read here (QRCodeReader.swift).
import Foundation

/// A kind of barcode Vision detects: a string-valued constant, as Vision declares it.
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
    /// The constant's string ("VNBarcodeSymbologyQR").
    public let rawValue: String

    /// A symbology of a string value.
    /// - Parameter rawValue: The constant's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    init(_ rawValue: String) { self.rawValue = rawValue }

    /// Aztec.
    public static let aztec = VNBarcodeSymbology("VNBarcodeSymbologyAztec")
    /// Codabar.
    public static let codabar = VNBarcodeSymbology("VNBarcodeSymbologyCodabar")
    /// Code 39.
    public static let code39 = VNBarcodeSymbology("VNBarcodeSymbologyCode39")
    /// Code 39 with a checksum.
    public static let code39Checksum = VNBarcodeSymbology("VNBarcodeSymbologyCode39Checksum")
    /// Code 39 Full ASCII.
    public static let code39FullASCII = VNBarcodeSymbology("VNBarcodeSymbologyCode39FullASCII")
    /// Code 39 Full ASCII with a checksum.
    public static let code39FullASCIIChecksum = VNBarcodeSymbology("VNBarcodeSymbologyCode39FullASCIIChecksum")
    /// Code 93.
    public static let code93 = VNBarcodeSymbology("VNBarcodeSymbologyCode93")
    /// Code 93i (Full ASCII).
    public static let code93i = VNBarcodeSymbology("VNBarcodeSymbologyCode93i")
    /// Code 128.
    public static let code128 = VNBarcodeSymbology("VNBarcodeSymbologyCode128")
    /// Data Matrix.
    public static let dataMatrix = VNBarcodeSymbology("VNBarcodeSymbologyDataMatrix")
    /// EAN-8.
    public static let ean8 = VNBarcodeSymbology("VNBarcodeSymbologyEAN8")
    /// EAN-13.
    public static let ean13 = VNBarcodeSymbology("VNBarcodeSymbologyEAN13")
    /// GS1 DataBar.
    public static let gs1DataBar = VNBarcodeSymbology("VNBarcodeSymbologyGS1DataBar")
    /// GS1 DataBar Expanded.
    public static let gs1DataBarExpanded = VNBarcodeSymbology("VNBarcodeSymbologyGS1DataBarExpanded")
    /// GS1 DataBar Limited.
    public static let gs1DataBarLimited = VNBarcodeSymbology("VNBarcodeSymbologyGS1DataBarLimited")
    /// Interleaved 2 of 5.
    public static let i2of5 = VNBarcodeSymbology("VNBarcodeSymbologyI2of5")
    /// Interleaved 2 of 5 with a checksum.
    public static let i2of5Checksum = VNBarcodeSymbology("VNBarcodeSymbologyI2of5Checksum")
    /// ITF-14.
    public static let itf14 = VNBarcodeSymbology("VNBarcodeSymbologyITF14")
    /// MicroPDF417.
    public static let microPDF417 = VNBarcodeSymbology("VNBarcodeSymbologyMicroPDF417")
    /// Micro QR.
    public static let microQR = VNBarcodeSymbology("VNBarcodeSymbologyMicroQR")
    /// MSI Plessey (Modified Plessey).
    public static let msiPlessey = VNBarcodeSymbology("VNBarcodeSymbologyMSIPlessey")
    /// PDF417.
    public static let pdf417 = VNBarcodeSymbology("VNBarcodeSymbologyPDF417")
    /// QR code.
    public static let qr = VNBarcodeSymbology("VNBarcodeSymbologyQR")
    /// UPC-E.
    public static let upce = VNBarcodeSymbology("VNBarcodeSymbologyUPCE")

    /// Aztec (the spelling before iOS 15; use `aztec`).
    public static var Aztec: VNBarcodeSymbology { .aztec }
    /// Code 39 (the spelling before iOS 15; use `code39`).
    public static var Code39: VNBarcodeSymbology { .code39 }
    /// Code 39 with a checksum (the spelling before iOS 15; use `code39Checksum`).
    public static var Code39Checksum: VNBarcodeSymbology { .code39Checksum }
    /// Code 39 Full ASCII (the spelling before iOS 15; use `code39FullASCII`).
    public static var Code39FullASCII: VNBarcodeSymbology { .code39FullASCII }
    /// Code 39 Full ASCII with a checksum (the spelling before iOS 15).
    public static var Code39FullASCIIChecksum: VNBarcodeSymbology { .code39FullASCIIChecksum }
    /// Code 93 (the spelling before iOS 15; use `code93`).
    public static var Code93: VNBarcodeSymbology { .code93 }
    /// Code 93i (the spelling before iOS 15; use `code93i`).
    public static var Code93i: VNBarcodeSymbology { .code93i }
    /// Code 128 (the spelling before iOS 15; use `code128`).
    public static var Code128: VNBarcodeSymbology { .code128 }
    /// Data Matrix (the spelling before iOS 15; use `dataMatrix`).
    public static var DataMatrix: VNBarcodeSymbology { .dataMatrix }
    /// EAN-8 (the spelling before iOS 15; use `ean8`).
    public static var EAN8: VNBarcodeSymbology { .ean8 }
    /// EAN-13 (the spelling before iOS 15; use `ean13`).
    public static var EAN13: VNBarcodeSymbology { .ean13 }
    /// Interleaved 2 of 5 (the spelling before iOS 15; use `i2of5`).
    public static var I2of5: VNBarcodeSymbology { .i2of5 }
    /// Interleaved 2 of 5 with a checksum (the spelling before iOS 15; use `i2of5Checksum`).
    public static var I2of5Checksum: VNBarcodeSymbology { .i2of5Checksum }
    /// ITF-14 (the spelling before iOS 15; use `itf14`).
    public static var ITF14: VNBarcodeSymbology { .itf14 }
    /// PDF417 (the spelling before iOS 15; use `pdf417`).
    public static var PDF417: VNBarcodeSymbology { .pdf417 }
    /// QR code (the spelling before iOS 15; use `qr`).
    public static var QR: VNBarcodeSymbology { .qr }
    /// UPC-E (the spelling before iOS 15; use `upce`).
    public static var UPCE: VNBarcodeSymbology { .upce }

    /// The symbologies a revision of `VNDetectBarcodesRequest` reads: revision 1 those of iOS 11;
    /// revisions 2 and 3 add Codabar, GS1 DataBar, MicroPDF417 and Micro QR (iOS 15); revision
    /// 4 adds MSI Plessey (iOS 17).
    /// - Parameter revision: The request's revision.
    /// - Returns: The symbologies, or none for an unknown revision.
    static func supported(revision: Int) -> [VNBarcodeSymbology] {
        let first: [VNBarcodeSymbology] = [.aztec, .code39, .code39Checksum, .code39FullASCII, .code39FullASCIIChecksum,
                                           .code93, .code93i, .code128, .dataMatrix, .ean8, .ean13, .i2of5,
                                           .i2of5Checksum, .itf14, .pdf417, .qr, .upce]
        let second = first + [.codabar, .gs1DataBar, .gs1DataBarExpanded, .gs1DataBarLimited, .microPDF417, .microQR]
        switch revision {
        case 1: return first
        case 2, 3: return second
        case 4: return second + [.msiPlessey]
        default: return []
        }
    }
}
