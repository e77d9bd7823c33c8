import Foundation
import Testing

/// An edit of bodies compiles them alone, as replacements of the module compiled before it
/// (EditReplacements.swift), through the real `trellis`: each edit lays out exactly as a whole
/// compile of the edited file does (frames, and the lines and columns views are written at); an
/// edit outside bodies compiles the whole module; errors and traps in an edited body are said at
/// the user's lines.
@Suite(.serialized) struct EditReplacementTests {
    static let screen = """
        import SwiftUI

        struct Badge: View {
            var count: Int
            var body: some View {
                Text("\\(count)").font(.caption).padding(4).background(Capsule().fill(.yellow))
            }
        }

        private struct Line<Trailing: View>: View {
            var title: String
            @ViewBuilder var trailing: Trailing
            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                    trailing
                }
            }
        }

        struct Inbox: View {
            @State private var unread = 3
            private let names = ["Ada", "Grace", "Edsger"]

            private var header: String { "Inbox" }

            @ViewBuilder
            private var footer: some View {
                Divider()
                Text("\\(names.count) people").font(.footnote)
            }

            func row(_ name: String, index: Int) -> some View {
                Line(title: name) { Badge(count: index + unread) }
            }

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text(header).font(.title)
                    ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                        row(name, index: index)
                    }
                    footer
                }
                .padding()
            }
        }

        #Preview {
            Inbox()
        }
        """

    /// `trellis layout` of `source` at `file`, with `cache`: its output and the compile's log line.
    static func layout(_ source: String, file: URL, cache: URL) throws -> (layout: String, log: String, status: Int32, stderr: String) {
        try source.write(to: file, atomically: true, encoding: .utf8)
        let r = try Command.run(["layout", file.path, "--engine", "compiled"], timeout: 180,
                                environment: ["TRELLIS_CACHE_DIR": cache.path, "TRELLIS_COMPILE_LOG": "1"] )
        let log = r.stderr.split(separator: "\n").first { $0.hasPrefix("trellis: ") && !$0.contains("module") }.map(String.init) ?? r.stderr
        return (r.stdout, log, r.status, r.stderr)
    }

    /// The line of the screen `text` is on.
    static func line(of text: String) -> Int {
        (screen.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-edits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func editedBodiesLayOutAsAWholeCompileDoes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Inbox.swift"), cache = folder.appendingPathComponent("cache")
        let first = try Self.layout(Self.screen, file: file, cache: cache)
        #expect(first.status == 0 && first.log.contains("compiled 1 file"), "\(first.log)")
        // Each edit of the screen as a user makes them, one after another.
        let edits: [(String, String, String)] = [
            ("a text", "Text(header).font(.title)", "Text(header + \"!\").font(.largeTitle)"),
            ("a line added in a body (the views below move down)", "                .padding()\n", "                .padding()\n                .border(.gray)\n"),
            ("a computed property", "\"Inbox\" }", "\"Mail\" }"),
            ("a function's result", "Badge(count: index + unread)", "Badge(count: index * 10 + unread)"),
            ("a private generic view's body", "Spacer()", "Spacer(minLength: 40)"),
            ("a view builder property (its attribute on the line above)", "people\").font(.footnote)", "names\").font(.caption)"),
            ("comments alone", "import SwiftUI\n", "import SwiftUI\n// The inbox.\n// Rows of names.\n"),
        ]
        var source = Self.screen
        for (what, from, to) in edits {
            source = source.replacingOccurrences(of: from, with: to)
            let edited = try Self.layout(source, file: file, cache: cache)
            #expect(edited.status == 0 && edited.log.contains("as replacements"), "\(what): \(edited.log) \(edited.stderr)")
            let whole = try Self.layout(source, file: file, cache: folder.appendingPathComponent("fresh-\(edits.firstIndex { $0.0 == what }!)"))
            #expect(whole.log.contains("compiled 1 file"), "\(what): \(whole.log)")
            #expect(edited.layout == whole.layout, "\(what):\n\(edited.layout)\n---- a whole compile:\n\(whole.layout)")
        }
    }

    @Test func anEditOutsideBodiesCompilesTheWholeModule() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Inbox.swift"), cache = folder.appendingPathComponent("cache")
        _ = try Self.layout(Self.screen, file: file, cache: cache)
        let source = Self.screen.replacingOccurrences(of: "\"Edsger\"]", with: "\"Edsger\", \"Barbara\"]")
        let edited = try Self.layout(source, file: file, cache: cache)
        #expect(edited.status == 0 && edited.log.contains("compiled 1 file"), "\(edited.log)")
        // A fourth row.
        #expect(edited.layout.components(separatedBy: "HStack").count - 1 == 4, "\(edited.layout)")
        // And the edits after it replace bodies of that compile.
        let next = try Self.layout(source.replacingOccurrences(of: "spacing: 8", with: "spacing: 12"), file: file, cache: cache)
        #expect(next.status == 0 && next.log.contains("compiled 1 edited body as replacements"), "\(next.log)")
        // A comment below the edited body: the same replacements, compiled once.
        let commented = try Self.layout(source.replacingOccurrences(of: "spacing: 8", with: "spacing: 12") + "\n// Done.\n", file: file, cache: cache)
        #expect(commented.status == 0 && commented.log.contains("cached build of 1 edited body as replacements"), "\(commented.log)")
        #expect(commented.layout == next.layout)
    }

    @Test func anErrorInAnEditedBodyIsSaidAtItsLine() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Inbox.swift"), cache = folder.appendingPathComponent("cache")
        _ = try Self.layout(Self.screen, file: file, cache: cache)
        let broken = try Self.layout(Self.screen.replacingOccurrences(of: "Text(header).font(.title)", with: "Text(header).font(.titel)"),
                                     file: file, cache: cache)
        #expect(broken.status != 0)
        let r = try Command.run(["layout", file.path, "--engine", "compiled"], timeout: 180, environment: ["TRELLIS_CACHE_DIR": cache.path])
        #expect(r.stderr.contains("\(file.path):\(Self.line(of: "Text(header)")):"), "\(r.stderr)")
        #expect(!r.stderr.contains("@edit"), "\(r.stderr)")
    }

    @Test func aTrapInAReplacedBodyIsSaidAtTheUsersLine() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Inbox.swift"), cache = folder.appendingPathComponent("cache")
        _ = try Self.layout(Self.screen, file: file, cache: cache)
        let trapping = Self.screen.replacingOccurrences(of: "private var header: String { \"Inbox\" }",
                                                        with: "private var header: String { names[7] }")
        let r = try Self.layout(trapping, file: file, cache: cache)
        #expect(r.status != 0 && r.log.contains("as replacements"), "\(r.log)")
        let again = try Command.run(["layout", file.path, "--engine", "compiled"], timeout: 180, environment: ["TRELLIS_CACHE_DIR": cache.path])
        #expect(again.stderr.contains("Inbox.swift:\(Self.line(of: "private var header")):"), "\(again.stderr)")
        #expect(!again.stderr.contains("@edit"), "\(again.stderr)")
    }
}
