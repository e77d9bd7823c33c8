import Foundation
import Testing
import Trellis

/// A sheet presented by a tap slides up from the bottom edge without `withAnimation`, as iOS's
/// does (Live/PresentationTransitions.swift): `render --interact "tap 'Show'" --animation-time T`
/// draws it T seconds in. On a 390 × 600 canvas without a safe area the sheet rests 10 pt from
/// the top; its content is red to its edges.
@Suite(.serialized) struct PresentationAnimationCommandTests {
    static let source = """
        import SwiftUI

        struct Presenting: View {
            @State private var showing = false
            var body: some View {
                Button("Show") { showing = true }
                    .sheet(isPresented: $showing) { Color.red }
            }
        }

        #Preview { Presenting() }
        """

    /// The top edge of the red sheet down the middle column at `time` (nil: no red there).
    static func sheetTop(at time: String) throws -> Int? {
        let url = try Command.temporaryFile(source, name: "Presenting.swift")
        let png = url.deletingLastPathComponent().appendingPathComponent("presenting-\(time).png")
        let r = try CompiledPath.run(["render", url.path, "--size", "390x600", "--interact", "tap 'Show'", "--animation-time", time,
                                      "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        let picture = try #require(Screenshot(ppm: ExternalTool.run(["convert", png.path, "ppm:-"]).output))
        return (0..<600).first { picture.pixel(195, $0).isClose(to: Screenshot.red, tolerance: 6) }
    }

    @Test func halfwayThroughTheSheetsTopIsHalfwayUpAndItEndsAtItsDetent() throws {
        // 0.4 s of ease-in-out: half-way at 0.2 s, 10 + 590 / 2 from the top.
        let middle = try #require(try Self.sheetTop(at: "0.2"))
        #expect(abs(middle - 305) <= 1, "top at \(middle)")
        let early = try #require(try Self.sheetTop(at: "0.1"))
        #expect(early > middle && early < 600, "top at \(early)")
        #expect(try Self.sheetTop(at: "0") == nil)
        let end = try #require(try Self.sheetTop(at: "1"))
        #expect(abs(end - 10) <= 1, "top at \(end)")
    }
}
