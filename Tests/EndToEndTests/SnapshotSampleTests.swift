import Foundation
import Testing
import TrellisTestSupport

/// Examples/SnapshotSample, a package whose snapshot tests are written as an iOS suite writes
/// them, tested with `swift test` as its users would: its references pass, and a change to its
/// view fails them with a readable diff. Both runs build in this package's own build folder
/// (`--scratch-path .build`, or `TRELLIS_SAMPLE_SCRATCH`): the sample's commands for Trellis's
/// modules are the package's own, so only the sample's two targets compile (about 20 s).
@Suite(.serialized) struct SnapshotSampleTests {
    static let sample = packageRoot.appendingPathComponent("Examples/SnapshotSample")
    static let scratch = ProcessInfo.processInfo.environment["TRELLIS_SAMPLE_SCRATCH"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.appendingPathComponent(".build")

    struct Run {
        var status: Int32
        var output: String
    }

    /// `swift test` in `package`, standard output and error together.
    static func swiftTest(in package: URL, timeout: Double = 3600) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The lock is this test run's own (`swift test` holds the build folder's): the sample builds
        // only its own targets there, and writes none of the files this run reads.
        process.arguments = ["swift", "test", "--package-path", package.path, "--scratch-path", scratch.path, "--ignore-lock"]
        var environment = ProcessInfo.processInfo.environment
        // References are compared, never written into the repository.
        environment["SNAPSHOT_TESTING_RECORD"] = "never"
        environment["SNAPSHOT_ARTIFACTS"] = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-sample-artifacts").path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let box = Command.ReadBox()
        let done = DispatchSemaphore(value: 0)
        try process.run()
        DispatchQueue.global().async {
            box.data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            Issue.record("swift test in \(package.path) did not finish in \(Int(timeout)) s")
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: box.data, as: UTF8.self))
    }

    @Test(.timeLimit(.minutes(60))) func theSamplesSnapshotTestsPass() throws {
        let run = try Self.swiftTest(in: Self.sample)
        #expect(run.status == 0, "\(run.output.suffix(4000))")
        #expect(run.output.contains("Test run with 4 tests in 1 suite passed"), "\(run.output.suffix(4000))")
        #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output.suffix(4000))")
        // The time of the XCTest snapshot, for the closing numbers.
        for line in run.output.split(separator: "\n") where line.contains("Test Case") && line.contains("passed") { print(line) }
    }

    @Test(.timeLimit(.minutes(60))) func aChangedViewFailsWithAReadableDiff() throws {
        // A copy of the sample (same folder name, so the same build), its row spacing changed.
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-sample-\(UUID().uuidString)")
        let copy = parent.appendingPathComponent("SnapshotSample")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.copyItem(at: Self.sample, to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(".build"))
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(packageRoot.path)\"").write(to: manifest, atomically: true, encoding: .utf8)
        let view = copy.appendingPathComponent("Sources/SampleViews/ReceiptCard.swift")
        let source = try String(contentsOf: view, encoding: .utf8)
        #expect(source.contains("VStack(alignment: .leading, spacing: 12)"))
        try source.replacingOccurrences(of: "VStack(alignment: .leading, spacing: 12)", with: "VStack(alignment: .leading, spacing: 20)")
            .write(to: view, atomically: true, encoding: .utf8)

        let run = try Self.swiftTest(in: copy)
        #expect(run.status != 0)
        #expect(run.output.contains("Test run with 4 tests in 1 suite failed"), "\(run.output.suffix(4000))")
        #expect(run.output.contains("Executed 1 test, with 1 failure"), "\(run.output.suffix(4000))")
        // Images: what differs, where, and a difference image.
        #expect(run.output.contains("Snapshot does not match reference."))
        #expect(run.output.contains("pixels differ"))
        #expect(run.output.contains("Difference image (reference faded, differing pixels red): "))
        // The layout tree: a line diff of the frames that moved.
        // (swift-testing indents an issue's lines.)
        let lines = run.output.split(separator: "\n").map { $0.drop { $0 == " " } }
        let removed = lines.filter { $0.hasPrefix("−") }, added = lines.filter { $0.hasPrefix("+") }
        #expect(!removed.isEmpty && !added.isEmpty, "\(run.output.suffix(4000))")
        // The rows below the title moved down by the 8 points of spacing added.
        #expect(removed.contains { $0.contains("Divider  (32, 341.67)  256 × 0.5") })
        #expect(added.contains { $0.contains("Divider  (32, 349.67)  256 × 0.5") })
    }
}
