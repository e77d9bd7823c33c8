import Foundation

/// Where an edit's wait goes on the compiled path: the swiftc driver's planning, each job it
/// runs (the frontend split into its phases by `-stats-output-dir`, then autolink and link
/// through clang; trellis itself runs the jobs it planned once, the linker without clang),
/// and what `trellis layout` does around the compile (a cached run: two process starts, the
/// library's load, the first layout). The compile is the one `trellis` ran for the last edit,
/// caught by a `TRELLIS_SWIFTC` wrapper and run again here job by job (median of `runs`).
struct CompilePhases {
    /// Wall milliseconds per step, in order.
    var rows: [(step: String, ms: Double)] = []

    /// A `swiftc` that records its arguments (NUL-separated) and runs the real one.
    static func wrapper(in scratch: URL) -> (script: URL, arguments: URL) {
        let script = scratch.appendingPathComponent("swiftc-recording.sh")
        let arguments = scratch.appendingPathComponent("swiftc-arguments")
        try? "#!/bin/sh\nprintf '%s\\0' \"$@\" > '\(arguments.path)'\nexec swiftc \"$@\"\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script, arguments)
    }

    /// Runs `command` through the shell; its wall milliseconds (nil when it failed).
    static func time(_ command: String) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = Date()
        guard (try? process.run()) != nil else { return nil }
        process.waitPromptly()
        return process.terminationStatus == 0 ? Date().timeIntervalSince(start) * 1000 : nil
    }

    /// The jobs `swiftc arguments` would run (`-###`), as shell commands.
    static func jobs(_ arguments: [String]) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "swiftc " + arguments.map(quoted).joined(separator: " ") + " -###"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") }
    }

    static func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Times the recorded compile's steps `runs` times, writing into `scratch`.
    init?(recorded: URL, scratch: URL, runs: Int) {
        guard let data = try? Data(contentsOf: recorded) else { return nil }
        // A compile's build folder (`.build-KEY-PID-N`) is the cache's `KEY` once it is done.
        var arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .map { $0.replacing(/\/\.build-([0-9a-f]+)-[0-9]+-[0-9]+(\/|$)/) { "/\($0.1)\($0.2)" } }
        // trellis asks swiftc for its plan (`-###`, CompilerJobs.swift) and runs the jobs itself.
        if arguments.last == "-###" { arguments.removeLast() }
        guard let o = arguments.firstIndex(of: "-o"), o + 1 < arguments.count else { return nil }
        arguments[o + 1] = scratch.appendingPathComponent("libPhases.so").path
        let command = "swiftc " + arguments.map(Self.quoted).joined(separator: " ")
        let jobs = Self.jobs(arguments)
        guard !jobs.isEmpty else { return nil }
        // The jobs write into the driver's temporary folder, which `-###` names but does not make.
        for job in jobs {
            for case let path in job.split(separator: " ").map(String.init) where path.contains("/TemporaryDirectory.") {
                let folder = URL(fileURLWithPath: path.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))).deletingLastPathComponent()
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        }
        let stats = scratch.appendingPathComponent("stats")
        var whole: [Double] = [], planning: [Double] = [], perJob = Array(repeating: [Double](), count: jobs.count)
        var phases: [String: [Double]] = [:]
        for _ in 0..<runs {
            whole.append(Self.time(command) ?? 0)
            planning.append(Self.time(command + " -###") ?? 0)
            try? FileManager.default.removeItem(at: stats)
            try? FileManager.default.createDirectory(at: stats, withIntermediateDirectories: true)
            for (k, job) in jobs.enumerated() {
                let isFrontend = job.contains("swift-frontend")
                perJob[k].append(Self.time(isFrontend ? job + " -stats-output-dir " + Self.quoted(stats.path) : job) ?? 0)
            }
            for (name, ms) in Self.frontendPhases(stats) { phases[name, default: []].append(ms) }
        }
        rows.append(("swiftc, whole (\(jobs.count) jobs)", Self.median(whole)))
        rows.append(("  driver: planning the jobs (swiftc -###)", Self.median(planning)))
        for (k, job) in jobs.enumerated() {
            let tool = URL(fileURLWithPath: String(job.split(separator: " ")[0])).lastPathComponent
            rows.append(("  job: \(tool)", Self.median(perJob[k])))
            if tool == "swift-frontend" {
                for name in Self.phaseOrder where phases[name] != nil {
                    rows.append(("    \(name)", Self.median(phases[name]!)))
                }
            }
        }
        // An edit's replacements are linked from their object and swiftrt.o alone
        // (`CompilerJobs.linkedAlone`), not as the driver links them.
        let words = jobs.map { $0.split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) } }
        if arguments.contains(where: { $0.hasPrefix("TrellisEditOf") }),
           let frontend = words.first(where: { $0.first?.hasSuffix("swift-frontend") == true }), let o = frontend.firstIndex(of: "-o"),
           o + 1 < frontend.count, let runtime = words.joined().first(where: { $0.hasSuffix("/swiftrt.o") }) {
            let lld = URL(fileURLWithPath: frontend[0]).deletingLastPathComponent().appendingPathComponent("ld.lld").path
            let link = [lld, "-shared", "--build-id", "-o", scratch.appendingPathComponent("libAlone.so").path, runtime, frontend[o + 1]]
            let times = (0..<runs).compactMap { _ in Self.time(link.map(Self.quoted).joined(separator: " ")) }
            rows.append(("  link as trellis runs it (object and swiftrt.o alone)", Self.median(times)))
        }
    }

    /// The frontend's phases worth a row, in the order they run.
    static let phaseOrder = ["Import resolution", "Type checking and Semantic analysis", "SILGen", "SIL optimization", "IRGen",
                             "LLVM pipeline and object emission"]

    /// Wall milliseconds per phase from the frontend's statistics file; LLVM's part is what
    /// the frontend's whole time leaves after the others.
    static func frontendPhases(_ folder: URL) -> [String: Double] {
        guard let file = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first,
              let data = try? Data(contentsOf: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        var phases: [String: Double] = [:]
        var frontend = 0.0
        for (key, value) in json {
            guard key.hasSuffix(".wall"), let seconds = (value as? NSNumber)?.doubleValue else { continue }
            if key.hasPrefix("time.swift-frontend.") { frontend = seconds * 1000 }
            let name = key.dropFirst("time.swift.".count).dropLast(".wall".count)
            if key.hasPrefix("time.swift."), phaseOrder.contains(String(name)) { phases[String(name)] = seconds * 1000 }
        }
        phases["LLVM pipeline and object emission"] = max(0, frontend - phases.values.reduce(0, +))
        return phases
    }
}

extension Process {
    /// Waits for the process to end, seeing its end within a millisecond: Foundation's
    /// `waitUntilExit` looks every 50 ms, which a timing would count.
    func waitPromptly() {
        while isRunning { usleep(500) }
        waitUntilExit()
    }
}
