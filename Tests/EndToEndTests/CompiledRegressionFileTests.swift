import Foundation
import Testing

/// The reproducers of the compiled path's robustness findings (`Tests/Regressions/compiled/*.swift`,
/// also the fuzzer's seeds): each goes through `check`, `layout --json` and `render` of the built
/// `trellis` command with `--engine compiled`, each command twice — cold (a cache of its own) and
/// cached — and must print the same located errors both times, the ones its `// expect: LINE:COL:
/// message` lines give, with status 1, within its limits. `// env: NAME=VALUE` lines set the
/// limits (small, so that a compile stopped by them takes seconds); `// timeout: S` is `--timeout`.
@Suite(.serialized) struct CompiledRegressionFiles {
    static let folder = packageRoot.appendingPathComponent("Tests/Regressions/compiled")

    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    /// The values of a file's `// KEY: ` lines.
    static func values(_ key: String, in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            line.hasPrefix("// \(key): ") ? String(line.dropFirst("// \(key): ".count)) : nil
        }
    }

    @Test func theIssuesReproducersAreListed() {
        for name in ["looping-size-that-fits.swift", "padding-chain.swift", "nested-views-recursive.swift", "layout-calls-itself.swift"] {
            #expect(Self.names.contains(name), "\(name)")
        }
    }

    /// A compiled preview's child counts its budget from when the parent started it
    /// (`TRELLIS_BUDGET_SINCE`, uptime nanoseconds): what the start spent is spent.
    @Test func theBudgetCountsFromWhenTheParentStartedTheProcess() throws {
        let file = try Command.temporaryFile("Text(\"x\").frame(width: 10, height: 10)")
        defer { try? FileManager.default.removeItem(at: file) }
        let arguments = ["layout", file.path, "--engine", "interpreter"]
        let now = try Command.run(arguments, environment: ["TRELLIS_BUDGET_SINCE": String(DispatchTime.now().uptimeNanoseconds)])
        #expect(now.status == 0, "\(now.stderr)")
        let longAgo = DispatchTime.now().uptimeNanoseconds - 7_000_000_000
        let late = try Command.run(arguments, environment: ["TRELLIS_BUDGET_SINCE": String(longAgo)])
        #expect(late.status == 1)
        #expect(late.stderr.contains("error: stopped after 6 seconds: the time budget for loading, laying out and painting a preview"), "\(late.stderr)")
    }

    @Test(arguments: names) func compiledRegression(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let expected = Self.values("expect", in: source).map { e in
            let parts = e.split(separator: ":", maxSplits: 2)
            return "\(url.path):\(parts[0]):\(parts[1]): error:\(parts[2])"
        }
        #expect(!expected.isEmpty, "\(name) has no '// expect:' line")
        var environment: [String: String] = [:]
        for assignment in Self.values("env", in: source) {
            let pair = assignment.split(separator: "=", maxSplits: 1)
            environment[String(pair[0])] = String(pair[1])
        }
        let timeout = Self.values("timeout", in: source).first ?? "5"
        // What a run may take at most: the compile's limit, the preview's --timeout, the
        // backtrace of a crash, and starting the processes on a loaded machine.
        let limit = (Double(environment["TRELLIS_COMPILE_SECONDS"] ?? "") ?? 60) + (Double(timeout) ?? 5) + 30
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compiled-regression-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        for command in [["check", url.path], ["layout", url.path, "--json"], ["render", url.path, "-o", png.path]] {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compiled-regression-\(getpid())-\(command[0])")
            try? FileManager.default.removeItem(at: cache)
            defer { try? FileManager.default.removeItem(at: cache) }
            environment["TRELLIS_CACHE_DIR"] = cache.path
            var outputs: [[String]] = []
            for run in ["cold", "cached"] {
                let start = Date()
                let result = try Command.run(command + ["--engine", "compiled", "--timeout", timeout], timeout: limit + 60, environment: environment)
                let seconds = Date().timeIntervalSince(start)
                let label = "\(name): trellis \(command[0]) (\(run))"
                #expect(seconds < limit, "\(label) took \(Int(seconds)) s")
                #expect(result.status == 1, "\(label): status \(result.status)\n\(result.stderr)")
                let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
                #expect(!errors.isEmpty, "\(label) said nothing")
                for line in errors {
                    let rest = line.hasPrefix(url.path + ":") ? line.dropFirst(url.path.count + 1).split(separator: ":", maxSplits: 2) : []
                    #expect(rest.count == 3 && Int(rest[0]) != nil && Int(rest[1]) != nil, "\(label): unlocated: \(line)")
                }
                for e in expected {
                    #expect(errors.contains(e), "\(label): expected\n\(e)\ngot:\n\(result.stderr)")
                }
                if command[0] == "render" { #expect(!FileManager.default.fileExists(atPath: png.path), "\(label) wrote a PNG") }
                outputs.append(errors)
            }
            #expect(outputs[0] == outputs[1], "\(name): trellis \(command[0]) said\n\(outputs[0].joined(separator: "\n"))\nthen, cached:\n\(outputs[1].joined(separator: "\n"))")
        }
    }
}
