import Foundation
import TrellisInterpreter

/// The worker's side: reads one input path per line on standard input, runs it through the
/// pipeline (or, with `--compiled`, the compiled path), answers one line on standard output:
/// `ok N` (N diagnostics; on the compiled path followed by the compile's seconds, peak MB and 1 if stopped), `unlocated TEXT`, or (compiled path) `crash TEXT` / `hang TEXT` for
/// a `trellis` command that died or did not finish.
enum Worker {
    static func serve(_ options: Options) {
        while let line = readLine() {
            let url = URL(fileURLWithPath: line)
            if options.compiled {
                let cache = url.deletingLastPathComponent().appendingPathComponent("cache-\(getpid())")
                let (diagnostics, compile, finding) = CompiledPipeline.run(url, trellis: options.trellis, cache: cache)
                // The compile's numbers after the count: seconds, swiftc's peak MB, 1 when a limit stopped it.
                let answer = finding.map { "\($0.kind) " + $0.text.replacingOccurrences(of: "\n", with: " ") }
                    ?? "ok \(diagnostics) \(compile.seconds) \(compile.peakMegabytes) \(compile.stopped ? 1 : 0)"
                FileHandle.standardOutput.write(Data((answer + "\n").utf8))
                continue
            }
            let outcome = Pipeline.run(url)
            let answer: String
            if outcome.unlocated.isEmpty {
                answer = "ok \(outcome.diagnostics)"
            } else {
                answer = "unlocated " + outcome.unlocated.joined(separator: " | ").replacingOccurrences(of: "\n", with: " ")
            }
            FileHandle.standardOutput.write(Data((answer + "\n").utf8))
            // A parse given up at the budget still runs on its thread: start afresh.
            if InterpretedFile.abandonedParses.load(ordering: .relaxed) > 0 { exit(0) }
        }
        exit(0)
    }
}
