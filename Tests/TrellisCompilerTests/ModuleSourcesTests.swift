import Foundation
import Synchronization
import Testing
import Trellis
@testable import TrellisCompiler
import TrellisSession

/// What the compiler path reads from a module's files before swiftc runs: its previews and where
/// they are written, the rewrite of a top-level expression and the columns it shifts.
@Suite struct ModuleSourcesPreviews {
    @Test func writtenPreviewsAreFoundInOrderWithTheirNamesAndPlaces() {
        let sources = ModuleSources(files: [(path: "Cards.swift", source: """
            import SwiftUI

            struct Card: View {
                var body: some View { Text("Card") }
            }

            #Preview("Light") { Card() }
              #Preview { Card().padding() }
            """)])
        #expect(sources.previews.map(\.name) == ["Light", "Preview 2"])
        #expect(sources.previews.map(\.line) == [7, 8])
        #expect(sources.previews.map(\.column) == [1, 3])
        // The symbol is the one the #Preview macro exports for that place.
        #expect(sources.previews.map(\.symbol) == [PreviewRegistration.symbol(file: "Cards.swift", line: 7, column: 1),
                                                   PreviewRegistration.symbol(file: "Cards.swift", line: 8, column: 3)])
        #expect(sources.generatedSource == nil)
        #expect(sources.files[0].compiledSource == sources.files[0].source)
    }

    @Test func previewProvidersArePreviewedWhenTheFileHasNoPreviewMacro() {
        let sources = ModuleSources(files: [(path: "Old.swift", source: """
            import SwiftUI

            struct Row: View {
                var body: some View { Text("Row") }
            }

            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row() }
            }
            """)])
        #expect(sources.previews.count == 1)
        let preview = sources.previews[0]
        #expect(preview.file == "Old.swift")
        #expect(preview.line == 7)
        // Made in the generated file, whose first line previews it.
        #expect(preview.symbol == PreviewRegistration.symbol(file: ModuleSources.generatedName, line: 1, column: 1))
        #expect(sources.generatedSource?.hasPrefix("#Preview(") == true)
        #expect(sources.generatedOrigins[1]?.file == "Old.swift")
    }

    @Test func aViewThatNeedsNoArgumentsIsPreviewedWhenNothingElseIs() {
        let sources = ModuleSources(files: [(path: "Screen.swift", source: """
            struct Labelled: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Screen: View {
                var body: some View { Labelled(title: "Hi") }
            }
            """)])
        // `Labelled` needs a title; `Screen` needs nothing.
        #expect(sources.previews.map(\.name) == ["Screen"])
        #expect(sources.previews.map(\.line) == [5])
    }

    @Test func aTopLevelExpressionBecomesAViewBuilderFunctionOnTheSameLines() throws {
        let source = "let gap = 8.0\n  VStack(spacing: gap) {\n    Text(\"A\")\n}\n"
        let sources = ModuleSources(files: [(path: "Loose.swift", source: source)])
        let file = try #require(sources.files.first)
        let shift = try #require(file.columnShifts.first)
        #expect(shift.line == 2 && shift.column == 3)
        // Lines do not move: what swiftc says of line 3 is line 3 of the user's file. A file
        // that imports nothing imports SwiftUI after its last line.
        #expect(file.compiledSource.hasSuffix(ModuleSources.implicitImports))
        #expect(file.compiledSource.dropLast(ModuleSources.implicitImports.count).split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        // The function opens where the expression starts, so the expression keeps its line.
        #expect(file.compiledSource.contains("\n  @Trellis.ViewBuilder func trellisTopLevelView0() -> some Trellis.View { VStack(spacing: gap) {\n"))
        #expect(sources.previews.map(\.line) == [2])
        #expect(sources.previews.map(\.column) == [3])
        // A column after the insertion on that line is the user's again; before it and on other lines, unchanged.
        #expect(sources.userColumn(file: 0, line: 2, column: 3 + shift.count + 7) == 3 + 7)
        #expect(sources.userColumn(file: 0, line: 2, column: 1) == 1)
        #expect(sources.userColumn(file: 0, line: 3, column: 5) == 5)
    }

    @Test func namesDeclaredInTwoFilesMeanTheFolderIsNotOneModule() {
        let one = ModuleSources(files: [(path: "A.swift", source: "struct Card: View { var body: some View { Text(\"A\") } }"),
                                        (path: "B.swift", source: "struct Card: View { var body: some View { Text(\"B\") } }\nfunc helper() {}")])
        #expect(one.namesDeclaredTwice == ["Card"])
    }

    @Test func aLongRunOfBracketsIsRefusedAtItsPlaceBeforeAnythingParses() throws {
        let sources = ModuleSources(files: [(path: "Deep.swift", source: "Text(\"x\")\nlet a = " + String(repeating: "[", count: 12) + "\n")])
        let refusal = try #require(sources.files.first?.refusal)
        #expect(refusal.line == 2 && refusal.column == 9)
        #expect(refusal.message.contains("more than 10 brackets"))
    }
}

/// swiftc's output lines, read back into diagnostics in the user's files.
@Suite struct SwiftcDiagnostics {
    @Test func aLineGivesPathPlaceSeverityAndMessage() throws {
        let parsed = try #require(ModuleCompiler.parseDiagnosticLine("/tmp/x/Card.swift:12:9: error: cannot find 'Txt' in scope"))
        #expect(parsed.path == "/tmp/x/Card.swift")
        #expect(parsed.line == 12 && parsed.column == 9)
        #expect(parsed.severity == .error)
        #expect(parsed.message == "cannot find 'Txt' in scope")
        let warning = try #require(ModuleCompiler.parseDiagnosticLine("A.swift:3:1: warning: variable 'x' was never used"))
        #expect(warning.severity == .warning)
        // A path with a colon in it keeps it; lines that are not diagnostics are not.
        #expect(ModuleCompiler.parseDiagnosticLine("/a:b/C.swift:1:2: note: here")?.path == "/a:b/C.swift")
        #expect(ModuleCompiler.parseDiagnosticLine("    Text(\"x\")") == nil)
        #expect(ModuleCompiler.parseDiagnosticLine("C.swift:x:2: error: no line") == nil)
    }

    @Test("a long message is kept whole; a long source line swiftc quotes is no diagnostic, whatever it holds far in")
    func longLines() throws {
        let long = String(repeating: ".padding(1)", count: 10_000)
        let parsed = try #require(ModuleCompiler.parseDiagnosticLine("/tmp/x/é.swift:15:13739: error: expected '\(long)'"))
        #expect(parsed.path == "/tmp/x/é.swift" && parsed.line == 15 && parsed.column == 13739)
        #expect(parsed.message == "expected '\(long)'")
        // A fuzzed file's 110 KB line, quoted under its error: what looks like a place far into it is not one.
        #expect(ModuleCompiler.parseDiagnosticLine("Text(\"x\")" + long + "A.swift:1:2: error: inside a string") == nil)
    }

    @Test func diagnosticsAreMappedToTheUsersFilesLinesAndColumns() {
        let sources = ModuleSources(files: [(path: "rel/Loose.swift", source: "  Txt(\"A\")\n"),
                                            (path: "rel/Row.swift", source: "struct Row: View { var body: some View { Text(\"r\") } }\n")])
        let shift = sources.files[0].columnShifts[0].count
        let folder = URL(fileURLWithPath: "/tmp/cache/abc")
        let output = """
            \(URL(fileURLWithPath: "rel/Loose.swift").standardizedFileURL.path):1:\(3 + shift): error: cannot find 'Txt' in scope
            \(URL(fileURLWithPath: "rel/Loose.swift").standardizedFileURL.path):1:\(3 + shift): note: did you mean 'Text'?
            /usr/lib/swift/SwiftUI.swiftinterface:10:1: warning: something in a module
            \(folder.path)/\(ModuleSources.generatedName):1:1: error: ambiguous use of 'Row'
            """
        let diagnostics = ModuleCompiler(buildDirectory: folder, cacheDirectory: folder).diagnostics(output, sources: sources, folder: folder)
        // The note goes; the module's warning is not the user's; the generated preview's error is
        // said at the expression it previews.
        #expect(diagnostics.map(\.description) == [
            "rel/Loose.swift:1:3: error: cannot find 'Txt' in scope",
            "rel/Loose.swift:1:3: error: in the preview made for this view: ambiguous use of 'Row'",
        ])
    }
}

/// `#if os(…)` and `targetEnvironment(…)` are decided for the previewed device's platform in the
/// text swiftc compiles, without moving a line or a column.
@Suite struct PlatformConditions {
    static let source = """
        #if os(iOS) || os(visionOS)
        let a = 1
        #elseif os(macOS)
        let a = 2
        #endif
        struct V: View {
            var body: some View {
                #if targetEnvironment(simulator)
                Text("sim")
                #endif
            }
        }
        #Preview { V() }
        """

    @Test func iOSTakesTheIOSBranchesAndTheSimulators() throws {
        let sources = ModuleSources(files: [(path: "P.swift", source: Self.source)], platform: .iOS)
        let lines = sources.files[0].compiledSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each condition's text, padded to its own length: `os(iOS)` is 7, `os(visionOS)` 12.
        #expect(lines[0] == "#if " + "true".padded(to: 7) + " || " + "false".padded(to: 12))
        #expect(lines[2] == "#elseif " + "false".padded(to: 9))
        #expect(lines[7] == "        #if " + "true".padded(to: "targetEnvironment(simulator)".count))
        // Same length, line by line (then the imports of a file that imports nothing).
        let original = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(original.count).map(\.utf8.count) == original.map(\.utf8.count))
        // swiftc compiles a copy named "copy-P.swift" with one line above the user's first: the
        // #Preview macro names the preview by that file and line.
        #expect(sources.previews.first?.symbol == PreviewRegistration.symbol(file: "copy-P.swift", line: 14, column: 1))
    }

    @Test func macOSTakesTheMacBranchesAndNoSimulator() {
        let sources = ModuleSources(files: [(path: "P.swift", source: Self.source)], platform: .macOS)
        let lines = sources.files[0].compiledSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "#if " + "false".padded(to: 7) + " || " + "false".padded(to: 12))
        #expect(lines[2] == "#elseif " + "true".padded(to: 9))
        #expect(lines[7] == "        #if " + "false".padded(to: "targetEnvironment(simulator)".count))
    }

    @Test func aFileWithoutConditionsIsCompiledAsItIs() {
        let source = "import SwiftUI\n#Preview { Text(\"x\") }\n"
        let sources = ModuleSources(files: [(path: "Q.swift", source: source)])
        #expect(sources.files[0].compiledSource == source)
        #expect(sources.previews.first?.symbol == PreviewRegistration.symbol(file: "Q.swift", line: 2, column: 1))
    }

    /// A file is compiled with the modules it imports, as Xcode compiles it (a store manager
    /// importing StoreKit alone means StoreKit's `Transaction`); one that imports nothing, a
    /// layout file, imports SwiftUI after its last line.
    @Test func onlyAFileThatImportsNothingGetsSwiftUI() {
        let sources = ModuleSources(files: [(path: "Store.swift", source: "import StoreKit\nlet t: Transaction? = nil\n"),
                                            (path: "Loose.swift", source: "Text(\"x\")\n"),
                                            (path: "Platform.swift", source: "#if os(iOS)\nimport UIKit\n#endif\n")])
        #expect(sources.files[0].compiledSource == "import StoreKit\nlet t: Transaction? = nil\n")
        #expect(sources.files[1].compiledSource.hasSuffix(ModuleSources.implicitImports))
        #expect(!sources.files[2].compiledSource.contains("import SwiftUI"))
    }
}

extension String {
    /// The string with spaces after it up to `length` characters.
    func padded(to length: Int) -> String { self + String(repeating: " ", count: length - count) }
}

/// A failed compile is never silent: errors in macro expansions are said at the macro, and a
/// build whose output has no located error is still one error, cold or cached.
@Suite struct CompileFailuresSaid {
    static let sources = ModuleSources(files: [(path: "/tmp/app/Ret.swift", source: "import SwiftUI\n#Preview { Text(\"x\") }\n")])
    static let compiler = ModuleCompiler(buildDirectory: URL(fileURLWithPath: "/tmp/none"), cacheDirectory: URL(fileURLWithPath: "/tmp/none"))

    @Test func anErrorInAMacrosExpansionIsSaidWhereTheMacroIs() {
        let output = """
            /tmp/swift-generated-sources/@__swiftmacro_13PreviewModule0014RetfMf_.swift:6:9: error: missing return in closure expected to return 'any View'
                    }).retainedPointer()
                    ^
            /tmp/app/Ret.swift:2:1: note: in expansion of macro 'Preview' here
            #Preview { Text("x") }
            ^~~~~~~~~~~~~~~~~~~~~~
            """
        let found = Self.compiler.failureDiagnostics(output, ok: false, timedOut: false, sources: Self.sources, folder: URL(fileURLWithPath: "/tmp/none/k"))
        #expect(found.map(\.description) == ["/tmp/app/Ret.swift:2:1: error: in the expansion of #Preview: missing return in closure expected to return 'any View'"])
    }

    @Test func aFailureWithNoLocatedErrorIsOneErrorAtTheFirstFile() {
        let output = "swift-frontend: Bad pointer dereference\nStack dump:\n0. Program arguments: swift-frontend -c …\n"
        let found = Self.compiler.failureDiagnostics(output, ok: false, timedOut: false, sources: Self.sources, folder: URL(fileURLWithPath: "/tmp/none/k"))
        // A crash of swiftc is said as one (never a line of its stack dump or of quoted code).
        #expect(found.map(\.description) == ["/tmp/app/Ret.swift:1:1: error: the Swift compiler crashed (Bad pointer dereference) on this code;"
                                              + " a bug in swiftc, which an expression too complex to type-check (a long chain of modifiers?) often sets off"])
        let quoted = Self.compiler.failureDiagnostics("<unknown>:0: error: something odd\n        }).retainedPointer()\n", ok: false, timedOut: false,
                                                      sources: Self.sources, folder: URL(fileURLWithPath: "/tmp/none/k"))
        #expect(quoted.map(\.description) == ["/tmp/app/Ret.swift:1:1: error: the Swift compiler failed: something odd"])
        let late = Self.compiler.failureDiagnostics("", ok: false, timedOut: true, sources: Self.sources, folder: URL(fileURLWithPath: "/tmp/none/k"))
        #expect(late.first?.message == "the Swift compiler failed: swiftc did not finish in 300 s")
        // Stopped by the compile's memory budget: the limit by name, and the likely cause.
        let big = Self.compiler.failureDiagnostics("<unknown>:0: error: …\n" + ModuleCompiler.stoppedLine("used more than 2048 MB of memory (TRELLIS_COMPILE_MB)"),
                                                   ok: false, timedOut: false, sources: Self.sources, folder: URL(fileURLWithPath: "/tmp/none/k"))
        #expect(big.last?.description.hasPrefix("/tmp/app/Ret.swift:1:1: error: the Swift compiler used more than 2048 MB of memory (TRELLIS_COMPILE_MB) compiling Ret.swift and was stopped") == true,
                "\(big.map(\.description))")
        // A build that worked adds nothing.
        #expect(Self.compiler.failureDiagnostics("", ok: true, timedOut: false, sources: Self.sources, folder: URL(fileURLWithPath: "/tmp/none/k")).isEmpty)
    }
}

/// A compile stopped by its limits names the likely cause; a crash of swiftc, the place it was at.
@Suite struct CompileStopsAndCrashes {
    static let compiler = ModuleCompiler(buildDirectory: URL(fileURLWithPath: "/tmp/none"), cacheDirectory: URL(fileURLWithPath: "/tmp/none"))
    static let folder = URL(fileURLWithPath: "/tmp/none/k")

    static func cause(_ source: String) -> LikelyCause? { LikelyCause.find(in: [(path: "/tmp/app/F.swift", source: source)]) }

    @Test func theLongestChainOfModifiersIsNamedFirst() {
        let source = "import SwiftUI\nstruct Chain: View {\n    var body: some View {\n        VStack { VStack { Text(\"a\").padding() } }\n        Text(\"chain\")"
            + String(repeating: ".padding()", count: 150) + "\n    }\n}\n"
        #expect(Self.cause(source) == LikelyCause(file: "/tmp/app/F.swift", line: 5, column: 9, what: "a chain of 150 modifiers"))
    }

    @Test func deepNestingIsNamedAtItsOutermostExpression() {
        let source = "struct Deep: View {\n    var body: some View {\n        Group {\n" + String(repeating: "VStack {\n", count: 9)
            + "Text(\"x\")\n" + String(repeating: "}\n", count: 9) + "}\n    }\n}\n"
        #expect(Self.cause(source) == LikelyCause(file: "/tmp/app/F.swift", line: 3, column: 9, what: "closures nested 10 deep over 21 lines"))
    }

    @Test func aViewThatContainsItselfIsNamedAtTheCall() {
        let source = "struct RecA: View {\n    var body: some View {\n        ViewThatFits {\n            RecA()\n            Text(\"a\")\n        }\n    }\n}\n"
        #expect(Self.cause(source) == LikelyCause(file: "/tmp/app/F.swift", line: 4, column: 13, what: "RecA contains itself"))
        #expect(Self.cause("struct Plain: View {\n    var body: some View { Text(\"x\") }\n}\n") == nil)
    }

    @Test func aStoppedCompileIsOneErrorAtTheLikelyCause() {
        let source = "import SwiftUI\n#Preview {\n    Text(\"chain\")" + String(repeating: ".padding()", count: 120) + "\n}\n"
        let sources = ModuleSources(files: [(path: "/tmp/app/Chain.swift", source: source)])
        let found = Self.compiler.failureDiagnostics("\n" + ModuleCompiler.stoppedLine("did not finish in 5 s (TRELLIS_COMPILE_SECONDS)"),
                                                     ok: false, timedOut: false, sources: sources, folder: Self.folder)
        #expect(found.map(\.description) == ["/tmp/app/Chain.swift:3:5: error: the Swift compiler did not finish in 5 s (TRELLIS_COMPILE_SECONDS)"
                                              + " compiling Chain.swift and was stopped; the expression at 3:5 (a chain of 120 modifiers) is the likely cause"])
        // What swiftc complained of before it was stopped is the likelier cause.
        let said = Self.compiler.failureDiagnostics("/tmp/app/Chain.swift:2:1: error: the compiler is unable to type-check this expression in reasonable time\n"
                                                    + ModuleCompiler.stoppedLine("did not finish in 5 s (TRELLIS_COMPILE_SECONDS)"),
                                                    ok: false, timedOut: false, sources: sources, folder: Self.folder)
        #expect(said.last?.description == "/tmp/app/Chain.swift:2:1: error: the Swift compiler did not finish in 5 s (TRELLIS_COMPILE_SECONDS)"
                + " compiling Chain.swift and was stopped; the expression at 2:1 is the likely cause")
    }

    @Test func aCachedStopIsKeptOnlyUnderTheSameLimits() {
        #expect(ModuleCompiler.stillStopped("a.swift:1:1: error: x\n"))
        // The type checker's clock depends on the machine's load: such a failure is tried again.
        #expect(!ModuleCompiler.stillStopped("a.swift:3:9: error: the compiler is unable to type-check this expression in reasonable time; try breaking up the expression\n"))
        #expect(ModuleCompiler.stillStopped("\n" + ModuleCompiler.timeStoppedLine))
        #expect(ModuleCompiler.stillStopped("\n" + ModuleCompiler.memoryStoppedLine))
        #expect(!ModuleCompiler.stillStopped("\n" + ModuleCompiler.stoppedLine("did not finish in 1 s (TRELLIS_COMPILE_SECONDS)")))
    }

    @Test func aCrashOfSwiftcIsSaidAtThePlaceItsStackDumpNames() {
        let sources = ModuleSources(files: [(path: "/tmp/app/Ret.swift", source: "import SwiftUI\n#Preview { Text(\"x\").padding() }\n")])
        let output = """
            Stack dump:
            0.\tProgram arguments: /usr/bin/swift-frontend -frontend -c /tmp/app/Ret.swift
            1.\tSwift version 6.3.1
            2.\tWhile evaluating request TypeCheckSourceFileRequest(source_file "/tmp/app/Ret.swift")
            3.\tWhile type-checking expression at [/tmp/app/Ret.swift:2:12 - line:2:31] RangeText="Text("x").padding("
            error: compile command failed due to signal 11 (use -v to see invocation)
            """
        let chain = ModuleSources(files: [(path: "/tmp/app/Chain.swift", source: "import SwiftUI\nstruct Chain: View {\n    var body: some View {\n"
                                           + "        VStack {\n            Text(\"chain\")" + String(repeating: "\n                .padding()", count: 150) + "\n        }\n    }\n}\n")])
        // As swiftc 6.3 says it: frames continued on the next line, the backtracer's report after them.
        let silgen = """
            error: compile command failed due to signal 11 (use -v to see invocation)
            Stack dump:
            0.\tProgram arguments: /usr/bin/swift-frontend -frontend -c /tmp/app/Chain.swift
            4.\tWhile silgen emitFunction SIL function "@$s13PreviewModule5ChainV4bodyQrvg".
             for getter for body (at /tmp/app/Chain.swift:3:9)
            5.\tWhile silgen closureexpr SIL function "@$s13PreviewModule5ChainV4bodyQrvg7Trellis9TupleView".
             for expression at [/tmp/app/Chain.swift:4:16 - line:155:9] RangeText="{
                        Text("chain")
            *** Program crashed: Bad pointer dereference at 0x00007fff26bbbe38 ***
            Thread 0 crashed:
            0 0x000055d5 in swift::Lowering::SILGenFunction::emitExpr at /home/build/swift/lib/SILGen/SILGenExpr.cpp:12:3
            """
        #expect(Self.compiler.failureDiagnostics(silgen, ok: false, timedOut: false, sources: chain, folder: Self.folder).map(\.description)
                == ["/tmp/app/Chain.swift:4:16: error: the Swift compiler crashed (Bad pointer dereference) on this code;"
                    + " the expression at 5:13 (a chain of 150 modifiers) is the likely cause"])
        let found = Self.compiler.failureDiagnostics(output, ok: false, timedOut: false, sources: sources, folder: Self.folder)
        #expect(found.map(\.description) == ["/tmp/app/Ret.swift:2:12: error: the Swift compiler crashed (signal 11: Segmentation fault) on this code;"
                                              + " a bug in swiftc, which an expression too complex to type-check (a long chain of modifiers?) often sets off"])
    }
}

/// A trap in compiled code: a stack overflow is said in words only when one function fills the backtrace.
@Suite struct TrapsInWords {
    static func frames(_ names: [String]) -> String {
        names.enumerated().map { "    \($0.offset) [ra] 0x00007fd14fd14a6d \($0.element) + 76 in libPreviews.so at /tmp/app/F.swift:6:20" }
            .joined(separator: "\n")
    }

    static func report(_ backtrace: String) -> String? {
        var outcome = ChildProcess.Outcome(status: 132, signal: SIGILL, timedOut: false,
                                           output: "*** Program crashed: Illegal instruction at 0x00007ffe7d48cff0 ***\nThread 0 crashed:\n" + backtrace + "\n   ...\n")
        outcome.peakMegabytes = 0
        return CrashReport.diagnostic(outcome, files: ["/tmp/app/F.swift"], timeout: 5)?.description
    }

    @Test func oneFunctionCallingItselfIsAStackOverflow() {
        #expect(Self.report(Self.frames(Array(repeating: "Mirror.sizeThatFits(proposal:subviews:cache:)", count: 40)))
                == "/tmp/app/F.swift:6:20: error: stack overflow (a view or layout that calls itself?); crashed: Illegal instruction")
    }

    @Test func aDeepStackOfDifferentFunctionsIsTheTrapItself() {
        let names = (0..<40).map { "Trellis.Layer\($0).measure()" }
        #expect(Self.report(Self.frames(names))
                == "/tmp/app/F.swift:6:20: error: a check of Swift's failed (an arithmetic overflow or a conversion out of range?); crashed: Illegal instruction")
    }

    /// Swift 6's isolation check traps in libdispatch's queue assertion, below the user's frame.
    @Test func anIsolationCheckIsSaidAsOne() {
        let backtrace = "    0 0x00007fb1813f32a2 _dispatch_assert_queue_fail + 82 in libdispatch.so\n"
            + "    1 [ra] 0x00007fb181e1aeaa swift_task_isCurrentExecutorWithFlags + 409 in libswift_Concurrency.so\n"
            + Self.frames(["closure #1 in Worker.refresh()"])
        #expect(Self.report(backtrace)
                == "/tmp/app/F.swift:6:20: error: main-actor code ran off the main actor (Swift's isolation check; from a background task?); crashed: Illegal instruction")
    }
}

/// A parse that ran out of time once is refused again without parsing: every run says the same.
@Suite struct ParseVerdictsKept {
    @Test func aTextWhoseParseTimedOutIsRefusedAgain() throws {
        let source = "// \(UUID().uuidString)\nText(\"x\")\n"
        defer { try? FileManager.default.removeItem(at: ParseVerdicts.file(source)) }
        #expect(ModuleSources(files: [(path: "/tmp/app/P.swift", source: source)]).files[0].refusal == nil)
        ParseVerdicts.record(source, .timedOut)
        #expect(ModuleSources(files: [(path: "/tmp/app/P.swift", source: source)]).files[0].refusal?.description
                == "/tmp/app/P.swift:1:1: error: the file did not parse in 10 s (SwiftParser's error recovery on it); nothing was compiled")
        // A slow parse that ended is given longer, and parses.
        ParseVerdicts.record(source, .slow)
        #expect(ModuleSources(files: [(path: "/tmp/app/P.swift", source: source)]).files[0].refusal == nil)
    }
}

/// A file that writes out a view builder's result type compiles with a builder that keeps each
/// view as it is, as SwiftUI's does (`ConcreteViewTypes`); other files keep their views' places.
@Suite struct ModuleSourcesWrittenOutViewTypes {
    private func compiled(_ source: String) -> String {
        ModuleSources(files: [(path: "Salad.swift", source: source)]).files[0].compiledSource
    }

    @Test func aBodyOfAWrittenOutStackGetsThePlainBuilderAtTheEnd() {
        let source = """
            import SwiftUI
            struct Header: View {
                var body: HStack<TupleView<(Text, Spacer)>> {
                    HStack { Text("Salads"); Spacer() }
                }
            }
            """
        #expect(compiled(source) == source + ModuleSources.plainViewBuilder)
    }

    @Test func functionsAndSubscriptsCountAndLinesStayWhereTheyAre() {
        for declaration in ["func row() -> VStack<Text> { VStack { Text(\"a\") } }",
                            "subscript(i: Int) -> Group<TupleView<(Text, Text)>> { Group { Text(\"a\"); Text(\"b\") } }",
                            "var row: ModifiedContent<Text, _PaddingLayout> { Text(\"a\").padding() }"] {
            let source = "import SwiftUI\nstruct Rows {\n    \(declaration)\n}\n"
            let text = compiled(source)
            #expect(text.hasPrefix(source), "\(declaration)")
            #expect(text.hasSuffix(ModuleSources.plainViewBuilder), "\(declaration)")
        }
    }

    @Test func opaqueAndStoredTypesLeaveTheFileAsItIs() {
        for declaration in ["var body: some View { Text(\"a\") }",
                            "func header() -> VStack<some View> { VStack { Text(\"a\") } }",
                            "func pair() -> HStack<TupleView<(some View, some View)>> { HStack { Text(\"a\"); Text(\"b\") } }",
                            "let title: HStack<Text>",
                            "var count: Binding<Int> { .constant(1) }",
                            "var rows: [Text] { [] }"] {
            let source = "import SwiftUI\nstruct Rows {\n    \(declaration)\n}\n"
            #expect(compiled(source) == source, "\(declaration)")
        }
    }
}

/// A parse's budget is processor time: work that waits uses none of it and ends; work that keeps
/// the processor busy uses it up; and the clock still ends a wait that goes on too long.
@Suite struct ProcessorBudgetTests {
    @Test func waitingUsesNoneOfTheBudgetAndTheClockEndsALongWait() {
        guard case .done(7) = ProcessorBudget.run(seconds: 0.2, wallLimit: 10, { Thread.sleep(forTimeInterval: 0.6); return 7 }) else {
            Issue.record("a sleeping worker used its processor budget")
            return
        }
        guard case .waitedTooLong = ProcessorBudget.run(seconds: 5, wallLimit: 0.3, { Thread.sleep(forTimeInterval: 1.5); return 0 }) else {
            Issue.record("the clock did not end the wait")
            return
        }
    }

    @Test func busyWorkUsesItsBudget() {
        final class Stop: Sendable { let flag = Mutex(false) }
        let stop = Stop()
        // Busy until told to stop (or 30 s), so it does not burn a core after the test.
        let outcome = ProcessorBudget.run(seconds: 0.3, wallLimit: 60) { () -> Int in
            var x = 0
            let end = Date().addingTimeInterval(30)
            while !stop.flag.withLock({ $0 }), Date() < end { x &+= 1 }
            return x
        }
        stop.flag.withLock { $0 = true }
        guard case .usedBudget = outcome else {
            Issue.record("a busy worker did not use its budget")
            return
        }
    }
}
