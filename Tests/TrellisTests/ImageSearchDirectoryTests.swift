import Foundation
import Testing
@testable import Trellis

/// Where a host finds the `Resources` folder: beside its executable or above it (a checkout's
/// `.build/debug/trellis`), or in `share/trellis` of an installation prefix — never through the
/// build machine's source paths.
@Suite struct ImageSearchDirectoryTests {
    func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-search-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    @Test func aCheckoutsBuildFindsThePackagesResources() throws {
        let root = try folder("checkout")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug"),
                                                withIntermediateDirectories: true)
        let found = ImageLoading.standardSearchDirectories(
            currentDirectory: "/nonexistent", executable: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/trellis"))
        #expect(found.map(\.path) == ["/nonexistent/Resources", root.appendingPathComponent("Resources").path])
    }

    @Test func anInstalledBinaryFindsItsSharedResources() throws {
        let prefix = try folder("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/trellis/Resources"), withIntermediateDirectories: true)
        let found = ImageLoading.standardSearchDirectories(currentDirectory: prefix.path,
                                                           executable: prefix.appendingPathComponent("bin/trellis"))
        #expect(found.map(\.path) == [prefix.appendingPathComponent("Resources").path,
                                      prefix.appendingPathComponent("share/trellis/Resources").path])
    }

    @Test func theEngineSearchesOnlyTheFoldersItIsGiven() throws {
        let dir = try folder("given")
        defer { try? FileManager.default.removeItem(at: dir) }
        // A PNG header of 30×20 pixels is all the engine's loader reads.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 30, 0, 0, 0, 20]
        try Data(bytes).write(to: dir.appendingPathComponent("probe.png"))
        var env = EnvironmentValues()
        #expect(layout(Image("probe").id("i"), environment: env).frame(id: "i")?.size == Image.placeholderSize)
        env.layoutBackend = LayoutBackend(textMeasurer: ApproximateTextMeasurer(), imageLoader: PNGHeaderImageLoader(),
                                          imageSearchDirectories: [dir])
        #expect(layout(Image("probe").id("i"), environment: env).frame(id: "i")?.size == CGSize(width: 30, height: 20))
    }
}
