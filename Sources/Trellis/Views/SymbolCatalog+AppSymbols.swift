// Stand-ins for SF Symbols that real apps use and the base catalog lacks: circled, squared and
// badged variants composed from glyphs the catalog already draws, and drawings of everyday
// objects, weather, charts and numerals. Drawn from paths in design boxes (as SymbolCatalog is);
// on Linux they are Trellis's own drawings, not Apple's glyphs.
import Foundation

extension SymbolCatalog {
    /// Symbols common in real apps (merged into `table`; names already there keep their drawing).
    static let appSymbols: [String: Entry] = {
        var t = AppSymbolTable()
        AppSymbols.shapes(&t)
        AppSymbols.objects(&t)
        AppSymbols.weatherAndCharts(&t)
        AppSymbols.arrowsAndMarks(&t)
        AppSymbols.devices(&t)
        AppSymbols.composed(&t)
        AppSymbols.everyday(&t)
        AppSymbols.fromSampleApps(&t)
        return t.entries
    }()
}

/// Collects entries; `family` registers an outline name and its `.fill` variant.
struct AppSymbolTable {
    var entries: [String: SymbolCatalog.Entry] = [:]

    mutating func add(_ name: String, _ w: CGFloat, _ h: CGFloat, _ draw: @escaping @Sendable (inout GlyphBuilder) -> Void) {
        entries[name] = SymbolCatalog.Entry(size: CGSize(width: w, height: h), draw: draw)
    }

    mutating func family(_ name: String, _ w: CGFloat, _ h: CGFloat, _ draw: @escaping @Sendable (inout GlyphBuilder, Bool) -> Void) {
        add(name, w, h) { draw(&$0, false) }
        add(name + ".fill", w, h) { draw(&$0, true) }
    }
}

enum AppSymbols {
    typealias B = GlyphBuilder

    // MARK: Helpers

    /// A line inside a shape: stroked on the outline variant, cut out of the filled one.
    static func markStroke(_ b: inout GlyphBuilder, _ filled: Bool, _ p: Path) {
        if filled { b.eraseStroke(p, width: b.strokeWidth) } else { b.stroke(p) }
    }

    /// A shape outlined, or filled out to the outline's outer edge (so both variants have one silhouette).
    static func solid(_ b: inout GlyphBuilder, _ p: Path, _ filled: Bool) {
        if filled { b.fill(p) }
        b.stroke(p)
    }

    /// A dot inside a shape: filled on the outline variant, cut out of the filled one.
    static func markFill(_ b: inout GlyphBuilder, _ filled: Bool, _ p: Path) {
        if filled { b.eraseFill(p) } else { b.fill(p) }
    }

    /// Draws the catalog's glyph `name` fitted (aspect kept, centred) into `rect` of `b`'s box.
    /// `invert` swaps ink and cut-outs (a mark cut out of a filled disc); `strokeScale` scales
    /// the stroke width relative to `b`'s.
    static func place(_ name: String, in b: inout GlyphBuilder, _ rect: CGRect, invert: Bool = false, strokeScale: CGFloat = 1) {
        guard let entry = SymbolCatalog.table[name] else { return }
        let s = min(rect.width / entry.size.width, rect.height / entry.size.height)
        let ox = rect.midX - entry.size.width * s / 2, oy = rect.midY - entry.size.height * s / 2
        var inner = GlyphBuilder(size: entry.size, strokeWidth: b.strokeWidth * strokeScale / s)
        entry.draw(&inner)
        for e in inner.elements {
            let path = e.path.mapPoints { CGPoint(x: ox + $0.x * s, y: oy + $0.y * s) }
            if invert, e.mode == .evenOddFill {
                // Holes (every other subpath, as the catalog's ring shapes are drawn) come back as ink.
                for (i, sub) in subpaths(of: path).enumerated() { b.elements.append(.init(path: sub, mode: i % 2 == 0 ? .eraseFill : .fill)) }
                continue
            }
            let mode: SymbolGlyph.Mode
            switch e.mode {
            case .fill, .evenOddFill: mode = invert ? .eraseFill : e.mode
            case .eraseFill: mode = invert ? .fill : .eraseFill
            case let .stroke(w): mode = invert ? .eraseStroke(width: w * s) : .stroke(width: w * s)
            case let .eraseStroke(w): mode = invert ? .stroke(width: w * s) : .eraseStroke(width: w * s)
            }
            b.elements.append(.init(path: path, mode: mode))
        }
    }

    /// The path's subpaths, each as a path of its own.
    static func subpaths(of path: Path) -> [Path] {
        var out: [Path] = []
        var current = Path()
        for e in path.elements {
            switch e {
            case let .move(p):
                if !current.isEmpty { out.append(current) }
                current = Path()
                current.move(to: p)
            case let .line(p): current.addLine(to: p)
            case let .quadCurve(p, c): current.addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: current.closeSubpath()
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    /// An arc about (cx, cy); `clockwise: false` sweeps towards increasing angles (clockwise on screen).
    static func arc(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, _ from: Double, _ to: Double, clockwise: Bool = false) -> Path {
        var p = Path()
        p.addArc(center: B.pt(cx, cy), radius: r, startAngle: .degrees(from), endAngle: .degrees(to), clockwise: clockwise)
        return p
    }

    /// The stroked paths of a digit 0–9 in a box at (x, y), `w` wide and `h` high.
    static func digit(_ d: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> [Path] {
        let cx = x + w / 2
        switch d {
        case 0: return [B.ellipse(x, y, w, h)]
        case 1: return [B.polyline([B.pt(x + 0.15 * w, y + 0.2 * h), B.pt(x + 0.6 * w, y), B.pt(x + 0.6 * w, y + h)])]
        case 2:
            var p = Path()
            p.move(to: B.pt(x + 0.02 * w, y + 0.26 * h))
            p.addCurve(to: B.pt(cx, y), control1: B.pt(x + 0.05 * w, y + 0.08 * h), control2: B.pt(x + 0.25 * w, y))
            p.addCurve(to: B.pt(x + w, y + 0.28 * h), control1: B.pt(x + 0.8 * w, y), control2: B.pt(x + w, y + 0.12 * h))
            p.addCurve(to: B.pt(x, y + h), control1: B.pt(x + w, y + 0.5 * h), control2: B.pt(x + 0.3 * w, y + 0.7 * h))
            p.addLine(to: B.pt(x + w, y + h))
            return [p]
        case 3:
            var p = arc(cx, y + 0.25 * h, 0.25 * h, -160, 90)
            p.addArc(center: B.pt(cx, y + 0.73 * h), radius: 0.27 * h, startAngle: .degrees(-90), endAngle: .degrees(160), clockwise: false)
            return [p.mapPoints { CGPoint(x: cx + ($0.x - cx) * w / (0.56 * h), y: $0.y) }]
        case 4: return [B.polyline([B.pt(x + 0.72 * w, y + h), B.pt(x + 0.72 * w, y), B.pt(x, y + 0.7 * h), B.pt(x + w, y + 0.7 * h)])]
        case 5:
            var p = B.polyline([B.pt(x + 0.92 * w, y), B.pt(x + 0.12 * w, y), B.pt(x + 0.06 * w, y + 0.46 * h)])
            p.addArc(center: B.pt(cx, y + 0.67 * h), radius: 0.33 * h, startAngle: .degrees(-125), endAngle: .degrees(150), clockwise: false)
            return [p.mapPoints { CGPoint(x: $0.y > y + 0.3 * h ? cx + ($0.x - cx) * w / (0.66 * h) : $0.x, y: $0.y) }]
        case 6:
            var stem = Path()
            stem.move(to: B.pt(x + 0.85 * w, y + 0.04 * h))
            stem.addQuadCurve(to: B.pt(x, y + 0.66 * h), control: B.pt(x + 0.05 * w, y + 0.1 * h))
            return [stem, B.ellipse(x, y + 0.34 * h, w, 0.66 * h)]
        case 7: return [B.polyline([B.pt(x, y), B.pt(x + w, y), B.pt(x + 0.35 * w, y + h)])]
        case 8: return [B.ellipse(x + 0.08 * w, y, 0.84 * w, 0.46 * h), B.ellipse(x, y + 0.46 * h, w, 0.54 * h)]
        default:
            return digit(6, x, y, w, h).map { $0.mapPoints { CGPoint(x: 2 * x + w - $0.x, y: 2 * y + h - $0.y) } }
        }
    }

    /// A scalloped seal of radius about 44 centred in a 100×100 box.
    static func sealPath() -> Path {
        var pts: [CGPoint] = []
        for i in 0..<120 {
            let a = CGFloat(i) / 120 * 2 * .pi
            let r = 41 + 4.5 * cos(12 * a)
            pts.append(B.pt(50 + r * cos(a), 50 + r * sin(a)))
        }
        return B.polygon(pts)
    }

    /// A shield in a 90×105 box.
    static func shieldPath() -> Path {
        var p = Path()
        p.move(to: B.pt(45, 6))
        p.addCurve(to: B.pt(84, 18), control1: B.pt(58, 14), control2: B.pt(72, 18))
        p.addLine(to: B.pt(84, 48))
        p.addCurve(to: B.pt(45, 99), control1: B.pt(84, 76), control2: B.pt(62, 92))
        p.addCurve(to: B.pt(6, 48), control1: B.pt(28, 92), control2: B.pt(6, 76))
        p.addLine(to: B.pt(6, 18))
        p.addCurve(to: B.pt(45, 6), control1: B.pt(18, 18), control2: B.pt(32, 14))
        p.closeSubpath()
        return p
    }

    // MARK: Shapes and marks

    static func shapes(_ t: inout AppSymbolTable) {
        // Playing-card heart: narrower lobes and a sharper point than "heart".
        t.family("suit.heart", 100, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(50, 94))
            p.addCurve(to: B.pt(6, 34), control1: B.pt(32, 72), control2: B.pt(6, 58))
            p.addCurve(to: B.pt(29, 8), control1: B.pt(6, 18), control2: B.pt(16, 8))
            p.addCurve(to: B.pt(50, 24), control1: B.pt(40, 8), control2: B.pt(47, 15))
            p.addCurve(to: B.pt(71, 8), control1: B.pt(53, 15), control2: B.pt(60, 8))
            p.addCurve(to: B.pt(94, 34), control1: B.pt(84, 8), control2: B.pt(94, 18))
            p.addCurve(to: B.pt(50, 94), control1: B.pt(94, 58), control2: B.pt(68, 72))
            p.closeSubpath()
            solid(&b, p, filled)
        }
        t.family("suit.diamond", 80, 100) { b, filled in
            solid(&b, B.polygon([B.pt(40, 4), B.pt(76, 50), B.pt(40, 96), B.pt(4, 50)]), filled)
        }
        t.family("seal", 100, 100) { b, filled in solid(&b, sealPath(), filled) }
        t.family("checkmark.seal", 100, 100) { b, filled in
            solid(&b, sealPath(), filled)
            markStroke(&b, filled, B.polyline([B.pt(31, 51), B.pt(44, 65), B.pt(69, 35)]))
        }
        t.family("xmark.seal", 100, 100) { b, filled in
            solid(&b, sealPath(), filled)
            markStroke(&b, filled, B.line(35, 35, 65, 65))
            markStroke(&b, filled, B.line(65, 35, 35, 65))
        }
        t.family("shield", 90, 105) { b, filled in solid(&b, shieldPath(), filled) }
        t.family("checkmark.shield", 90, 105) { b, filled in
            solid(&b, shieldPath(), filled)
            markStroke(&b, filled, B.polyline([B.pt(27, 52), B.pt(40, 66), B.pt(64, 36)]))
        }
        t.add("questionmark", 65, 100) { b in
            var q = arc(32.5, 30, 22, 180, 60)
            q.addQuadCurve(to: B.pt(32.5, 68), control: B.pt(32.5, 52))
            b.stroke(q)
            b.fill(B.circle(32.5, 88, 6.5))
        }
        t.add("exclamationmark", 30, 100) { b in
            b.stroke(B.line(15, 8, 15, 66))
            b.fill(B.circle(15, 88, 6.5))
        }
        t.add("info", 40, 100) { b in
            b.fill(B.circle(22, 12, 8))
            b.stroke(B.polyline([B.pt(8, 38), B.pt(22, 38), B.pt(22, 92)]))
            b.stroke(B.line(8, 92, 34, 92))
        }
        t.add("number", 90, 100) { b in
            b.stroke(B.line(36, 8, 24, 92))
            b.stroke(B.line(66, 8, 54, 92))
            b.stroke(B.line(10, 34, 82, 34))
            b.stroke(B.line(8, 66, 80, 66))
        }
        t.add("at", 100, 100) { b in
            b.stroke(B.circle(50, 50, 16))
            var p = B.line(66, 34, 66, 58)
            p.addArc(center: B.pt(78, 58), radius: 12, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true)
            p.addArc(center: B.pt(50, 50), radius: 42, startAngle: .degrees(11), endAngle: .degrees(-295), clockwise: true)
            b.stroke(p)
        }
        t.add("checklist", 110, 90) { b in
            for y in [14.0, 45.0, 76.0] as [CGFloat] {
                b.stroke(B.polyline([B.pt(6, y), B.pt(14, y + 8), B.pt(30, y - 8)]))
                b.stroke(B.line(46, y, 104, y))
            }
        }
        t.add("list.dash", 110, 80) { b in
            for y in [10.0, 40.0, 70.0] as [CGFloat] {
                b.stroke(B.line(6, y, 18, y))
                b.stroke(B.line(34, y, 104, y))
            }
        }
        t.add("line.3.horizontal.decrease", 100, 70) { b in
            for (y, half) in [(8.0, 42.0), (35.0, 28.0), (62.0, 14.0)] as [(CGFloat, CGFloat)] { b.stroke(B.line(50 - half, y, 50 + half, y)) }
        }
        t.family("line.3.horizontal.decrease.circle", 100, 100) { b, filled in
            solid(&b, B.circle(50, 50, 44), filled)
            for (y, half) in [(34.0, 22.0), (50.0, 14.0), (66.0, 6.0)] as [(CGFloat, CGFloat)] {
                markStroke(&b, filled, B.line(50 - half, y, 50 + half, y))
            }
        }
        t.add("line.horizontal.3.decrease", 100, 70) { SymbolCatalog.table["line.3.horizontal.decrease"]!.draw(&$0) }
        t.add("line.horizontal.3.decrease.circle", 100, 100) { SymbolCatalog.table["line.3.horizontal.decrease.circle"]!.draw(&$0) }
        t.add("line.horizontal.3.decrease.circle.fill", 100, 100) { SymbolCatalog.table["line.3.horizontal.decrease.circle.fill"]!.draw(&$0) }
        t.add("line.horizontal.3", 100, 70) { SymbolCatalog.table["line.3.horizontal"]!.draw(&$0) }
        t.family("square.grid.3x3", 100, 100) { b, filled in
            for x in [6.0, 39.0, 72.0] as [CGFloat] {
                for y in [6.0, 39.0, 72.0] as [CGFloat] { solid(&b, B.roundedRect(x, y, 22, 22, 5), filled) }
            }
        }
        t.family("circle.grid.2x2", 100, 100) { b, filled in
            for x in [26.0, 74.0] as [CGFloat] {
                for y in [26.0, 74.0] as [CGFloat] { solid(&b, B.circle(x, y, 19), filled) }
            }
        }
        t.family("rectangle.stack", 100, 100) { b, filled in
            b.stroke(B.line(26, 8, 74, 8))
            b.stroke(B.line(16, 22, 84, 22))
            solid(&b, B.roundedRect(6, 36, 88, 58, 9), filled)
        }
        t.family("square.stack", 100, 100) { b, filled in
            b.stroke(B.line(28, 8, 72, 8))
            b.stroke(B.line(18, 21, 82, 21))
            solid(&b, B.roundedRect(8, 34, 84, 60, 10), filled)
        }
        t.family("doc.on.doc", 100, 110) { b, filled in
            solid(&b, B.roundedRect(8, 6, 60, 76, 9), filled)
            b.eraseFill(B.roundedRect(24, 22, 76, 92, 13))
            solid(&b, B.roundedRect(32, 30, 60, 74, 9), filled)
        }
        t.family("drop", 75, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(37.5, 4))
            p.addCurve(to: B.pt(69, 64), control1: B.pt(50, 26), control2: B.pt(69, 42))
            p.addCurve(to: B.pt(37.5, 96), control1: B.pt(69, 83), control2: B.pt(55, 96))
            p.addCurve(to: B.pt(6, 64), control1: B.pt(20, 96), control2: B.pt(6, 83))
            p.addCurve(to: B.pt(37.5, 4), control1: B.pt(6, 42), control2: B.pt(25, 26))
            p.closeSubpath()
            solid(&b, p, filled)
        }
        t.family("flame", 85, 105) { b, filled in
            var p = Path()
            p.move(to: B.pt(42, 99))
            p.addCurve(to: B.pt(6, 64), control1: B.pt(20, 99), control2: B.pt(6, 84))
            p.addCurve(to: B.pt(40, 4), control1: B.pt(6, 36), control2: B.pt(38, 30))
            p.addCurve(to: B.pt(62, 40), control1: B.pt(52, 14), control2: B.pt(58, 28))
            p.addCurve(to: B.pt(68, 28), control1: B.pt(64, 36), control2: B.pt(66, 32))
            p.addCurve(to: B.pt(79, 64), control1: B.pt(76, 40), control2: B.pt(79, 52))
            p.addCurve(to: B.pt(42, 99), control1: B.pt(79, 84), control2: B.pt(64, 99))
            p.closeSubpath()
            solid(&b, p, filled)
        }
        t.add("snowflake", 100, 100) { b in
            for i in 0..<3 {
                let a = CGFloat(i) * .pi / 3 + .pi / 2
                let (c, s) = (cos(a), sin(a))
                b.stroke(B.line(50 - 44 * c, 50 - 44 * s, 50 + 44 * c, 50 + 44 * s))
                // A V on each arm near its tip, opening outwards.
                for sign in [1.0, -1.0] as [CGFloat] {
                    let (vx, vy) = (50 + sign * 26 * c, 50 + sign * 26 * s)
                    let (ex, ey) = (50 + sign * 38 * c, 50 + sign * 38 * s)
                    b.stroke(B.polyline([B.pt(ex - 11 * s, ey + 11 * c), B.pt(vx, vy), B.pt(ex + 11 * s, ey - 11 * c)]))
                }
            }
        }
        t.family("hourglass", 75, 100) { b, filled in
            b.stroke(B.line(6, 6, 69, 6))
            b.stroke(B.line(6, 94, 69, 94))
            let glass = B.polygon([B.pt(14, 6), B.pt(61, 6), B.pt(61, 18), B.pt(40, 50), B.pt(61, 82), B.pt(61, 94), B.pt(14, 94), B.pt(14, 82), B.pt(35, 50), B.pt(14, 18)])
            solid(&b, glass, filled)
        }
        t.add("face.smiling", 100, 100) { b in
            b.stroke(B.circle(50, 50, 44))
            b.fill(B.ellipse(31, 30, 10, 15))
            b.fill(B.ellipse(59, 30, 10, 15))
            b.stroke(arc(50, 50, 24, 30, 150))
        }
        t.add("face.smiling.inverse", 100, 100) { b in
            b.fill(B.circle(50, 50, 47))
            b.eraseFill(B.ellipse(31, 30, 10, 15))
            b.eraseFill(B.ellipse(59, 30, 10, 15))
            b.eraseStroke(arc(50, 50, 24, 30, 150), width: b.strokeWidth)
        }
        // "Aa": a capital A and a small a.
        t.add("textformat", 125, 80) { b in
            b.stroke(B.polyline([B.pt(6, 74), B.pt(36, 6), B.pt(66, 74)]))
            b.stroke(B.line(18, 50, 54, 50))
            b.stroke(B.ellipse(76, 40, 34, 34))
            b.stroke(B.line(110, 36, 110, 76))
        }
        t.add("textformat.size", 125, 80) { SymbolCatalog.table["textformat"]!.draw(&$0) }
    }
}

extension AppSymbols {
    // MARK: Everyday objects

    static func objects(_ t: inout AppSymbolTable) {
        // A fork (three tines) on the left, a knife (blade up) on the right.
        t.add("fork.knife", 95, 105) { b in
            b.stroke(B.line(28, 6, 28, 98))
            b.stroke(B.polyline([B.pt(12, 6), B.pt(12, 32), B.pt(20, 42), B.pt(36, 42), B.pt(44, 32), B.pt(44, 6)]))
            var blade = Path()
            blade.move(to: B.pt(76, 60))
            blade.addLine(to: B.pt(76, 6))
            blade.addCurve(to: B.pt(88, 56), control1: B.pt(88, 14), control2: B.pt(88, 36))
            blade.closeSubpath()
            b.fill(blade)
            b.stroke(B.line(80, 56, 80, 98))
        }
        t.family("box.truck", 135, 90) { b, filled in
            let cargo = B.roundedRect(6, 8, 78, 60, 5)
            let cab = B.polygon([B.pt(84, 26), B.pt(108, 26), B.pt(128, 48), B.pt(128, 68), B.pt(84, 68)])
            solid(&b, cargo, filled)
            solid(&b, cab, filled)
            markFill(&b, filled, B.polygon([B.pt(96, 34), B.pt(106, 34), B.pt(117, 47), B.pt(96, 47)]))
            for x in [30.0, 106.0] as [CGFloat] {
                b.eraseFill(B.circle(x, 72, 16))
                solid(&b, B.circle(x, 72, 10), filled)
            }
        }
        // An isometric box with a tape stripe.
        t.family("shippingbox", 100, 100) { b, filled in
            let box = B.polygon([B.pt(50, 6), B.pt(92, 27), B.pt(92, 73), B.pt(50, 94), B.pt(8, 73), B.pt(8, 27)])
            solid(&b, box, filled)
            markStroke(&b, filled, B.polyline([B.pt(8, 27), B.pt(50, 48), B.pt(92, 27)]))
            markStroke(&b, filled, B.line(50, 48, 50, 94))
            markStroke(&b, filled, B.line(29, 16, 71, 37))
        }
        t.family("cube", 100, 100) { b, filled in
            let box = B.polygon([B.pt(50, 6), B.pt(92, 27), B.pt(92, 73), B.pt(50, 94), B.pt(8, 73), B.pt(8, 27)])
            solid(&b, box, filled)
            markStroke(&b, filled, B.polyline([B.pt(8, 27), B.pt(50, 48), B.pt(92, 27)]))
            markStroke(&b, filled, B.line(50, 48, 50, 94))
        }
        t.family("trophy", 100, 100) { b, filled in
            var cup = Path()
            cup.move(to: B.pt(24, 8))
            cup.addLine(to: B.pt(76, 8))
            cup.addLine(to: B.pt(76, 34))
            cup.addCurve(to: B.pt(24, 34), control1: B.pt(76, 70), control2: B.pt(24, 70))
            cup.closeSubpath()
            solid(&b, cup, filled)
            b.stroke(arc(24, 27, 15, 90, 270))
            b.stroke(arc(76, 27, 15, -90, 90))
            b.stroke(B.line(50, 60, 50, 80))
            solid(&b, B.roundedRect(28, 80, 44, 14, 4), filled)
        }
        t.family("pin", 80, 105) { b, filled in
            solid(&b, B.polygon([B.pt(20, 6), B.pt(60, 6), B.pt(54, 14), B.pt(54, 38), B.pt(70, 56), B.pt(10, 56), B.pt(26, 38), B.pt(26, 14)]), filled)
            b.stroke(B.line(40, 56, 40, 99))
        }
        t.family("key", 60, 105) { b, filled in
            if filled {
                b.fill(B.circle(30, 28, 23))
                b.eraseFill(B.circle(30, 18, 7))
            } else {
                b.stroke(B.circle(30, 28, 21))
                b.stroke(B.circle(30, 18, 5))
            }
            b.stroke(B.line(30, 49, 30, 98))
            b.stroke(B.polyline([B.pt(30, 74), B.pt(42, 74)]))
            b.stroke(B.polyline([B.pt(30, 88), B.pt(42, 88)]))
        }
        t.family("lock.open", 95, 105) { b, filled in
            solid(&b, B.roundedRect(6, 46, 68, 54, 9), filled)
            var shackle = B.line(54, 46, 54, 30)
            shackle.addArc(center: B.pt(72, 30), radius: 18, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            shackle.addLine(to: B.pt(90, 40))
            b.stroke(shackle)
        }
        t.family("lightbulb", 75, 105) { b, filled in
            var bulb = Path()
            bulb.move(to: B.pt(24, 70))
            bulb.addCurve(to: B.pt(37.5, 6), control1: B.pt(2, 52), control2: B.pt(6, 6))
            bulb.addCurve(to: B.pt(51, 70), control1: B.pt(69, 6), control2: B.pt(73, 52))
            bulb.closeSubpath()
            solid(&b, bulb, filled)
            b.stroke(B.line(24, 84, 51, 84))
            b.stroke(B.line(28, 97, 47, 97))
        }
        t.family("briefcase", 110, 95) { b, filled in
            b.stroke(B.roundedRect(38, 6, 34, 20, 5))
            solid(&b, B.roundedRect(6, 24, 98, 66, 10), filled)
            markStroke(&b, filled, B.line(6, 52, 104, 52))
        }
        t.family("suitcase", 95, 105) { b, filled in
            b.stroke(B.roundedRect(34, 6, 27, 18, 5))
            solid(&b, B.roundedRect(10, 24, 75, 70, 12), filled)
            markStroke(&b, filled, B.line(32, 40, 32, 80))
            markStroke(&b, filled, B.line(63, 40, 63, 80))
            b.fill(B.circle(26, 98, 5))
            b.fill(B.circle(69, 98, 5))
        }
        t.family("crown", 110, 90) { b, filled in
            solid(&b, B.polygon([B.pt(10, 74), B.pt(6, 20), B.pt(32, 44), B.pt(55, 8), B.pt(78, 44), B.pt(104, 20), B.pt(100, 74)]), filled)
            b.stroke(B.line(12, 86, 98, 86))
        }
        t.family("archivebox", 105, 95) { b, filled in
            solid(&b, B.roundedRect(6, 8, 93, 24, 5), filled)
            solid(&b, B.polygon([B.pt(12, 32), B.pt(93, 32), B.pt(93, 88), B.pt(12, 88)]), filled)
            markStroke(&b, filled, B.line(38, 50, 67, 50))
        }
        t.family("tray", 110, 80) { b, filled in
            let outer = B.polygon([B.pt(6, 42), B.pt(24, 8), B.pt(86, 8), B.pt(104, 42), B.pt(104, 72), B.pt(6, 72)])
            solid(&b, outer, filled)
            markStroke(&b, filled, B.polyline([B.pt(6, 42), B.pt(34, 42), B.pt(38, 54), B.pt(72, 54), B.pt(76, 42), B.pt(104, 42)]))
        }
        t.family("tray.full", 110, 80) { b, filled in
            SymbolCatalog.table[filled ? "tray.fill" : "tray"]!.draw(&b)
            markStroke(&b, filled, B.line(34, 20, 76, 20))
            markStroke(&b, filled, B.line(30, 31, 80, 31))
        }
        t.family("wallet.pass", 100, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(8, 18))
            p.addLine(to: B.pt(8, 84))
            p.addQuadCurve(to: B.pt(18, 94), control: B.pt(8, 94))
            p.addLine(to: B.pt(82, 94))
            p.addQuadCurve(to: B.pt(92, 84), control: B.pt(92, 94))
            p.addLine(to: B.pt(92, 18))
            p.addQuadCurve(to: B.pt(82, 8), control: B.pt(92, 8))
            p.addLine(to: B.pt(60, 8))
            p.addArc(center: B.pt(50, 8), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            p.addLine(to: B.pt(18, 8))
            p.addQuadCurve(to: B.pt(8, 18), control: B.pt(8, 8))
            p.closeSubpath()
            solid(&b, p, filled)
            markStroke(&b, filled, B.line(8, 70, 92, 70))
        }
        t.family("cup.and.saucer", 115, 95) { b, filled in
            var cup = Path()
            cup.move(to: B.pt(14, 18))
            cup.addLine(to: B.pt(80, 18))
            cup.addCurve(to: B.pt(47, 72), control1: B.pt(80, 52), control2: B.pt(68, 72))
            cup.addCurve(to: B.pt(14, 18), control1: B.pt(26, 72), control2: B.pt(14, 52))
            cup.closeSubpath()
            solid(&b, cup, filled)
            b.stroke(arc(82, 36, 14, -80, 110))
            var saucer = Path()
            saucer.move(to: B.pt(6, 82))
            saucer.addQuadCurve(to: B.pt(94, 82), control: B.pt(50, 96))
            b.stroke(saucer)
        }
        t.family("mug", 110, 100) { b, filled in
            solid(&b, B.roundedRect(8, 10, 70, 84, 12), filled)
            b.stroke(B.roundedRect(78, 30, 24, 42, 12))
        }
        t.family("birthday.cake", 100, 100) { b, filled in
            solid(&b, B.roundedRect(10, 44, 80, 50, 8), filled)
            var icing = Path()
            icing.move(to: B.pt(10, 62))
            for i in 0..<4 {
                let x = 10 + CGFloat(i) * 20
                icing.addQuadCurve(to: B.pt(x + 20, 62), control: B.pt(x + 10, 74))
            }
            markStroke(&b, filled, icing)
            for x in [28.0, 50.0, 72.0] as [CGFloat] {
                b.stroke(B.line(x, 24, x, 40))
                b.fill(B.ellipse(x - 4.5, 6, 9, 12))
            }
        }
        t.family("gamecontroller", 130, 80) { b, filled in
            var p = Path()
            p.move(to: B.pt(36, 8))
            p.addLine(to: B.pt(94, 8))
            p.addCurve(to: B.pt(124, 66), control1: B.pt(114, 8), control2: B.pt(128, 44))
            p.addCurve(to: B.pt(94, 62), control1: B.pt(120, 80), control2: B.pt(104, 76))
            p.addLine(to: B.pt(36, 62))
            p.addCurve(to: B.pt(6, 66), control1: B.pt(26, 76), control2: B.pt(10, 80))
            p.addCurve(to: B.pt(36, 8), control1: B.pt(2, 44), control2: B.pt(16, 8))
            p.closeSubpath()
            solid(&b, p, filled)
            markStroke(&b, filled, B.line(26, 34, 46, 34))
            markStroke(&b, filled, B.line(36, 24, 36, 44))
            markFill(&b, filled, B.circle(90, 26, 5))
            markFill(&b, filled, B.circle(100, 40, 5))
        }
        t.family("car", 120, 90) { b, filled in
            var body = Path()
            body.move(to: B.pt(8, 66))
            body.addLine(to: B.pt(8, 46))
            body.addLine(to: B.pt(22, 40))
            body.addLine(to: B.pt(34, 14))
            body.addLine(to: B.pt(86, 14))
            body.addLine(to: B.pt(98, 40))
            body.addLine(to: B.pt(112, 46))
            body.addLine(to: B.pt(112, 66))
            body.closeSubpath()
            solid(&b, body, filled)
            markStroke(&b, filled, B.polyline([B.pt(30, 38), B.pt(40, 22), B.pt(80, 22), B.pt(90, 38), B.pt(30, 38)]))
            for x in [30.0, 90.0] as [CGFloat] {
                b.eraseFill(B.circle(x, 70, 17))
                b.fill(B.roundedRect(x - 11, 64, 22, 22, 6))
            }
        }
        t.family("building.2", 110, 100) { b, filled in
            solid(&b, B.polygon([B.pt(8, 94), B.pt(8, 8), B.pt(58, 8), B.pt(58, 94)]), filled)
            solid(&b, B.polygon([B.pt(58, 36), B.pt(102, 36), B.pt(102, 94), B.pt(58, 94)]), filled)
            for y in [24.0, 42.0, 60.0] as [CGFloat] {
                markFill(&b, filled, B.roundedRect(20, y, 9, 9, 1.5))
                markFill(&b, filled, B.roundedRect(37, y, 9, 9, 1.5))
            }
            for y in [52.0, 68.0] as [CGFloat] { markFill(&b, filled, B.roundedRect(76, y, 9, 9, 1.5)) }
            b.stroke(B.line(4, 94, 106, 94))
        }
        t.family("map", 110, 95) { b, filled in
            let outline = B.polygon([B.pt(6, 18), B.pt(38, 6), B.pt(72, 18), B.pt(104, 6), B.pt(104, 77), B.pt(72, 89), B.pt(38, 77), B.pt(6, 89)])
            solid(&b, outline, filled)
            markStroke(&b, filled, B.line(38, 6, 38, 77))
            markStroke(&b, filled, B.line(72, 18, 72, 89))
        }
        t.family("bird", 115, 95) { b, filled in
            var p = Path()
            p.move(to: B.pt(6, 34))
            p.addLine(to: B.pt(20, 26))
            p.addCurve(to: B.pt(42, 18), control1: B.pt(24, 14), control2: B.pt(36, 12))
            p.addCurve(to: B.pt(62, 40), control1: B.pt(48, 26), control2: B.pt(54, 36))
            p.addLine(to: B.pt(86, 10))
            p.addCurve(to: B.pt(82, 52), control1: B.pt(94, 26), control2: B.pt(92, 42))
            p.addLine(to: B.pt(110, 68))
            p.addLine(to: B.pt(72, 70))
            p.addCurve(to: B.pt(22, 48), control1: B.pt(48, 80), control2: B.pt(24, 66))
            p.addLine(to: B.pt(20, 36))
            p.closeSubpath()
            solid(&b, p, filled)
            b.stroke(B.line(48, 76, 46, 90))
            markFill(&b, filled, B.circle(30, 28, 3.5))
        }
        t.family("paintpalette", 105, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(52, 94))
            p.addCurve(to: B.pt(6, 50), control1: B.pt(26, 94), control2: B.pt(6, 74))
            p.addCurve(to: B.pt(54, 6), control1: B.pt(6, 24), control2: B.pt(28, 6))
            p.addCurve(to: B.pt(99, 46), control1: B.pt(80, 6), control2: B.pt(99, 22))
            p.addCurve(to: B.pt(76, 64), control1: B.pt(99, 60), control2: B.pt(86, 64))
            p.addCurve(to: B.pt(64, 82), control1: B.pt(64, 64), control2: B.pt(58, 74))
            p.addCurve(to: B.pt(52, 94), control1: B.pt(70, 90), control2: B.pt(62, 94))
            p.closeSubpath()
            solid(&b, p, filled)
            for (x, y) in [(28.0, 44.0), (40.0, 24.0), (64.0, 24.0), (78.0, 42.0)] as [(CGFloat, CGFloat)] {
                markFill(&b, filled, B.circle(x, y, 7))
            }
        }
        t.family("eyeglasses", 130, 60) { b, filled in
            solid(&b, B.circle(32, 36, 20), filled)
            solid(&b, B.circle(98, 36, 20), filled)
            b.stroke(arc(65, 36, 13, 200, 340))
            b.stroke(B.polyline([B.pt(12, 34), B.pt(6, 12)]))
            b.stroke(B.polyline([B.pt(118, 34), B.pt(124, 12)]))
        }
        // A compass: a circle with a diagonal needle, one half filled.
        t.family("safari", 100, 100) { b, filled in
            solid(&b, B.circle(50, 50, 44), filled)
            let tip1 = B.pt(73, 27), tip2 = B.pt(27, 73), s1 = B.pt(57, 57), s2 = B.pt(43, 43)
            markFill(&b, filled, B.polygon([tip1, s2, s1]))
            if filled { b.eraseStroke(B.polygon([tip2, s2, s1]), width: b.strokeWidth * 0.6) } else { b.stroke(B.polygon([tip2, s2, s1]), width: b.strokeWidth * 0.6) }
        }
        t.family("location.north", 80, 100) { b, filled in
            solid(&b, B.polygon([B.pt(40, 6), B.pt(74, 92), B.pt(40, 74), B.pt(6, 92)]), filled)
        }
        t.family("video", 125, 80) { b, filled in
            solid(&b, B.roundedRect(6, 10, 80, 60, 12), filled)
            solid(&b, B.polygon([B.pt(92, 32), B.pt(119, 14), B.pt(119, 66), B.pt(92, 48)]), filled)
        }
        t.family("speaker", 60, 95) { b, filled in
            solid(&b, B.polygon([B.pt(6, 32), B.pt(26, 32), B.pt(52, 8), B.pt(52, 87), B.pt(26, 63), B.pt(6, 63)]), filled)
        }
        t.family("speaker.slash", 100, 95) { b, filled in
            solid(&b, B.polygon([B.pt(6, 32), B.pt(26, 32), B.pt(52, 8), B.pt(52, 87), B.pt(26, 63), B.pt(6, 63)]), filled)
            b.eraseStroke(B.line(10, 6, 94, 90), width: b.strokeWidth * 2.6)
            b.stroke(B.line(10, 6, 94, 90))
        }
        t.family("speaker.wave.1", 95, 95) { b, filled in
            solid(&b, B.polygon([B.pt(6, 32), B.pt(26, 32), B.pt(52, 8), B.pt(52, 87), B.pt(26, 63), B.pt(6, 63)]), filled)
            b.stroke(arc(60, 47.5, 18, -50, 50))
        }
        t.family("speaker.wave.3", 135, 95) { b, filled in
            solid(&b, B.polygon([B.pt(6, 32), B.pt(26, 32), B.pt(52, 8), B.pt(52, 87), B.pt(26, 63), B.pt(6, 63)]), filled)
            for r in [18.0, 34.0, 50.0] as [CGFloat] { b.stroke(arc(60, 47.5, r, -50, 50)) }
        }
        t.family("bolt.slash", 100, 100) { b, filled in
            solid(&b, B.polygon([B.pt(60, 4), B.pt(16, 60), B.pt(48, 60), B.pt(40, 96), B.pt(86, 38), B.pt(54, 38)]), filled)
            b.eraseStroke(B.line(10, 8, 92, 90), width: b.strokeWidth * 2.6)
            b.stroke(B.line(10, 8, 92, 90))
        }
    }
}

extension AppSymbols {
    // MARK: Weather and charts

    /// The catalog's cloud fitted into `rect`, with a margin cut round it so what is behind shows apart.
    static func cloud(_ b: inout GlyphBuilder, _ filled: Bool, _ rect: CGRect, cutBehind: Bool = false) {
        if cutBehind {
            var margin = GlyphBuilder(size: b.size, strokeWidth: b.strokeWidth)
            place("cloud.fill", in: &margin, rect)
            for e in margin.elements { b.eraseStroke(e.path, width: b.strokeWidth * 2.4) }
            for e in margin.elements { b.eraseFill(e.path) }
        }
        place(filled ? "cloud.fill" : "cloud", in: &b, rect)
    }

    /// Rays and a disc (or ring) of a sun centred at (cx, cy) with disc radius r.
    static func sun(_ b: inout GlyphBuilder, _ filled: Bool, _ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) {
        solid(&b, B.circle(cx, cy, r), filled)
        for i in 0..<8 {
            let a = CGFloat(i) * .pi / 4
            b.stroke(B.line(cx + (r + 9) * cos(a), cy + (r + 9) * sin(a), cx + (r + 19) * cos(a), cy + (r + 19) * sin(a)))
        }
    }

    static func weatherAndCharts(_ t: inout AppSymbolTable) {
        t.family("cloud.rain", 118, 105) { b, filled in
            cloud(&b, filled, rect(4, 0, 110, 75))
            for x in [36.0, 60.0, 84.0] as [CGFloat] { b.stroke(B.line(x, 82, x - 6, 99)) }
        }
        t.family("cloud.heavyrain", 118, 105) { b, filled in
            cloud(&b, filled, rect(4, 0, 110, 75))
            for x in [28.0, 48.0, 68.0, 88.0] as [CGFloat] { b.stroke(B.line(x, 80, x - 8, 101)) }
        }
        t.family("cloud.drizzle", 118, 105) { b, filled in
            cloud(&b, filled, rect(4, 0, 110, 75))
            for (x, y) in [(34.0, 84.0), (60.0, 84.0), (86.0, 84.0), (46.0, 98.0), (72.0, 98.0)] as [(CGFloat, CGFloat)] {
                b.stroke(B.line(x, y - 2, x - 2, y + 2))
            }
        }
        t.family("cloud.snow", 118, 105) { b, filled in
            cloud(&b, filled, rect(4, 0, 110, 75))
            for (x, y) in [(34.0, 86.0), (60.0, 92.0), (86.0, 86.0)] as [(CGFloat, CGFloat)] {
                b.stroke(B.line(x - 7, y, x + 7, y), width: b.strokeWidth * 0.8)
                b.stroke(B.line(x - 3.5, y - 6, x + 3.5, y + 6), width: b.strokeWidth * 0.8)
                b.stroke(B.line(x + 3.5, y - 6, x - 3.5, y + 6), width: b.strokeWidth * 0.8)
            }
        }
        t.family("cloud.bolt", 118, 110) { b, filled in
            cloud(&b, filled, rect(4, 0, 110, 75))
            b.eraseFill(B.polygon([B.pt(60, 48), B.pt(34, 86), B.pt(54, 86), B.pt(46, 110), B.pt(80, 70), B.pt(60, 70), B.pt(70, 48)]).offsetBy(dx: 0, dy: 0))
            b.fill(B.polygon([B.pt(62, 56), B.pt(42, 84), B.pt(58, 84), B.pt(52, 106), B.pt(76, 74), B.pt(60, 74), B.pt(68, 56)]))
        }
        t.family("cloud.sun", 125, 105) { b, filled in
            sun(&b, filled, 42, 42, 18)
            cloud(&b, filled, rect(30, 40, 92, 63), cutBehind: true)
        }
        t.family("cloud.sun.rain", 125, 115) { b, filled in
            sun(&b, filled, 42, 40, 16)
            cloud(&b, filled, rect(30, 36, 92, 60), cutBehind: true)
            for x in [56.0, 76.0, 96.0] as [CGFloat] { b.stroke(B.line(x, 98, x - 5, 108)) }
        }
        t.family("cloud.sun.bolt", 125, 115) { b, filled in
            sun(&b, filled, 42, 40, 16)
            cloud(&b, filled, rect(30, 36, 92, 60), cutBehind: true)
            b.fill(B.polygon([B.pt(80, 88), B.pt(64, 104), B.pt(76, 104), B.pt(70, 115), B.pt(90, 98), B.pt(78, 98), B.pt(84, 88)]))
        }
        t.family("cloud.moon", 120, 100) { b, filled in
            b.fill(B.circle(40, 40, 34))
            b.eraseFill(B.circle(60, 24, 28))
            cloud(&b, filled, rect(28, 36, 90, 62), cutBehind: true)
        }
        t.family("sun.min", 100, 100) { b, filled in
            solid(&b, B.circle(50, 50, 20), filled)
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                b.fill(B.circle(50 + 36 * cos(a), 50 + 36 * sin(a), b.strokeWidth * 0.75))
            }
        }
        t.family("sunrise", 120, 100) { b, filled in
            solid(&b, arc(60, 70, 22, 180, 360), filled)
            for deg in [180.0, 225.0, 270.0, 315.0, 360.0] {
                let a = CGFloat(deg) * .pi / 180
                b.stroke(B.line(60 + 32 * cos(a), 70 + 32 * sin(a), 60 + 44 * cos(a), 70 + 44 * sin(a)))
            }
            b.stroke(B.line(6, 82, 114, 82))
            b.stroke(B.polyline([B.pt(48, 96), B.pt(60, 88), B.pt(72, 96)]))
        }
        t.family("sunset", 120, 100) { b, filled in
            solid(&b, arc(60, 70, 22, 180, 360), filled)
            for deg in [180.0, 225.0, 270.0, 315.0, 360.0] {
                let a = CGFloat(deg) * .pi / 180
                b.stroke(B.line(60 + 32 * cos(a), 70 + 32 * sin(a), 60 + 44 * cos(a), 70 + 44 * sin(a)))
            }
            b.stroke(B.line(6, 82, 114, 82))
            b.stroke(B.polyline([B.pt(48, 88), B.pt(60, 96), B.pt(72, 88)]))
        }
        t.family("chart.bar", 100, 90) { b, filled in
            solid(&b, B.roundedRect(8, 52, 20, 34, 4), filled)
            solid(&b, B.roundedRect(40, 30, 20, 56, 4), filled)
            solid(&b, B.roundedRect(72, 6, 20, 80, 4), filled)
        }
        t.family("chart.pie", 100, 100) { b, filled in
            var wedge = B.line(54, 46, 54, 6)
            wedge.addArc(center: B.pt(54, 46), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            wedge.closeSubpath()
            var rest = B.line(46, 54, 86, 54)
            rest.addArc(center: B.pt(46, 54), radius: 40, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
            rest.closeSubpath()
            // Filled: the two pieces keep the gap between them (no outline stroke to close it).
            if filled {
                b.fill(wedge)
                b.fill(rest)
            } else {
                b.stroke(wedge)
                b.stroke(rest)
            }
        }
        t.add("chart.line.uptrend.xyaxis", 110, 95) { b in
            b.stroke(B.polyline([B.pt(8, 6), B.pt(8, 88), B.pt(104, 88)]))
            b.stroke(B.polyline([B.pt(22, 70), B.pt(44, 44), B.pt(64, 58), B.pt(98, 16)]))
        }
        t.add("waveform", 110, 90) { b in
            for (i, h) in ([20, 48, 76, 40, 60, 30, 14] as [CGFloat]).enumerated() {
                let x = 10 + CGFloat(i) * 15
                b.stroke(B.line(x, 45 - h / 2, x, 45 + h / 2))
            }
        }
        t.add("waveform.path.ecg", 120, 90) { b in
            b.stroke(B.polyline([B.pt(6, 48), B.pt(30, 48), B.pt(40, 22), B.pt(54, 84), B.pt(68, 8), B.pt(80, 60), B.pt(88, 48), B.pt(114, 48)]))
        }
    }
}

extension AppSymbols {
    // MARK: Arrows

    static func arrowsAndMarks(_ t: inout AppSymbolTable) {
        t.add("arrow.forward", 98, 85) { SymbolCatalog.table["arrow.right"]!.draw(&$0) }
        t.add("arrow.backward", 98, 85) { SymbolCatalog.table["arrow.left"]!.draw(&$0) }
        t.add("arrow.down.left", 90, 90) { b in
            b.stroke(B.line(78, 12, 12, 78))
            b.stroke(B.polyline([B.pt(12, 30), B.pt(12, 78), B.pt(60, 78)]))
        }
        t.add("arrow.up.arrow.down", 110, 100) { b in
            b.stroke(B.line(32, 10, 32, 92))
            b.stroke(B.polyline([B.pt(8, 34), B.pt(32, 8), B.pt(56, 34)]))
            b.stroke(B.line(78, 8, 78, 90))
            b.stroke(B.polyline([B.pt(54, 66), B.pt(78, 92), B.pt(102, 66)]))
        }
        t.add("arrow.left.arrow.right", 100, 100) { b in
            b.stroke(B.line(10, 32, 92, 32))
            b.stroke(B.polyline([B.pt(34, 8), B.pt(8, 32), B.pt(34, 56)]))
            b.stroke(B.line(8, 70, 90, 70))
            b.stroke(B.polyline([B.pt(66, 46), B.pt(92, 70), B.pt(66, 94)]))
        }
        t.add("arrow.uturn.left", 100, 90) { b in
            var p = B.line(10, 30, 62, 30)
            p.addArc(center: B.pt(62, 56), radius: 26, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            p.addLine(to: B.pt(40, 82))
            b.stroke(p)
            b.stroke(B.polyline([B.pt(32, 8), B.pt(10, 30), B.pt(32, 52)]))
        }
        t.add("arrow.uturn.right", 100, 90) { b in
            SymbolCatalog.table["arrow.uturn.left"]!.draw(&b)
            b.elements = b.elements.map { .init(path: $0.path.mapPoints { CGPoint(x: 100 - $0.x, y: $0.y) }, mode: $0.mode) }
        }
        // Two arrows chasing round a square loop.
        t.add("arrow.2.squarepath", 110, 90) { b in
            var top = B.line(14, 56, 14, 30)
            top.addQuadCurve(to: B.pt(28, 16), control: B.pt(14, 16))
            top.addLine(to: B.pt(94, 16))
            b.stroke(top)
            b.stroke(B.polyline([B.pt(80, 4), B.pt(94, 16), B.pt(80, 28)]))
            var bottom = B.line(96, 34, 96, 60)
            bottom.addQuadCurve(to: B.pt(82, 74), control: B.pt(96, 74))
            bottom.addLine(to: B.pt(16, 74))
            b.stroke(bottom)
            b.stroke(B.polyline([B.pt(30, 62), B.pt(16, 74), B.pt(30, 86)]))
        }
        t.add("arrow.triangle.2.circlepath", 110, 100) { b in
            // Two arcs round a circle, each ending in a triangle head pointing on round.
            b.stroke(arc(55, 50, 38, 195, 330))
            b.fill(B.polygon([B.pt(79, 40), B.pt(107, 40), B.pt(93, 60)]))
            b.stroke(arc(55, 50, 38, 15, 150))
            b.fill(B.polygon([B.pt(3, 60), B.pt(31, 60), B.pt(17, 40)]))
        }
        t.add("arrow.triangle.turn.up.right.diamond", 100, 100) { b in
            b.stroke(B.polygon([B.pt(50, 6), B.pt(94, 50), B.pt(50, 94), B.pt(6, 50)]).mapPoints { p in
                CGPoint(x: 50 + (p.x - 50) * 0.98, y: 50 + (p.y - 50) * 0.98)
            })
            b.stroke(B.polyline([B.pt(36, 66), B.pt(36, 46), B.pt(62, 46)]))
            b.fill(B.polygon([B.pt(58, 34), B.pt(72, 46), B.pt(58, 58)]))
        }
        t.add("arrow.trianglehead.turn.up.right.diamond", 100, 100) { SymbolCatalog.table["arrow.triangle.turn.up.right.diamond"]!.draw(&$0) }
        t.family("arrowshape.turn.up.left", 105, 90) { b, filled in
            var p = Path()
            p.move(to: B.pt(6, 36))
            p.addLine(to: B.pt(44, 6))
            p.addLine(to: B.pt(44, 24))
            p.addCurve(to: B.pt(99, 84), control1: B.pt(80, 24), control2: B.pt(99, 48))
            p.addCurve(to: B.pt(44, 50), control1: B.pt(88, 60), control2: B.pt(70, 50))
            p.addLine(to: B.pt(44, 66))
            p.closeSubpath()
            solid(&b, p, filled)
        }
        t.family("arrowtriangle.down", 95, 85) { b, filled in solid(&b, B.polygon([B.pt(8, 10), B.pt(87, 10), B.pt(47.5, 76)]), filled) }
        t.family("arrowtriangle.up", 95, 85) { b, filled in solid(&b, B.polygon([B.pt(8, 76), B.pt(87, 76), B.pt(47.5, 10)]), filled) }
        t.family("arrowtriangle.right", 85, 95) { b, filled in solid(&b, B.polygon([B.pt(10, 8), B.pt(10, 87), B.pt(76, 47.5)]), filled) }
        t.family("arrowtriangle.left", 85, 95) { b, filled in solid(&b, B.polygon([B.pt(76, 8), B.pt(76, 87), B.pt(10, 47.5)]), filled) }
        t.family("delete.left", 125, 90) { b, filled in
            solid(&b, B.polygon([B.pt(6, 45), B.pt(38, 8), B.pt(112, 8), B.pt(119, 15), B.pt(119, 75), B.pt(112, 82), B.pt(38, 82)]), filled)
            markStroke(&b, filled, B.line(56, 30, 86, 60))
            markStroke(&b, filled, B.line(86, 30, 56, 60))
        }
        t.add("delete.backward", 125, 90) { SymbolCatalog.table["delete.left"]!.draw(&$0) }
        t.add("delete.backward.fill", 125, 90) { SymbolCatalog.table["delete.left.fill"]!.draw(&$0) }
        t.add("power", 95, 100) { b in
            b.stroke(arc(47.5, 54, 38, -55, 235))
            b.stroke(B.line(47.5, 6, 47.5, 50))
        }
        t.add("square.and.arrow.up.fill", 90, 110) { b in
            b.fill(B.roundedRect(10, 45, 70, 59, 8))
            b.eraseStroke(B.line(45, 8, 45, 70), width: b.strokeWidth * 2.6)
            b.stroke(B.line(45, 8, 45, 70))
            b.stroke(B.polyline([B.pt(26, 27), B.pt(45, 8), B.pt(64, 27)]))
        }
        t.add("square.and.arrow.down.fill", 90, 110) { b in
            b.fill(B.roundedRect(10, 45, 70, 59, 8))
            b.eraseStroke(B.polyline([B.pt(26, 53), B.pt(45, 72), B.pt(64, 53)]), width: b.strokeWidth * 2.6)
            b.eraseStroke(B.line(45, 6, 45, 72), width: b.strokeWidth * 2.6)
            b.stroke(B.line(45, 6, 45, 72))
            b.stroke(B.polyline([B.pt(26, 53), B.pt(45, 72), B.pt(64, 53)]))
        }
        t.add("qrcode", 100, 100) { b in
            for (x, y) in [(6.0, 6.0), (60.0, 6.0), (6.0, 60.0)] as [(CGFloat, CGFloat)] {
                b.stroke(B.roundedRect(x + 4, y + 4, 26, 26, 3))
                b.fill(box(x + 11, y + 11, 12, 12))
            }
            for (x, y) in [(62.0, 62.0), (80.0, 62.0), (71.0, 73.0), (62.0, 84.0), (84.0, 84.0), (46.0, 10.0), (46.0, 40.0), (10.0, 46.0), (30.0, 46.0), (46.0, 46.0)] as [(CGFloat, CGFloat)] {
                b.fill(box(x, y, 10, 10))
            }
        }
        t.add("barcode", 110, 80) { b in
            var x: CGFloat = 6
            for w in [6, 3, 3, 8, 3, 5, 3, 8, 3, 3, 6, 3, 5] as [CGFloat] {
                b.fill(box(x, 8, w, 64))
                x += w + 3
            }
        }
        t.add("qrcode.viewfinder", 100, 100) { b in
            viewfinder(&b)
            place("qrcode", in: &b, rect(26, 26, 48, 48))
        }
        t.add("barcode.viewfinder", 100, 100) { b in
            viewfinder(&b)
            place("barcode", in: &b, rect(24, 28, 52, 44))
        }
        t.add("camera.viewfinder", 100, 100) { b in
            viewfinder(&b)
            place("camera", in: &b, rect(24, 26, 52, 48), strokeScale: 0.9)
        }
        t.add("dot.radiowaves.left.and.right", 130, 80) { b in
            b.fill(B.circle(65, 40, 9))
            for r in [22.0, 38.0] as [CGFloat] {
                b.stroke(arc(65, 40, r, -45, 45))
                b.stroke(arc(65, 40, r, 135, 225))
            }
        }
        t.add("dot.radiowaves.right", 80, 80) { b in
            b.fill(B.circle(12, 40, 9))
            for r in [26.0, 46.0] as [CGFloat] { b.stroke(arc(12, 40, r, -50, 50)) }
        }
        t.add("antenna.radiowaves.left.and.right", 130, 100) { b in
            b.fill(B.circle(65, 36, 9))
            b.stroke(B.line(65, 42, 65, 94))
            for r in [22.0, 40.0] as [CGFloat] {
                b.stroke(arc(65, 36, r, -45, 45))
                b.stroke(arc(65, 36, r, 135, 225))
            }
        }
        t.add("wave.3.right", 70, 100) { b in
            for r in [18.0, 36.0, 54.0] as [CGFloat] { b.stroke(arc(8, 50, r, -50, 50)) }
        }
    }

    /// The four corner brackets of a viewfinder in a 100×100 box.
    static func viewfinder(_ b: inout GlyphBuilder) {
        for (x, y, dx, dy) in [(8.0, 8.0, 1.0, 1.0), (92.0, 8.0, -1.0, 1.0), (8.0, 92.0, 1.0, -1.0), (92.0, 92.0, -1.0, -1.0)] as [(CGFloat, CGFloat, CGFloat, CGFloat)] {
            var p = B.line(x, y + dy * 22, x, y + dy * 8)
            p.addQuadCurve(to: B.pt(x + dx * 8, y), control: B.pt(x, y))
            p.addLine(to: B.pt(x + dx * 22, y))
            b.stroke(p)
        }
    }

    // MARK: Devices

    static func devices(_ t: inout AppSymbolTable) {
        t.family("display", 120, 100) { b, filled in
            solid(&b, B.roundedRect(6, 6, 108, 68, 8), filled)
            b.stroke(B.line(60, 74, 60, 92))
            b.stroke(B.line(36, 94, 84, 94))
        }
        t.family("tv", 120, 95) { b, filled in
            solid(&b, B.roundedRect(6, 6, 108, 70, 8), filled)
            b.stroke(B.line(34, 89, 86, 89))
        }
        t.add("laptopcomputer", 130, 80) { b in
            b.stroke(B.roundedRect(20, 8, 90, 56, 6))
            b.stroke(B.line(6, 72, 124, 72))
        }
        t.add("macbook", 130, 80) { SymbolCatalog.table["laptopcomputer"]!.draw(&$0) }
        t.add("ipad", 90, 110) { b in
            b.stroke(B.roundedRect(8, 6, 74, 98, 10))
        }
        t.add("ipad.homebutton", 90, 110) { b in
            b.stroke(B.roundedRect(8, 6, 74, 98, 10))
            b.stroke(B.circle(45, 92, 4))
        }
        t.add("iphone.homebutton", 60, 100) { b in
            b.stroke(B.roundedRect(8, 4, 44, 92, 10))
            b.stroke(B.line(8, 18, 52, 18))
            b.stroke(B.line(8, 78, 52, 78))
            b.fill(B.circle(30, 87, 3.5))
        }
        t.add("ipad.and.iphone", 130, 100) { b in
            b.stroke(B.roundedRect(8, 6, 74, 88, 10))
            b.eraseFill(B.roundedRect(70, 28, 54, 72, 12))
            b.stroke(B.roundedRect(84, 34, 36, 60, 8))
        }
        t.add("macbook.and.iphone", 135, 90) { b in
            b.stroke(B.roundedRect(20, 8, 82, 52, 6))
            b.stroke(B.line(6, 68, 100, 68))
            b.eraseFill(B.roundedRect(94, 30, 40, 60, 10))
            b.stroke(B.roundedRect(102, 36, 28, 50, 7))
        }
        t.family("keyboard", 120, 80) { b, filled in
            solid(&b, B.roundedRect(6, 8, 108, 64, 9), filled)
            for y in [24.0, 38.0] as [CGFloat] {
                for i in 0..<6 { markFill(&b, filled, B.roundedRect(18 + CGFloat(i) * 15, y, 8, 7, 1.5)) }
            }
            markStroke(&b, filled, B.line(34, 56, 86, 56))
        }
        t.family("simcard", 85, 105) { b, filled in
            solid(&b, B.polygon([B.pt(8, 6), B.pt(56, 6), B.pt(77, 27), B.pt(77, 99), B.pt(8, 99)]), filled)
            markStroke(&b, filled, B.roundedRect(24, 44, 37, 40, 4))
        }
        t.family("hifispeaker", 80, 105) { b, filled in
            solid(&b, B.roundedRect(8, 6, 64, 93, 10), filled)
            markStroke(&b, filled, B.circle(40, 66, 15))
            markFill(&b, filled, B.circle(40, 26, 7))
        }
        t.family("headphones", 100, 100) { b, filled in
            b.stroke(arc(50, 56, 40, 180, 360))
            solid(&b, B.roundedRect(6, 56, 20, 38, 6), filled)
            solid(&b, B.roundedRect(74, 56, 20, 38, 6), filled)
        }
        t.add("battery.100", 135, 65) { b in
            b.stroke(B.roundedRect(6, 6, 112, 53, 13))
            b.fill(box(122, 22, 8, 21))
            b.fill(B.roundedRect(15, 15, 94, 35, 6))
        }
        t.add("battery.50", 135, 65) { b in
            b.stroke(B.roundedRect(6, 6, 112, 53, 13))
            b.fill(box(122, 22, 8, 21))
            b.fill(B.roundedRect(15, 15, 47, 35, 6))
        }
        t.add("battery.25", 135, 65) { b in
            b.stroke(B.roundedRect(6, 6, 112, 53, 13))
            b.fill(box(122, 22, 8, 21))
            b.fill(B.roundedRect(15, 15, 24, 35, 6))
        }
        t.add("battery.0", 135, 65) { b in
            b.stroke(B.roundedRect(6, 6, 112, 53, 13))
            b.fill(box(122, 22, 8, 21))
        }
        // A train car seen from the side: the front and rear cars have a sloped nose.
        t.add("train.side.front.car", 130, 85) { b in trainCar(&b, noseRight: true, noseLeft: false) }
        t.add("train.side.rear.car", 130, 85) { b in trainCar(&b, noseRight: false, noseLeft: true) }
        t.add("train.side.middle.car", 130, 85) { b in trainCar(&b, noseRight: false, noseLeft: false) }
    }

    static func trainCar(_ b: inout GlyphBuilder, noseRight: Bool, noseLeft: Bool) {
        var pts = [B.pt(6, 66), B.pt(124, 66)]
        pts += noseRight ? [B.pt(124, 46), B.pt(100, 10)] : [B.pt(124, 10)]
        pts += noseLeft ? [B.pt(30, 10), B.pt(6, 46)] : [B.pt(6, 10)]
        b.stroke(B.polygon(pts))
        let windows: [CGFloat] = noseRight ? [16, 44, 72] : noseLeft ? [42, 70, 98] : [16, 44, 72, 100]
        for x in windows { b.fill(B.roundedRect(x, 22, 16, 16, 3)) }
        b.fill(B.circle(30, 76, 7))
        b.fill(B.circle(100, 76, 7))
    }
}

extension AppSymbols {
    static func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path { Path(rect(x, y, w, h)) }

    // MARK: Composed variants

    /// Glyphs drawn in a circle as `<name>.circle` / `<name>.circle.fill`: the outline glyph in a
    /// ring, or the filled glyph cut out of a disc.
    static let circledBases = [
        "house", "star", "heart", "bell", "envelope", "camera", "cart", "car", "map", "mappin", "link", "lock",
        "location", "location.north", "magnifyingglass", "trash", "video", "pencil", "moon", "sun.max", "cloud",
        "cloud.drizzle", "chevron.right", "chevron.left", "chevron.up", "chevron.down", "arrow.left", "arrow.right",
        "arrow.up.right", "square.and.arrow.up", "arrowshape.turn.up.left", "bolt", "phone", "mic", "bookmark",
        "flag", "gift", "tag", "folder", "doc", "stop", "pause", "person.2", "paperplane", "gearshape", "book",
        "leaf", "flame", "drop", "key", "lightbulb", "speaker.wave.2", "hand.thumbsup", "sparkles", "globe",
        "trophy", "briefcase", "crown", "forward", "backward", "music.note", "bag", "creditcard", "calendar",
        "eye", "photo", "at", "number", "shippingbox", "fork.knife",
    ]
    /// Glyphs drawn in a rounded square as `<name>.square` / `<name>.square.fill`.
    static let squaredBases = [
        "xmark", "checkmark", "plus", "minus", "arrow.right", "arrow.up.right", "person", "star", "heart",
        "play", "pencil", "trash", "info", "questionmark", "exclamationmark", "chevron.right", "chevron.down",
        "ellipsis", "magnifyingglass", "doc", "calendar", "photo", "square.grid.2x2", "list.bullet",
    ]

    static func composed(_ t: inout AppSymbolTable) {
        for base in circledBases {
            t.family(base + ".circle", 100, 100) { b, filled in
                if filled {
                    b.fill(B.circle(50, 50, 47))
                    let inner = SymbolCatalog.table[base + ".fill"] != nil ? base + ".fill" : base
                    place(inner, in: &b, rect(20, 25, 60, 50), invert: true, strokeScale: 0.9)
                } else {
                    b.stroke(B.circle(50, 50, 44))
                    place(base, in: &b, rect(21, 27, 58, 46), strokeScale: 0.9)
                }
            }
        }
        for base in squaredBases {
            t.family(base + ".square", 100, 100) { b, filled in
                solid(&b, B.roundedRect(6, 6, 88, 88, 16), filled)
                if filled {
                    let inner = SymbolCatalog.table[base + ".fill"] != nil && base != "doc" ? base + ".fill" : base
                    place(inner, in: &b, rect(22, 26, 56, 48), invert: true, strokeScale: 0.9)
                } else {
                    place(base, in: &b, rect(23, 27, 54, 46), strokeScale: 0.9)
                }
            }
        }
        for base in ["plus", "xmark", "minus"] {
            // An app icon shape (a squircle) with a mark, as `<name>.app`.
            t.family(base + ".app", 100, 100) { b, filled in
                solid(&b, Path(roundedRect: rect(6, 6, 88, 88), cornerRadius: 24, style: .continuous), filled)
                place(base, in: &b, rect(28, 28, 44, 44), invert: filled, strokeScale: 0.9)
            }
        }
        for d in 0...9 {
            t.family("\(d).circle", 100, 100) { b, filled in
                solid(&b, B.circle(50, 50, 44), filled)
                for p in digit(d, 39, 27, 22, 46) { markStroke(&b, filled, p) }
            }
            t.family("\(d).square", 100, 100) { b, filled in
                solid(&b, B.roundedRect(6, 6, 88, 88, 16), filled)
                for p in digit(d, 39, 27, 22, 46) { markStroke(&b, filled, p) }
            }
        }
        t.family("dollarsign.circle", 100, 100) { b, filled in
            solid(&b, B.circle(50, 50, 44), filled)
            var s = arc(50, 40, 11, -20, -270, clockwise: true)
            s.addArc(center: B.pt(50, 62), radius: 11, startAngle: .degrees(-90), endAngle: .degrees(160), clockwise: false)
            markStroke(&b, filled, s)
            markStroke(&b, filled, B.line(50, 20, 50, 80))
        }
        t.family("eurosign.circle", 100, 100) { b, filled in
            solid(&b, B.circle(50, 50, 44), filled)
            markStroke(&b, filled, arc(56, 50, 20, -50, -310, clockwise: true))
            markStroke(&b, filled, B.line(28, 44, 54, 44))
            markStroke(&b, filled, B.line(28, 56, 54, 56))
        }
        bubbles(&t)
        badges(&t)
        t.family("person.3", 150, 97) { b, filled in
            // The filled people are drawn with their outline too, so they keep the outline's silhouette.
            for r in [rect(0, 8, 60, 62), rect(90, 8, 60, 62)] {
                if filled { place("person.fill", in: &b, r) }
                place("person", in: &b, r)
            }
            let front = rect(36, 14, 78, 83)
            var halo = GlyphBuilder(size: b.size, strokeWidth: b.strokeWidth)
            place("person.fill", in: &halo, front)
            for e in halo.elements { b.eraseStroke(e.path, width: b.strokeWidth * 3) }
            for e in halo.elements { b.eraseFill(e.path) }
            if filled { place("person.fill", in: &b, front) }
            place("person", in: &b, front)
        }
        t.add("person.3.sequence", 150, 97) { SymbolCatalog.table["person.3"]!.draw(&$0) }
        t.add("person.3.sequence.fill", 150, 97) { SymbolCatalog.table["person.3.fill"]!.draw(&$0) }
        t.family("photo.on.rectangle", 125, 105) { b, filled in
            solid(&b, B.roundedRect(6, 6, 96, 72, 9), filled)
            b.eraseFill(B.roundedRect(16, 20, 112, 86, 12))
            place(filled ? "photo.fill" : "photo", in: &b, rect(24, 28, 96, 74))
        }
        t.family("photo.on.rectangle.angled", 125, 105) { b, filled in
            solid(&b, B.roundedRect(12, 12, 86, 64, 9).mapPoints { p in
                CGPoint(x: 55 + (p.x - 55) * cos(-0.12) - (p.y - 44) * sin(-0.12), y: 44 + (p.x - 55) * sin(-0.12) + (p.y - 44) * cos(-0.12))
            }, filled)
            b.eraseFill(B.roundedRect(16, 20, 112, 86, 12))
            place(filled ? "photo.fill" : "photo", in: &b, rect(24, 28, 96, 74))
        }
    }

    /// Speech bubbles with a mark inside (the catalog's left-tailed bubble, body centred at (55, 40)).
    static func bubbles(_ t: inout AppSymbolTable) {
        t.add("bubble", 110, 100) { SymbolCatalog.table["bubble.left"]!.draw(&$0) }
        t.add("bubble.fill", 110, 100) { SymbolCatalog.table["bubble.left.fill"]!.draw(&$0) }
        let marks: [(String, @Sendable (inout GlyphBuilder, Bool) -> Void)] = [
            ("text.bubble", { b, f in
                markStroke(&b, f, B.line(32, 30, 78, 30))
                markStroke(&b, f, B.line(32, 50, 64, 50))
            }),
            ("plus.bubble", { b, f in
                markStroke(&b, f, B.line(55, 24, 55, 56))
                markStroke(&b, f, B.line(39, 40, 71, 40))
            }),
            ("exclamationmark.bubble", { b, f in
                markStroke(&b, f, B.line(55, 20, 55, 44))
                markFill(&b, f, B.circle(55, 57, 5))
            }),
            ("ellipsis.bubble", { b, f in
                for x in [35.0, 55.0, 75.0] as [CGFloat] { markFill(&b, f, B.circle(x, 40, 5.5)) }
            }),
            ("quote.bubble", { b, f in
                for x in [42.0, 64.0] as [CGFloat] {
                    markFill(&b, f, B.circle(x, 36, 7))
                    markStroke(&b, f, arc(x - 6, 36, 13, -10, 60))
                }
            }),
            ("questionmark.bubble", { b, f in
                var q = arc(55, 30, 10, 180, 70)
                q.addLine(to: B.pt(55, 46))
                markStroke(&b, f, q)
                markFill(&b, f, B.circle(55, 58, 4.5))
            }),
            ("captions.bubble", { b, f in
                markStroke(&b, f, B.line(28, 32, 58, 32))
                markStroke(&b, f, B.line(68, 32, 82, 32))
                markStroke(&b, f, B.line(28, 50, 42, 50))
                markStroke(&b, f, B.line(52, 50, 82, 50))
            }),
        ]
        for (name, mark) in marks {
            t.family(name, 110, 100) { b, filled in
                SymbolCatalog.table[filled ? "bubble.left.fill" : "bubble.left"]!.draw(&b)
                mark(&b, filled)
            }
        }
        t.family("bubble.left.and.bubble.right", 130, 105) { b, filled in
            place(filled ? "bubble.left.fill" : "bubble.left", in: &b, rect(0, 0, 84, 76))
            var halo = GlyphBuilder(size: b.size, strokeWidth: b.strokeWidth)
            place("bubble.right.fill", in: &halo, rect(44, 30, 86, 75))
            for e in halo.elements { b.eraseStroke(e.path, width: b.strokeWidth * 2.6) }
            for e in halo.elements { b.eraseFill(e.path) }
            place(filled ? "bubble.right.fill" : "bubble.right", in: &b, rect(44, 30, 86, 75))
        }
    }

    /// A badge at the lower right of a glyph: a gap cut round it, then a small mark.
    static func badges(_ t: inout AppSymbolTable) {
        enum Mark: Sendable { case plus, minus, xmark, checkmark, exclamationmark }
        @Sendable func drawMark(_ b: inout GlyphBuilder, _ mark: Mark, _ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, inDisc: Bool) {
            let s = r * 0.55
            var paths: [Path] = []
            switch mark {
            case .plus: paths = [B.line(cx - s, cy, cx + s, cy), B.line(cx, cy - s, cx, cy + s)]
            case .minus: paths = [B.line(cx - s, cy, cx + s, cy)]
            case .xmark: paths = [B.line(cx - s * 0.75, cy - s * 0.75, cx + s * 0.75, cy + s * 0.75), B.line(cx + s * 0.75, cy - s * 0.75, cx - s * 0.75, cy + s * 0.75)]
            case .checkmark: paths = [B.polyline([B.pt(cx - s * 0.85, cy), B.pt(cx - s * 0.2, cy + s * 0.65), B.pt(cx + s * 0.85, cy - s * 0.7)])]
            case .exclamationmark: paths = [B.line(cx, cy - s, cx, cy + s * 0.25), B.circle(cx, cy + s * 0.85, 0.1)]
            }
            if inDisc {
                b.fill(B.circle(cx, cy, r))
                for p in paths { b.eraseStroke(p, width: b.strokeWidth * 0.8) }
            } else {
                for p in paths { b.stroke(p) }
            }
        }
        let personBadges: [(String, Mark)] = [("plus", .plus), ("minus", .minus), ("xmark", .xmark), ("checkmark", .checkmark)]
        for (suffix, mark) in personBadges {
            // person.badge.plus: the person with a plain mark at the lower right.
            for (base, name) in [("person", "person.badge." + suffix), ("person.fill", "person.fill.badge." + suffix)] {
                t.add(name, 125, 97) { b in
                    place(base, in: &b, rect(0, 0, 95, 97))
                    b.eraseFill(B.circle(101, 72, 26))
                    drawMark(&b, mark, 101, 72, 26, inDisc: false)
                }
            }
        }
        let cropBadges: [(String, Mark)] = [("plus", .plus), ("minus", .minus), ("xmark", .xmark), ("checkmark", .checkmark), ("exclamationmark", .exclamationmark)]
        for (suffix, mark) in cropBadges {
            // person.crop.circle.badge.xmark: a small disc with the mark cut out, at the lower right.
            for (base, name) in [("person.crop.circle", "person.crop.circle.badge." + suffix), ("person.crop.circle.fill", "person.crop.circle.fill.badge." + suffix)] {
                t.add(name, 115, 105) { b in
                    place(base, in: &b, rect(0, 0, 100, 100))
                    b.eraseFill(B.circle(88, 78, 27))
                    drawMark(&b, mark, 88, 78, 21, inDisc: true)
                }
            }
            t.add("person.crop.circle.badge.\(suffix).fill", 115, 105) { SymbolCatalog.table["person.crop.circle.fill.badge." + suffix]!.draw(&$0) }
        }
        t.add("calendar.badge.plus", 120, 105) { b in
            place("calendar", in: &b, rect(0, 0, 100, 96))
            b.eraseFill(B.circle(94, 80, 26))
            drawMark(&b, .plus, 94, 80, 26, inDisc: false)
        }
        t.add("calendar.badge.exclamationmark", 120, 105) { b in
            place("calendar", in: &b, rect(0, 0, 100, 96))
            b.eraseFill(B.circle(94, 80, 26))
            drawMark(&b, .exclamationmark, 94, 80, 20, inDisc: true)
        }
        t.add("doc.badge.plus", 105, 100) { b in
            place("doc", in: &b, rect(0, 0, 80, 100))
            b.eraseFill(B.circle(80, 76, 26))
            drawMark(&b, .plus, 80, 76, 26, inDisc: false)
        }
        t.add("photo.badge.plus", 135, 100) { b in
            place("photo", in: &b, rect(0, 0, 120, 92))
            b.eraseFill(B.circle(110, 76, 26))
            drawMark(&b, .plus, 110, 76, 26, inDisc: false)
        }
    }
}

extension AppSymbols {
    // MARK: More everyday symbols

    /// Glyphs with a slash across them as `<name>.slash`, with their design boxes (the catalog
    /// cannot be read while it is being built), and whether a `.slash.fill` comes from `<name>.fill`.
    static let slashedBases: [(name: String, w: CGFloat, h: CGFloat, hasFill: Bool)] = [
        ("bell", 95, 105, true), ("mic", 75, 105, true), ("video", 125, 80, true), ("heart", 112, 98, true),
        ("wifi", 110, 85, false), ("location", 95, 95, true), ("bookmark", 70, 100, true), ("star", 110, 105, true),
        ("lock", 80, 105, true), ("pin", 80, 105, true), ("tag", 100, 100, true), ("trash", 95, 108, true),
        ("flag", 95, 100, true), ("person", 95, 97, true), ("icloud", 118, 80, true), ("mappin", 60, 100, false),
    ]

    static func slashed(_ b: inout GlyphBuilder, _ name: String) {
        guard let entry = SymbolCatalog.table[name] else { return }
        let whole = rect(0, 0, entry.size.width, entry.size.height)
        // A filled base is drawn over its outline, to keep the outline's silhouette.
        if name.hasSuffix(".fill") { place(String(name.dropLast(5)), in: &b, whole) }
        place(name, in: &b, whole)
        let (w, h) = (b.size.width, b.size.height)
        b.eraseStroke(B.line(w * 0.1, h * 0.06, w * 0.9, h * 0.94), width: b.strokeWidth * 2.6)
        b.stroke(B.line(w * 0.1, h * 0.06, w * 0.9, h * 0.94))
    }

    static func everyday(_ t: inout AppSymbolTable) {
        t.add("icloud", 118, 80) { SymbolCatalog.table["cloud"]!.draw(&$0) }
        t.add("icloud.fill", 118, 80) { SymbolCatalog.table["cloud.fill"]!.draw(&$0) }
        for (suffix, up) in [("up", true), ("down", false)] {
            t.add("icloud.and.arrow.\(suffix)", 118, 80) { b in
                place("cloud", in: &b, rect(0, 0, 118, 80))
                let (top, bottom): (CGFloat, CGFloat) = (38, 64)
                b.stroke(B.line(62, top, 62, bottom))
                b.stroke(up ? B.polyline([B.pt(52, top + 10), B.pt(62, top), B.pt(72, top + 10)])
                            : B.polyline([B.pt(52, bottom - 10), B.pt(62, bottom), B.pt(72, bottom - 10)]))
            }
        }
        for base in slashedBases {
            t.add(base.name + ".slash", base.w, base.h) { slashed(&$0, base.name) }
            if base.hasFill { t.add(base.name + ".slash.fill", base.w, base.h) { slashed(&$0, base.name + ".fill") } }
        }
        t.add("star.leadinghalf.filled", 110, 105) { b in
            SymbolCatalog.table["star"]!.draw(&b)
            var pts: [CGPoint] = []
            for i in 5..<11 {
                let a = -CGFloat.pi / 2 + CGFloat(i % 10) * .pi / 5
                let r: CGFloat = i % 2 == 0 ? 52 : 21
                pts.append(CGPoint(x: 55 + r * cos(a), y: 56 + r * sin(a)))
            }
            b.fill(B.polygon(pts))
        }
        t.add("paperclip", 70, 110) { b in
            var p = B.line(46, 34, 46, 80)
            p.addArc(center: B.pt(34, 80), radius: 12, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            p.addLine(to: B.pt(22, 24))
            p.addArc(center: B.pt(40, 24), radius: 18, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
            p.addLine(to: B.pt(58, 82))
            p.addArc(center: B.pt(34, 82), radius: 24, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            p.addLine(to: B.pt(10, 40))
            b.stroke(p)
        }
        t.add("scissors", 100, 100) { b in
            b.stroke(B.circle(22, 76, 14))
            b.stroke(B.circle(78, 76, 14))
            b.stroke(B.line(32, 66, 76, 6))
            b.stroke(B.line(68, 66, 24, 6))
        }
        t.family("printer", 110, 100) { b, filled in
            solid(&b, B.polygon([B.pt(28, 30), B.pt(28, 6), B.pt(82, 6), B.pt(82, 30)]), filled)
            solid(&b, B.roundedRect(6, 30, 98, 44, 9), filled)
            b.eraseFill(B.roundedRect(20, 54, 70, 44, 2))
            b.stroke(B.roundedRect(28, 58, 54, 36, 3))
        }
        t.family("banknote", 125, 80) { b, filled in
            solid(&b, B.roundedRect(6, 8, 113, 64, 8), filled)
            markStroke(&b, filled, B.circle(62.5, 40, 14))
            markFill(&b, filled, B.circle(24, 40, 5))
            markFill(&b, filled, B.circle(101, 40, 5))
        }
        t.family("envelope.open", 110, 100) { b, filled in
            let body = B.polygon([B.pt(6, 38), B.pt(55, 6), B.pt(104, 38), B.pt(104, 94), B.pt(6, 94)])
            solid(&b, body, filled)
            markStroke(&b, filled, B.polyline([B.pt(8, 42), B.pt(55, 72), B.pt(102, 42)]))
        }
        t.add("airplane", 100, 100) { b in
            let filled = true
            let plane = B.polygon([B.pt(50, 4), B.pt(57, 14), B.pt(57, 38), B.pt(94, 60), B.pt(94, 68), B.pt(57, 56), B.pt(57, 80),
                                   B.pt(68, 90), B.pt(68, 96), B.pt(50, 90), B.pt(32, 96), B.pt(32, 90), B.pt(43, 80), B.pt(43, 56),
                                   B.pt(6, 68), B.pt(6, 60), B.pt(43, 38), B.pt(43, 14)])
            solid(&b, plane, filled)
        }
        t.add("thermometer.medium", 60, 105) { b in
            let filled = false
            var tube = B.line(18, 68, 18, 20)
            tube.addArc(center: B.pt(30, 20), radius: 12, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
            tube.addLine(to: B.pt(42, 68))
            tube.addArc(center: B.pt(30, 80), radius: 19, startAngle: .degrees(-51), endAngle: .degrees(231), clockwise: false)
            tube.closeSubpath()
            solid(&b, tube, filled)
            markFill(&b, filled, B.circle(30, 80, 9))
            markStroke(&b, filled, B.line(30, 78, 30, 44))
        }
        t.family("umbrella", 110, 105) { b, filled in
            var canopy = arc(55, 52, 48, 180, 360)
            for i in 0..<3 {
                let x0 = 103 - CGFloat(i) * 32
                canopy.addQuadCurve(to: B.pt(x0 - 32, 52), control: B.pt(x0 - 16, 42))
            }
            canopy.closeSubpath()
            solid(&b, canopy, filled)
            var handle = B.line(55, 50, 55, 90)
            handle.addArc(center: B.pt(45, 90), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            b.stroke(handle)
        }
        t.add("wind", 110, 90) { b in
            var top = B.line(6, 34, 72, 34)
            top.addArc(center: B.pt(72, 22), radius: 12, startAngle: .degrees(90), endAngle: .degrees(-150), clockwise: true)
            b.stroke(top)
            var mid = B.line(6, 54, 88, 54)
            mid.addArc(center: B.pt(88, 40), radius: 14, startAngle: .degrees(90), endAngle: .degrees(-160), clockwise: true)
            b.stroke(mid)
            var low = B.line(6, 70, 60, 70)
            low.addArc(center: B.pt(60, 78), radius: 8, startAngle: .degrees(-90), endAngle: .degrees(140), clockwise: false)
            b.stroke(low)
        }
        t.family("moon.stars", 100, 100) { b, filled in
            place("moon.fill", in: &b, rect(0, 20, 76, 80))
            for (x, y, r) in [(70.0, 18.0, 14.0), (87.0, 46.0, 9.0)] as [(CGFloat, CGFloat, CGFloat)] {
                var p = Path()
                p.move(to: B.pt(x, y - r))
                p.addQuadCurve(to: B.pt(x + r, y), control: B.pt(x, y))
                p.addQuadCurve(to: B.pt(x, y + r), control: B.pt(x, y))
                p.addQuadCurve(to: B.pt(x - r, y), control: B.pt(x, y))
                p.addQuadCurve(to: B.pt(x, y - r), control: B.pt(x, y))
                p.closeSubpath()
                if filled { b.fill(p) }
                b.stroke(p, width: b.strokeWidth * 0.6)
            }
        }
        t.add("timer", 100, 105) { b in
            b.stroke(B.circle(50, 58, 42))
            b.stroke(B.line(50, 6, 50, 18))
            b.stroke(B.line(50, 58, 70, 38))
        }
        t.add("stopwatch", 100, 105) { b in
            b.stroke(B.circle(50, 58, 42))
            b.stroke(B.line(40, 6, 60, 6))
            b.stroke(B.line(50, 6, 50, 16))
            b.stroke(B.line(50, 58, 50, 32))
        }
        t.family("alarm", 105, 105) { b, filled in
            solid(&b, B.circle(52.5, 56, 38), filled)
            markStroke(&b, filled, B.polyline([B.pt(52.5, 34), B.pt(52.5, 58), B.pt(68, 66)]))
            b.stroke(arc(18, 20, 12, 180, 270))
            b.stroke(arc(87, 20, 12, 270, 360))
            b.stroke(B.line(26, 86, 18, 98))
            b.stroke(B.line(79, 86, 87, 98))
        }
        for (name, widths) in [("text.alignleft", [0, 2]), ("text.aligncenter", [1, 1]), ("text.alignright", [2, 0]), ("text.justify", [0, 0])] as [(String, [Int])] {
            t.add(name, 100, 80) { b in
                for (i, y) in ([8.0, 29.0, 50.0, 71.0] as [CGFloat]).enumerated() {
                    let short: CGFloat = i % 2 == 1 ? 26 : 0
                    let left = 8 + short * CGFloat(widths[0]) / 2, right = 92 - short * CGFloat(widths[1]) / 2
                    b.stroke(B.line(left, y, right, y))
                }
            }
        }
        t.add("sidebar.left", 120, 90) { b in
            b.stroke(B.roundedRect(6, 6, 108, 78, 11))
            b.stroke(B.line(44, 6, 44, 84))
        }
        t.add("sidebar.right", 120, 90) { b in
            b.stroke(B.roundedRect(6, 6, 108, 78, 11))
            b.stroke(B.line(76, 6, 76, 84))
        }
        t.family("rectangle", 120, 85) { b, filled in solid(&b, B.roundedRect(6, 6, 108, 73, 10), filled) }
        t.family("rectangle.portrait", 80, 110) { b, filled in solid(&b, B.roundedRect(6, 6, 68, 98, 10), filled) }
        t.family("capsule", 120, 70) { b, filled in solid(&b, B.roundedRect(6, 6, 108, 58, 29), filled) }
        t.family("film", 110, 90) { b, filled in
            solid(&b, B.roundedRect(6, 6, 98, 78, 8), filled)
            markStroke(&b, filled, B.line(26, 6, 26, 84))
            markStroke(&b, filled, B.line(84, 6, 84, 84))
            for y in [22.0, 45.0, 68.0] as [CGFloat] {
                markFill(&b, filled, B.roundedRect(11, y - 4, 10, 8, 1.5))
                markFill(&b, filled, B.roundedRect(89, y - 4, 10, 8, 1.5))
            }
        }
        t.family("newspaper", 115, 95) { b, filled in
            solid(&b, B.roundedRect(6, 6, 103, 83, 9), filled)
            markFill(&b, filled, B.roundedRect(20, 20, 32, 26, 3))
            for y in [26.0, 40.0] as [CGFloat] { markStroke(&b, filled, B.line(64, y, 94, y)) }
            for y in [58.0, 72.0] as [CGFloat] { markStroke(&b, filled, B.line(20, y, 94, y)) }
        }
        t.family("ticket", 120, 85) { b, filled in
            var p = B.line(6, 6, 114, 6)
            p.addLine(to: B.pt(114, 30))
            p.addArc(center: B.pt(114, 42.5), radius: 12.5, startAngle: .degrees(-90), endAngle: .degrees(-270), clockwise: true)
            p.addLine(to: B.pt(114, 79))
            p.addLine(to: B.pt(6, 79))
            p.addLine(to: B.pt(6, 55))
            p.addArc(center: B.pt(6, 42.5), radius: 12.5, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
            p.closeSubpath()
            solid(&b, p, filled)
        }
        t.family("externaldrive", 120, 80) { b, filled in
            solid(&b, B.roundedRect(6, 12, 108, 56, 12), filled)
            markStroke(&b, filled, B.line(6, 44, 114, 44))
            markFill(&b, filled, B.circle(96, 56, 4.5))
        }
        t.add("gauge.medium", 110, 95) { b in
            b.stroke(arc(55, 58, 46, 150, 390))
            b.stroke(B.line(55, 58, 55, 26))
            b.fill(B.circle(55, 58, 8))
        }
        t.add("speedometer", 110, 95) { b in
            b.stroke(arc(55, 58, 46, 150, 390))
            b.stroke(B.line(55, 58, 78, 34))
            b.fill(B.circle(55, 58, 8))
        }
        t.family("pawprint", 100, 100) { b, filled in
            var pad = Path()
            pad.move(to: B.pt(50, 50))
            pad.addCurve(to: B.pt(76, 86), control1: B.pt(64, 50), control2: B.pt(88, 74))
            pad.addCurve(to: B.pt(24, 86), control1: B.pt(64, 98), control2: B.pt(36, 98))
            pad.addCurve(to: B.pt(50, 50), control1: B.pt(12, 74), control2: B.pt(36, 50))
            pad.closeSubpath()
            solid(&b, pad, filled)
            for (x, y) in [(14.0, 44.0), (36.0, 18.0), (64.0, 18.0), (86.0, 44.0)] as [(CGFloat, CGFloat)] {
                solid(&b, B.ellipse(x - 9, y - 12, 18, 24), filled)
            }
        }
        t.family("dumbbell", 125, 70) { b, filled in
            for x in [10.0, 28.0, 81.0, 99.0] as [CGFloat] {
                let tall: CGFloat = (x == 10 || x == 99) ? 34 : 58
                solid(&b, B.roundedRect(x, 35 - tall / 2, 16, tall, 5), filled)
            }
            b.stroke(B.line(44, 35, 81, 35))
        }
        t.add("percent", 90, 100) { b in
            b.stroke(B.circle(24, 24, 15))
            b.stroke(B.circle(66, 76, 15))
            b.stroke(B.line(78, 8, 12, 92))
        }
        t.add("equal", 90, 60) { b in
            b.stroke(B.line(8, 16, 82, 16))
            b.stroke(B.line(8, 44, 82, 44))
        }
        t.add("multiply", 80, 80) { b in
            b.stroke(B.line(10, 10, 70, 70))
            b.stroke(B.line(70, 10, 10, 70))
        }
        t.add("divide", 90, 90) { b in
            b.stroke(B.line(8, 45, 82, 45))
            b.fill(B.circle(45, 16, 8))
            b.fill(B.circle(45, 74, 8))
        }
        t.add("arrow.down.to.line", 90, 100) { b in
            b.stroke(B.line(45, 6, 45, 72))
            b.stroke(B.polyline([B.pt(16, 44), B.pt(45, 72), B.pt(74, 44)]))
            b.stroke(B.line(8, 94, 82, 94))
        }
        t.add("arrow.up.to.line", 90, 100) { b in
            b.stroke(B.line(45, 28, 45, 94))
            b.stroke(B.polyline([B.pt(16, 56), B.pt(45, 28), B.pt(74, 56)]))
            b.stroke(B.line(8, 6, 82, 6))
        }
        t.add("cart.badge.plus", 135, 100) { b in
            place("cart", in: &b, rect(0, 0, 115, 100))
            b.eraseFill(B.circle(110, 30, 26))
            b.stroke(B.line(110, 16, 110, 44))
            b.stroke(B.line(96, 30, 124, 30))
        }
        t.add("folder.badge.plus", 130, 95) { b in
            place("folder", in: &b, rect(0, 0, 115, 90))
            b.eraseFill(B.circle(104, 70, 26))
            b.stroke(B.line(104, 56, 104, 84))
            b.stroke(B.line(90, 70, 118, 70))
        }
        t.add("doc.plaintext", 80, 100) { SymbolCatalog.table["doc.text"]!.draw(&$0) }
        t.add("doc.plaintext.fill", 80, 100) { SymbolCatalog.table["doc.text.fill"]!.draw(&$0) }
    }
}

extension AppSymbols {
    // MARK: Further names from public apps

    static func fromSampleApps(_ t: inout AppSymbolTable) {
        t.add("square.righthalf.fill", 100, 100) { b in
            b.stroke(B.roundedRect(6, 6, 88, 88, 14))
            b.fill(Path { p in
                p.move(to: B.pt(50, 6))
                p.addLine(to: B.pt(80, 6))
                p.addQuadCurve(to: B.pt(94, 20), control: B.pt(94, 6))
                p.addLine(to: B.pt(94, 80))
                p.addQuadCurve(to: B.pt(80, 94), control: B.pt(94, 94))
                p.addLine(to: B.pt(50, 94))
                p.closeSubpath()
            })
        }
        // Three stacked server units, each with two lights.
        t.add("server.rack", 110, 100) { b in
            for y in [6.0, 37.0, 68.0] as [CGFloat] {
                b.stroke(B.roundedRect(8, y, 94, 26, 6))
                b.fill(B.circle(24, y + 13, 4))
                b.fill(B.circle(38, y + 13, 4))
            }
        }
        t.family("book.closed", 85, 105) { b, filled in
            solid(&b, B.roundedRect(8, 6, 69, 93, 9), filled)
            markStroke(&b, filled, B.line(26, 6, 26, 99))
        }
        t.family("bubble.left.and.text.bubble.right", 130, 105) { b, filled in
            SymbolCatalog.table[filled ? "bubble.left.and.bubble.right.fill" : "bubble.left.and.bubble.right"]!.draw(&b)
            // Text lines in the front bubble (its body is about x 48...126, y 34...86).
            markStroke(&b, filled, B.line(66, 52, 108, 52))
            markStroke(&b, filled, B.line(66, 66, 96, 66))
        }
        t.add("lock.rotation", 105, 105) { b in
            b.stroke(arc(52.5, 52.5, 46, -60, 240))
            b.fill(B.polygon([B.pt(20, 2), B.pt(36, 20), B.pt(14, 26)]))
            place("lock.fill", in: &b, rect(34, 30, 37, 46))
        }
        t.add("quote.opening", 90, 70) { b in
            for x in [22.0, 64.0] as [CGFloat] {
                b.fill(B.circle(x, 46, 15))
                b.stroke(arc(x + 12, 46, 27, 180, 250))
            }
        }
        t.add("quote.closing", 90, 70) { SymbolCatalog.table["quote.opening"]!.draw(&$0); $0.elements = $0.elements.map { .init(path: $0.path.mapPoints { CGPoint(x: 90 - $0.x, y: 70 - $0.y) }, mode: $0.mode) } }
        t.add("slider.vertical.3", 90, 110) { b in
            for (x, knob) in [(15.0, 72.0), (45.0, 34.0), (75.0, 60.0)] as [(CGFloat, CGFloat)] {
                b.stroke(B.line(x, 8, x, 102))
                b.eraseFill(B.circle(x, knob, 12))
                b.stroke(B.circle(x, knob, 9))
            }
        }
        t.family("rectangle.on.rectangle", 115, 100) { b, filled in
            solid(&b, B.roundedRect(6, 6, 80, 62, 9), filled)
            b.eraseFill(B.roundedRect(20, 24, 94, 76, 12))
            solid(&b, B.roundedRect(28, 32, 80, 62, 9), filled)
        }
        t.family("rectangle.grid.2x2", 115, 100) { b, filled in
            for (x, y) in [(6.0, 6.0), (65.0, 6.0), (6.0, 58.0), (65.0, 58.0)] as [(CGFloat, CGFloat)] {
                solid(&b, B.roundedRect(x, y, 44, 36, 7), filled)
            }
        }
        t.family("pause.rectangle", 120, 90) { b, filled in
            solid(&b, B.roundedRect(6, 6, 108, 78, 11), filled)
            markStroke(&b, filled, B.line(50, 28, 50, 62))
            markStroke(&b, filled, B.line(70, 28, 70, 62))
        }
        t.add("list.number", 110, 90) { b in
            for (i, y) in ([14.0, 45.0, 76.0] as [CGFloat]).enumerated() {
                for p in digit(i + 1, 4, y - 11, 12, 22) { b.stroke(p, width: b.strokeWidth * 0.7) }
                b.stroke(B.line(34, y, 104, y))
            }
        }
        t.add("waveform.path", 120, 90) { b in
            var p = Path()
            p.move(to: B.pt(6, 45))
            for (i, h) in ([10, 26, 36, 20, 30, 12, 6] as [CGFloat]).enumerated() {
                let x = 18 + CGFloat(i) * 14
                p.addLine(to: B.pt(x, 45 - h))
                p.addLine(to: B.pt(x + 7, 45 + h))
            }
            p.addLine(to: B.pt(114, 45))
            b.stroke(p)
        }
        t.add("zzz", 110, 100) { b in
            for (x, y, s) in [(6.0, 52.0, 42.0), (56.0, 28.0, 28.0), (88.0, 8.0, 18.0)] as [(CGFloat, CGFloat, CGFloat)] {
                b.stroke(B.polyline([B.pt(x, y), B.pt(x + s, y), B.pt(x, y + s), B.pt(x + s, y + s)]))
            }
        }
        t.add("mountain.2", 125, 85) { b in
            b.stroke(B.polygon([B.pt(6, 78), B.pt(46, 10), B.pt(86, 78)]))
            b.stroke(B.polyline([B.pt(70, 50), B.pt(88, 26), B.pt(119, 78), B.pt(86, 78)]))
        }
        t.add("mountain.2.fill", 125, 85) { b in
            solid(&b, B.polygon([B.pt(6, 78), B.pt(46, 10), B.pt(86, 78)]), true)
            solid(&b, B.polygon([B.pt(70, 50), B.pt(88, 26), B.pt(119, 78), B.pt(86, 78)]), true)
        }
        t.add("microphone", 75, 105) { SymbolCatalog.table["mic"]!.draw(&$0) }
        t.add("microphone.fill", 75, 105) { SymbolCatalog.table["mic.fill"]!.draw(&$0) }
        t.add("wifi.exclamationmark", 125, 85) { b in
            place("wifi", in: &b, rect(0, 0, 110, 85))
            b.eraseFill(B.roundedRect(96, 20, 26, 65, 6))
            b.stroke(B.line(112, 26, 112, 58))
            b.fill(B.circle(112, 75, 5.5))
        }
        for (suffix, mark) in [("plus", 0), ("minus", 1), ("checkmark", 2)] {
            t.add("text.badge." + suffix, 120, 85) { b in
                b.stroke(B.line(6, 12, 64, 12))
                b.stroke(B.line(6, 42, 64, 42))
                b.stroke(B.line(6, 72, 54, 72))
                switch mark {
                case 0: b.stroke(B.line(80, 42, 114, 42)); b.stroke(B.line(97, 25, 97, 59))
                case 1: b.stroke(B.line(80, 42, 114, 42))
                default: b.stroke(B.polyline([B.pt(80, 42), B.pt(92, 54), B.pt(114, 28)]))
                }
            }
        }
        t.add("photo.artframe", 110, 100) { b in
            b.stroke(B.roundedRect(6, 6, 98, 88, 4))
            b.stroke(B.roundedRect(20, 20, 70, 60, 2))
            b.stroke(B.polyline([B.pt(24, 74), B.pt(44, 50), B.pt(60, 66), B.pt(70, 56), B.pt(86, 74)]))
        }
        t.add("person.badge.clock", 125, 97) { b in
            place("person", in: &b, rect(0, 0, 95, 97))
            b.eraseFill(B.circle(101, 72, 27))
            b.stroke(B.circle(101, 72, 20), width: b.strokeWidth * 0.8)
            b.stroke(B.polyline([B.pt(101, 60), B.pt(101, 73), B.pt(109, 78)]), width: b.strokeWidth * 0.8)
        }
    }
}
