import CCairo
import Foundation
import Trellis

/// Groups: opacity, clips, transforms, shadows and blurs around what a group holds.
extension CairoPainter {
    /// The largest offscreen image (per side, in pixels) a shadow or blur renders into.
    static let maximumOffscreenSide = 8192
    /// Shadow and blur radii beyond this (points) are drawn with this radius.
    static let maximumBlurRadius = 1000.0
    /// The largest offscreen image (pixels) a painter that keeps rasters makes past the clip.
    static let keptRegionPixels = 2048.0 * 2048

    func paintGroup(_ g: DisplayGroup, frame: CGRect) {
        let opacity = g.opacity.isFinite ? min(max(g.opacity, 0), 1) : 1
        if opacity <= 0 { return }
        if opacity < 1 {
            // The group's image covers what its items can draw, not the whole clip: a fading
            // item of an animation was a window-sized image (cleared, faulted in, composited).
            cairo_save(cr)
            if let ink = Self.inkBounds(g) { clipToPixels(around: ink) }
            cairo_push_group(cr)
            paintEffects(g.effects[...], g, frame: frame)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
            cairo_restore(cr)
        } else {
            paintEffects(g.effects[...], g, frame: frame)
        }
    }

    /// A rectangle (user space) holding every pixel the group can draw through its effects, or
    /// nil when that is not known (a transform, a stroke wider than the margin). A leaf draws
    /// within its frame and the margin `paint(items:)` culls by (glyph overhangs, strokes); a
    /// shadow or a blur reaches past its content as far as `paintEffects` draws it.
    static func inkBounds(_ g: DisplayGroup) -> CGRect? {
        var bounds = CGRect.null
        for item in g.children where CairoGeometry.isDrawable(item.frame) {
            switch item.content {
            case let .shape(s) where s.stroke != nil && s.strokeStyle.lineWidth > cullingMargin:
                return nil
            case let .group(inner):
                guard let ink = inkBounds(inner) else { return nil }
                bounds = bounds.union(ink)
            default:
                bounds = bounds.union(item.frame.insetBy(dx: -cullingMargin, dy: -cullingMargin))
            }
        }
        if bounds.isNull { return .zero }
        // The last effect is the innermost.
        for effect in g.effects.reversed() {
            switch effect {
            case .transform:
                return nil
            case let .shadow(_, radius, offset):
                let r = SafeNumber.clamp(radius, 0...CGFloat(maximumBlurRadius), nan: 0)
                let dx = SafeNumber.clamp(offset.width, -1e6...1e6, nan: 0), dy = SafeNumber.clamp(offset.height, -1e6...1e6, nan: 0)
                bounds = bounds.union(bounds.offsetBy(dx: dx, dy: dy).insetBy(dx: -3 * r - 1, dy: -3 * r - 1))
            case let .blur(radius, _):
                let r = SafeNumber.clamp(radius, 0...CGFloat(maximumBlurRadius), nan: 0)
                bounds = bounds.insetBy(dx: -3 * r - 1, dy: -3 * r - 1)
            case let .clip(shape, _):
                // Nothing is drawn outside a clip's outline (antialiasing stays in its pixels).
                guard CairoGeometry.isDrawable(shape.bounds) else { break }
                bounds = bounds.intersection(shape.bounds.insetBy(dx: -1, dy: -1))
                if bounds.isNull { return .zero }
            case .colorAdjustment, .mask:
                break
            }
        }
        return bounds
    }

    /// Applies the first effect around the rest of them, then paints the children.
    private func paintEffects(_ effects: ArraySlice<DisplayEffect>, _ g: DisplayGroup, frame: CGRect) {
        guard let effect = effects.first else {
            paint(items: g.children)
            return
        }
        let rest = effects.dropFirst()
        switch effect {
        case let .clip(shape, eoFill):
            cairo_save(cr)
            if geometry.setPath(shape) {
                cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
                paintEffects(rest, g, frame: frame)
            }
            cairo_restore(cr)
        case let .transform(rotation, sx, sy, anchor):
            // A zero scale draws nothing (and would make Cairo's matrix singular).
            guard rotation.isFinite, sx.isFinite, sy.isFinite, sx != 0, sy != 0,
                  CairoGeometry.isDrawable(anchor.x), CairoGeometry.isDrawable(anchor.y) else { return }
            // The composed matrix must stay invertible and within Cairo's fixed-point range: a
            // scale of 1e-300 (or 1e300) draws nothing rather than put the context in an error
            // state ("invalid matrix") that would spoil everything painted after it.
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_matrix_translate(&m, Double(anchor.x), Double(anchor.y))
            cairo_matrix_rotate(&m, Double(rotation))
            cairo_matrix_scale(&m, Double(sx), Double(sy))
            cairo_matrix_translate(&m, Double(-anchor.x), Double(-anchor.y))
            guard Self.isUsable(m) else { return }
            cairo_save(cr)
            cairo_set_matrix(cr, &m)
            paintEffects(rest, g, frame: frame)
            cairo_restore(cr)
        case let .shadow(color, rawRadius, rawOffset):
            // Radii and offsets clamped where they reach the blur (NaN: none).
            let radius = SafeNumber.clamp(rawRadius, 0...CGFloat(Self.maximumBlurRadius), nan: 0)
            let offset = CGSize(width: SafeNumber.clamp(rawOffset.width, -1e6...1e6, nan: 0),
                                height: SafeNumber.clamp(rawOffset.height, -1e6...1e6, nan: 0))
            let margin = 3 * radius + max(abs(offset.width), abs(offset.height))
            guard let region = offscreenRegion(bounds: contentBounds(g, frame: frame, inside: rest).insetBy(dx: -margin, dy: -margin), kept: true),
                  let raster = rasterized(effect, rest, g, frame: frame, in: region, {
                      // The shadow is the colour through the content's blurred alpha (one channel to blur, not four).
                      guard let shadow = GaussianBlur.alpha(of: $0) else { return nil }
                      var blurX = Double(radius) / 2, blurY = 0.0
                      cairo_user_to_device_distance(cr, &blurX, &blurY)
                      GaussianBlur.blur(shadow, sigma: (blurX * blurX + blurY * blurY).squareRoot())
                      return shadow
                  }) else {
                paintEffects(rest, g, frame: frame)
                return
            }
            defer { raster.release() }
            guard let shadow = raster.shadow else { return }
            var dx = Double(offset.width), dy = Double(offset.height)
            cairo_user_to_device_distance(cr, &dx, &dy)
            let x = region.x + raster.shift.x, y = region.y + raster.shift.y
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
            cairo_mask_surface(cr, shadow, x + dx, y + dy)
            cairo_set_source_surface(cr, raster.content, x, y)
            cairo_paint(cr)
            cairo_restore(cr)
        case let .mask(items):
            cairo_save(cr)
            if let ink = Self.inkBounds(DisplayGroup(effects: Array(rest), children: g.children)) { clipToPixels(around: ink) }
            cairo_push_group(cr)
            paintEffects(rest, g, frame: frame)
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            paint(items: items)
            let mask = cairo_pop_group(cr)
            cairo_save(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
            cairo_restore(cr)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(mask)
            cairo_restore(cr)
        case let .colorAdjustment(adjustment):
            guard let region = offscreenRegion(bounds: contentBounds(g, frame: frame, inside: rest)),
                  let content = offscreen(region, { $0.paintEffects(rest, g, frame: frame) }) else {
                paintEffects(rest, g, frame: frame)
                return
            }
            defer { cairo_surface_destroy(content) }
            Self.adjustColors(content, adjustment)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, content, region.x, region.y)
            cairo_paint(cr)
            cairo_restore(cr)
        case let .blur(rawRadius, opaque):
            let radius = SafeNumber.clamp(rawRadius, 0...CGFloat(Self.maximumBlurRadius), nan: 0)
            let margin = opaque ? 0 : 3 * radius
            guard let region = offscreenRegion(bounds: contentBounds(g, frame: frame, inside: rest).insetBy(dx: -margin, dy: -margin), kept: true),
                  let raster = rasterized(effect, rest, g, frame: frame, in: region, {
                      var sx = Double(radius), sy = 0.0
                      cairo_user_to_device_distance(cr, &sx, &sy)
                      GaussianBlur.blur($0, sigma: (sx * sx + sy * sy).squareRoot())
                      return nil
                  }) else {
                paintEffects(rest, g, frame: frame)
                return
            }
            defer { raster.release() }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, raster.content, region.x + raster.shift.x, region.y + raster.shift.y)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// A shadow's or a blur's rasters of the group's content in `region`: kept ones when the
    /// painter has a cache holding the same drawing at the same fraction of a pixel (at any, in
    /// motion: then `shift` moves them there, an approximation), else `finish` made them from the freshly painted
    /// content (blurring it in place, or returning the shadow's alpha). The caller releases them.
    private func rasterized(_ effect: DisplayEffect, _ rest: ArraySlice<DisplayEffect>, _ g: DisplayGroup, frame: CGRect,
                            in region: OffscreenRegion, _ finish: (OpaquePointer) -> OpaquePointer?)
        -> (content: OpaquePointer, shadow: OpaquePointer?, shift: (x: Double, y: Double), release: () -> Void)? {
        var key: EffectRasterCache.Key?
        if let rasters {
            var x = Double(frame.minX), y = Double(frame.minY)
            cairo_user_to_device(cr, &x, &y)
            key = EffectRasterCache.Key(effect: effect, inner: rest, children: g.children, origin: frame.origin, matrix: region.matrix,
                                        phase: (x - region.x, y - region.y), width: region.width, height: region.height, scale: scale)
            if let key, let (kept, shift) = rasters.raster(for: key, motion: motion != nil) {
                guard shift != (0, 0) else { return (kept.content, kept.shadow, shift, kept.release) }
                motion?.approximated()
                // To the nearest whole pixel: moved by a fraction, Cairo would resample both
                // rasters through its bilinear filter pixel by pixel (most of a drag's paint for
                // a card with a shadow). The frame at rest after the motion is exact again.
                return (kept.content, kept.shadow, (shift.x.rounded(), shift.y.rounded()), kept.release)
            }
        }
        guard let content = offscreen(region, { $0.paintEffects(rest, g, frame: frame) }) else { return nil }
        let raster = EffectRasterCache.Raster(content: content, shadow: finish(content))
        if let key { rasters?.keep(raster, for: key) }
        return (raster.content, raster.shadow, (0, 0), raster.release)
    }

    /// A matrix Cairo accepts and can draw through: finite, invertible with room to spare, and
    /// mapping points well inside its 24.8 fixed-point range.
    static func isUsable(_ m: cairo_matrix_t) -> Bool {
        let parts = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
        guard parts.allSatisfy({ $0.isFinite && abs($0) <= 1e7 }) else { return false }
        let det = m.xx * m.yy - m.yx * m.xy
        guard det.isFinite, abs(det) >= 1e-10 else { return false }
        var inverse = m
        return cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS
    }

    /// Applies a colour adjustment to every pixel of an ARGB32 surface (premultiplied in memory).
    static func adjustColors(_ surface: OpaquePointer, _ adjustment: ColorAdjustment) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
            for x in 0..<w {
                let p = row[x]
                let a = Double(p >> 24 & 0xFF) / 255
                guard a > 0 else { continue }
                let r = Double(p >> 16 & 0xFF) / 255 / a, g = Double(p >> 8 & 0xFF) / 255 / a, b = Double(p & 0xFF) / 255 / a
                let (r2, g2, b2, a2) = adjustment.apply(min(r, 1), min(g, 1), min(b, 1), a)
                func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
                row[x] = byte(a2) << 24 | byte(r2 * a2) << 16 | byte(g2 * a2) << 8 | byte(b2 * a2)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// What the group's content can draw inside the `inner` effects: its ink bounds (cut to
    /// the clips of the groups in it, so a clipped card's shadow raster does not reach the
    /// window's edges with an image that fills past the card's corners), or the frames of
    /// everything in it (strokes aside) where those are not known.
    private func contentBounds(_ g: DisplayGroup, frame: CGRect, inside inner: ArraySlice<DisplayEffect>) -> CGRect {
        if let ink = Self.inkBounds(DisplayGroup(effects: Array(inner), children: g.children)) { return ink }
        var r = frame
        for item in g.children.flatMap(\.allItems) where CairoGeometry.isDrawable(item.frame) { r = r.union(item.frame) }
        return r.insetBy(dx: -4, dy: -4)
    }

    /// Where an offscreen image of `bounds` (user space) goes: the device pixels it covers
    /// within the current clip, and the transform that draws into it.
    struct OffscreenRegion {
        /// The image's top-left corner in device pixels.
        var x: Double, y: Double
        var width: Int, height: Int
        /// The current transform, moved so that the image's corner is its origin.
        var matrix: cairo_matrix_t
    }

    /// The region of an offscreen image covering `bounds` (user space) within the current
    /// clip; nil when there is nothing to cover or it would be too big. One to be `kept` (a
    /// shadow's or a blur's, by a painter that keeps rasters) covers all of its bounds up to
    /// `keptRegionPixels` even past the clip, so a card near the window's edge keeps one
    /// raster while the edge moves.
    private func offscreenRegion(bounds: CGRect, kept: Bool = false) -> OffscreenRegion? {
        guard CairoGeometry.isDrawable(bounds) else { return nil }
        var (x0, y0, x1, y1) = deviceExtents(of: bounds)
        if !kept || rasters == nil || (x1 - x0) * (y1 - y0) > Self.keptRegionPixels {
            // Only what can be seen: the current clip, in device space.
            var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
            cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
            let corners = [(cx0, cy0), (cx1, cy0), (cx0, cy1), (cx1, cy1)].map { corner -> (Double, Double) in
                var (x, y) = corner
                cairo_user_to_device(cr, &x, &y)
                return (x, y)
            }
            x0 = max(x0, corners.map(\.0).min()!); y0 = max(y0, corners.map(\.1).min()!)
            x1 = min(x1, corners.map(\.0).max()!); y1 = min(y1, corners.map(\.1).max()!)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let ix = floor(x0), iy = floor(y0)
        let w = SafeNumber.int(ceil(x1) - ix, in: 0...Self.maximumOffscreenSide + 1)
        let h = SafeNumber.int(ceil(y1) - iy, in: 0...Self.maximumOffscreenSide + 1)
        guard w > 0, h > 0, w <= Self.maximumOffscreenSide, h <= Self.maximumOffscreenSide else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        m.x0 -= ix
        m.y0 -= iy
        return OffscreenRegion(x: ix, y: iy, width: w, height: h, matrix: m)
    }

    /// Paints `body` into a new image surface (ARGB32) covering `region`, with the same
    /// transform; nil when Cairo cannot make it. The caller destroys it.
    private func offscreen(_ region: OffscreenRegion, _ body: (CairoPainter) -> Void) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let oc = cairo_create(surface)!
        var m = region.matrix
        cairo_set_matrix(oc, &m)
        body(CairoPainter(cr: oc, scale: scale, measurer: measurer, images: images, rasters: rasters, motion: motion))
        cairo_destroy(oc)
        cairo_surface_flush(surface)
        return surface
    }
}
