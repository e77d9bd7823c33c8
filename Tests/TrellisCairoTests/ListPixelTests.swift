import Foundation
import Testing
import Trellis
import TrellisCairo

/// Real pixels of lists at rest (facts in Sources/Trellis/Lists/ListStyle.swift): an inset
/// grouped list is systemGroupedBackground with white cards, dark (28,28,30) cards on black in
/// dark mode; a plain list is white; `scrollContentBackground(.hidden)` leaves the window's.
@Suite struct ListPixelTests {
    func image<V: View>(_ view: V, name: String, dark: Bool = false) throws -> RenderedImage {
        var env = EnvironmentValues()
        if dark { env.colorScheme = .dark }
        let layout = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(env, scale: 1))
        layout.layout(in: CGSize(width: 200, height: 200))
        let image = try PNGRenderer.image(layout)
        try image.write(to: renderOutput.appendingPathComponent("\(name).png"))
        return image
    }

    @Test func insetGroupedCardsOnTheGroupedBackground() throws {
        let img = try image(List { Text("A"); Text("B") }, name: "list-inset-grouped")
        // Background in the margin; the card (x 16…184, y 35…123) white away from its text.
        #expect(img.rgb(5, 5).map { $0 == (242, 242, 247) } == true)
        #expect(img.rgb(8, 60).map { $0 == (242, 242, 247) } == true)
        #expect(img.rgb(150, 50).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(150, 100).map { $0 == (255, 255, 255) } == true)
        // The card's top-left corner is rounded: its corner pixel is background.
        #expect(img.rgb(16, 35).map { $0 != (255, 255, 255) } == true)
        // The separator between the rows (y 78) is darker than the card, and starts at the text (x 36).
        #expect(img.rgb(150, 78).map { $0.0 < 250 } == true)
        #expect(img.rgb(25, 78).map { $0 == (255, 255, 255) } == true)
    }

    @Test func darkModeCards() throws {
        let img = try image(List { Text("A") }, name: "list-inset-grouped-dark", dark: true)
        #expect(img.rgb(5, 5).map { $0 == (0, 0, 0) } == true)
        #expect(img.rgb(150, 50).map { $0 == (28, 28, 30) } == true)
    }

    @Test func plainListIsWhite() throws {
        let img = try image(List { Text("A") }.listStyle(.plain), name: "list-plain")
        #expect(img.rgb(5, 5).map { $0 == (255, 255, 255) } == true)
        #expect(img.rgb(150, 150).map { $0 == (255, 255, 255) } == true)
    }

    @Test func hiddenContentBackgroundShowsWhatIsBehind() throws {
        let img = try image(List { Text("A") }.scrollContentBackground(.hidden).background(Color.red), name: "list-hidden-background")
        #expect(img.rgb(5, 5).map { $0 == (255, 59, 48) } == true)
        #expect(img.rgb(150, 50).map { $0 == (255, 255, 255) } == true)
    }
}
