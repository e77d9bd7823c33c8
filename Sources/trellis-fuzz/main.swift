import Foundation
import Trellis
import TrellisCairo
import TrellisSession

// trellis-fuzz: an in-process mutation fuzzer of layout files (load + check + layout + display
// list + paint). A parent keeps a corpus, mutates it and hands each input to worker processes
// (this program with --worker); a worker that dies is a crash, one that does not answer within
// --timeout a hang, one whose resident memory passes --memory-mb a memory finding. A worker that
// survives but reports a diagnostic without a place, or a paint Cairo refused, is an unlocated
// error. Each finding's input is written to OUT/findings/ (the first few per signature), and the
// worker is started again. The numbers are printed every 30 s and at the end.
//
// With --compiled, workers run each input through the compiled path instead (the `trellis`
// command with `--engine compiled`: swiftc, then the preview in a child process), 300 s timeout
// an input; the compile's time and swiftc's peak memory are reported, the worst of those the limits stopped.
//
//   trellis-fuzz [--compiled [--trellis PATH]] [--duration SECONDS] [--jobs N] [--timeout SECONDS] [--memory-mb MB] [--seed N]
//                [--out DIR] [SEED_PATH…]     (seed paths: .swift files or folders of them)
//   trellis-fuzz --run FILE…                  runs files through the pipeline in this process

struct Options {
    var duration: Double = 1800
    var jobs = 2
    var timeout: Double = 10
    var memoryMB = 1024
    var seed: UInt64 = UInt64(Date().timeIntervalSince1970 * 1000)
    var out = "fuzz-out"
    var seeds: [String] = []
    var worker = false
    var run: [String] = []
    /// Fuzz the compiled path (`trellis check|render --engine compiled`) instead of the interpreter.
    var compiled = false
    /// The `trellis` command the compiled path runs (default: beside this program).
    var trellis = URL(fileURLWithPath: CommandLine.executablePath)
        .deletingLastPathComponent().appendingPathComponent("trellis").path

    static func parse(_ args: [String]) -> Options {
        var o = Options()
        var i = 0
        func value() -> String {
            i += 1
            guard i < args.count else { fatalUsage("\(args[i - 1]) needs a value") }
            return args[i]
        }
        var runMode = false
        while i < args.count {
            switch args[i] {
            case "--duration": o.duration = Double(value()) ?? o.duration
            case "--jobs": o.jobs = max(1, Int(value()) ?? o.jobs)
            case "--timeout": o.timeout = Double(value()) ?? o.timeout
            case "--memory-mb": o.memoryMB = Int(value()) ?? o.memoryMB
            case "--seed": o.seed = UInt64(value()) ?? o.seed
            case "--out": o.out = value()
            case "--worker": o.worker = true
            case "--compiled": o.compiled = true
            case "--trellis": o.trellis = value()
            case "--run": runMode = true
            case "-h", "--help":
                print("usage: trellis-fuzz [--compiled [--trellis PATH]] [--duration S] [--jobs N] [--timeout S] [--memory-mb MB] [--seed N] [--out DIR] [SEEDS…] | --run FILE…")
                exit(0)
            default:
                if runMode { o.run.append(args[i]) } else { o.seeds.append(args[i]) }
            }
            i += 1
        }
        // A compile takes seconds, and swiftc may legitimately take long on a strange input.
        // Four commands an input, the first of which may run swiftc to its limit.
        if o.compiled && !args.contains("--timeout") { o.timeout = 300 }
        return o
    }
}

func fatalUsage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-fuzz: \(message)\n".utf8))
    exit(2)
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

if options.worker {
    Worker.serve(options)
} else if !options.run.isEmpty {
    var failed = false
    for path in options.run {
        let start = Date()
        let outcome = Pipeline.run(URL(fileURLWithPath: path))
        let ms = Int(Date().timeIntervalSince(start) * 1000)
        print("\(path): \(outcome.diagnostics) diagnostic(s), \(ms) ms\(outcome.unlocated.isEmpty ? "" : ", UNLOCATED: " + outcome.unlocated.joined(separator: "; "))")
        if !outcome.unlocated.isEmpty { failed = true }
    }
    exit(failed ? 1 : 0)
} else {
    Fuzzer(options: options).run()
}
