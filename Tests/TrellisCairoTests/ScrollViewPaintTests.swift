import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// A scroll view draws its content clipped to its bounds, and no indicators at rest.
@Suite struct ScrollViewPaint {
    /// Red content 500 tall in a 100-tall scroll view at y 50…150 of a 200×200 window.
    private var tallContent: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 250)
            Color.blue.frame(height: 250)
        }
    }

    @Test func contentBeyondTheScrollViewsBoundsIsNotDrawn() throws {
        let image = try render(ScrollView { tallContent }.frame(height: 100), 200, 200, name: "scrollview-clip")
        let red = image.pixels(matching: 255, 59, 48)
        #expect(red.count == 200 * 100, "\(red.count) red pixels")
        #expect(boundingBox(red).map { $0 == (0, 50, 199, 149) } == true, "\(String(describing: boundingBox(red)))")
        #expect(image.pixels(matching: 0, 122, 255).isEmpty, "the blue half starts 250 below the top, past the bottom")
        #expect(image.rgb(100, 49)! == (255, 255, 255) && image.rgb(100, 150)! == (255, 255, 255))
    }

    @Test func horizontalContentIsClippedAtTheTrailingEdgeAndNoIndicatorIsDrawn() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { Color.red.frame(width: 150, height: 40); Color.blue.frame(width: 150, height: 40) }
        }.frame(width: 100)
        let image = try render(view, 200, 100, name: "scrollview-horizontal")
        // The scroll view is 100 wide at x 50…150 and 40 tall at y 30…70: red fills it, nothing else is drawn.
        let notWhite = image.pixels(differingFrom: 255, 255, 255, tolerance: 0)
        #expect(notWhite.count == 100 * 40, "\(notWhite.count) drawn pixels")
        #expect(boundingBox(notWhite).map { $0 == (50, 30, 149, 69) } == true, "\(String(describing: boundingBox(notWhite)))")
        #expect(image.pixels(matching: 255, 59, 48).count == 100 * 40)
    }

    @Test func withoutTheScrollViewTheSameContentOverflows() throws {
        // The control: the same content in a plain 100-tall frame draws outside it.
        let image = try render(tallContent.frame(height: 100), 200, 200, name: "scrollview-control")
        #expect(!image.pixels(matching: 0, 122, 255).isEmpty)
    }
}
