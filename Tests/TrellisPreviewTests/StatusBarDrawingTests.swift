import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisPreview

/// The status bar is drawn from its fields' kept layouts (`StatusBarDrawing`): every frame must
/// have exactly the pixels of the bar's view laid out and painted whole, at every width — one
/// line, several lines, and a field cut by a window narrower than it.
@Suite struct StatusBarDrawingTests {
    static func pixels(_ canvas: CGSize, _ draw: (OpaquePointer) -> Void) -> [UInt32] {
        let w = Int(canvas.width), h = Int(canvas.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0.3, 0.6, 0.9)
        cairo_paint(cr)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        return (0..<h).flatMap { y in (0..<w).map { x in UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] & 0xFFFFFF } }
    }

    @Test("the bar drawn from kept fields has the pixels of its view, wide, wrapped and cut", arguments: [
        CGSize(width: 1100, height: 300), CGSize(width: 640, height: 300), CGSize(width: 390, height: 844),
        CGSize(width: 120, height: 200), CGSize(width: 61, height: 90),
    ])
    func keptFieldsDrawTheView(canvas: CGSize) {
        let drawing = StatusBarDrawing()
        for frame in 0..<3 {
            let fields = ["\(Int(canvas.width) + frame)×\(Int(canvas.height)) pt", "H compact (auto)", "V regular (auto)",
                          "AnyLayout as written", "type large", "LTR", "light", "safe area none", "0.\(frame) + 1.4 ms",
                          "at rest: interpreted (a click compiles it to run live)"]
            let kept = Self.pixels(canvas) { drawing.draw(fields, on: $0, canvas: canvas) }
            let whole = Self.pixels(canvas) {
                OverlayViews.paint(VStack(spacing: 0) { Spacer(minLength: 0); OverlayViews.statusBar(fields: fields) }, on: $0, proposal: canvas)
            }
            let same = kept == whole
            #expect(same, "frame \(frame) at \(canvas): \(zip(kept, whole).filter { $0 != $1 }.count) pixels differ")
        }
    }
}
