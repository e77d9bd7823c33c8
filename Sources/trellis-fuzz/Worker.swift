import Foundation
import TrellisFile

/// The worker's side: reads one input path per line on standard input, runs it through the
/// pipeline, answers one line on standard output: `ok N` (N diagnostics) or `unlocated TEXT`.
enum Worker {
    static func serve() {
        while let line = readLine() {
            let outcome = Pipeline.run(URL(fileURLWithPath: line))
            let answer: String
            if outcome.unlocated.isEmpty {
                answer = "ok \(outcome.diagnostics)"
            } else {
                answer = "unlocated " + outcome.unlocated.joined(separator: " | ").replacingOccurrences(of: "\n", with: " ")
            }
            FileHandle.standardOutput.write(Data((answer + "\n").utf8))
            // A parse given up at the budget still runs on its thread: start afresh.
            if LayoutFile.abandonedParses.load(ordering: .relaxed) > 0 { exit(0) }
        }
        exit(0)
    }
}
