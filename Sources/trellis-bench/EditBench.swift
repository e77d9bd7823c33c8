import Foundation
import TrellisPreviewDriver

// Save → new frame on screen in the window, for compiled previews: what a person feels when they
// save. `trellis-bench compiled` times `trellis layout` as a whole command (its process start and
// its host's included); the window keeps a preview host started ahead, so only swiftc, loading the
// library in that host, one layout and one paint stand between a save and the frame.
//   trellis-bench preview edit [--binary PATH] [--files A.swift:FOLDER:five-file] [--edits N]
// Each file is copied to a scratch folder, opened with `trellis preview --engine compiled --log`
// (a private TRELLIS_CACHE_DIR), and saved N times with a different string in a `Text("…")`
// literal, then N times with a comment line appended (same drawing). An edit is timed from just
// before the write to the first `layout` line after its `compile … ok` line: the window prints
// that line after presenting the frame (XSync), so it is the new content on screen.

/// Seconds any one wait may take before the edit counts as failed (the first, cold compile: 300).
private let editTimeout = 30.0

/// A person's saves are seconds apart: the host the window starts ahead for the next compile has
/// warmed up by then, and a save straight after a frame would time that warm-up too.
private let pauseBetweenEdits: useconds_t = 500_000

func runEditBench(binary: String, files: [String], edits: Int) throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    print("save → new frame, compiled (trellis preview --engine compiled, 390x844, scale 1): \(edits) edits per row, ms")
    print("  compile = the log's compile ms (swiftc and loading the library in the host); frame = layout_ms + paint_ms")
    print("  of the new frame, of which resolve = its resolve_ms; other = the rest (inotify, the window's 15 ms reload")
    print("  delay, its update loop, the pipe)")
    print("  file                     edit       p50  worst | compile  frame resolve  other (means) | ok")
    for file in files { try editFile(file, binary: binary, edits: max(edits, 1), display: display) }
}

/// `file` is a Swift file, or a folder (a module of several files: its first file, by name, with a
/// `Text("…")` literal is the one saved); `five-file` is the five-file module of `trellis-bench
/// compiled`.
private func editFile(_ file: String, binary: String, edits: Int, display: VirtualDisplay) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-edit-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var isFolder: ObjCBool = false
    let opened: String, copy: String
    if file == "five-file" {
        opened = scratch.appendingPathComponent("Shelf5").path
        writeFiveFileFolder(at: URL(fileURLWithPath: opened))
        isFolder = true
    } else {
        _ = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
        opened = scratch.appendingPathComponent((file as NSString).lastPathComponent).path
        try FileManager.default.copyItem(atPath: file, toPath: opened)
    }
    if isFolder.boolValue {
        let names = try FileManager.default.contentsOfDirectory(atPath: opened).filter { $0.hasSuffix(".swift") }.sorted()
        let edited = names.first { ((try? String(contentsOfFile: opened + "/" + $0, encoding: .utf8)) ?? "").contains("Text(\"") }
        copy = opened + "/" + (edited ?? names.first ?? "")
    } else {
        copy = opened
    }
    let name = (opened as NSString).lastPathComponent + (isFolder.boolValue ? "/" + (copy as NSString).lastPathComponent : "")
    let original = try String(contentsOfFile: copy, encoding: .utf8)

    let preview = try PreviewProcess([opened, "--engine", "compiled", "--size", "390x844", "--scale", "1", "--log"],
                                     display: display.name, environment: ["TRELLIS_CACHE_DIR": scratch.appendingPathComponent("cache").path],
                                     executable: binary)
    defer { preview.stop() }
    let label = "  " + name.padding(toLength: 24, withPad: " ", startingAt: 0)
    let first = try preview.waitForLayout(after: 0, timeout: 300)
    guard first["errors"] == "0" else { return print("\(label) \(first["errors"] ?? "?") errors on open, not edited") }

    // The first `Text("` literal: the edit number goes before its closing quote.
    let closing = original.range(of: "Text(\"").flatMap { original.range(of: "\")", range: $0.upperBound..<original.endIndex) }
    func textEdit(_ i: Int) -> String? { closing.map { original.replacingCharacters(in: $0, with: " \(i)\")") } }
    let variants: [(String, (Int) -> String?)] = [
        ("text", textEdit),
        // One comment line after the last text edit: nothing drawn changes.
        ("comment", { i in (textEdit(edits) ?? original) + "\n// edit \(i)\n" }),
    ]
    for (kind, edit) in variants {
        var totals: [Double] = [], compiles: [Double] = [], frames: [Double] = [], resolves: [Double] = []
        for i in 1...edits {
            guard let source = edit(i) else { break }
            usleep(pauseBetweenEdits)
            if let times = timeSave(source, to: copy, preview: preview) {
                totals.append(times.total)
                compiles.append(times.compile)
                frames.append(times.frame)
                resolves.append(times.resolve)
            }
        }
        guard !totals.isEmpty else {
            print("\(label) \(kind.padding(toLength: 7, withPad: " ", startingAt: 0)) " + (closing == nil && kind == "text" ? "no Text(\"…\") literal" : "every edit failed"))
            continue
        }
        func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
        let sorted = totals.sorted()
        print(label + " " + kind.padding(toLength: 7, withPad: " ", startingAt: 0)
              + String(format: " %6.0f %6.0f | %7.0f %6.1f %7.1f %6.0f        | %d/%d", sorted[sorted.count / 2], sorted.last!,
                       mean(compiles), mean(frames), mean(resolves), mean(totals) - mean(compiles) - mean(frames), totals.count, edits))
    }
}

/// Writes `source` and waits for this save's compile and then its frame: milliseconds from just
/// before the write to the frame's log line, the log's compile ms, and the frame's layout + paint
/// ms and resolve ms. Nil (a failed edit, said why) when the compile or the host failed or a wait
/// ran out.
private func timeSave(_ source: String, to path: String, preview: PreviewProcess)
    -> (total: Double, compile: Double, frame: Double, resolve: Double)? {
    let mark = preview.output.count
    let start = DispatchTime.now().uptimeNanoseconds
    do { try source.write(toFile: path, atomically: true, encoding: .utf8) } catch { print("    write failed: \(error)"); return nil }
    // Lines arrive in order: this save's compile started, its outcome, then (when it is ok) the
    // frame after it. An outcome before a start is a late one of an edit that timed out.
    var started = false
    var compiled: String?
    let line = preview.output.waitForLine(after: mark, timeout: editTimeout) { line in
        // The file shown names the compile (in a folder, not always the file saved).
        if line.hasPrefix("compile file=") && line.hasSuffix(" started") {
            started = true
        } else if started && line.hasPrefix("compile file=") {
            compiled = line
            return !line.contains(" ok ")
        }
        return line.hasPrefix("host failed") || (compiled != nil && line.hasPrefix("layout "))
    }
    let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    guard let line, line.hasPrefix("layout "), let compiled else {
        print("    edit failed: " + (line ?? "no frame within \(Int(editTimeout)) s (last line: \(preview.output.all.last ?? "none"))"))
        return nil
    }
    let frame = PreviewProcess.fields(line)
    guard frame["errors"] == "0" else {
        print("    edit failed: the frame shows \(frame["errors"] ?? "?") errors")
        return nil
    }
    func ms(_ fields: [String: String], _ key: String) -> Double { Double(fields[key] ?? "") ?? .nan }
    return (total, ms(PreviewProcess.fields(compiled), "ms"), ms(frame, "layout_ms") + ms(frame, "paint_ms"), ms(frame, "resolve_ms"))
}
