import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Bad input never crashes: zero and enormous canvases, NaN geometry, missing fonts.
@Suite struct RobustnessTests {
    @Test func zeroSizedCanvasIsAClearError() {
        #expect(throws: RenderError.emptyCanvas(width: 0, height: 10)) {
            try PNGRenderer.image(Color.red, size: CGSize(width: 0, height: 10))
        }
        #expect(throws: RenderError.emptyCanvas(width: 0, height: 0)) {
            try PNGRenderer.image(Text("Hi"), size: .zero, scale: 3)
        }
    }

    @Test func enormousCanvasIsCappedWithAClearError() {
        #expect(throws: RenderError.canvasTooLarge(width: 20000, height: 100, limit: 16384)) {
            try PNGRenderer.image(Color.red, size: CGSize(width: 10000, height: 50), scale: 2)
        }
        var message = ""
        do {
            _ = try PNGRenderer.image(Color.red, size: CGSize(width: 1e12, height: 1e12))
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("too large"), "\(message)")
        // The largest allowed side renders.
        #expect((try? PNGRenderer.image(Color.red, size: CGSize(width: 16384, height: 1)))?.width == 16384)
    }

    @Test func invalidSizesAndScalesAreErrors() {
        for (size, scale) in [(CGSize(width: CGFloat.nan, height: 10), CGFloat(1)), (CGSize(width: 10, height: CGFloat.infinity), 1),
                              (CGSize(width: -5, height: 10), 1), (CGSize(width: 10, height: 10), 0), (CGSize(width: 10, height: 10), .nan)] {
            #expect(throws: RenderError.self) { try PNGRenderer.image(Color.red, size: size, scale: scale) }
        }
    }

    @Test func paintingOntoAnEmptySurfaceDoesNothing() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)!
        let cr = cairo_create(surface)!
        let layout = ResolvedTree(VStack { Text("Hello"); Color.red.shadow(radius: 5) }, environment: pangoEnvironment())
        layout.layout(in: .zero)
        CairoPainter.paint(layout, on: cr, scale: 2)
        CairoPainter.paint(layout, on: cr, scale: .nan)
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    @Test func nanAndInfiniteGeometryNeverCrashes() throws {
        struct NaNShape: Shape {
            func path(in rect: CGRect) -> Path {
                Path { $0.move(to: CGPoint(x: CGFloat.nan, y: 0)); $0.addLine(to: CGPoint(x: 10, y: CGFloat.infinity)) }
            }
        }
        let view = VStack {
            Color.red.frame(width: .nan, height: 10)
            Color.green.offset(x: .nan, y: .infinity)
            Color.blue.position(x: .infinity, y: 10)
            Color.orange.frame(width: 1e9, height: 1e9)
            Text("NaN").padding(.nan).font(.system(size: .nan)).lineSpacing(.nan)
            Circle().stroke(Color.red, style: StrokeStyle(lineWidth: .nan, dash: [-1, .nan]))
            Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [0, 0]))
            RoundedRectangle(cornerRadius: .infinity).fill(.pink)
            NaNShape().fill(.black)
            Color(red: .nan, green: 2, blue: -1).shadow(radius: .nan, x: .infinity)
            Color.red.rotationEffect(.radians(.nan)).scaleEffect(0).blur(radius: .infinity)
            Color.red.clipShape(NaNShape()).opacity(.nan)
            Image(systemName: "star").resizable().frame(width: .infinity, height: .nan)
            LinearGradient(stops: [.init(color: .red, location: .nan)], startPoint: .zero, endPoint: UnitPoint(x: .nan, y: 1))
        }
        let image = try render(view, 200, 400, scale: 2, name: "nan-geometry")
        #expect(image.width == 400)
        // Painting items with non-finite frames directly is skipped too.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        let cr = cairo_create(surface)!
        let painter = CairoPainter(cr: cr, scale: 1)
        painter.paint(items: [
            DisplayItem(identity: "x", frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
                        content: .shape(DisplayShapeDrawing(outline: .rectangle(.zero), fill: .color(.clear)))),
            DisplayItem(identity: "y", frame: CGRect(x: 0, y: 0, width: 5, height: 5),
                        content: .group(DisplayGroup(effects: [.transform(rotation: 0, scaleX: 0, scaleY: 1, anchor: .zero)],
                                                     children: []))),
        ])
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    @Test func missingFontsRender() throws {
        let image = try render(Text("Fallback").font(.custom("Definitely Not Installed", size: 20)), 200, 50, name: "missing-font")
        #expect(image.pixels(differingFrom: 255, 255, 255).count > 50)
    }

    @Test func hugeTextMeasuresAndRenders() throws {
        let long = String(repeating: "lorem ipsum dolor sit amet ", count: 400)
        let r = pango.measure(request(long), width: 300, height: nil)
        #expect(r.lineCount > 50)
        _ = try render(Text(long).frame(width: 300), 320, 200, name: "long-text")
    }
}
