import Foundation
import Trellis
import TrellisSession

/// The parent: corpus, mutation, workers, watchdog, findings.
final class Fuzzer {
    let options: Options
    var mutator: Mutator
    var corpus: [[UInt8]] = []
    let seedCount: Int
    let out: URL
    var executions = 0
    var findings: [String: Int] = [:]        // kind → count
    var signatures: [String: Int] = [:]      // kind + signature → count
    var start = Date()
    /// The compiled path's compiles: how many, how many the limits stopped, the longest and the
    /// most memory of each kind.
    struct CompileStats {
        var count = 0, stopped = 0
        var worstSeconds: Double = 0, worstMegabytes = 0
        var worstStoppedSeconds: Double = 0, worstStoppedMegabytes = 0
    }
    var compiles = CompileStats()

    final class WorkerProcess {
        let index: Int
        var process: Process?
        var input: FileHandle?
        var output: FileHandle?
        var buffer = Data()
        var current: [UInt8]?
        var started = Date()
        var runs = 0
        let inputURL: URL
        let logURL: URL
        init(index: Int, work: URL) {
            self.index = index
            inputURL = work.appendingPathComponent("input-\(index).swift")
            logURL = work.appendingPathComponent("worker-\(index).log")
        }
    }
    var workers: [WorkerProcess] = []

    init(options: Options) {
        self.options = options
        mutator = Mutator(seed: options.seed, compiled: options.compiled)
        out = URL(fileURLWithPath: options.out)
        var seeds: [[UInt8]] = []
        let paths = options.seeds.isEmpty ? Fuzzer.defaultSeedPaths() : options.seeds
        for path in paths { seeds += Fuzzer.readSeeds(path) }
        if seeds.isEmpty { seeds = [Array("Text(\"Hello\")".utf8)] }
        corpus = seeds
        seedCount = seeds.count
    }

    /// Samples/, the conformance fixtures of the tests and the regression files of fixed findings.
    static func defaultSeedPaths() -> [String] {
        ["Samples", "Tests/Regressions", "Tests/Fixtures/Conformance"]
    }

    static func readSeeds(_ path: String) -> [[UInt8]] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        if isDirectory.boolValue {
            var found: [[UInt8]] = []
            let e = FileManager.default.enumerator(atPath: path)
            while let item = e?.nextObject() as? String {
                if item.hasSuffix(".swift") { found += readSeeds((path as NSString).appendingPathComponent(item)) }
            }
            return found
        }
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return [Array(data)]
    }

    func run() {
        let work = out.appendingPathComponent("work")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: out.appendingPathComponent("findings"), withIntermediateDirectories: true)
        print("trellis-fuzz\(options.compiled ? " (compiled path)" : ""): \(seedCount) seeds, \(options.jobs) worker(s), \(Int(options.duration)) s, timeout \(options.timeout) s, memory \(options.memoryMB) MB, seed \(options.seed), findings in \(out.path)/findings")
        fflush(nil)
        signal(SIGPIPE, SIG_IGN)
        workers = (0..<options.jobs).map { WorkerProcess(index: $0, work: work) }
        for w in workers { launch(w) }
        start = Date()
        var lastReport = Date()
        while Date().timeIntervalSince(start) < options.duration {
            for w in workers where w.current == nil { feed(w) }
            waitForAnswers()
            for w in workers { watch(w) }
            if Date().timeIntervalSince(lastReport) >= 30 {
                report(final: false)
                lastReport = Date()
            }
        }
        for w in workers { stop(w) }
        report(final: true)
    }

    // MARK: Workers

    func launch(_ w: WorkerProcess) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CommandLine.executablePath)
        p.arguments = ["--worker"] + (options.compiled ? ["--compiled", "--trellis", options.trellis] : [])
        let stdinPipe = Pipe(), stdoutPipe = Pipe()
        p.standardInput = stdinPipe
        p.standardOutput = stdoutPipe
        _ = FileManager.default.createFile(atPath: w.logURL.path, contents: nil)
        p.standardError = FileHandle(forWritingAtPath: w.logURL.path)
        do {
            try p.run()
        } catch {
            fatalUsage("cannot start a worker: \(error)")
        }
        w.process = p
        w.input = stdinPipe.fileHandleForWriting
        w.output = stdoutPipe.fileHandleForReading
        w.buffer = Data()
        w.current = nil
        w.runs = 0
    }

    func stop(_ w: WorkerProcess) {
        if let p = w.process, p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        try? w.input?.close()
        try? w.output?.close()
        w.process = nil
    }

    func restart(_ w: WorkerProcess) {
        stop(w)
        launch(w)
    }

    func feed(_ w: WorkerProcess) {
        let base = mutator.random.pick(corpus)
        let other = mutator.random.pick(corpus)
        let input = mutator.mutate(base, other: other)
        _ = FileManager.default.createFile(atPath: w.inputURL.path, contents: Data(input))
        w.current = input
        w.started = Date()
        let line = Data((w.inputURL.path + "\n").utf8)
        do { try w.input?.write(contentsOf: line) } catch { crashed(w, note: "write to worker failed") }
    }

    func waitForAnswers() {
        var fds = workers.compactMap { w -> pollfd? in
            guard let fd = w.output?.fileDescriptor, w.current != nil else { return nil }
            return pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        }
        guard !fds.isEmpty else { return }
        _ = poll(&fds, nfds_t(fds.count), 50)
        for f in fds where f.revents != 0 {
            guard let w = workers.first(where: { $0.output?.fileDescriptor == f.fd }) else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(f.fd, &chunk, chunk.count)
            if n <= 0 {
                crashed(w, note: "worker exited")
                continue
            }
            w.buffer.append(contentsOf: chunk[0..<n])
            while let newline = w.buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: w.buffer[w.buffer.startIndex..<newline], as: UTF8.self)
                w.buffer.removeSubrange(w.buffer.startIndex...newline)
                answered(w, line)
            }
        }
    }

    func answered(_ w: WorkerProcess, _ line: String) {
        guard let input = w.current else { return }
        executions += 1
        w.runs += 1
        w.current = nil
        if let kind = ["unlocated", "unstable", "crash", "hang"].first(where: { line.hasPrefix($0 + " ") }) {
            let text = line.dropFirst(kind.count + 1)
            record(kind, signature: kind == "unlocated" ? String(text.prefix(160)) : Fuzzer.normalize(String(text)), input: input, detail: line)
        } else if line.hasPrefix("ok ") {
            let fields = line.split(separator: " ").dropFirst().map(String.init)
            if fields.count == 4, let seconds = Double(fields[1]), let megabytes = Int(fields[2]), seconds > 0 {
                compiles.count += 1
                compiles.worstSeconds = max(compiles.worstSeconds, seconds)
                compiles.worstMegabytes = max(compiles.worstMegabytes, megabytes)
                if fields[3] == "1" {
                    compiles.stopped += 1
                    compiles.worstStoppedSeconds = max(compiles.worstStoppedSeconds, seconds)
                    compiles.worstStoppedMegabytes = max(compiles.worstStoppedMegabytes, megabytes)
                }
            }
            // Inputs that still load cleanly are worth mutating further.
            if fields.first == "0", corpus.count < seedCount + 3000 { corpus.append(input) }
        }
        if w.runs >= 2000 || residentMB(w) > options.memoryMB / 2 { restart(w) }
    }

    func watch(_ w: WorkerProcess) {
        guard let p = w.process, let input = w.current else { return }
        if !p.isRunning {
            crashed(w, note: "worker died")
            return
        }
        let mb = residentMB(w)
        if mb > options.memoryMB {
            executions += 1
            record("memory", signature: "over \(options.memoryMB) MB", input: input, detail: "resident \(mb) MB after \(String(format: "%.1f", Date().timeIntervalSince(w.started))) s")
            restart(w)
            return
        }
        if Date().timeIntervalSince(w.started) > options.timeout {
            executions += 1
            record("hang", signature: "over \(Int(options.timeout)) s", input: input, detail: "no answer after \(options.timeout) s (resident \(mb) MB)")
            restart(w)
        }
    }

    func crashed(_ w: WorkerProcess, note: String) {
        guard let input = w.current else {
            restart(w)
            return
        }
        if let p = w.process { p.waitUntilExit() }
        // A worker ends itself (status 0) after a parse it gave up at the budget: it answered
        // that input; the one it was handed since is tried again by the next worker.
        if let p = w.process, p.terminationReason == .exit, p.terminationStatus == 0 {
            w.current = nil
            restart(w)
            return
        }
        executions += 1
        let status = w.process.map { $0.terminationReason == .uncaughtSignal ? "signal \($0.terminationStatus)" : "exit \($0.terminationStatus)" } ?? note
        let log = (try? String(contentsOf: w.logURL, encoding: .utf8)) ?? ""
        let message = log.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("Precondition") || $0.contains("Crash") || $0.contains("error:") }
            .map(String.init) ?? status
        record("crash", signature: Fuzzer.normalize(message), input: input, detail: "\(status)\n\(log.prefix(12000))")
        w.current = nil
        restart(w)
    }

    /// A message without the numbers and paths that differ between runs of one bug.
    static func normalize(_ message: String) -> String {
        String(message.map { $0.isNumber ? "#" : $0 }.prefix(160))
    }

    func residentMB(_ w: WorkerProcess) -> Int {
        guard let pid = w.process?.processIdentifier else { return 0 }
        return WorkBudget.residentBytes(of: pid) >> 20
    }

    func record(_ kind: String, signature: String, input: [UInt8], detail: String) {
        findings[kind, default: 0] += 1
        let key = kind + ": " + signature
        let n = signatures[key, default: 0]
        signatures[key] = n + 1
        print("[\(Int(Date().timeIntervalSince(start))) s] \(kind): \(signature)\(n == 0 ? " (new)" : "")")
        fflush(nil)
        // Hangs and memory findings share one signature whatever causes them: keep more of those.
        guard n < (kind == "hang" || kind == "memory" ? 20 : 3) else { return }
        let name = "\(kind)-\(String(format: "%08x", UInt32(truncatingIfNeeded: key.hashValue)))-\(n + 1)"
        let folder = out.appendingPathComponent("findings")
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name + ".swift").path, contents: Data(input))
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name + ".txt").path,
                                       contents: Data("\(kind): \(signature)\n\(detail)\n".utf8))
    }

    func report(final: Bool) {
        let seconds = Date().timeIntervalSince(start)
        let total = findings.values.reduce(0, +)
        var line = "\(final ? "done" : "status"): \(Int(seconds)) s, \(executions) executions (\(String(format: "%.1f", Double(executions) / max(seconds, 1)))/s), corpus \(corpus.count), findings \(total)"
        if total > 0 { line += " (" + findings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")" }
        if options.compiled {
            let c = compiles
            line += String(format: "; compiles %ld (longest %.1f s, swiftc peak %ld MB), stopped by the limits %ld (longest %.1f s, peak %ld MB)",
                           c.count, c.worstSeconds, c.worstMegabytes, c.stopped, c.worstStoppedSeconds, c.worstStoppedMegabytes)
        }
        print(line)
        if final {
            for (key, n) in signatures.sorted(by: { $0.key < $1.key }) { print("  \(n)× \(key)") }
            let summary = line + "\n" + signatures.sorted { $0.key < $1.key }.map { "  \($0.value)× \($0.key)" }.joined(separator: "\n") + "\n"
            _ = FileManager.default.createFile(atPath: out.appendingPathComponent("summary.txt").path, contents: Data(summary.utf8))
        }
        fflush(nil)
    }
}
