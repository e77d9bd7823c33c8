import Foundation
import Testing
import Trellis

/// Conformance cases J (Grid) and the grid-cell modifiers. Beyond fixed-size cells SwiftUI's grid
/// is undocumented; the flexible cases pin down this engine's documented choices: flexible cells
/// share the proposal like stack children, spanning cells widen their columns equally, and nil
/// spacing is 8 (the default spacing).
@Suite struct GridLayoutTests {
    static func grid78(redAlignment: HorizontalAlignment? = nil) -> LayoutTree {
        layout(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow {
                if let redAlignment {
                    Color.red.frame(width: 40, height: 20).id("red").gridColumnAlignment(redAlignment)
                } else {
                    Color.red.frame(width: 40, height: 20).id("red")
                }
                Color.blue.frame(width: 60, height: 30).id("blue")
            }.id("row0")
            GridRow {
                Color.green.frame(width: 50, height: 10).id("green")
                Color.yellow.frame(width: 20, height: 20).id("yellow")
            }.id("row1")
        }.id("grid"))
    }

    @Test func case78_fixedSizeCellsExplicitSpacing() {
        let t = Self.grid78()
        expectFrame(t, "grid", 40, 70, 120, 60)
        expectFrame(t, "red", 45, 75, 40, 20)
        expectFrame(t, "blue", 100, 70, 60, 30)
        expectFrame(t, "green", 40, 115, 50, 10)
        expectFrame(t, "yellow", 120, 110, 20, 20)
        expectFrame(t, "row0", 40, 70, 120, 30)
        expectFrame(t, "row1", 40, 110, 120, 20)
        #expect(t.root.type == "Grid" && t.root.children.map(\.type) == ["GridRow", "GridRow"])
    }

    @Test func case79_columnAlignment() {
        let t = Self.grid78(redAlignment: .leading)
        expectFrame(t, "red", 40, 75, 40, 20)
        expectFrame(t, "green", 40, 115, 50, 10)
        expectFrame(t, "blue", 100, 70, 60, 30)
        expectFrame(t, "yellow", 120, 110, 20, 20)
    }

    @Test func gridAlignmentAndRowAlignment() {
        let t = layout(Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("red")
                Color.blue.frame(width: 60, height: 30).id("blue")
            }
            GridRow(alignment: .bottom) {
                Color.green.frame(width: 50, height: 10).id("green")
                Color.yellow.frame(width: 20, height: 20).id("yellow")
            }
        })
        expectFrame(t, "red", 40, 70, 40, 20)
        expectFrame(t, "green", 40, 120, 50, 10)
        expectFrame(t, "yellow", 100, 110, 20, 20)
    }

    @Test func cellAnchorOverridesAlignment() {
        let t = layout(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("red").gridCellAnchor(.bottomTrailing)
                Color.blue.frame(width: 60, height: 30)
            }
            GridRow { Color.green.frame(width: 50, height: 10); Color.yellow.frame(width: 20, height: 20) }
        })
        expectFrame(t, "red", 50, 80, 40, 20)
    }

    @Test func spanningCellFitsOrWidensItsColumns() {
        let fits = layout(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 60, height: 20).id("b") }
            GridRow { Color.green.frame(width: 100, height: 20).id("c").gridCellColumns(2) }
        }.id("grid"))
        expectFrame(fits, "grid", 45, 75, 110, 50)
        expectFrame(fits, "a", 45, 75, 40, 20)
        expectFrame(fits, "b", 95, 75, 60, 20)
        expectFrame(fits, "c", 50, 105, 100, 20)
        let widens = layout(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 60, height: 20).id("b") }
            GridRow { Color.green.frame(width: 150, height: 20).id("c").gridCellColumns(2) }
        }.id("grid"))
        expectFrame(widens, "grid", 25, 75, 150, 50)
        expectFrame(widens, "a", 35, 75, 40, 20)
        expectFrame(widens, "b", 105, 75, 60, 20)
        expectFrame(widens, "c", 25, 105, 150, 20)
    }

    @Test func viewOutsideRowsSpansAllColumns() {
        let unsized = layout(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 60, height: 20).id("b") }
            Divider().id("div").gridCellUnsizedAxes(.horizontal)
        }.id("grid"))
        expectFrame(unsized, "grid", 45, 84.5, 110, 31)
        expectFrame(unsized, "div", 45, 114.5, 110, 1)
        // Without the modifier the flexible divider widens the grid to the whole proposal.
        let flexible = layout(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 60, height: 20).id("b") }
            Divider().id("div")
        }.id("grid"))
        expectFrame(flexible, "grid", 0, 84.5, 200, 31)
        expectFrame(flexible, "div", 0, 114.5, 200, 1)
        expectFrame(flexible, "a", 27.5, 84.5, 40, 20)
        expectFrame(flexible, "b", 122.5, 84.5, 60, 20)
    }

    @Test func flexibleCellsShareTheProposal() {
        let t = layout(Grid {
            GridRow { Color.red.id("a"); Color.blue.id("b") }
            GridRow { Color.green.id("c"); Color.yellow.frame(width: 30, height: 30).id("d") }
        }.id("grid"))
        expectFrame(t, "grid", 0, 0, 200, 200)
        // Column 1 is less flexible (min 30): offered 96, it takes 96. Rows: row 1 min 30 → 96 each.
        expectFrame(t, "a", 0, 0, 96, 96)
        expectFrame(t, "b", 104, 0, 96, 96)
        expectFrame(t, "c", 0, 104, 96, 96)
        expectFrame(t, "d", 137, 137, 30, 30)
    }

    @Test func missingCellsAreEmpty() {
        let t = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 20, height: 10).id("b"); Color.green.frame(width: 30, height: 10) }
            GridRow { Color.red.frame(width: 10, height: 10).id("c") }
        }.id("grid"))
        expectFrame(t, "grid", 70, 90, 60, 20)
        expectFrame(t, "c", 70, 100, 10, 10)
    }

    @Test func unsizedVerticalCellTakesRowHeight() {
        let t = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10).id("flex").gridCellUnsizedAxes(.vertical); Color.blue.frame(width: 20, height: 30) }
        }.id("grid"))
        expectFrame(t, "grid", 85, 85, 30, 30)
        expectFrame(t, "flex", 85, 85, 10, 30)
    }

    @Test func gridRowOutsideGridIsAGroup() {
        let t = layout(HStack(spacing: 0) { GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) } })
        #expect(t.root.type == "HStack" && t.root.children.count == 2)
        expectRoot(t, 90, 95, 20, 10)
    }

    @Test func gridLayoutAsLayout() {
        let t = layout(GridLayout(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
        })
        expectRoot(t, 45, 85, 110, 30)
        expectFrame(t, "blue", 95, 85, 60, 30)
    }

    @Test func defaultSpacingIsEight() {
        let t = layout(Grid {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
            GridRow { Color.red.frame(width: 10, height: 10).id("c"); Color.blue.frame(width: 10, height: 10) }
        })
        expectFrame(t, "b", 104, 86, 10, 10)
        expectFrame(t, "c", 86, 104, 10, 10)
    }

    @Test func firstTextBaselineRowAlignsBaselinesAcrossCells() {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        let t = layout(Grid {
            GridRow(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).id("big")
                Text("small").id("small")
            }
        }, environment: env)
        let big = ApproximateTextMeasurer().metrics(of: Font.largeTitle.resolve(in: env)).ascender
        let small = ApproximateTextMeasurer().metrics(of: Font.body.resolve(in: env)).ascender
        #expect(abs((t.frame(id: "big")!.minY + big) - (t.frame(id: "small")!.minY + small)) < 0.01)
    }
}

/// Conformance cases I (LazyVGrid column sizing) and the two-pass behaviour of semantics §10.
@Suite struct LazyGridTests {
    @Test func case70_fixedAndAdaptive() {
        let t = layout(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6) { i in Color.red.frame(height: 20).id("item\(i)") }
        }.frame(width: 200).id("grid"))
        let grid = t.frame(id: "grid")!
        expectFrame(t, "item0", grid.minX + 0, grid.minY, 70, 20)
        expectFrame(t, "item1", grid.minX + 78, grid.minY, 57, 20)
        expectFrame(t, "item2", grid.minX + 143, grid.minY, 57, 20)
        expectFrame(t, "item3", grid.minX + 0, grid.minY + 28, 70, 20)
        #expect(abs(grid.height - 48) < 0.01)
    }

    @Test func case77_threeFlexibleColumns() {
        let t = layout(LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            ForEach(0..<3) { i in Color.red.frame(height: 20).id("item\(i)") }
        }.id("grid"))
        let grid = t.frame(id: "grid")!
        expectFrame(t, "item0", 0, grid.minY, 61.3333, 20)
        expectFrame(t, "item1", 69.3333, grid.minY, 61.3333, 20)
        expectFrame(t, "item2", 138.6667, grid.minY, 61.3333, 20)
    }

    @Test func twoPassesWhenAMinimumOverflows() {
        // Proposed 300: 146 → 146 and 146 → 180 report 334. Placed in 334: 163 + 8 + 180 = 351,
        // overflowing on the trailing side.
        let t = layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 20).id("a"); Color.blue.frame(height: 20).id("b")
        }.id("grid"), 300, 300)
        let grid = t.frame(id: "grid")!
        #expect(abs(grid.minX - -17) < 0.01 && abs(grid.width - 334) < 0.01)
        expectFrame(t, "a", -17, grid.minY, 163, 20)
        expectFrame(t, "b", 154, grid.minY, 180, 20)
    }

    @Test func columnOrderMatters() {
        let t = layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 180)), GridItem(.flexible(minimum: 100))]) {
            Color.red.frame(height: 20).id("a"); Color.blue.frame(height: 20).id("b")
        }.id("grid"), 300, 300)
        expectFrame(t, "a", 0, 140, 180, 20)
        expectFrame(t, "b", 188, 140, 112, 20)
    }

    @Test func rowsAreAsTallAsTheirTallestItemAndItemsAreCentred() {
        let t = layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .topLeading)], spacing: 10) {
            Color.red.frame(width: 20, height: 40).id("a"); Color.blue.frame(width: 20, height: 20).id("b")
            Color.green.frame(width: 20, height: 10).id("c")
        }.id("grid"))
        // Columns 50 + 8 + 50 = 108 centred in the 200-wide grid.
        expectFrame(t, "grid", 0, 70, 200, 60)
        expectFrame(t, "a", 61, 70, 20, 40)
        expectFrame(t, "b", 104, 70, 20, 20)
        expectFrame(t, "c", 61, 120, 20, 10)
    }

    @Test func adaptiveItemsMayGoBelowTheirMinimum() {
        // 100 wide, minimum 60: one item of 100; 110 wide, minimum 50: two items of 51.
        let one = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { Color.red.frame(height: 5).id("a") }.frame(width: 100))
        #expect(abs(one.frame(id: "a")!.width - 100) < 0.01)
        let two = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
            Color.red.frame(height: 5).id("a"); Color.red.frame(height: 5).id("b")
        }.frame(width: 110))
        #expect(abs(two.frame(id: "a")!.width - 51) < 0.01 && abs(two.frame(id: "b")!.minX - two.frame(id: "a")!.maxX - 8) < 0.01)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let t = layout(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))], spacing: 5) {
            ForEach(0..<3) { i in Color.red.frame(width: 20).id("item\(i)") }
        }.id("grid"))
        let g = t.frame(id: "grid")!
        // Rows 30 + 8 + 40 = 78 centred in the 200-tall grid; columns 20 + 5 + 20 wide.
        expectFrame(t, "grid", 77.5, 0, 45, 200)
        expectFrame(t, "item0", g.minX, 61, 20, 30)
        expectFrame(t, "item1", g.minX, 99, 20, 40)
        expectFrame(t, "item2", g.minX + 25, 61, 20, 30)
    }
}

/// ViewThatFits (semantics §9): the first child whose ideal size fits, else the last; only the
/// chosen child is in the tree.
@Suite struct ViewThatFitsTests {
    static var content: some View {
        ViewThatFits {
            HStack { Color.red.frame(width: 100, height: 20); Color.blue.frame(width: 100, height: 20) }.id("wide")
            VStack { Color.red.frame(width: 100, height: 20); Color.blue.frame(width: 100, height: 20) }.id("tall")
        }.id("vtf")
    }

    @Test func choosesTheFirstThatFits() {
        let wide = layout(Self.content, 300, 300)
        #expect(wide.frame(id: "wide") != nil && wide.frame(id: "tall") == nil)
        #expect(wide.root.children.count == 1)
        expectFrame(wide, "vtf", 46, 140, 208, 20)
        let narrow = layout(Self.content, 200, 200)
        #expect(narrow.frame(id: "wide") == nil && narrow.frame(id: "tall") != nil)
        expectFrame(narrow, "tall", 50, 76, 100, 48)
    }

    @Test func lastChildWhenNoneFits() {
        let t = layout(ViewThatFits {
            Color.red.frame(width: 300, height: 20).id("a")
            Color.blue.frame(width: 250, height: 20).id("b")
        })
        #expect(t.frame(id: "a") == nil)
        expectFrame(t, "b", -25, 90, 250, 20)
    }

    @Test func onlyConstrainedAxesCount() {
        // Constrained vertically only: the 300-wide first child fits in a 200×200 window.
        let t = layout(ViewThatFits(in: .vertical) {
            Color.red.frame(width: 300, height: 20).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        })
        #expect(t.frame(id: "a") != nil && t.frame(id: "b") == nil)
    }

    @Test func flexibleChildAlwaysFitsAndTakesTheProposal() {
        let t = layout(ViewThatFits { Color.red.id("a"); Color.blue.id("b") })
        expectFrame(t, "a", 0, 0, 200, 200)
        #expect(t.frame(id: "b") == nil)
    }

    @Test func choiceFollowsTheWindowOnRelayout() {
        let l = ResolvedTree(Self.content)
        l.layout(in: CGSize(width: 300, height: 300))
        #expect(l.tree.frame(id: "wide") != nil)
        l.layout(in: CGSize(width: 150, height: 300))
        #expect(l.tree.frame(id: "wide") == nil && l.tree.frame(id: "tall") != nil)
    }

    @Test func emptyViewThatFits() {
        let t = layout(ViewThatFits {}.id("vtf"))
        expectFrame(t, "vtf", 100, 100, 0, 0)
    }
}
