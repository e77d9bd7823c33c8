import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// iOS breaks a word too long for its line between characters and inserts no hyphen (TextKit's
/// hyphenation factor is 0 and `Text` offers no hyphenation); Pango would insert one. Measured
/// and drawn alike.
@Suite struct HyphenationTests {
    static let title = Font.title.resolve(in: EnvironmentValues())

    func request(_ string: String) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(string: string, font: Self.title)])
    }

    /// The single-line width of `string` (never wrapped, so never hyphenated).
    func width(_ string: some StringProtocol) -> CGFloat {
        pango.measure(request(String(string)), width: nil, height: nil).size.width
    }

    /// A word broken as iOS breaks it: each line takes as many characters as fit in `width`.
    func greedyLines(_ word: String, width: CGFloat) -> [String] {
        var lines: [String] = [], line = ""
        for c in word {
            if !line.isEmpty, self.width(line + String(c)) > width {
                lines.append(line)
                line = ""
            }
            line.append(c)
        }
        return lines + [line]
    }

    @Test func aLongWordBreaksBetweenCharactersWithoutHyphens() {
        let word = "Notifications"
        let r = pango.measure(request(word), width: 80, height: nil)
        let lines = pango.visibleLines(request(word), width: 80, height: nil)
        // With Pango's hyphens these were "Notif-", "icati-", "ons".
        #expect(lines == ["Notifi", "catio", "ns"])
        #expect(lines == greedyLines(word, width: 80))
        #expect(!lines.contains { $0.hasSuffix("-") }, "\(lines)")
        #expect(lines.joined() == word)
        #expect(r.lineCount == 3)
        // The widest line is "Notifi" itself, with no hyphen's advance after it.
        expectClose(r.size.width, width("Notifi"), 0.001, "widest line")
        let line = pango.measure(request("N"), width: nil, height: nil).size.height
        expectClose(r.size.height, 3 * line, 0.001, "three lines")
    }

    @Test func wordsThatFitAreNotBrokenAndSpacesStillWrap() {
        let word = "Notifications"
        let ideal = width(word)
        #expect(pango.visibleLines(request(word), width: ideal, height: nil) == [word])
        #expect(pango.measure(request(word), width: ideal, height: nil).lineCount == 1)
        #expect(pango.visibleLines(request("Notifications are on"), width: ideal + 1, height: nil)
                == ["Notifications ", "are on"])
    }

    /// The drawing of the wrapped word is the drawing of its unhyphenated lines broken by hand:
    /// no hyphen glyph is drawn at either break.
    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func noHyphenIsDrawn(scale: CGFloat) throws {
        let lines = greedyLines("Notifications", width: 80)
        #expect(lines.count == 3)
        func view(_ text: String) -> some View { Text(text).font(.title).frame(width: 80, alignment: .leading) }
        let wrapped = try render(view("Notifications"), 100, 120, scale: scale, name: "unhyphenated-\(Int(scale))x")
        let byHand = try render(view(lines.joined(separator: "\n")), 100, 120, scale: scale, name: "broken-by-hand-\(Int(scale))x")
        let ink = wrapped.pixels(differingFrom: 255, 255, 255, tolerance: 0)
        #expect(ink.count > 200)
        var differing = 0
        for y in 0..<wrapped.height {
            for x in 0..<wrapped.width where wrapped.rgb(x, y)! != byHand.rgb(x, y)! { differing += 1 }
        }
        #expect(differing == 0)
    }

    /// Layout sees the same lines: a title in 80 points is three lines high, as wide as its
    /// widest unhyphenated line (rounded up to the pixel grid).
    @Test func textViewSizeIsTheUnhyphenatedSize() {
        let tree = pangoLayout(Text("Notifications").font(.title).id("t").frame(width: 80))
        let frame = tree.frame(id: "t")!
        let line = pango.measure(request("N"), width: nil, height: nil).size.height
        expectClose(frame.width, width("Notifi").rounded(.up), 0.0001, "width")
        expectClose(frame.height, (3 * line).rounded(.up), 0.0001, "height")
    }
}
