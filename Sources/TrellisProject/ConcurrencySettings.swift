import Foundation

/// How a module's code is isolated, as its project asks (Xcode 26 makes new apps main-actor by
/// default): `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` or `.defaultIsolation(MainActor.self)`, and
/// the upcoming features it turns on (`SWIFT_APPROACHABLE_CONCURRENCY`, `SWIFT_UPCOMING_FEATURE_…`,
/// `.enableUpcomingFeature("…")`). Without them, a main-actor app's statics and conformances are
/// Swift 6 errors it does not have in Xcode.
public struct ConcurrencySettings: Sendable, Equatable, Hashable {
    /// The actor declarations are isolated to by default ("MainActor"), nil for none.
    public var defaultIsolation: String?
    /// Upcoming features, by their compiler names (`NonisolatedNonsendingByDefault`).
    public var upcomingFeatures: [String] = []

    public init(defaultIsolation: String? = nil, upcomingFeatures: [String] = []) {
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures
    }

    /// What Xcode 26's Approachable Concurrency setting turns on.
    static let approachable = ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                               "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]

    /// Features that only refuse code (never change what valid code means): a project compiled
    /// with them compiles without, and Trellis's modules re-export what they declare through
    /// scoped imports, which `MemberImportVisibility` would not see through.
    static let onlyRefusing: Set<String> = ["MemberImportVisibility", "ExistentialAny", "InternalImportsByDefault", "StrictMemorySafety"]

    /// The settings of an Xcode target's build settings.
    public init(xcodeSettings settings: [String: String]) {
        if settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor" { defaultIsolation = "MainActor" }
        var features: [String] = settings["SWIFT_APPROACHABLE_CONCURRENCY"] == "YES" ? Self.approachable : []
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key.hasPrefix("SWIFT_UPCOMING_FEATURE_") && value == "YES" {
            // SWIFT_UPCOMING_FEATURE_INFER_SENDABLE_FROM_CAPTURES → InferSendableFromCaptures.
            let words = key.dropFirst("SWIFT_UPCOMING_FEATURE_".count).split(separator: "_")
            features.append(words.map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined())
        }
        upcomingFeatures = Self.kept(features)
    }

    /// The features worth passing on, each once.
    static func kept(_ features: [String]) -> [String] {
        var seen: Set<String> = []
        return features.filter { !onlyRefusing.contains($0) && seen.insert($0).inserted }
    }

    /// Features every Swift 6 compile has (naming one again is a warning of swiftc's).
    static let inSwift6: Set<String> = ["ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals", "DeprecateApplicationMain",
                                        "ImportObjcForwardDeclarations", "DisableOutwardActorInference", "IsolatedDefaultValues",
                                        "GlobalConcurrency", "InferSendableFromCaptures", "ImplicitOpenExistentials", "RegionBasedIsolation",
                                        "DynamicActorIsolation", "NonfrozenEnumExhaustivity", "StrictConcurrency",
                                        "GlobalActorIsolatedTypesUsability"]

    /// swiftc's arguments for these settings in a language mode.
    public func arguments(languageMode: Int) -> [String] {
        (defaultIsolation.map { ["-default-isolation", $0] } ?? [])
            + upcomingFeatures.filter { languageMode < 6 || !Self.inSwift6.contains($0) }.flatMap { ["-enable-upcoming-feature", $0] }
    }
}
