import Foundation
import Observation
import Testing
import Trellis
@testable import TrellisSession

// Screens the live session is tested on: each is what a person would write.

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("\(count)").id("count")
            if count >= 2 { Text("Two or more").id("note") }
            Button("Add") { count += 1 }.id("add")
        }
    }
}

/// Two counters of one type: state follows identity (each its own), not the order states are made.
private struct TwoCounters: View {
    @State private var showFirst = true
    var body: some View {
        VStack {
            if showFirst { Counter().id("first") }
            Counter().id("second")
            Button("Hide") { showFirst = false }
            Button("Show") { showFirst = true }
        }
    }
}

private struct Form1: View {
    @State private var name = ""
    @State private var submitted = ""
    @State private var notifications = false
    @State private var log: [String] = []
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).onSubmit { submitted = name }
            TextField("City", text: .constant(""))
            Toggle("Notifications", isOn: $notifications)
            if notifications { Text("Daily at 9").id("detail") }
            Text("Hello \(name)").id("greeting")
            Text("Submitted \(submitted)").id("submitted")
            Text(log.joined(separator: ",")).id("log")
        }
        .onAppear { log.append("appear") }
        .onChange(of: notifications) { old, new in log.append("\(old)->\(new)") }
    }
}

private struct Looping: View {
    @State private var n = 0
    var body: some View {
        n += 1
        return Text("\(n)")
    }
}

private struct Layers: View {
    @State private var hits: [String] = []
    var body: some View {
        VStack {
            ZStack {
                Color.blue.frame(width: 100, height: 100).onTapGesture { hits.append("back") }
                Color.red.frame(width: 50, height: 50).onTapGesture { hits.append("front") }
                Color.green.frame(width: 20, height: 20).allowsHitTesting(false).onTapGesture { hits.append("ignored") }
            }
            Button("Off") { hits.append("disabled") }.disabled(true)
            Text(hits.joined(separator: ",")).id("hits")
        }
    }
}

private struct Controls: View {
    @State private var quantity = 1
    @State private var size = "S"
    var body: some View {
        VStack {
            Stepper("Quantity \(quantity)", value: $quantity, in: 0...3)
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
            }.pickerStyle(.segmented)
            Text("Size \(size)").id("size")
            DisclosureGroup("More") { Text("Hidden details").id("details") }
        }
    }
}

private struct Tabs: View {
    @State private var tab = "home"
    var body: some View {
        TabView(selection: $tab) {
            Text("Home page").id("home").tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Settings page").id("settings").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
        }
    }
}

private struct UnboundTabs: View {
    var body: some View {
        TabView {
            Text("First page").id("first").tabItem { Text("One") }
            Text("Second page").id("second").tabItem { Text("Two") }
        }
    }
}

private struct Navigation: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Fruits") { Text("All fruits").id("fruits").navigationTitle("Fruits") }
                NavigationLink("Seven", value: 7)
            }
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) { n in Text("Number \(n)").id("number") }
        }
    }
}

private struct BoundNavigation: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Three", value: 3)
                Text("Depth \(path.count)").id("depth")
            }
            .navigationDestination(for: Int.self) { n in
                VStack {
                    Text("Number \(n)").id("number")
                    NavigationLink("Next", value: n + 1)
                }
            }
        }
    }
}

private struct Focused: View {
    enum Field: Hashable { case user, password }
    @State private var user = ""
    @State private var password = ""
    @FocusState private var field: Field?
    var body: some View {
        VStack {
            TextField("User", text: $user).focused($field, equals: .user)
            SecureField("Password", text: $password).focused($field, equals: .password)
            Text(field == .user ? "editing user" : field == .password ? "editing password" : "none").id("focus")
            Button("Log in") { field = .password }
        }
    }
}

private struct Rows: View {
    @State private var items = (0..<1000).map { "Row \($0)" }
    @State private var selected = 0
    var body: some View {
        VStack {
            Button("Select") { selected += 1 }
            Text("Selected \(selected)")
            List(items, id: \.self) { RowView(title: $0) }
        }
    }
}

/// Tabs whose pages log when they appear, disappear and start their tasks.
private struct LoggingTabs: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: ",")).id("log")
            TabView {
                Text("One").onAppear { log.append("one") }.onDisappear { log.append("-one") }
                    .tabItem { Label("One", systemImage: "1.circle") }
                Text("Two").task { log.append("two task") }.onAppear { log.append("two") }
                    .tabItem { Label("Two", systemImage: "2.circle") }
            }
        }
    }
}

/// A store the outer view fills when it appears, read by a view a lazy grid enumerates.
@Observable private final class Shelf { var books: [String] = [] }
private final class ShelfBox: ObservableObject { @Published var count = 0 }

private struct ShelfRows: View {
    let shelf: Shelf
    var body: some View { ForEach(shelf.books, id: \.self) { Text($0).id("book-\($0)") } }
}

private struct CountRow: View {
    @ObservedObject var box: ShelfBox
    var body: some View { Text("\(box.count)").id("count-\(box.count)") }
}

/// The grid's view reads nothing itself: only the rows it enumerates read the models.
private struct LazyShelf: View {
    let shelf: Shelf
    let box: ShelfBox
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ShelfRows(shelf: shelf)
                CountRow(box: box)
            }
        }
    }
}

private struct ShelfScreen: View {
    @State private var shelf = Shelf()
    @StateObject private var box = ShelfBox()
    var body: some View {
        LazyShelf(shelf: shelf, box: box)
            .onAppear {
                shelf.books = ["Emma", "Ulysses"]
                box.count = 2
            }
    }
}

private struct RowView: View {
    let title: String
    var body: some View { Text(title) }
}

@MainActor @Suite struct LivePreviewTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 600))

    private func live<V: View>(_ view: V) throws -> LivePreview {
        try LivePreview(session: Self.session) { AnyView(view) }
    }

    @Test func aTapRunsTheButtonsActionAndTheNewStateIsLaidOut() throws {
        let live = try live(Counter())
        let before = try #require(live.tree.tree.root.first(id: "add")).frame.rect
        try live.run(InteractionScript(parsing: "tap 'Add'; tap 'Add'"))
        #expect(live.tree.shownText(id: "count") == "2")
        // The new text pushes the button down: the layout moved.
        let after = try #require(live.tree.tree.root.first(id: "add")).frame.rect
        #expect(live.tree.tree.root.first(id: "note") != nil)
        #expect(after.minY > before.minY + 0.01)
    }

    @Test func aTapAtAPointHitsTheTopmostViewAndSkipsDisabledAndRefusingViews() throws {
        let live = try live(Layers())
        let red = live.tree.tree.root.all.filter { $0.type == "Color" }[1].frame.rect
        try live.send(.tap(CGPoint(x: red.midX, y: red.midY)))
        #expect(live.tree.shownText(id: "hits") == "front")
        let blue = live.tree.tree.root.all.filter { $0.type == "Color" }[0].frame.rect
        try live.send(.tap(CGPoint(x: blue.minX + 5, y: blue.minY + 5)))
        #expect(live.tree.shownText(id: "hits") == "front,back")
        // The green square refuses hits: the red one under it takes the tap.
        try live.send(.tap(CGPoint(x: red.midX, y: red.midY)))
        #expect(live.tree.shownText(id: "hits") == "front,back,front")
        #expect(throws: InteractionScript.Failure.self) { try live.run(InteractionScript(parsing: "tap 'Off'")) }
        #expect(live.tree.shownText(id: "hits") == "front,back,front")
    }

    @Test func stateFollowsIdentityNotOrder() throws {
        let live = try live(TwoCounters())
        let second = try #require(live.tree.interactiveViews(named: "Add").views.last)
        live.activate(second)
        try live.update()
        for _ in 0..<2 {
            live.activate(try #require(live.tree.interactiveViews(named: "Add").views.first))
            try live.update()
        }
        #expect(live.tree.shownTexts().contains("2"))
        // The first counter goes away; the second keeps its count though it is now the first state.
        try live.run(InteractionScript(parsing: "tap 'Hide'"))
        #expect(live.tree.tree.root.first(id: "first") == nil)
        #expect(live.tree.shownTexts().contains("1"))
        // The first counter comes back as a new view: from its initial state, 0.
        try live.run(InteractionScript(parsing: "tap 'Show'"))
        #expect(live.tree.shownTexts().filter { $0 == "0" }.count == 1, "\(live.tree.shownTexts())")
        #expect(live.tree.shownTexts().filter { $0 == "1" }.count == 1, "\(live.tree.shownTexts())")
        #expect(!live.tree.shownTexts().contains("2"))
    }

    @Test func typingFocusesTheFieldEnterSubmitsAndTabMoves() throws {
        let live = try live(Form1())
        #expect(live.tree.shownText(id: "log") == "appear")
        try live.run(InteractionScript(parsing: "type 'An' into 'Name'; type 'nx'; press backspace"))
        #expect(live.tree.shownText(id: "greeting") == "Hello Ann")
        #expect(live.focused?.label == "Name")
        // The focused field draws a 2-pt caret after its text; its frame is unchanged.
        let field = try #require(live.focused).frame
        let caret = try #require(live.tree.tree.root.all.first { $0.frame.width == 2 && $0.frame.rect.intersects(field) })
        #expect(abs(caret.frame.height - field.height) < 0.01)
        try live.send(.key(.tab))
        #expect(live.focused?.label == "City")
        try live.send(.key(.tab))
        #expect(live.focused?.label == "Name")
        try live.send(.key(.enter))
        #expect(live.tree.shownText(id: "submitted") == "Submitted Ann")
        #expect(live.focusedField == nil)
    }

    @Test func toggleShowsTheSectionAndOnChangeSeesOldAndNew() throws {
        let live = try live(Form1())
        #expect(live.tree.tree.root.first(id: "detail") == nil)
        try live.run(InteractionScript(parsing: "toggle 'Notifications'"))
        #expect(live.tree.tree.root.first(id: "detail") != nil)
        #expect(live.tree.shownText(id: "log") == "appear,false->true")
    }

    @Test func steppersPickersAndDisclosureGroupsAct() throws {
        let live = try live(Controls())
        try live.run(InteractionScript(parsing: "increment 'Quantity 1'; increment 'Quantity 2'; increment 'Quantity 3'"))
        #expect(live.tree.shownTexts().contains("Quantity 3"))
        try live.run(InteractionScript(parsing: "decrement 'Quantity 3'"))
        #expect(live.tree.shownTexts().contains("Quantity 2"))
        try live.run(InteractionScript(parsing: "tap 'M'"))
        #expect(live.tree.shownText(id: "size") == "Size M")
        #expect(live.tree.tree.root.first(id: "details") == nil)
        try live.run(InteractionScript(parsing: "toggle 'More'"))
        #expect(live.tree.tree.root.first(id: "details") != nil)
    }

    @Test func aTapOnATabItemSwitchesTabsWithOrWithoutABinding() throws {
        let bound = try live(Tabs())
        #expect(bound.tree.shownText(id: "home") == "Home page")
        try bound.run(InteractionScript(parsing: "tap 'Settings'"))
        #expect(bound.tree.shownText(id: "settings") == "Settings page")
        #expect(bound.tree.shownText(id: "home") == nil)
        let unbound = try live(UnboundTabs())
        try unbound.run(InteractionScript(parsing: "tap 'Two'"))
        #expect(unbound.tree.shownText(id: "second") == "Second page")
        try unbound.run(InteractionScript(parsing: "tap 'One'"))
        #expect(unbound.tree.shownText(id: "first") == "First page")
    }

    /// Only the shown tab appears, as in SwiftUI: the hidden one's `onAppear` and `task` wait
    /// until it is chosen, and the tab it replaces disappears.
    @Test func onlyTheShownTabAppears() async throws {
        let tabs = try live(LoggingTabs())
        #expect(tabs.tree.shownText(id: "log") == "one")
        try tabs.run(InteractionScript(parsing: "tap 'Two'"))
        try await tabs.wait(0.05)
        #expect(tabs.tree.shownText(id: "log") == "one,-one,two,two task")
    }

    /// A view a lazy grid enumerates (its body is the grid's rows) follows what it reads, an
    /// `@Observable` model or an observed object, like any other view (as `@Query` does).
    @Test func viewsALazyGridEnumeratesFollowTheirModels() throws {
        let shelf = try live(ShelfScreen())
        #expect(shelf.tree.tree.root.first(id: "book-Emma") != nil)
        #expect(shelf.tree.tree.root.first(id: "book-Ulysses") != nil)
        #expect(shelf.tree.tree.root.first(id: "count-2") != nil)
    }

    @Test func aLinkPushesItsDestinationAndBackPops() throws {
        let live = try live(Navigation())
        try live.run(InteractionScript(parsing: "tap 'Fruits'"))
        #expect(live.tree.shownText(id: "fruits") == "All fruits")
        // The back button is titled by the view below: "Home".
        try live.run(InteractionScript(parsing: "tap 'Home'"))
        #expect(live.tree.shownText(id: "fruits") == nil)
        try live.run(InteractionScript(parsing: "tap 'Seven'"))
        #expect(live.tree.shownText(id: "number") == "Number 7")
        try live.run(InteractionScript(parsing: "tap 'Back'"))
        #expect(live.tree.shownText(id: "number") == nil)
    }

    @Test func aBoundPathTakesTheValuesLinksPush() throws {
        let live = try live(BoundNavigation())
        try live.run(InteractionScript(parsing: "tap 'Three'; tap 'Next'"))
        #expect(live.tree.shownText(id: "number") == "Number 4")
        try live.run(InteractionScript(parsing: "tap 'Back'; tap 'Back'"))
        #expect(live.tree.shownText(id: "depth") == "Depth 0")
    }

    @Test func focusStateFollowsTheFocusBothWays() throws {
        let live = try live(Focused())
        #expect(live.tree.shownText(id: "focus") == "none")
        try live.run(InteractionScript(parsing: "tap 'User'"))
        #expect(live.tree.shownText(id: "focus") == "editing user")
        try live.send(.key(.tab))
        #expect(live.tree.shownText(id: "focus") == "editing password")
        try live.send(.key(.escape))
        #expect(live.tree.shownText(id: "focus") == "none")
        // Code that sets the focus state moves the focus: typing goes to that field.
        try live.run(InteractionScript(parsing: "tap 'Log in'; type 'pw'"))
        #expect(live.focused?.label == "Password")
        #expect(live.focused?.text == "pw")
    }

    @Test func badStepsNameTheirPlace() throws {
        let live = try live(Counter())
        #expect(throws: InteractionScript.Failure(line: 1, column: 16, message: "no view shows 'Ad'")) {
            try live.run(InteractionScript(parsing: "tap 'Add'; tap 'Ad'"))
        }
        #expect(throws: InteractionScript.Failure(line: 2, column: 8, message: "'Add' is a Button, which does not toggle")) {
            try live.run(InteractionScript(parsing: "tap 'Add'\ntoggle 'Add'"))
        }
        #expect(throws: InteractionScript.Failure(line: 1, column: 1, message: "unknown step 'tapp'; steps: tap, double-tap, toggle, type … into, press, increment, decrement, drag, long-press, slide, scroll, pick, wait")) {
            try InteractionScript(parsing: "tapp 'Add'")
        }
        #expect(throws: InteractionScript.Failure(line: 1, column: 5, message: "unterminated quote")) {
            try InteractionScript(parsing: "tap 'Add")
        }
        #expect(throws: InteractionScript.Failure(line: 1, column: 5, message: "nothing at 1,1 takes taps")) {
            try live.run(InteractionScript(parsing: "tap 1,1"))
        }
    }

    @Test func aBodyThatWritesWhatItReadsIsStoppedWithItsPlace() throws {
        #expect(throws: LiveError.updateLoop(view: "Looping", passes: LivePreview.maximumUpdatePasses)) {
            _ = try LivePreview(session: Self.session) { AnyView(Looping()) }
        }
    }

    @Test func aStateChangeInAThousandRowListEvaluatesTheBodiesOnScreen() throws {
        let live = try live(Rows())
        let before = live.graph.bodyEvaluations
        try live.run(InteractionScript(parsing: "tap 'Select'"))
        #expect(live.tree.shownTexts().contains("Selected 1"))
        let evaluated = live.graph.bodyEvaluations - before
        // Rows is evaluated again, and the rows the list builds (the ones in view), not 1,000.
        #expect(evaluated < 60)
        print("bodies evaluated for one state change in a 1,000-row List: \(evaluated)")
    }
}
