import Foundation
import Testing
import Trellis
@testable import TrellisInterpreter

/// Every view and modifier a layout file writes knows its line and column (1-based, UTF-8).
@Suite struct SourceLocations {
    /// "LINE:COL" of every element of the default preview, depth first, as `Type LINE:COL`.
    static func located(_ file: InterpretedFile, _ w: CGFloat = 300, _ h: CGFloat = 300) -> [String] {
        layoutFile(file, w, h).root.all.map { "\($0.type)\($0.id.map { " #\($0)" } ?? "") \($0.source.map { "\($0.line):\($0.column)" } ?? "-")" }
    }

    @Test func textStackAndModifiersHaveTheirPlaces() {
        let file = load("""
            VStack(spacing: 4) {
                Text("Title")
                    .font(.title)
                    .padding(8)
                Color.red.frame(width: 10, height: 10).id("red")
            }
            """, path: "/tmp/Screen.swift")
        // `.font` makes no node and locates nothing; `.padding` and `.frame` are at their names.
        #expect(Self.located(file) == ["VStack 1:1", "padding 4:10", "Text 2:5", "frame #red 5:15", "Color 5:5"])
        let tree = layoutFile(file)
        #expect(tree.root.source?.file == "/tmp/Screen.swift")
    }

    @Test func customViewBodiesKeepTheirOwnLines() {
        let file = load("""
            struct Card: View {
                var title: String
                var body: some View {
                    HStack {
                        Text(title)
                    }
                }
            }

            struct Wrapper: View {
                var body: some View { Card(title: "plain") }
            }

            #Preview {
                VStack {
                    Card(title: "A")
                    Card(title: "B").padding()
                    Wrapper()
                }
            }
            """)
        // The nodes of a body are located in the body (where they are edited), whichever
        // instance made them; the instance's own modifiers are at the call.
        #expect(Self.located(file) == ["VStack 15:5", "HStack 4:9", "Text 5:13", "padding 17:26", "HStack 4:9", "Text 5:13",
                                       "HStack 4:9", "Text 5:13"])
    }

    @Test func viewsInsideACustomLayoutsContent() {
        let file = load("""
            struct Pile: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 50, height: 50)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
                }
            }

            #Preview {
                Pile {
                    Text("a")
                    Circle().fill(.blue).frame(width: 5, height: 5)
                }
            }
            """)
        // A filled shape is the shape's node: it keeps where the shape was written.
        #expect(Self.located(file) == ["Pile 11:5", "Text 12:9", "frame 13:30", "Circle 13:9"])
    }

    @Test func textConcatenationAndStoredViews() {
        let file = load("""
            struct Row: View {
                let label = Text("L")
                var body: some View {
                    HStack {
                        label
                        Text("a") + Text("b").bold()
                        Color.blue
                    }
                }
            }
            """)
        #expect(Self.located(file) == ["HStack 4:9", "Text 2:17", "Text 6:13", "Color 7:13"])
    }

    @Test func groupModifiersLocateEachView() {
        let file = load("""
            HStack {
                Group {
                    Text("a")
                    Text("b")
                }
                .frame(width: 20)
            }
            """)
        #expect(Self.located(file) == ["HStack 1:1", "frame 6:6", "Text 3:9", "frame 6:6", "Text 4:9"])
    }

    @Test func locationsFollowTheSourceAfterAReload() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("Live.swift")
        try "VStack {\n    Text(\"a\").padding()\n}\n".write(to: url, atomically: true, encoding: .utf8)
        let first = try InterpretedFile(contentsOf: url)
        #expect(Self.located(first) == ["VStack 1:1", "padding 2:15", "Text 2:5"])
        try "// a comment\n\nVStack {\n    Spacer()\n        Text(\"a\")\n        .padding()\n}\n".write(to: url, atomically: true, encoding: .utf8)
        let second = try InterpretedFile(contentsOf: url)
        #expect(Self.located(second) == ["VStack 3:1", "Spacer 4:5", "padding 6:10", "Text 5:9"])
        #expect(layoutFile(second).root.source?.file == url.path)
    }

    @Test func columnsAreUTF8BytesLikeTheCompiler() {
        let file = load("VStack { Text(\"é\"); Text(\"x\") }")
        // "é" is two bytes: the second Text starts at byte column 22.
        #expect(Self.located(file) == ["VStack 1:1", "Text 1:10", "Text 1:22"])
    }

}
