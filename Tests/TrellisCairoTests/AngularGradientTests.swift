import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// AngularGradient: colours by angle around the centre, clockwise from the trailing side.
@Suite struct AngularGradientTests {
    /// Expects the pixel's colour within 12 levels per channel.
    func expectColour(_ image: RenderedImage, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), _ what: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let p = image.rgb(x, y)!
        #expect(abs(p.0 - rgb.0) <= 12 && abs(p.1 - rgb.1) <= 12 && abs(p.2 - rgb.2) <= 12, "\(what): \(p)", sourceLocation: sourceLocation)
    }

    @Test func aWholeTurnGoesClockwiseFromTheTrailingSide() throws {
        // Black at 0°, white at 360°: the grey level tells the angle.
        let image = try render(AngularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(360)),
                               100, 100, name: "angular-turn")
        expectColour(image, 95, 51, (3, 3, 3), "just below the trailing side: the start")
        expectColour(image, 50, 95, (64, 64, 64), "below the centre: a quarter turn (clockwise, y down)")
        expectColour(image, 5, 50, (128, 128, 128), "leading side: half a turn")
        expectColour(image, 50, 5, (191, 191, 191), "above the centre: three quarters")
        expectColour(image, 95, 48, (252, 252, 252), "just above the trailing side: the end")
    }

    @Test("a partial sweep: the missing sector takes location 1 for its first half and 0 for its second (Apple's documentation)")
    func partialSweepFillsTheRestWithTheEndColours() throws {
        let image = try render(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)),
                               100, 100, name: "angular-partial")
        let red = (255, 59, 48), blue = (0, 122, 255)
        expectColour(image, 20, 80, blue, "135°: the first half of the missing 270°")
        expectColour(image, 10, 45, blue, "about 186°")
        expectColour(image, 45, 10, red, "about 264°: past the halfway switch at 225°")
        expectColour(image, 80, 20, red, "315°")
        // Inside the sweep, halfway (45°): the two colours mixed.
        let mid = image.rgb(80, 80)!
        #expect(mid.0 > 90 && mid.0 < 170 && mid.2 > 120 && mid.2 < 190, "45°: \(mid)")
    }

    @Test func conicIsAWholeTurnFromItsAngle() throws {
        let conic = AngularGradient.conicGradient(colors: [.black, .white], center: .center, angle: .degrees(90))
        let image = try render(Rectangle().fill(conic), 100, 100, name: "angular-conic")
        expectColour(image, 48, 95, (3, 3, 3), "starts just past below the centre")
        expectColour(image, 5, 50, (64, 64, 64), "a quarter turn on: the leading side")
    }

    @Test func theLocationRuleAtItsEdges() {
        #expect(ResolvedPaint.angularLocation(at: 0, startAngle: 0, endAngle: 2 * .pi) == 0)
        #expect(abs(ResolvedPaint.angularLocation(at: .pi, startAngle: 0, endAngle: 2 * .pi) - 0.5) < 1e-12)
        // More than a turn: only the last one counts (start moves to end - 2π).
        #expect(abs(ResolvedPaint.angularLocation(at: 0, startAngle: 0, endAngle: 3 * .pi) - 0.5) < 1e-12)
        // No sweep at all: half end colour, half start colour.
        #expect(ResolvedPaint.angularLocation(at: 0.1, startAngle: 0, endAngle: 0) == 1)
        #expect(ResolvedPaint.angularLocation(at: 2 * .pi - 0.1, startAngle: 0, endAngle: 0) == 0)
    }
}
