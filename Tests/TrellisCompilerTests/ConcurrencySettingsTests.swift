import Foundation
import Testing
@testable import TrellisProject

/// A module compiles with the isolation its project asks for: Xcode 26 makes new apps main-actor
/// by default (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, Approachable Concurrency), and a
/// package says so in its target's `swiftSettings`.
@Suite struct ConcurrencySettingsTests {
    @Test func anXcodeTargetsSettings() {
        let settings = ConcurrencySettings(xcodeSettings: [
            "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor", "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
            "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES", "SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES": "YES",
            "SWIFT_UPCOMING_FEATURE_FORWARD_TRAILING_CLOSURES": "NO",
        ])
        #expect(settings.defaultIsolation == "MainActor")
        // Each feature once; MemberImportVisibility only refuses code, and is not passed on.
        #expect(settings.upcomingFeatures == ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                                              "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"])
        // Swift 6 has three of them already (naming them is a warning of swiftc's).
        #expect(settings.arguments(languageMode: 6) == ["-default-isolation", "MainActor",
                                                        "-enable-upcoming-feature", "InferIsolatedConformances",
                                                        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"])
        #expect(settings.arguments(languageMode: 5).count == 12)
        #expect(ConcurrencySettings(xcodeSettings: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "nonisolated"]).arguments(languageMode: 6).isEmpty)
    }

    @Test func aPackageTargetsSwiftSettings() throws {
        let manifest = try PackageManifest.parse("""
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Screens", swiftSettings: [
                        .defaultIsolation(MainActor.self),
                        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                        .enableUpcomingFeature("MemberImportVisibility"),
                    ]),
                    .target(name: "Models", swiftSettings: [.defaultIsolation(nil)]),
                ]
            )
            """, at: URL(fileURLWithPath: "/app/Package.swift"))
        let screens = try #require(manifest.targets.first { $0.name == "Screens" })
        #expect(screens.concurrency == ConcurrencySettings(defaultIsolation: "MainActor", upcomingFeatures: ["NonisolatedNonsendingByDefault"]))
        #expect(manifest.targets.first { $0.name == "Models" }?.concurrency == ConcurrencySettings())
    }
}
