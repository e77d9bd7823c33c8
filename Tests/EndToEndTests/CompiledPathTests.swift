import Foundation
import Testing
import Trellis

/// The compiled path, through the real `trellis` command: files and folders compiled with swiftc
/// against the SwiftUI module, run in a child process, with swiftc's diagnostics at the user's
/// lines and traps and endless loops turned into located errors.
@Suite(.serialized) struct CompiledPath {
    /// A cache of its own, so the first compile of a test really compiles.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compiled-tests-\(getpid())")

    static func run(_ arguments: [String], timeout: TimeInterval = 120, log: Bool = false,
                    environment extra: [String: String] = [:]) throws -> Command.Result {
        var environment = ["TRELLIS_CACHE_DIR": cache.path].merging(extra) { _, new in new }
        if log { environment["TRELLIS_COMPILE_LOG"] = "1" }
        return try Command.run(arguments, timeout: timeout, environment: environment)
    }

    /// `trellis layout --json --engine compiled` of `source` as a file of its own, which compiles
    /// in Swift 5 mode.
    static func layoutInSwift5(_ source: String, name: String) throws -> Command.Result {
        let file = try Command.temporaryFile(source, name: name)
        return try run(["layout", file.path, "--json", "--engine", "compiled"])
    }

    /// `trellis layout --json --engine compiled` of `source` as the one file of target `target`
    /// of a tools-version 6 package, which compiles in Swift 6 mode.
    static func layoutInSwift6Package(_ source: String, name: String, target: String) throws -> Command.Result {
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(name: "\(target)Package", platforms: [.iOS(.v17)], targets: [.target(name: "\(target)")])
                """,
            "Sources/\(target)/\(name)": source,
        ])
        let file = root.appendingPathComponent("Sources/\(target)/\(name)")
        return try run(["layout", file.path, "--json", "--engine", "compiled"])
    }

    static func sample(_ name: String) -> String { packageRoot.appendingPathComponent("Samples").appendingPathComponent(name).path }

    static func tree(_ json: String) throws -> LayoutTree {
        try JSONDecoder().decode(LayoutTree.self, from: Data(json.utf8))
    }

    static func texts(_ e: LayoutTree.Element) -> [LayoutTree.Element] {
        (e.type == "Text" ? [e] : []) + e.children.flatMap(texts)
    }

    @Test func plainSwiftFileOpensCompiled() throws {
        // UUID, an enum with computed properties, Text(_:format:), @Observable, a generic view,
        // NumberFormatter, String(format:), a closure in a let: the interpreter refuses the file.
        let r = try Self.run(["layout", Self.sample("OrderSummary.swift"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try Self.tree(r.stdout)
        #expect(tree.window.width == 390 && tree.window.height == 844)
        // Title, 3 items × 2 texts, shipping, tax and total rows × 2, the footnote.
        #expect(Self.texts(tree.root).count == 1 + 6 + 6 + 1, "\(Self.texts(tree.root).count)")
    }

    @Test func renderAndCheckTakeTheCompiledPath() throws {
        let out = Self.cache.appendingPathComponent("order.png").path
        try FileManager.default.createDirectory(at: Self.cache, withIntermediateDirectories: true)
        let r = try Self.run(["render", Self.sample("OrderSummary.swift"), "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(((try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0) > 1000)
        let c = try Self.run(["check", Self.sample("OrderSummary.swift")])
        #expect(c.status == 0, "\(c.stderr)")
    }

    @Test func sizeThatFitsTraitSizesTheCanvasToTheView() throws {
        let r = try Self.run(["layout", Self.sample("OrderSummary.swift"), "--preview", "Standard shipping", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try Self.tree(r.stdout)
        // `.frame(width: 320)` at its ideal height: the window is the view.
        #expect(abs(tree.window.width - 320) < 0.01)
        #expect(abs(tree.root.frame.height - tree.window.height) < 0.01 && tree.root.frame.y == 0)
    }

    @Test func folderIsOneModuleWithPreviewsByName() throws {
        let folder = Self.sample("Bookshelf")
        let r = try Self.run(["layout", folder, "--preview", "By title", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try Self.tree(r.stdout)
        let texts = Self.texts(tree.root)
        #expect(texts.count == 2 + 4 * 4, "\(texts.count)")
        let newest = try Self.run(["layout", folder, "--json"])
        #expect(newest.status == 0, "\(newest.stderr)")
        #expect(try Self.tree(newest.stdout) != tree, "the two previews differ in order")
        let missing = try Self.run(["layout", folder, "--preview", "Nope"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no preview named 'Nope'") && missing.stderr.contains("'By title'"), "\(missing.stderr)")
    }

    @Test func swiftcDiagnosticsAreAtTheUsersLines() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Card: View {
                var body: some View {
                    Text(undefinedName)
                }
            }

            #Preview { Card() }
            """, name: "Card.swift")
        let r = try Self.run(["check", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):5:14: error: cannot find 'undefinedName' in scope"), "\(r.stderr)")
    }

    @Test func topLevelExpressionIsWrappedWithoutMovingColumns() throws {
        // A layout file's bare expression: line 2's columns are the user's, not the wrapper's.
        let url = try Command.temporaryFile("let id = UUID()\nText(id.uuidString).frame(width: missing)\n", name: "Loose.swift")
        let r = try Self.run(["layout", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):2:34: error: cannot find 'missing' in scope"), "\(r.stderr)")
        try "let id = UUID()\nText(id.uuidString.prefix(4)).frame(width: 120)\n".write(to: url, atomically: true, encoding: .utf8)
        let ok = try Self.run(["layout", url.path, "--json"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try Self.tree(ok.stdout).root.frame.width == 120)
    }

    @Test func indexingAnEmptyArrayIsALocatedError() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Names: View {
                let names: [String] = []
                var body: some View {
                    Text(names[0])
                }
            }

            #Preview { Names() }
            """, name: "Names.swift")
        for command in [["layout", url.path], ["render", url.path, "-o", url.path + ".png"], ["check", url.path]] {
            let r = try Self.run(command)
            #expect(r.status == 1, "\(command)")
            #expect(r.stderr.contains("\(url.path):6:") && r.stderr.contains("Index out of range"), "\(command): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: url.path + ".png"))
        }
    }

    @Test func fatalErrorAndForceUnwrapNameTheirLines() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Broken: View {
                var value: Int? = nil
                var body: some View {
                    Text("\\(value!)")
                }
            }

            #Preview { Broken() }
            #Preview("Fatal") { fatalError("not ready") }
            #Preview("Seventh", traits: .sizeThatFitsLayout) {
                Broken(
                    value: [1: 2][7]!
                )
            }
            """, name: "Broken.swift")
        let r = try Self.run(["layout", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):6:") && r.stderr.contains("Unexpectedly found nil"), "\(r.stderr)")
        let f = try Self.run(["layout", url.path, "--preview", "Fatal"])
        #expect(f.status == 1)
        #expect(f.stderr.contains("\(url.path):11:") && f.stderr.contains("not ready"), "\(f.stderr)")
        // In a preview's body, swiftc's runtime names the line of the macro's expansion (here 3),
        // not the file's: the place is the unwrap's own.
        let u = try Self.run(["layout", url.path, "--preview", "Seventh"])
        #expect(u.status == 1)
        #expect(u.stderr.contains("\(url.path):14:25: error: Fatal error: Unexpectedly found nil"), "\(u.stderr)")
    }

    @Test func endlessLoopIsStopped() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Spin: View {
                var body: some View {
                    var n = 0
                    while n >= 0 { n = (n + 1) % 1000 }
                    return Text("never")
                }
            }

            #Preview { Spin() }
            """, name: "Spin.swift")
        let start = Date()
        let r = try Self.run(["layout", url.path, "--timeout", "2"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("did not finish in 2 s"), "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func previewableStateAndUnchangedFilesComeFromTheCache() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            #Preview("Toggle") {
                @Previewable @State var count = 3
                HStack {
                    Text("Count \\(count)")
                    Color.red.frame(width: CGFloat(count) * 10, height: 10)
                }
            }
            """, name: "Counter.swift")
        let first = try Self.run(["layout", url.path, "--json", "--engine", "compiled"], log: true)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("compiled"), "\(first.stderr)")
        let tree = try Self.tree(first.stdout)
        #expect(tree.root.children.contains { abs($0.frame.width - 30) < 0.01 && abs($0.frame.height - 10) < 0.01 })
        let second = try Self.run(["layout", url.path, "--json", "--engine", "compiled"], log: true)
        #expect(second.stderr.contains("cached"), "\(second.stderr)")
        #expect(try Self.tree(second.stdout) == tree)
    }

    /// Every view a compiled file writes knows where: `#filePath`, `#line` and `#column` of each
    /// view-builder expression, mapped to the user's file (not the rewritten copy swiftc compiled,
    /// and without the columns the loader inserted to wrap a top-level expression).
    @Test func compiledViewsKnowWhereTheyAreWritten() throws {
        let url = try Command.temporaryFile("""
            VStack(spacing: 0) {
                Text("Hello")
                Color.red
                    .frame(width: 10, height: 10)
            }
            """, name: "Loose.swift")
        let r = try Self.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try Self.tree(r.stdout).root
        let all = [root] + root.children.flatMap { [$0] + $0.children.flatMap { [$0] + $0.children } }
        func source(_ type: String) -> String? { all.first { $0.type == type }?.source?.description }
        // The top-level expression was wrapped in `#Preview { ` on its own line: column 1 still.
        #expect(source("VStack") == "\(url.path):1:1")
        #expect(source("Text") == "\(url.path):2:5")
        // A modifier is located where its expression starts; so is what it wraps.
        #expect(source("frame") == "\(url.path):3:5")
        #expect(source("Color") == "\(url.path):3:5")

        // A #Preview body's views are located at their own lines, not the macro's; values in
        // its closures that are not views (a closure that must return Text, numbers) compile
        // as written; so does a body with @Previewable state.
        let previews = try Command.temporaryFile("""
            import SwiftUI

            func caption(_ make: () -> Text) -> Text { make() }

            #Preview("Body") {
                VStack(spacing: 0) {
                    caption { Text("Hello") }
                    Color.red
                        .frame(width: 10, height: CGFloat([4, 6].map { Double($0) }.reduce(0, +)))
                }
            }

            #Preview("State") {
                @Previewable @State var on = true
                Toggle("On", isOn: $on)
                    .padding()
            }
            """, name: "Previews.swift")
        let body = try Self.run(["layout", previews.path, "--json", "--engine", "compiled", "--preview", "Body"])
        #expect(body.status == 0, "\(body.stderr)")
        let bodyRoot = try Self.tree(body.stdout).root
        func located(_ e: LayoutTree.Element) -> [String: String] {
            var all = e.source.map { [e.type: $0.description] } ?? [:]
            for c in e.children { all.merge(located(c)) { first, _ in first } }
            return all
        }
        let bodySources = located(bodyRoot)
        #expect(bodySources["VStack"] == "\(previews.path):6:5", "\(bodySources)")
        #expect(bodySources["Text"] == "\(previews.path):7:9", "\(bodySources)")
        #expect(bodySources["frame"] == "\(previews.path):8:9", "\(bodySources)")
        #expect(bodySources["Color"] == "\(previews.path):8:9", "\(bodySources)")
        let state = try Self.run(["layout", previews.path, "--json", "--engine", "compiled", "--preview", "State"])
        #expect(state.status == 0, "\(state.stderr)")
        let stateSources = located(try Self.tree(state.stdout).root)
        #expect(stateSources["padding"] == "\(previews.path):15:5", "\(stateSources)")

        // A folder module: each view is located in the file that writes it.
        let folder = Self.sample("Bookshelf")
        let shelf = try Self.run(["layout", folder, "--json"])
        #expect(shelf.status == 0, "\(shelf.stderr)")
        func sources(_ e: LayoutTree.Element) -> [String] { (e.source.map { [$0.file] } ?? []) + e.children.flatMap(sources) }
        let files = Set(try sources(Self.tree(shelf.stdout).root).map { ($0 as NSString).lastPathComponent })
        #expect(files == ["ShelfView.swift", "BookRow.swift"], "\(files)")
    }

    /// Compiled code that allocates without end is stopped at the preview's memory budget (its
    /// own allocations never reach the engine's checks), with an error naming the file.
    @Test func compiledCodeIsStoppedAtTheMemoryBudget() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Greedy: View {
                let blocks = (0..<64).map { _ in [UInt8](repeating: 1, count: 16 << 20) }
                var body: some View { Text("\\(blocks.count)") }
            }

            #Preview { Greedy() }
            """, name: "Greedy.swift")
        let start = Date()
        let r = try Self.run(["render", url.path, "-o", url.path + ".png", "--engine", "compiled"],
                             environment: ["TRELLIS_BUDGET_MB": "300"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):1:1: error: the preview's code used more than 300 MB of memory and was stopped"), "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 60)
    }

    /// swiftc's parser takes time exponential in a run of brackets opened inside each other (40
    /// in an interpolation: over a minute), as SwiftParser's does: the compiled path refuses such
    /// a file at the run, as the interpreter does, instead of compiling it.
    @Test func longBracketRunIsRefusedBeforeCompiling() throws {
        let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        let url = try Command.temporaryFile("import SwiftUI\n#Preview { Text(\"\\(\(deep))\") }\n", name: "Deep.swift")
        let start = Date()
        let r = try Self.run(["check", url.path, "--engine", "compiled"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(url.path):2:20: error: more than 10 brackets opened directly inside each other"), "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 30)
    }

    /// What the compiled-path fuzzer found: a chain of thousands of modifiers recursed the
    /// loader's syntax walk off the stack, and a file with nothing to preview said so without a
    /// place. Both are errors at their place now.
    @Test func deepChainAndNothingToPreviewAreLocatedErrors() throws {
        let chain = "func values() -> Int {\n Color.red" + String(repeating: ".padding(1)", count: 6000) + "\n}\n"
        let deep = try Command.temporaryFile(chain, name: "Chain.swift")
        let r = try Self.run(["check", deep.path, "--engine", "compiled"])
        #expect(r.status == 1, "\(r.stderr.prefix(500))")
        #expect(r.stderr.hasPrefix(deep.path + ":"), "\(r.stderr.prefix(500))")
        let empty = try Command.temporaryFile("func helper() -> Int { 1 }\n", name: "Helper.swift")
        let e = try Self.run(["check", empty.path, "--engine", "compiled"])
        #expect(e.status == 1)
        #expect(e.stderr.contains("\(empty.path):1:1: error: nothing to preview"), "\(e.stderr)")
    }
}
