import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// A frame in motion (`PaintMotion`: an animation, a drag) draws an image at a size it has no
/// resampled copy for with Cairo's bilinear filter, counts it, and leaves the copy to the frame
/// at rest, which draws exactly what a painter that was never in motion draws.
@Suite struct PaintMotionTests {
    static func pixels(_ item: DisplayItem, images: CairoImageCache, motion: PaintMotion?) -> [UInt32] {
        paintedPixels(width: 120, height: 80) { CairoPainter(cr: $0, scale: 1, images: images, motion: motion).paint(items: [item]) }
    }

    @Test("in motion, an image at a new size is drawn filtered and counted; at rest, resampled as always")
    func imageAtANewSize() {
        let folder = temporaryFolder("paint-motion")
        let url = folder.appendingPathComponent("photo.png")
        writeTestPNG(url, width: 40, height: 20, left: (1, 0, 0), right: (0, 0, 1))
        let item = DisplayItem(identity: "0", frame: CGRect(x: 7, y: 9, width: 100, height: 50),
                               content: .image(DisplayImage(source: .file(url, scale: 1))))
        let images = CairoImageCache()
        let motion = PaintMotion()
        let moving = Self.pixels(item, images: images, motion: motion)
        #expect(motion.approximations == 1)
        #expect(!images.hasScaledSurface(url, width: 100, height: 50, filter: CAIRO_FILTER_BEST), "no copy made in motion")
        let exact = Self.pixels(item, images: CairoImageCache(), motion: nil)
        #expect(moving != exact, "filtered, not resampled")
        #expect(moving.filter { $0 != 0xFFFFFF }.count == exact.filter { $0 != 0xFFFFFF }.count, "over the same pixels")
        #expect(Self.pixels(item, images: images, motion: nil) == exact)
        // Once the copy exists, motion draws it too.
        let again = PaintMotion()
        #expect(Self.pixels(item, images: images, motion: again) == exact)
        #expect(again.approximations == 0)
    }
}
