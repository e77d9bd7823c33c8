import Foundation
import Testing
import Trellis
import TrellisInterpreter
import TrellisTestSupport

/// The shared conformance cases, each once: a layout file in `Tests/Fixtures/Conformance/` and,
/// beside it, the frames SwiftUI gives its views (`<name>.frames.json`, from the reference; see
/// docs/conformance-sources.md). Every preview runs through the interpreter and through swiftc
/// (the folder compiled once as one module), and both must give the reference's frames and the
/// same tree.
@Suite struct ConformanceFixtures {
    static let folder = conformanceFixtures

    /// One `#Preview` of a fixture with the frames its ids must have in its window.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let preview: String
        let window: CGSize
        let frames: [String: CGRect]
        var testDescription: String { preview }
    }

    private struct Expectation: Decodable {
        let preview: String
        let window: [Double]
        let frames: [String: [Double]]
    }

    static let cases: [Case] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".frames.json") }.sorted().flatMap { name -> [Case] in
            let file = folder.appendingPathComponent(String(name.dropLast(".frames.json".count)) + ".swift").path
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                  let expectations = try? JSONDecoder().decode([Expectation].self, from: data) else {
                return [Case(file: file, preview: "unreadable \(name)", window: .zero, frames: [:])]
            }
            return expectations.map { e in
                Case(file: file, preview: e.preview, window: CGSize(width: e.window[0], height: e.window[1]),
                     frames: e.frames.mapValues { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) })
            }
        }
    }()

    @Test func everyFixtureHasFramesBesideIt() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let sources = names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        let frames = names.filter { $0.hasSuffix(".frames.json") }.map { String($0.dropLast(".frames.json".count)) }
        #expect(sources.count >= 50)
        #expect(Set(sources) == Set(frames))
        // Every preview of every fixture is a case (names are unique across the folder: it is one module).
        for name in sources.sorted() {
            let file = try InterpretedFile(contentsOf: Self.folder.appendingPathComponent(name + ".swift"))
            let listed = Self.cases.filter { $0.file.hasSuffix("/" + name + ".swift") }.map(\.preview)
            #expect(file.previews == listed, "\(name): previews \(file.previews), frames for \(listed)")
        }
        #expect(Set(Self.cases.map(\.preview)).count == Self.cases.count, "preview names repeat")
    }

    /// The layout file through the interpreter.
    static func interpreted(_ c: Case) throws -> LayoutTree {
        let file = try InterpretedFile(contentsOf: URL(fileURLWithPath: c.file))
        file.checkBackend = realBackend
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))")
        return layoutFile(file, preview: c.preview, c.window.width, c.window.height)
    }

    /// The compiled fixtures are kept in `.build/` between runs: the cache key covers the
    /// sources and the Trellis build, so only a change recompiles.
    static let cache = packageRoot.appendingPathComponent(".build/conformance-fixtures-cache")

    static func run(_ arguments: [String]) throws -> Command.Result {
        try Command.run(arguments, timeout: 400, environment: ["TRELLIS_CACHE_DIR": cache.path])
    }

    /// The whole folder compiled once, as one module; every case then only loads the library.
    static let compile: Result<Void, any Error> = Result {
        let r = try run(["check", folder.path])
        guard r.status == 0 else { throw CompileFailure(stderr: r.stderr) }
    }

    struct CompileFailure: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "the fixtures folder does not compile:\n\(stderr)" }
    }

    /// The layout file compiled with swiftc (the SwiftUI API), through the `trellis` command.
    static func compiled(_ c: Case) throws -> LayoutTree {
        try compile.get()
        let size = "\(Int(c.window.width))x\(Int(c.window.height))"
        let r = try run(["layout", folder.path, "--preview", c.preview, "--size", size, "--json"])
        guard r.status == 0 else { throw CompileFailure(stderr: r.stderr) }
        return try CompiledPath.tree(r.stdout)
    }

    static func expectReferenceFrames(_ tree: LayoutTree, _ c: Case, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (id, f) in c.frames.sorted(by: { $0.key < $1.key }) {
            guard let got = tree.frame(id: id) else {
                Issue.record("\(path): no view with id \(id)", sourceLocation: sourceLocation)
                continue
            }
            #expect(sameFrame(got, f), "\(path): \(id) is \(got), SwiftUI \(f)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: cases)
    func interpreterGivesSwiftUIsFrames(_ c: Case) throws {
        Self.expectReferenceFrames(try Self.interpreted(c), c, "interpreter")
    }

    @Test(arguments: cases)
    func compiledGivesSwiftUIsFramesAndTheInterpretersTree(_ c: Case) throws {
        let compiled = try Self.compiled(c)
        Self.expectReferenceFrames(compiled, c, "compiled")
        expectSameTree(try Self.interpreted(c).root, compiled.root)
    }
}
