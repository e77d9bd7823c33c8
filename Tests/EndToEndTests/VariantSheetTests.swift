import CCairo
import Foundation
import Testing

/// `trellis render --variants`: one PNG with the preview in every variant of a setting.
@Suite struct VariantSheetCommand {
    /// A 50-point square in the window's middle, on the window background (white or black).
    static let source = "Color.red.frame(width: 50, height: 50)"

    /// The PNG's pixel (r, g, b) at (x, y), read back with Cairo.
    static func pixels(_ url: URL) throws -> (width: Int, height: Int, rgb: (Int, Int) -> (Int, Int, Int)) {
        let surface = try #require(cairo_image_surface_create_from_png(url.path))
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var copy = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { copy[y * w + x] = UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self) }
        }
        cairo_surface_destroy(surface)
        return (w, h, { x, y in
            let p = copy[y * w + x]
            return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        })
    }

    @Test func colorSchemesSideBySide() throws {
        let url = try Command.temporaryFile(Self.source)
        let out = url.deletingLastPathComponent().appendingPathComponent("schemes.png")
        let r = try Command.run(["render", url.path, "-o", out.path, "--variants", "color-scheme", "--size", "200x100"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try Self.pixels(out)
        // Margins of 24, a 26-point caption above each 200×100 window, 24 between the two.
        #expect(image.width == 24 + 200 + 24 + 200 + 24 && image.height == 24 + 26 + 100 + 24)
        let top = 24 + 26
        #expect(image.rgb(24 + 10, top + 10) == (255, 255, 255), "light window background")
        #expect(image.rgb(24 + 224 + 10, top + 10) == (0, 0, 0), "dark window background")
        for left in [24, 248] {
            let red = image.rgb(left + 100, top + 50)
            #expect(red.0 > 200 && red.1 < 90 && red.2 < 90, "the square in the middle of each window: \(red)")
        }
        #expect(image.rgb(5, 5) != (255, 255, 255), "the sheet around the windows is not a window")
    }

    @Test func devicesAreEveryPresetAtItsSize() throws {
        let url = try Command.temporaryFile(Self.source)
        let out = url.deletingLastPathComponent().appendingPathComponent("devices.png")
        let r = try Command.run(["render", url.path, "-o", out.path, "--variants", "devices"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try Self.pixels(out)
        // The first cell is the iPhone SE (375×667): its window starts below the caption.
        let top = 24 + 26
        #expect(image.rgb(24 + 1, top + 1) == (255, 255, 255))
        #expect(image.rgb(24 + 375 - 2, top + 667 - 2) == (255, 255, 255))
        #expect(image.rgb(24 + 375 + 3, top + 10) != (255, 255, 255), "the gap after the iPhone SE's window")
        #expect(image.width >= 1280 + 48, "the Mac window fits")
    }

    @Test func anUnknownKindIsRefusedWithTheChoices() throws {
        let url = try Command.temporaryFile(Self.source)
        let r = try Command.run(["render", url.path, "-o", "/tmp/never.png", "--variants", "moods"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("devices") && r.stderr.contains("dynamic-type"), "\(r.stderr)")
    }
}
