import Foundation
import Testing
@testable import Trellis

/// The SF Symbol stand-ins of SymbolCatalog+AppSymbols.swift. Glyphs are checked through their
/// elements: paths are flattened to polylines (PathGeometry) and sampled on a grid, painting
/// fills, round strokes and erasures in order as the painter does.
@Suite struct AppSymbolsTests {
    /// Names real apps use (Apple's Food Truck and Backyard Birds samples, public SwiftUI apps) and
    /// common iOS symbols the base catalog lacked.
    static let usedByApps = [
        "checkmark.circle", "xmark.circle.fill", "person.fill", "fork.knife", "box.truck", "shippingbox", "trophy",
        "cloud.sun", "moon.circle.fill", "building.2", "chart.line.uptrend.xyaxis", "face.smiling", "text.bubble",
        "plus.bubble", "ellipsis.circle", "questionmark.circle", "person.3", "textformat", "sun.max.circle.fill",
        "suit.heart.fill", "arrow.2.squarepath", "train.side.front.car", "train.side.middle.car", "train.side.rear.car",
        "at", "questionmark", "checkmark.seal.fill", "square.and.arrow.up.fill", "person.badge.plus", "number",
        "doc.on.doc", "bird", "1.circle", "2.circle", "xmark.square.fill", "safari", "person.crop.circle.badge.xmark",
        "line.horizontal.3.decrease", "line.3.horizontal.decrease.circle", "quote.bubble", "photo.on.rectangle.angled",
        "exclamationmark.bubble", "cup.and.saucer.fill", "cloud.heavyrain.fill", "chart.bar", "birthday.cake",
        "arrowshape.turn.up.left", "wallet.pass", "star.circle", "speaker.slash.fill", "pin.fill", "house.circle.fill",
        "drop.fill", "display", "chart.bar.fill", "captions.bubble", "calendar.badge.exclamationmark", "tray.full",
        "sun.min", "square.and.arrow.up.circle.fill", "speaker.wave.3.fill", "qrcode.viewfinder", "power",
        "person.badge.minus", "person.3.fill", "pencil.circle", "mappin.circle.fill", "key.fill", "heart.circle",
        "eyeglasses", "dot.radiowaves.left.and.right", "delete.left", "cloud.snow.fill", "cloud.drizzle.circle.fill",
        "chevron.right.circle", "checkmark.shield", "chart.pie.fill", "bubble.left.and.bubble.right", "bird.fill",
        "arrow.triangle.2.circlepath", "arrow.forward", "map", "magnifyingglass.circle", "lock.open", "lightbulb",
        "flame", "snowflake", "qrcode", "barcode", "battery.100", "hand.thumbsup.circle", "bell.circle.fill",
        "envelope.circle", "calendar.badge.plus", "gamecontroller", "archivebox", "car.fill", "briefcase.fill",
        "crown.fill", "cube", "dollarsign.circle.fill", "video.fill", "tv", "keyboard", "laptopcomputer", "hourglass",
        "checklist", "info", "exclamationmark", "plus.square", "square.grid.3x3.fill", "person.2.circle",
        "arrow.up.arrow.down", "arrow.left.arrow.right", "arrow.uturn.left", "location.north.circle.fill",
    ]

    /// Every name the new table draws and the base catalog does not (those keep their drawing).
    static var added: [String] { SymbolCatalog.appSymbols.keys.sorted() }

    @Test func namesRealAppsUseAreDrawnNotPlaceholders() {
        let names = Set(SymbolCatalog.names)
        for name in Self.usedByApps {
            #expect(names.contains(name), "\(name) is in the catalog")
            let glyph = SymbolCatalog.glyph(named: name)
            #expect(!glyph.isPlaceholder, "\(name) is drawn")
            #expect(Raster(glyph).inkArea > 0.04 * glyph.size.width * glyph.size.height, "\(name) draws visible ink")
        }
        #expect(Self.added.count >= 80)
        for name in Self.added { #expect(names.contains(name) && !SymbolCatalog.glyph(named: name).isPlaceholder, "\(name)") }
    }

    @Test func glyphsHaveTheProportionsOfTheirSymbols() {
        func aspect(_ name: String) -> CGFloat {
            let s = SymbolCatalog.glyph(named: name).size
            return s.width / s.height
        }
        // Wide symbols are wider than tall, tall ones taller than wide, round ones square.
        for name in ["box.truck", "battery.100", "laptopcomputer", "car", "video", "tray", "eyeglasses", "barcode",
                     "train.side.front.car", "textformat", "keyboard", "gamecontroller", "person.3", "chart.line.uptrend.xyaxis"] {
            #expect(aspect(name) > 1.1, "\(name) is wide")
        }
        for name in ["key", "pin", "drop", "lightbulb", "exclamationmark", "questionmark", "info", "hourglass", "flame", "ipad"] {
            #expect(aspect(name) < 0.9, "\(name) is tall")
        }
        for name in Self.added where name.hasSuffix(".circle") || name.hasSuffix(".circle.fill") || name.hasSuffix(".square") || name.hasSuffix(".square.fill") {
            if name.contains(".badge.") { continue }
            #expect(aspect(name) == 1, "\(name) is square")
        }
        // A family's filled variant keeps its outline's box; every glyph is about one em.
        for name in Self.added where name.hasSuffix(".fill") {
            let outline = String(name.dropLast(5))
            guard SymbolCatalog.table[outline] != nil else { continue }
            #expect(SymbolCatalog.glyph(named: name).size == SymbolCatalog.glyph(named: outline).size, "\(name)")
        }
        for name in Self.added {
            let s = SymbolCatalog.glyph(named: name).size
            #expect(max(s.width, s.height) >= 80 && max(s.width, s.height) <= 150, "\(name) is about one em")
            #expect(aspect(name) >= 0.3 && aspect(name) <= 2.5, "\(name)")
        }
    }

    @Test func inkStaysInsideTheDesignBoxAndSpansIt() {
        for name in Self.added {
            let glyph = SymbolCatalog.glyph(named: name)
            let ink = Raster.inkBounds(glyph)
            let box = CGRect(origin: .zero, size: glyph.size).insetBy(dx: -1, dy: -1)
            #expect(box.contains(ink), "\(name): ink \(ink) inside \(glyph.size)")
            // The box is the symbol's: its ink reaches across most of the longer side.
            let long = max(ink.width / glyph.size.width, ink.height / glyph.size.height)
            #expect(long > 0.75, "\(name) spans its box (\(long))")
        }
    }

    @Test func filledVariantsHaveMoreInkThanTheirOutlines() {
        var pairs = 0
        for name in Self.added where name.hasSuffix(".fill") {
            let outline = String(name.dropLast(5))
            // The catalog's moon is solid in both variants, so moon.stars differs only in its stars.
            guard SymbolCatalog.table[outline] != nil, outline != "moon.stars" else { continue }
            let filled = Raster(SymbolCatalog.glyph(named: name)).inkArea
            let plain = Raster(SymbolCatalog.glyph(named: outline)).inkArea
            #expect(filled > plain * 1.05, "\(name) \(filled) > \(outline) \(plain)")
            pairs += 1
        }
        #expect(pairs >= 60)
    }

    @Test func strokesFollowTheFontWeight() {
        for name in ["fork.knife", "at", "checkmark.seal", "arrow.2.squarepath", "text.bubble", "house.circle"] {
            let light = Raster(SymbolCatalog.glyph(named: name, weight: 300)).inkArea
            let bold = Raster(SymbolCatalog.glyph(named: name, weight: 700)).inkArea
            #expect(bold > light * 1.15, "\(name) is heavier when bold")
        }
    }

    @Test func circledAndBadgedVariantsKeepTheirMarkVisible() {
        // A filled circle (or square) has its mark cut out of the middle; the outline one draws it there.
        for name in ["house.circle", "star.circle", "moon.circle", "sun.max.circle", "1.circle", "8.circle",
                     "xmark.square", "3.square", "heart.square", "cloud.circle", "person.2.circle"] {
            let outline = Raster(SymbolCatalog.glyph(named: name)), filled = Raster(SymbolCatalog.glyph(named: name + ".fill"))
            let middle = CGRect(x: 30, y: 30, width: 40, height: 40)
            let inkedOutline = outline.fraction(in: middle), inkedFilled = filled.fraction(in: middle)
            #expect(inkedOutline > 0.1, "\(name) draws its mark (\(inkedOutline))")
            #expect(inkedFilled < 0.9, "\(name).fill cuts its mark out (\(inkedFilled))")
            #expect(filled.fraction(in: CGRect(x: 0, y: 0, width: 100, height: 100)) > 0.5, "\(name).fill is a solid shape")
        }
        // The badge's cut leaves the lower right of the person apart from the mark.
        let person = Raster(SymbolCatalog.glyph(named: "person.fill.badge.plus"))
        #expect(!person.isInked(CGPoint(x: 101 - 22, y: 72)))
        #expect(person.isInked(CGPoint(x: 101, y: 72)))
        // Digits differ from each other.
        let one = Raster(SymbolCatalog.glyph(named: "1.circle")), eight = Raster(SymbolCatalog.glyph(named: "8.circle"))
        #expect(eight.inkArea > one.inkArea * 1.1)
    }
}

/// A glyph sampled on a grid: fills, round strokes and erasures applied in order.
private struct Raster {
    let glyph: SymbolGlyph
    let step: CGFloat
    private let shapes: [(mode: SymbolGlyph.Mode, subpaths: [[CGPoint]], closed: [Bool], bounds: CGRect)]

    init(_ glyph: SymbolGlyph, step: CGFloat = 2) {
        self.glyph = glyph
        self.step = step
        shapes = glyph.elements.map { e in
            let g = PathGeometry(e.path)
            let pts = g.subpaths.map(\.points)
            var bounds = e.path.boundingRect
            switch e.mode {
            case let .stroke(w), let .eraseStroke(w): bounds = bounds.insetBy(dx: -w / 2 - 1, dy: -w / 2 - 1)
            default: break
            }
            return (e.mode, pts, g.subpaths.map(\.isClosed), bounds)
        }
    }

    /// Ink area in square design units.
    var inkArea: CGFloat {
        var n = 0
        var y = step / 2
        while y < glyph.size.height {
            var x = step / 2
            while x < glyph.size.width {
                if isInked(CGPoint(x: x, y: y)) { n += 1 }
                x += step
            }
            y += step
        }
        return CGFloat(n) * step * step
    }

    /// The fraction of samples in `rect` (design units) that are inked.
    func fraction(in rect: CGRect) -> CGFloat {
        var n = 0, inked = 0
        var y = rect.minY + step / 2
        while y < rect.maxY {
            var x = rect.minX + step / 2
            while x < rect.maxX {
                n += 1
                if isInked(CGPoint(x: x, y: y)) { inked += 1 }
                x += step
            }
            y += step
        }
        return n > 0 ? CGFloat(inked) / CGFloat(n) : 0
    }

    func isInked(_ p: CGPoint) -> Bool {
        var on = false
        for s in shapes where s.bounds.contains(p) {
            switch s.mode {
            case .fill: on = on || winding(s.subpaths, p) != 0
            case .evenOddFill: on = on || winding(s.subpaths, p) % 2 != 0
            case let .stroke(w): on = on || near(s.subpaths, s.closed, p, w / 2)
            case .eraseFill: if winding(s.subpaths, p) != 0 { on = false }
            case let .eraseStroke(w): if near(s.subpaths, s.closed, p, w / 2) { on = false }
            }
        }
        return on
    }

    /// The bounds of everything painted (strokes widened by half their width), erasures ignored.
    static func inkBounds(_ glyph: SymbolGlyph) -> CGRect {
        var r = CGRect.null
        for e in glyph.elements {
            var pad: CGFloat = 0
            switch e.mode {
            case .fill, .evenOddFill: pad = 0
            case let .stroke(w): pad = w / 2
            case .eraseFill, .eraseStroke: continue
            }
            for s in PathGeometry(e.path).subpaths {
                for p in s.points { r = r.union(CGRect(x: p.x - pad, y: p.y - pad, width: 2 * pad, height: 2 * pad)) }
            }
        }
        return r
    }

    private func winding(_ subpaths: [[CGPoint]], _ p: CGPoint) -> Int {
        var w = 0
        for s in subpaths {
            guard let first = s.first else { continue }
            let pts = s + [first]
            for (a, b) in zip(pts, pts.dropFirst()) {
                let c = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y { if b.y > p.y && c > 0 { w += 1 } } else if b.y <= p.y && c < 0 { w -= 1 }
            }
        }
        return w
    }

    private func near(_ subpaths: [[CGPoint]], _ closed: [Bool], _ p: CGPoint, _ r: CGFloat) -> Bool {
        for (s, isClosed) in zip(subpaths, closed) {
            guard let first = s.first else { continue }
            if s.count == 1, hypot(first.x - p.x, first.y - p.y) <= r { return true }
            let pts = isClosed ? s + [first] : s
            for (a, b) in zip(pts, pts.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let len2 = dx * dx + dy * dy
                let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0
                if hypot(a.x + t * dx - p.x, a.y + t * dy - p.y) <= r { return true }
            }
        }
        return false
    }
}
