import CCairo
import CPango
import Foundation
// Shared by every test file of this target.
@_exported import TrellisTestSupport
import Testing
import Trellis
@testable import TrellisCairo

/// The Pango measurer every test measures with (and the painter draws with).
let pango = PangoTextMeasurer.shared

/// A request for one run of system text.
func request(_ string: String, size: CGFloat = 17, weight: Int = 400, lineLimit: Int? = nil) -> TextLayoutRequest {
    TextLayoutRequest(runs: [TextRun(string: string, font: ResolvedFont(size: size, weight: weight))], lineLimit: lineLimit)
}

/// The environment tests lay views out in: Pango text at a display scale.
func pangoEnvironment(scale: CGFloat = 1, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> EnvironmentValues {
    var env = PNGRenderer.renderingEnvironment(EnvironmentValues(), scale: scale)
    change(&env)
    return env
}

/// Lays `view` out with Pango text.
func pangoLayout<V: View>(_ view: V, _ w: CGFloat = 300, _ h: CGFloat = 300, scale: CGFloat = 1,
                          _ change: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutTree {
    LayoutTree(of: view, in: CGSize(width: w, height: h), environment: pangoEnvironment(scale: scale, change))
}

/// A text's layout straight from Pango, independently of the measurer: (logical width, height,
/// first baseline) of `string` in the system family at `size`, optionally wrapped.
func pangoReference(_ string: String, size: CGFloat, weight: Int = 400, family: String = PangoTextMeasurer.shared.systemFamily,
                    wrapWidth: CGFloat? = nil) -> (width: CGFloat, height: CGFloat, baseline: CGFloat, lines: Int) {
    let fontMap = pango_cairo_font_map_new()!
    defer { g_object_unref(fontMap) }
    let ctx = pango_font_map_create_context(fontMap)!
    defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
    pango_cairo_context_set_resolution(ctx, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    pango_cairo_context_set_font_options(ctx, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(ctx, 0)
    let layout = pango_layout_new(ctx)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let desc = pango_font_description_new()!
    defer { pango_font_description_free(desc) }
    pango_font_description_set_family(desc, family)
    pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
    pango_layout_set_font_description(layout, desc)
    pango_layout_set_text(layout, string, Int32(string.utf8.count))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let wrapWidth { pango_layout_set_width(layout, Int32(wrapWidth * CGFloat(PANGO_SCALE))) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let s = CGFloat(PANGO_SCALE)
    return (CGFloat(logical.width) / s, CGFloat(logical.height) / s, CGFloat(pango_layout_get_baseline(layout)) / s,
            Int(pango_layout_get_line_count(layout)))
}

/// A folder for the PNGs the tests render (look at them after a run).
let renderOutput: URL = {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-cairo-tests")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// Renders `view` and keeps the PNG in `renderOutput` under `name`.
func render<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1, name: String,
                     _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> RenderedImage {
    var env = EnvironmentValues()
    change(&env)
    let image = try PNGRenderer.image(view, size: CGSize(width: w, height: h), scale: scale, environment: env)
    try image.write(to: renderOutput.appendingPathComponent("\(name).png"))
    return image
}

extension RenderedImage {
    /// The pixel's colour as (r, g, b) when opaque.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int)? {
        guard let p = pixel(x: x, y: y) else { return nil }
        return (p.red, p.green, p.blue)
    }

    /// Pixels whose colour is within `tolerance` of (r, g, b).
    func pixels(matching r: Int, _ g: Int, _ b: Int, tolerance: Int = 0) -> [(x: Int, y: Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                guard let p = pixel(x: x, y: y), p.alpha == 255 else { continue }
                if abs(p.red - r) <= tolerance && abs(p.green - g) <= tolerance && abs(p.blue - b) <= tolerance { found.append((x, y)) }
            }
        }
        return found
    }

    /// Pixels that differ from (r, g, b) by more than `tolerance` in some channel.
    func pixels(differingFrom r: Int, _ g: Int, _ b: Int, tolerance: Int = 8) -> [(x: Int, y: Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                guard let p = pixel(x: x, y: y) else { continue }
                if abs(p.red - r) > tolerance || abs(p.green - g) > tolerance || abs(p.blue - b) > tolerance { found.append((x, y)) }
            }
        }
        return found
    }
}

/// The bounding box of pixels, as (minX, minY, maxX, maxY) inclusive.
func boundingBox(_ pixels: [(x: Int, y: Int)]) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    guard let first = pixels.first else { return nil }
    var b = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for p in pixels {
        b.minX = min(b.minX, p.x); b.minY = min(b.minY, p.y); b.maxX = max(b.maxX, p.x); b.maxY = max(b.maxY, p.y)
    }
    return b
}

/// Writes a PNG of `width`×`height` pixels, the left half `left` and the right half `right`.
func writeTestPNG(_ url: URL, width: Int, height: Int, left: (Double, Double, Double), right: (Double, Double, Double)) {
    let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    let cr = cairo_create(s)
    cairo_set_source_rgb(cr, left.0, left.1, left.2)
    cairo_rectangle(cr, 0, 0, Double(width) / 2, Double(height))
    cairo_fill(cr)
    cairo_set_source_rgb(cr, right.0, right.1, right.2)
    cairo_rectangle(cr, Double(width) / 2, 0, Double(width) / 2, Double(height))
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_write_to_png(s, url.path)
    cairo_surface_destroy(s)
}

/// A fresh folder for image files.
func temporaryFolder(_ name: String) -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The RGB of every pixel (alpha left out, row by row) of a `width`×`height` image that `draw`
/// painted on white, its context scaled by `scale` first.
func paintedPixels(width: Int, height: Int, scale: Double = 1, _ draw: (OpaquePointer) -> Void) -> [UInt32] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_scale(cr, scale, scale)
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
    return (0..<height).flatMap { y in
        (0..<width).map { x in UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] & 0xFFFFFF }
    }
}
