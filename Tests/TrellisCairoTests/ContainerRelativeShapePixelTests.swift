import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Container-relative shapes as painted: a red view clipped to `.containerRelative` inside a
/// container of circular 20-point corners shows the window's white (or the container's blue)
/// where the corner is cut, and red inside. Circular corners make the geometry exact: a pixel
/// whose nearest point to the corner's centre is past the radius is wholly outside.
@Suite struct ContainerRelativeShapePixelTests {
    static let red = (255, 0, 0)
    static let white = (255, 255, 255)
    static let blue = (0, 0, 255)
    static let blueColor = Color(red: 0, green: 0, blue: 1)
    static let redColor = Color(red: 1, green: 0, blue: 0)

    func expectPixel(_ image: RenderedImage, _ x: Int, _ y: Int, _ expected: (Int, Int, Int),
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let p = image.rgb(x, y)
        #expect(p.map { $0 == expected } ?? false, "(\(x),\(y)) is \(p.map { "\($0)" } ?? "transparent"), not \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func aFlushClipTakesTheContainersCorners(scale: CGFloat) throws {
        // An 80×80 container at (10, 10) of a 100×100 white window; corner centres 20 inside.
        let view = Self.redColor.clipShape(.containerRelative).frame(width: 80, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 20, style: .circular))
        let image = try render(view, 100, 100, scale: scale, name: "container-relative-flush-\(Int(scale))x")
        let s = Int(scale)
        // Corner pixels: white, cut away (the point nearest the centre (30, 30) is 16.9 away).
        for (x, y) in [(10, 10), (11, 11), (88, 10), (10, 88), (88, 88)] { expectPixel(image, x * s, y * s, Self.white) }
        // Inside the corners and along the edges: red.
        for (x, y) in [(50, 50), (50, 10), (10, 50), (89, 50), (50, 89), (17, 17), (82, 82)] {
            expectPixel(image, x * s, y * s, Self.red)
        }
    }

    @Test func aClipPaddedBy8HasConcentricCornersOf12() throws {
        // The red view is 64×64 at (18, 18) over the container's blue; its corners' centres are
        // 12 inside, at (30, 30).
        let view = Self.redColor.clipShape(.containerRelative).padding(8).frame(width: 80, height: 80)
            .background(Self.blueColor)
            .containerShape(RoundedRectangle(cornerRadius: 20, style: .circular))
        let image = try render(view, 100, 100, name: "container-relative-padded")
        // (20, 20)'s nearest point to (30, 30) is 12.7 away: blue. (22, 22)'s farthest is 11.3: red.
        expectPixel(image, 18, 18, Self.blue)
        expectPixel(image, 20, 20, Self.blue)
        expectPixel(image, 22, 22, Self.red)
        expectPixel(image, 81, 81, Self.blue)
        expectPixel(image, 77, 77, Self.red)
        expectPixel(image, 50, 18, Self.red)
        // Outside the red view, the container's blue; outside the container, the window's white.
        expectPixel(image, 12, 50, Self.blue)
        expectPixel(image, 5, 5, Self.white)
    }

    @Test func withoutAContainerTheClipIsTheFrame() throws {
        let view = Self.redColor.clipShape(.containerRelative).frame(width: 80, height: 80)
        let image = try render(view, 100, 100, name: "container-relative-none")
        expectPixel(image, 10, 10, Self.red)
        expectPixel(image, 89, 89, Self.red)
        expectPixel(image, 9, 9, Self.white)
    }

    @Test func aBackgroundInTheContainerRelativeShapeIsRounded() throws {
        let view = Color.clear.background(Self.redColor, in: .containerRelative).frame(width: 80, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 20, style: .circular))
        let image = try render(view, 100, 100, name: "container-relative-background")
        expectPixel(image, 11, 11, Self.white)
        expectPixel(image, 17, 17, Self.red)
        expectPixel(image, 50, 50, Self.red)
    }
}
