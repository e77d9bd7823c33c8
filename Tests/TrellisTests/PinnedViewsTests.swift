import Foundation
import Testing
@testable import Trellis

/// Pinned footers, sections made by a `ForEach`, and sections in lazy grids (facts 7 and 8 of
/// Sources/Trellis/Lazy/LazyStack.swift). A 200×200 window; a scroll view's content at offset 0
/// starts at its top.
@Suite struct PinnedViewsTests {
    /// A section: a 30-tall header, ten 20-tall rows, a 25-tall footer: 255 in all, no spacing.
    private static func section(_ s: Int) -> some View {
        Section {
            ForEach(0..<10) { i in Color.red.frame(height: 20).id("r\(s)-\(i)") }
        } header: {
            Color.blue.frame(height: 30).id("h\(s)")
        } footer: {
            Color.green.frame(height: 25).id("f\(s)")
        }
    }

    private func stack(_ pinned: PinnedScrollableViews) -> ResolvedTree {
        let v = ResolvedTree(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) { Self.section(0); Self.section(1); Self.section(2) }.id("s")
        })
        v.layout(in: CGSize(width: 200, height: 200))
        return v
    }

    @Test func atRestTheFooterOfTheFirstSectionIsPinnedToTheBottom() {
        let v = stack([.sectionHeaders, .sectionFooters])
        expectFrame(v.tree, "h0", 0, 0, 200, 30)
        expectFrame(v.tree, "r0-0", 0, 30, 200, 20)
        // Its place is 230, below the 200-tall viewport: it sits at 200 − 25, drawn last.
        expectFrame(v.tree, "f0", 0, 175, 200, 25)
        #expect(v.tree.root.first(id: "s")?.children.last?.first(id: "f0") != nil)
    }

    @Test func aFooterThatFitsStaysInPlaceAndTheNextSectionsFooterIsPinned() {
        let v = stack([.sectionHeaders, .sectionFooters])
        v.setScrollOffset(CGPoint(x: 0, y: 240), forScrollViewAt: "0")
        // Section 0 ends at 255: its footer is at 230 − 240; section 1 starts at 255 − 240 = 15
        // and its footer, at 255 + 230 = 485, lies below the viewport's bottom (440): 440 − 25 − 240.
        expectFrame(v.tree, "f0", 0, -10, 200, 25)
        expectFrame(v.tree, "h1", 0, 15, 200, 30)
        expectFrame(v.tree, "f1", 0, 175, 200, 25)
    }

    @Test func aPinnedFooterNeverRisesAboveItsSectionsFirstRow() {
        // A 300-tall window shows section 1 from 255: its first row starts at 285. Scrolled by
        // 0, its footer would go to 300 − 25 = 275 but stays below the section's first row… only
        // when the section reaches into the viewport; with a short section it keeps its place.
        let short = ResolvedTree(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionFooters) {
                Section {
                    Color.red.frame(height: 20).id("a")
                } header: {
                    Color.blue.frame(height: 30).id("h")
                } footer: {
                    Color.green.frame(height: 25).id("f")
                }
                Color.gray.frame(height: 500)
            }
        })
        short.layout(in: CGSize(width: 200, height: 60))
        // The section: 0–75; the viewport 0–60. The footer's place (50) ends below 60: pinned at
        // 60 − 25 = 35, which is below the first row's top (30).
        expectFrame(short.tree, "f", 0, 35, 200, 25)
        short.layout(in: CGSize(width: 200, height: 40))
        // Viewport 0–40: 40 − 25 = 15 is above the first row (30): the footer stops at 30.
        expectFrame(short.tree, "f", 0, 30, 200, 25)
    }

    @Test func withoutPinnedFootersTheyScrollWithTheRows() {
        let v = stack([.sectionHeaders])
        expectFrame(v.tree, "f0", 0, 230, 200, 25)
    }

    @Test func sectionsMadeByAForEachArePinnedLikeWrittenOnes() {
        let v = ResolvedTree(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(0..<3) { s in Self.section(s) }
            }
        })
        v.layout(in: CGSize(width: 200, height: 200))
        let written = stack([.sectionHeaders, .sectionFooters])
        expectSameTree(v.tree.root, written.tree.root, types: false)
        v.setScrollOffset(CGPoint(x: 0, y: 100), forScrollViewAt: "0")
        expectFrame(v.tree, "h0", 0, 0, 200, 30)
        expectFrame(v.tree, "r0-5", 0, 30, 200, 20)
        // The viewport is 100–300 and the footer's place 230–255: in view, where it is.
        expectFrame(v.tree, "f0", 0, 130, 200, 25)
    }

    @Test func listSectionsMadeByAForEachAreTheWrittenOnes() {
        let made = LayoutTree(of: List { ForEach(0..<2) { s in Section("S\(s)") { Text("Row \(s)") } } },
                              in: CGSize(width: 390, height: 500))
        let written = LayoutTree(of: List { Section("S0") { Text("Row 0") }; Section("S1") { Text("Row 1") } },
                                 in: CGSize(width: 390, height: 500))
        expectSameTree(made.root, written.root, types: false)
    }

    // MARK: Grids

    /// Two 50-pt columns (8 apart: 108 in all, centred in 200 from x 46), lines 10 apart: a
    /// 30-tall header and three 40-tall items, then a header and four items.
    private func grid(_ pinned: PinnedScrollableViews, footers: Bool = false) -> ResolvedTree {
        let columns = [GridItem(.fixed(50)), GridItem(.fixed(50))]
        let v = ResolvedTree(ScrollView {
            LazyVGrid(columns: columns, spacing: 10, pinnedViews: pinned) {
                Section {
                    ForEach(0..<3) { i in Color.red.frame(height: 40).id("c0-\(i)") }
                } header: {
                    Color.blue.frame(height: 30).id("h0")
                } footer: {
                    if footers { Color.green.frame(height: 20).id("f0") }
                }
                Section {
                    ForEach(0..<4) { i in Color.red.frame(height: 40).id("c1-\(i)") }
                } header: {
                    Color.blue.frame(height: 30).id("h1")
                }
            }
            .id("grid")
        })
        v.layout(in: CGSize(width: 200, height: 200))
        return v
    }

    @Test func aGridsSectionHeaderSpansTheGridAndItsItemsStartALine() {
        let v = grid([])
        // Lines: h0 at 0, items at 40 and 90, h1 at 140, items at 180 and 230: 270 tall.
        expectFrame(v.tree, "grid", 0, 0, 200, 270)
        expectFrame(v.tree, "h0", 0, 0, 200, 30)
        expectFrame(v.tree, "c0-0", 46, 40, 50, 40)
        expectFrame(v.tree, "c0-1", 104, 40, 50, 40)
        expectFrame(v.tree, "c0-2", 46, 90, 50, 40)
        expectFrame(v.tree, "h1", 0, 140, 200, 30)
        expectFrame(v.tree, "c1-0", 46, 180, 50, 40)
        v.setScrollOffset(CGPoint(x: 0, y: 70), forScrollViewAt: "0")
        expectFrame(v.tree, "c1-3", 104, 230 - 70, 50, 40)
    }

    @Test func aGridPinsTheHeaderOfTheSectionCrossingTheTop() {
        let v = grid(.sectionHeaders)
        // A 100-tall viewport, so the 270-tall grid scrolls by up to 170.
        v.layout(in: CGSize(width: 200, height: 100))
        v.setScrollOffset(CGPoint(x: 0, y: 50), forScrollViewAt: "0")
        // Section 0 spans 0–130: its header stays at the top.
        expectFrame(v.tree, "h0", 0, 0, 200, 30)
        expectFrame(v.tree, "c0-0", 46, -10, 50, 40)
        v.setScrollOffset(CGPoint(x: 0, y: 120), forScrollViewAt: "0")
        // The section's end (130) pushes it up: 130 − 30 − 120.
        expectFrame(v.tree, "h0", 0, -20, 200, 30)
        expectFrame(v.tree, "h1", 0, 20, 200, 30)
    }

    @Test func aGridPinsTheFooterOfTheSectionCrossingTheBottom() {
        let v = grid(.sectionFooters, footers: true)
        // The footer line follows the items at 140 (10 after 130); in a 100-tall viewport it
        // ends below the bottom and sits at 100 − 20.
        v.layout(in: CGSize(width: 200, height: 100))
        expectFrame(v.tree, "f0", 0, 80, 200, 20)
        v.layout(in: CGSize(width: 200, height: 200))
        expectFrame(v.tree, "f0", 0, 140, 200, 20)
        expectFrame(v.tree, "h1", 0, 170, 200, 30)
    }
}
