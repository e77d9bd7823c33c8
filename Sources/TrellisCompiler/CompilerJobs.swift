import Foundation
import TrellisSession

/// A compile run as the jobs swiftc's driver would run, without the driver: the frontend,
/// autolink-extract, and the linker clang would run. The driver plans them (`swiftc … -###`) and
/// clang plans the link (`clang … -###`) once per argument list; the plan is kept in the cache
/// folder, so an edit's compile spares the driver's planning, autolink-extract's and clang's
/// starts (about 60 of an edit's 650 ms: `trellis-bench compiled` times both ways interleaved).
/// A plan that is not the expected shape is kept as no plan, and those compiles go through
/// swiftc as before.
struct CompilerJobs: Codable {
    /// Each job's executable and arguments, with `folderToken` where the build folder goes.
    var jobs: [[String]]
    /// Files the driver writes for its jobs as it plans them (a module of several files has a
    /// supplementary output map), by path, with `folderToken` in paths and contents.
    var files: [String: String] = [:]

    /// Stands for the build folder (the output's, and the driver's temporary one) in a plan.
    static let folderToken = "/@trellis-build@"

    /// Where the plan for `arguments` (whose build folder is `folder`) is kept in `cache`.
    static func planFile(swiftc: String, arguments: [String], folder: URL, cache: URL) -> URL {
        var hasher = ContentHash()
        hasher.add("jobs-5")
        hasher.add(swiftc)
        // Another toolchain at the same path plans its own jobs.
        let toolchain = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path)
        hasher.add("\((toolchain?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        hasher.add(FileManager.default.currentDirectoryPath)
        hasher.add(arguments.map { $0.replacingOccurrences(of: folder.path, with: folderToken) }.joined(separator: "\u{0}"))
        return cache.appendingPathComponent("plans").appendingPathComponent(hasher.hex + ".json")
    }

    /// The plan kept in `file`: nil when there is none yet, no jobs when the compile goes
    /// through swiftc.
    static func kept(_ file: URL) -> CompilerJobs? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(CompilerJobs.self, from: data)
    }

    /// Plans and keeps the plan in `file` — no jobs when there is none to run without the
    /// driver, so that later compiles do not plan again.
    static func makeAndKeep(swiftc: String, arguments: [String], folder: URL, file: URL) {
        let made = make(swiftc: swiftc, arguments: arguments, folder: folder) ?? CompilerJobs(jobs: [])
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(made).write(to: file, options: .atomic)
    }

    /// Asks the driver for its jobs and clang for its link; nil unless they are a frontend
    /// first, then autolink-extract or a link through clang.
    static func make(swiftc: String, arguments: [String], folder: URL) -> CompilerJobs? {
        let planned = ChildProcess.run(swiftc, arguments: arguments + ["-###"], timeout: 30)
        guard planned.status == 0 else { return nil }
        var jobs: [[String]] = []
        var files: [String: String] = [:]
        // The driver's folder stays behind when it only plans: what it wrote there is kept
        // with the plan, and the folder removed.
        var driverFolders: Set<String> = []
        defer { for path in driverFolders { try? FileManager.default.removeItem(atPath: path) } }
        for line in planned.output.split(separator: "\n") where line.hasPrefix("/") {
            guard var job = ShellWords.split(String(line)) else { return nil }
            for argument in job {
                let path = Self.path(argument)
                guard let range = driverFolder(in: path) else { continue }
                driverFolders.insert(String(path[range]))
                if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    // The driver writes its output map as JSON, slashes escaped (`\/`): unescaped,
                    // as JSON allows, so the build folder's path is found in it.
                    files[generic(path)] = text.replacingOccurrences(of: "\\/", with: "/").replacingOccurrences(of: folder.path, with: folderToken)
                }
            }
            job = job.map { generic($0).replacingOccurrences(of: folder.path, with: folderToken) }
            let tool = URL(fileURLWithPath: job[0]).lastPathComponent
            if tool == "clang" || tool == "clang++" {
                // The autolink response file does not exist yet: clang plans without it, and the
                // linker reads it in its place (ld.lld takes response files too).
                guard let at = job.firstIndex(where: { $0.hasPrefix("@") }) else { return nil }
                let response = job.remove(at: at)
                // clang looks for its inputs even to plan: stand-ins, empty, in the build folder.
                let concrete = job.map { $0.replacingOccurrences(of: folderToken, with: folder.path) }
                try? FileManager.default.createDirectory(at: folder.appendingPathComponent("jobs"), withIntermediateDirectories: true)
                let standIns = concrete.filter { $0.hasPrefix(folder.path) && $0.hasSuffix(".o") && !FileManager.default.fileExists(atPath: $0) }
                for path in standIns { _ = FileManager.default.createFile(atPath: path, contents: Data()) }
                let linking = ChildProcess.run(concrete[0], arguments: Array(concrete.dropFirst()) + ["-###"], timeout: 30)
                for path in standIns { try? FileManager.default.removeItem(atPath: path) }
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("jobs"))
                guard linking.status == 0,
                      let command = linking.output.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }),
                      var linker = ShellWords.split(String(command))?.map({ $0.replacingOccurrences(of: folder.path, with: folderToken) }),
                      let object = linker.firstIndex(where: { $0.hasSuffix(".o") && $0.hasPrefix(folderToken) }) else { return nil }
                linker.insert(response, at: object + 1)
                job = linker
            } else if jobs.isEmpty {
                guard tool == "swift-frontend", job.contains("-frontend") else { return nil }
            }
            jobs.append(job)
        }
        // Every file of the driver's own folder a job reads must be one an earlier job wrote
        // (`-o`) or one the driver wrote as it planned.
        var written = Set(files.keys)
        for job in jobs {
            for (k, argument) in job.enumerated() where argument.contains(folderToken + "/jobs/") {
                let path = Self.path(argument)
                if k > 0 && job[k - 1] == "-o" { written.insert(path) } else if !written.contains(path) { return nil }
            }
        }
        return jobs.count >= 2 ? CompilerJobs(jobs: jobs, files: files) : nil
    }

    /// A response file's path (`@PATH`) as its path; any other argument as it is.
    private static func path(_ argument: String) -> String {
        argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
    }

    /// Where the driver's temporary folder (`/tmp/TemporaryDirectory.XXXX`) is named in an
    /// argument: from the start of its path (after an `@` or a `-flag=`) to the slash after it.
    private static func driverFolder(in argument: String) -> Range<String.Index>? {
        guard let r = argument.range(of: "/TemporaryDirectory."),
              let end = argument[r.upperBound...].firstIndex(of: "/") else { return nil }
        let start = argument[..<r.lowerBound].lastIndex(where: { $0 == "@" || $0 == "=" }).map { argument.index(after: $0) }
            ?? argument.startIndex
        return start..<end
    }

    /// The driver's temporary folder as the build folder's `jobs` folder (where the object file
    /// and the autolink list go, and are removed from).
    private static func generic(_ argument: String) -> String {
        guard let range = driverFolder(in: argument) else { return argument }
        return argument.replacingCharacters(in: range, with: folderToken + "/jobs")
    }

    /// Runs the jobs in `folder`, in order, each under what is left of `timeout` and under the
    /// memory limit; stops at the first that fails. The outcome reads as the driver's would:
    /// every job's output, and a frontend ended by a signal says so as the driver does.
    /// `bindsWhenLoaded`: the library is linked from its objects alone (and the runtime's
    /// registration object), its names bound when it is loaded into a process that has the rest
    /// (an edit's replacements, loaded after the module they replace in: a third of the link).
    func run(in folder: URL, timeout: Double, memoryLimitMB: Int?, bindsWhenLoaded: Bool = false) -> ChildProcess.Outcome {
        let deadline = MonotonicClock.now() + timeout
        var total = ChildProcess.Outcome(status: 0, signal: nil, timedOut: false, output: "")
        let intermediates = folder.appendingPathComponent("jobs")
        try? FileManager.default.createDirectory(at: intermediates, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: intermediates) }
        for (path, text) in files {
            try? text.replacingOccurrences(of: Self.folderToken, with: folder.path)
                .write(toFile: path.replacingOccurrences(of: Self.folderToken, with: folder.path), atomically: false, encoding: .utf8)
        }
        for job in jobs {
            var concrete = job.map { $0.replacingOccurrences(of: Self.folderToken, with: folder.path) }
            if bindsWhenLoaded, let linked = Self.linkedAlone(concrete, folder: folder) { concrete = linked }
            let left = deadline - MonotonicClock.now()
            guard left > 0 else {
                total.timedOut = true
                total.status = 1
                break
            }
            if URL(fileURLWithPath: concrete[0]).lastPathComponent == "swift-autolink-extract", let o = concrete.firstIndex(of: "-o"),
               o + 1 < concrete.count, AutolinkEntries.extract(objects: Array(concrete[1..<o]), to: concrete[o + 1]) {
                continue
            }
            let run = ChildProcess.run(concrete[0], arguments: Array(concrete.dropFirst()), timeout: left, memoryLimitMB: memoryLimitMB)
            total.output += run.output
            total.peakMegabytes = max(total.peakMegabytes, run.peakMegabytes)
            total.seconds += run.seconds
            total.outputCut = total.outputCut || run.outputCut
            guard run.status == 0 else {
                total.status = run.status
                total.signal = run.signal
                total.timedOut = run.timedOut
                total.exceededMegabytes = run.exceededMegabytes
                if let signal = run.signal, !run.timedOut, run.exceededMegabytes == nil {
                    total.output += "\nerror: compile command failed due to signal \(signal) (use -v to see invocation)\n"
                }
                break
            }
        }
        return total
    }

    /// A linker job (`-shared -o OUT`) as its objects in `folder` and the runtime's `swiftrt.o`
    /// alone; nil for any other job.
    static func linkedAlone(_ job: [String], folder: URL) -> [String]? {
        guard job.contains("-shared"), let o = job.firstIndex(of: "-o"), o + 1 < job.count,
              let runtime = job.first(where: { $0.hasSuffix("/swiftrt.o") }) else { return nil }
        let objects = job.filter { $0.hasPrefix(folder.path + "/") && $0.hasSuffix(".o") }
        return [job[0], "-shared", "--build-id", "-o", job[o + 1], runtime] + objects
    }
}

/// Splits a command line as a POSIX shell does (single and double quotes, backslashes): how
/// swiftc and clang print their jobs.
enum ShellWords {
    static func split(_ line: String) -> [String]? {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        var escaped = false
        for c in line {
            if escaped {
                word.append(c)
                escaped = false
            } else if let q = quote {
                if c == q { quote = nil } else if c == "\\" && q == "\"" { escaped = true } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == "\\" {
                escaped = true
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words.isEmpty ? nil : words
    }
}
