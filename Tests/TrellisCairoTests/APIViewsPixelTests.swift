import Foundation
import Testing
import Trellis
import TrellisCairo

/// Real pixels of the views of this change, light and dark: a pushed view's back button (fact 16
/// of Sources/Trellis/Navigation/NavigationMetrics.swift), a table's header and columns on iPad
/// (Sources/Trellis/Lists/Table.swift) and a graphical date picker's selected day (fact 5 of
/// Sources/Trellis/Controls/DatePicker.swift). The system colours: systemBlue (0,122,255) light,
/// (10,132,255) dark; the window white or black.
@Suite struct APIViewsPixelTests {
    func close(_ p: (Int, Int, Int)?, _ q: (Int, Int, Int), _ tolerance: Int = 3) -> Bool {
        guard let p else { return false }
        return abs(p.0 - q.0) <= tolerance && abs(p.1 - q.1) <= tolerance && abs(p.2 - q.2) <= tolerance
    }

    func blue(_ dark: Bool) -> (Int, Int, Int) { dark ? (10, 132, 255) : (0, 122, 255) }

    @Test(arguments: [false, true])
    func aPushedViewShowsItsBackButtonInTheTintAndNotTheRoot(dark: Bool) throws {
        let view = NavigationStack(path: .constant([1])) {
            Color.red
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { _ in Color.green.navigationBarTitleDisplayMode(.inline) }
        }
        var env = EnvironmentValues()
        if dark { env.colorScheme = .dark }
        let tree = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(env, scale: 1))
        tree.layout(in: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let image = try PNGRenderer.image(tree)
        try image.write(to: renderOutput.appendingPathComponent(dark ? "back-button-dark.png" : "back-button.png"))
        // The chevron and "Numbers" in the tint, in the bar (y 59–103), from x 8.
        let tinted = image.pixels(matching: blue(dark).0, blue(dark).1, blue(dark).2, tolerance: 3).filter { $0.y >= 59 && $0.y < 103 }
        let box = try #require(boundingBox(tinted))
        #expect(box.minX >= 8 && box.minX <= 11 && box.maxX > 60 && box.maxX < 140, "\(box)")
        // The pushed view fills the content below the bar; the root's red is nowhere.
        #expect(image.pixels(matching: 255, 59, 48, tolerance: 20).isEmpty && image.pixels(matching: 255, 69, 58, tolerance: 20).isEmpty)
        #expect(!image.pixels(matching: dark ? 48 : 52, dark ? 209 : 199, dark ? 88 : 89, tolerance: 6).filter { $0.y > 110 }.isEmpty)
    }

    @Test(arguments: [false, true])
    func aRegularTableDrawsGreyTitlesOverItsColumns(dark: Bool) throws {
        struct Row: Identifiable { let id: Int; let name: String; let city: String }
        let rows = [Row(id: 1, name: "Ada", city: "London"), Row(id: 2, name: "Alan", city: "Wilmslow")]
        let table = Table(rows) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        }
        let image = try render(table, 1024, 300, name: dark ? "table-regular-dark" : "table-regular") {
            $0.horizontalSizeClass = .regular
            if dark { $0.colorScheme = .dark }
        }
        let background = dark ? (0, 0, 0) : (255, 255, 255)
        let ink = image.pixels(differingFrom: background.0, background.1, background.2, tolerance: 40)
        // Titles: at the first column (x 16) and the second (16 + 492 + 8 = 516) in the header's
        // top 30 pt, secondary grey: never as dark (light) or bright (dark) as the cells' text.
        let titles = ink.filter { $0.y < 30 }
        #expect(titles.contains { $0.x >= 16 && $0.x < 60 } && titles.contains { $0.x >= 516 && $0.x < 560 }, "\(String(describing: boundingBox(titles)))")
        for p in titles {
            let c = try #require(image.rgb(p.x, p.y))
            #expect(dark ? c.0 < 200 : c.0 > 55, "title pixel \(p): \(c)")
        }
        // Cells: "Wilmslow" in the second column of the second row (y 80–120), in the label colour.
        let cells = ink.filter { $0.y >= 80 && $0.y < 120 && $0.x >= 516 }
        #expect(!cells.isEmpty)
        #expect(cells.contains { p in image.rgb(p.x, p.y).map { dark ? $0.0 > 200 : $0.0 < 50 } ?? false })
        // The separator under the first row: one pixel row between the rows' text, from the
        // content's leading edge (x 16) on.
        let line = (60..<90).filter { !close(image.rgb(600, $0), background, 6) }
        #expect(line.count == 1, "\(line)")
        if let y = line.first { #expect(close(image.rgb(8, y), background, 0) && !close(image.rgb(20, y), background, 6)) }
    }

    @Test(arguments: [false, true])
    func theSelectedDayOfAGraphicalPickerIsOnATintedCircle(dark: Bool) throws {
        let day = Date(timeIntervalSince1970: 1_795_599_660)  // 25 November 2026
        let picker = DatePicker("Start", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical)
        let image = try render(picker, 350, 600, name: dark ? "calendar-dark" : "calendar") { if dark { $0.colorScheme = .dark } }
        // The circle: centre (175, 354), radius 20 (GraphicalDatePickerTests); the tint at 12 %
        // over the window: light 255 − 0.12 × (255, 133, 0), dark 0.12 × (10, 132, 255).
        let fill = dark ? (1, 16, 31) : (224, 239, 255)
        #expect(close(image.rgb(159, 354), fill), "\(String(describing: image.rgb(159, 354)))")
        #expect(close(image.rgb(175, 337), fill), "\(String(describing: image.rgb(175, 337)))")
        // Outside the circle, the window.
        #expect(close(image.rgb(152, 354), dark ? (0, 0, 0) : (255, 255, 255), 0))
        // "25" in the tint, inside the circle.
        let digits = image.pixels(matching: blue(dark).0, blue(dark).1, blue(dark).2, tolerance: 40)
            .filter { abs($0.x - 175) < 14 && abs($0.y - 354) < 14 }
        #expect(!digits.isEmpty)
        // The header's chevrons in the tint at the trailing side (x > 300, y 136–180).
        #expect(image.pixels(matching: blue(dark).0, blue(dark).1, blue(dark).2, tolerance: 40).contains { $0.x > 300 && $0.y > 136 && $0.y < 180 })
    }

    @Test(arguments: [false, true])
    func aMaterialIsItsTintOverWhatIsBehind(dark: Bool) throws {
        // Regular: 72 % of white (light) or of (28, 28, 30) (dark) over the system red, (255, 59, 48)
        // light and (255, 69, 58) dark (Material.swift): 59·0.28 + 255·0.72 = 200.1 green in light,
        // 255·0.28 + 28·0.72 = 91.6 red in dark.
        let view = Color.red.overlay(Rectangle().fill(.regularMaterial)).frame(width: 40, height: 40)
        let image = try render(view, 40, 40, name: dark ? "material-dark" : "material") { if dark { $0.colorScheme = .dark } }
        let expected = dark ? (92, 39, 38) : (255, 200, 197)
        #expect(close(image.rgb(20, 20), expected), "\(String(describing: image.rgb(20, 20)))")
    }

    /// A `Gradient` as a shape style is a linear gradient from top to bottom (Apple's `Gradient`
    /// documentation: start point (0.5, 0), end point (0.5, 1)): red at the top row, blue at the
    /// bottom, half of each across the middle.
    @Test func aGradientFillsFromTopToBottom() throws {
        let view = Rectangle().fill(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
            .frame(width: 20, height: 101)
        let image = try render(view, 20, 101, name: "gradient-style")
        #expect(close(image.rgb(10, 0), (255, 0, 0), 4), "\(String(describing: image.rgb(10, 0)))")
        #expect(close(image.rgb(10, 100), (0, 0, 255), 4), "\(String(describing: image.rgb(10, 100)))")
        #expect(close(image.rgb(10, 50), (128, 0, 128), 6), "\(String(describing: image.rgb(10, 50)))")
        #expect(close(image.rgb(0, 50), image.rgb(19, 50) ?? (-99, 0, 0), 0))
    }

    /// An `ImageRenderer`'s pixels (the rasterizer Cairo installs): a 30 × 20 view at 2 pixels a
    /// point is 60 × 40 pixels of its colour.
    @Test func aViewRasterizesAtItsSizeAndScale() throws {
        _ = CairoBackend.backend()
        let pixels = try #require(ViewRasterizer.rasterize(AnyView(Color(red: 0, green: 1, blue: 0).frame(width: 30, height: 20)),
                                                           proposal: .unspecified, scale: 2))
        #expect(pixels.width == 60 && pixels.height == 40)
        let image = try RenderedImage(pngData: pixels.png)
        #expect(image.width == 60 && image.height == 40)
        let centre = try #require(image.pixel(x: 30, y: 20))
        #expect(centre.red == 0 && centre.green == 255 && centre.blue == 0, "\(centre)")
        #expect(ViewRasterizer.rasterize(AnyView(Color.red.frame(width: 0, height: 10)), proposal: .unspecified, scale: 2) == nil)
    }

    @Test func anEllipticalGradientStretchesItsCirclesToTheFrame() throws {
        // Red at the centre to blue at half the unit square's side: in a 200 × 100 frame the
        // colour half-way is 50 pt right of the centre and 25 pt below it (EllipticalGradient.swift, fact 1).
        let image = try render(EllipticalGradient(colors: [.red, .blue]), 200, 100, name: "elliptical-gradient")
        let mid = (128, 91, 152)
        #expect(close(image.rgb(150, 50), mid, 3), "\(String(describing: image.rgb(150, 50)))")
        #expect(close(image.rgb(100, 75), mid, 3), "\(String(describing: image.rgb(100, 75)))")
        #expect(close(image.rgb(100, 50), (255, 59, 48), 4) && close(image.rgb(199, 50), (0, 122, 255), 4))
    }

    @Test func aCanvasDrawsWhatItsRendererRecords() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            context.translateBy(x: 50, y: 0)
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 10, width: 20, height: 20)), with: .color(.blue))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 30, y: 10, width: 10, height: 10)), with: .color(.black))
        }
        let image = try render(canvas, 100, 40, name: "canvas")
        #expect(close(image.rgb(20, 20), (255, 59, 48)) && close(image.rgb(5, 5), (255, 255, 255), 0))
        // The ellipse after the translation: centred at (60, 20).
        #expect(close(image.rgb(60, 20), (0, 122, 255)) && close(image.rgb(51, 11), (255, 255, 255), 8))
        // Half-opaque black at x 80–90.
        #expect(close(image.rgb(85, 15), (128, 128, 128), 3), "\(String(describing: image.rgb(85, 15)))")
    }

    @Test func shapesMoveAndTurnInTheirFrame() throws {
        let view = HStack(spacing: 0) {
            Rectangle().offset(x: 10).fill(Color.red).frame(width: 20, height: 20)
            Rectangle().rotation(.degrees(45)).fill(Color.blue).frame(width: 20, height: 20)
        }
        let image = try render(view, 40, 20, name: "shape-transforms")
        // The red square drawn 10 to the right: its first column white, its right half over the blue's frame.
        #expect(close(image.rgb(5, 10), (255, 255, 255), 0) && close(image.rgb(15, 10), (255, 59, 48)))
        // The blue diamond: its centre blue, its frame's corners white.
        #expect(close(image.rgb(30, 10), (0, 122, 255)) && close(image.rgb(39, 1), (255, 255, 255), 8))
    }

    @Test func aViewThatFlipsForRightToLeftIsMirroredBack() throws {
        let pair = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        let plain = try render(pair, 20, 10, name: "rtl-plain") { $0.layoutDirection = .rightToLeft }
        let flipped = try render(pair.flipsForRightToLeftLayoutDirection(true), 20, 10, name: "rtl-flipped") { $0.layoutDirection = .rightToLeft }
        // Right to left the stack puts red on the right; the flip draws it mirrored, red on the left.
        #expect(close(plain.rgb(15, 5), (255, 59, 48)) && close(flipped.rgb(5, 5), (255, 59, 48)))
    }
}
