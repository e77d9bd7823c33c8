import Foundation
import Observation
import Testing
import Trellis
@testable import TrellisSession

// A live preview evaluates only the bodies that read a change and keeps the other views' nodes
// (Trellis/Live/BodyReuse.swift). After every event, the tree updated that way must equal a
// tree resolved afresh from the same state: every view, its frame exactly.

private struct ReuseForm: View {
    @State private var count = 0
    @State private var name = "Ann"
    @State private var more = false
    var body: some View {
        Form {
            Section("Counter") {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
            Section("Profile") {
                TextField("Name", text: $name)
                Toggle("More", isOn: $more)
                if more { Text("Shown when more").id("more") }
                ForEach(0..<12, id: \.self) { i in ReuseRow(title: "Setting \(i)", value: i < 4 ? i + count : i) }
            }
        }
    }
}

private struct ReuseRow: View {
    let title: String
    let value: Int
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(value)").foregroundStyle(.secondary)
        }
    }
}

private struct ReuseList: View {
    @State private var selected = 0
    @State private var items = (0..<1000).map { "Row \($0)" }
    var body: some View {
        VStack {
            Button("Select") { selected += 1 }
            Button("Insert") { items.insert("New \(items.count)", at: 0) }
            Text("Selected \(selected)")
            List(items, id: \.self) { ReuseRow(title: $0, value: 0) }
        }
    }
}

/// The list in a navigation stack: the stack's push is made anew at each resolution, and the
/// rows under it are kept all the same.
private struct NavigatedList: View {
    var body: some View {
        NavigationStack { ReuseList().navigationTitle("Rows") }
    }
}

/// A counter two custom views down, beside views that never change.
private struct Nested: View {
    var body: some View {
        VStack(spacing: 12) {
            Card(title: "First") { Counter(name: "Inner") }
            Card(title: "Static") { Text("Nothing changes here") }
            Counter(name: "Outer").padding()
        }
    }
}

private struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            content
        }
        .padding()
        .background(Color.gray.opacity(0.2))
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        HStack {
            Text("\(name) \(count)")
            if count % 2 == 1 { Text("odd").id("odd-\(name)") }
            Button("Add \(name)") { count += 1 }
        }
    }
}

/// Rows that own their state.
private struct StatefulRows: View {
    @State private var rows = ["a", "b", "c"]
    var body: some View {
        VStack {
            ForEach(rows, id: \.self) { StatefulRow(name: $0) }
            Button("More") { rows.append("row\(rows.count)") }
            Button("Drop") { rows.removeFirst() }
        }
    }
}

private struct StatefulRow: View {
    let name: String
    @State private var on = false
    var body: some View {
        HStack {
            Text(on ? "\(name) on" : "\(name) off")
            Button("Flip \(name)") { on.toggle() }
        }
    }
}

@Observable private final class Tally {
    var value = 0
}

/// An `@Observable` model read two views down from the view that owns it.
private struct ObservedScreen: View {
    @State private var tally = Tally()
    var body: some View {
        VStack {
            Button("Bump") { tally.value += 1 }
            TallyView(tally: tally)
            Text("Never changes")
        }
    }
}

private struct TallyView: View {
    let tally: Tally
    var body: some View { Text("Tally \(tally.value)") }
}

@MainActor @Suite struct BodyReuseTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 844))

    /// Runs `steps` one by one, comparing the tree after each with a fresh one.
    private func check<V: View>(_ view: V, _ steps: [String]) throws -> LivePreview {
        let live = try LivePreview(session: Self.session) { AnyView(view) }
        for step in steps {
            try live.run(InteractionScript(parsing: step))
            try expectEqualToFresh(live, view, in: Self.session, "after \(step)")
        }
        return live
    }

    @Test func aFormUpdatedInPlaceEqualsAFreshOne() throws {
        let steps = ["tap 'Add'", "toggle 'More'", "type 'bel' into 'Name'", "tap 'Add'", "toggle 'More'", "tap 'Add'"]
        let live = try check(ReuseForm(), steps)
        #expect(live.tree.shownTexts().contains("Count 3"))
        #expect(live.tree.shownTexts().contains("Setting 8"))
    }

    @Test func aThousandRowListUpdatedInPlaceEqualsAFreshOne() throws {
        let live = try check(ReuseList(), ["tap 'Select'", "tap 'Select'", "tap 'Insert'", "tap 'Select'"])
        #expect(live.tree.shownTexts().contains("Selected 3"))
        #expect(live.tree.shownTexts().contains("New 1000"))
    }

    @Test func aCounterInNestedViewsReEvaluatesOnlyItself() throws {
        let live = try check(Nested(), ["tap 'Add Inner'", "tap 'Add Outer'", "tap 'Add Inner'", "tap 'Add Inner'"])
        #expect(live.tree.shownTexts().contains("Inner 3"))
        #expect(live.tree.shownTexts().contains("Outer 1"))
        let before = live.graph.bodyEvaluations
        try live.run(InteractionScript(parsing: "tap 'Add Inner'"))
        // The counter's body only: the cards and the screen above it are not evaluated again.
        #expect(live.graph.bodyEvaluations - before == 1)
    }

    @Test func rowsWithTheirOwnStateKeepItAsRowsComeAndGo() throws {
        let live = try check(StatefulRows(), ["tap 'Flip b'", "tap 'More'", "tap 'Flip row3'", "tap 'Drop'", "tap 'Flip c'"])
        #expect(live.tree.shownTexts().contains("b on"))
        #expect(live.tree.shownTexts().contains("c on"))
        #expect(live.tree.shownTexts().contains("row3 on"))
        #expect(!live.tree.shownTexts().contains("a off"))
    }

    @Test func anObservableModelReEvaluatesItsReaders() throws {
        let live = try check(ObservedScreen(), ["tap 'Bump'", "tap 'Bump'"])
        #expect(live.tree.shownTexts().contains("Tally 2"))
        let before = live.graph.bodyEvaluations
        try live.run(InteractionScript(parsing: "tap 'Bump'"))
        #expect(live.tree.shownTexts().contains("Tally 3"))
        // The reader only: the screen that owns the model reads nothing of it in its body.
        #expect(live.graph.bodyEvaluations - before <= 2)
    }

    @Test func aStateChangeUnderANavigationStackEvaluatesOneBody() throws {
        let live = try check(NavigatedList(), ["tap 'Select'", "tap 'Insert'"])
        let before = live.graph.bodyEvaluations
        try live.run(InteractionScript(parsing: "tap 'Select'"))
        #expect(live.tree.shownTexts().contains("Selected 2"))
        // The list's body, and the bar's background and large title, which the stack makes again.
        #expect(live.graph.bodyEvaluations - before <= 3)
    }

    /// Compiled previews locate their views through a locator in the environment, set at each
    /// resolution: one object, so the environments under it stay equal.
    @Test func aStateChangeUnderASourceLocatorEvaluatesOneBody() throws {
        let locator = ViewSourceLocator { _, _, _ in nil }
        let live = try LivePreview(session: Self.session) { AnyView(ReuseList().environment(\.viewSourceLocator, locator)) }
        let before = live.graph.bodyEvaluations
        try live.run(InteractionScript(parsing: "tap 'Select'"))
        #expect(live.graph.bodyEvaluations - before == 1)
    }

    @Test func aStateChangeInAThousandRowListEvaluatesOneBody() throws {
        let live = try LivePreview(session: Self.session) { AnyView(ReuseList()) }
        let before = live.graph.bodyEvaluations
        try live.run(InteractionScript(parsing: "tap 'Select'"))
        #expect(live.graph.bodyEvaluations - before == 1)
        #expect(live.tree.keptBodies > 0)
    }
}
