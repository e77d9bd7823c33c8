import Foundation
import Testing
@testable import Trellis

/// Image sizes read from PNG and JPEG headers without decoding, and how names find files.
@Suite struct ImageFileHeaderTests {
    /// A JPEG's markers up to its frame header, as encoders write them: start of image, a JFIF
    /// APP0 segment, fill bytes before a marker, a comment, then a frame of `sof` for w×h.
    static func jpegHeader(sof: UInt8 = 0xC0, width: Int, height: Int, fill: Bool = true) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        if fill { bytes += [0xFF, 0xFF] }
        bytes += [0xFF, 0xFE, 0x00, 0x07] + Array("hello".utf8)
        bytes += [0xFF, sof, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255), 3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    @Test func jpegFrameHeadersGiveTheirSize() {
        #expect(ImageFileHeader.format(Self.jpegHeader(width: 30, height: 20)) == .jpeg)
        #expect(ImageFileHeader.pixelSize(of: Self.jpegHeader(width: 300, height: 200))! == (300, 200))
        // Progressive (SOF2) and without fill bytes.
        #expect(ImageFileHeader.pixelSize(of: Self.jpegHeader(sof: 0xC2, width: 4032, height: 3024, fill: false))! == (4032, 3024))
    }

    @Test func damagedOrForeignHeadersGiveNoSize() {
        // DHT (C4) is not a frame; a header cut before the frame; a zero width; not an image at all.
        #expect(ImageFileHeader.pixelSize(of: Self.jpegHeader(sof: 0xC4, width: 30, height: 20)) == nil)
        #expect(ImageFileHeader.pixelSize(of: Self.jpegHeader(width: 30, height: 20).prefix(30)) == nil)
        #expect(ImageFileHeader.pixelSize(of: Self.jpegHeader(width: 0, height: 20)) == nil)
        #expect(ImageFileHeader.pixelSize(of: Data("GIF89a, not ours".utf8)) == nil)
        #expect(ImageFileHeader.format(Data([0xFF, 0xD8])) == nil)
        // A segment whose length is less than its own two bytes.
        #expect(ImageFileHeader.pixelSize(of: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01])) == nil)
    }

    @Test func filesAreReadThroughTheLoaderWithinTheBudget() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-headers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.jpegHeader(width: 45, height: 30).write(to: dir.appendingPathComponent("photo@3x.jpg"))
        try Self.jpegHeader(width: 20_000, height: 20_000).write(to: dir.appendingPathComponent("huge.jpg"))
        #expect(ImageHeaderLoader().pixelSize(of: dir.appendingPathComponent("photo@3x.jpg")) == CGSize(width: 45, height: 30))
        #expect(ImageHeaderLoader().pixelSize(of: dir.appendingPathComponent("huge.jpg")) == nil)
        // Found by name as a 3x image: 15 × 10 points.
        let found = try #require(ImageLoading.locate("photo", in: [dir], displayScale: 2))
        #expect(found.url.lastPathComponent == "photo@3x.jpg" && found.scale == 3)
        var env = EnvironmentValues()
        env.imageSearchDirectories = [dir]
        let tree = ResolvedTree(Image("photo").id("p"), environment: env)
        tree.layout(in: CGSize(width: 100, height: 100))
        #expect(tree.tree.frame(id: "p")?.size == CGSize(width: 15, height: 10))
    }

    @Test func aPNGIsPreferredAtEachScaleAndDottedNamesAreNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-headers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["logo@2x.png", "logo@2x.jpeg", "logo.jpg", "donut.glazed@2x.jpg"] {
            try Self.jpegHeader(width: 8, height: 8).write(to: dir.appendingPathComponent(name))
        }
        #expect(ImageLoading.locate("logo", in: [dir], displayScale: 2)?.url.lastPathComponent == "logo@2x.png")
        #expect(ImageLoading.locate("logo", in: [dir], displayScale: 1)?.url.lastPathComponent == "logo.jpg")
        // "donut.glazed" is not a file name with an extension: it is looked up as a name.
        #expect(ImageLoading.locate("donut.glazed", in: [dir], displayScale: 2)?.url.lastPathComponent == "donut.glazed@2x.jpg")
        #expect(ImageLoading.locate("logo.jpg", in: [dir], displayScale: 2)?.scale == 1)
    }
}
