import CCairo
import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// A window keeps what shadows and blurs rasterized (`EffectRasterCache`): a resize that only
/// moves a shadowed card draws it from the kept images. Every frame painted through the cache
/// must have exactly the pixels of the same frame painted without it, whether the cache hit
/// (the card moved by whole pixels) or missed (by half a pixel, or the card changed).
@Suite struct EffectRasterCacheTests {
    /// A card with a shadow and a blurred badge, centred in a window `width` points wide.
    static func list(width: CGFloat, title: String = "Mira Okafor") -> DisplayList {
        let card = VStack(spacing: 10) {
            ZStack(alignment: .bottomLeading) {
                RoundedRectangle(cornerRadius: 16).fill(.teal).frame(width: 160, height: 90)
                Text(title).font(.headline).foregroundStyle(.white).padding(8)
            }
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .shadow(color: .black.opacity(0.3), radius: 10, x: 0, y: 6)
            Text("Blurred badge").padding(6).background(.orange).blur(radius: 3)
        }
        let tree = ResolvedTree(card, environment: pangoEnvironment(scale: 2))
        tree.layout(in: CGSize(width: width, height: 220))
        return tree.displayList()
    }

    /// The list painted at scale 2, through `rasters` or without a cache.
    static func pixels(_ list: DisplayList, rasters: EffectRasterCache?, motion: PaintMotion? = nil) -> [UInt32] {
        paintedPixels(width: Int((list.size.width * 2).rounded(.up)), height: Int(list.size.height * 2), scale: 2) {
            CairoPainter(cr: $0, scale: 2, rasters: rasters, motion: motion).paint(items: list.items)
        }
    }

    @Test("a card moved by whole pixels is drawn from the kept rasters, with the pixels of a fresh paint")
    func movedCardHits() {
        let cache = EffectRasterCache()
        let first = Self.list(width: 300)
        #expect(Self.pixels(first, rasters: cache) == Self.pixels(first, rasters: nil))
        #expect(cache.count == 2, "one entry for the shadow, one for the blur")
        // 302 and 301 points: the card moves by 1 and 0.5 points, 2 and 1 pixels at scale 2;
        // in 200 and 202 its shadow reaches past the window's edges, and is kept whole.
        for width in [302.0, 301.0, 200, 202] {
            let moved = Self.list(width: width)
            #expect(Self.pixels(moved, rasters: cache) == Self.pixels(moved, rasters: nil), "width \(width)")
        }
        #expect(cache.count == 2, "every move hit")
    }

    @Test("half a pixel over, or a changed card, misses and still paints what a fresh paint does")
    func changedCardMisses() {
        let cache = EffectRasterCache()
        _ = Self.pixels(Self.list(width: 300), rasters: cache)
        // 300.5 points: the card moves by a quarter point, half a pixel.
        let halfPixel = Self.list(width: 300.5)
        #expect(Self.pixels(halfPixel, rasters: cache) == Self.pixels(halfPixel, rasters: nil))
        #expect(cache.count == 4)
        let renamed = Self.list(width: 300, title: "Maximiliana")
        #expect(Self.pixels(renamed, rasters: cache) == Self.pixels(renamed, rasters: nil))
        #expect(cache.count == 5, "the shadowed card changed; the blurred badge did not")
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test("in motion, a card half a pixel over is drawn from the kept rasters moved to the nearest whole pixel; at rest it is made again")
    func motionReusesAcrossFractions() {
        let cache = EffectRasterCache()
        _ = Self.pixels(Self.list(width: 300), rasters: cache)
        let halfPixel = Self.list(width: 300.5)
        let motion = PaintMotion()
        let moving = Self.pixels(halfPixel, rasters: cache, motion: motion)
        #expect(cache.count == 2, "both drawn from the kept rasters")
        #expect(motion.approximations == 2, "and counted as approximations")
        let fresh = Self.pixels(halfPixel, rasters: nil)
        // Off by half a pixel at most (copied, not resampled): only edges differ.
        var total = 0
        for (a, b) in zip(moving, fresh) {
            for shift in [0, 8, 16] { total += abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) }
        }
        let mean = Double(total) / Double(fresh.count * 3)
        #expect(mean < 1, "mean difference \(mean) per channel")
        #expect(Self.pixels(halfPixel, rasters: cache) == fresh)
        #expect(cache.count == 4, "at rest, made where they belong")
    }

    /// `list` with the children of every shadowed or blurred group moved by `offset` inside it,
    /// as an animation's frame-by-frame interpolation leaves them (the group's frame stays).
    static func nudged(_ list: DisplayList, by offset: CGSize) -> DisplayList {
        func nudge(_ item: DisplayItem) -> DisplayItem {
            guard case let .group(g) = item.content else { return item }
            var item = item
            let hasEffect = g.effects.contains { if case .shadow = $0 { return true }; if case .blur = $0 { return true }; return false }
            item.content = .group(DisplayGroup(opacity: g.opacity, effects: g.effects,
                                               children: hasEffect ? g.children.map { $0.translated(by: offset) } : g.children.map(nudge)))
            return item
        }
        var list = list
        list.items = list.items.map(nudge)
        return list
    }

    @Test("in motion, a card whose parts are off by an interpolation's last bits is drawn from the kept rasters; at rest it is made again")
    func motionIgnoresInterpolationBits() {
        let cache = EffectRasterCache()
        _ = Self.pixels(Self.list(width: 300), rasters: cache)
        let animated = Self.nudged(Self.list(width: 300.5), by: CGSize(width: 1e-9, height: -3e-10))
        let motion = PaintMotion()
        _ = Self.pixels(animated, rasters: cache, motion: motion)
        #expect(cache.count == 2, "both drawn from the kept rasters")
        #expect(motion.approximations == 2)
        // Off by a hundredth of a point, the parts did move: made anew even in motion.
        let moved = Self.nudged(Self.list(width: 300.5), by: CGSize(width: 0.01, height: 0))
        _ = Self.pixels(moved, rasters: cache, motion: PaintMotion())
        #expect(cache.count == 4)
        #expect(Self.pixels(animated, rasters: cache) == Self.pixels(animated, rasters: nil), "at rest, exact")
    }
}
