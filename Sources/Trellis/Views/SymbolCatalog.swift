import Foundation

/// Recognisable drawings of common SF Symbol names (Trellis cannot ship Apple's symbols). Each is
/// drawn in a design box whose proportions follow the SF Symbol it stands for; stroke widths follow
/// the font weight. An asset catalog's symbol set is drawn from its template
/// (`CustomSymbolTemplate`); names it does not know give a placeholder glyph.
public enum SymbolCatalog {
    /// Every symbol name the catalog draws.
    public static var names: [String] { table.keys.sorted() }

    /// The glyph for `name` at a font weight (100...900).
    /// - Parameters:
    ///   - name: An SF Symbols name.
    ///   - weight: The font weight the strokes follow (default regular).
    /// - Returns: The glyph, or a placeholder glyph for names the catalog lacks.
    public static func glyph(named name: String, weight: Int = 400) -> SymbolGlyph {
        guard let entry = table[name] else {
            // An asset catalog's custom symbol, from its template.
            if let custom = AssetCatalogs.customSymbol(named: name, weight: weight) { return custom }
            return SymbolGlyph(name: name, size: CGSize(width: 100, height: 100), elements: [], isPlaceholder: true)
        }
        var b = GlyphBuilder(size: entry.size, strokeWidth: 8.5 * weightFactor(weight))
        entry.draw(&b)
        return SymbolGlyph(name: name, size: entry.size, elements: b.elements, isPlaceholder: false)
    }

    static func weightFactor(_ weight: Int) -> CGFloat {
        let w = CGFloat(min(max(weight, 100), 900))
        return 0.45 + (w - 100) / 800 * 1.45
    }

    struct Entry: Sendable {
        let size: CGSize
        let draw: @Sendable (inout GlyphBuilder) -> Void
    }

    /// Name -> drawing. Families register an outline name and its ".fill" variant.
    static let table: [String: Entry] = baseTable.merging(controlSymbols) { a, _ in a }.merging(appSymbols) { a, _ in a }

    private static let baseTable: [String: Entry] = {
        var t: [String: Entry] = [:]
        func add(_ name: String, _ w: CGFloat, _ h: CGFloat, _ draw: @escaping @Sendable (inout GlyphBuilder) -> Void) {
            t[name] = Entry(size: CGSize(width: w, height: h), draw: draw)
        }
        /// `name` drawn by `draw(&b, false)` and `name.fill` by `draw(&b, true)`.
        func family(_ name: String, _ w: CGFloat, _ h: CGFloat, _ draw: @escaping @Sendable (inout GlyphBuilder, Bool) -> Void) {
            add(name, w, h) { draw(&$0, false) }
            add(name + ".fill", w, h) { draw(&$0, true) }
        }
        typealias B = GlyphBuilder

        family("star", 110, 105) { b, filled in
            var pts: [CGPoint] = []
            for i in 0..<10 {
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let r: CGFloat = i % 2 == 0 ? 52 : 21
                pts.append(CGPoint(x: 55 + r * cos(a), y: 56 + r * sin(a)))
            }
            b.shape(B.polygon(pts), filled)
        }
        family("heart", 112, 98) { b, filled in
            var p = Path()
            p.move(to: B.pt(56, 92))
            p.addCurve(to: B.pt(6, 32), control1: B.pt(30, 72), control2: B.pt(6, 56))
            p.addCurve(to: B.pt(31, 6), control1: B.pt(6, 15), control2: B.pt(17, 6))
            p.addCurve(to: B.pt(56, 22), control1: B.pt(43, 6), control2: B.pt(52, 13))
            p.addCurve(to: B.pt(81, 6), control1: B.pt(60, 13), control2: B.pt(69, 6))
            p.addCurve(to: B.pt(106, 32), control1: B.pt(95, 6), control2: B.pt(106, 15))
            p.addCurve(to: B.pt(56, 92), control1: B.pt(106, 56), control2: B.pt(82, 72))
            p.closeSubpath()
            b.shape(p, filled)
        }
        family("person", 95, 97) { b, filled in
            b.shape(B.circle(47.5, 24, 20), filled)
            var body = Path()
            body.move(to: B.pt(8, 92))
            body.addCurve(to: B.pt(47.5, 56), control1: B.pt(8, 70), control2: B.pt(26, 56))
            body.addCurve(to: B.pt(87, 92), control1: B.pt(69, 56), control2: B.pt(87, 70))
            body.closeSubpath()
            b.shape(body, filled)
        }
        family("person.2", 130, 97) { b, filled in
            b.shape(B.circle(84, 26, 18), filled)
            var back = Path()
            back.move(to: B.pt(58, 90))
            back.addCurve(to: B.pt(84, 56), control1: B.pt(60, 70), control2: B.pt(70, 56))
            back.addCurve(to: B.pt(122, 90), control1: B.pt(104, 56), control2: B.pt(122, 70))
            back.closeSubpath()
            b.shape(back, filled)
            b.shape(B.circle(42, 30, 19), filled)
            var front = Path()
            front.move(to: B.pt(6, 92))
            front.addCurve(to: B.pt(42, 60), control1: B.pt(6, 73), control2: B.pt(22, 60))
            front.addCurve(to: B.pt(78, 92), control1: B.pt(62, 60), control2: B.pt(78, 73))
            front.closeSubpath()
            b.shape(front, filled)
        }
        family("person.circle", 100, 100) { b, filled in
            if filled {
                b.fill(B.circle(50, 50, 47))
                b.eraseFill(B.circle(50, 38, 15))
                b.eraseFill(B.person(in: 50, top: 58, width: 56))
            } else {
                b.stroke(B.circle(50, 50, 44))
                b.stroke(B.circle(50, 38, 14))
                b.stroke(B.person(in: 50, top: 60, width: 52))
            }
        }
        add("person.crop.circle", 100, 100) { SymbolCatalog.table["person.circle"]!.draw(&$0) }
        add("person.crop.circle.fill", 100, 100) { SymbolCatalog.table["person.circle.fill"]!.draw(&$0) }
        family("gearshape", 105, 105) { b, filled in
            var outer: [CGPoint] = []
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                for (da, r) in [(-0.26, 38.0), (-0.16, 50.0), (0.16, 50.0), (0.26, 38.0)] as [(CGFloat, CGFloat)] {
                    outer.append(CGPoint(x: 52.5 + r * cos(a + da), y: 52.5 + r * sin(a + da)))
                }
            }
            var p = B.polygon(outer)
            if filled {
                p.addPath(B.circle(52.5, 52.5, 15))
                b.evenOddFill(p)
            } else {
                b.stroke(p)
                b.stroke(B.circle(52.5, 52.5, 14))
            }
        }
        add("gear", 105, 105) { SymbolCatalog.table["gearshape.fill"]!.draw(&$0) }
        family("house", 118, 98) { b, filled in
            if filled {
                b.fill(B.polygon([B.pt(59, 6), B.pt(112, 50), B.pt(98, 50), B.pt(98, 94), B.pt(20, 94), B.pt(20, 50), B.pt(6, 50)]))
                b.eraseFill(B.roundedRect(49, 62, 20, 32, 3))
            } else {
                b.stroke(B.polyline([B.pt(6, 50), B.pt(59, 6), B.pt(112, 50)]))
                b.stroke(B.polyline([B.pt(22, 40), B.pt(22, 94), B.pt(96, 94), B.pt(96, 40)]))
                b.stroke(B.polyline([B.pt(48, 94), B.pt(48, 64), B.pt(70, 64), B.pt(70, 94)]))
            }
        }
        add("magnifyingglass", 98, 98) { b in
            b.stroke(B.circle(40, 40, 31))
            b.stroke(B.line(63, 63, 91, 91), width: b.strokeWidth * 1.4)
        }
        add("plus", 92, 92) { b in
            b.stroke(B.line(46, 8, 46, 84))
            b.stroke(B.line(8, 46, 84, 46))
        }
        add("minus", 92, 20) { b in b.stroke(B.line(8, 10, 84, 10)) }
        add("xmark", 82, 82) { b in
            b.stroke(B.line(9, 9, 73, 73))
            b.stroke(B.line(73, 9, 9, 73))
        }
        add("checkmark", 95, 90) { b in b.stroke(B.polyline([B.pt(9, 50), B.pt(36, 80), B.pt(86, 10)])) }
        add("chevron.left", 55, 100) { b in b.stroke(B.polyline([B.pt(45, 8), B.pt(10, 50), B.pt(45, 92)])) }
        add("chevron.right", 55, 100) { b in b.stroke(B.polyline([B.pt(10, 8), B.pt(45, 50), B.pt(10, 92)])) }
        add("chevron.up", 100, 55) { b in b.stroke(B.polyline([B.pt(8, 45), B.pt(50, 10), B.pt(92, 45)])) }
        add("chevron.down", 100, 55) { b in b.stroke(B.polyline([B.pt(8, 10), B.pt(50, 45), B.pt(92, 10)])) }
        add("arrow.left", 98, 85) { b in
            b.stroke(B.line(12, 42.5, 90, 42.5))
            b.stroke(B.polyline([B.pt(44, 9), B.pt(10, 42.5), B.pt(44, 76)]))
        }
        add("arrow.right", 98, 85) { b in
            b.stroke(B.line(8, 42.5, 86, 42.5))
            b.stroke(B.polyline([B.pt(54, 9), B.pt(88, 42.5), B.pt(54, 76)]))
        }
        add("arrow.up", 85, 98) { b in
            b.stroke(B.line(42.5, 12, 42.5, 90))
            b.stroke(B.polyline([B.pt(9, 44), B.pt(42.5, 10), B.pt(76, 44)]))
        }
        add("arrow.down", 85, 98) { b in
            b.stroke(B.line(42.5, 8, 42.5, 86))
            b.stroke(B.polyline([B.pt(9, 54), B.pt(42.5, 88), B.pt(76, 54)]))
        }
        add("arrow.up.right", 90, 90) { b in
            b.stroke(B.line(12, 78, 78, 12))
            b.stroke(B.polyline([B.pt(30, 12), B.pt(78, 12), B.pt(78, 60)]))
        }
        add("arrow.clockwise", 95, 100) { b in
            var p = Path()
            p.addArc(center: B.pt(47.5, 54), radius: 38, startAngle: .degrees(-60), endAngle: .degrees(-100), clockwise: false)
            b.stroke(p)
            b.stroke(B.polyline([B.pt(50, 4), B.pt(67, 19), B.pt(50, 33)]))
        }
        add("arrow.counterclockwise", 95, 100) { b in
            var p = Path()
            p.addArc(center: B.pt(47.5, 54), radius: 38, startAngle: .degrees(-120), endAngle: .degrees(-80), clockwise: true)
            b.stroke(p)
            b.stroke(B.polyline([B.pt(45, 4), B.pt(28, 19), B.pt(45, 33)]))
        }
        family("bell", 95, 105) { b, filled in
            var p = Path()
            p.move(to: B.pt(10, 82))
            p.addCurve(to: B.pt(22, 46), control1: B.pt(20, 72), control2: B.pt(22, 62))
            p.addCurve(to: B.pt(47.5, 14), control1: B.pt(22, 26), control2: B.pt(33, 14))
            p.addCurve(to: B.pt(73, 46), control1: B.pt(62, 14), control2: B.pt(73, 26))
            p.addCurve(to: B.pt(85, 82), control1: B.pt(73, 62), control2: B.pt(75, 72))
            p.closeSubpath()
            b.shape(p, filled)
            var clapper = Path()
            clapper.addArc(center: B.pt(47.5, 88), radius: 11, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            b.shape(clapper, filled)
            b.fill(B.circle(47.5, 9, 5))
        }
        family("envelope", 120, 85) { b, filled in
            if filled {
                b.fill(B.roundedRect(6, 6, 108, 73, 9))
                b.eraseStroke(B.polyline([B.pt(9, 11), B.pt(60, 50), B.pt(111, 11)]), width: b.strokeWidth * 0.8)
            } else {
                b.stroke(B.roundedRect(6, 6, 108, 73, 9))
                b.stroke(B.polyline([B.pt(9, 11), B.pt(60, 50), B.pt(111, 11)]))
            }
        }
        family("trash", 95, 108) { b, filled in
            b.stroke(B.line(6, 18, 89, 18))
            b.stroke(B.polyline([B.pt(32, 18), B.pt(35, 6), B.pt(60, 6), B.pt(63, 18)]))
            let can = B.polygon([B.pt(15, 20), B.pt(80, 20), B.pt(75, 100), B.pt(20, 100)])
            if filled {
                b.fill(can)
                b.eraseStroke(B.line(38, 36, 39, 84), width: b.strokeWidth * 0.8)
                b.eraseStroke(B.line(57, 36, 56, 84), width: b.strokeWidth * 0.8)
            } else {
                b.stroke(can)
                b.stroke(B.line(38, 36, 39, 84))
                b.stroke(B.line(57, 36, 56, 84))
            }
        }
        family("circle", 100, 100) { b, filled in b.shape(B.circle(50, 50, filled ? 47 : 44), filled) }
        family("square", 100, 100) { b, filled in b.shape(B.roundedRect(6, 6, 88, 88, 14), filled) }
        /// A circle (or a filled disc) with a mark inside it; `mark` draws in 100×100 units.
        func circled(_ name: String, _ mark: @escaping @Sendable (inout GlyphBuilder, Bool) -> Void) {
            family(name + ".circle", 100, 100) { b, filled in
                if filled { b.fill(B.circle(50, 50, 47)) } else { b.stroke(B.circle(50, 50, 44)) }
                mark(&b, filled)
            }
        }
        @Sendable func markStroke(_ b: inout GlyphBuilder, _ filled: Bool, _ p: Path) {
            if filled { b.eraseStroke(p, width: b.strokeWidth) } else { b.stroke(p) }
        }
        @Sendable func markFill(_ b: inout GlyphBuilder, _ filled: Bool, _ p: Path) {
            if filled { b.eraseFill(p) } else { b.fill(p) }
        }
        circled("plus") { b, f in
            markStroke(&b, f, B.line(50, 28, 50, 72))
            markStroke(&b, f, B.line(28, 50, 72, 50))
        }
        circled("minus") { b, f in markStroke(&b, f, B.line(28, 50, 72, 50)) }
        circled("xmark") { b, f in
            markStroke(&b, f, B.line(33, 33, 67, 67))
            markStroke(&b, f, B.line(67, 33, 33, 67))
        }
        circled("checkmark") { b, f in markStroke(&b, f, B.polyline([B.pt(30, 52), B.pt(44, 66), B.pt(70, 34)])) }
        circled("info") { b, f in
            markFill(&b, f, B.circle(50, 29, 6))
            markStroke(&b, f, B.line(50, 44, 50, 74))
        }
        circled("questionmark") { b, f in
            var q = Path()
            q.addArc(center: B.pt(50, 38), radius: 13, startAngle: .degrees(180), endAngle: .degrees(80), clockwise: false)
            q.addLine(to: B.pt(50, 58))
            markStroke(&b, f, q)
            markFill(&b, f, B.circle(50, 73, 5.5))
        }
        circled("exclamationmark") { b, f in
            markStroke(&b, f, B.line(50, 25, 50, 57))
            markFill(&b, f, B.circle(50, 73, 5.5))
        }
        circled("ellipsis") { b, f in
            for x in [29.0, 50.0, 71.0] as [CGFloat] { markFill(&b, f, B.circle(x, 50, 5.5)) }
        }
        circled("arrow.up") { b, f in
            markStroke(&b, f, B.line(50, 28, 50, 72))
            markStroke(&b, f, B.polyline([B.pt(32, 45), B.pt(50, 27), B.pt(68, 45)]))
        }
        circled("arrow.down") { b, f in
            markStroke(&b, f, B.line(50, 28, 50, 72))
            markStroke(&b, f, B.polyline([B.pt(32, 55), B.pt(50, 73), B.pt(68, 55)]))
        }
        circled("play") { b, f in markFill(&b, f, B.polygon([B.pt(40, 30), B.pt(70, 50), B.pt(40, 70)])) }
        family("exclamationmark.triangle", 110, 100) { b, filled in
            let tri = B.polygon([B.pt(55, 8), B.pt(104, 92), B.pt(6, 92)])
            b.shape(tri, filled)
            markStroke(&b, filled, B.line(55, 38, 55, 64))
            markFill(&b, filled, B.circle(55, 78, 5.5))
        }
        add("ellipsis", 100, 22) { b in
            for x in [14.0, 50.0, 86.0] as [CGFloat] { b.fill(B.circle(x, 11, 8)) }
        }
        add("square.and.arrow.up", 90, 110) { b in
            b.stroke(B.polyline([B.pt(28, 45), B.pt(10, 45), B.pt(10, 104), B.pt(80, 104), B.pt(80, 45), B.pt(62, 45)]))
            b.stroke(B.line(45, 8, 45, 70))
            b.stroke(B.polyline([B.pt(26, 27), B.pt(45, 8), B.pt(64, 27)]))
        }
        add("square.and.arrow.down", 90, 110) { b in
            b.stroke(B.polyline([B.pt(28, 45), B.pt(10, 45), B.pt(10, 104), B.pt(80, 104), B.pt(80, 45), B.pt(62, 45)]))
            b.stroke(B.line(45, 6, 45, 72))
            b.stroke(B.polyline([B.pt(26, 53), B.pt(45, 72), B.pt(64, 53)]))
        }
        add("square.and.pencil", 105, 100) { b in
            b.stroke(B.polyline([B.pt(50, 14), B.pt(12, 14), B.pt(12, 92), B.pt(90, 92), B.pt(90, 54)]))
            b.stroke(B.polygon([B.pt(44, 66), B.pt(48, 52), B.pt(88, 12), B.pt(98, 22), B.pt(58, 62)]))
        }
        family("pencil", 100, 100) { b, filled in
            b.shape(B.polygon([B.pt(10, 90), B.pt(16, 68), B.pt(72, 12), B.pt(88, 28), B.pt(32, 84)]), filled)
            if !filled { b.stroke(B.line(62, 22, 78, 38)) }
        }
        family("paperplane", 100, 100) { b, filled in
            b.shape(B.polygon([B.pt(6, 44), B.pt(94, 8), B.pt(58, 94), B.pt(46, 56)]), filled)
            markStroke(&b, filled, B.line(46, 56, 92, 10))
        }
        add("calendar", 100, 96) { b in
            b.stroke(B.roundedRect(6, 14, 88, 78, 11))
            b.stroke(B.line(6, 36, 94, 36))
            b.stroke(B.line(30, 5, 30, 20))
            b.stroke(B.line(70, 5, 70, 20))
        }
        family("clock", 100, 100) { b, filled in
            if filled { b.fill(B.circle(50, 50, 47)) } else { b.stroke(B.circle(50, 50, 44)) }
            markStroke(&b, filled, B.polyline([B.pt(50, 22), B.pt(50, 52), B.pt(70, 64)]))
        }
        family("camera", 118, 92) { b, filled in
            var body = B.roundedRect(6, 22, 106, 64, 12)
            body.addPath(B.polygon([B.pt(38, 22), B.pt(46, 8), B.pt(72, 8), B.pt(80, 22)]))
            if filled {
                b.fill(body)
                b.eraseFill(B.circle(59, 54, 18))
            } else {
                b.stroke(B.roundedRect(6, 22, 106, 64, 12))
                b.stroke(B.polyline([B.pt(38, 22), B.pt(46, 8), B.pt(72, 8), B.pt(80, 22)]))
                b.stroke(B.circle(59, 54, 17))
            }
        }
        family("photo", 120, 92) { b, filled in
            if filled {
                b.fill(B.roundedRect(6, 6, 108, 80, 10))
                b.eraseFill(B.polygon([B.pt(16, 76), B.pt(46, 42), B.pt(70, 66), B.pt(84, 52), B.pt(104, 76)]))
                b.eraseFill(B.circle(84, 28, 8))
            } else {
                b.stroke(B.roundedRect(6, 6, 108, 80, 10))
                b.stroke(B.polyline([B.pt(14, 78), B.pt(46, 42), B.pt(70, 66), B.pt(84, 52), B.pt(106, 78)]))
                b.fill(B.circle(84, 28, 8))
            }
        }
        family("cart", 115, 100) { b, filled in
            if filled { b.fill(B.polygon([B.pt(25, 24), B.pt(108, 24), B.pt(96, 66), B.pt(32, 66)])) }
            b.stroke(B.polyline([B.pt(4, 8), B.pt(20, 8), B.pt(32, 66), B.pt(96, 66), B.pt(108, 24), B.pt(25, 24)]))
            b.fill(B.circle(40, 86, 8))
            b.fill(B.circle(88, 86, 8))
        }
        family("bookmark", 70, 100) { b, filled in
            b.shape(B.polygon([B.pt(8, 6), B.pt(62, 6), B.pt(62, 94), B.pt(35, 72), B.pt(8, 94)]), filled)
        }
        family("lock", 80, 105) { b, filled in
            b.shape(B.roundedRect(6, 46, 68, 54, 9), filled)
            var shackle = Path()
            shackle.move(to: B.pt(20, 46))
            shackle.addLine(to: B.pt(20, 30))
            shackle.addArc(center: B.pt(40, 30), radius: 20, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            shackle.addLine(to: B.pt(60, 46))
            b.stroke(shackle)
        }
        family("location", 95, 95) { b, filled in
            b.shape(B.polygon([B.pt(6, 42), B.pt(88, 6), B.pt(52, 88), B.pt(44, 50)]), filled)
        }
        add("mappin", 60, 100) { b in
            b.stroke(B.circle(30, 26, 20))
            b.stroke(B.line(30, 46, 30, 94))
        }
        add("mappin.and.ellipse", 100, 100) { b in
            b.stroke(B.circle(50, 26, 18))
            b.stroke(B.line(50, 44, 50, 80))
            b.stroke(B.ellipse(10, 70, 80, 24))
        }
        family("phone", 100, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(24, 6))
            p.addLine(to: B.pt(38, 8))
            p.addLine(to: B.pt(46, 30))
            p.addLine(to: B.pt(34, 42))
            p.addCurve(to: B.pt(58, 66), control1: B.pt(40, 52), control2: B.pt(48, 60))
            p.addLine(to: B.pt(70, 54))
            p.addLine(to: B.pt(92, 62))
            p.addLine(to: B.pt(94, 76))
            p.addCurve(to: B.pt(76, 94), control1: B.pt(94, 88), control2: B.pt(86, 94))
            p.addCurve(to: B.pt(6, 24), control1: B.pt(36, 94), control2: B.pt(6, 64))
            p.addCurve(to: B.pt(24, 6), control1: B.pt(6, 14), control2: B.pt(14, 6))
            p.closeSubpath()
            b.shape(p, filled)
        }
        @Sendable func bubble(_ b: inout GlyphBuilder, _ filled: Bool, tailLeft: Bool) {
            var p = B.roundedRect(6, 6, 98, 68, 32)
            let tail = tailLeft ? [B.pt(22, 64), B.pt(14, 94), B.pt(46, 72)] : [B.pt(88, 64), B.pt(96, 94), B.pt(64, 72)]
            if filled {
                p.addPath(B.polygon(tail))
                b.fill(p)
            } else {
                b.stroke(p)
                b.stroke(B.polyline(tail))
            }
        }
        family("message", 110, 100) { bubble(&$0, $1, tailLeft: true) }
        family("bubble.left", 110, 100) { bubble(&$0, $1, tailLeft: true) }
        family("bubble.right", 110, 100) { bubble(&$0, $1, tailLeft: false) }
        family("sun.max", 110, 110) { b, filled in
            b.shape(B.circle(55, 55, 20), filled)
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                b.stroke(B.line(55 + 32 * cos(a), 55 + 32 * sin(a), 55 + 48 * cos(a), 55 + 48 * sin(a)))
            }
        }
        family("moon", 95, 100) { b, _ in
            b.fill(B.circle(46, 52, 42))
            b.eraseFill(B.circle(72, 32, 34))
        }
        family("cloud", 118, 80) { b, filled in
            var p = B.circle(36, 52, 22)
            p.addPath(B.circle(62, 38, 28))
            p.addPath(B.circle(88, 54, 20))
            p.addPath(B.roundedRect(36, 46, 52, 28, 2))
            b.fill(p)
            if !filled {
                let w = b.strokeWidth
                var inner = B.circle(36, 52, 22 - w)
                inner.addPath(B.circle(62, 38, 28 - w))
                inner.addPath(B.circle(88, 54, 20 - w))
                inner.addPath(B.roundedRect(36, 46, 52, 28 - w, 2))
                b.eraseFill(inner)
            }
        }
        family("bolt", 95, 100) { b, filled in
            b.shape(B.polygon([B.pt(58, 4), B.pt(14, 60), B.pt(46, 60), B.pt(38, 96), B.pt(84, 38), B.pt(52, 38)]), filled)
        }
        family("flag", 95, 100) { b, filled in
            b.stroke(B.line(14, 8, 14, 96))
            b.shape(B.polygon([B.pt(14, 10), B.pt(86, 10), B.pt(72, 32), B.pt(86, 54), B.pt(14, 54)]), filled)
        }
        family("tag", 100, 100) { b, filled in
            let p = B.polygon([B.pt(8, 8), B.pt(52, 8), B.pt(94, 50), B.pt(50, 94), B.pt(8, 52)])
            if filled {
                b.fill(p)
                b.eraseFill(B.circle(30, 30, 8))
            } else {
                b.stroke(p)
                b.stroke(B.circle(30, 30, 7))
            }
        }
        family("folder", 115, 90) { b, filled in
            b.shape(B.polygon([B.pt(6, 12), B.pt(42, 12), B.pt(50, 22), B.pt(109, 22), B.pt(109, 84), B.pt(6, 84)]), filled)
        }
        family("doc", 80, 100) { b, filled in
            b.shape(B.polygon([B.pt(8, 6), B.pt(50, 6), B.pt(72, 28), B.pt(72, 94), B.pt(8, 94)]), filled)
            markStroke(&b, filled, B.polyline([B.pt(50, 6), B.pt(50, 28), B.pt(72, 28)]))
        }
        family("doc.text", 80, 100) { b, filled in
            b.shape(B.polygon([B.pt(8, 6), B.pt(50, 6), B.pt(72, 28), B.pt(72, 94), B.pt(8, 94)]), filled)
            markStroke(&b, filled, B.polyline([B.pt(50, 6), B.pt(50, 28), B.pt(72, 28)]))
            for (y, x1) in [(50.0, 58.0), (64.0, 58.0), (78.0, 44.0)] as [(CGFloat, CGFloat)] {
                markStroke(&b, filled, B.line(22, y, x1, y))
            }
        }
        add("link", 100, 100) { b in
            for (cx, cy) in [(34.0, 66.0), (66.0, 34.0)] as [(CGFloat, CGFloat)] {
                let r = B.roundedRect(cx - 30, cy - 14, 60, 28, 14)
                let a = -CGFloat.pi / 4
                b.stroke(r.mapPoints { p in
                    CGPoint(x: cx + (p.x - cx) * cos(a) - (p.y - cy) * sin(a), y: cy + (p.x - cx) * sin(a) + (p.y - cy) * cos(a))
                })
            }
        }
        add("globe", 100, 100) { b in
            b.stroke(B.circle(50, 50, 44))
            b.stroke(B.ellipse(30, 6, 40, 88))
            b.stroke(B.line(6, 50, 94, 50))
            b.stroke(B.line(50, 6, 50, 94))
        }
        add("wifi", 110, 85) { b in
            for r in [24.0, 48.0, 72.0] as [CGFloat] {
                var p = Path()
                p.addArc(center: B.pt(55, 80), radius: r, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
                b.stroke(p)
            }
            b.fill(B.circle(55, 78, 7))
        }
        family("play", 90, 100) { b, filled in b.shape(B.polygon([B.pt(14, 8), B.pt(84, 50), B.pt(14, 92)]), filled) }
        family("pause", 80, 100) { b, filled in
            b.shape(B.roundedRect(10, 8, 20, 84, 4), filled)
            b.shape(B.roundedRect(50, 8, 20, 84, 4), filled)
        }
        family("stop", 90, 90) { b, filled in b.shape(B.roundedRect(8, 8, 74, 74, 10), filled) }
        family("forward", 120, 80) { b, filled in
            b.shape(B.polygon([B.pt(8, 8), B.pt(60, 40), B.pt(8, 72)]), filled)
            b.shape(B.polygon([B.pt(60, 8), B.pt(112, 40), B.pt(60, 72)]), filled)
        }
        family("backward", 120, 80) { b, filled in
            b.shape(B.polygon([B.pt(60, 8), B.pt(8, 40), B.pt(60, 72)]), filled)
            b.shape(B.polygon([B.pt(112, 8), B.pt(60, 40), B.pt(112, 72)]), filled)
        }
        family("speaker.wave.2", 115, 95) { b, filled in
            b.shape(B.polygon([B.pt(6, 32), B.pt(26, 32), B.pt(52, 8), B.pt(52, 87), B.pt(26, 63), B.pt(6, 63)]), filled)
            for r in [18.0, 34.0] as [CGFloat] {
                var p = Path()
                p.addArc(center: B.pt(60, 47.5), radius: r, startAngle: .degrees(-50), endAngle: .degrees(50), clockwise: false)
                b.stroke(p)
            }
        }
        family("mic", 75, 105) { b, filled in
            b.shape(B.roundedRect(22, 6, 31, 58, 15.5), filled)
            var arc = Path()
            arc.addArc(center: B.pt(37.5, 48), radius: 30, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            b.stroke(arc)
            b.stroke(B.line(37.5, 78, 37.5, 98))
        }
        add("slider.horizontal.3", 110, 90) { b in
            for (y, knob) in [(15.0, 72.0), (45.0, 34.0), (75.0, 60.0)] as [(CGFloat, CGFloat)] {
                b.stroke(B.line(8, y, 102, y))
                b.eraseFill(B.circle(knob, y, 12))
                b.stroke(B.circle(knob, y, 9))
            }
        }
        add("line.3.horizontal", 100, 70) { b in
            for y in [8.0, 35.0, 62.0] as [CGFloat] { b.stroke(B.line(8, y, 92, y)) }
        }
        add("list.bullet", 110, 80) { b in
            for y in [10.0, 40.0, 70.0] as [CGFloat] {
                b.fill(B.circle(10, y, 7))
                b.stroke(B.line(32, y, 104, y))
            }
        }
        family("square.grid.2x2", 100, 100) { b, filled in
            for (x, y) in [(6.0, 6.0), (56.0, 6.0), (6.0, 56.0), (56.0, 56.0)] as [(CGFloat, CGFloat)] {
                b.shape(B.roundedRect(x, y, 38, 38, 8), filled)
            }
        }
        family("eye", 120, 80) { b, filled in
            var almond = Path()
            almond.move(to: B.pt(6, 40))
            almond.addCurve(to: B.pt(114, 40), control1: B.pt(30, 0), control2: B.pt(90, 0))
            almond.addCurve(to: B.pt(6, 40), control1: B.pt(90, 80), control2: B.pt(30, 80))
            almond.closeSubpath()
            if filled {
                b.fill(almond)
                b.eraseFill(B.circle(60, 40, 17))
                b.fill(B.circle(60, 40, 9))
            } else {
                b.stroke(almond)
                b.stroke(B.circle(60, 40, 16))
            }
        }
        add("eye.slash", 120, 96) { b in
            SymbolCatalog.table["eye"]!.draw(&b)
            b.elements = b.elements.map { SymbolGlyph.Element(path: $0.path.offsetBy(dx: 0, dy: 8), mode: $0.mode) }
            b.eraseStroke(B.line(16, 6, 104, 90), width: b.strokeWidth * 2.2)
            b.stroke(B.line(16, 6, 104, 90))
        }
        family("creditcard", 120, 90) { b, filled in
            b.shape(B.roundedRect(6, 8, 108, 74, 10), filled)
            if filled { b.eraseFill(B.roundedRect(6, 24, 108, 14, 0)) } else { b.stroke(B.line(6, 30, 114, 30)) }
        }
        family("book", 120, 95) { b, filled in
            var left = Path()
            left.move(to: B.pt(60, 18))
            left.addCurve(to: B.pt(6, 10), control1: B.pt(44, 8), control2: B.pt(22, 6))
            left.addLine(to: B.pt(6, 82))
            left.addCurve(to: B.pt(60, 88), control1: B.pt(22, 78), control2: B.pt(44, 80))
            left.closeSubpath()
            let right = left.mapPoints { CGPoint(x: 120 - $0.x, y: $0.y) }
            b.shape(left, filled)
            b.shape(right, filled)
        }
        add("music.note", 80, 100) { b in
            b.fill(B.ellipse(8, 70, 32, 24))
            b.stroke(B.line(37, 80, 37, 10))
            b.stroke(B.polyline([B.pt(37, 10), B.pt(72, 4), B.pt(72, 22), B.pt(37, 28)]))
        }
        family("leaf", 100, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(10, 90))
            p.addCurve(to: B.pt(92, 8), control1: B.pt(10, 30), control2: B.pt(50, 8))
            p.addCurve(to: B.pt(10, 90), control1: B.pt(92, 60), control2: B.pt(60, 90))
            p.closeSubpath()
            b.shape(p, filled)
            markStroke(&b, filled, B.line(10, 90, 60, 40))
        }
        add("sparkles", 100, 100) { b in
            func sparkle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path {
                var p = Path()
                p.move(to: B.pt(cx, cy - r))
                p.addQuadCurve(to: B.pt(cx + r, cy), control: B.pt(cx, cy))
                p.addQuadCurve(to: B.pt(cx, cy + r), control: B.pt(cx, cy))
                p.addQuadCurve(to: B.pt(cx - r, cy), control: B.pt(cx, cy))
                p.addQuadCurve(to: B.pt(cx, cy - r), control: B.pt(cx, cy))
                p.closeSubpath()
                return p
            }
            b.fill(sparkle(40, 58, 36))
            b.fill(sparkle(78, 20, 16))
            b.fill(sparkle(80, 80, 12))
        }
        family("gift", 100, 100) { b, filled in
            b.shape(B.roundedRect(12, 40, 76, 54, 6), filled)
            b.shape(B.roundedRect(6, 24, 88, 18, 4), filled)
            markStroke(&b, filled, B.line(50, 24, 50, 94))
            b.stroke(B.polyline([B.pt(50, 24), B.pt(32, 8), B.pt(24, 18), B.pt(50, 24), B.pt(76, 18), B.pt(68, 8), B.pt(50, 24)]))
        }
        family("bag", 90, 100) { b, filled in
            b.shape(B.polygon([B.pt(8, 32), B.pt(82, 32), B.pt(78, 94), B.pt(12, 94)]), filled)
            var handle = Path()
            handle.addArc(center: B.pt(45, 32), radius: 18, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            b.stroke(handle)
        }
        add("iphone", 60, 100) { b in
            b.stroke(B.roundedRect(8, 4, 44, 92, 10))
            b.stroke(B.line(24, 12, 36, 12))
        }
        add("desktopcomputer", 120, 100) { b in
            b.stroke(B.roundedRect(6, 6, 108, 68, 8))
            b.stroke(B.line(60, 74, 60, 92))
            b.stroke(B.line(36, 94, 84, 94))
        }
        family("bell.badge", 100, 105) { b, filled in
            SymbolCatalog.table[filled ? "bell.fill" : "bell"]!.draw(&b)
            b.eraseFill(B.circle(78, 20, 19))
            b.fill(B.circle(78, 20, 13))
        }
        family("hand.thumbsup", 100, 100) { b, filled in
            var p = Path()
            p.move(to: B.pt(30, 44))
            p.addLine(to: B.pt(52, 8))
            p.addCurve(to: B.pt(62, 34), control1: B.pt(64, 8), control2: B.pt(66, 20))
            p.addLine(to: B.pt(88, 34))
            p.addCurve(to: B.pt(94, 46), control1: B.pt(94, 34), control2: B.pt(96, 40))
            p.addLine(to: B.pt(84, 88))
            p.addCurve(to: B.pt(74, 94), control1: B.pt(82, 92), control2: B.pt(78, 94))
            p.addLine(to: B.pt(30, 94))
            p.closeSubpath()
            b.shape(p, filled)
            b.shape(B.roundedRect(6, 44, 18, 50, 4), filled)
        }
        return t
    }()
}

/// Builds a glyph's elements in design units.
struct GlyphBuilder {
    let size: CGSize
    /// The stroke width at the font's weight.
    let strokeWidth: CGFloat
    var elements: [SymbolGlyph.Element] = []

    mutating func fill(_ p: Path) { elements.append(.init(path: p, mode: .fill)) }
    mutating func evenOddFill(_ p: Path) { elements.append(.init(path: p, mode: .evenOddFill)) }
    mutating func stroke(_ p: Path, width: CGFloat? = nil) { elements.append(.init(path: p, mode: .stroke(width: width ?? strokeWidth))) }
    mutating func eraseFill(_ p: Path) { elements.append(.init(path: p, mode: .eraseFill)) }
    mutating func eraseStroke(_ p: Path, width: CGFloat) { elements.append(.init(path: p, mode: .eraseStroke(width: width))) }
    /// Filled, or outlined.
    mutating func shape(_ p: Path, _ filled: Bool) { if filled { fill(p) } else { stroke(p) } }

    static func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path { Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)) }
    static func ellipse(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path { Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h)) }
    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) -> Path {
        Path(roundedRect: CGRect(x: x, y: y, width: w, height: h), cornerRadius: r, style: .circular)
    }
    static func line(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> Path {
        Path { $0.move(to: pt(x1, y1)); $0.addLine(to: pt(x2, y2)) }
    }
    static func polyline(_ points: [CGPoint]) -> Path { Path { $0.addLines(points) } }
    static func polygon(_ points: [CGPoint]) -> Path { Path { $0.addLines(points); $0.closeSubpath() } }
    /// Head-and-shoulders outline (no head) of a person `width` wide centred on `cx`, from `top`.
    static func person(in cx: CGFloat, top: CGFloat, width: CGFloat) -> Path {
        var p = Path()
        p.move(to: pt(cx - width / 2, top + width * 0.42))
        p.addCurve(to: pt(cx + width / 2, top + width * 0.42), control1: pt(cx - width / 2 + 4, top - 2), control2: pt(cx + width / 2 - 4, top - 2))
        return p
    }
}

extension SymbolCatalog {
    /// Symbols the controls draw (kept out of the large table's closure, which the compiler
    /// type-checks as one expression).
    static let controlSymbols: [String: Entry] = {
        typealias B = GlyphBuilder
        var t: [String: Entry] = [:]
        t["chevron.up.chevron.down"] = Entry(size: CGSize(width: 64, height: 100)) { b in
            b.stroke(B.polyline([B.pt(8, 36), B.pt(32, 10), B.pt(56, 36)]))
            b.stroke(B.polyline([B.pt(8, 64), B.pt(32, 90), B.pt(56, 64)]))
        }
        t["chevron.forward"] = Entry(size: CGSize(width: 55, height: 100)) { b in
            b.stroke(B.polyline([B.pt(10, 8), B.pt(45, 50), B.pt(10, 92)]))
        }
        t["chevron.backward"] = Entry(size: CGSize(width: 55, height: 100)) { b in
            b.stroke(B.polyline([B.pt(45, 8), B.pt(10, 50), B.pt(45, 92)]))
        }
        return t
    }()
}
