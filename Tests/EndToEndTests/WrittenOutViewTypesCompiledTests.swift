import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Views whose types are written out in full, as SwiftUI names them (`HStack<TupleView<(Text,
/// Spacer)>>`, Kavsoft's salad app's header; tutorials "without opaque return types"), compile
/// with the real `trellis` command and lay out as the same views written `some View`, and the
/// interpreter lays them out the same.
@Suite(.serialized) struct WrittenOutViewTypesCompiled {
    static let source = """
        import SwiftUI

        struct Header: View {
            var body: HStack<TupleView<(Text, Spacer, Image)>> {
                HStack {
                    Text("Salads")
                    Spacer()
                    Image(systemName: "magnifyingglass")
                }
            }
        }

        struct Price: View {
            var body: VStack<TupleView<(Text, Text)>> {
                return VStack(alignment: .leading) {
                    Text("Meat Salad")
                    Text("$6.50")
                }
            }
        }

        struct Screen: View {
            func badge() -> ZStack<TupleView<(Circle, Text)>> {
                ZStack { Circle(); Text("10%") }
            }
            var body: some View {
                VStack(spacing: 0) {
                    Header().id("header")
                    Price().id("price")
                    badge().frame(width: 40, height: 40).id("badge")
                    TupleView((Color.red.frame(width: 30, height: 10).id("a"), Color.blue.frame(width: 50, height: 10).id("b")))
                }
            }
        }

        #Preview { Screen() }
        """

    @Test func writtenOutTypesCompileAndLayOutAsTheInterpreterDoes() throws {
        let url = try Command.temporaryFile(Self.source, name: "Salads.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var trees: [LayoutTree] = []
        for engine in ["compiled", "interpreter"] {
            let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", engine])
            #expect(r.status == 0, "\(engine): \(r.stderr)")
            trees.append(try CompiledPath.tree(r.stdout))
        }
        let compiled = trees[0]
        // The header spans the window: the title at its leading edge, the image at its trailing.
        let header = try #require(compiled.root.all.first { $0.id == "header" })
        #expect(header.frame.width == 390, "\(header.frame)")
        #expect(header.children.map(\.type) == ["Text", "Spacer", "Image"])
        #expect(header.children.first?.frame.x == 0, "\(header.children)")
        #expect(header.children.last.map { $0.frame.x + $0.frame.width } == 390, "\(header.children)")
        // Stacked with no spacing below the header (21) and the price (42), centred.
        let top = header.frame.y
        expectFrame(compiled, "price", 149.5, top + 21, 91, 42)
        expectFrame(compiled, "badge", 175, top + 63, 40, 40)
        expectFrame(compiled, "a", 180, top + 103, 30, 10)
        expectFrame(compiled, "b", 170, top + 113, 50, 10)
        // Same frames both ways.
        for id in ["header", "price", "badge", "a", "b"] {
            let frames = trees.map { $0.root.all.first { $0.id == id }?.frame }
            #expect(frames[0] != nil && frames[0] == frames[1], "\(id): \(frames)")
        }
    }
}
