import CoreGraphics
import Foundation
import Testing
@testable import CoreImage
import Trellis
import TrellisCairo
import UIKit

/// Core Image's filters on real pixels, PNG-coded by Cairo as in the previewer.
@Suite struct CoreImageTests {
    init() { _ = CairoBackend.backend() }

    /// A rectangle of one colour, its bottom-left corner at the origin.
    static func patch(_ color: CIColor, width: CGFloat = 8, height: CGFloat = 8) -> CIImage {
        CIImage(color: color).cropped(to: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// The straight sRGB bytes of a rendered image, rows from the top.
    static func bytes(_ image: CIImage, _ rect: CGRect? = nil) throws -> RenderedImage {
        let cg = try #require(CIContext().createCGImage(image, from: rect ?? image.extent))
        return try RenderedImage(pngData: UIImage(cgImage: cg).pngData() ?? Data())
    }

    @Test func builtInFiltersSayTheirNamesAndInputs() {
        let sepia = CIFilter.sepiaTone()
        #expect(sepia.name == "CISepiaTone")
        #expect(sepia.attributes[kCIAttributeFilterDisplayName] as? String == "Sepia Tone")
        #expect(sepia.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
        #expect(sepia.intensity == 1)
        #expect(CIFilter.pixellate().inputKeys.contains(kCIInputScaleKey))
        #expect(CIFilter.pixellate().center == CGPoint(x: 150, y: 150))
        #expect(CIFilter(name: "CIGaussianBlur")?.attributes[kCIAttributeFilterDisplayName] as? String == "Gaussian Blur")
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(sepia.outputImage == nil, "no input image, no output")
        // Inputs set by key, as a Double, read back by the typed property.
        let blur = CIFilter.gaussianBlur()
        blur.setValue(25.0, forKey: kCIInputRadiusKey)
        #expect(blur.radius == 25)
    }

    @Test func sepiaTurnsRedBrown() throws {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = Self.patch(CIColor(red: 1, green: 0, blue: 0))
        let out = try #require(filter.outputImage)
        #expect(out.extent == CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = try Self.bytes(out)
        #expect(image.width == 8 && image.height == 8)
        // Linear red 1 by the sepia matrix's first column (0.393, 0.349, 0.272), in sRGB: 168, 159.5, 142.
        let p = try #require(image.pixel(x: 3, y: 3))
        #expect(abs(p.red - 168) <= 1 && abs(p.green - 160) <= 1 && abs(p.blue - 142) <= 1 && p.alpha == 255, "\(p)")
        // Half the intensity: half way in linear light, (0.6965, 0.1745, 0.136) in sRGB: 217, 116, 103.
        filter.intensity = 0.5
        let half = try #require(try Self.bytes(filter.outputImage!).pixel(x: 3, y: 3))
        #expect(abs(half.red - 217) <= 1 && abs(half.green - 116) <= 1 && abs(half.blue - 103) <= 1, "\(half)")
    }

    @Test func aGaussianBlurSpreadsAnEdgeAndGrowsTheExtent() throws {
        // White on the right half, black on the left, 40 × 10.
        let image = Self.patch(.white, width: 20, height: 10).transformed(by: CGAffineTransform(translationX: 20, y: 0))
            .composited(over: Self.patch(.black, width: 40, height: 10))
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = image
        blur.radius = 3
        let out = try #require(blur.outputImage)
        #expect(out.extent == CGRect(x: -9, y: -9, width: 58, height: 28))
        let pixels = try Self.bytes(out, CGRect(x: 0, y: 0, width: 40, height: 10))
        let row = (0..<40).map { pixels.pixel(x: $0, y: 5)!.red }
        // Dark far left, bright far right, rising through the edge.
        #expect(row[2] < 20 && row[37] > 235, "\(row)")
        #expect(zip(row[14..<26], row[15..<27]).allSatisfy { $0 <= $1 }, "\(row)")
        // At the edge, half the light: 0.5 linear is sRGB 188.
        #expect(abs((row[19] + row[20]) / 2 - 188) <= 12, "\(row)")
    }

    @Test func pixellateMakesSquaresOfOneColour() throws {
        // A left-to-right ramp of 32 colours.
        var ramp = CIImage.empty()
        for x in 0..<32 {
            let v = CGFloat(x) / 31
            ramp = Self.patch(CIColor(red: v, green: v, blue: v), width: 1, height: 16)
                .transformed(by: CGAffineTransform(translationX: CGFloat(x), y: 0)).composited(over: ramp)
        }
        let filter = CIFilter.pixellate()
        filter.inputImage = ramp
        filter.center = CGPoint(x: 4, y: 4)
        filter.scale = 8
        let pixels = try Self.bytes(try #require(filter.outputImage), CGRect(x: 0, y: 0, width: 32, height: 16))
        let row = (0..<32).map { pixels.pixel(x: $0, y: 8)!.red }
        // Squares of 8 centred on x = 4, 12, 20, 28: [0, 8), [8, 16), …
        for square in 0..<4 {
            let cells = row[(square * 8)..<(square * 8 + 8)]
            #expect(Set(cells).count == 1, "square \(square): \(row)")
        }
        #expect(row[0] < row[8] && row[8] < row[16] && row[16] < row[24], "\(row)")
    }

    /// UIImageColors counts an image's colours from its bytes: `CFDataGetBytePtr(cgImage.dataProvider!.data)`,
    /// `bytesPerRow` a row, four bytes a pixel, red first, valid while the image lives.
    @Test func anImagesDataProviderHoldsItsPixels() throws {
        let left = Self.patch(CIColor(red: 1, green: 0, blue: 0), width: 2, height: 3)
        let right = Self.patch(CIColor(red: 0, green: 0, blue: 1), width: 2, height: 3).transformed(by: CGAffineTransform(translationX: 2, y: 0))
        let cg = try #require(CIContext().createCGImage(right.composited(over: left), from: CGRect(x: 0, y: 0, width: 4, height: 3)))
        let provider = try #require(cg.dataProvider)
        #expect(cg.dataProvider === provider && CFDataGetLength(provider.data!) == cg.bytesPerRow * cg.height)
        let bytes = try #require(CFDataGetBytePtr(provider.data))
        let first = (0..<4).map { bytes[$0] }, last = (0..<4).map { bytes[(2 * cg.bytesPerRow) + 3 * 4 + $0] }
        #expect(first == [255, 0, 0, 255] && last == [0, 0, 255, 255], "\(first) \(last)")
    }

    @Test func aUIKitImageBecomesACoreImageImageOfItsPixels() throws {
        let red = try #require(CIContext().createCGImage(Self.patch(CIColor(red: 1, green: 0, blue: 0), width: 6, height: 4),
                                                         from: CGRect(x: 0, y: 0, width: 6, height: 4)))
        let image = try #require(CIImage(image: UIImage(cgImage: red)))
        #expect(image.extent == CGRect(x: 0, y: 0, width: 6, height: 4))
        let inverted = image.applyingFilter("CIColorInvert")
        let p = try #require(try Self.bytes(inverted).pixel(x: 2, y: 2))
        #expect(p.red == 0 && p.green == 255 && p.blue == 255, "\(p)")
        // An unknown filter leaves the image as it is.
        #expect(image.applyingFilter("CINoSuchFilter") === image)
    }

    @Test func nothingInfiniteIsRendered() {
        #expect(CIContext().createCGImage(CIImage(color: .red), from: .infinite) == nil)
        #expect(CIContext().createCGImage(CIImage.empty(), from: CIImage.empty().extent) == nil)
    }

    // MARK: QR codes

    @Test func theQRBlockTableAddsUpToEachVersionsCodewords() {
        for version in 1...10 {
            for level in [QRCode.Level.low, .medium, .quartile, .high] {
                let b = QRCode.layout(version, level)
                let total = QRCode.dataCodewords(version, level) + b.ec * (b.count1 + b.count2)
                #expect(total == QRCode.totalCodewords(version), "version \(version) \(level)")
            }
        }
        #expect((1...10).map(QRCode.totalCodewords) == [26, 44, 70, 100, 134, 172, 196, 242, 292, 346])
    }

    @Test func reedSolomonGivesTheStandardsWorkedExample() {
        // "HELLO WORLD" at 1-M: its 16 data codewords and their 10 error-correction codewords.
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(QRCode.reedSolomonRemainder(data, QRCode.reedSolomonDivisor(10)) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test func aQRCodeHasItsPatternsAndTheSmallestVersion() throws {
        let filter = CIFilter.qrCodeGenerator()
        #expect(filter.inputKeys == ["inputMessage", "inputCorrectionLevel"])
        #expect(filter.correctionLevel == "M")
        filter.message = Data("Paul Hudson\npaul@hackingwithswift.com".utf8)
        let image = try #require(filter.outputImage)
        // 37 bytes at M: version 3, 29 modules, and a module of margin either side.
        #expect(image.extent == CGRect(x: 0, y: 0, width: 31, height: 31))
        let pixels = try Self.bytes(image)
        func dark(_ x: Int, _ y: Int) -> Bool { pixels.pixel(x: x + 1, y: y + 1)!.red < 128 }
        // The margin is light; the finder patterns' rings: dark, light, dark centre.
        #expect(pixels.pixel(x: 0, y: 0)!.red == 255 && pixels.pixel(x: 30, y: 30)!.red == 255)
        for (cx, cy) in [(3, 3), (25, 3), (3, 25)] {
            #expect(dark(cx - 3, cy) && !dark(cx - 2, cy) && dark(cx, cy) && dark(cx, cy + 3) && !dark(cx + 2, cy))
        }
        // Timing pattern along row 6, and the dark module.
        #expect((8...20).allSatisfy { dark($0, 6) == ($0 % 2 == 0) })
        #expect(dark(8, 29 - 8))
        // Too long for version 10 at H: no image.
        filter.correctionLevel = "H"
        filter.message = Data(repeating: 65, count: 200)
        #expect(filter.outputImage == nil)
    }
}
