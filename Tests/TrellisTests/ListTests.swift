import Foundation
import Testing
@testable import Trellis

/// List, Section, Form and LabeledContent (facts and sources at the top of Lists/ListStyle.swift,
/// ListRow.swift, Form.swift, LabeledContent.swift). Text is measured by the approximate
/// measurer: body text (17 pt) is 21 tall and 10 pt per character wide when rounded up
/// ("A" is 10×21), footnote (13 pt) 16 tall. Windows are 390×300; display scale 1, so a
/// separator is 1 pt thick.
@Suite struct ListTests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 390, _ h: CGFloat = 300) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return layout(view, w, h, environment: env)
    }

    private func all(_ tree: LayoutTree, _ type: String) -> [LayoutTree.Element] {
        var found: [LayoutTree.Element] = []
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.type == type { found.append(e) }
            stack.append(contentsOf: e.children.reversed())
        }
        return found
    }

    private func expectRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        guard let r else { Issue.record("missing", sourceLocation: sourceLocation); return }
        let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
        #expect(ok, "got \(r), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    /// The separators of the rows: the second child of each ListRow that has one.
    private func separators(_ tree: LayoutTree) -> [CGRect] {
        all(tree, "ListRow").compactMap { $0.children.count > 1 ? $0.children[1].frame.rect : nil }
    }

    // MARK: Inset grouped (the default)

    @Test func insetGroupedRowsAreCardsInset16WithContentInset20AndAtLeast44Tall() {
        let t = lay(List { Text("A").id("a"); Text("B").id("b") }.id("list"))
        expectFrame(t, "list", 0, 0, 390, 300)
        #expect(t.root.type == "List")
        let rows = all(t, "ListRow")
        #expect(rows.count == 2)
        // 35 above the first section; 16 from the list's edges.
        expectRect(rows[0].frame.rect, 16, 35, 358, 44)
        expectRect(rows[1].frame.rect, 16, 79, 358, 44)
        // 20 inside the card, centred in the 44 pt row (21 + 11 + 11 = 43).
        expectFrame(t, "a", 36, 46.5, 10, 21)
        expectFrame(t, "b", 36, 90.5, 10, 21)
        // A separator under the first row only, from the text to the card's trailing edge.
        #expect(separators(t) == [CGRect(x: 36, y: 78, width: 338, height: 1)])
    }

    /// `.badge(_:)` on a row: its text in the secondary colour at the row's trailing inset (a
    /// cell's detail text), the content where it was; a count of 0 shows none (Food Truck's
    /// order detail: "Total Donuts" with its count).
    @Test func aRowsBadgeIsItsTextAtTheTrailingInset() {
        let t = lay(List {
            Text("AB").badge(12).id("total")
            Text("C").badge(Text("New")).id("new")
            Text("D").badge(0).id("none")
        })
        expectFrame(t, "total", 36, 46.5, 19, 21)
        let texts = all(t, "Text").filter { $0.id == nil }
        // "12" and "New", each ending 20 from the card's trailing edge (16 + 358 − 20 = 354).
        expectRect(texts.first?.frame.rect, 335, 46.5, 19, 21)
        expectRect(texts.last?.frame.rect, 325, 90.5, 29, 21)
        #expect(texts.count == 2)
        expectFrame(t, "none", 36, 134.5, 10, 21)
    }

    @Test func plainRowsSpanTheListWithContentInset16() {
        let t = lay(List { Text("A").id("a"); Text("B").id("b") }.listStyle(.plain))
        let rows = all(t, "ListRow")
        expectRect(rows[0].frame.rect, 0, 0, 390, 44)
        expectRect(rows[1].frame.rect, 0, 44, 390, 44)
        expectFrame(t, "a", 16, 11.5, 10, 21)
        #expect(separators(t) == [CGRect(x: 16, y: 43, width: 374, height: 1)])
    }

    @Test func groupedRowsSpanTheListBelowA35PointMargin() {
        let t = lay(List { Text("A").id("a") }.listStyle(.grouped))
        expectRect(all(t, "ListRow")[0].frame.rect, 0, 35, 390, 44)
        expectFrame(t, "a", 16, 46.5, 10, 21)
    }

    @Test func sidebarLooksLikeInsetGroupedOnAPhone() {
        let t = lay(List { Text("A").id("a") }.listStyle(.sidebar))
        expectRect(all(t, "ListRow")[0].frame.rect, 16, 35, 358, 44)
        expectFrame(t, "a", 36, 46.5, 10, 21)
    }

    @Test func tallRowsKeepTheirElevenPointInsets() {
        let t = lay(List { VStack { Text("A"); Text("B") }.id("v") })
        // Two lines (the approximate measurer's text wants no gap between them): 42 tall, plus
        // 11 above and below.
        expectRect(all(t, "ListRow")[0].frame.rect, 16, 35, 358, 64)
        expectFrame(t, "v", 36, 46, 10, 42)
    }

    // MARK: Sections

    @Test func sectionsHaveUppercasedFootnoteHeadersAndFootersAlignedWithTheText() {
        let t = lay(List {
            Section("Fruits") { Text("A").id("a") }
            Section { Text("B").id("b") } footer: { Text("F").id("f") }
        })
        let headers = all(t, "SectionHeader")
        #expect(headers.count == 1)
        // "FRUITS": 6 footnote characters (43×16), 7 above the card.
        expectRect(headers[0].frame.rect, 0, 35, 390, 23)
        expectRect(all(t, "Text").first?.frame.rect, 36, 35, 43, 16)
        let rows = all(t, "ListRow")
        expectRect(rows[0].frame.rect, 16, 58, 358, 44)
        expectRect(rows[1].frame.rect, 16, 137, 358, 44)
        expectFrame(t, "f", 36, 188, 8, 16)
        // One row per section: no separators.
        #expect(separators(t).isEmpty)
    }

    @Test func compactSectionSpacing() {
        let t = lay(List {
            Section { Text("A") }
            Section { Text("B") }
        }.listSectionSpacing(.compact))
        let rows = all(t, "ListRow")
        expectRect(rows[0].frame.rect, 16, 35, 358, 44)
        expectRect(rows[1].frame.rect, 16, 99, 358, 44)
        let custom = lay(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(10))
        expectRect(all(custom, "ListRow")[1].frame.rect, 16, 89, 358, 44)
    }

    @Test func increasedProminenceHeadersAreTitle3AsWritten() {
        let t = lay(List { Section("Fruits") { Text("A") } }.headerProminence(.increased))
        // title3 is 20 pt: "Fruits" 6 × 11 = 66 wide, 24 tall.
        let header = all(t, "SectionHeader")[0]
        expectRect(header.frame.rect, 0, 35, 390, 31)
    }

    @Test func sectionsOutsideAListAreTheirHeaderContentAndFooter() {
        let t = lay(VStack(spacing: 0) { Section { Text("A") } header: { Text("H") } footer: { Text("F") } }.id("v"))
        #expect(t.root.first(id: "v")?.children.count == 3)
    }

    // MARK: Data

    struct Fruit: Identifiable {
        var id: Int
        var name: String
    }

    @Test func listOfIdentifiableDataAndOfDataWithAnID() {
        let fruits = [Fruit(id: 1, name: "A"), Fruit(id: 2, name: "B")]
        let t = lay(List(fruits) { Text($0.name).id($0.name) })
        expectFrame(t, "A", 36, 46.5, 10, 21)
        expectFrame(t, "B", 36, 90.5, 10, 21)
        let u = lay(List(fruits, id: \.name) { Text($0.name).id($0.name) })
        expectFrame(u, "B", 36, 90.5, 10, 21)
        let v = lay(List { ForEach(fruits) { Text($0.name).id($0.name) } })
        expectFrame(v, "B", 36, 90.5, 10, 21)
        #expect(separators(v).count == 1)
    }

    @Test func aLongListBuildsOnlyTheRowsInView() {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        let v = ResolvedTree(List(0..<100_000) { i in Text("Row \(i)") }, environment: env)
        v.layout(in: CGSize(width: 390, height: 844))
        #expect(abs(v.scrollViews[0].contentSize.height - (35 + 100_000 * 44)) < 0.01)
        #expect(v.nodeCount < 1000)
    }

    // MARK: Row modifiers

    @Test func rowInsetsMoveTheContentAndTheSeparatorFollowsTheText() {
        let t = lay(List {
            Text("A").id("a").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            Text("B")
        })
        expectFrame(t, "a", 56, 46.5, 10, 21)
        #expect(separators(t) == [CGRect(x: 56, y: 78, width: 318, height: 1)])
    }

    @Test func theSeparatorStartsAtALabelsTitleNotItsIcon() {
        let t = lay(List { Label("Wi-Fi", systemImage: "wifi"); Text("B") })
        let title = all(t, "Text").first { $0.frame.rect.minY < 79 }
        let sep = separators(t).first
        #expect(title != nil && sep != nil && abs(sep!.minX - title!.frame.rect.minX) < 0.01 && sep!.minX > 36)
    }

    @Test func hiddenSeparatorsAndCustomBackgrounds() {
        let t = lay(List {
            Text("A").listRowSeparator(.hidden).listRowBackground(Color.red)
            Text("B")
        })
        #expect(separators(t).isEmpty)
        expectRect(all(t, "ListRow")[0].frame.rect, 16, 35, 358, 44)
    }

    // MARK: Form and LabeledContent

    @Test func formIsAnInsetGroupedList() {
        let t = lay(Form { Section { Text("A").id("a") } }.id("form"))
        #expect(t.root.type == "Form")
        expectFrame(t, "a", 36, 46.5, 10, 21)
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let t = lay(Form { LabeledContent("Name", value: "Trellis").id("lc") })
        // "Name" 4 × 9.35 → 38 wide; "Trellis" 7 × 9.35 → 66; the row content spans 36…354.
        expectFrame(t, "lc", 36, 46.5, 318, 21)
        let texts = all(t, "Text")
        expectRect(texts.first?.frame.rect, 36, 46.5, 38, 21)
        expectRect(texts.last?.frame.rect, 288, 46.5, 66, 21)
    }

    /// Food Truck's account row: with its label hidden, the content alone fills the row.
    @Test func labeledContentWithItsLabelHiddenIsItsContentAlone() {
        let t = lay(Form {
            LabeledContent("Sign out") { Text("Sign Out").frame(maxWidth: .infinity).id("content") }.labelsHidden()
        })
        #expect(all(t, "Text").count == 1)
        // The row's content spans 36…354; "Sign Out" (8 × 9.35 → 75 wide) is centred in it.
        expectFrame(t, "content", 36, 46.5, 318, 21)
        expectRect(all(t, "Text").first?.frame.rect, 157.5, 46.5, 75, 21)
    }

    @Test func columnsFormIsNotAList() {
        let t = lay(Form { Text("A").id("a") }.formStyle(.columns))
        #expect(t.root.type == "Form")
        expectFrame(t, "a", 190, 139.5, 10, 21)
    }
}
