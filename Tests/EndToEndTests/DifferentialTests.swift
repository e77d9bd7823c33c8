import Foundation
import Testing
import Trellis
import TrellisInterpreter

/// Every sample laid out through both paths — the interpreter and
/// swiftc — gives the same `LayoutTree` (types, ids and frames; source locations are the
/// interpreter's alone). Where they differ, the compiled path is right and the interpreter is
/// what to fix. (The conformance fixtures are compared the same way in `ConformanceFixtures`.)
@Suite(.serialized) struct Differential {
    /// The tree without what only one path knows (source locations).
    static func comparable(_ json: String) throws -> LayoutTree {
        var tree = try JSONDecoder().decode(LayoutTree.self, from: Data(json.utf8))
        func strip(_ e: inout LayoutTree.Element) {
            e.source = nil
            for i in e.children.indices { strip(&e.children[i]) }
        }
        strip(&tree.root)
        return tree
    }

    /// Lays `path` out both ways and compares; returns a description of the first difference.
    static func difference(_ path: String, preview: String? = nil, size: String = "390x844") throws -> String? {
        var args = ["layout", path, "--json", "--size", size]
        if let preview { args += ["--preview", preview] }
        let interpreted = try CompiledPath.run(args + ["--engine", "interpreter"])
        guard interpreted.status == 0 else { return "interpreter failed: \(interpreted.stderr)" }
        let compiled = try CompiledPath.run(args + ["--engine", "compiled"])
        guard compiled.status == 0 else { return "compiled failed: \(compiled.stderr)" }
        let a = try comparable(interpreted.stdout), b = try comparable(compiled.stdout)
        if a == b { return nil }
        var first: String?
        func walk(_ x: LayoutTree.Element, _ y: LayoutTree.Element, _ path: String) {
            guard first == nil else { return }
            if x.type != y.type || x.id != y.id || x.children.count != y.children.count {
                first = "\(path): interpreter \(x.type)#\(x.id ?? "") (\(x.children.count) children), compiled \(y.type)#\(y.id ?? "") (\(y.children.count) children)"
                return
            }
            let f = x.frame, g = y.frame
            if abs(f.x - g.x) > 0.01 || abs(f.y - g.y) > 0.01 || abs(f.width - g.width) > 0.01 || abs(f.height - g.height) > 0.01 {
                first = "\(path) \(x.type): interpreter \(f), compiled \(g)"
                return
            }
            for (i, (c, d)) in zip(x.children, y.children).enumerated() { walk(c, d, "\(path)/\(i)") }
        }
        walk(a.root, b.root, "root")
        return first ?? "trees differ (window or safe area): \(a.window) / \(b.window)"
    }

    static let samples: [String] = SampleFiles.names.filter { !SampleFiles.compiledOnly.contains($0) }

    @Test(arguments: samples)
    func sampleIsTheSameThroughBothPaths(_ name: String) throws {
        let path = CompiledPath.sample(name)
        let previews = try InterpretedFile(contentsOf: samplesFolder.appendingPathComponent(name)).previews
        for preview in previews {
            let diff = try Self.difference(path, preview: preview)
            #expect(diff == nil, "\(name) [\(preview)]: \(diff ?? "")")
        }
    }
}
