import Foundation
import Testing
import TrellisCompiler

/// Two compiles of one file at once in one process — a window reloads twice in a moment when
/// an editor writes twice — both give the library: each builds in a folder of its own, and the
/// second waits for the first and finds it in the cache (a CI run once lost the first's objects
/// to the second's folder).
@Suite struct ConcurrentCompileTests {
    final class Results: @unchecked Sendable {
        let lock = NSLock()
        var results: [ModuleCompiler.Result] = []
    }

    @Test func twoCompilesOfOneFileAtOnceBothGiveTheLibrary() throws {
        let file = try Command.temporaryFile("""
            import SwiftUI

            struct Keeper: View {
                var body: some View { Text("kept").padding() }
            }

            #Preview { Keeper() }
            """, name: "Keeper.swift")
        let cache = file.deletingLastPathComponent().appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let compiler = ModuleCompiler(buildDirectory: Command.executable.deletingLastPathComponent(), cacheDirectory: cache)
        let sources = try ModuleSources.read(path: file.path)
        let box = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let result = compiler.compile(sources)
            box.lock.withLock { box.results.append(result) }
        }
        #expect(box.results.count == 2)
        for result in box.results {
            #expect(result.library != nil, "\(result.diagnostics.map(\.message))")
            #expect(!result.hasErrors)
        }
        #expect(box.results.filter(\.compiled).count == 1, "the second found the first's build")
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix(".build-") }
        #expect(left.isEmpty, "build folders left: \(left)")
    }
}
