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

        // Not on disk: the error names the package.
        let missing = try CompiledPath.run(["layout", front.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("'Greeting' comes from the package 'Greeting' (https://example.invalid/people/Greeting.git), which is not on disk"),
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
    /// `Clamping`): the error says which packages of the project are not on disk.
    @Test func aModuleOfAMissingPackageUnderAnotherNameNamesThePackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-checkout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var app = Self.app
        app["Sources/Shop/Front.swift"] = app["Sources/Shop/Front.swift"]!.replacingOccurrences(of: "import Greeting\n", with: "import GreetingBadges\n")
        let shop = root.appendingPathComponent("Shop"), front = shop.appendingPathComponent("Sources/Shop/Front.swift")
        try write(app, at: shop)
        let r = try CompiledPath.run(["layout", front.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Front.swift:2:8: error: no module 'GreetingBadges' in the project or in Trellis: it may come from the package 'Greeting' (https://example.invalid/people/Greeting.git), not on disk"),
                "\(r.stderr)")
    }
}

private extension URL {
    /// The URL, its parent folder made.
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
