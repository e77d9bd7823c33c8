import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Borders as SwiftUI draws them: `.border(style, width: w)` is an overlay of
/// `Rectangle().strokeBorder(style, lineWidth: w)`, a stroke inside the frame on the pixel grid.
/// At 1× SwiftUI's `.border(.red, width: 1)` on a 12×4 view fills exactly the outermost ring of
/// device pixels; these tests check every pixel of such renders. A plain `stroke` is centred on
/// the outline on purpose, half of it outside the frame, and stays so.
@Suite struct BorderPixelTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A white 12×4 view at (3, 2) of a 20×10 pure-blue window, with `decorate` applied to it.
    func render<V: View>(scale: CGFloat, leading: CGFloat = 3, name: String,
                         _ decorate: (AnyView) -> V) throws -> RenderedImage {
        let view = decorate(AnyView(Color.white.frame(width: 12, height: 4)))
            .padding(.leading, leading).padding(.top, 2)
            .frame(width: 20, height: 10, alignment: .topLeading)
            .background(Self.blue)
        return try TrellisCairoTests.render(view, 20, 10, scale: scale, name: name)
    }

    /// Every pixel of `image`: pure red in the `ring` device pixels just inside the device-pixel
    /// rectangle `frame`, white inside the ring, pure blue outside the frame.
    func expectRing(_ image: RenderedImage, frame: (x: Int, y: Int, width: Int, height: Int), ring: Int,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        var wrong: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inFrame = x >= frame.x && x < frame.x + frame.width && y >= frame.y && y < frame.y + frame.height
                let inRing = inFrame && (x < frame.x + ring || x >= frame.x + frame.width - ring
                                         || y < frame.y + ring || y >= frame.y + frame.height - ring)
                let expected = inRing ? (255, 0, 0) : inFrame ? (255, 255, 255) : (0, 0, 255)
                let p = image.rgb(x, y)
                if p == nil || p! != expected { wrong.append("(\(x),\(y)) \(p.map { "\($0)" } ?? "transparent") not \(expected)") }
            }
        }
        let wrongPixels = wrong.count, firstWrong = wrong.prefix(8).joined(separator: "; ")
        #expect(wrongPixels == 0, "\(firstWrong)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [1.0, 2.0, 3.0] as [CGFloat])
    func borderOfOnePointFillsTheOutermostPixelRing(scale: CGFloat) throws {
        let s = Int(scale)
        let image = try render(scale: scale, name: "border-1pt-\(s)x") { $0.border(Self.red, width: 1) }
        expectRing(image, frame: (3 * s, 2 * s, 12 * s, 4 * s), ring: s)
    }

    @Test(arguments: [1.0, 2.0, 3.0] as [CGFloat])
    func borderOfTwoPointsFillsTwoPointsInsideTheFrame(scale: CGFloat) throws {
        let s = Int(scale)
        let image = try render(scale: scale, name: "border-2pt-\(s)x") { $0.border(Self.red, width: 2) }
        expectRing(image, frame: (3 * s, 2 * s, 12 * s, 4 * s), ring: 2 * s)
    }

    @Test func borderOfHalfAPointAt2xFillsOnePixelRing() throws {
        let image = try render(scale: 2, name: "border-half-2x") { $0.border(Self.red, width: 0.5) }
        expectRing(image, frame: (6, 4, 24, 8), ring: 1)
        let third = try render(scale: 3, name: "border-third-3x") { $0.border(Self.red, width: 1.0 / 3) }
        expectRing(third, frame: (9, 6, 36, 12), ring: 1)
    }

    /// `strokeBorder` itself and the stroke of a shape inset by half the line are the same
    /// drawing as `border`.
    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func strokeBorderAndInsetStrokeFillTheSameRing(scale: CGFloat) throws {
        let s = Int(scale)
        let strokeBorder = try render(scale: scale, name: "strokeborder-1pt-\(s)x") {
            $0.overlay(Rectangle().strokeBorder(Self.red, lineWidth: 1))
        }
        expectRing(strokeBorder, frame: (3 * s, 2 * s, 12 * s, 4 * s), ring: s)
        let inset = try render(scale: scale, name: "inset-stroke-1pt-\(s)x") {
            $0.overlay(Rectangle().inset(by: 0.5).stroke(Self.red, lineWidth: 1))
        }
        expectRing(inset, frame: (3 * s, 2 * s, 12 * s, 4 * s), ring: s)
    }

    /// A view at an unrounded position is drawn on the pixels its frame snaps to, and its border
    /// with it: the ring stays exactly inside those pixels.
    @Test func borderFollowsTheFramesPixelEdges() throws {
        let image = try render(scale: 1, leading: 2.4, name: "border-unrounded") { $0.border(Self.red, width: 1) }
        expectRing(image, frame: (2, 2, 12, 4), ring: 1)
    }

    /// A plain stroke is centred on the outline (half outside the frame), as in SwiftUI: a line
    /// of one point on a frame at whole pixels half-covers the pixels on both sides of each edge
    /// at 1×, and covers one whole pixel either side at 2×.
    @Test func centredStrokeIsUnchanged() throws {
        func stroked(_ scale: CGFloat) throws -> RenderedImage {
            try render(scale: scale, name: "stroke-1pt-\(Int(scale))x") { _ in
                Rectangle().stroke(Self.red, lineWidth: 1).frame(width: 12, height: 4).background(Color.white)
            }
        }
        let one = try stroked(1)
        // Column 2 (outside) is half red over blue, column 3 (inside) half red over white.
        for y in 3...4 {
            let outside = one.rgb(2, y)!, inside = one.rgb(3, y)!
            #expect(abs(outside.0 - 128) <= 1 && outside.1 == 0 && abs(outside.2 - 127) <= 1, "\(outside)")
            #expect(inside.0 == 255 && abs(inside.1 - 128) <= 1 && abs(inside.2 - 128) <= 1, "\(inside)")
        }
        #expect(one.rgb(1, 3)! == (0, 0, 255) && one.rgb(4, 3)! == (255, 255, 255))
        let two = try stroked(2)
        for y in 6...9 {
            #expect(two.rgb(5, y)! == (255, 0, 0) && two.rgb(6, y)! == (255, 0, 0), "row \(y)")
            #expect(two.rgb(4, y)! == (0, 0, 255) && two.rgb(7, y)! == (255, 255, 255), "row \(y)")
        }
    }
}
