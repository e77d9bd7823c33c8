import Foundation
import Testing
import Trellis
@testable import TrellisInterpreter

/// Integer work in the interpreter is checked as Swift checks it, but an overflow is a located
/// error instead of a trap; strings and arrays a file builds are bounded.
@Suite struct CheckedArithmetic {
    @Test func overflowIsALocatedError() {
        #expect(problems("Text(\"\\(Int.max + 1)\")") == ["1:17: arithmetic overflow: 9223372036854775807 + 1 is not an Int"])
        #expect(problems("Text(\"\\(Int.min - 1)\")") == ["1:17: arithmetic overflow: -9223372036854775808 - 1 is not an Int"])
        #expect(problems("Text(\"\\(Int.max * 2)\")") == ["1:17: arithmetic overflow: 9223372036854775807 * 2 is not an Int"])
        #expect(problems("Text(\"\\(Int.min / -1)\")") == ["1:17: arithmetic overflow: -9223372036854775808 / -1 is not an Int"])
        #expect(problems("Text(\"\\(Int.min % -1)\")") == ["1:17: arithmetic overflow: -9223372036854775808 % -1 is not an Int"])
        #expect(problems("Text(\"\\(-(Int.min))\")") == ["1:9: arithmetic overflow: -(-9223372036854775808) is not an Int"])
        #expect(problems("Text(\"\\(abs(Int.min))\")") == ["1:13: arithmetic overflow: abs(-9223372036854775808) is not an Int"])
        #expect(problems("Text(\"\\(1 / 0)\")") == ["1:11: division by zero"])
    }

    @Test func rangesWhoseCountIsNotAnInt() {
        #expect(problems("Text(\"\\(0...Int.max)\")") == ["1:10: range 0...9223372036854775807 has more than Int.max elements"])
        #expect(problems("Text(\"\\((Int.min..<0).count)\")") == ["1:17: range -9223372036854775808..<0 has more than Int.max elements"])
        #expect(problems("VStack { ForEach(Int.min..<Int.max) { i in Text(\"\\(i)\") } }").first?.hasPrefix("1:25: range") == true)
        #expect(problems("Text(\"\\(Array(0..<3)[...Int.max])\")") == ["1:22: range ...9223372036854775807 has more than Int.max elements"])
    }

    @Test func stringRepeatingIsCorrectAndBounded() {
        expectFileLaysOutLike("Text(String(repeating: \"ab\", count: 3))", Text("ababab"))
        expectFileLaysOutLike("Text(String(repeating: \"ab\", count: 0))", Text(""))
        #expect(problems("Text(String(repeating: \"ab\", count: -1))") == ["1:6: String(repeating:count:) needs a count of 0 or more, not -1"])
        #expect(problems("Text(String(repeating: \"ab\", count: Int.max))")
            == ["1:6: a string of 9223372036854775807 bytes is over the limit of 1048576 bytes"])
    }

    @Test func numberSpecifiersAreChecked() {
        #expect(problems("Text(\"\\(1.5, specifier: \"%.1f\")\")").isEmpty)
        #expect(problems("Text(\"\\(1, specifier: \"%@\")\")")
            == ["1:12: specifier: needs one number format like \"%.1f\" or \"%d\" (flags, width and precision of at most 3 digits)"])
        let s = "let s = \"\\(2, specifier: \"%s%n\")\"\nText(s)"
        #expect(problems(s) == ["1:15: specifier: needs one number format like \"%.1f\" or \"%d\" (flags, width and precision of at most 3 digits)"])
    }

    @Test func longOperatorChainsAreAnError() {
        let chain = "Color.red.frame(width: " + Array(repeating: "1", count: 5_000).joined(separator: "+") + ")"
        #expect(problems(chain) == ["1:24: an expression of 4999 operators is not supported (at most 1000)"])
        let ok = "Color.red.frame(width: " + Array(repeating: "1", count: 500).joined(separator: "+") + ")"
        #expect(problems(ok).isEmpty)
    }

    @Test func bracketRunsInInterpolationsAreRefused() {
        let start = Date()
        let source = "Text(\"\\(" + String(repeating: "[", count: 28) + "1" + String(repeating: "]", count: 28) + ")\")"
        #expect(problems(source) == ["1:9: more than 10 brackets opened directly inside each other ('[[[[…') are not supported"])
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func manyDiagnosticsAreCapped() {
        let source = (0..<300).map { "Txt\($0)()" }.joined(separator: "\n")
        let d = load(source).diagnostics
        #expect(d.count == InterpretedFile.maximumDiagnostics + 1)
        #expect(d.last?.message == "too many errors: \(300 - InterpretedFile.maximumDiagnostics) more not shown" || d.count <= 101)
    }
}
