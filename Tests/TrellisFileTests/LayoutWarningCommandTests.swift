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
