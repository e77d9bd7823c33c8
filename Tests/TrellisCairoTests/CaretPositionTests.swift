import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Pango's caret positions: where an edited field draws its caret and finds a tap's character.
@Suite struct CaretPositionTests {
    @Test func aCaretStandsAtTheMeasuredWidthOfTheTextBeforeIt() {
        let text = "Wiiiw"
        let positions = pango.caretPositions(request(text), width: nil)
        #expect(positions.count == text.count + 1)
        for (i, p) in positions.enumerated() {
            let prefix = pango.measure(request(String(text.prefix(i))), width: nil, height: nil).size.width
            expectClose(p.x, prefix, 0.05, "boundary \(i)")
            #expect(p.line == 0 && p.top == 0)
        }
        // Proportional: the i's are narrower than the W's, not a fixed width per character.
        #expect(positions[4].x - positions[1].x < positions[1].x * 2)
        let line = pango.measure(request("x"), width: nil, height: nil).size.height
        expectClose(positions[0].height, line, 0.01, "as tall as the line")
    }

    @Test func graphemeClustersAreOneBoundaryEach() {
        // An emoji with a skin tone and a flag are one boundary each, and they take room.
        let text = "a👍🏽🇫🇷b"
        let positions = pango.caretPositions(request(text), width: nil)
        #expect(positions.count == 5)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0.x < $1.x }, "\(positions.map(\.x))")
        expectClose(positions[4].x, pango.measure(request(text), width: nil, height: nil).size.width, 0.05, "the end")
    }

    @Test func wrappedAndHardLinesHaveTheirOwnLineAndTop() {
        let wide = pango.measure(request("bbbbbb"), width: nil, height: nil).size.width
        let line = pango.measure(request("x"), width: nil, height: nil).size.height
        // "aaa " then "bbbbbb" (a soft wrap), then "c" after a new line.
        let text = "aaa bbbbbb\nc"
        let positions = pango.caretPositions(request(text), width: wide + 5)
        #expect(positions.count == text.count + 1)
        #expect(positions.map(\.line) == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2], "\(positions.map(\.line))")
        expectClose(positions[4].x, 0, 0.01, "the wrapped line starts at the left")
        expectClose(positions[4].top, line, 0.01, "one line down")
        expectClose(positions[12].top, 2 * line, 0.01, "two lines down")
        expectClose(positions[12].x, pango.measure(request("c"), width: nil, height: nil).size.width, 0.05, "after c")
    }

    @Test func theEnginesDefaultCountsHardLinesAndMeasuresPrefixes() {
        let approximate = ApproximateTextMeasurer()
        let positions = approximate.caretPositions(request("ab\nc"), width: 10)
        #expect(positions.map(\.line) == [0, 0, 0, 1, 1])
        #expect(zip(positions.map(\.x), [0, 9.35, 18.7, 0, 9.35] as [CGFloat]).allSatisfy { abs($0 - $1) < 0.001 }, "\(positions.map(\.x))")
        #expect(abs(positions[3].top - 17 * 1.2) < 0.001)
    }
}
