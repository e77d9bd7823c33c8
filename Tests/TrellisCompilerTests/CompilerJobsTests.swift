import Foundation
import Testing
@testable import TrellisCompiler

/// The compile's jobs run without swiftc's driver (CompilerJobs.swift): the driver's printed
/// command lines split as the shell would, and the libraries an object asks for read as
/// `swift-autolink-extract` reads them.
@Suite struct CompilerJobsTests {
    @Test func commandLinesSplitAsTheShellSplitsThem() {
        #expect(ShellWords.split("/bin/tool -o 'a b' \"c\\\"d\" e\\ f '#x'") == ["/bin/tool", "-o", "a b", "c\"d", "e f", "#x"])
        #expect(ShellWords.split(" \"/usr/bin/ld.lld\" \"-shared\" \"-o\" \"/p q/lib.so\"") == ["/usr/bin/ld.lld", "-shared", "-o", "/p q/lib.so"])
        #expect(ShellWords.split("'unclosed") == nil)
        #expect(ShellWords.split("   ") == nil)
    }

    @Test func theLibrariesAnObjectAsksForAreTheToolsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autolink-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Clock.swift")
        try "import Foundation\nimport Observation\n@Observable final class Clock { var now = Date() }\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let object = folder.appendingPathComponent("Clock.o").path
        let swiftc = ModuleCompiler.findSwiftc()
        let compiled = ChildProcessRun.run(swiftc, ["-c", "-parse-as-library", "-module-name", "Clock", source.path, "-o", object])
        #expect(compiled == 0)
        let tool = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-autolink-extract").path
        let theirs = folder.appendingPathComponent("theirs.autolink").path, ours = folder.appendingPathComponent("ours.autolink").path
        #expect(ChildProcessRun.run(tool, [object, object, "-o", theirs]) == 0)
        #expect(AutolinkEntries.extract(objects: [object, object], to: ours))
        // The same flags, each once (the tool repeats a flag a section repeats, and orders them
        // its own way: the linker takes shared libraries in any order).
        let expected = try String(contentsOfFile: theirs, encoding: .utf8)
        let got = try String(contentsOfFile: ours, encoding: .utf8).split(separator: "\n")
        #expect(Set(got) == Set(expected.split(separator: "\n")) && Set(got).count == got.count, "\(got) vs \(expected)")
        #expect(expected.contains("-lFoundation") && expected.contains("-lswiftObservation"), "\(expected)")
        // Not an object file: left to the tool.
        #expect(!AutolinkEntries.extract(objects: [source.path], to: ours))
    }

    /// A module of five files that emits its interface from its one frontend: the driver's
    /// output map (JSON, slashes escaped; written from five files on) names the build folder by
    /// its token in the plan, so a second build folder's compile writes there and succeeds.
    @Test func aPlanServesAnotherBuildFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("jobs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let swiftc = ModuleCompiler.findSwiftc()
        func arguments(_ folder: URL) throws -> [String] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = (1...5).map { folder.appendingPathComponent("F\($0).swift") }
            for (i, file) in files.enumerated() { try "public func f\(i)() -> Int { \(i) }\n".write(to: file, atomically: true, encoding: .utf8) }
            return ["-parse-as-library", "-emit-library", "-wmo", "-module-name", "Five", "-emit-module", "-no-emit-module-separately-wmo",
                    "-emit-module-path", folder.appendingPathComponent("Five.swiftmodule").path, "-o", folder.appendingPathComponent("libFive.so").path]
                + files.map(\.path)
        }
        let first = root.appendingPathComponent("first"), second = root.appendingPathComponent("second")
        let plan = try #require(CompilerJobs.make(swiftc: swiftc, arguments: try arguments(first), folder: first))
        #expect(!plan.files.isEmpty && plan.files.values.allSatisfy { $0.contains(CompilerJobs.folderToken) && !$0.contains(first.path) })
        _ = try arguments(second)
        let run = plan.run(in: second, timeout: 120, memoryLimitMB: nil)
        #expect(run.status == 0, "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: second.appendingPathComponent("Five.swiftmodule").path))
        #expect(FileManager.default.fileExists(atPath: second.appendingPathComponent("libFive.so").path))
    }
}

/// Runs a tool to its end; its exit status.
enum ChildProcessRun {
    static func run(_ path: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
