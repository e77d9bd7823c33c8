import Foundation
import Testing

/// The reproducers of fixed robustness findings (`Tests/Regressions/*.swift`, also the fuzzer's
/// seeds): each is rendered by the built `trellis` command with a 3 s work budget and must end
/// within a few seconds, under 1 GB, without a crash, every error in `FILE:LINE:COL: error:`
/// form. A file's `// expect: LINE:COL: message` lines (at its end, so that they move nothing)
/// are errors that must be printed (`// expect: nothing` for a file that must render without any).
@Suite(.serialized) struct RegressionFiles {
    static let folder = packageRoot.appendingPathComponent("Tests/Regressions")

    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    /// The `// expect:` lines of a file.
    static func expectations(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("// expect: ") else { return nil }
            return String(line.dropFirst("// expect: ".count))
        }
    }

    @Test func everyRegressionFileIsListed() {
        #expect(Self.names.count >= 20)
    }

    @Test(arguments: names) func regression(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let expected = Self.expectations(source)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-regression-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let start = Date()
        // `// budget-seconds: N` gives a file a longer budget (a debug build parses 100 KB slowly).
        let budget = source.split(separator: "\n").first { $0.hasPrefix("// budget-seconds: ") }
            .flatMap { Double($0.dropFirst("// budget-seconds: ".count)) } ?? 3
        let result = try Command.run(["render", url.path, "-o", output.path, "--engine", "interpreter"], timeout: 60,
                                     environment: ["TRELLIS_BUDGET_SECONDS": String(budget)])
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < budget + 9, "\(name) took \(seconds) s")
        // A crash is a signal or Swift's trap status; an error is exit status 1.
        #expect(result.status == 0 || result.status == 1, "\(name): status \(result.status)\n\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        for line in errors {
            #expect(line.hasPrefix(url.path + ":"), "\(name): not about the file: \(line)")
            let rest = line.dropFirst(url.path.count + 1).split(separator: ":", maxSplits: 2)
            #expect(rest.count == 3 && Int(rest[0]) != nil && Int(rest[1]) != nil, "\(name): unlocated: \(line)")
        }
        if expected == ["nothing"] {
            #expect(result.status == 0 && errors.isEmpty, "\(name): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: output.path))
        } else {
            #expect(!expected.isEmpty, "\(name) has no '// expect:' line")
            for e in expected {
                // "3:12: message" → "PATH:3:12: error: message"; "A || B": either (a file whose
                // outcome depends on the machine's speed: finished with its errors, or the budget).
                let lines = e.components(separatedBy: " || ").map { e in
                    let parts = e.split(separator: ":", maxSplits: 2)
                    return parts.count == 3 ? "\(url.path):\(parts[0]):\(parts[1]): error:\(parts[2])" : e
                }
                #expect(errors.contains { lines.contains(String($0)) }, "\(name): expected\n\(lines.joined(separator: "\nor "))\ngot:\n\(result.stderr)")
            }
            #expect(result.status == 1)
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #expect(usage.ru_maxrss < 1 << 20, "a child used \(usage.ru_maxrss) KB")
    }
}
