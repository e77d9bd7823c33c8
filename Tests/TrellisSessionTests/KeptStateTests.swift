import Foundation
import Testing
import Trellis
@testable import TrellisSession

// Edits keep state (Trellis/Live/KeptState.swift): the states of standard types go, as data, to
// the views of the edited code with the same identity, property and type.

private struct Place: Equatable { var x = 0 }

/// The code before the edit and after it: one type name (`Screen`), as an edit of a file has.
private enum Before {
    struct Screen: View {
        @State private var count = 0
        @State private var names: [String] = []
        @State private var place = Place()
        var body: some View {
            VStack {
                Text("Count \(count)")
                Text("Names \(names.joined(separator: ","))")
                Text("Place \(place.x)")
                Button("Add") { count += 1; names.append("n\(count)"); place.x += 1 }
            }
        }
    }
}

private enum After {
    struct Screen: View {
        @State private var count = 0
        @State private var names: [String] = []
        @State private var place = Place()
        var body: some View {
            VStack {
                Text("Total \(count)")
                Text("Names \(names.joined(separator: ","))")
                Text("Place \(place.x)")
                Button("Add one") { count += 1 }
            }
        }
    }
}

/// The state's type changed with the edit: it starts from its initial value.
private enum Retyped {
    struct Screen: View {
        @State private var count = 0.5
        var body: some View { Text("Count \(count)") }
    }
}

@MainActor @Suite struct KeptStateTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 844))

    private func kept() throws -> KeptStates {
        let live = try LivePreview(session: Self.session) { AnyView(Before.Screen()) }
        try live.run(InteractionScript(parsing: "tap 'Add'; tap 'Add'"))
        #expect(live.tree.shownTexts().contains("Count 2"))
        // As the host sends them: JSON.
        let data = try JSONEncoder().encode(live.graph.keptStates())
        return try JSONDecoder().decode(KeptStates.self, from: data)
    }

    @Test func statesOfStandardTypesGoToTheSameViewsAfterAnEdit() throws {
        let live = LivePreview(session: Self.session, graph: ViewGraph(keeping: try kept())) { AnyView(After.Screen()) }
        let texts = live.tree.shownTexts()
        #expect(texts.contains("Total 2"), "\(texts)")
        #expect(texts.contains("Names n1,n2"), "\(texts)")
        // A value of the user's own type belongs to the old code: it starts anew.
        #expect(texts.contains("Place 0"), "\(texts)")
        try live.run(InteractionScript(parsing: "tap 'Add one'"))
        #expect(live.tree.shownTexts().contains("Total 3"))
    }

    @Test func aStateWhoseTypeChangedStartsFresh() throws {
        let live = LivePreview(session: Self.session, graph: ViewGraph(keeping: try kept())) { AnyView(Retyped.Screen()) }
        #expect(live.tree.shownTexts().contains("Count 0.500000"), "\(live.tree.shownTexts())")
    }

    @Test func aViewAtAnotherPlaceStartsFresh() throws {
        let live = LivePreview(session: Self.session, graph: ViewGraph(keeping: try kept())) {
            AnyView(VStack { Text("Header"); After.Screen() })
        }
        #expect(live.tree.shownTexts().contains("Total 0"), "\(live.tree.shownTexts())")
    }
}
