import CoreGraphics
import Foundation
import ImageIO
import Testing
import Trellis
import TrellisCairo

/// ImageIO's sources and destinations over real image data: PNG made by the previewer's codec,
/// JPEG written by ImageMagick (with EXIF data spliced in), a two-frame GIF, and hand-built
/// headers of the formats that are sized but not decoded.
@Suite struct ImageIOTests {
    init() { _ = CairoBackend.backend() }

    // MARK: - Fixtures

    /// A PNG of `width` × `height`: red on its left half, blue on its right (`alpha` opaque or not).
    static func halvesPNG(width: Int = 400, height: Int = 300, alpha: UInt8 = 255) throws -> Data {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = x < width / 2 ? (255, 0, 0, alpha) : (0, 0, 255, alpha)
            }
        }
        return try #require(PixelCodec.encodePNG(RGBAImage(width: width, height: height, bytes: bytes)))
    }

    /// A JPEG written by ImageMagick: `width` × `height`, red on its left half, blue on its right.
    static func halvesJPEG(width: Int, height: Int) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("halves.jpg")
        let half = "\(width / 2)x\(height)"
        let run = ExternalTool.run(["convert", "-size", half, "xc:rgb(255,0,0)", "-size", half, "xc:rgb(0,0,255)", "+append",
                                    "-quality", "95", file.path])
        #expect(run.status == 0, "ImageMagick's convert writes the test's JPEG")
        return try Data(contentsOf: file)
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    static func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }

    /// A big-endian TIFF directory entry: tag, type, count, and a value or offset (4 bytes).
    static func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: [UInt8]) -> [UInt8] {
        be16(tag) + be16(type) + be32(count) + value + [UInt8](repeating: 0, count: 4 - value.count)
    }

    /// An APP1 EXIF segment: IFD0 with the orientation and a GPS directory (37° 30′ N), and
    /// IFD1 locating `thumbnail` when given.
    static func exifSegment(orientation: Int, thumbnail: [UInt8]? = nil) -> [UInt8] {
        // Header (8), IFD0 at 8 (30 bytes), the GPS IFD at 38 (30), its latitude at 68 (24), IFD1 at 92 (30), the thumbnail at 122.
        var tiff: [UInt8] = Array("MM".utf8) + [0, 42] + be32(8)
        tiff += be16(2) + entry(0x0112, 3, 1, be16(orientation)) + entry(0x8825, 4, 1, be32(38)) + be32(thumbnail == nil ? 0 : 92)
        tiff += be16(2) + entry(0x0001, 2, 2, Array("N".utf8) + [0]) + entry(0x0002, 5, 3, be32(68)) + be32(0)
        tiff += be32(37) + be32(1) + be32(30) + be32(1) + be32(0) + be32(1)
        if let thumbnail {
            tiff += be16(2) + entry(0x0201, 4, 1, be32(122)) + entry(0x0202, 4, 1, be32(thumbnail.count)) + be32(0)
            tiff += thumbnail
        }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        return [0xFF, 0xE1] + be16(payload.count + 2) + payload
    }

    /// A JPEG with an EXIF segment after its start-of-image marker.
    static func withExif(_ jpeg: Data, orientation: Int, thumbnail: Data? = nil) -> Data {
        Data(jpeg.prefix(2) + exifSegment(orientation: orientation, thumbnail: thumbnail.map { [UInt8]($0) }) + jpeg.dropFirst(2))
    }

    /// A two-frame GIF, 4 × 2, looping forever: frame 1 all red for 0.1 s (global colour
    /// table red, black), frame 2 red | blue for 0.05 s (its own table red, blue).
    static let twoFrameGIF = Data([
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61,  // GIF89a
        0x04, 0x00, 0x02, 0x00, 0xF0, 0x00, 0x00,  // logical screen 4 × 2, global table of 2 colours
        0xFF, 0x00, 0x00, 0x00, 0x00, 0x00,  // red, black
        0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00,  // graphic control: delay 10/100 s
        0x21, 0xFF, 0x0B, 0x4E, 0x45, 0x54, 0x53, 0x43, 0x41, 0x50, 0x45, 0x32, 0x2E, 0x30,  // NETSCAPE2.0
        0x03, 0x01, 0x00, 0x00, 0x00,  // loop count 0
        0x2C, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x02, 0x00, 0x00,  // image 4 × 2 at (0, 0)
        0x02, 0x03, 0x84, 0x6F, 0x05, 0x00,  // LZW (minimum code size 2): eight 0s
        0x21, 0xF9, 0x04, 0x00, 0x05, 0x00, 0x00, 0x00,  // graphic control: delay 5/100 s
        0x2C, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x02, 0x00, 0x80,  // image 4 × 2, local table of 2 colours
        0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF,  // red, blue
        0x02, 0x04, 0x04, 0x12, 0x86, 0x05, 0x00,  // LZW: 0 0 1 1, twice
        0x3B,  // trailer
    ])

    /// An image's straight RGBA pixels.
    static func pixels(_ image: CGImage) throws -> RenderedImage { try RenderedImage(pngData: image.pngData) }

    /// The colour at a pixel, as (red, green, blue) near enough to one of the fixtures' colours.
    static func color(_ image: RenderedImage, _ x: Int, _ y: Int) -> String {
        guard let p = image.pixel(x: x, y: y) else { return "outside" }
        if p.alpha < 128 { return "clear" }
        if p.red > 200 && p.green < 60 && p.blue < 60 { return "red" }
        if p.red < 60 && p.green < 60 && p.blue > 200 { return "blue" }
        return "(\(p.red), \(p.green), \(p.blue))"
    }

    // MARK: - Sources

    @Test func aPNGSourceHasItsTypeCountAndProperties() throws {
        let png = try Self.halvesPNG()
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        #expect(CGImageSourceGetType(source) == "public.png" as CFString)
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetStatusAtIndex(source, 0) == .statusComplete)
        // As apps read them: a `[CFString: Any]`, numbers as Int, Double and UInt32.
        let props = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(props[kCGImagePropertyPixelWidth] as? Int == 400)
        #expect(props[kCGImagePropertyPixelHeight] as? Int == 300)
        #expect(props[kCGImagePropertyOrientation] as? UInt32 == 1)
        #expect(props[kCGImagePropertyColorModel] as? String == "RGB")
        #expect(props[kCGImagePropertyDPIWidth] as? Double == 72 && props[kCGImagePropertyDPIHeight] as? Double == 72)
        #expect(props[kCGImagePropertyDepth] as? Int == 8)
        #expect(props[kCGImagePropertyHasAlpha] as? Bool == false, "an opaque image is written as RGB")
        #expect((props[kCGImagePropertyPNGDictionary] as? [CFString: Any])?[kCGImagePropertyPNGInterlaceType] as? Int == 0)
        #expect((CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])?["PixelWidth"] as? Int == 400)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        #expect(file[kCGImagePropertyFileSize] as? Int == png.count)
        #expect(file[kCGImagePropertyPixelWidth] == nil)
        // The image is the PNG itself.
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 400 && image.height == 300)
        #expect(image.pngData == png)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
        // A translucent image has alpha.
        let translucent = try #require(CGImageSourceCreateWithData(try Self.halvesPNG(width: 4, height: 4, alpha: 128) as CFData, nil))
        #expect((CGImageSourceCopyPropertiesAtIndex(translucent, 0, nil) as? [CFString: Any])?[kCGImagePropertyHasAlpha] as? Bool == true)
    }

    @Test func thumbnailsFitTheMaximumPixelSizeAndKeepTheAspectRatio() throws {
        let source = try #require(CGImageSourceCreateWithData(try Self.halvesPNG() as CFData, [kCGImageSourceShouldCache: false] as CFDictionary))
        // The WWDC downsampling options, the size a CGFloat as apps compute it.
        let maxDimensionInPixels: CGFloat = 50 * 2
        let downsampleOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceShouldCacheImmediately: true,
                                 kCGImageSourceCreateThumbnailWithTransform: true,
                                 kCGImageSourceThumbnailMaxPixelSize: maxDimensionInPixels] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, downsampleOptions))
        #expect(thumbnail.width == 100 && thumbnail.height == 75)
        let pixels = try Self.pixels(thumbnail)
        #expect(pixels.width == 100 && pixels.height == 75)
        #expect(Self.color(pixels, 10, 37) == "red" && Self.color(pixels, 90, 37) == "blue")
        // A PNG embeds no thumbnail: none without leave to use the full image, which IfAbsent gives.
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary) == nil)
        let ifAbsent = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 120] as CFDictionary))
        #expect(ifAbsent.width == 120 && ifAbsent.height == 90)
        // Never enlarged; without a maximum, the image's own size.
        let large = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 1000] as CFDictionary))
        #expect(large.width == 400 && large.height == 300)
        // A portrait image: its height is the longer side. String keys and an NSNumber work too.
        let tall = try #require(CGImageSourceCreateWithData(try Self.halvesPNG(width: 30, height: 90) as CFData, nil))
        let tallThumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(
            tall, 0, [kCGImageSourceCreateThumbnailFromImageAlways as String: kCFBooleanTrue!,
                      kCGImageSourceThumbnailMaxPixelSize as String: NSNumber(value: 45)] as CFDictionary))
        #expect(tallThumbnail.width == 15 && tallThumbnail.height == 45)
        // A subsample factor makes the full image smaller.
        let half = try #require(CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceSubsampleFactor: 4] as CFDictionary))
        #expect(half.width == 100 && half.height == 75)
    }

    @Test func aJPEGIsDecodedWithItsEXIFOrientationAndGPS() throws {
        let jpeg = Self.withExif(try Self.halvesJPEG(width: 80, height: 20), orientation: 6)
        let source = try #require(CGImageSourceCreateWithData(jpeg as CFData, nil))
        #expect(CGImageSourceGetType(source) == "public.jpeg" as CFString)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let props = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(props[kCGImagePropertyPixelWidth] as? Int == 80 && props[kCGImagePropertyPixelHeight] as? Int == 20)
        #expect(props[kCGImagePropertyOrientation] as? UInt32 == 6)
        #expect(CGImagePropertyOrientation(rawValue: props[kCGImagePropertyOrientation] as? UInt32 ?? 0) == .right)
        #expect(props[kCGImagePropertyHasAlpha] as? Bool == false)
        #expect((props[kCGImagePropertyTIFFDictionary] as? [CFString: Any])?[kCGImagePropertyTIFFOrientation] as? Int == 6)
        #expect((props[kCGImagePropertyJFIFDictionary] as? [CFString: Any])?[kCGImagePropertyJFIFIsProgressive] as? Bool == false)
        let gps = try #require(props[kCGImagePropertyGPSDictionary] as? [CFString: Any])
        #expect(gps[kCGImagePropertyGPSLatitude] as? Double == 37.5 && gps[kCGImagePropertyGPSLatitudeRef] as? String == "N")
        // Decoded as stored: 80 × 20, red | blue.
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 80 && image.height == 20)
        let pixels = try Self.pixels(image)
        #expect(Self.color(pixels, 10, 10) == "red" && Self.color(pixels, 70, 10) == "blue")
        // A thumbnail with the transform is turned 90° clockwise: 10 × 40, red above blue.
        let turned = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 40,
                        kCGImageSourceCreateThumbnailWithTransform: true] as CFDictionary))
        #expect(turned.width == 10 && turned.height == 40)
        let turnedPixels = try Self.pixels(turned)
        #expect(Self.color(turnedPixels, 5, 5) == "red" && Self.color(turnedPixels, 5, 35) == "blue")
        // Without it, as stored.
        let stored = try #require(CGImageSourceCreateThumbnailAtIndex(
            source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 40] as CFDictionary))
        #expect(stored.width == 40 && stored.height == 10)
    }

    @Test func orientationsFiveToEightSwapWidthAndHeight() throws {
        let jpeg = try Self.halvesJPEG(width: 80, height: 20)
        for orientation in 1...8 {
            let source = try #require(CGImageSourceCreateWithData(Self.withExif(jpeg, orientation: orientation) as CFData, nil))
            let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(
                source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true] as CFDictionary))
            let expected = orientation >= 5 ? (20, 80) : (80, 20)
            #expect(thumbnail.width == expected.0 && thumbnail.height == expected.1, "orientation \(orientation)")
            // Where the stored left (red) half is shown.
            let pixels = try Self.pixels(thumbnail)
            let redAt: (Int, Int) = switch orientation {
            case 1, 4: (10, 10)  // left
            case 2, 3: (70, 10)  // right
            case 5, 6: (10, 10)  // top
            default: (10, 70)  // bottom
            }
            #expect(Self.color(pixels, redAt.0, redAt.1) == "red", "orientation \(orientation)")
        }
    }

    @Test func anEmbeddedThumbnailIsUsedUnlessTheFullImageIsAskedFor() throws {
        let thumbnail = try Self.halvesJPEG(width: 16, height: 4)
        let jpeg = Self.withExif(try Self.halvesJPEG(width: 80, height: 20), orientation: 1, thumbnail: thumbnail)
        let source = try #require(CGImageSourceCreateWithData(jpeg as CFData, nil))
        let embedded = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, nil))
        #expect(embedded.width == 16 && embedded.height == 4)
        let ifAbsent = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: true] as CFDictionary))
        #expect(ifAbsent.width == 16 && ifAbsent.height == 4)
        let always = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary))
        #expect(always.width == 80 && always.height == 20)
    }

    @Test func aGIFHasItsFramesDelaysAndLoopCount() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.twoFrameGIF as CFData, nil))
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif" as CFString)
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        var delays: [(Double?, Double?)] = []
        for index in 0..<2 {
            let props = try #require(CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any])
            #expect(props[kCGImagePropertyPixelWidth] as? Int == 4 && props[kCGImagePropertyPixelHeight] as? Int == 2)
            let gif = try #require(props[kCGImagePropertyGIFDictionary] as? [CFString: Any])
            delays.append((gif[kCGImagePropertyGIFDelayTime] as? Double, gif[kCGImagePropertyGIFUnclampedDelayTime] as? Double))
            #expect(gif[kCGImagePropertyGIFLoopCount] as? Int == 0)
        }
        #expect(delays[0].0 == 0.1 && delays[0].1 == 0.1)
        #expect(delays[1].0 == 0.1 && delays[1].1 == 0.05, "the delay is clamped to 0.1 s, the unclamped one is not")
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        let gif = try #require(file[kCGImagePropertyGIFDictionary] as? [CFString: Any])
        #expect(gif[kCGImagePropertyGIFLoopCount] as? Int == 0)
        #expect(gif[kCGImagePropertyGIFCanvasPixelWidth] as? Int == 4 && gif[kCGImagePropertyGIFCanvasPixelHeight] as? Int == 2)
        #expect((gif[kCGImagePropertyGIFFrameInfoArray] as? [Any])?.count == 2)
        // The frames' pixels: all red, then red | blue.
        let first = try Self.pixels(try #require(CGImageSourceCreateImageAtIndex(source, 0, nil)))
        #expect((0..<4).map { Self.color(first, $0, 1) } == ["red", "red", "red", "red"])
        let second = try Self.pixels(try #require(CGImageSourceCreateImageAtIndex(source, 1, nil)))
        #expect((0..<4).map { Self.color(second, $0, 0) } == ["red", "red", "blue", "blue"])
        // Asked again out of order, the first frame is drawn afresh.
        let again = try Self.pixels(try #require(CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceShouldCache: false] as CFDictionary)))
        #expect(Self.color(again, 3, 0) == "red")
    }

    @Test func anIncrementalSourceReadsItsHeaderThenItsImages() throws {
        let png = try Self.halvesPNG(width: 40, height: 30)
        let source = CGImageSourceCreateIncremental(nil)
        #expect(CGImageSourceGetStatus(source) == .statusReadingHeader && CGImageSourceGetCount(source) == 0)
        CGImageSourceUpdateData(source, png.prefix(10) as CFData, false)
        #expect(CGImageSourceGetStatus(source) == .statusReadingHeader && CGImageSourceGetType(source) == nil)
        CGImageSourceUpdateData(source, png.prefix(png.count - 6) as CFData, false)
        #expect(CGImageSourceGetStatus(source) == .statusIncomplete && CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) == "public.png" as CFString)
        #expect((CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])?[kCGImagePropertyPixelWidth] as? Int == 40)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil, "not all there yet")
        CGImageSourceUpdateData(source, png as CFData, true)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil)?.width == 40)
        // A GIF gains frames as their data arrives.
        let gif = CGImageSourceCreateIncremental(nil)
        let secondFrame = Self.twoFrameGIF.count - 24
        CGImageSourceUpdateData(gif, Self.twoFrameGIF.prefix(secondFrame) as CFData, false)
        #expect(CGImageSourceGetCount(gif) == 1 && CGImageSourceGetStatus(gif) == .statusIncomplete)
        #expect(CGImageSourceCreateImageAtIndex(gif, 0, nil)?.width == 4)
        CGImageSourceUpdateData(gif, Self.twoFrameGIF as CFData, true)
        #expect(CGImageSourceGetCount(gif) == 2 && CGImageSourceGetStatus(gif) == .statusComplete)
    }

    @Test func badDataGivesAStatusAndNoImages() throws {
        #expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/photo.jpg") as CFURL, nil) == nil)
        let garbage = try #require(CGImageSourceCreateWithData(Data("not an image at all".utf8) as CFData, nil))
        #expect(CGImageSourceGetStatus(garbage) == .statusUnknownType)
        #expect(CGImageSourceGetType(garbage) == nil && CGImageSourceGetCount(garbage) == 0)
        #expect(CGImageSourceCopyPropertiesAtIndex(garbage, 0, nil) == nil && CGImageSourceCopyProperties(garbage, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(garbage, 0, nil) == nil)
        #expect(CGImageSourceCreateThumbnailAtIndex(garbage, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary) == nil)
        // A PNG signature over garbage is invalid; a JPEG cut before its frame header ends early.
        let badPNG = try #require(CGImageSourceCreateWithData(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x41, count: 40)) as CFData, nil))
        #expect(CGImageSourceGetStatus(badPNG) == .statusInvalidData && CGImageSourceGetCount(badPNG) == 0)
        let cutJPEG = try #require(CGImageSourceCreateWithData(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46]) as CFData, nil))
        #expect(CGImageSourceGetStatus(cutJPEG) == .statusUnexpectedEOF && CGImageSourceCreateImageAtIndex(cutJPEG, 0, nil) == nil)
    }

    @Test func truncatedAndDamagedDataNeverCrash() throws {
        let fixtures = [try Self.halvesPNG(width: 8, height: 6), Self.twoFrameGIF, Self.withExif(try Self.halvesJPEG(width: 16, height: 8), orientation: 6)]
        var generator = SeededGenerator(seed: 0x1A6E_10)
        for fixture in fixtures {
            var variants: [Data] = (1..<fixture.count).map { fixture.prefix($0) }
            for _ in 0..<60 {
                var damaged = [UInt8](fixture)
                for _ in 0..<4 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
                variants.append(Data(damaged))
            }
            for data in variants {
                guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { continue }
                let count = CGImageSourceGetCount(source)
                _ = CGImageSourceCopyProperties(source, nil)
                for index in 0..<(count + 1) {
                    _ = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
                    _ = CGImageSourceGetStatusAtIndex(source, index)
                }
                // Decoding through the painter is slow: only the GIF's damaged variants and the whole of each are decoded.
                if fixture == Self.twoFrameGIF || data.count == fixture.count {
                    for index in 0..<count { _ = CGImageSourceCreateImageAtIndex(source, index, nil) }
                }
            }
        }
    }

    @Test func otherFormatsAreRecognisedAndSizedButNotDecoded() throws {
        // A lossless WebP header: 0x2F, then 14-bit width − 1 and height − 1 (300 × 200), alpha.
        let bits = 299 | 199 << 14 | 1 << 28
        let webp = Data(Array("RIFF".utf8) + Self.le32(26) + Array("WEBPVP8L".utf8) + Self.le32(5) + [0x2F] + Self.le32(bits) + [0])
        // A BMP's file and info headers: 64 × −32 (top-down), 24 bits a pixel.
        let bmp = Data(Array("BM".utf8) + Self.le32(54) + Self.le32(0) + Self.le32(54) + Self.le32(40) + Self.le32(64)
                       + Self.le32(Int(UInt32(bitPattern: -32))) + Self.le16(1) + Self.le16(24) + [UInt8](repeating: 0, count: 24))
        // An HEIC: its file type box, then meta → iprp → ipco with a tile's and the image's extents.
        func box(_ type: String, _ body: [UInt8]) -> [UInt8] { Self.be32(8 + body.count) + Array(type.utf8) + body }
        let ispe = { (w: Int, h: Int) in box("ispe", [0, 0, 0, 0] + Self.be32(w) + Self.be32(h)) }
        let heic = Data(box("ftyp", Array("heic".utf8) + Self.be32(0) + Array("mif1heic".utf8))
                        + box("meta", [0, 0, 0, 0] + box("iprp", box("ipco", ispe(512, 512) + ispe(4032, 3024)))))
        // A big-endian TIFF: width 120, height 80, orientation 8.
        let tiff = Data(Array("MM".utf8) + [0, 42] + Self.be32(8) + Self.be16(3) + Self.entry(0x0100, 3, 1, Self.be16(120))
                        + Self.entry(0x0101, 3, 1, Self.be16(80)) + Self.entry(0x0112, 3, 1, Self.be16(8)) + Self.be32(0))
        let cases: [(Data, String, Int, Int, UInt32)] = [
            (webp, "org.webmproject.webp", 300, 200, 1), (bmp, "com.microsoft.bmp", 64, 32, 1),
            (heic, "public.heic", 4032, 3024, 1), (tiff, "public.tiff", 120, 80, 8),
        ]
        for (data, type, width, height, orientation) in cases {
            let source = try #require(CGImageSourceCreateWithData(data as CFData, nil), "\(type)")
            #expect(CGImageSourceGetType(source) == type as CFString)
            #expect(CGImageSourceGetStatus(source) == .statusComplete, "\(type)")
            let props = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
            #expect(props?[kCGImagePropertyPixelWidth] as? Int == width && props?[kCGImagePropertyPixelHeight] as? Int == height, "\(type)")
            #expect(props?[kCGImagePropertyOrientation] as? UInt32 == orientation, "\(type)")
            #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil, "\(type) is not decoded")
        }
        let webpSource = try #require(CGImageSourceCreateWithData(webp as CFData, nil))
        #expect((CGImageSourceCopyPropertiesAtIndex(webpSource, 0, nil) as? [CFString: Any])?[kCGImagePropertyHasAlpha] as? Bool == true)
        let readable = CGImageSourceCopyTypeIdentifiers() as? [String] ?? []
        #expect(["public.png", "public.jpeg", "com.compuserve.gif", "public.heic", "org.webmproject.webp", "public.tiff"].allSatisfy(readable.contains))
    }

    // MARK: - Destinations

    @Test func aPNGDestinationWritesAFileANewSourceReads() throws {
        let source = try #require(CGImageSourceCreateWithData(try Self.halvesPNG() as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, [kCGImagePropertyOrientation: 1] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        #expect(data.length > 0)
        let reread = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetType(reread) == "public.png" as CFString)
        let props = CGImageSourceCopyPropertiesAtIndex(reread, 0, nil) as? [CFString: Any]
        #expect(props?[kCGImagePropertyPixelWidth] as? Int == 400 && props?[kCGImagePropertyPixelHeight] as? Int == 300)
        #expect(!CGImageDestinationFinalize(destination), "a destination is finalized once")
        // Scaled down to a maximum size; from a source; into a file.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let fileDestination = try #require(CGImageDestinationCreateWithURL(url as CFURL, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImageFromSource(fileDestination, source, 0, [kCGImageDestinationImageMaxPixelSize: 200] as CFDictionary)
        #expect(CGImageDestinationFinalize(fileDestination))
        let fromFile = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        let small = CGImageSourceCopyPropertiesAtIndex(fromFile, 0, nil) as? [CFString: Any]
        #expect(small?[kCGImagePropertyPixelWidth] as? Int == 200 && small?[kCGImagePropertyPixelHeight] as? Int == 150)
        let pixels = try Self.pixels(try #require(CGImageSourceCreateImageAtIndex(fromFile, 0, nil)))
        #expect(Self.color(pixels, 20, 75) == "red" && Self.color(pixels, 180, 75) == "blue")
    }

    @Test func destinationsThatCannotBeWrittenSaySo() throws {
        let source = try #require(CGImageSourceCreateWithData(try Self.halvesPNG(width: 8, height: 8) as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(CGImageDestinationCopyTypeIdentifiers() as? [String] == ["public.png"])
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.plain-text" as CFString, 1, nil) == nil)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.png" as CFString, 0, nil) == nil)
        // JPEG: made, but not written (Linux has no JPEG encoder).
        let jpegData = try #require(CFDataCreateMutable(nil, 0))
        let jpeg = try #require(CGImageDestinationCreateWithData(jpegData, "public.jpeg" as CFString, 1, nil))
        CGImageDestinationAddImage(jpeg, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
        #expect(!CGImageDestinationFinalize(jpeg) && CFDataGetLength(jpegData) == 0)
        // Fewer images than the count: nothing written.
        let two = NSMutableData()
        let pair = try #require(CGImageDestinationCreateWithData(two, "public.png" as CFString, 2, nil))
        CGImageDestinationAddImage(pair, image, nil)
        #expect(!CGImageDestinationFinalize(pair) && two.length == 0)
    }

    @Test func theKeysHaveApplesValues() {
        #expect(kCGImagePropertyPixelWidth == "PixelWidth" && kCGImagePropertyGIFDictionary == "{GIF}")
        #expect(kCGImagePropertyGIFDelayTime == "DelayTime" && kCGImagePropertyExifDictionary == "{Exif}")
        #expect(kCGImageSourceThumbnailMaxPixelSize == "kCGImageSourceThumbnailMaxPixelSize")
        #expect(kCGImageDestinationLossyCompressionQuality == "kCGImageDestinationLossyCompressionQuality")
        #expect(CGImageSourceStatus.statusComplete.rawValue == 0 && CGImageSourceStatus.statusUnknownType.rawValue == -3)
    }
}

