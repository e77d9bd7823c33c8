import Foundation
import Testing

/// From a view on screen to the line that wrote it: with outlines on (`b`), a click prints
/// `FILE:LINE:COL: Type W×H` and runs `--editor` with the location.
extension PreviewUnderXvfb {
    @Suite("clicking a view")
    struct SourceClickTests {
        static let source = """
            VStack(spacing: 0) {
                Color.red
                    .frame(width: 200, height: 100)
                Color.blue.frame(width: 200, height: 100)
            }
            """

        @Test("a click prints where the view was written and opens the editor command")
        func clickPrintsTheLocationAndRunsTheEditor() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Two Colors.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            // The editor: a script that writes the arguments it was given, one per line.
            let script = folder.path + "/record.sh", record = folder.path + "/args.txt"
            try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"\(record).tmp\" && mv \"\(record).tmp\" \"\(record)\"\n"
                .write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)

            let preview = try PreviewProcess([file, "--size", "390x844", "--scale", "1", "--log",
                                              "--editor", "\(script) {file} {line} {column}"], display: display.name)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15)
            _ = try preview.windowID(title: "Trellis - Two Colors.swift")

            // Without outlines a click does nothing.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "195", "372", "click", "1")
            // Outlines on, then a click on the red colour (the stack of 200 × 200 is centred at
            // (95, 322)): the innermost view there is the Color of line 2.
            preview.press("b", pointer: (195, 372))
            preview.xdotool("click", "1")
            let line = try preview.waitForLine(after: mark, prefix: file)
            #expect(line == "\(file):2:5: Color 200×100")
            #expect(!preview.output.all[mark...].contains { $0.hasPrefix(file) && $0 != line }, "the click before `b` printed something")

            // The blue colour's frame modifier is on line 4; a click on its Color gives line 4, column 5.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "195", "472", "click", "1")
            #expect(try preview.waitForLine(after: mark, prefix: file) == "\(file):4:5: Color 200×100")

            // The editor ran with the placeholders replaced (the path has a space: one argument).
            let deadline = Date().addingTimeInterval(5)
            var arguments: [String] = []
            while Date() < deadline {
                if let text = try? String(contentsOfFile: record, encoding: .utf8) {
                    arguments = text.split(separator: "\n").map(String.init)
                    if arguments.last == "5" && arguments.dropLast().last == "4" { break }
                }
                usleep(20_000)
            }
            #expect(arguments == [file, "4", "5"])
            #expect(preview.process.isRunning)
        }

        @Test("an editor command that fails is reported and the window keeps going")
        func failingEditorIsReported() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Red.swift"
            try "Color.red.frame(width: 100, height: 100)".write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--size", "300x300", "--scale", "1", "--log",
                                              "--editor", "exit 3"], display: display.name)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15)
            _ = try preview.windowID(title: "Trellis - Red.swift")
            let mark = preview.output.all.count
            preview.press("b", pointer: (150, 150))
            preview.xdotool("click", "1")
            #expect(try preview.waitForLine(after: mark, prefix: file) == "\(file):1:1: Color 100×100")
            #expect(try preview.waitForLine(after: mark, prefix: "editor command failed (status 3)") == "editor command failed (status 3): exit 3")
            // Still responsive: the next key is handled.
            let next = preview.output.all.count
            preview.press("d", pointer: (150, 150))
            try preview.waitForLayout(after: next) { $0["scheme"] == "dark" }
        }

        @Test("a click on a compiled preview's view prints where its code writes it")
        func compiledViewsAreLocatedToo() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Stack.swift"
            try """
                import SwiftUI

                struct Stack: View {
                    let colors: [Color] = [.red, .blue]
                    var body: some View {
                        VStack(spacing: 0) {
                            ForEach(0..<colors.count, id: \\.self) { i in
                                colors[i].frame(width: 200, height: 100)
                            }
                        }
                    }
                }

                #Preview { Stack() }
                """.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--size", "390x844", "--scale", "1", "--log", "--engine", "compiled"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Stack.swift ok", timeout: 120)
            try preview.waitForLayout(after: 0, timeout: 15)
            _ = try preview.windowID(title: "Trellis - Stack.swift")
            // Outlines on, then a click on the blue colour (the lower half of the centred stack):
            // the view the ForEach's expression on line 8 wrote.
            let mark = preview.output.all.count
            preview.press("b", pointer: (195, 472))
            preview.xdotool("click", "1")
            #expect(try preview.waitForLine(after: mark, prefix: file) == "\(file):8:17: Color 200×100")
        }
    }
}
