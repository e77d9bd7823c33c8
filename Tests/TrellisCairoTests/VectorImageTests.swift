import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// PDF and SVG images (asset catalogs' vectors) drawn by poppler and librsvg: their sizes in
/// points, their pixels at 1x and 3x drawn from the vector (sharp edges, never a bitmap scaled
/// up), stretched when resizable, tinted as templates, and a broken file drawn as a placeholder.
@Suite struct VectorImageTests {
    /// The folder: `art.pdf` (40×20 points: red left half, green top right, blue bottom right),
    /// `art.svg` (the same picture, 40×20 pixels), `boxed.svg` (a viewBox of 60×30 and no size)
    /// and broken files.
    static let folder: URL = {
        let dir = temporaryFolder("vector")
        // PDF's y axis points up: the green quarter is the one at y 10...20.
        let content = "1 0 0 rg 0 0 20 20 re f 0 1 0 rg 20 10 20 10 re f 0 0 1 rg 20 0 20 10 re f"
        try? pdf(page: "/MediaBox [0 0 40 20]", content: content).write(to: dir.appendingPathComponent("art.pdf"))
        try? pdf(pages: []).write(to: dir.appendingPathComponent("empty.pdf"))
        try? Data("%PDF-1.4\nthis is not a PDF at all\n%%EOF\n".utf8).write(to: dir.appendingPathComponent("garbage.pdf"))
        let shapes = """
            <rect x="0" y="0" width="20" height="20" fill="#ff0000"/>
            <rect x="20" y="0" width="20" height="10" fill="#00ff00"/>
            <rect x="20" y="10" width="20" height="10" fill="#0000ff"/>
            """
        try? Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">\(shapes)</svg>
            """.utf8).write(to: dir.appendingPathComponent("art.svg"))
        try? Data("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30"><rect width="60" height="30" fill="#ff0000"/></svg>
            """.utf8).write(to: dir.appendingPathComponent("boxed.svg"))
        try? Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\"><rect".utf8)
            .write(to: dir.appendingPathComponent("broken.svg"))
        return dir
    }()

    /// A one-page (or page-less) PDF written by hand, with a correct cross-reference table.
    static func pdf(page: String, content: String) -> Data {
        pdf(pages: ["<< /Type /Page /Parent 2 0 R \(page) /Contents 4 0 R >>",
                    "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"])
    }

    static func pdf(pages objects: [String]) -> Data {
        let kids = objects.isEmpty ? "<< /Type /Pages /Kids [] /Count 0 >>" : "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
        let all = ["<< /Type /Catalog /Pages 2 0 R >>", kids] + objects
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in all.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(all.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(all.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    func env() -> (inout EnvironmentValues) -> Void {
        { $0.imageSearchDirectories = [VectorImageTests.folder] }
    }

    func file(_ name: String) -> URL { Self.folder.appendingPathComponent(name) }

    @Test func vectorSizesAreTheirPoints() {
        #expect(CairoImageCache.shared.pixelSize(of: file("art.pdf")) == CGSize(width: 40, height: 20))
        #expect(CairoImageCache.shared.pixelSize(of: file("art.svg")) == CGSize(width: 40, height: 20))
        #expect(CairoImageCache.shared.pixelSize(of: file("boxed.svg")) == CGSize(width: 60, height: 30), "the viewBox's size")
        // `UIImage(named:)` sizes images with the header reader: the backend teaches it vectors.
        _ = CairoBackend.backend()
        #expect(ImageHeaderLoader().pixelSize(of: file("art.pdf")) == CGSize(width: 40, height: 20))
        #expect(ImageHeaderLoader().pixelSize(of: file("boxed.svg")) == CGSize(width: 60, height: 30))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aVectorImageLaysOutAtItsPointSize(scale: CGFloat) {
        for name in ["art", "art.pdf", "art.svg"] {
            let tree = pangoLayout(VStack(spacing: 0) { Image(name).id("i") }, 100, 100, scale: scale, env())
            #expect(tree.frame(id: "i")!.size == CGSize(width: 40, height: 20), "\(name) at \(scale)x")
        }
        let boxed = pangoLayout(Image("boxed").id("i"), 100, 100, scale: scale, env())
        #expect(boxed.frame(id: "i")!.size == CGSize(width: 60, height: 30))
    }

    /// The picture's three regions at `scale` in an image of exactly its size (40×20 points),
    /// and the two pixel columns either side of the red edge (20 points in): unblended.
    func expectArt(_ image: RenderedImage, scale: Int, _ name: String) {
        #expect(image.width == 40 * scale && image.height == 20 * scale, "\(name)")
        let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255)
        #expect(JPEGTests.close(image.rgb(5 * scale, 10 * scale)!, red, 2), "\(name): \(image.rgb(5 * scale, 10 * scale)!)")
        #expect(JPEGTests.close(image.rgb(30 * scale, 5 * scale)!, green, 2), "\(name): \(image.rgb(30 * scale, 5 * scale)!)")
        #expect(JPEGTests.close(image.rgb(30 * scale, 15 * scale)!, blue, 2), "\(name): \(image.rgb(30 * scale, 15 * scale)!)")
        let edge = 20 * scale, row = 15 * scale
        #expect(JPEGTests.close(image.rgb(edge - 1, row)!, red, 2), "\(name): sharp edge \(image.rgb(edge - 1, row)!)")
        #expect(JPEGTests.close(image.rgb(edge, row)!, blue, 2), "\(name): sharp edge \(image.rgb(edge, row)!)")
    }

    @Test(arguments: ["art.pdf", "art.svg"])
    func aVectorImageDrawsItsPixelsAt1xAnd3x(file: String) throws {
        for scale in [1, 3] {
            let image = try render(Image(file), 40, 20, scale: CGFloat(scale), name: "vector-\(file)-\(scale)x", env())
            expectArt(image, scale: scale, "\(file) at \(scale)x")
        }
    }

    @Test(arguments: ["art.pdf", "art.svg"])
    func aResizableVectorImageIsDrawnAtItsFramesPixels(file: String) throws {
        // 40×20 points stretched to 100×30 at 3x: 300×90 pixels drawn from the vector.
        let view = Image(file).resizable().frame(width: 100, height: 30)
        let image = try render(view, 100, 30, scale: 3, name: "vector-resizable-\(file)", env())
        #expect(JPEGTests.close(image.rgb(60, 45)!, (255, 0, 0), 2))
        #expect(JPEGTests.close(image.rgb(225, 20)!, (0, 255, 0), 2))
        #expect(JPEGTests.close(image.rgb(225, 70)!, (0, 0, 255), 2))
        #expect(JPEGTests.close(image.rgb(149, 70)!, (255, 0, 0), 2), "sharp: \(image.rgb(149, 70)!)")
        #expect(JPEGTests.close(image.rgb(150, 70)!, (0, 0, 255), 2), "sharp: \(image.rgb(150, 70)!)")
        #expect(JPEGTests.close(image.rgb(225, 44)!, (0, 255, 0), 2), "sharp: \(image.rgb(225, 44)!)")
        #expect(JPEGTests.close(image.rgb(225, 45)!, (0, 0, 255), 2), "sharp: \(image.rgb(225, 45)!)")
    }

    @Test func aScaledUpVectorIsDrawnFromTheVector() throws {
        // Scaled 3 times by an effect (and turned a quarter): the copy is drawn at the device's
        // pixels, so the edge between red and blue stays one pixel sharp.
        let view = Image("art.pdf").scaleEffect(3).frame(width: 120, height: 60)
        expectArt(try render(view, 120, 60, scale: 1, name: "vector-scale-effect", env()), scale: 3, "scaleEffect(3)")
        let turned = Image("art.svg").rotationEffect(.degrees(90)).frame(width: 40, height: 40)
        let image = try render(turned, 40, 40, scale: 3, name: "vector-rotated", env())
        // Turned clockwise about its centre: red on top, green bottom right, blue bottom left.
        #expect(JPEGTests.close(image.rgb(60, 30)!, (255, 0, 0), 2), "\(image.rgb(60, 30)!)")
        #expect(JPEGTests.close(image.rgb(75, 90)!, (0, 255, 0), 2), "\(image.rgb(75, 90)!)")
        #expect(JPEGTests.close(image.rgb(45, 90)!, (0, 0, 255), 2), "\(image.rgb(45, 90)!)")
        #expect(JPEGTests.close(image.rgb(45, 61)!, (0, 0, 255), 8), "sharp: \(image.rgb(45, 61)!)")
        #expect(JPEGTests.close(image.rgb(45, 58)!, (255, 0, 0), 8), "sharp: \(image.rgb(45, 58)!)")
    }

    @Test(arguments: ["art.pdf", "art.svg"])
    func aTemplateVectorIsTintedByTheForegroundStyle(file: String) throws {
        let view = Image(file).renderingMode(.template).foregroundStyle(Color(red: 1, green: 0, blue: 1))
        let image = try render(view, 40, 20, scale: 3, name: "vector-template-\(file)", env())
        for (x, y) in [(15, 30), (90, 15), (90, 45), (59, 45), (60, 45)] {
            #expect(JPEGTests.close(image.rgb(x, y)!, (255, 0, 255), 2), "\(file) (\(x), \(y)): \(image.rgb(x, y)!)")
        }
    }

    @Test(arguments: ["garbage.pdf", "empty.pdf", "broken.svg"])
    func aBrokenVectorIsAPlaceholder(file: String) throws {
        #expect(CairoImageCache.shared.pixelSize(of: self.file(file)) == nil)
        #expect(VectorImage.size(of: self.file(file)) == nil)
        let tree = pangoLayout(Image(file).id("i"), 100, 100, env())
        #expect(tree.frame(id: "i")!.size == CGSize(width: 40, height: 40), "the placeholder's size")
        let image = try render(Image(file), 100, 100, scale: 3, name: "vector-broken-\(file)", env())
        #expect(image.pixels(differingFrom: 255, 255, 255).count > 100, "placeholder drawn")
        #expect(image.pixels(matching: 255, 0, 0, tolerance: 8).isEmpty && image.pixels(matching: 0, 0, 255, tolerance: 8).isEmpty)
    }

    @Test func theCacheKeepsAVectorsCopiesAtTheirSizes() {
        let images = CairoImageCache()
        let url = file("art.pdf")
        #expect(images.isVector(url) && !images.isVector(file("garbage.pdf")))
        let size = images.withScaledSurface(url, width: 400, height: 200, filter: CAIRO_FILTER_FAST) { s in
            (cairo_image_surface_get_width(s), cairo_image_surface_get_height(s))
        }
        #expect(size.map { [$0.0, $0.1] } == [400, 200])
        // One copy whatever the filter: nothing resamples a vector.
        #expect(images.hasScaledSurface(url, width: 400, height: 200, filter: CAIRO_FILTER_BEST))
        // Over the pixel budget: no copy.
        #expect(images.withScaledSurface(url, width: 16384, height: 16384, filter: CAIRO_FILTER_BEST) { _ in true } == nil)
    }
}
