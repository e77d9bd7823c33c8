import Foundation
import Testing
import Trellis

/// `render --interact … --animation-time T`: the moment T seconds into the animation the last
/// step started, drawn headless, so a CI job can check an animation mid-flight. A bar grows from
/// 100 to 300 pt wide and from blue to red along `withAnimation(.linear(duration: 1))`; a
/// circle moves 200 pt under `.animation(.easeInOut(duration: 2), value:)`.
@Suite(.serialized) struct AnimationTimeCommandTests {
    static let source = """
        import SwiftUI

        struct Animated: View {
            @State private var on = false
            var body: some View {
                VStack(alignment: .leading, spacing: 20) {
                    Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    Button("Slide") { on.toggle() }
                    Rectangle().fill(on ? Color.red : Color.blue).frame(width: on ? 300 : 100, height: 40)
                    Circle().fill(.green).frame(width: 40, height: 40)
                        .offset(x: on ? 200 : 0)
                        .animation(.easeInOut(duration: 2), value: on)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }

        #Preview { Animated() }
        """

    /// Renders after `steps` at `time`; the picture.
    static func render(_ steps: String, at time: String) throws -> Screenshot {
        let url = try Command.temporaryFile(source, name: "Animated.swift")
        let png = url.deletingLastPathComponent().appendingPathComponent("animated-\(time).png")
        let r = try CompiledPath.run(["render", url.path, "--size", "390x300", "--interact", steps, "--animation-time", time, "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(Screenshot(ppm: ExternalTool.run(["convert", png.path, "ppm:-"]).output))
    }

    /// How far the run of pixels like `isColour` reaches along row `y` from x = 0.
    static func run(_ picture: Screenshot, y: Int, _ isColour: (Screenshot.RGB) -> Bool) -> Int {
        var x = 0
        while x < 390, isColour(picture.pixel(x, y)) { x += 1 }
        return x
    }

    @Test func aQuarterIntoWithAnimationTheBarIsAQuarterOfTheWayThere() throws {
        // Buttons 21 pt tall, 20 apart: the bar's row is y 82…122.
        let png = try Self.render("tap 'Go'", at: "0.25")
        let width = Self.run(png, y: 100) { !($0.r > 240 && $0.g > 240 && $0.b > 240) }
        #expect(width == 150, "bar width \(width)")
        // Blue (0, 122, 255) a quarter of the way to red (255, 59, 48).
        let colour = png.pixel(50, 100)
        #expect(abs(colour.r - 64) <= 3 && abs(colour.g - 106) <= 3 && abs(colour.b - 203) <= 3, "\(colour)")
    }

    @Test func halfwayThroughItsImplicitAnimationTheCircleIsHalfwayAndTheBarHasArrived() throws {
        let png = try Self.render("tap 'Slide'", at: "1")
        // No transaction animation: the bar is at its end, red and 300 wide.
        #expect(Self.run(png, y: 100) { $0.r > 200 && $0.g < 100 } == 300)
        // easeInOut is halfway at half its time: the circle (y 142…182) spans x 100…140.
        let centre = png.pixel(120, 162), before = png.pixel(20, 162)
        #expect(centre.g > 150 && centre.r < 100, "\(centre)")
        #expect(before.r > 240 && before.g > 240 && before.b > 240, "\(before)")
    }

    @Test func anAnimationTimeNeedsInteractionAndANumber() throws {
        let url = try Command.temporaryFile(Self.source, name: "AnimatedErrors.swift")
        var r = try CompiledPath.run(["render", url.path, "--animation-time", "0.5", "-o", "/tmp/never.png"])
        #expect(r.status != 0 && r.stderr.contains("--animation-time needs --interact"), "\(r.stderr)")
        r = try CompiledPath.run(["render", url.path, "--interact", "tap 'Go'", "--animation-time=-1", "-o", "/tmp/never.png"])
        #expect(r.status != 0 && r.stderr.contains("--animation-time must be a number of seconds"), "\(r.stderr)")
    }
}
