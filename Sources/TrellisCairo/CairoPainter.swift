import CCairo
import CPango
import Foundation
import Trellis

/// Paints display lists onto Cairo contexts.
///
/// The layout is unrounded (points); the painter snaps rectangles, shape bounds and text
/// baselines to the pixel grid of `scale` at paint time, so a 50×50-point square at scale 2
/// covers exactly 100×100 pixels. A stroke's path moves with its view's snapped frame instead,
/// keeping its inset: `strokeBorder` and `border` fill the ring of pixels just inside the frame,
/// as in SwiftUI, while a centred `stroke` straddles the frame's edge. Text is drawn by laying its request out again with the same
/// Pango measurer and plan that measured it, so the glyphs land where the layout put the text.
/// Geometry that is NaN, infinite or too large for Cairo is skipped, never drawn half-way.
public struct CairoPainter {
    /// A Cairo context (`cairo_t *`) whose user space is in device pixels at the call.
    public let cr: OpaquePointer
    /// Pixels per point.
    public let scale: CGFloat
    /// Lays text out for drawing (the one the layout measured with, for identical results).
    public let measurer: PangoTextMeasurer
    /// Decoded images.
    public let images: CairoImageCache
    /// What shadows and blurs rasterized in earlier frames, or nil to rasterize every time.
    public let rasters: EffectRasterCache?
    /// Set when the frame is one of a motion (`PaintMotion`): what would cost a frame's budget
    /// may be drawn approximately, and is counted there. Nil: a frame at rest, drawn exactly.
    public let motion: PaintMotion?

    var geometry: CairoGeometry { CairoGeometry(cr: cr, scale: scale) }

    /// A painter for `cr`; `paint(items:)` expects the context already scaled to points
    /// (`paint(_:on:scale:)` does that itself).
    public init(cr: OpaquePointer, scale: CGFloat, measurer: PangoTextMeasurer = .shared, images: CairoImageCache = .shared,
                rasters: EffectRasterCache? = nil, motion: PaintMotion? = nil) {
        self.cr = cr
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.measurer = measurer
        self.images = images
        self.rasters = rasters
        self.motion = motion
    }

    /// Paints `list` onto `cr` at `scale` pixels per point: the window background (unless
    /// `fillBackground` is false), then every item back to front. `cr`'s user space should be
    /// device pixels (the previewer may translate it first); the context is left as it was found.
    public static func paint(_ list: DisplayList, on cr: OpaquePointer, scale: CGFloat, fillBackground: Bool = true,
                             measurer: PangoTextMeasurer = .shared, images: CairoImageCache = .shared) {
        let painter = CairoPainter(cr: cr, scale: scale, measurer: measurer, images: images)
        cairo_save(cr)
        cairo_scale(cr, Double(painter.scale), Double(painter.scale))
        if fillBackground {
            let c = list.backgroundColor
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
            cairo_paint(cr)
        }
        painter.paint(items: list.items)
        cairo_restore(cr)
    }

    /// Paints a laid-out view (`layout.layout(in:)` must have run) onto `cr`: what the previewer
    /// calls on every frame. See `paint(_:on:scale:fillBackground:measurer:)` for the contract.
    public static func paint(_ layout: ResolvedTree, on cr: OpaquePointer, scale: CGFloat, fillBackground: Bool = true) {
        paint(layout.displayList(), on: cr, scale: scale, fillBackground: fillBackground)
    }

    /// How far (points) a leaf item may draw outside its frame: strokes up to this wide, glyph
    /// overhangs. Items farther outside the clip are not painted.
    static let cullingMargin: CGFloat = 24

    /// Paints items back to front (user space in points). Items wholly outside the clip are skipped.
    public func paint(items: [DisplayItem]) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -Self.cullingMargin, dy: -Self.cullingMargin)
        let cull = CairoGeometry.isDrawable(visible)
        for item in items where CairoGeometry.isDrawable(item.frame) {
            // A spent work budget paints nothing more.
            if WorkBudget.tick() { return }
            switch item.content {
            case let .shape(s) where s.stroke != nil && s.strokeStyle.lineWidth > Self.cullingMargin:
                paint(item)
            case .group:
                paint(item)
            default:
                if !cull || item.frame.intersects(visible) { paint(item) }
            }
        }
    }

    /// Paints one item (user space in points).
    public func paint(_ item: DisplayItem) {
        guard CairoGeometry.isDrawable(item.frame) else { return }
        switch item.content {
        case let .shape(s): paintShape(s, frame: item.frame)
        case let .text(t): paintText(t, frame: item.frame)
        case let .image(i): paintImage(i, frame: item.frame)
        case let .group(g): paintGroup(g, frame: item.frame)
        }
    }

    // MARK: Shapes

    func paintShape(_ s: DisplayShapeDrawing, frame: CGRect) {
        let bounds = s.outline.bounds
        if let fill = s.fill {
            cairo_save(cr)
            if geometry.setPath(s.outline) {
                fill.setSource(on: cr, frame: bounds)
                cairo_set_fill_rule(cr, s.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if !s.fillStyle.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
        if let stroke = s.stroke {
            let style = s.strokeStyle
            guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            cairo_save(cr)
            // The path moves with the item's snapped frame rather than snapping itself: a
            // centred stroke of the frame's outline is unchanged, and a border (the outline
            // inset by half the line) covers exactly the ring inside the frame.
            if geometry.setPath(s.outline, in: frame) {
                stroke.setSource(on: cr, frame: bounds)
                Self.apply(style, to: cr)
                cairo_stroke(cr)
            }
            cairo_restore(cr)
        }
    }

    static func apply(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        if style.miterLimit.isFinite, style.miterLimit >= 1 { cairo_set_miter_limit(cr, Double(style.miterLimit)) }
        let dashes = style.dash.map { Double($0) }
        // Cairo refuses negative dashes and all-zero patterns (the context would enter an error state).
        if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase.isFinite ? Double(style.dashPhase) : 0)
        }
    }

    // MARK: Text

    /// Glyphs taller than this many device pixels are not drawn: FreeType refuses sizes past
    /// 65,535 pixels per em, and Cairo then puts the whole context in an error state.
    static let maximumGlyphPixels: CGFloat = 16_384

    func paintText(_ t: DisplayText, frame: CGRect) {
        guard !t.request.string.isEmpty else { return }
        // The largest font of the text, in device pixels under the current transform.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = CGFloat(max(hypot(m.xx, m.yx), hypot(m.xy, m.yy)))
        let largest = (t.request.runs.map(\.font.size).max() ?? 0) * max(t.result.fontScale, 0) * deviceScale
        guard largest.isFinite, largest <= Self.maximumGlyphPixels else {
            Warnings.once("a text \(Int(min(largest, 1e9))) pixels tall is beyond what can be drawn (\(Int(Self.maximumGlyphPixels)) at most); it is not drawn")
            return
        }
        let gradient = t.runs.first { if case .color = $0.paint { return false } else { return true } }?.paint
        // A text in one solid colour is drawn in the source's colour, its layout kept whatever
        // the colour (a fade changes the opacity every frame); Pango sets a run's colour the
        // same way, from 16-bit channels.
        let color = t.runs.first?.paint.representativeColor
        let uniform = gradient == nil && t.runs.allSatisfy { $0.paint.representativeColor == color }
        let decorations = t.runs.map {
            PangoTextMeasurer.RunDecoration(color: uniform ? nil : $0.paint.representativeColor, underline: $0.underline, strikethrough: $0.strikethrough)
        }
        // Images in the text, by the byte offset of their run.
        var images: [Int: (DisplayImage, TextAttachment)] = [:]
        var offset = 0
        for (i, run) in t.request.runs.enumerated() {
            if let a = run.attachment, let image = t.runs[safe: i]?.image { images[offset] = (image, a) }
            offset += run.string.utf8.count
        }
        measurer.lock.withLock {
            measurer.withPaintLayout(t.request, width: t.proposal.width, height: t.proposal.height, result: t.result,
                                     decorations: decorations) { layout, _ in
                if uniform, let color {
                    func channel(_ v: Float) -> Double { Double(PangoTextMeasurer.channel(v)) / 65535 }
                    cairo_set_source_rgba(cr, channel(color.red), channel(color.green), channel(color.blue), channel(color.opacity))
                }
                drawLines(layout, alignment: t.alignment, gradient: gradient, frame: frame, images: images, scale: t.result.fontScale)
            }
        }
    }

    /// Draws a layout's lines from the top of `frame`, each placed across it by `alignment`, and
    /// the images of its image runs where Pango left room for them (`scale`: the font scale).
    private func drawLines(_ layout: OpaquePointer, alignment: CGFloat, gradient: ResolvedPaint?, frame: CGRect,
                           images: [Int: (DisplayImage, TextAttachment)], scale: CGFloat) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        cairo_save(cr)
        let originX = geometry.snap(frame.minX), originY = geometry.snap(frame.minY)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / CGFloat(PANGO_SCALE)
            let x = originX + alignment * (frame.width - width)
            let y = geometry.snap(originY + baseline)
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            // Lines beyond what Cairo's fixed point can place (a tall text in a huge font) are not drawn.
            guard CairoGeometry.isDrawable(x), CairoGeometry.isDrawable(y) else { continue }
            cairo_move_to(cr, Double(x), Double(y))
            if let gradient {
                // Gradient text: the glyph outlines filled with the gradient over the frame.
                pango_cairo_layout_line_path(cr, line)
                gradient.setSource(on: cr, frame: frame)
                cairo_fill(cr)
            } else {
                pango_cairo_show_layout_line(cr, line)
            }
            if !images.isEmpty { drawImages(in: line, x: x, baseline: y, images: images, scale: scale) }
        } while pango_layout_iter_next_line(iter) != 0
        cairo_restore(cr)
    }

    /// The images of a line: its runs in visual order, each as wide as its glyphs, an image run
    /// standing on the baseline by its ascent.
    private func drawImages(in line: UnsafeMutablePointer<PangoLayoutLine>, x: CGFloat, baseline: CGFloat,
                            images: [Int: (DisplayImage, TextAttachment)], scale: CGFloat) {
        var runX = x
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item, let glyphs = run.pointee.glyphs {
                let width = CGFloat(pango_glyph_string_get_width(glyphs)) / CGFloat(PANGO_SCALE)
                if let (image, a) = images[Int(item.pointee.offset)] {
                    let size = CGSize(width: a.size.width * scale, height: a.size.height * scale)
                    paintImage(image, frame: CGRect(x: runX, y: baseline - a.ascent * scale, width: size.width, height: size.height))
                }
                runX += width
            }
            node = n.pointee.next
        }
    }

    // MARK: Images

    func paintImage(_ image: DisplayImage, frame: CGRect) {
        let box = geometry.snap(frame)
        guard box.width > 0, box.height > 0 else { return }
        switch image.source {
        case let .file(url, _):
            // In motion, a size with no resampled copy yet is drawn by the filtered path below
            // (a frame of a drag need not resample the image at every new size).
            let pixels = devicePixels(of: box)
            let approximate = motion != nil && pixels.map { !images.hasScaledSurface(url, width: Int($0.width), height: Int($0.height),
                                                                                       filter: Self.filter(image.interpolation)) } == true
            if approximate { motion?.approximated() }
            if let pixels, !approximate {
                // The common case: a copy scaled to the box's pixels once, then copied on every frame.
                let drawn = images.withScaledSurface(url, width: Int(pixels.width), height: Int(pixels.height),
                                                     filter: Self.filter(image.interpolation)) { scaled -> Bool in
                    cairo_save(cr)
                    if let tint = image.tint { tint.setSource(on: cr, frame: box) }
                    cairo_identity_matrix(cr)
                    if image.tint != nil {
                        cairo_mask_surface(cr, scaled, Double(pixels.minX), Double(pixels.minY))
                    } else {
                        cairo_set_source_surface(cr, scaled, Double(pixels.minX), Double(pixels.minY))
                        cairo_rectangle(cr, Double(pixels.minX), Double(pixels.minY), Double(pixels.width), Double(pixels.height))
                        cairo_fill(cr)
                    }
                    cairo_restore(cr)
                    return true
                }
                // No copy (one past the size limit): the image filtered in place below.
                if drawn != nil { return }
            }
            let drawn = withSurfaceToFilter(url, box: box, approximate: approximate, filter: Self.filter(image.interpolation)) { surface -> Bool in
                let w = CGFloat(cairo_image_surface_get_width(surface)), h = CGFloat(cairo_image_surface_get_height(surface))
                cairo_save(cr)
                cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
                cairo_clip(cr)
                let pattern = cairo_pattern_create_for_surface(surface)
                cairo_pattern_set_filter(pattern, approximate ? CAIRO_FILTER_BILINEAR : Self.filter(image.interpolation))
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                // The pattern maps the frame onto the whole image (stretching it).
                var m = cairo_matrix_t()
                cairo_matrix_init_scale(&m, Double(w / box.width), Double(h / box.height))
                cairo_matrix_translate(&m, Double(-box.minX), Double(-box.minY))
                // A matrix Cairo would refuse (a frame of 1e-300) draws nothing.
                guard Self.isUsable(m) else {
                    cairo_pattern_destroy(pattern)
                    cairo_restore(cr)
                    return false
                }
                cairo_pattern_set_matrix(pattern, &m)
                if let tint = image.tint {
                    // Template images: the tint through the image's alpha.
                    tint.setSource(on: cr, frame: box)
                    cairo_mask(cr, pattern)
                } else {
                    cairo_set_source(cr, pattern)
                    cairo_paint(cr)
                }
                cairo_pattern_destroy(pattern)
                cairo_restore(cr)
                return true
            }
            if drawn == nil { paintPlaceholder(label: url.deletingPathExtension().lastPathComponent, frame: box) }
        case let .symbol(glyph):
            paintSymbol(glyph, tint: image.tint ?? .color(Color.primary.resolve(in: EnvironmentValues())), frame: box)
        case let .placeholder(label):
            paintPlaceholder(label: label, frame: box)
        }
    }

    /// Runs `body` with the image to filter onto `box` in place: a vector drawn at about the
    /// pixels the box covers on the device, so it stays sharp under a scale or a rotation (within
    /// the pixel budget; its natural size in motion), else the decoded image.
    private func withSurfaceToFilter<R>(_ url: URL, box: CGRect, approximate: Bool, filter: cairo_filter_t,
                                        _ body: (OpaquePointer) -> R) -> R? {
        if !approximate, images.isVector(url) {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            var width = (Double(box.width) * hypot(m.xx, m.yx)).rounded(.up)
            var height = (Double(box.height) * hypot(m.xy, m.yy)).rounded(.up)
            let budget = Double(ImageLoading.maximumPixels)
            if width * height > budget {
                let shrink = (budget / (width * height)).squareRoot()
                width = (width * shrink).rounded(.down)
                height = (height * shrink).rounded(.down)
            }
            if width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16384, height <= 16384,
               let result = images.withScaledSurface(url, width: Int(width), height: Int(height), filter: filter, body) {
                return result
            }
        }
        return images.withSurface(url, body)
    }

    /// `box` in device pixels when the transform only scales and translates and the box covers
    /// whole pixels; nil otherwise (rotated, skewed or between pixels: the image is filtered in place).
    private func devicePixels(of box: CGRect) -> CGRect? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
        let x0 = m.xx * Double(box.minX) + m.x0, y0 = m.yy * Double(box.minY) + m.y0
        let x1 = m.xx * Double(box.maxX) + m.x0, y1 = m.yy * Double(box.maxY) + m.y0
        let corners = [x0, y0, x1, y1]
        guard corners.allSatisfy({ abs($0 - $0.rounded()) < 0.001 }) else { return nil }
        let r = CGRect(x: x0.rounded(), y: y0.rounded(), width: (x1 - x0).rounded(), height: (y1 - y0).rounded())
        return r.width >= 1 && r.height >= 1 ? r : nil
    }

    static func filter(_ i: Image.Interpolation) -> cairo_filter_t {
        switch i {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    func paintSymbol(_ glyph: SymbolGlyph, tint: ResolvedPaint, frame: CGRect) {
        guard glyph.size.width > 0, glyph.size.height > 0 else { return }
        // The glyph's square scaled to the frame: nothing when Cairo could not invert that.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_matrix_translate(&m, Double(frame.minX), Double(frame.minY))
        cairo_matrix_scale(&m, Double(frame.width / glyph.size.width), Double(frame.height / glyph.size.height))
        guard Self.isUsable(m) else { return }
        cairo_save(cr)
        // The group's image covers the glyph's pixels, not the window: Cairo sizes it to the
        // clip, and a window-sized one per symbol was most of a frame's paint.
        clipToPixels(around: frame.insetBy(dx: -frame.width / 2 - 2, dy: -frame.height / 2 - 2))
        cairo_push_group(cr)
        cairo_set_matrix(cr, &m)
        let g = CairoGeometry(cr: cr, scale: scale)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for e in glyph.elements {
            cairo_new_path(cr)
            g.addPath(e.path)
            switch e.mode {
            case .fill, .evenOddFill, .stroke:
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            case .eraseFill, .eraseStroke:
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            }
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            switch e.mode {
            case .fill, .eraseFill:
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            case .evenOddFill:
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_fill(cr)
            case let .stroke(width), let .eraseStroke(width):
                cairo_set_line_width(cr, Double(width))
                cairo_stroke(cr)
            }
        }
        let mask = cairo_pop_group(cr)
        tint.setSource(on: cr, frame: frame)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cr)
    }

    /// Narrows the clip to the whole device pixels that cover `rect` (user space): nothing drawn
    /// inside `rect` changes, and a group pushed next is no bigger than that.
    func clipToPixels(around rect: CGRect) {
        guard CairoGeometry.isDrawable(rect) else { return }
        let (x0, y0, x1, y1) = deviceExtents(of: rect)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x0.rounded(.down), y0.rounded(.down), x1.rounded(.up) - x0.rounded(.down), y1.rounded(.up) - y0.rounded(.down))
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    /// The device-space box around `rect` (user space) under the current transform.
    func deviceExtents(of rect: CGRect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (ux, uy) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(ux), y = Double(uy)
            cairo_user_to_device(cr, &x, &y)
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        }
        return (x0, y0, x1, y1)
    }

    /// A box with a cross and a label: what an image that could not be loaded draws.
    func paintPlaceholder(label: String, frame: CGRect) {
        cairo_save(cr)
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        cairo_set_source_rgba(cr, 0.56, 0.56, 0.58, 0.18)
        cairo_paint(cr)
        let inset = 0.5 / scale
        cairo_rectangle(cr, Double(frame.minX + inset), Double(frame.minY + inset), Double(frame.width - 2 * inset), Double(frame.height - 2 * inset))
        cairo_move_to(cr, Double(frame.minX), Double(frame.minY))
        cairo_line_to(cr, Double(frame.maxX), Double(frame.maxY))
        cairo_move_to(cr, Double(frame.maxX), Double(frame.minY))
        cairo_line_to(cr, Double(frame.minX), Double(frame.maxY))
        cairo_set_source_rgba(cr, 0.56, 0.56, 0.58, 0.8)
        cairo_set_line_width(cr, Double(1 / scale))
        cairo_stroke(cr)
        if !label.isEmpty, frame.width >= 8, frame.height >= 6 {
            let size = min(11, max(frame.height / 3, 4))
            var request = TextLayoutRequest(runs: [TextRun(string: label, font: ResolvedFont(size: size))], lineLimit: 2)
            request.alignment = .center
            let result = measurer.measure(request, width: frame.width - 2, height: frame.height)
            let textFrame = CGRect(x: frame.minX + 1, y: frame.midY - result.size.height / 2, width: frame.width - 2, height: result.size.height)
            let run = DisplayText.Run(paint: .color(Color.Resolved(red: 0.3, green: 0.3, blue: 0.32)), underline: nil, strikethrough: nil)
            paintText(DisplayText(request: request, proposal: ProposedViewSize(width: frame.width - 2, height: frame.height),
                                  runs: [run], alignment: 0.5, result: result),
                      frame: CGRect(x: textFrame.minX + (textFrame.width - result.size.width) / 2, y: textFrame.minY,
                                    width: result.size.width, height: result.size.height))
        }
        cairo_restore(cr)
    }
}

