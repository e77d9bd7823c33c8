import Foundation
import Testing
@testable import Trellis

/// Label and label styles (facts and sources at the top of Views/LabelStyle.swift). Text is
/// measured by the approximate measurer: 0.55 em per character, lines of 1.2 em, ascender
/// 0.95 em, cap height 0.7 em, sizes rounded up to whole points. Body text is 17 pt, so "Hello"
/// is 47×21 (46.75×20.4 rounded up), its first baseline 16.15 and the middle of its capitals
/// 16.15 − 5.95 = 10.2 below its top.
@Suite struct LabelTests {
    private func square(_ side: CGFloat = 20) -> some View { Color.red.frame(width: side, height: side) }

    /// Lays out with the approximate measurer, whatever measurer the process has installed.
    private func lay<V: View>(_ view: V) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return layout(view, environment: env)
    }

    @Test func iconLeadsTitleWithTheStacksDefaultSpacing() {
        let t = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") }.id("label"))
        expectFrame(t, "label", 62.5, 89.5, 75, 21)
        expectFrame(t, "title", 90.5, 89.5, 47, 21)
    }

    @Test func iconCentresOnTheMiddleOfTheTitlesFirstLineCapitals_firstTextLineCenterAsSwiftUI() {
        // Centre alignment would put the 20-pt icon 0.5 below the 21-pt title's top; the first
        // line's capitals have their middle 10.2 below it, so the icon's top is at 0.2.
        let t = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") })
        expectFrame(t, "icon", 62.5, 89.7, 20, 20)
        expectFrame(t, "title", 90.5, 89.5, 47, 21)
    }

    @Test func iconStaysOnTheFirstLineOfAWrappedTitle() {
        // In 100 pt the title gets 100 − 20 − 8 = 72: "Hello world" (102.85) does not fit, so
        // each word takes a line of 20.4 — three lines, 62 tall.
        let v = Label { Text("Hello world again").id("title") } icon: { square().id("icon") }
            .id("label").frame(width: 100)
        let t = lay(v)
        // The stack is 20 + 8 + 47 = 75 wide in the 100-pt frame; 62 tall, the icon 0.2 below its top.
        expectFrame(t, "label", 62.5, 69, 75, 62)
        expectFrame(t, "title", 90.5, 69, 47, 62)
        expectFrame(t, "icon", 62.5, 69.2, 20, 20)
    }

    @Test func labelWithSystemImageIsIconSpacingTitleWithTheSymbolOnTheTextsBaseline() {
        // "star" is 1.10×1.05 em (SymbolCatalog): 18.7×17.85 at 17 pt; "Favorites" is 85×21. The
        // symbol's centre (8.925) meets the capitals' middle (10.2): its top 1.275 below the
        // title's, which puts its baseline (centred on the cap height) on the title's baseline.
        let t = lay(Label("Favorites", systemImage: "star").id("label"))
        expectFrame(t, "label", 44.15, 89.5, 111.7, 21)
        let icon = t.root.children[0], title = t.root.children[1]
        #expect(icon.type == "Image" && title.type == "Text")
        let f = icon.frame.rect
        #expect(abs(f.minX - 44.15) < 0.01 && abs(f.minY - 90.775) < 0.01 && abs(f.width - 18.7) < 0.01 && abs(f.height - 17.85) < 0.01, "\(f)")
        let g = title.frame.rect
        #expect(abs(g.minX - 70.85) < 0.01 && abs(g.minY - 89.5) < 0.01 && abs(g.width - 85) < 0.01 && abs(g.height - 21) < 0.01, "\(g)")
    }

    @Test func stringAndLocalizedKeyInitializersBuildTheSameLabel() {
        let name = "Favorites"
        let a = lay(Label(name, systemImage: "star").id("l")).frame(id: "l")
        let b = lay(Label("Favorites", systemImage: "star").id("l")).frame(id: "l")
        #expect(a != nil && a == b)
        let image = lay(Label("Photo", image: "missing-image").id("l")).frame(id: "l")!
        // A missing image draws a 40×40 placeholder: 40 + 8 + "Photo" (47).
        #expect(abs(image.width - 95) < 0.01 && abs(image.height - 40) < 0.01, "\(image)")
    }

    @Test func titleOnlyAndIconOnlyShowOneView() {
        let title = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") }.labelStyle(.titleOnly))
        expectFrame(title, "title", 76.5, 89.5, 47, 21)
        #expect(title.frame(id: "icon") == nil)
        let icon = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") }.labelStyle(.iconOnly))
        expectFrame(icon, "icon", 90, 90, 20, 20)
        #expect(icon.frame(id: "title") == nil)
    }

    @Test func automaticAndTitleAndIconAreTheDefaultLayout() {
        for style in [AnyLabelStyleBox(.automatic), AnyLabelStyleBox(.titleAndIcon), AnyLabelStyleBox(DefaultLabelStyle())] {
            let t = lay(style.apply(Label { Text("Hello").id("title") } icon: { square().id("icon") }))
            expectFrame(t, "icon", 62.5, 89.7, 20, 20)
            expectFrame(t, "title", 90.5, 89.5, 47, 21)
        }
    }

    @Test func theStyleClosestToTheLabelWins() {
        let t = lay(VStack {
            Label { Text("Hello").id("t1") } icon: { square().id("i1") }.labelStyle(.iconOnly)
            Label { Text("Hello").id("t2") } icon: { square().id("i2") }
        }.labelStyle(.titleOnly))
        #expect(t.frame(id: "i1") != nil && t.frame(id: "t1") == nil)
        #expect(t.frame(id: "t2") != nil && t.frame(id: "i2") == nil)
    }

    private struct StackedStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon
                configuration.title
            }
        }
    }

    /// A style that wraps the label of the next style out (SwiftUI styles may build on `Label(configuration)`).
    private struct PaddedStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(10)
        }
    }

    @Test func customStyleArrangesTitleAndIcon() {
        let t = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") }.labelStyle(StackedStyle()))
        // 20 + 4 + 21 = 45 tall, 47 wide.
        expectFrame(t, "icon", 90, 77.5, 20, 20)
        expectFrame(t, "title", 76.5, 101.5, 47, 21)
    }

    @Test func labelOfAConfigurationUsesTheNextStyleOutWithoutRecursing() {
        let t = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") }.labelStyle(PaddedStyle()))
        expectFrame(t, "icon", 62.5, 89.7, 20, 20)
        expectFrame(t, "title", 90.5, 89.5, 47, 21)
        let stacked = lay(Label { Text("Hello").id("title") } icon: { square().id("icon") }
            .labelStyle(PaddedStyle()).labelStyle(StackedStyle()))
        expectFrame(stacked, "icon", 90, 77.5, 20, 20)
        expectFrame(stacked, "title", 76.5, 101.5, 47, 21)
    }

    @Test func labelsInAVStackAlignLikeAnyViews() {
        let t = lay(VStack(alignment: .leading, spacing: 0) {
            Label { Text("Hello").id("t1") } icon: { square().id("i1") }
            Label { Text("Hi").id("t2") } icon: { square(30).id("i2") }
        })
        // Widths 75 and 30 + 8 + 19 (18.7) = 57; heights 21 and 30.
        guard let i1 = t.frame(id: "i1"), let i2 = t.frame(id: "i2"), let t2 = t.frame(id: "t2") else {
            Issue.record("missing views")
            return
        }
        #expect(abs(i1.minX - i2.minX) < 0.01)
        #expect(abs(t2.minX - (i2.maxX + 8)) < 0.01)
        #expect(abs(t2.width - 19) < 0.01)
    }
}

/// A label style of any type, to loop over several in one test.
private struct AnyLabelStyleBox {
    let apply: (any View) -> AnyView
    init<S: LabelStyle>(_ style: S) {
        apply = { view in
            func erase<V: View>(_ v: V) -> AnyView { AnyView(v.labelStyle(style)) }
            return erase(view)
        }
    }
}
