import Foundation
import TrellisPreviewDriver
import TrellisSession

// The live previewer under Xvfb, measured from its `--log` lines and /proc (these sweeps were
// part of `make test` against the debug build; they print numbers and check nothing, so they
// are benchmarks of the release build):
//   trellis-bench preview [sweep|reload|edit|all] [--binary PATH] [--files A.swift:B.swift] [--reloads N]
//                         [--engine auto|interpreter|compiled|both] [--edits N]
// sweep:  every sample at 200 window sizes in a row, as a drag produces them (layout + paint ms,
//         p50/p99 of the frame and of each part)
// reload: the resident memory across N saves of a file (default 1,000), and the time per reload
// edit:   save → new frame of compiled previews, p50 and worst of N edits (EditBench.swift; not in
//         `all`: 80 swiftc runs, over a minute and a half)

/// 200 window sizes in a row, as a drag would produce them, crossing both size-class breakpoints.
private let dragSizes: [(Int, Int)] = (0..<200).map { i in (320 + i * 4, 420 + (i * 37) % 420) }

func runPreviewBench(_ arguments: [String]) {
    func option(_ name: String) -> String? {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    let which = arguments.first.flatMap { ["sweep", "reload", "edit", "all"].contains($0) ? $0 : nil } ?? "all"
    guard VirtualDisplay.missingTools == nil else {
        print("preview: \(VirtualDisplay.missingTools ?? "") — skipped")
        return
    }
    guard let binary = option("--binary") ?? trellisExecutable else {
        print("preview: no trellis binary (build it: swift build -c release --product trellis, or pass --binary)")
        exit(1)
    }
    print("preview benchmarks of \(binary)")
    do {
        if which == "edit" {
            let files = option("--files").map { $0.split(separator: ":").map(String.init) }
                ?? ["OrderSummary.swift", "MailInbox.swift"].map { samplesFolder.appendingPathComponent($0).path } + ["five-file"]
            return try runEditBench(binary: binary, files: files, edits: option("--edits").flatMap(Int.init) ?? 20)
        }
        if which != "reload" {
            let files = option("--files").map { $0.split(separator: ":").map(String.init) } ?? sampleFiles()
            // `--engine interpreter|compiled|both` (default: auto, the interpreter where it takes the file).
            let engine = option("--engine") ?? "auto"
            try resizeSweep(binary: binary, files: files, engines: engine == "both" ? ["interpreter", "compiled"] : [engine])
        }
        if which != "sweep" {
            try reloadMemory(binary: binary, reloads: option("--reloads").flatMap(Int.init) ?? 1000)
        }
    } catch {
        print("preview: \(error)")
        exit(1)
    }
}

/// The `Samples/*.swift` files of the package.
private func sampleFiles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { samplesFolder.appendingPathComponent($0).path }
}

/// Each file at every size of `dragSizes`, one size at a time, each sent once the previous one is
/// on screen (as a drag does when the previewer keeps up), through each engine asked for.
private func resizeSweep(binary: String, files: [String], engines: [String]) throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    print("resize sweep: \(dragSizes.count) sizes, scale 1 (layout + paint per frame, from --log; ms)")
    print("  file                      engine       p50    p99    max | layout p50  p99 | paint p50  p99 | resolve p99 n | host p99")
    for engine in engines {
        for file in files { try sweep(file, engine: engine, binary: binary, display: display) }
    }
}

/// One file's sweep through one engine: p50 and p99 of a frame (layout + paint) and of each part.
/// Layout includes resolving anew (a size-class breakpoint) and, on the compiled path, the trip
/// to the host process (host: the time spent there).
private func sweep(_ file: String, engine: String, binary: String, display: VirtualDisplay) throws {
    let name = (file as NSString).lastPathComponent
    var arguments = [file, "--size", "390x844", "--scale", "1", "--log"]
    if engine != "auto" { arguments += ["--engine", engine] }
    let preview = try PreviewProcess(arguments, display: display.name, executable: binary)
    defer { preview.stop() }
    let label = name.padding(toLength: 25, withPad: " ", startingAt: 0) + " " + engine.padding(toLength: 11, withPad: " ", startingAt: 0)
    let first = try preview.waitForLayout(after: 0, timeout: engine == "compiled" ? 300 : 30)
    if let errors = first["errors"], errors != "0" {
        // The engine does not take the file (the interpreter knows a subset of SwiftUI): the
        // window shows the error banner, not the screen, so its frames say nothing of the screen.
        print("  \(label) \(errors) errors in this engine, not swept")
        return
    }
    if first["size"] != "390x844" {
        // A canvas of its own (`#Preview(traits: .fixedLayout…)`): resizing the window does not lay it out again.
        print("  \(label) fixed canvas \(first["size"] ?? "?"), not swept")
        return
    }
    let window = try preview.windowID(title: "Trellis - \(name)")
    let resizer = try WindowResizer(display: display.name)
    // A person looks at the window before dragging it: the compiled host's idle warm-up
    // (TrellisSession/Live/IdleWarmUp.swift) runs in that second.
    Thread.sleep(forTimeInterval: 1)
    var frames: [[String: String]] = []
    for (width, height) in dragSizes {
        let mark = preview.output.count
        resizer.resize(window, width: width, height: height)
        frames.append(try preview.waitForLayout(after: mark, timeout: 10) { $0["size"] == "\(width)x\(height)" })
    }
    func field(_ f: [String: String], _ key: String) -> Double { Double(f[key] ?? "") ?? .nan }
    func frameTime(_ f: [String: String]) -> Double { field(f, "layout_ms") + field(f, "paint_ms") }
    func percentile(_ values: [Double], _ p: Int) -> Double {
        let v = values.filter { !$0.isNaN }.sorted()
        return v.isEmpty ? .nan : v[min(v.count - 1, v.count * p / 100)]
    }
    let times = frames.map(frameTime)
    let layout = frames.map { field($0, "layout_ms") }, paint = frames.map { field($0, "paint_ms") }
    let resolved = frames.map { field($0, "resolve_ms") }.filter { $0 > 0 }
    let host = frames.map { field($0, "host_ms") }
    print(label + String(format: " %6.2f %6.2f %6.2f |     %6.2f %6.2f |   %6.2f %6.2f |   %6.2f %3d | %6.2f",
                         percentile(times, 50), percentile(times, 99), times.max() ?? .nan,
                         percentile(layout, 50), percentile(layout, 99), percentile(paint, 50), percentile(paint, 99),
                         resolved.max() ?? 0, resolved.count, percentile(host, 99)))
    // The three slowest frames with their sizes (a breakpoint, a first image size, or the
    // machine) and their parts: layout (of it in the host, and resolving anew), paint.
    let slowest = frames.sorted { frameTime($0) > frameTime($1) }.prefix(3)
        .map { f in
            String(format: "%.1f ms at %@ (layout %.1f, host %.1f, resolve %.1f, paint %.1f)", frameTime(f), f["size"] ?? "?",
                   field(f, "layout_ms"), field(f, "host_ms"), field(f, "resolve_ms"), field(f, "paint_ms"))
        }.joined(separator: ", ")
    print("      slowest: \(slowest)")
    // The frames that cross a size-class breakpoint: into a pair of classes for the first time,
    // and back into one seen before (the window opens at 390x844: compact width, regular height).
    func classes(_ width: Int, _ height: Int) -> String {
        let size = CGSize(width: width, height: height), settings = PreviewSettings()
        return "\(settings.resolvedHorizontalSizeClass(for: size))/\(settings.resolvedVerticalSizeClass(for: size))"
    }
    var last = classes(390, 844), seen: Set<String> = [last]
    var into: [[String: String]] = [], back: [[String: String]] = []
    for ((width, height), f) in zip(dragSizes, frames) {
        let pair = classes(width, height)
        if pair != last {
            if seen.insert(pair).inserted { into.append(f) } else { back.append(f) }
        }
        last = pair
    }
    // The host's part of each too: the resolution a crossing changes is there, while the
    // window's paint of the same frame varies with the machine's load.
    func list(_ values: [Double]) -> String { values.map { String(format: "%.1f", $0) }.joined(separator: ", ") }
    let backTimes = back.map(frameTime)
    print("      crossings: \(into.count) into new size classes (frames \(list(into.map(frameTime))) ms, host \(list(into.map { field($0, "host_ms") })))"
          + String(format: ", %d back (frame p50 %.1f, max %.1f ms; host p50 %.1f)", back.count, percentile(backTimes, 50),
                   backTimes.max() ?? .nan, percentile(back.map { field($0, "host_ms") }, 50)))
}

/// The resident memory after 100, 250, 500, … saves of a file whose layout and text change every
/// time (caches that never forget show up as growth), and the time from save to relayout.
private func reloadMemory(binary: String, reloads: Int) throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-reload-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Reloaded.swift").path
    func source(_ i: Int) -> String {
        """
        import SwiftUI

        #Preview {
            VStack(spacing: \(10 + i % 2)) {
                Color.red.frame(height: 80)
                Text("Reload number \(i)").padding(30)
                HStack { Color.blue; Color.green }
            }
            .padding(20)
        }
        """
    }
    try source(0).write(toFile: file, atomically: true, encoding: .utf8)
    let preview = try PreviewProcess([file, "--log"], display: display.name, executable: binary)
    defer { preview.stop() }
    try preview.waitForLayout(after: 0, timeout: 30)
    var samples: [String] = []
    let start = Date()
    for i in 1...max(reloads, 1) {
        let mark = preview.output.count
        try source(i).write(toFile: file, atomically: true, encoding: .utf8)
        try preview.waitForLine(after: mark, prefix: "load file=Reloaded.swift ok", timeout: 10)
        if i == 100 || i % 250 == 0 || i == reloads, let rss = preview.residentKilobytes { samples.append("\(i): \(rss) kB") }
    }
    let perReload = Date().timeIntervalSince(start) * 1000 / Double(max(reloads, 1))
    print("reload memory (VmRSS after N reloads): " + samples.joined(separator: ", ") + String(format: "; %.1f ms per reload", perReload))
}
