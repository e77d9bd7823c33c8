import CCairo
import Foundation
import Trellis

/// What shadows and blurs rasterized, kept from one frame to the next: a resize moves a
/// shadowed card without changing it, and rendering and blurring it again was most of such a
/// frame's paint (a profile card: about 4 of 5 ms). An entry is found by what it drew, moved
/// to the group's own origin, and by where that origin fell in the pixel grid, so a hit puts
/// down the pixels a miss would have made.
///
/// The window owns one (`CairoPainter(rasters:)`); a one-off render has nothing to reuse.
public final class EffectRasterCache: @unchecked Sendable {
    /// What an effect rasterized: the group's content (blurred, for a blur) and a shadow's
    /// blurred alpha. Each surface is a reference the holder releases (`release()`).
    struct Raster {
        var content: OpaquePointer
        var shadow: OpaquePointer?

        /// A reference of its own to each surface, for a painter to use while the cache may
        /// drop its own.
        func retained() -> Raster {
            cairo_surface_reference(content)
            if let shadow { cairo_surface_reference(shadow) }
            return self
        }

        func release() {
            cairo_surface_destroy(content)
            if let shadow { cairo_surface_destroy(shadow) }
        }

        var bytes: Int {
            [content, shadow].compactMap { $0 }.reduce(0) { $0 + Int(cairo_image_surface_get_stride($1) * cairo_image_surface_get_height($1)) }
        }
    }

    /// Everything the pixels of an effect's rasters follow from.
    struct Key: Equatable {
        /// The shadow or the blur.
        var effect: DisplayEffect
        /// The effects inside it and the children, moved so that the group's frame starts at 0, 0.
        var content: DisplayGroup
        /// The transform's linear part (xx, yx, xy, yy).
        var linear: [Double]
        /// Where the group's origin falls in the raster, in pixels: the same fraction of a pixel
        /// draws the same antialiased edges.
        var phaseX: Double, phaseY: Double
        var width: Int, height: Int
        var scale: CGFloat
        /// Compared first: most entries differ here.
        var hash: Int

        init(effect: DisplayEffect, inner: ArraySlice<DisplayEffect>, children: [DisplayItem], origin: CGPoint,
             matrix m: cairo_matrix_t, phase: (x: Double, y: Double), width: Int, height: Int, scale: CGFloat) {
            self.effect = effect
            content = Self.drawnForm(DisplayGroup(effects: Array(inner), children: children)
                .translated(by: CGSize(width: -origin.x, height: -origin.y)))
            linear = [m.xx, m.yx, m.xy, m.yy]
            phaseX = phase.x
            phaseY = phase.y
            self.width = width
            self.height = height
            self.scale = scale
            var hasher = Hasher()
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(phase.x)
            hasher.combine(phase.y)
            hasher.combine(children.count)
            hasher.combine(children.first?.identity)
            hash = hasher.finalize()
        }

        /// The same drawing at another fraction of a pixel (the raster may be a pixel larger or
        /// smaller for it), its coordinates compared to 1/1024 of a point: an animation
        /// interpolates every item on its own, so a card that moves whole differs from its kept
        /// drawing in the last bits of its children's offsets.
        /// `snappedOther` gives `other`'s content snapped (asked for at most once by a lookup that
        /// compares one key with many entries).
        func isSameDrawing(as other: Key, snappedOther: () -> DisplayGroup) -> Bool {
            abs(width - other.width) <= 1 && abs(height - other.height) <= 1 && linear == other.linear && scale == other.scale
                && effect == other.effect && (content == other.content || Self.snapped(content) == snappedOther())
        }

        /// The group with every coordinate rounded to 1/1024 of a point.
        static func snapped(_ group: DisplayGroup) -> DisplayGroup {
            func snap(_ v: CGFloat) -> CGFloat { (v * 1024).rounded() / 1024 }
            func snap(_ p: CGPoint) -> CGPoint { CGPoint(x: snap(p.x), y: snap(p.y)) }
            func snap(_ r: CGRect) -> CGRect { CGRect(x: snap(r.minX), y: snap(r.minY), width: snap(r.width), height: snap(r.height)) }
            func snap(_ shape: DisplayShape) -> DisplayShape { shape.mapped(rect: snap, point: snap) }
            func snap(_ item: DisplayItem) -> DisplayItem {
                var item = item
                item.frame = snap(item.frame)
                switch item.content {
                case var .shape(s):
                    s.outline = snap(s.outline)
                    item.content = .shape(s)
                case let .group(inner):
                    item.content = .group(snapped(inner))
                case .text, .image:
                    break
                }
                return item
            }
            let effects = group.effects.map { effect -> DisplayEffect in
                switch effect {
                case let .clip(shape, eoFill): return .clip(snap(shape), eoFill: eoFill)
                case let .transform(rotation, sx, sy, anchor): return .transform(rotation: rotation, scaleX: sx, scaleY: sy, anchor: snap(anchor))
                case let .mask(items): return .mask(items.map(snap))
                case .shadow, .blur, .colorAdjustment: return effect
                }
            }
            return DisplayGroup(opacity: group.opacity, effects: effects, children: group.children.map(snap))
        }

        /// The group without what does not change its pixels: a text that says how its lines
        /// were broken is drawn that way whatever it was proposed (`PangoTextMeasurer`'s paint
        /// layouts), and its proposal follows the window's width.
        static func drawnForm(_ group: DisplayGroup) -> DisplayGroup {
            var group = group
            group.effects = group.effects.map { effect in
                guard case let .mask(items) = effect else { return effect }
                return .mask(drawnForm(DisplayGroup(children: items)).children)
            }
            group.children = group.children.map { item in
                var item = item
                switch item.content {
                case var .text(text) where text.result.lineBreaking != nil:
                    text.proposal = .unspecified
                    item.content = .text(text)
                case let .group(inner):
                    item.content = .group(drawnForm(inner))
                case .text, .shape, .image:
                    break
                }
                return item
            }
            return group
        }
    }

    private let lock = NSLock()
    /// Least recently used first.
    private var entries: [(key: Key, raster: Raster)] = []
    private var bytes = 0
    /// A few screens' worth of cards; past it the least recently used go.
    static let budget = 48 << 20
    static let maximumEntries = 48

    /// An empty cache.
    public init() {}

    deinit { entries.forEach { $0.raster.release() } }

    /// The rasters made for `key`, retained for the caller (who releases them), or nil. In
    /// `motion` (a frame of an animation), rasters of the same drawing made at another fraction
    /// of a pixel serve too: `shift` is how far (device pixels) the drawing lies from where they
    /// were made (the painter draws them moved by it, to the nearest whole pixel).
    func raster(for key: Key, motion: Bool = false) -> (raster: Raster, shift: (x: Double, y: Double))? {
        lock.withLock {
            var index = entries.firstIndex { $0.key.hash == key.hash && $0.key == key }
            if index == nil && motion {
                var snappedQuery: DisplayGroup?
                func snapped() -> DisplayGroup {
                    if let snappedQuery { return snappedQuery }
                    let s = Key.snapped(key.content)
                    snappedQuery = s
                    return s
                }
                index = entries.lastIndex { $0.key.isSameDrawing(as: key, snappedOther: snapped) }
            }
            guard let index else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return (entry.raster.retained(), (key.phaseX - entry.key.phaseX, key.phaseY - entry.key.phaseY))
        }
    }

    /// Keeps `raster` (taking a reference of its own) for `key`, dropping the least recently
    /// used entries past the budget.
    func keep(_ raster: Raster, for key: Key) {
        let size = raster.bytes
        guard size <= Self.budget / 4 else { return }
        lock.withLock {
            entries.append((key, raster.retained()))
            bytes += size
            while bytes > Self.budget || entries.count > Self.maximumEntries {
                let dropped = entries.removeFirst()
                bytes -= dropped.raster.bytes
                dropped.raster.release()
            }
        }
    }

    /// Forgets everything (an image file a raster drew may have changed on disk).
    public func removeAll() {
        lock.withLock {
            entries.forEach { $0.raster.release() }
            entries = []
            bytes = 0
        }
    }

    /// How many effects' rasters are kept (for tests).
    public var count: Int { lock.withLock { entries.count } }
}
