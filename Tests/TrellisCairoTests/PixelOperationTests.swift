import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// The painter's own pixel work: the blur behind shadows and `.blur`, the image resampler and
/// the cache of scaled images.
@Suite struct PixelOperationTests {
    /// A `format` surface of `w`×`h` whose pixel (x, y) is `value(x, y)` (ARGB32: as a UInt32).
    static func surface(_ format: cairo_format_t, _ w: Int, _ h: Int, _ value: (Int, Int) -> UInt32) -> OpaquePointer {
        let s = cairo_image_surface_create(format, Int32(w), Int32(h))!
        let data = cairo_image_surface_get_data(s)!, stride = Int(cairo_image_surface_get_stride(s))
        for y in 0..<h {
            for x in 0..<w {
                if format == CAIRO_FORMAT_A8 {
                    data[y * stride + x] = UInt8(value(x, y))
                } else {
                    UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] = value(x, y)
                }
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    static func pixel(_ s: OpaquePointer, _ x: Int, _ y: Int) -> UInt32 {
        cairo_surface_flush(s)
        let data = cairo_image_surface_get_data(s)!, stride = Int(cairo_image_surface_get_stride(s))
        if cairo_image_surface_get_format(s) == CAIRO_FORMAT_A8 { return UInt32(data[y * stride + x]) }
        return UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
    }

    static func channels(_ p: UInt32) -> [Int] { [Int(p >> 24), Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)] }

    // MARK: Blur

    @Test("a blurred line spreads like a Gaussian of the sigma asked for, keeping its ink", arguments: [2.0, 5.0, 12.0])
    func blurHasTheGaussianSpread(sigma: Double) {
        // A vertical line of alpha 255 down the middle of an A8 image: the blur spreads it across;
        // the middle row is far from the top and bottom edges (outside counts as transparent).
        let w = 201, h = 121
        let s = Self.surface(CAIRO_FORMAT_A8, w, h) { x, _ in x == 100 ? 255 : 0 }
        defer { cairo_surface_destroy(s) }
        GaussianBlur.blur(s, sigma: sigma)
        let row = (0..<w).map { Double(Self.pixel(s, $0, 60)) }
        let ink = row.reduce(0, +)
        var moment = 0.0
        for (x, value) in row.enumerated() {
            let d = Double(x - 100)
            moment += d * d * value
        }
        let spread = (moment / ink).squareRoot()
        // Each box pass rounds to whole values, so a wide blur of a thin line loses a little ink.
        #expect(abs(ink - 255) < 255 * 0.1, "ink kept: \(ink)")
        #expect(abs(spread - sigma) < sigma * 0.12, "spread \(spread) for sigma \(sigma)")
        #expect(zip(row[..<100].reversed(), row[101...]).allSatisfy { abs($0 - $1) <= 1 }, "symmetric")
        #expect((0..<w).allSatisfy { Self.pixel(s, $0, 55) == Self.pixel(s, $0, 60) }, "rows alike away from the edges")
    }

    @Test("four channels blur like one: an ARGB32 image's alpha matches the A8 blur of its alpha")
    func argbAndAlphaBlursAgree() {
        let shape: (Int, Int) -> Bool = { x, y in (x - 30) * (x - 30) + (y - 30) * (y - 30) < 200 }
        let argb = Self.surface(CAIRO_FORMAT_ARGB32, 60, 60) { x, y in shape(x, y) ? 0xFF80_4020 : 0 }
        defer { cairo_surface_destroy(argb) }
        let alpha = GaussianBlur.alpha(of: argb)!
        defer { cairo_surface_destroy(alpha) }
        #expect(Self.pixel(alpha, 30, 30) == 255 && Self.pixel(alpha, 2, 2) == 0)
        GaussianBlur.blur(argb, sigma: 4)
        GaussianBlur.blur(alpha, sigma: 4)
        for (x, y) in [(30, 30), (30, 44), (40, 40), (10, 30), (2, 2), (50, 12)] {
            let p = Self.channels(Self.pixel(argb, x, y))
            #expect(p[0] == Int(Self.pixel(alpha, x, y)), "(\(x), \(y))")
            #expect(p[1] <= p[0] && p[3] <= p[2] && p[2] <= p[1], "still premultiplied, colour ratios kept: \(p)")
        }
    }

    @Test("a blur of a uniform image leaves its inside unchanged and fades to transparent at the edges")
    func blurOfUniformImage() {
        let s = Self.surface(CAIRO_FORMAT_A8, 80, 80) { _, _ in 200 }
        defer { cairo_surface_destroy(s) }
        GaussianBlur.blur(s, sigma: 3)
        #expect(Self.pixel(s, 40, 40) == 200)
        #expect(Self.pixel(s, 0, 40) < 130 && Self.pixel(s, 0, 40) > 70, "an edge is about half: \(Self.pixel(s, 0, 40))")
        #expect(Self.pixel(s, 0, 0) < Self.pixel(s, 0, 40), "a corner less")
    }

    /// The bytes of a surface's pixels, row by row (without the padding at the rows' ends).
    static func bytes(_ s: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(s)
        let data = cairo_image_surface_get_data(s)!, stride = Int(cairo_image_surface_get_stride(s))
        let rowBytes = Int(cairo_image_surface_get_width(s)) * (cairo_image_surface_get_format(s) == CAIRO_FORMAT_A8 ? 1 : 4)
        return (0..<Int(cairo_image_surface_get_height(s))).flatMap { y in Array(UnsafeBufferPointer(start: data + y * stride, count: rowBytes)) }
    }

    /// A surface with `draw` painted on it, antialiased as the painter draws.
    static func drawn(_ format: cairo_format_t, _ w: Int, _ h: Int, _ draw: (OpaquePointer) -> Void) -> OpaquePointer {
        let s = cairo_image_surface_create(format, Int32(w), Int32(h))!
        let cr = cairo_create(s)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        return s
    }

    @Test("a shadow of a wide card, its alike middle columns and rows cut before blurring, has the pixels of a blur of the whole")
    func cutBlurEqualsWholeBlur() {
        func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
            cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
            cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
            cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        }
        let shapes: [(String, cairo_format_t, Int, Int, (OpaquePointer) -> Void)] = [
            ("card", CAIRO_FORMAT_A8, 420, 160, { cr in roundedRect(cr, 24.5, 20.25, 371, 118, 12); cairo_fill(cr) }),
            ("card reaching the edges", CAIRO_FORMAT_A8, 300, 90, { cr in roundedRect(cr, -10, -10, 320, 110, 16); cairo_fill(cr) }),
            ("capsule, coloured", CAIRO_FORMAT_ARGB32, 260, 70, { cr in
                cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 0.8); roundedRect(cr, 10, 10, 240, 50, 25); cairo_fill(cr) }),
            ("bar with text", CAIRO_FORMAT_ARGB32, 320, 60, { cr in
                cairo_rectangle(cr, 8, 8, 304, 44); cairo_set_source_rgb(cr, 1, 1, 1); cairo_fill(cr)
                cairo_set_source_rgb(cr, 0, 0, 0); cairo_move_to(cr, 20, 36); cairo_set_font_size(cr, 18); cairo_show_text(cr, "Settings") }),
            ("thin tall strip", CAIRO_FORMAT_A8, 12, 300, { cr in cairo_rectangle(cr, 3, 0, 6, 300); cairo_fill(cr) }),
            ("no runs", CAIRO_FORMAT_A8, 64, 64, { cr in
                for i in 0..<64 { cairo_rectangle(cr, Double(i), Double((i * 37) % 64), 1, 1) }; cairo_fill(cr) }),
        ]
        var cut = 0
        for (name, format, w, h, draw) in shapes {
            for sigma in [0.5, 1, 2, 4, 8, 16] {
                let whole = Self.drawn(format, w, h, draw), parts = Self.drawn(format, w, h, draw)
                defer { cairo_surface_destroy(whole); cairo_surface_destroy(parts) }
                let image = GaussianBlur.Pixels(data: cairo_image_surface_get_data(whole)!, width: w, height: h,
                                                stride: Int(cairo_image_surface_get_stride(whole)), channels: format == CAIRO_FORMAT_A8 ? 1 : 4)
                let sizes = GaussianBlur.boxSizes(sigma: sigma, count: 3)
                if sizes.reduce(0, { $0 + ($1 - 1) / 2 }) * 2 + 1 + GaussianBlur.worthCutting <= max(image.longestRunOfEqualColumns().count, image.longestRunOfEqualRows().count) {
                    cut += 1
                }
                GaussianBlur.blurInPlace(image, sizes: sizes)
                cairo_surface_mark_dirty(whole)
                GaussianBlur.blur(parts, sigma: sigma)
                let differing = zip(Self.bytes(parts), Self.bytes(whole)).filter { $0 != $1 }.count
                #expect(differing == 0, "\(name), sigma \(sigma): \(differing) bytes differ")
            }
        }
        #expect(cut >= 20, "the wide shapes were cut: \(cut)")
    }

    // MARK: Resampling

    @Test("resampling keeps a uniform colour exactly, reducing and enlarging, with both kernels",
          arguments: [ImageResampler.Kernel.catmullRom, .triangle])
    func uniformColourIsKept(kernel: ImageResampler.Kernel) {
        let colour: UInt32 = 0xC0_60_30_10  // premultiplied: alpha 192
        let s = Self.surface(CAIRO_FORMAT_ARGB32, 37, 23) { _, _ in colour }
        defer { cairo_surface_destroy(s) }
        for (w, h) in [(10, 7), (37, 23), (100, 61), (1, 1), (3, 90)] {
            let r = ImageResampler.resample(s, width: w, height: h, kernel: kernel)!
            defer { cairo_surface_destroy(r) }
            #expect(Int(cairo_image_surface_get_width(r)) == w && Int(cairo_image_surface_get_height(r)) == h)
            for (x, y) in [(0, 0), (w - 1, h - 1), (w / 2, h / 2)] {
                #expect(Self.pixel(r, x, y) == colour, "\(w)×\(h) at (\(x), \(y))")
            }
        }
    }

    @Test("halving a one-pixel checkerboard gives an even grey (the filter widens when reducing)",
          arguments: [ImageResampler.Kernel.catmullRom, .triangle])
    func reductionAverages(kernel: ImageResampler.Kernel) {
        let s = Self.surface(CAIRO_FORMAT_RGB24, 64, 64) { x, y in (x + y) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 }
        defer { cairo_surface_destroy(s) }
        let r = ImageResampler.resample(s, width: 32, height: 32, kernel: kernel)!
        defer { cairo_surface_destroy(r) }
        // Inside (at the edges the padding repeats one colour more than the other).
        for (x, y) in [(5, 5), (16, 16), (3, 28), (28, 3)] {
            let p = Self.channels(Self.pixel(r, x, y))
            #expect(p[0] == 255, "an RGB24 image is opaque")
            #expect(p[1...].allSatisfy { abs($0 - 128) <= 2 }, "(\(x), \(y)): \(p)")
        }
    }

    @Test("the high-quality resampler agrees with Cairo's best filter on a smooth picture")
    func resamplerMatchesCairoBest() {
        // Smooth gradients and a soft disc: what photos are made of (hard checkerboards are not).
        let w = 120, h = 90
        let s = Self.surface(CAIRO_FORMAT_ARGB32, w, h) { x, y in
            let d = (Double((x - 60) * (x - 60) + (y - 45) * (y - 45))).squareRoot()
            let disc = max(0, min(1, (30 - d) / 8))
            let r = UInt32(Double(x) / Double(w) * 255), g = UInt32(disc * 255), b = UInt32(Double(y) / Double(h) * 255)
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        defer { cairo_surface_destroy(s) }
        for (tw, th) in [(60, 45), (47, 31), (200, 150)] {
            let ours = ImageResampler.resample(s, width: tw, height: th, kernel: .catmullRom)!
            defer { cairo_surface_destroy(ours) }
            let cairo = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tw), Int32(th))!
            defer { cairo_surface_destroy(cairo) }
            let cr = cairo_create(cairo)!
            let pattern = cairo_pattern_create_for_surface(s)!
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BEST)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, Double(w) / Double(tw), Double(h) / Double(th))
            cairo_pattern_set_matrix(pattern, &m)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
            cairo_destroy(cr)
            var worst = 0, total = 0
            for y in 0..<th {
                for x in 0..<tw {
                    let a = Self.channels(Self.pixel(ours, x, y)), b = Self.channels(Self.pixel(cairo, x, y))
                    let d = zip(a, b).map { abs($0 - $1) }.max()!
                    worst = max(worst, d)
                    total += d
                }
            }
            let mean = Double(total) / Double(tw * th)
            #expect(mean < 1.5 && worst <= 16, "\(tw)×\(th): mean difference \(mean), worst \(worst) of 255")
        }
    }

    // MARK: The painter's scaled images

    @Test("an image drawn on whole pixels, between pixels and rotated covers its frame with its own colours")
    func imagesDrawOnEveryPath() throws {
        let dir = temporaryFolder("scaled-images")
        writeTestPNG(dir.appendingPathComponent("halves.png"), width: 64, height: 32, left: (1, 0, 0), right: (0, 0, 1))
        let env: (inout EnvironmentValues) -> Void = { $0.imageSearchDirectories = [dir] }
        let image = Image("halves").resizable()
        // Whole pixels (the scaled copy), then a frame that is not (snapped, still the copy), then rotated (filtered in place).
        for (name, view) in [("whole", AnyView(image.frame(width: 80, height: 40))),
                             ("fractional", AnyView(image.frame(width: 80.3, height: 40.4))),
                             ("rotated", AnyView(image.frame(width: 80, height: 40).rotationEffect(.degrees(180))))] {
            let png = try render(view, 100, 60, scale: 2, name: "scaled-\(name)", env)
            let (left, right) = name == "rotated" ? ((0, 0, 255), (255, 0, 0)) : ((255, 0, 0), (0, 0, 255))
            #expect(png.rgb(40, 60)! == left, "\(name)")
            #expect(png.rgb(160, 60)! == right, "\(name)")
            #expect(png.rgb(15, 60)! == (255, 255, 255), "\(name): nothing left of the frame")
        }
    }

    @Test("the scaled copy follows the file: an image saved again is drawn anew")
    func editedImagesAreScaledAgain() throws {
        let dir = temporaryFolder("scaled-edited")
        let url = dir.appendingPathComponent("swatch.png")
        writeTestPNG(url, width: 20, height: 20, left: (1, 0, 0), right: (1, 0, 0))
        let env: (inout EnvironmentValues) -> Void = { $0.imageSearchDirectories = [dir] }
        let view = Image("swatch").resizable().frame(width: 50, height: 50)
        #expect(try render(view, 50, 50, name: "swatch-red", env).rgb(25, 25)! == (255, 0, 0))
        writeTestPNG(url, width: 20, height: 20, left: (0, 1, 0), right: (0, 1, 0))
        // A later modification date, even on a file system that keeps whole seconds.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: url.path)
        #expect(try render(view, 50, 50, name: "swatch-green", env).rgb(25, 25)! == (0, 255, 0))
    }
}
