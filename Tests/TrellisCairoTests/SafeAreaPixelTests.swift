import Foundation
import Testing
import Trellis
import TrellisCairo

/// Real pixels of an iPhone 15 (393×852, 59 above, 34 below): a shape-style background reaches
/// under the status bar, a plain colour root stays out of it.
@Suite struct SafeAreaPixels {
    static let size = CGSize(width: 393, height: 852)
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    func image<V: View>(_ view: V, name: String) throws -> RenderedImage {
        let layout = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(EnvironmentValues(), scale: 1))
        layout.layout(in: Self.size, safeArea: Self.insets)
        let image = try PNGRenderer.image(layout)
        try image.write(to: renderOutput.appendingPathComponent("\(name).png"))
        return image
    }

    @Test func backgroundBlueFillsTheStatusBarBandAndTheHomeIndicator() throws {
        let img = try image(VStack { Text("Hello") }.frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue),
                            name: "safe-area-background-blue")
        // SwiftUI's blue (0, 122, 255) under the status bar, in the middle and at the bottom edge.
        for (x, y) in [(196, 2), (10, 30), (196, 58), (380, 500), (196, 850)] {
            #expect(img.rgb(x, y).map { $0 == (0, 122, 255) } == true, "(\(x), \(y)): \(String(describing: img.rgb(x, y)))")
        }
    }

    @Test func plainColourRootStaysOutOfTheInsets() throws {
        let img = try image(Color.red, name: "safe-area-red-root")
        let red = img.pixels(matching: 255, 59, 48, tolerance: 2)
        let box = try #require(boundingBox(red))
        #expect(box.minX == 0 && box.maxX == 392 && box.minY == 59 && box.maxY == 817, "\(box)")
        #expect(img.rgb(196, 20).map { $0 != (255, 59, 48) } == true)
        #expect(img.rgb(196, 840).map { $0 != (255, 59, 48) } == true)
    }
}
