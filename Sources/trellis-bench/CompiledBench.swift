import Foundation
import Trellis
import TrellisCairo
import TrellisHost
import TrellisInterpreter
import TrellisPreview
import TrellisSession
import TrellisPreviewDriver

/// The compiled path, end to end, through the `trellis` binary beside this one (release):
/// open → first frame of every sample from a clean cache and from a warm one (`trellis render
/// --engine compiled`: compile or cache lookup, the child process, layout, paint), and save →
/// new layout for one-line edits of a sample (in a body; of a stored property) and of a five-file
/// folder (p50 and worst of 20),
/// and where the sample's edit spends its time (CompilePhases.swift).
///
///   swift build -c release --product trellis --product trellis-bench
///   .build/release/trellis-bench compiled [--edits 20]
func runCompiledBench(_ args: [String]) {
    let edits = args.firstIndex(of: "--edits").flatMap { Int(args[$0 + 1]) } ?? 20
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("compiled: build the trellis product first (\(binary) is missing)")
        return
    }
    let samples = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Samples")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compiled-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("out.png").path

    /// Runs trellis; returns the wall seconds (nil when it failed).
    func run(_ arguments: [String], cache: URL, swiftc: URL? = nil, driver: Bool = false) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_CACHE_DIR"] = cache.path
        if let swiftc { environment["TRELLIS_SWIFTC"] = swiftc.path }
        if driver { environment["TRELLIS_SWIFTC_DRIVER"] = "1" }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let start = Date()
        do { try process.run() } catch { return nil }
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitPromptly()
        guard process.terminationStatus == 0 else {
            print("  failed: trellis \(arguments.joined(separator: " ")): \(String(decoding: text, as: UTF8.self).prefix(300))")
            return nil
        }
        return Date().timeIntervalSince(start)
    }
    func ms(_ s: Double) -> String { String(format: "%.0f ms", s * 1000) }

    print("compiled: open → first frame (trellis render --engine compiled), cold cache / warm cache")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    var colds: [Double] = [], warms: [Double] = []
    for name in names {
        let cache = scratch.appendingPathComponent("cache-\(name)")
        let path = samples.appendingPathComponent(name).path
        guard let cold = run(["render", path, "-o", output, "--engine", "compiled"], cache: cache),
              let warm = run(["render", path, "-o", output, "--engine", "compiled"], cache: cache) else { continue }
        colds.append(cold)
        warms.append(warm)
        print("  \(name): \(ms(cold)) / \(ms(warm))")
    }
    if !colds.isEmpty {
        print("  all \(colds.count) samples: cold max \(ms(colds.max()!)), mean \(ms(colds.reduce(0, +) / Double(colds.count))); warm max \(ms(warms.max()!))")
    }

    /// Edits `file` `edits` times (`edit(original, i)`: a one-line change each time) and times
    /// `trellis layout` of `target`.
    func editLoop(_ label: String, file: URL, target: String, preview: String?, showsPhases: Bool = false,
                  edit: (String, Int) -> String) {
        let cache = scratch.appendingPathComponent("cache-edits-\(label)")
        var args = ["layout", target, "--engine", "compiled"]
        if let preview { args += ["--preview", preview] }
        _ = run(args, cache: cache)  // the unchanged module, compiled once
        guard let original = try? String(contentsOf: file, encoding: .utf8) else { return }
        // Each edit also through swiftc's driver, interleaved: what running the planned jobs saves.
        var times: [Double] = [], driverTimes: [Double] = []
        for i in 0..<edits {
            try? edit(original, 2 * i).write(to: file, atomically: true, encoding: .utf8)
            if let t = run(args, cache: cache) { times.append(t) }
            try? edit(original, 2 * i + 1).write(to: file, atomically: true, encoding: .utf8)
            if let t = run(args, cache: cache, driver: true) { driverTimes.append(t) }
        }
        driverTimes.sort()
        times.sort()
        guard !times.isEmpty else { return }
        print("  \(label): p50 \(ms(times[times.count / 2])), worst \(ms(times.last!)) (\(times.count) edits)"
              + (driverTimes.isEmpty ? "" : "; through swiftc's driver: p50 \(ms(driverTimes[driverTimes.count / 2])), worst \(ms(driverTimes.last!))"))
        guard showsPhases else {
            try? original.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        // Where the wait goes: one more edit, compiled through a swiftc that records its
        // arguments; that compile's steps timed one by one; the command around it (cached).
        let recorder = CompilePhases.wrapper(in: scratch)
        // A cache of its own: the jobs swiftc planned for the edits are kept in the other. The
        // unedited file first, so that the edit compiles as the loop's did.
        try? original.write(to: file, atomically: true, encoding: .utf8)
        _ = run(args, cache: scratch.appendingPathComponent("cache-phases"), swiftc: recorder.script)
        try? edit(original, 2 * edits).write(to: file, atomically: true, encoding: .utf8)
        _ = run(args, cache: scratch.appendingPathComponent("cache-phases"), swiftc: recorder.script)
        try? original.write(to: file, atomically: true, encoding: .utf8)
        guard let phases = CompilePhases(recorded: recorder.arguments, scratch: scratch, runs: 5) else {
            return print("    (the compile's steps could not be timed)")
        }
        let cached = CompilePhases.median((0..<5).compactMap { _ in run(args, cache: cache).map { $0 * 1000 } })
        let start = CompilePhases.median((0..<5).compactMap { _ in CompilePhases.time(CompilePhases.quoted(binary) + " --help") })
        print("    where an edit's wait goes (median of 5, ms):")
        func row(_ step: String, _ ms: Double) { print("      " + step.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: "%6.0f", ms)) }
        for r in phases.rows { row(r.step, r.ms) }
        row("trellis layout with the library cached (no compile)", cached)
        row("  of which one trellis process start (trellis --help)", start)
    }
    // A view's text changed (what a preview's edits mostly are: its bodies compile alone, as
    // replacements), and a stored property's value changed (the whole module compiles again).
    print("compiled: save → new layout after a one-line edit (trellis layout --engine compiled)")
    let single = scratch.appendingPathComponent("OrderSummary.swift")
    try? FileManager.default.copyItem(at: samples.appendingPathComponent("OrderSummary.swift"), to: single)
    editLoop("OrderSummary.swift, a text in body", file: single, target: single.path, preview: nil, showsPhases: true) { original, i in
        original.replacingOccurrences(of: "ValueRow(title: \"Total\")", with: "ValueRow(title: \"Total \(i)\")")
    }
    editLoop("OrderSummary.swift, a stored property", file: single, target: single.path, preview: nil) { original, i in
        original.replacingOccurrences(of: "let tax = 0.08", with: "let tax = 0.08 + \(i) / 1000")
    }

    let folder = scratch.appendingPathComponent("Shelf5")
    writeFiveFileFolder(at: folder)
    editLoop("5-file folder (a spacer in BookRow.swift's body)", file: folder.appendingPathComponent("BookRow.swift"), target: folder.path,
             preview: "By title") { original, i in
        original.replacingOccurrences(of: "Spacer(minLength: 8)", with: "Spacer(minLength: \(8 + i))")
    }
}

/// What a compiled preview's pass costs on top of layout in the window: the host process sends
/// the placed tree and the display list and the window decodes them. Times the round trip for
/// every sample's first preview at 390 × 844 (best of 20), in the binary format the host
/// speaks and, beside it, as JSON (what it spoke before; `--binary`: the binary format alone).
func runTransportBench(_ args: [String]) {
    let samples = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Samples")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    print("transport: encode + decode of the tree and display list of a pass (what the preview host sends), binary / JSON")
    func best(_ body: () -> Int?) -> (ms: Double, bytes: Int) {
        var best = Double.infinity, bytes = 0
        for _ in 0..<20 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            guard let n = body() else { return (.nan, 0) }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            bytes = n
        }
        return (best, bytes)
    }
    for name in names {
        guard let file = try? InterpretedFile(contentsOf: samples.appendingPathComponent(name)), !file.hasErrors else { continue }
        let layout = PreviewSession(size: CGSize(width: 390, height: 844), backend: CairoBackend.backend()).layout(file.makeView(preview: nil, placeholders: false))
        let tree = layout.tree, list = layout.displayList()
        let binary = best {
            guard let a = try? BinaryMessageEncoder.encode(tree), let b = try? BinaryMessageEncoder.encode(list),
                  (try? BinaryMessageDecoder.decode(LayoutTree.self, from: a)) != nil,
                  (try? BinaryMessageDecoder.decode(DisplayList.self, from: b)) != nil else { return nil }
            return a.count + b.count
        }
        if args.contains("--binary") {
            print("  \(name): \(String(format: "%.3f", binary.ms)) ms, \(binary.bytes / 1024) KB; \(list.allItems.count) items")
            continue
        }
        let json = best {
            guard let a = try? JSONEncoder().encode(tree), let b = try? JSONEncoder().encode(list),
                  (try? JSONDecoder().decode(LayoutTree.self, from: a)) != nil,
                  (try? JSONDecoder().decode(DisplayList.self, from: b)) != nil else { return nil }
            return a.count + b.count
        }
        print("  \(name): \(String(format: "%.2f", binary.ms)) ms, \(binary.bytes / 1024) KB / \(String(format: "%.2f", json.ms)) ms, \(json.bytes / 1024) KB; \(list.allItems.count) items")
    }
}

/// The five-file module both edit benchmarks time: the Bookshelf sample's three files and two
/// more helpers, copied to `folder`.
func writeFiveFileFolder(at folder: URL) {
    try? FileManager.default.copyItem(at: samplesFolder.appendingPathComponent("Bookshelf"), to: folder)
    try? "import SwiftUI\n\nstruct Badge: View {\n    var text: String\n    var body: some View { Text(text).font(.caption).padding(4).background(Capsule().fill(.yellow)) }\n}\n"
        .write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    try? "import Foundation\n\nextension Book {\n    var decade: String { \"\\(year / 10 * 10)s\" }\n}\n"
        .write(to: folder.appendingPathComponent("Decades.swift"), atomically: true, encoding: .utf8)
}
