import Foundation
import Testing
import Trellis

/// A compiled preview is laid out and drawn as the window and Xcode's canvas open it: it runs,
/// so what appears has run. Real screens load their data when they appear (`onAppear`, `.task`,
/// a SwiftData container that generates its sample data, as Apple's Backyard Birds does); drawn
/// at rest they were empty. What the user's code prints goes to standard error, so
/// `layout --json` stays JSON.
@Suite(.serialized) struct OpenedScreenCompiled {
    static let screen = """
        import SwiftUI
        import SwiftData

        @Model final class Bird {
            var name: String
            init(name: String) { self.name = name }
        }

        @Observable final class Feed {
            var posts: [String] = []
            func load() async { posts = ["Dawn chorus", "Nest box"] }
        }

        struct GenerateBirds: ViewModifier {
            @Environment(\\.modelContext) private var context
            func body(content: Content) -> some View {
                content.onAppear {
                    print("generating birds")
                    context.insert(Bird(name: "Robin"))
                    context.insert(Bird(name: "Wren"))
                }
            }
        }

        struct BirdScreen: View {
            @Query(sort: \\Bird.name) private var birds: [Bird]
            @State private var feed = Feed()
            @State private var greeting = "Loading"

            var body: some View {
                VStack(spacing: 0) {
                    ForEach(birds) { bird in
                        Color.green.frame(width: 100, height: 20).id("bird-\\(bird.name)")
                    }
                    ForEach(feed.posts, id: \\.self) { post in
                        Color.blue.frame(width: 80, height: 10).id("post-\\(post)")
                    }
                    Color.orange.frame(width: 60, height: 30).id("greeting-\\(greeting)")
                }
                .onAppear { greeting = "Hello" }
                .task { await feed.load() }
            }
        }

        #Preview {
            BirdScreen()
                .modifier(GenerateBirds())
                .modelContainer(for: Bird.self, inMemory: true)
        }
        """

    /// Two birds (sorted: Robin, Wren), two posts and the greeting: 20 + 20 + 10 + 10 + 30 = 90
    /// tall, centred in 390 × 844: y 377; each child centred on x 195.
    @Test func aScreenShowsWhatItsAppearanceLoaded() throws {
        let url = try Command.temporaryFile(Self.screen, name: "BirdScreen.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("generating birds"), "the user's output goes to standard error: \(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        expectFrame(tree, "bird-Robin", 145, 377, 100, 20)
        expectFrame(tree, "bird-Wren", 145, 397, 100, 20)
        expectFrame(tree, "post-Dawn chorus", 155, 417, 80, 10)
        expectFrame(tree, "post-Nest box", 155, 427, 80, 10)
        expectFrame(tree, "greeting-Hello", 165, 437, 60, 30)
        // `--proposals` records its own pass of the same opened screen.
        let proposals = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--proposals"])
        #expect(proposals.status == 0, "\(proposals.stderr)")
        expectFrame(try CompiledPath.tree(proposals.stdout), "bird-Wren", 145, 397, 100, 20)
    }

    /// `check --layout-warnings` lints the screen as it opens: a caption that loads when it
    /// appears and does not fit is truncated there (at rest it was empty and fit).
    @Test func checkLintsTheScreenAsItOpens() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Caption: View {
                @State private var caption = ""
                var body: some View {
                    Text(caption).lineLimit(1).frame(width: 80)
                        .onAppear { caption = "A caption much too long to fit" }
                }
            }

            #Preview { Caption() }
            """, name: "Caption.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try Command.run(["check", url.path, "--layout-warnings", "--engine", "compiled"], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("\(url.path):6:9: warning: Text \"A caption much too long to fit\" is truncated"), "\(r.stderr)")
    }
}
