import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisCairo

/// JPEG files decoded by libjpeg and drawn with their pixels: written at test time by
/// ImageMagick (`convert`, a test tool `make test` installs) in the kinds encoders make.
@Suite struct JPEGTests {
    /// A folder of JPEGs: red | blue halves (baseline, progressive, CMYK), grey, a damaged one.
    static let folder: URL = {
        let dir = temporaryFolder("jpeg")
        let halves = ["-size", "40x20", "xc:rgb(255,0,0)", "-size", "40x20", "xc:rgb(0,0,255)", "+append"]
        _ = ExternalTool.run(["convert"] + halves + ["-quality", "95", dir.appendingPathComponent("photo.jpg").path])
        _ = ExternalTool.run(["convert"] + halves + ["-quality", "95", "-interlace", "Plane",
                                                     dir.appendingPathComponent("progressive.jpg").path])
        _ = ExternalTool.run(["convert"] + halves + ["-colorspace", "CMYK", "-quality", "95", dir.appendingPathComponent("cmyk.jpg").path])
        _ = ExternalTool.run(["convert", "-size", "10x10", "xc:rgb(128,128,128)", "-colorspace", "Gray", "-quality", "95",
                              dir.appendingPathComponent("grey.jpg").path])
        // The header of photo.jpg over garbage: the header reader believes it, libjpeg does not.
        if let photo = try? Data(contentsOf: dir.appendingPathComponent("photo.jpg")) {
            var bytes = [UInt8](photo.prefix(200))
            bytes += Array(repeating: 0x5A, count: 400)
            try? Data(bytes).write(to: dir.appendingPathComponent("damaged.jpg"))
        }
        return dir
    }()

    func env() -> (inout EnvironmentValues) -> Void {
        { $0.imageSearchDirectories = [JPEGTests.folder] }
    }

    static func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 12) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    @Test func jpegsDecodeToTheirPixels() throws {
        for name in ["photo", "progressive", "cmyk"] {
            #expect(CairoImageCache.shared.pixelSize(of: Self.folder.appendingPathComponent("\(name).jpg")) == CGSize(width: 80, height: 20),
                    "\(name)")
            let image = try render(Image(name), 100, 40, name: "jpeg-\(name)", env())
            // The image at (10, 10, 80, 20): red on its left half, blue on its right.
            #expect(Self.close(image.rgb(25, 20)!, (255, 0, 0)), "\(name): \(image.rgb(25, 20)!)")
            #expect(Self.close(image.rgb(75, 20)!, (0, 0, 255)), "\(name): \(image.rgb(75, 20)!)")
        }
        let grey = try render(Image("grey"), 30, 30, name: "jpeg-grey", env())
        #expect(Self.close(grey.rgb(15, 15)!, (128, 128, 128), 4), "\(grey.rgb(15, 15)!)")
    }

    @Test func aDamagedJPEGIsAPlaceholder() throws {
        #expect(CairoImageCache.shared.pixelSize(of: Self.folder.appendingPathComponent("damaged.jpg")) == nil)
        let tree = pangoLayout(Image("damaged").id("i"), 100, 100, env())
        #expect(tree.frame(id: "i")!.size == CGSize(width: 40, height: 40))
        let image = try render(Image("damaged"), 100, 100, name: "jpeg-damaged", env())
        #expect(image.pixels(differingFrom: 255, 255, 255).count > 100, "placeholder drawn")
    }
}
