import Foundation
import Testing
import Trellis
import TrellisCairo

/// Real pixels of bars on an iPhone 15 window (390×844, 59 above, 34 below; facts in
/// Sources/Trellis/Navigation/NavigationMetrics.swift): at the scroll edge a navigation bar is
/// transparent over the list's background, which reaches under it to the window's top; scrolled,
/// the bar material (249 light / 29 dark at 94 %) covers the status bar band with a hairline at
/// its bottom; a tab bar over content that continues under it is the material down to the
/// window's bottom edge, its selected item tinted, the others grey.
@Suite struct NavigationPixelTests {
    static let size = CGSize(width: 390, height: 844)
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    func layout<V: View>(_ view: V, dark: Bool) -> ResolvedTree {
        var env = EnvironmentValues()
        if dark { env.colorScheme = .dark }
        let layout = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(env, scale: 1))
        layout.layout(in: Self.size, safeArea: Self.insets)
        return layout
    }

    func image(_ layout: ResolvedTree, name: String) throws -> RenderedImage {
        let image = try PNGRenderer.image(layout)
        try image.write(to: renderOutput.appendingPathComponent("\(name).png"))
        return image
    }

    var inbox: some View {
        NavigationStack {
            List { ForEach(0..<40) { i in Text("Message \(i)") } }
                .navigationTitle("Inbox")
        }
    }

    func close(_ p: (Int, Int, Int)?, _ q: (Int, Int, Int), _ tolerance: Int = 2) -> Bool {
        guard let p else { return false }
        return abs(p.0 - q.0) <= tolerance && abs(p.1 - q.1) <= tolerance && abs(p.2 - q.2) <= tolerance
    }

    @Test(arguments: [false, true])
    func navigationBarIsTransparentAtRestAndMaterialWhenScrolled(dark: Bool) throws {
        let l = layout(inbox, dark: dark)
        let rest = try image(l, name: dark ? "nav-bar-rest-dark" : "nav-bar-rest")
        let grouped = dark ? (0, 0, 0) : (242, 242, 247)
        // The grouped background under the status bar, the bar and the large title (x 5: left of
        // the title and the cards).
        for y in [5, 30, 80, 130] {
            #expect(close(rest.rgb(5, y), grouped, 0), "(5, \(y)): \(String(describing: rest.rgb(5, y)))")
        }
        // The large title's ink between y 106 and 147, from x 16.
        let ink = dark ? rest.pixels(differingFrom: 0, 0, 0, tolerance: 80) : rest.pixels(matching: 0, 0, 0, tolerance: 60)
        #expect(ink.contains { $0.y > 106 && $0.y < 147 && $0.x >= 16 && $0.x < 40 })

        l.setScrollOffset(CGPoint(x: 0, y: 300), forScrollViewAt: l.scrollViews[0].identity)
        let scrolled = try image(l, name: dark ? "nav-bar-scrolled-dark" : "nav-bar-scrolled")
        // Material over the grouped background: 0.94 × 249 + 0.06 × 242 (light), 0.94 × 29 (dark).
        let material = dark ? (27, 27, 28) : (249, 249, 249)
        for y in [5, 30, 80] {
            #expect(close(scrolled.rgb(5, y), material), "(5, \(y)): \(String(describing: scrolled.rgb(5, y)))")
        }
        // The hairline along the bar's bottom edge (y 102), differing from the material.
        #expect(!close(scrolled.rgb(200, 102), material, 4), "\(String(describing: scrolled.rgb(200, 102)))")
        // Rows show below the bar again.
        #expect(close(scrolled.rgb(5, 140), grouped, 0))
    }

    @Test(arguments: [false, true])
    func tabBarMaterialReachesTheBottomEdgeAndTintsTheSelectedItem(dark: Bool) throws {
        let view = TabView {
            ScrollView { Color.clear.frame(height: 2000) }.tabItem { Label("Home", systemImage: "house") }
            Text("Two").tabItem { Label("Settings", systemImage: "gearshape") }
        }
        let img = try image(layout(view, dark: dark), name: dark ? "tab-bar-dark" : "tab-bar")
        let material = dark ? (27, 27, 28) : (249, 249, 249)
        for (x, y) in [(5, 765), (5, 800), (5, 840), (385, 830)] {
            #expect(close(img.rgb(x, y), material), "(\(x), \(y)): \(String(describing: img.rgb(x, y)))")
        }
        // Above the bar: the window's background.
        let window = dark ? (0, 0, 0) : (255, 255, 255)
        #expect(close(img.rgb(5, 755), window, 0))
        // The selected item (left half) has the accent colour in it, the other the grey.
        let blue = dark ? (10, 132, 255) : (0, 122, 255)
        let tinted = img.pixels(matching: blue.0, blue.1, blue.2, tolerance: 12).filter { $0.y > 761 && $0.y < 810 }
        #expect(!tinted.isEmpty && tinted.allSatisfy { $0.x < 195 })
        let grey = img.pixels(matching: 142, 142, 147, tolerance: 12).filter { $0.y > 761 && $0.y < 810 }
        #expect(!grey.isEmpty && grey.allSatisfy { $0.x >= 195 })
    }

    @Test(arguments: [false, true])
    func searchFieldIsTheTertiaryFill(dark: Bool) throws {
        let view = NavigationStack { Color.clear.navigationTitle("Mail").searchable(text: .constant("")) }
        let img = try image(layout(view, dark: dark), name: dark ? "search-field-dark" : "search-field")
        // tertiarySystemFill over the window: 118,118,128 at 12 % on white, 24 % on black.
        let fill = dark ? (28, 28, 31) : (239, 239, 240)
        #expect(close(img.rgb(300, 181), fill), "\(String(describing: img.rgb(300, 181)))")
        // Outside the field (y 160, above its top at 163): the window.
        #expect(close(img.rgb(300, 160), dark ? (0, 0, 0) : (255, 255, 255), 0))
    }
}
