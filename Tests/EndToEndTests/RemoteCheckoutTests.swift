import Foundation
import Testing
import Trellis

/// A remote package that is checked out on disk compiles as a local one (`RemoteCheckouts`):
/// SwiftPM's `.build/checkouts`, or a folder of `TRELLIS_PACKAGE_PATH`. Without a checkout, the
/// import is the error that names the package, as before.
@Suite(.serialized) struct RemoteCheckoutTests {
    static let greeting: [String: String] = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Greeting",
                products: [.library(name: "Greeting", targets: ["Greeting"])],
                targets: [.target(name: "Greeting")]
            )
            """,
        "Sources/Greeting/Badge.swift": """
            import SwiftUI
            public struct Badge: View {
                public init() {}
                public var body: some View { Color.orange.frame(width: 70, height: 30).id("badge") }
            }
            """,
    ]

    static let app: [String: String] = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v17)],
                dependencies: [.package(url: "https://example.invalid/people/Greeting.git", from: "1.0.0")],
                targets: [.target(name: "Shop", dependencies: [.product(name: "Greeting", package: "Greeting")])]
            )
            """,
        "Sources/Shop/Front.swift": """
            import SwiftUI
            import Greeting

            struct Front: View {
                var body: some View { VStack { Badge(); Text("Welcome") } }
            }

            #Preview { Front() }
            """,
    ]

    private func write(_ files: [String: String], at root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func aCheckedOutRemotePackageCompilesAsALocalOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-checkout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let shop = root.appendingPathComponent("Shop"), front = shop.appendingPathComponent("Sources/Shop/Front.swift")
        try write(Self.app, at: shop)

        // Not on disk: the screen opens with the package's view as its placeholder, and the
        // warning at the import names the package.
        let missing = try CompiledPath.run(["layout", front.path])
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stderr.contains("Front.swift:2:8: warning: `import Greeting` is left out of the preview: 'Greeting' comes from the package 'Greeting' (https://example.invalid/people/Greeting.git), which is not on disk"),
                "\(missing.stderr)")
        #expect(missing.stderr.contains("Front.swift:5:36: warning: `Badge()` is drawn as a placeholder: cannot find 'Badge' in scope; 'Greeting' comes from the package"),
                "\(missing.stderr)")

        // In a folder of TRELLIS_PACKAGE_PATH.
        let elsewhere = root.appendingPathComponent("checkouts")
        try write(Self.greeting, at: elsewhere.appendingPathComponent("Greeting"))
        let found = try CompiledPath.run(["layout", front.path, "--json"], environment: ["TRELLIS_PACKAGE_PATH": elsewhere.path])
        #expect(found.status == 0, "\(found.stderr)")
        let badge = try #require(CompiledPath.tree(found.stdout).root.first(id: "badge")).frame
        #expect(abs(badge.width - 70) < 0.01 && abs(badge.height - 30) < 0.01, "\(badge)")

        // In SwiftPM's checkouts of the project.
        try FileManager.default.moveItem(at: elsewhere.appendingPathComponent("Greeting"),
                                         to: shop.appendingPathComponent(".build/checkouts/Greeting").creatingParent())
        let local = try CompiledPath.run(["layout", front.path, "--json"])
        #expect(local.status == 0, "\(local.stderr)")
    }

    /// A module that a remote package holds under another name than its product's (Burritos'
    /// `Clamping`): the warning at its import says which packages of the project are not on disk.
    @Test func aModuleOfAMissingPackageUnderAnotherNameNamesThePackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-checkout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var app = Self.app
        app["Sources/Shop/Front.swift"] = app["Sources/Shop/Front.swift"]!.replacingOccurrences(of: "import Greeting\n", with: "import GreetingBadges\n")
        let shop = root.appendingPathComponent("Shop"), front = shop.appendingPathComponent("Sources/Shop/Front.swift")
        try write(app, at: shop)
        let r = try CompiledPath.run(["layout", front.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Front.swift:2:8: warning: `import GreetingBadges` is left out of the preview: no module 'GreetingBadges' in the project or in Trellis: it may come from the package 'Greeting' (https://example.invalid/people/Greeting.git), not on disk"),
                "\(r.stderr)")
    }
    /// Runs git in `folder` (a test's own repository: committer named here).
    private func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Trellis Tests", "-c", "user.email=tests@trellis.invalid", "-C", folder.path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `trellis resolve` clones a remote package into Trellis's cache at the commit the
    /// project's Package.resolved pins (not the repository's newest), and the screen then
    /// compiles with it; a second resolve finds it there; a repository that does not clone is an
    /// error of its own.
    @Test func resolveChecksOutThePinnedCommitIntoTheCache() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-resolve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let repository = root.appendingPathComponent("remote/Greeting")
        try write(Self.greeting, at: repository)
        _ = try git(["init", "--quiet"], in: repository)
        _ = try git(["add", "."], in: repository)
        _ = try git(["commit", "--quiet", "-m", "Badge"], in: repository)
        _ = try git(["tag", "1.0.0"], in: repository)
        let pinned = try git(["rev-parse", "HEAD"], in: repository)
        // The repository moves on after the pin: a wider badge.
        try write(["Sources/Greeting/Badge.swift": Self.greeting["Sources/Greeting/Badge.swift"]!.replacingOccurrences(of: "width: 70", with: "width: 90")],
                  at: repository)
        _ = try git(["commit", "--quiet", "-am", "Wider"], in: repository)

        let location = "file://\(repository.path)"
        let shop = root.appendingPathComponent("Shop"), front = shop.appendingPathComponent("Sources/Shop/Front.swift")
        var app = Self.app
        app["Package.swift"] = app["Package.swift"]!.replacingOccurrences(of: "https://example.invalid/people/Greeting.git", with: location)
        app["Package.resolved"] = """
            {"pins": [{"identity": "greeting", "kind": "remoteSourceControl", "location": "\(location)",
                       "state": {"revision": "\(pinned)", "version": "1.0.0"}}], "version": 2}
            """
        try write(app, at: shop)

        // Before: the badge is a placeholder, and the warning says how to check the package out.
        let missing = try CompiledPath.run(["layout", front.path])
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stderr.contains("which is not on disk: `trellis resolve` checks it out"), "\(missing.stderr)")

        let resolved = try CompiledPath.run(["resolve", front.path])
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(resolved.stdout.contains("cloned \(location) → ") && resolved.stdout.contains("/checkouts/Greeting@\(pinned)"), "\(resolved.stdout)")
        let found = try CompiledPath.run(["layout", front.path, "--json"])
        #expect(found.status == 0, "\(found.stderr)")
        let badge = try #require(CompiledPath.tree(found.stdout).root.first(id: "badge")).frame
        #expect(abs(badge.width - 70) < 0.01, "the pinned commit's badge, not the newest: \(badge)")
        let again = try CompiledPath.run(["resolve", shop.path])
        #expect(again.status == 0 && again.stdout.contains("present \(location)"), "\(again.stdout)\(again.stderr)")
        // The project's files are as they were.
        #expect(!FileManager.default.fileExists(atPath: shop.appendingPathComponent(".build").path))

        // A repository that is not there.
        let lost = root.appendingPathComponent("Lost")
        var other = Self.app
        other["Package.swift"] = other["Package.swift"]!.replacingOccurrences(of: "https://example.invalid/people/Greeting.git",
                                                                            with: "file://\(root.path)/remote/Nowhere")
        try write(other, at: lost)
        let failed = try CompiledPath.run(["resolve", lost.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("error: file://\(root.path)/remote/Nowhere did not clone: "), "\(failed.stderr)")
    }
}

private extension URL {
    /// The URL, its parent folder made.
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
