import Foundation
import Testing
import Trellis
import TrellisInterpreter

/// The built `trellis` command, run as a real process.
@Suite(.serialized) struct Command {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `trellis` command under test (see `trellisExecutable`).
    static let executable = URL(fileURLWithPath: trellisExecutable ?? packageRoot.appendingPathComponent(".build/debug/trellis").path)

    static func run(_ arguments: [String], timeout: TimeInterval = 60, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read while it runs so a full pipe never blocks it.
        let outData = ReadBox(), errData = ReadBox()
        let group = DispatchGroup()
        for (pipe, box) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async {
                box.data = pipe.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            Issue.record("trellis \(arguments) did not finish in \(timeout) s")
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
                      stderr: String(decoding: errData.data, as: UTF8.self))
    }

    final class ReadBox: @unchecked Sendable { var data = Data() }

    /// Writes `source` to a temporary layout file.
    static func temporaryFile(_ source: String, name: String = "Layout.swift") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    struct Tree: Decodable {
        struct Size: Decodable { let width: Double, height: Double }
        struct Frame: Decodable { let x: Double, y: Double, width: Double, height: Double }
        struct Node: Decodable {
            let type: String
            let id: String?
            let frame: Frame
            let children: [Node]
            func first(_ id: String) -> Node? {
                if self.id == id { return self }
                for c in children { if let n = c.first(id) { return n } }
                return nil
            }
        }
        let window: Size
        let root: Node
    }

    @Test func layoutJSONIsTheLayoutTree() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the trellis product first")
        let url = try Self.temporaryFile("""
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.id("row")
            .frame(width: 150, height: 150)
            """)
        let r = try Self.run(["layout", url.path, "--size", "200x200", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try JSONDecoder().decode(Tree.self, from: Data(r.stdout.utf8))
        #expect(tree.window.width == 200 && tree.window.height == 200)
        #expect(tree.root.type == "frame")
        let row = try #require(tree.root.first("row"))
        #expect(row.type == "HStack")
        #expect((row.frame.x, row.frame.y, row.frame.width, row.frame.height) == (46, 75, 108, 50))
        let blue = try #require(tree.root.first("blue"))
        #expect((blue.frame.x, blue.frame.y) == (104, 75))
    }

    @Test func layoutPrintsAnIndentedTree() throws {
        let url = try Self.temporaryFile("VStack { Text(\"Hi\").id(\"hi\"); Color.red.frame(width: 10, height: 10) }")
        let r = try Self.run(["layout", url.path])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "window 390 × 844")
        #expect(lines.contains { $0.hasPrefix("  VStack  (") })
        #expect(lines.contains { $0.hasPrefix("    Text #hi  (") && $0.hasSuffix("  Layout.swift:1:10") })
        // Each line ends with where the view was written: the modifier's name for `frame`.
        #expect(lines.contains { $0.hasPrefix("    frame  (") && $0.hasSuffix("10 × 10  Layout.swift:1:41") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("      Color  (") && $0.hasSuffix("  Layout.swift:1:31") }, "\(lines)")
    }

    @Test func errorsAreReportedInCompilerFormatWithExitStatus1() throws {
        let url = try Self.temporaryFile("""
            VStack {
                Txt("a")
                Text("b").paddin()
            }
            """, name: "Broken.swift")
        // The interpreter's own messages (without `--engine interpreter` the file goes to swiftc,
        // whose diagnostics CompiledPathTests checks).
        for command in ["layout", "check", "render"] {
            var arguments = [command, url.path, "--engine", "interpreter"]
            if command == "render" { arguments += ["-o", url.deletingLastPathComponent().appendingPathComponent("out.png").path] }
            let r = try Self.run(arguments)
            #expect(r.status == 1, "\(command)")
            let lines = r.stderr.split(separator: "\n").map(String.init)
            #expect(lines.contains("\(url.path):2:5: error: unknown view or type 'Txt'; did you mean 'Text'?"), "\(command): \(r.stderr)")
            #expect(lines.contains("\(url.path):3:15: error: unknown modifier or method 'paddin'; did you mean 'padding'?"))
            #expect(r.stdout.isEmpty || command == "check")
        }
    }

    @Test func checkReportsEveryFileAndSucceedsOnGoodOnes() throws {
        let good = try Self.temporaryFile("Text(\"fine\")", name: "Good.swift")
        let bad = try Self.temporaryFile("Text(1)", name: "Bad.swift")
        let ok = try Self.run(["check", good.path])
        #expect(ok.status == 0 && ok.stderr.isEmpty)
        let both = try Self.run(["check", good.path, bad.path, "/nonexistent/Missing.swift", "--engine", "interpreter"])
        #expect(both.status == 1)
        #expect(both.stderr.contains("\(bad.path):1:6: error: the argument of Text expects String, found Int"))
        #expect(both.stderr.contains("/nonexistent/Missing.swift: error: cannot read the file"))
        #expect(both.stderr.contains("2 of 3 files with errors"))
    }

    @Test func unreadableFileAndBadFlags() throws {
        let missing = try Self.run(["layout", "/nonexistent/Nope.swift"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("/nonexistent/Nope.swift: error: cannot read the file"))
        let url = try Self.temporaryFile("Text(\"x\")")
        let badSize = try Self.run(["layout", url.path, "--size", "wide"])
        #expect(badSize.status == 64)
        #expect(badSize.stderr.contains("--size must look like 390x844 (width x height in points), not 'wide'"))
        let badClass = try Self.run(["layout", url.path, "--horizontal-size-class", "huge"])
        #expect(badClass.status == 64)
        let badPreview = try Self.run(["layout", url.path, "--preview", "Nope"])
        #expect(badPreview.status == 1)
        #expect(badPreview.stderr.contains("no preview named 'Nope'; this file has 'Preview 1'"))
    }

    @Test func environmentFlagsChangeTheLayout() throws {
        let url = try Self.temporaryFile("""
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                @Environment(\\.layoutDirection) var direction
                var body: some View {
                    let layout = sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                    layout {
                        Color.red.frame(width: 20, height: 20).id("a")
                        Color.blue.frame(width: 20, height: 20).id("b")
                    }
                }
            }
            """)
        func frame(_ extra: [String], _ id: String) throws -> Tree.Frame {
            let r = try Self.run(["layout", url.path, "--size", "200x200", "--json"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            return try #require(try JSONDecoder().decode(Tree.self, from: Data(r.stdout.utf8)).root.first(id)).frame
        }
        #expect(try frame([], "b").y > frame([], "a").y)
        #expect(try frame(["--horizontal-size-class", "regular"], "b").x > frame(["--horizontal-size-class", "regular"], "a").x)
        #expect(try frame(["--horizontal-size-class", "regular", "--any-layout", "vertical"], "b").y > 100)
        #expect(try frame(["--size", "800x600"], "b").x > frame(["--size", "800x600"], "a").x)
        #expect(try frame(["--horizontal-size-class", "regular", "--layout-direction", "rtl"], "b").x
            < frame(["--horizontal-size-class", "regular", "--layout-direction", "rtl"], "a").x)
    }

    @Test func renderWritesAPNG() throws {
        let url = try Self.temporaryFile("Color.red.frame(width: 20, height: 10)")
        let out = url.deletingLastPathComponent().appendingPathComponent("out.png")
        let r = try Self.run(["render", url.path, "-o", out.path, "--size", "40x30", "--scale", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: out)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big endian, at bytes 16...23.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (80, 60))
        let bad = try Self.run(["render", url.path, "-o", out.path, "--scale", "0"])
        #expect(bad.status == 64)
    }

    @Test func helpDocumentsFlagsWithExamples() throws {
        for command in ["layout", "render", "check"] {
            let r = try Self.run([command, "--help"])
            #expect(r.status == 0)
            for flag in ["--size", "--horizontal-size-class", "--vertical-size-class", "--dynamic-type-size", "--layout-direction",
                         "--color-scheme", "--any-layout", "Examples:"] {
                #expect(r.stdout.contains(flag), "\(command) --help lacks \(flag)")
            }
        }
        #expect(try Self.run(["layout", "--help"]).stdout.contains("--json"))
        #expect(try Self.run(["render", "--help"]).stdout.contains("--scale"))
    }
}
