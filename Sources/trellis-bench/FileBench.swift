import Foundation
import Trellis
import TrellisHost
import TrellisInterpreter

/// Layout-file benchmark: parse and evaluate a generated file of about 1,000 and 10,000 views.
///   swift run -c release trellis-bench file [--runs N]
/// Reports the fastest of N runs (default 15; the machine is shared, the minimum is the stable
/// figure) for: parse (SwiftSyntax parse, operator folding,
/// declarations, recursion check), evaluate (interpreting the preview into views, with the
/// engine resolving them into nodes) and, for reference, one layout pass; every one of these loads
/// is cold (the parsed-file cache is emptied first). Then the loads the window makes on a save,
/// with the cache warm: after a one-line edit (a new text in one row of the screen's body: the
/// parse starts from the previous version's) and of an unchanged file. `--views N` runs one size.
/// `--only parse` / `--only evaluate` / `--only edit` runs just that phase N times (for profilers:
/// nothing else of the bench runs, not even the diagnostics check).
func runFileBench(_ arguments: [String]) {
    var runs = 15
    if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) { runs = max(1, n) }
    var sizes = [1_000, 10_000]
    if let i = arguments.firstIndex(of: "--views"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) { sizes = [max(10, n)] }
    if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count {
        runFilePhase(arguments[i + 1], views: sizes.last!, runs: runs)
        return
    }
    print("File benchmark (best of \(runs) runs; targets: 1,000 views < 10 ms, 10,000 views < 100 ms parse + evaluate)")
    print("views   source    parse ms  evaluate ms  parse+eval ms  layout ms  nodes")
    for target in sizes {
        let source = FileBenchSource.make(views: target)
        var parse: [Double] = [], evaluate: [Double] = [], layout: [Double] = []
        var nodes = 0
        for _ in 0..<runs {
            InterpretedFile.forgetParsedSources()
            let t0 = DispatchTime.now().uptimeNanoseconds
            let file = InterpretedFile(source: source, path: "bench.swift")
            let t1 = DispatchTime.now().uptimeNanoseconds
            let resolved = ResolvedTree(file.makeView(placeholders: false))
            let t2 = DispatchTime.now().uptimeNanoseconds
            resolved.layout(in: CGSize(width: 390, height: 844))
            let t3 = DispatchTime.now().uptimeNanoseconds
            parse.append(Double(t1 - t0) / 1e6)
            evaluate.append(Double(t2 - t1) / 1e6)
            layout.append(Double(t3 - t2) / 1e6)
            nodes = resolved.nodeCount
            if !file.diagnostics.isEmpty { print("unexpected diagnostics: \(file.diagnostics.prefix(3))") }
        }
        let p = parse.min()!, e = evaluate.min()!
        print(String(format: "%-7d %-9@ %8.2f  %11.2f  %13.2f  %9.2f  %d", target, "\(source.utf8.count / 1024) KB" as NSString,
                     p, e, p + e, layout.min()!, nodes))
    }
    runWarmFileBench(sizes: sizes, runs: runs)
    runCustomLayoutBench(runs: max(3, runs / 3))
}

/// The loads of a save in the window, with the parsed-file cache warm: after a one-line edit
/// (each run edits one more row of the previous version, so the cache holds the text before
/// the edit, as it does in the window) and of an unchanged file.
func runWarmFileBench(sizes: [Int], runs: Int) {
    print("")
    print("Reloads with the parsed-file cache warm (best of \(runs); target: 1,000 views <= 5 ms parse + evaluate)")
    print("views   reload                  parse ms  evaluate ms  parse+eval ms")
    for target in sizes {
        let source = FileBenchSource.make(views: target)
        InterpretedFile.forgetParsedSources()
        _ = InterpretedFile(source: source, path: "bench.swift")
        func time(_ text: String) -> (parse: Double, evaluate: Double) {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let file = InterpretedFile(source: text, path: "bench.swift")
            let t1 = DispatchTime.now().uptimeNanoseconds
            let resolved = ResolvedTree(file.makeView(placeholders: false))
            let t2 = DispatchTime.now().uptimeNanoseconds
            withExtendedLifetime(resolved) {}
            if !file.diagnostics.isEmpty { print("unexpected diagnostics: \(file.diagnostics.prefix(3))") }
            return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6)
        }
        var edited = source
        var edits: [(parse: Double, evaluate: Double)] = []
        for run in 0..<runs {
            edited = FileBenchSource.editOneLine(edited, run: run, views: target)
            edits.append(time(edited))
        }
        var reloads: [(parse: Double, evaluate: Double)] = []
        for _ in 0..<runs { reloads.append(time(edited)) }
        for (name, times) in [("after a one-line edit", edits), ("unchanged", reloads)] {
            let p = times.map(\.parse).min()!, e = times.map(\.evaluate).min()!
            print(String(format: "%-7d ", target) + name.padding(toLength: 22, withPad: " ", startingAt: 0)
                  + String(format: " %9.2f  %11.2f  %13.2f", p, e, p + e))
        }
    }
}

/// One phase of the file benchmark alone, `runs` times: "parse" or "evaluate" (of one parse, cold),
/// or "edit" (the parse of a one-line edit, the cache warm).
func runFilePhase(_ phase: String, views: Int, runs: Int) {
    let source = FileBenchSource.make(views: views)
    var times: [Double] = []
    if phase == "edit" {
        var edited = source
        _ = InterpretedFile(source: edited, path: "bench.swift")
        for run in 0..<runs {
            edited = FileBenchSource.editOneLine(edited, run: run, views: views)
            let t0 = DispatchTime.now().uptimeNanoseconds
            let file = InterpretedFile(source: edited, path: "bench.swift")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            withExtendedLifetime(file) {}
        }
        print(String(format: "edit of %d views: best %.2f ms of %d runs", views, times.min()!, runs))
        return
    }
    let evaluates = phase == "evaluate"
    for _ in 0..<runs {
        // A cold evaluation of the parse kept in the cache: a new load with no views kept.
        if evaluates { InterpretedFile.forgetKeptViews() } else { InterpretedFile.forgetParsedSources() }
        let parsed = evaluates ? InterpretedFile(source: source, path: "bench.swift") : nil
        let t0 = DispatchTime.now().uptimeNanoseconds
        // Kept until the time is taken: freeing the result is not part of the phase.
        let result: AnyObject = parsed.map { ResolvedTree($0.makeView(placeholders: false)) }
            ?? InterpretedFile(source: source, path: "bench.swift")
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        withExtendedLifetime(result) {}
    }
    print(String(format: "%@ of %d views: best %.2f ms of %d runs", phase, views, times.min()!, runs))
}

/// Custom layouts declared in a layout file against the same layouts compiled: Apple's
/// MyEqualWidthHStack and FlowLayout (Sources/TrellisBundledLayouts, read as source; the compiled ones
/// are used by name when the file does not declare them). One layout pass per window width of a
/// sweep (a pass at an unchanged size is skipped), after a first pass that fills the caches.
///   swift run -c release trellis-bench file [--runs N]
func runCustomLayoutBench(runs: Int) {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TrellisBundledLayouts")
    func source(_ name: String) -> String? {
        try? String(contentsOf: examples.appendingPathComponent("\(name).swift"), encoding: .utf8)
    }
    guard let equalWidth = source("MyEqualWidthHStack"), let flow = source("FlowLayout") else {
        print("custom layouts: Sources/TrellisBundledLayouts not found next to the bench's source; skipped")
        return
    }
    let cases: [(name: String, declarations: String, preview: String)] = [
        ("MyEqualWidthHStack, 12 texts", equalWidth,
         "MyEqualWidthHStack { ForEach(0..<12) { i in Text(\"Item \\(i)\") } }"),
        ("FlowLayout, 200 texts", flow,
         "FlowLayout(spacing: 6) { ForEach(0..<200) { i in Text(i % 3 == 0 ? \"Tag \\(i)\" : \"Longer tag \\(i)\").padding(4) } }"),
    ]
    print("")
    print("Custom layouts, one layout pass (best of \(runs) sweeps of 40 widths): compiled vs declared in the file")
    print("layout                          compiled ms  file ms   ratio")
    for c in cases {
        func passTime(_ text: String) -> Double {
            let file = InterpretedFile(source: text, path: "bench.swift")
            if !file.diagnostics.isEmpty { print("unexpected diagnostics: \(file.diagnostics.prefix(3))") }
            var best = Double.infinity
            for _ in 0..<runs {
                let resolved = ResolvedTree(file.makeView(placeholders: false))
                resolved.layout(in: CGSize(width: 299, height: 844))
                var total = 0.0
                for w in 0..<40 {
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    resolved.layout(in: CGSize(width: 300 + CGFloat(w) * 10, height: 844))
                    total += Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
                }
                best = min(best, total / 40)
            }
            return best
        }
        let preview = "\n#Preview { \(c.preview) }\n"
        let compiled = passTime(preview)
        let interpreted = passTime(c.declarations + preview)
        let name = c.name.padding(toLength: 30, withPad: " ", startingAt: 0)
        print(name + String(format: "  %11.3f  %7.3f  %6.1fx", compiled, interpreted, interpreted / compiled))
    }
}

/// A generated layout file: a screen of rows, each row ten views (stacks, text, images,
/// shapes, spacers) with typical modifiers, in a struct with a helper and a #Preview.
enum FileBenchSource {
    static func make(views: Int) -> String {
        let rows = max(1, views / 10)
        var s = """
            import SwiftUI

            nonisolated struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {

            """
        for i in 0..<rows {
            s += """
                        HStack(spacing: 12) {
                            Circle().frame(width: 40, height: 40)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Row \(i)").font(.headline)
                                Text("Detail for row \(i)").font(.subheadline).foregroundColor(.secondary)
                            }
                            Spacer()
                            Text("\(i % 60) min").font(.caption)
                            RoundedRectangle(cornerRadius: 4).frame(width: 8, height: 8)
                        }
                        .padding(.horizontal, 16)
                        Divider()

                """
        }
        s += """
                    }
                }
            }

            #Preview { Screen() }

            """
        return s
    }

    /// `source` with one line of one row changed: the row's detail text gets a mark (the
    /// `run`-th row of a spread-out order, so successive edits touch different rows).
    static func editOneLine(_ source: String, run: Int, views: Int) -> String {
        let rows = max(1, views / 10)
        let row = (run * 37 + rows / 2) % rows
        return source.replacingOccurrences(of: "\"Detail for row \(row)\"", with: "\"Detail for row \(row)!\"")
    }
}
