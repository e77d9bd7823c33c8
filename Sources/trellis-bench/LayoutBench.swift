import Foundation
import Trellis

/// `trellis-bench layout`: lays out the shared benchmark trees (../shared/bench, FORMAT.md) and
/// prints, per workload, size and root size, the ns per view of a first layout (cold) and of a
/// relayout after a 1-point resize, the sizeThatFits evaluations per view, and the peers' figures
/// from RESULTS-peers.md for comparison. Only `ResolvedTree.layout(in:)` is timed; building the
/// views and resolving them is not (the peers don't time building their trees either).
func runLayoutBench(_ arguments: [String]) {
    let options: LayoutBenchOptions
    do {
        options = try LayoutBenchOptions(arguments)
    } catch {
        print("layout bench: \(error)")
        print(LayoutBenchOptions.usage)
        return
    }
    if options.help {
        print(LayoutBenchOptions.usage)
        return
    }
    // Resolving and laying out trees 50,000 levels deep recurses that deep: run on a big stack.
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        LayoutBenchRunner(options: options).run()
        done.signal()
    }
    thread.stackSize = 1 << 32
    thread.start()
    done.wait()
}

struct LayoutBenchOptions: Sendable {
    var trees: String?
    var generator = "../shared/bench/gen_trees.py"
    var peers = "../shared/bench/RESULTS-peers.md"
    var workloads: Set<String>?
    var sizes: Set<Int>?
    var roots: [CGSize]?
    var reps = 1.0
    var quick = false
    var json: String?
    var perfControl: String?
    var perfPhase: String?
    var help = false

    static let usage = """
    usage: trellis-bench layout [options]
      --trees DIR        benchmark trees (default: generated into a temporary directory)
      --gen PATH         gen_trees.py (default ../shared/bench/gen_trees.py)
      --peers PATH       RESULTS-peers.md for the peers' figures (default ../shared/bench/RESULTS-peers.md)
      --workloads LIST   e.g. wide,deep (default: all)
      --sizes LIST       target sizes, e.g. 1000,10000 (default: all)
      --root WxH[,WxH]   root sizes (default: each file's own)
      --reps X           scale the repetition counts (default 1)
      --quick            2 repetitions each
      --json FILE        append one JSON line per file and root size (benchlib.py's keys, engine "ours")
      --perf-control FIFO  write enable/disable around each timed layout, for
                         `perf record -D -1 --control fifo:FIFO` (profiles the layout alone)
      --perf-phase P     with --perf-control: only around the layouts of phase P (cold, resize, noop)
    """

    enum OptionError: Error, CustomStringConvertible {
        case bad(String)
        var description: String { if case let .bad(m) = self { return m }; return "" }
    }

    init(_ args: [String]) throws {
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < args.count else { throw OptionError.bad("\(args[i - 1]) needs a value") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--trees": trees = try value()
            case "--gen": generator = try value()
            case "--peers": peers = try value()
            case "--workloads": workloads = Set(try value().split(separator: ",").map(String.init))
            case "--sizes": sizes = Set(try value().split(separator: ",").compactMap { Int($0) })
            case "--root":
                roots = try value().split(separator: ",").map { spec in
                    let p = spec.split(separator: "x").compactMap { Double($0) }
                    guard p.count == 2 else { throw OptionError.bad("bad root size \(spec)") }
                    return CGSize(width: p[0], height: p[1])
                }
            case "--reps":
                guard let r = Double(try value()), r > 0 else { throw OptionError.bad("--reps needs a positive number") }
                reps = r
            case "--quick": quick = true
            case "--json": json = try value()
            case "--perf-control": perfControl = try value()
            case "--perf-phase":
                let p = try value()
                guard ["cold", "resize", "noop"].contains(p) else { throw OptionError.bad("--perf-phase is cold, resize or noop") }
                perfPhase = p
            case "-h", "--help": help = true
            case let other: throw OptionError.bad("unknown option \(other)")
            }
            i += 1
        }
    }
}

/// The peers' medians (ns per node) from RESULTS-peers.md, by "workload nodes WxH".
struct PeerFigures {
    struct Row { var taffy: Double?; var yoga: Double? }
    var cold: [String: Row] = [:]
    var resize: [String: Row] = [:]

    init(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        var section = 0  // 1 cold, 2 resize
        for line in text.split(separator: "\n") {
            if line.hasPrefix("### Full layout") { section = 1; continue }
            if line.hasPrefix("### Relayout") { section = 2; continue }
            if line.hasPrefix("###") { section = 0; continue }
            guard section != 0, line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6, Int(cells[1]) != nil else { continue }
            func lead(_ s: String) -> Double? { Double(s.split(separator: " ").first ?? "") }
            let key = "\(cells[0]) \(cells[1]) \(cells[2])"
            let row = Row(taffy: lead(cells[3]), yoga: lead(cells[5]))
            if section == 1 { cold[key] = row } else { resize[key] = row }
        }
    }
}

final class LayoutBenchRunner: @unchecked Sendable {
    let options: LayoutBenchOptions
    /// perf's control FIFO, when profiling only the timed layouts.
    let perf: FileHandle?

    init(options: LayoutBenchOptions) {
        self.options = options
        perf = options.perfControl.flatMap { FileHandle(forWritingAtPath: $0) }
    }

    /// Times one layout pass of `phase` (and lets perf sample only that).
    private func timed(_ phase: String, _ body: () -> Void) -> Double {
        let perf = options.perfPhase == nil || options.perfPhase == phase ? self.perf : nil
        perf?.write(Data("enable\n".utf8))
        let t0 = Self.now()
        body()
        let t = Double(Self.now() - t0)
        perf?.write(Data("disable\n".utf8))
        return t
    }

    static let order = ["tiny", "wide", "deep", "grid", "app"]

    func run() {
        guard let dir = treesDirectory() else { return }
        // Trees generated for this run go with it (a folder given with --trees stays).
        defer { if options.trees == nil { try? FileManager.default.removeItem(atPath: dir) } }
        let peers = PeerFigures(path: options.peers)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
            .filter { $0.hasSuffix(".json") }
            .compactMap { name -> (String, Int, String)? in
                let parts = name.dropLast(5).split(separator: "-")
                guard parts.count == 2, let size = Int(parts[1]) else { return nil }
                return (String(parts[0]), size, name)
            }
            .filter { options.workloads?.contains($0.0) ?? true }
            .filter { options.sizes?.contains($0.1) ?? true }
            .sorted { (Self.order.firstIndex(of: $0.0) ?? 9, $0.1) < (Self.order.firstIndex(of: $1.0) ?? 9, $1.1) }
        let header = """
        Trellis layout benchmark (ns per view; peers from \(options.peers), same trees)
        workload   views  root      |  cold ns/view (min)  yoga  taffy |  resize ns/view  yoga  taffy |  evals/view cold  resize | noop µs | nodes

        """
        FileHandle.standardOutput.write(Data(header.utf8))
        for (_, _, name) in files {
            let path = (dir as NSString).appendingPathComponent(name)
            let tree: BenchTree
            do { tree = try BenchTree(contentsOf: URL(fileURLWithPath: path)) } catch {
                print("\(name): \(error)")
                continue
            }
            for root in options.roots ?? tree.rootSizes {
                bench(tree, root: root, peers: peers)
            }
        }
    }

    private func treesDirectory() -> String? {
        if let t = options.trees { return t }
        let dir = NSTemporaryDirectory() + "trellis-bench-trees-\(getpid())"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", options.generator, "--out", dir]
        p.standardOutput = FileHandle.nullDevice
        do {
            try p.run()
            p.waitUntilExit()
        } catch {
            print("layout bench: cannot run \(options.generator): \(error) (use --trees DIR)")
            return nil
        }
        guard p.terminationStatus == 0 else {
            print("layout bench: \(options.generator) failed (use --trees DIR or --gen PATH)")
            return nil
        }
        return dir
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Repetitions like benchlib.py: cold, resize steps, no-op calls.
    private func reps(_ n: Int) -> (Int, Int, Int) {
        if options.quick { return (2, 2, 10) }
        let (c, r, o) = n <= 1000 ? (40, 40, 200) : n <= 10000 ? (12, 25, 200) : (4, 8, 100)
        return (max(2, Int(Double(c) * options.reps)), max(2, Int(Double(r) * options.reps)), o)
    }

    private func bench(_ tree: BenchTree, root: CGSize, peers: PeerFigures) {
        let n = max(tree.nodes.count, 1)
        let (coldReps, resizeSteps, noopReps) = reps(n)
        let view = BenchNodeView(tree: tree, index: 0)
        var cold: [Double] = [], resize: [Double] = [], noop: [Double] = []
        var buildSeconds: [Double] = []
        var coldEvaluations = 0, resizeEvaluations = 0, engineNodes = 0
        var lastRoot = CGRect.zero
        for _ in 0..<coldReps {
            let b0 = Self.now()
            let l = ResolvedTree(view)
            buildSeconds.append(Double(Self.now() - b0) / 1e9)
            let e0 = l.evaluations
            cold.append(timed("cold") { l.layout(in: root) })
            coldEvaluations = l.evaluations - e0
            engineNodes = l.nodeCount
        }
        let l = ResolvedTree(view)
        l.layout(in: root)
        for _ in 0..<noopReps {
            noop.append(timed("noop") { l.layout(in: root) })
        }
        var totalResizeEvaluations = 0
        for k in 1...resizeSteps {
            let e0 = l.evaluations
            resize.append(timed("resize") { l.layout(in: CGSize(width: root.width - CGFloat(k), height: root.height)) })
            totalResizeEvaluations += l.evaluations - e0
        }
        resizeEvaluations = totalResizeEvaluations / resizeSteps
        l.layout(in: root)
        lastRoot = l.tree.root.frame.rect

        func median(_ a: [Double]) -> Double {
            let s = a.sorted()
            return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
        let rootText = "\(Int(root.width))x\(Int(root.height))"
        let key = "\(tree.workload) \(n) \(rootText)"
        func peer(_ v: Double?) -> String { v.map { String(format: "%5.0f", $0) } ?? "    -" }
        let pc = peers.cold[key], pr = peers.resize[key]
        let line = String(format: "%-6@ %8d  %-9@ | %8.0f (%6.0f)    %@  %@ | %8.0f        %@  %@ | %9.2f    %7.2f   | %7.2f | %d",
                          tree.workload as NSString, n, rootText as NSString,
                          median(cold) / Double(n), (cold.min() ?? 0) / Double(n), peer(pc?.yoga), peer(pc?.taffy),
                          median(resize) / Double(n), peer(pr?.yoga), peer(pr?.taffy),
                          Double(coldEvaluations) / Double(n), Double(resizeEvaluations) / Double(n),
                          median(noop) / 1000, engineNodes)
        // Unbuffered, so a long run shows its progress.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))

        if let json = options.json {
            func stats(_ a: [Double]) -> [String: Any] {
                ["reps": a.count, "median_us": median(a) / 1e3, "min_us": (a.min() ?? 0) / 1e3,
                 "median_ns_per_node": median(a) / Double(n), "min_ns_per_node": (a.min() ?? 0) / Double(n)]
            }
            let record: [String: Any] = [
                "engine": "ours", "engine_version": "trellis", "file": "\(tree.workload)-\(n).json",
                "workload": tree.workload, "nodes": n, "max_depth": tree.maxDepth,
                "root": [Double(root.width), Double(root.height)],
                "root_frame": [Double(lastRoot.minX), Double(lastRoot.minY), Double(lastRoot.width), Double(lastRoot.height)],
                "build_s_median": median(buildSeconds),
                "cold": stats(cold), "resize": stats(resize), "noop": stats(noop), "call_ns": 0,
                "evaluations_per_view_cold": Double(coldEvaluations) / Double(n),
                "evaluations_per_view_resize": Double(resizeEvaluations) / Double(n),
                "engine_nodes": engineNodes,
            ]
            // Plain Doubles and Ints only: JSONSerialization on Linux rejects CGFloat.
            if let data = try? JSONSerialization.data(withJSONObject: record),
               let handle = FileHandle(forWritingAtPath: json) ?? {
                   _ = FileManager.default.createFile(atPath: json, contents: nil)
                   return FileHandle(forWritingAtPath: json)
               }() {
                handle.seekToEndOfFile()
                handle.write(data + Data("\n".utf8))
                handle.closeFile()
            }
        }
    }
}
