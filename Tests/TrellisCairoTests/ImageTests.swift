import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// PNG images by name, their sizes and drawing; symbols; placeholders.
@Suite struct ImageTests {
    /// A folder with photo.png (40×20 px, red | blue) and icon@2x.png (40×40 px, green | black).
    static let folder: URL = {
        let dir = temporaryFolder("images")
        writeTestPNG(dir.appendingPathComponent("photo.png"), width: 40, height: 20, left: (1, 0, 0), right: (0, 0, 1))
        writeTestPNG(dir.appendingPathComponent("icon@2x.png"), width: 40, height: 40, left: (0, 1, 0), right: (0, 0, 0))
        try? Data("not a png at all".utf8).write(to: dir.appendingPathComponent("broken.png"))
        // A valid header over a truncated body: the header reader believes it, Cairo does not.
        let png = (try? Data(contentsOf: dir.appendingPathComponent("photo.png"))) ?? Data()
        try? png.prefix(40).write(to: dir.appendingPathComponent("truncated.png"))
        return dir
    }()

    func env(scale: CGFloat = 1) -> (inout EnvironmentValues) -> Void {
        { $0.imageSearchDirectories = [ImageTests.folder] }
    }

    @Test func naturalSizeIsPixelsOverTheFileScale() {
        #expect(pangoLayout(Image("photo").id("i"), 100, 100, env()).frame(id: "i")!.size == CGSize(width: 40, height: 20))
        // icon@2x.png is 40 px for 20 points, whatever the display.
        #expect(pangoLayout(Image("icon").id("i"), 100, 100, scale: 2, env()).frame(id: "i")!.size == CGSize(width: 20, height: 20))
        #expect(pangoLayout(Image("icon").id("i"), 100, 100, scale: 1, env()).frame(id: "i")!.size == CGSize(width: 20, height: 20))
        #expect(pangoLayout(Image("photo.png").id("i"), 100, 100, env()).frame(id: "i")!.size == CGSize(width: 40, height: 20))
        // Not resizable: the natural size whatever the proposal.
        #expect(pangoLayout(Image("photo").id("i").frame(width: 10, height: 10), 100, 100, env()).frame(id: "i")!.size
            == CGSize(width: 40, height: 20))
    }

    @Test func resizableFitAndFill() {
        let fit = pangoLayout(Image("photo").resizable().aspectRatio(contentMode: .fit).id("i").frame(width: 100, height: 100), 200, 200, env())
        #expect(fit.frame(id: "i")!.size == CGSize(width: 100, height: 50))
        let fill = pangoLayout(Image("photo").resizable().scaledToFill().id("i").frame(width: 100, height: 100), 200, 200, env())
        #expect(fill.frame(id: "i")!.size == CGSize(width: 200, height: 100))
        let stretch = pangoLayout(Image("photo").resizable().id("i").frame(width: 30, height: 70), 200, 200, env())
        #expect(stretch.frame(id: "i")!.size == CGSize(width: 30, height: 70))
        #expect(pangoLayout(Image("photo").resizable().id("i").fixedSize(), 200, 200, env()).frame(id: "i")!.size
            == CGSize(width: 40, height: 20))
    }

    @Test func imagesDrawTheirPixelsInTheirFrame() throws {
        let image = try render(Image("photo").resizable().frame(width: 80, height: 40), 100, 60, scale: 2, name: "image-photo", env())
        // Frame (10, 10, 80, 40) at 2x: red on the left half, blue on the right.
        #expect(image.rgb(30, 40)! == (255, 0, 0))
        #expect(image.rgb(150, 80)! == (0, 0, 255))
        #expect(image.rgb(19, 40)! == (255, 255, 255) && image.rgb(181, 40)! == (255, 255, 255))
        let template = try render(Image("photo").renderingMode(.template).foregroundStyle(.green), 60, 40, name: "image-template", env())
        #expect(template.rgb(20, 20)! == (52, 199, 89) && template.rgb(40, 20)! == (52, 199, 89))
    }

    @Test func missingAndUnreadableImagesArePlaceholders() throws {
        for name in ["no-such-image", "broken"] {
            let tree = pangoLayout(Image(name).id("i"), 100, 100, env())
            #expect(tree.frame(id: "i")!.size == CGSize(width: 40, height: 40), "\(name)")
            let image = try render(Image(name), 100, 100, name: "image-\(name)", env())
            #expect(image.pixels(differingFrom: 255, 255, 255).count > 100, "placeholder drawn for \(name)")
        }
        // The header reader takes the truncated file for a 40×20 image; painting finds it broken
        // and draws a placeholder in that frame.
        var headerOnly = EnvironmentValues()
        headerOnly.imageLoader = PNGHeaderImageLoader()
        headerOnly.imageSearchDirectories = [ImageTests.folder]
        let layout = ResolvedTree(Image("truncated").id("i"), environment: headerOnly)
        layout.layout(in: CGSize(width: 100, height: 100))
        #expect(layout.tree.frame(id: "i")!.size == CGSize(width: 40, height: 20))
        let image = try PNGRenderer.image(layout)
        #expect(image.pixels(differingFrom: 255, 255, 255).count > 50)
        #expect(CairoImageCache.shared.pixelSize(of: ImageTests.folder.appendingPathComponent("truncated.png")) == nil)
    }

    @Test func searchDirectoriesAndScaleVariants() {
        let dir = temporaryFolder("variants")
        writeTestPNG(dir.appendingPathComponent("logo.png"), width: 10, height: 10, left: (1, 0, 0), right: (1, 0, 0))
        writeTestPNG(dir.appendingPathComponent("logo@2x.png"), width: 20, height: 20, left: (0, 1, 0), right: (0, 1, 0))
        writeTestPNG(dir.appendingPathComponent("logo@3x.png"), width: 30, height: 30, left: (0, 0, 1), right: (0, 0, 1))
        #expect(ImageLoading.locate("logo", in: [dir], displayScale: 1)?.url.lastPathComponent == "logo.png")
        #expect(ImageLoading.locate("logo", in: [dir], displayScale: 2)?.url.lastPathComponent == "logo@2x.png")
        #expect(ImageLoading.locate("logo", in: [dir], displayScale: 3)?.scale == 3)
        #expect(ImageLoading.locate("logo", in: [URL(fileURLWithPath: "/nonexistent"), dir], displayScale: 1) != nil)
        #expect(ImageLoading.locate("nothing", in: [dir], displayScale: 1) == nil)
        #expect(ImageLoading.locate("", in: [dir], displayScale: 1) == nil)
        #expect(PNGHeaderImageLoader().pixelSize(of: dir.appendingPathComponent("logo@3x.png")) == CGSize(width: 30, height: 30))
    }

    @Test func symbolCatalogDrawsAtLeastFortyCommonNames() throws {
        let required = ["star", "star.fill", "heart", "heart.fill", "person", "person.fill", "gear", "house", "house.fill",
                        "magnifyingglass", "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up",
                        "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "bell", "bell.fill", "envelope",
                        "envelope.fill", "trash", "trash.fill", "gearshape", "gearshape.fill", "circle", "circle.fill",
                        "plus.circle.fill", "xmark.circle.fill", "checkmark.circle.fill", "info.circle", "ellipsis",
                        "square.and.arrow.up", "pencil", "paperplane.fill", "calendar", "clock", "camera", "photo", "cart",
                        "bookmark", "lock", "location", "phone", "message", "sun.max", "moon.fill", "cloud", "bolt.fill",
                        "flag", "folder", "doc", "link", "globe", "wifi", "play.fill", "pause.fill"]
        #expect(SymbolCatalog.names.count >= 40)
        for name in required {
            let glyph = SymbolCatalog.glyph(named: name)
            #expect(!glyph.isPlaceholder, "\(name) is in the catalog")
            #expect(!glyph.elements.isEmpty)
        }
        #expect(SymbolCatalog.glyph(named: "no.such.symbol").isPlaceholder)
        // Every known symbol draws ink inside its frame.
        for name in SymbolCatalog.names {
            let view = Image(systemName: name).font(.system(size: 40)).id("s")
            let frame = pangoLayout(view, 80, 80).frame(id: "s")!
            let image = try PNGRenderer.image(view, size: CGSize(width: 80, height: 80))
            let ink = image.pixels(differingFrom: 255, 255, 255, tolerance: 40)
            #expect(ink.count > 20, "\(name) draws")
            if let box = boundingBox(ink) {
                #expect(CGFloat(box.minX) >= frame.minX - 1 && CGFloat(box.maxX) <= frame.maxX + 1, "\(name) within its frame")
            }
        }
    }

    @Test func symbolsAreTintedAndUnknownOnesArePlaceholders() throws {
        let star = try render(HStack { Image(systemName: "star.fill"); Image(systemName: "no.such.symbol") }
            .font(.system(size: 40)).foregroundStyle(.orange), 140, 60, name: "symbols")
        #expect(star.pixels(matching: 255, 149, 0, tolerance: 2).count > 200)
        let gallery = HStack(spacing: 6) { ForEach(Array(SymbolCatalog.names.prefix(24)), id: \.self) { Image(systemName: $0) } }
        let more = HStack(spacing: 6) { ForEach(Array(SymbolCatalog.names.dropFirst(24).prefix(24)), id: \.self) { Image(systemName: $0) } }
        let rest = HStack(spacing: 6) { ForEach(Array(SymbolCatalog.names.dropFirst(48)), id: \.self) { Image(systemName: $0) } }
        _ = try render(VStack(spacing: 10) { gallery; more; rest }.font(.title2), 700, 150, scale: 2, name: "symbol-gallery")
    }
}
