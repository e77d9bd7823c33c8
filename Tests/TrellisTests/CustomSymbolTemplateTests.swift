import Foundation
import Testing
@testable import Trellis

/// An asset catalog's custom symbols, drawn from their templates (CustomSymbolTemplate.swift), and
/// the SVG path data they are written in (SVGPathData.swift).
@Suite struct CustomSymbolTemplateTests {
    @Test func pathDataInEveryFormSVGWritesIt() {
        // Absolute and relative commands, numbers run together ("30-40.5.5"), a repeated pair
        // after a move that is a line, smooth curves reflecting the last control point.
        let path = SVGPathData.path("M10 20L30-40.5.5.5 m1,1 2 2h3v-4H0V0zQ1 2 3 4T7 8C1 1 2 2 3 3S5 5 6 6")
        let expected: [Path.Element] = [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 30, y: -40.5)), .line(to: CGPoint(x: 0.5, y: 0.5)),
            .move(to: CGPoint(x: 1.5, y: 1.5)), .line(to: CGPoint(x: 3.5, y: 3.5)), .line(to: CGPoint(x: 6.5, y: 3.5)),
            .line(to: CGPoint(x: 6.5, y: -0.5)), .line(to: CGPoint(x: 0, y: -0.5)), .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
            .quadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2)),
            .quadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6)),
            .curve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2)),
            .curve(to: CGPoint(x: 6, y: 6), control1: CGPoint(x: 4, y: 4), control2: CGPoint(x: 5, y: 5)),
        ]
        #expect(path.elements == expected)
        // What is not path data ends it, keeping what came before.
        #expect(SVGPathData.path("M1 1L2 2 junk L3 3").elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 2, y: 2))])
        #expect(SVGPathData.path("").elements.isEmpty && SVGPathData.path("L1").elements.isEmpty)
    }

    /// A template as the SF Symbols app exports it: groups per weight at the medium scale,
    /// translated to the left margin and the baseline, with margin guides.
    static func template(_ groups: [(weight: String, side: Double)]) -> String {
        var text = "<svg width=\"3300\" height=\"2200\"><g id=\"Guides\">\n"
        for (weight, side) in groups {
            text += "<line id=\"left-margin-\(weight)-M\" x1=\"100\" x2=\"100\" y1=\"0\" y2=\"10\"/>\n"
            text += "<line id=\"right-margin-\(weight)-M\" x1=\"\(100 + side + 10)\" x2=\"0\" y1=\"0\" y2=\"10\"/>\n"
        }
        text += "</g><g id=\"Symbols\">\n"
        for (weight, side) in groups {
            text += "<g id=\"\(weight)-M\" transform=\"matrix(1 0 0 1 100 1126)\">\n"
            text += "<path d=\"M5 0L\(5 + side) 0L\(5 + side)-\(side)L5-\(side)Z\"/>\n</g>\n"
        }
        return text + "</g></svg>\n"
    }

    @Test func theGlyphIsTheNearestWeightsBetweenItsMargins() throws {
        let text = Self.template([("Ultralight", 40), ("Regular", 50), ("Black", 60)])
        let regular = try #require(CustomSymbolTemplate.glyph(named: "cup", template: text, weight: 400))
        // 10 wider than its ink, by its margins; as tall as its ink, from the top of it.
        #expect(regular.size == CGSize(width: 60, height: 50) && !regular.isPlaceholder)
        #expect(regular.elements.count == 1 && regular.elements[0].mode == .fill)
        #expect(regular.elements[0].path.boundingRect == CGRect(x: 5, y: 0, width: 50, height: 50))
        // Bold (700) is nearer Black than Regular; Thin (200) is nearest Ultralight.
        #expect(CustomSymbolTemplate.glyph(named: "cup", template: text, weight: 700)?.size == CGSize(width: 70, height: 60))
        #expect(CustomSymbolTemplate.glyph(named: "cup", template: text, weight: 200)?.size == CGSize(width: 50, height: 40))
        // A template without a medium-scale glyph has none.
        #expect(CustomSymbolTemplate.glyph(named: "cup", template: "<svg></svg>", weight: 400) == nil)
    }
}
