import CoreGraphics
@testable import CoreImage
import Foundation
import Testing
import Trellis
import TrellisCairo
import UIKit
@testable import Vision
import VisionKit

/// Vision's requests and handlers on real images: QR codes made by Core Image's generator are
/// read back (payload, corners, region of interest, orientation, damage), the other requests run
/// and find nothing, and unreadable images fail with Vision's errors. VisionKit's scanners are
/// unsupported, as on the Simulator.
@Suite struct VisionTests {
    init() { _ = CairoBackend.backend() }

    /// RGBA pixels, rows from the top, edited by whole pixels (so that the tests read what
    /// Core Image's generator made, not a resampling of it).
    struct Bitmap {
        var width: Int
        var height: Int
        var bytes: [UInt8]

        /// A white bitmap.
        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            bytes = [UInt8](repeating: 255, count: width * height * 4)
        }

        /// A QR code of `message` as Core Image's generator makes it (a module of light margin
        /// either side), `scale` pixels a module.
        static func qr(_ message: String, level: String = "M", scale: Int = 6) throws -> Bitmap {
            let filter = CIFilter.qrCodeGenerator()
            filter.message = Data(message.utf8)
            filter.correctionLevel = level
            let image = try #require(filter.outputImage)
            let side = Int(image.extent.width)
            var modules = Bitmap(width: side, height: side)
            modules.bytes.withUnsafeMutableBytes { buffer in
                CIContext().render(image, toBitmap: buffer.baseAddress!, rowBytes: side * 4, bounds: image.extent, format: .RGBA8,
                                   colorSpace: CGColorSpace(name: CGColorSpace.sRGB))
            }
            return modules.scaled(scale)
        }

        /// Each pixel repeated `k` × `k` times.
        func scaled(_ k: Int) -> Bitmap {
            var out = Bitmap(width: width * k, height: height * k)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    for c in 0..<4 { out.bytes[(y * out.width + x) * 4 + c] = bytes[((y / k) * width + x / k) * 4 + c] }
                }
            }
            return out
        }

        /// Turned a quarter clockwise.
        func turnedClockwise() -> Bitmap {
            var out = Bitmap(width: height, height: width)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    for c in 0..<4 { out.bytes[(y * out.width + x) * 4 + c] = bytes[((height - 1 - x) * width + y) * 4 + c] }
                }
            }
            return out
        }

        /// Another bitmap drawn over this one with its top-left corner at (x, y).
        func drawing(_ other: Bitmap, atX left: Int, y top: Int) -> Bitmap {
            var out = self
            for y in 0..<other.height {
                for x in 0..<other.width {
                    for c in 0..<4 { out.bytes[((top + y) * width + left + x) * 4 + c] = other.bytes[(y * other.width + x) * 4 + c] }
                }
            }
            return out
        }

        /// The bitmap PNG-encoded, as a Core Graphics image.
        var cgImage: CGImage {
            let png = PixelCodec.encodePNG(RGBAImage(width: width, height: height, bytes: bytes))!
            return CGImage(pngData: png, width: width, height: height)
        }

        /// The bitmap as a Core Image image.
        var ciImage: CIImage { CIImage(cgImage: cgImage) }
    }

    /// A QR code of `message`, as a Core Image image.
    static func qr(_ message: String, level: String = "M", scale: Int = 6) throws -> CIImage {
        try Bitmap.qr(message, level: level, scale: scale).ciImage
    }

    /// Performs a barcode request on an image and returns its observations.
    static func barcodes(_ image: CIImage, orientation: CGImagePropertyOrientation = .up,
                         configure: (VNDetectBarcodesRequest) -> Void = { _ in }) throws -> [VNBarcodeObservation] {
        let request = VNDetectBarcodesRequest()
        configure(request)
        try VNImageRequestHandler(ciImage: image, orientation: orientation, options: [:]).perform([request])
        return try #require(request.results)
    }

    @Test func symbologiesHaveVisionsRawValuesAndRevisions() throws {
        #expect(VNBarcodeSymbology.qr.rawValue == "VNBarcodeSymbologyQR")
        #expect(VNBarcodeSymbology.ean13.rawValue == "VNBarcodeSymbologyEAN13")
        #expect(VNBarcodeSymbology.code39FullASCIIChecksum.rawValue == "VNBarcodeSymbologyCode39FullASCIIChecksum")
        #expect(VNBarcodeSymbology.i2of5.rawValue == "VNBarcodeSymbologyI2of5")
        #expect(VNBarcodeSymbology.gs1DataBarExpanded.rawValue == "VNBarcodeSymbologyGS1DataBarExpanded")
        #expect(VNBarcodeSymbology.msiPlessey.rawValue == "VNBarcodeSymbologyMSIPlessey")
        #expect(VNBarcodeSymbology.microPDF417.rawValue == "VNBarcodeSymbologyMicroPDF417")
        #expect(VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE") == .upce)
        #expect(VNBarcodeSymbology.QR == .qr && VNBarcodeSymbology.EAN13 == .ean13 && VNBarcodeSymbology.ITF14 == .itf14)
        // The symbologies Grocy lists are all supported by the current revision.
        let request = VNDetectBarcodesRequest()
        #expect(request.revision == 4 && VNDetectBarcodesRequest.currentRevision == 4)
        let supported = try request.supportedSymbologies()
        #expect(supported.count == 24 && Set(supported).count == 24)
        #expect(Set(request.symbologies) == Set(supported))
        request.revision = VNDetectBarcodesRequestRevision3
        #expect(try !request.supportedSymbologies().contains(.msiPlessey) && request.supportedSymbologies().contains(.microQR))
        request.revision = VNDetectBarcodesRequestRevision1
        #expect(try request.supportedSymbologies().count == 17)
        request.revision = 9
        #expect(throws: (any Error).self) { try request.supportedSymbologies() }
    }

    @Test func aGeneratedQRCodeIsReadWithItsCorners() throws {
        let message = "https://example.com/products/4006381333931"
        var completed: [VNBarcodeObservation]?
        let request = VNDetectBarcodesRequest { request, error in
            #expect(error == nil)
            completed = request.results as? [VNBarcodeObservation]
        }
        #expect(request.results == nil, "no results before perform")
        let image = try Self.qr(message)
        try VNImageRequestHandler(ciImage: image).perform([request])
        let found = try #require(request.results)
        #expect(completed?.count == 1, "the completion handler ran inside perform")
        #expect(found.count == 1)
        let code = try #require(found.first)
        #expect(code.payloadStringValue == message)
        #expect(code.symbology == .qr)
        #expect(code.confidence == 1)
        // Version 3 (29 modules) with a module of margin either side: the code covers 1/31…30/31.
        let lo = 1.0 / 31, hi = 30.0 / 31
        let box = code.boundingBox
        #expect(abs(box.minX - lo) < 0.01 && abs(box.minY - lo) < 0.01 && abs(box.maxX - hi) < 0.01 && abs(box.maxY - hi) < 0.01, "\(box)")
        #expect(abs(code.topLeft.x - lo) < 0.01 && abs(code.topLeft.y - hi) < 0.01, "\(code.topLeft)")
        #expect(abs(code.bottomRight.x - hi) < 0.01 && abs(code.bottomRight.y - lo) < 0.01, "\(code.bottomRight)")
    }

    @Test func everyVersionAndLevelTheGeneratorMakesReadsBack() throws {
        // Byte-mode messages from 1 to 200 bytes: versions 1 to 10 at the four levels; UTF-8 too.
        for level in ["L", "M", "Q", "H"] {
            for length in [1, 14, 30, 60, 90, 130, 170, 200] {
                let message = String(String(repeating: "Grocy 0123456789 ", count: 12).prefix(length))
                let filter = CIFilter.qrCodeGenerator()
                filter.message = Data(message.utf8)
                filter.correctionLevel = level
                guard let image = filter.outputImage else { continue }  // longer than version 10 holds
                // As generated: one pixel a module.
                #expect(try Self.barcodes(image).map(\.payloadStringValue) == [message], "level \(level), \(length) bytes")
                #expect(try Self.barcodes(Self.qr(message, level: level, scale: 3)).map(\.payloadStringValue) == [message])
            }
        }
        let unicode = "Grüße aus Köln 🍎"
        #expect(try Self.barcodes(Self.qr(unicode)).first?.payloadStringValue == unicode)
    }

    @Test func turnedCodesAndOrientationsAreRead() throws {
        let message = "turned"
        let bitmap = try Bitmap.qr(message)
        // Turned a quarter clockwise in the image: the code's top-left corner is now at the
        // image's top right (Vision's y is up).
        let code = try #require(Self.barcodes(bitmap.turnedClockwise().ciImage).first)
        #expect(code.payloadStringValue == message)
        #expect(code.topLeft.x > 0.9 && code.topLeft.y > 0.9, "\(code.topLeft)")
        #expect(code.bottomRight.x < 0.1 && code.bottomRight.y < 0.1, "\(code.bottomRight)")
        // Stored pixels with an orientation: Vision reads the image turned upright.
        for orientation in [CGImagePropertyOrientation.right, .left, .down] {
            #expect(try Self.barcodes(bitmap.ciImage, orientation: orientation).first?.payloadStringValue == message, "\(orientation)")
        }
        // Pixels stored turned, with the orientation that puts them upright: the code is upright.
        let upright = try #require(Self.barcodes(bitmap.turnedClockwise().ciImage, orientation: .left).first)
        #expect(upright.topLeft.x < 0.1 && upright.topLeft.y > 0.9, "\(upright.topLeft)")
        // A mirrored code is not a QR code.
        #expect(try Self.barcodes(bitmap.ciImage, orientation: .upMirrored).isEmpty)
    }

    @Test func twoCodesInOneImageAreBothRead() throws {
        let a = try Bitmap.qr("first code"), b = try Bitmap.qr("second code, longer than the first")
        let canvas = Bitmap(width: a.width + b.width + 80, height: max(a.height, b.height) + 20)
        let both = canvas.drawing(a, atX: 10, y: 10).drawing(b, atX: a.width + 70, y: 10).ciImage
        let found = try Self.barcodes(both)
        #expect(Set(found.compactMap(\.payloadStringValue)) == ["first code", "second code, longer than the first"])
        // Only the right half: the second code, its box normalised to that half.
        let right = try Self.barcodes(both) { $0.regionOfInterest = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }
        #expect(right.map(\.payloadStringValue) == ["second code, longer than the first"])
        let half = CGFloat(canvas.width) / 2
        let expectedMinX = (CGFloat(a.width + 70 + 6) - half) / half
        #expect(abs((right.first?.boundingBox.minX ?? 0) - expectedMinX) < 0.02, "\(String(describing: right.first?.boundingBox))")
        // Symbologies without QR find nothing.
        #expect(try Self.barcodes(both) { $0.symbologies = [.ean13] }.isEmpty)
    }

    @Test func aDamagedCodeIsCorrected() throws {
        let message = "Reed-Solomon puts this back together"
        let bitmap = try Bitmap.qr(message, level: "H", scale: 6)
        // A white patch over a few data modules, away from the finder patterns.
        let damaged = bitmap.drawing(Bitmap(width: 30, height: 30), atX: bitmap.width / 2 - 6, y: bitmap.height / 2)
        #expect(damaged.bytes != bitmap.bytes)
        #expect(try Self.barcodes(damaged.ciImage).first?.payloadStringValue == message)
        // The decoder itself: codewords with errors up to half the error-correction codewords.
        let data: [UInt8] = Array("Hello, Vision!".utf8)
        let ec = QRCode.reedSolomonRemainder(data, QRCode.reedSolomonDivisor(10))
        var block = data + ec
        #expect(ReedSolomonDecoder.correct(block, ecCount: 10) == block)
        for i in [0, 3, 7, 12, 20] { block[i] ^= 0x5A }
        #expect(ReedSolomonDecoder.correct(block, ecCount: 10) == data + ec)
        block[1] ^= 0x01
        #expect(ReedSolomonDecoder.correct(block, ecCount: 10) == nil, "six errors are more than ten codewords correct")
    }

    @Test func theDecodersBlockTablesMatchTheStandard() {
        for version in 1...10 {
            for (index, level) in [QRCode.Level.low, .medium, .quartile, .high].enumerated() {
                #expect(QRSymbolDecoder.dataCodewords(version, level: index) == QRCode.dataCodewords(version, level), "v\(version) \(level)")
            }
            #expect(QRSymbolDecoder.alignmentCentres(version).count == (version == 1 ? 0 : version / 7 + 2))
        }
        #expect((0..<4).map { QRSymbolDecoder.dataCodewords(40, level: $0) } == [2956, 2334, 1666, 1276])
        #expect((0..<4).map { QRSymbolDecoder.dataCodewords(20, level: $0) } == [861, 669, 485, 385])
        #expect(QRSymbolDecoder.alignmentCentres(32) == [6, 34, 60, 86, 112, 138])
        #expect(QRSymbolDecoder.totalCodewords(40) == 3706)
        // Numeric and alphanumeric segments (version 1): "01234567" and "AC-42".
        let numeric: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11]
        #expect(QRSegments.text(numeric, version: 1) == "01234567")
        let alphanumeric: [UInt8] = [0x20, 0x29, 0xCE, 0xE7, 0x21, 0x00, 0xEC, 0x11]
        #expect(QRSegments.text(alphanumeric, version: 1) == "AC-42")
    }

    @Test func bitmapsDataAndFilesAreRead() throws {
        let message = "from a bitmap"
        let cgImage = try Bitmap.qr(message).cgImage
        let request = VNDetectBarcodesRequest()
        try VNImageRequestHandler(cgImage: cgImage, options: [:]).perform([request])
        #expect(request.results?.first?.payloadStringValue == message)
        let png = try #require(UIImage(cgImage: cgImage).pngData())
        try VNImageRequestHandler(data: png).perform([request])
        #expect(request.results?.first?.payloadStringValue == message)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vision-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try VNImageRequestHandler(url: file).perform([request])
        #expect(request.results?.first?.payloadStringValue == message)
        try VNSequenceRequestHandler().perform([request], on: cgImage, orientation: .down)
        #expect(request.results?.first?.payloadStringValue == message)
        // A blank image has nothing to find: an empty array, not nil.
        try VNImageRequestHandler(ciImage: CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 50, height: 50))).perform([request])
        #expect(request.results?.isEmpty == true)
    }

    @Test func requestsRunInOrderAndTheModelRequestsFindNothing() throws {
        var order: [String] = []
        let text = VNRecognizeTextRequest { request, error in
            order.append("text \(request.results?.count ?? -1) \(error == nil)")
        }
        text.recognitionLevel = .fast
        let faces = VNDetectFaceRectanglesRequest { _, _ in order.append("faces") }
        let rectangles = VNDetectRectanglesRequest { _, _ in order.append("rectangles") }
        let classify = VNClassifyImageRequest { _, _ in order.append("classify") }
        let barcodes = VNDetectBarcodesRequest { request, _ in order.append("barcodes \(request.results?.count ?? -1)") }
        let handler = VNImageRequestHandler(ciImage: try Self.qr("order"))
        try handler.perform([text, faces, rectangles, classify, barcodes])
        order.append("returned")
        #expect(order == ["text 0 true", "faces", "rectangles", "classify", "barcodes 1", "returned"])
        let lines: [VNRecognizedTextObservation] = try #require(text.results)
        #expect(lines.isEmpty && faces.results?.isEmpty == true && rectangles.results?.isEmpty == true && classify.results?.isEmpty == true)
        // Typed results, as Vision declares them; a plain VNRequest's are VNObservations.
        let generic: VNRequest = barcodes
        #expect((generic.results?.first as? VNBarcodeObservation)?.payloadStringValue == "order")
        // Text recognition's defaults and languages.
        let fresh = VNRecognizeTextRequest()
        #expect(fresh.recognitionLevel == .accurate && fresh.recognitionLanguages == ["en-US"] && fresh.usesLanguageCorrection)
        #expect(fresh.minimumTextHeight == 0.03125 && fresh.revision == 3 && fresh.customWords.isEmpty)
        #expect(try fresh.supportedRecognitionLanguages().contains("ja-JP"))
        #expect(try text.supportedRecognitionLanguages() == ["en-US", "fr-FR", "it-IT", "de-DE", "es-ES", "pt-BR"])
        #expect(VNDetectRectanglesRequest().maximumObservations == 1 && VNDetectRectanglesRequest().minimumSize == 0.2)
        #expect(try VNClassifyImageRequest().supportedIdentifiers().isEmpty)
    }

    @Test func unreadableImagesFailWithVisionsErrors() throws {
        func failure(_ handler: VNImageRequestHandler, _ request: VNRequest = VNDetectBarcodesRequest()) -> (code: Int, domain: String)? {
            do {
                try handler.perform([request])
                return nil
            } catch {
                let e = error as NSError
                return (e.code, e.domain)
            }
        }
        var handed: (any Error)?
        let request = VNRecognizeTextRequest { _, error in handed = error }
        let bad = failure(VNImageRequestHandler(data: Data("not an image".utf8)), request)
        #expect(bad?.code == VNErrorCode.invalidImage.rawValue && bad?.domain == VNErrorDomain && VNErrorDomain == "com.apple.vis")
        #expect(handed != nil && request.results == nil, "the completion handler hears the error")
        let missing = failure(VNImageRequestHandler(url: URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")))
        #expect(missing?.code == VNErrorCode.ioError.rawValue)
        #expect(failure(VNImageRequestHandler(ciImage: CIImage(color: .red)))?.code == VNErrorCode.invalidImage.rawValue, "infinite extent")
        // A region outside the image fails that request; the others still run.
        let outside = VNDetectBarcodesRequest()
        outside.regionOfInterest = CGRect(x: 0.5, y: 0.5, width: 1, height: 1)
        let inside = VNDetectBarcodesRequest()
        let handler = VNImageRequestHandler(ciImage: try Self.qr("inside"))
        #expect(throws: (any Error).self) { try handler.perform([outside, inside]) }
        #expect(outside.results == nil && inside.results?.first?.payloadStringValue == "inside")
        let old = VNDetectBarcodesRequest()
        old.revision = 7
        #expect(failure(VNImageRequestHandler(ciImage: try Self.qr("x")), old)?.code == VNErrorCode.unsupportedRevision.rawValue)
    }

    @Test func normalisedAndImageCoordinatesConvert() {
        let rect = CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25)
        #expect(VNImageRectForNormalizedRect(rect, 400, 200) == CGRect(x: 100, y: 100, width: 200, height: 50))
        #expect(VNNormalizedRectForImageRect(CGRect(x: 100, y: 100, width: 200, height: 50), 400, 200) == rect)
        #expect(VNImagePointForNormalizedPoint(CGPoint(x: 0.5, y: 0.25), 640, 480) == CGPoint(x: 320, y: 120))
        #expect(VNNormalizedPointForImagePoint(CGPoint(x: 320, y: 120), 640, 480) == CGPoint(x: 0.5, y: 0.25))
        #expect(VNNormalizedRectIsIdentityRect(VNNormalizedIdentityRect) && !VNNormalizedRectIsIdentityRect(rect))
        let observation = VNDetectedObjectObservation(boundingBox: rect)
        #expect(observation.boundingBox == rect && observation.confidence == 1)
    }

    @MainActor @Test func visionKitScannersAreUnsupportedAsOnTheSimulator() async throws {
        #expect(!DataScannerViewController.isSupported && !DataScannerViewController.isAvailable)
        let scanner = DataScannerViewController(recognizedDataTypes: [.barcode(symbologies: [.qr, .ean13]), .text(languages: ["de-DE"])],
                                                qualityLevel: .accurate, recognizesMultipleItems: true,
                                                isHighFrameRateTrackingEnabled: false, isHighlightingEnabled: true)
        #expect(scanner.recognizedDataTypes.count == 2 && scanner.recognizedDataTypes.contains(.barcode(symbologies: [.qr, .ean13])))
        #expect(scanner.qualityLevel == .accurate && scanner.recognizesMultipleItems && !scanner.isHighFrameRateTrackingEnabled)
        #expect(scanner.isPinchToZoomEnabled && scanner.isGuidanceEnabled && scanner.isHighlightingEnabled)
        #expect(throws: DataScannerViewController.ScanningUnavailable.unsupported) { try scanner.startScanning() }
        #expect(!scanner.isScanning)
        scanner.stopScanning()
        await #expect(throws: DataScannerViewController.ScanningUnavailable.unsupported) { try await scanner.capturePhoto() }
        #expect(DataScannerViewController.supportedTextRecognitionLanguages.contains("de-DE"))
        #expect(!VNDocumentCameraViewController.isSupported)
        let camera = VNDocumentCameraViewController()
        #expect(camera.delegate == nil && camera.view != nil)
    }
}
