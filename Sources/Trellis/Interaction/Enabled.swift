import Foundation

// `disabled` and `redacted` at rest. A disabled control keeps its layout (SwiftUI only dims it
// and stops interaction); Trellis records it in the environment (`isEnabled`) and draws the
// control as it is. `redacted(reason:)` keeps the layout too (the placeholder look draws
// rounded grey boxes in place of text — not drawn by Trellis yet: views draw as they are).

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    /// The reasons' bits.
    public let rawValue: Int
    /// Creates a set of reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content stands in for data not loaded yet; SwiftUI draws it as rounded grey boxes
    /// (Trellis draws it as it is).
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The content is private, such as a balance hidden while the device is locked.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is out of date and about to be replaced.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    /// Whether controls in this environment are enabled (`disabled(_:)` turns it off).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Why the views in this environment are redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Disables the controls inside (their layout is unchanged).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }

    /// Redacts the view for `reason` (its layout is unchanged).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any redaction inside.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

nonisolated extension View {
    /// Marks the view as private (redacted when `.privacy` is). Accepted, no effect at rest.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}
