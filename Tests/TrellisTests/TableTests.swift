import Foundation
import Testing
@testable import Trellis

/// Table and TableColumn at rest (facts at the top of Sources/Trellis/Lists/Table.swift; list
/// metrics in ListStyle.swift: plain rows 44 pt, content inset 16 at the sides and 11 above and
/// below; plain section headers 6 above and below). Text by the approximate measurer: 0.55 em per
/// character, lines 1.2 em, sizes rounded up (body 17: 21 tall; subheadline 15: 18 tall).
@Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        var name: String
        var age: Int
        var email: String
    }

    static let people = [
        Person(id: 1, name: "Ada", age: 36, email: "ada@example.com"),
        Person(id: 2, name: "Alan", age: 41, email: "alan@example.com"),
    ]

    private func lay<V: View>(_ view: V, _ size: CGSize, sizeClass: UserInterfaceSizeClass) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        env.horizontalSizeClass = sizeClass
        return LayoutTree(of: view, in: size, environment: env)
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

    private func has(_ tree: LayoutTree, id: String) -> Bool {
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.id == id { return true }
            stack.append(contentsOf: e.children)
        }
        return false
    }

    struct PeopleTable: View {
        var body: some View {
            Table(TableTests.people) {
                TableColumn("Name") { p in Text(p.name).id("name\(p.id)") }
                TableColumn("Age") { p in Text("\(p.age)").id("age\(p.id)") }
                    .width(60)
            }
        }
    }

    @Test func compactWidthShowsTheFirstColumnAsAPlainList() {
        let t = lay(PeopleTable(), CGSize(width: 390, height: 844), sizeClass: .compact)
        let rows = all(t, "ListRow")
        #expect(rows.count == 2)
        expectRect(rows[0].frame.rect, 0, 0, 390, 44)
        expectRect(rows[1].frame.rect, 0, 44, 390, 44)
        // "Ada": 3 × 9.35 = 28.05 → 29 wide, 21 tall, centred in the 44-pt row.
        expectFrame(t, "name1", 16, 11.5, 29, 21)
        expectFrame(t, "name2", 16, 55.5, 38, 21)
        #expect(!has(t, id: "age1") && all(t, "SectionHeader").isEmpty)
    }

    @Test func regularWidthShowsAHeaderRowAndEveryColumn() {
        let t = lay(PeopleTable(), CGSize(width: 1024, height: 768), sizeClass: .regular)
        // The header: titles in subheadline (18 tall), 6 above and below: 30 tall.
        let header = all(t, "SectionHeader")
        #expect(header.count == 1)
        expectRect(header.first?.frame.rect, 0, 0, 1024, 30)
        // Columns share 1024 − 2 × 16 = 992: Age is 60, Name 992 − 8 − 60 = 924, 8 apart.
        let rows = all(t, "ListRow")
        expectRect(rows[0].frame.rect, 0, 30, 1024, 44)
        expectFrame(t, "name1", 16, 41.5, 29, 21)
        expectFrame(t, "age1", 16 + 924 + 8, 41.5, 19, 21)
        expectFrame(t, "age2", 948, 85.5, 19, 21)
        // The titles: "Name" (4 × 8.25 = 33) at the first column, "Age" (24.75 → 25) at the second.
        let titles = all(t, "Text").filter { abs($0.frame.rect.height - 18) < 0.01 }
        #expect(titles.count == 2)
        expectRect(titles.first?.frame.rect, 16, 6, 33, 18)
        expectRect(titles.last?.frame.rect, 948, 6, 25, 18)
    }

    @Test func flexibleColumnsShareWhatIsLeftWithinTheirBounds() {
        let table = Table(Self.people) {
            TableColumn("A") { p in Color.red.frame(height: 10).id("a\(p.id)") }.width(min: 500)
            TableColumn("B") { p in Color.green.frame(height: 10).id("b\(p.id)") }.width(max: 100)
            TableColumn("C") { p in Color.blue.frame(height: 10).id("c\(p.id)") }
        }
        .tableColumnHeaders(.hidden)
        let t = lay(table, CGSize(width: 1024, height: 768), sizeClass: .regular)
        // 992 − 2 × 8 = 976 to share: 325.33 each is under A's minimum and over B's maximum, so A
        // is 500 and B 100; C takes the remaining 376. No header: the first row starts at 0.
        #expect(all(t, "SectionHeader").isEmpty)
        expectFrame(t, "a1", 16, 17, 500, 10)
        expectFrame(t, "b1", 524, 17, 100, 10)
        expectFrame(t, "c1", 632, 17, 376, 10)
    }

    @Test func alignmentPlacesCellsInTheirColumn() {
        let table = Table(Self.people) {
            TableColumn("A") { p in Color.red.frame(width: 20, height: 10).id("a\(p.id)") }.width(100)
            TableColumn("B") { p in Color.green.frame(width: 20, height: 10).id("b\(p.id)") }.width(100).alignment(.trailing)
            TableColumn("C") { p in Color.blue.frame(width: 20, height: 10).id("c\(p.id)") }.width(100).alignment(.center)
            TableColumn("D") { p in Color.blue.frame(width: 20, height: 10).id("d\(p.id)") }.defaultVisibility(.hidden)
        }
        .tableColumnHeaders(.hidden)
        let t = lay(table, CGSize(width: 1024, height: 768), sizeClass: .regular)
        expectFrame(t, "a1", 16, 17, 20, 10)
        expectFrame(t, "b1", 16 + 108 + 80, 17, 20, 10)
        expectFrame(t, "c1", 16 + 216 + 40, 17, 20, 10)
        #expect(!has(t, id: "d1"))
    }

    @Test func sortedSelectableAndBuiltRowTablesTakeSwiftUIsForms() {
        var order = [KeyPathComparator(\Person.name)]
        var selection: Person.ID? = nil
        var many = Set<Person.ID>()
        let sorted = Table(Self.people, selection: Binding(get: { selection }, set: { selection = $0 }),
                           sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Name", value: \.name)
            TableColumn("E-Mail", value: \.email) { p in Text(p.email).id("mail\(p.id)") }
            TableColumn("Age") { p in Text("\(p.age)") }
        }
        let t = lay(sorted, CGSize(width: 1024, height: 768), sizeClass: .regular)
        // Three columns share 992 − 16: 325.33 each.
        expectFrame(t, "mail1", 16 + 325.3333 + 8, 41.5, 141, 21)
        let built = Table(of: Person.self, selection: Binding(get: { many }, set: { many = $0 })) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(Self.people[1])
            TableRow(Self.people[0])
        }
        let u = lay(built, CGSize(width: 390, height: 844), sizeClass: .compact)
        // "Alan" first: 4 × 9.35 = 37.4 → 38 wide.
        let texts = all(u, "Text")
        #expect(texts.count == 2 && abs(texts[0].frame.rect.width - 38) < 0.01 && abs(texts[1].frame.rect.width - 29) < 0.01)
        _ = TableColumnCustomization<Person>()
    }

    private func expectRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        guard let r else { Issue.record("missing", sourceLocation: sourceLocation); return }
        let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
        #expect(ok, "got \(r), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }
}
