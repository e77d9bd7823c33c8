import Foundation
import Testing
import Trellis
@testable import TrellisSession

// A row's state belongs to its element, not its place, whether its container builds rows lazily
// (`List`, `LazyVStack`) or at once (`VStack`): the lazy rows are identified as `ForEach`,
// `if`, optionals, view builders and custom views identify the views they resolve at once.

private struct Row: View {
    let name: String
    @State private var checked = false
    var body: some View {
        Button(checked ? "\(name) checked" : name) { checked.toggle() }
    }
}

private enum Container: CaseIterable { case list, lazyStack, stack }

private struct People: View {
    let container: Container
    @State private var names = ["Ann", "Bob", "Cy"]
    @State private var header = false
    var rows: some View {
        Group {
            if header { Text("Header") }
            ForEach(names, id: \.self) { Row(name: $0) }
        }
    }
    var body: some View {
        VStack {
            switch container {
            case .list: List { rows }.frame(height: 400)
            case .lazyStack: ScrollView { LazyVStack { rows } }.frame(height: 400)
            case .stack: VStack { rows }
            }
            Button("Drop first") { names.removeFirst() }
            Button("Add header") { header = true }
            Button("Insert Zoe") { names.insert("Zoe", at: 0) }
        }
    }
}

@MainActor @Suite struct LazyRowIdentityTests {
    @Test(arguments: Container.allCases)
    private func aRowsStateFollowsItsElement(_ container: Container) throws {
        let live = try LivePreview(session: PreviewSession(size: CGSize(width: 390, height: 844))) {
            AnyView(People(container: container))
        }
        try live.run(InteractionScript(parsing: "tap 'Bob'"))
        #expect(live.tree.shownTexts().contains("Bob checked"), "\(live.tree.shownTexts())")
        // Ann goes: Bob is first now and keeps his check; Cy, second now, has none.
        try live.run(InteractionScript(parsing: "tap 'Drop first'"))
        var texts = live.tree.shownTexts()
        #expect(texts.contains("Bob checked") && texts.contains("Cy") && !texts.contains("Cy checked"), "\(container): \(texts)")
        // A row above them and an element before them move them; their state stays theirs.
        try live.run(InteractionScript(parsing: "tap 'Add header'; tap 'Insert Zoe'"))
        texts = live.tree.shownTexts()
        #expect(texts.contains("Header") && texts.contains("Zoe") && !texts.contains("Zoe checked"), "\(container): \(texts)")
        #expect(texts.contains("Bob checked") && !texts.contains("Cy checked"), "\(container): \(texts)")
    }
}
