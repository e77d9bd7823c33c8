import Foundation
import Testing
import Trellis

/// `--interact`: `trellis layout` and `trellis render` run the preview live on the compiled
/// path, perform the steps (the user's compiled actions run in the child process) and report
/// the state after them. State is read back through `.id`s made from it, and frames.
@Suite(.serialized) struct InteractCommandTests {
    static let counter = """
        import SwiftUI

        struct CounterScreen: View {
            @State private var count = 0
            var body: some View {
                VStack(spacing: 12) {
                    Text("\\(count)").font(.largeTitle).id("count-\\(count)")
                    Color.red.frame(width: CGFloat(count) * 50, height: 20).id("bar")
                    if count >= 2 { Text("Two or more").id("note") }
                    Button("Add") { count += 1 }.id("add")
                }
            }
        }

        #Preview { CounterScreen() }
        """

    static let form = """
        import SwiftUI

        struct SignUp: View {
            @State private var name = ""
            @State private var notifications = false
            @State private var submitted = false
            var body: some View {
                Form {
                    TextField("Name", text: $name).onSubmit { submitted = true }
                    Text("Hello, \\(name)").id("hello-\\(name)")
                    Toggle("Notifications", isOn: $notifications)
                    if notifications {
                        Section("Schedule") { Text("Daily at 9").id("schedule") }
                    }
                    DisclosureGroup("Advanced") { Text("Nothing here").id("advanced") }
                    if submitted { Text("Sent").id("sent") }
                }
            }
        }

        #Preview { SignUp() }
        """

    static let groceries = """
        import SwiftUI

        struct Groceries: View {
            @State private var items = ["Apples", "Bread"]
            var body: some View {
                VStack {
                    List {
                        ForEach(items, id: \\.self) { item in
                            HStack {
                                Text(item)
                                Spacer()
                                Button("Delete \\(item)") { items.removeAll { $0 == item } }
                            }
                            .id("row-\\(item)")
                        }
                    }
                    Button("Add") { items.append("Item \\(items.count + 1)") }
                }
            }
        }

        #Preview { Groceries() }
        """

    static func layout(_ source: String, name: String, _ steps: String) throws -> LayoutTree {
        let url = try Command.temporaryFile(source, name: name)
        let r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact", steps])
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    @Test func tappingTheCounterTwiceShowsTwoAndMovesTheLayout() throws {
        let atRest = try Self.layout(Self.counter, name: "Counter.swift", "")
        let tree = try Self.layout(Self.counter, name: "Counter.swift", "tap 'Add'; tap 'Add'")
        #expect(tree.root.first(id: "count-2") != nil, "\(tree.root.all.compactMap(\.id))")
        #expect(tree.root.first(id: "note") != nil)
        let bar = try #require(tree.root.first(id: "bar")).frame
        #expect(abs(bar.width - 100) < 0.01 && abs(bar.height - 20) < 0.01, "\(bar)")
        // The new row pushes the button down by its height and the spacing.
        let before = try #require(atRest.root.first(id: "add")).frame, after = try #require(tree.root.first(id: "add")).frame
        let note = try #require(tree.root.first(id: "note")).frame
        #expect(after.y > before.y + 0.01)
        // The stack is centred: it grows by the note and a spacing, half of it downwards.
        #expect(abs(after.y - before.y - (note.height + 12) / 2) < 0.01, "\(before) \(after) \(note)")
    }

    @Test func theRenderedCounterIsTheStateAfterTheSteps() throws {
        let url = try Command.temporaryFile(Self.counter, name: "CounterPixels.swift")
        let png = url.deletingLastPathComponent().appendingPathComponent("counter-after.png")
        let r = try CompiledPath.run(["render", url.path, "--size", "390x600", "--interact", "tap 'Add'; tap 'Add'", "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try Self.layout(Self.counter, name: "CounterPixels.swift", "tap 'Add'; tap 'Add'")
        let bar = try #require(tree.root.first(id: "bar")).frame
        // The red bar the two taps made is drawn: red inside, background just outside.
        let inside = try Projects.pixel(png, Int(bar.x + bar.width / 2), Int(bar.y + bar.height / 2))
        #expect(inside.r > 240 && inside.g < 80 && inside.b < 80, "\(inside)")
        let outside = try Projects.pixel(png, Int(bar.x + bar.width + 4), Int(bar.y + bar.height / 2))
        #expect(outside.r > 240 && outside.g > 240 && outside.b > 240, "\(outside)")
    }

    @Test func typingIntoAFieldAndTogglingOpensTheSection() throws {
        let atRest = try Self.layout(Self.form, name: "SignUp.swift", "")
        #expect(atRest.root.first(id: "schedule") == nil && atRest.root.first(id: "advanced") == nil)
        let tree = try Self.layout(Self.form, name: "SignUp.swift",
                                   "type 'Ann' into 'Name'; press enter; toggle 'Notifications'; toggle 'Advanced'")
        #expect(tree.root.first(id: "hello-Ann") != nil, "\(tree.root.all.compactMap(\.id))")
        #expect(tree.root.first(id: "schedule") != nil)
        #expect(tree.root.first(id: "advanced") != nil)
        #expect(tree.root.first(id: "sent") != nil, "Enter ran onSubmit")
    }

    @Test func addingAndDeletingARow() throws {
        let tree = try Self.layout(Self.groceries, name: "Groceries.swift", "tap 'Add'; tap 'Delete Apples'")
        let rows = tree.root.all.compactMap(\.id).filter { $0.hasPrefix("row-") }
        #expect(rows == ["row-Bread", "row-Item 3"], "\(rows)")
        // Bread moved up into the first row's place.
        let atRest = try Self.layout(Self.groceries, name: "Groceries.swift", "")
        let first = try #require(atRest.root.first(id: "row-Apples")).frame
        let bread = try #require(tree.root.first(id: "row-Bread")).frame
        #expect(abs(bread.y - first.y) < 0.01, "\(first) \(bread)")
    }

    @Test func aLinkPushesAndBackPopsAndATabSwitches() throws {
        let source = """
            import SwiftUI

            struct Fruits: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            List {
                                NavigationLink("Apple") { Text("An apple a day").id("apple") }
                            }
                            .navigationTitle("Fruits")
                        }
                        .tabItem { Label("Fruits", systemImage: "leaf") }
                        Text("Your basket").id("basket").tabItem { Label("Basket", systemImage: "cart") }
                    }
                }
            }

            #Preview { Fruits() }
            """
        var tree = try Self.layout(source, name: "Fruits.swift", "tap 'Apple'")
        let pushed = try #require(tree.root.first(id: "apple"))
        #expect(tree.root.all.contains { $0.type == "BackButton" })
        tree = try Self.layout(source, name: "Fruits.swift", "tap 'Apple'; tap 'Back'")
        #expect(tree.root.first(id: "apple") == nil)
        tree = try Self.layout(source, name: "Fruits.swift", "tap 'Basket'")
        #expect(tree.root.first(id: "basket") != nil && tree.root.first(id: "apple") == nil)
        #expect(pushed.frame.width > 0)
    }

    @Test func badStepsAreLocatedErrorsAndTheFileIsUntouched() throws {
        let url = try Command.temporaryFile(Self.counter, name: "CounterErrors.swift")
        let before = try Data(contentsOf: url)
        var r = try CompiledPath.run(["layout", url.path, "--interact", "tap 'Ad'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:5: error: no view shows 'Ad'"), "\(r.stderr)")
        r = try CompiledPath.run(["layout", url.path, "--interact", "tap 'Add'; toggle 'Add'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:19: error: 'Add' is a Button, which does not toggle"), "\(r.stderr)")
        // A parse error is refused before anything is compiled.
        r = try CompiledPath.run(["layout", url.path, "--interact", "tap 'Add'; jump 'Add'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:12: error: unknown step 'jump'"), "\(r.stderr)")
        r = try CompiledPath.run(["layout", url.path, "--engine", "interpreter", "--interact", "tap 'Add'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact runs the user's actions"), "\(r.stderr)")
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func anActionThatTrapsIsALocatedErrorNotACrash() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI
            struct Trap: View {
                @State private var items: [Int] = []
                var body: some View { Button("Boom") { _ = items[3] } }
            }
            #Preview { Trap() }
            """, name: "Trap.swift")
        let r = try CompiledPath.run(["layout", url.path, "--interact", "tap 'Boom'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Trap.swift:4:"), "\(r.stderr)")
    }

    /// A tap that changes an observable object (`@StateObject`'s, or a shared one the view
    /// observes) updates the preview, as SwiftUI's views update when an object they observe
    /// announces a change; no `@State` changes.
    @Test func aTapThatChangesAnObservableObjectUpdatesThePreview() throws {
        let source = """
            import SwiftUI

            final class Cart: ObservableObject {
                @Published var items = 0
                static let shared = Cart()
            }

            struct CartButton: View {
                @StateObject private var cart = Cart()
                @ObservedObject var shared = Cart.shared
                var body: some View {
                    VStack {
                        Text("\\(cart.items) in the cart").id("own-\\(cart.items)")
                        Text("\\(shared.items) shared").id("shared-\\(shared.items)")
                        Button("Add") { cart.items += 1 }
                        Button("Share") { shared.items += 1 }
                    }
                }
            }

            #Preview { CartButton() }
            """
        let ids = try Self.layout(source, name: "CartButton.swift", "tap 'Add'; tap 'Add'; tap 'Share'").root.all.compactMap(\.id)
        #expect(ids.contains("own-2") && ids.contains("shared-1"), "\(ids)")
    }
}
