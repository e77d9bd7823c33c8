import Foundation
import Testing

/// `trellis check --layout-warnings`: the visual lint from the command line.
@Suite struct LayoutWarningCommand {
    @Test func warningsArePrintedWithTheFileAndTheExitStatusStaysZero() throws {
        let url = try Command.temporaryFile("""
            VStack {
                Text("A caption much too long to fit").lineLimit(1).id("caption").frame(width: 80)
                Color.red.frame(minWidth: 100, maxWidth: 50)
            }
            """)
        let r = try Command.run(["check", url.path, "--layout-warnings"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        // At the Text's line and column, in the compiler's format.
        #expect(lines.first?.hasPrefix("\(url.path):2:5: warning: Text \"A caption much too long to fit\" is truncated: it was offered 80 × ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("(in VStack › frame › Text #caption)") == true)
        #expect(lines.last?.hasPrefix("\(url.path):3:15: warning: contradictory frame constraints") == true, "\(lines)")
        // Without the flag: silent.
        #expect(try Command.run(["check", url.path]).stderr.isEmpty)
    }

    @Test func aFileWithErrorsReportsOnlyItsErrors() throws {
        let url = try Command.temporaryFile("VStack { Txt(\"a\"); Color.red.frame(minWidth: 100, maxWidth: 50) }")
        let r = try Command.run(["check", url.path, "--layout-warnings"])
        #expect(r.status == 1)
        #expect(!r.stderr.contains("warning:"), "\(r.stderr)")
    }
}

/// `check` lays a preview out in the same session as `layout` (one `PreviewSession`): with a
/// device, its size classes and insets, not the size's automatic ones.
@Suite struct CheckUsesTheLayoutSession {
    @Test func checkWithADeviceLintsTheLayoutThatLayoutShows() throws {
        // iPhone 15 in landscape is compact × compact; 852 pt wide alone would be regular.
        let url = try Command.temporaryFile("""
            struct Row: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        Text("A caption much too long to fit").lineLimit(1).frame(width: 60)
                    } else {
                        Text("Wide")
                    }
                }
            }
            """, name: "Row.swift")
        let flags = ["--device", "iphone-15", "--size", "852x393"]
        let check = try Command.run(["check", url.path, "--layout-warnings"] + flags)
        #expect(check.status == 0)
        #expect(check.stderr.contains("\(url.path):5:13: warning: Text \"A caption much too long to fit\" is truncated"), "\(check.stderr)")
        let layout = try Command.run(["layout", url.path, "--json"] + flags)
        #expect(layout.stdout.contains("\"safeArea\""), "the device's landscape insets")
        let free = try Command.run(["check", url.path, "--layout-warnings", "--size", "852x393"])
        #expect(!free.stderr.contains("truncated"), "without the device the width is regular: \(free.stderr)")
    }
}
