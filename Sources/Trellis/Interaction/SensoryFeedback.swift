import Foundation

// Haptic and audio feedback played when a value changes (`sensoryFeedback`): it acts only on
// interaction, so it is accepted with SwiftUI's signatures and never played at rest.

/// Haptic and audio feedback played when a value changes (never played at rest).
public struct SensoryFeedback: Sendable, Hashable {
    let kind: String
    /// A task succeeded.
    public static let success = SensoryFeedback(kind: "success")
    /// A warning.
    public static let warning = SensoryFeedback(kind: "warning")
    /// An error.
    public static let error = SensoryFeedback(kind: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(kind: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(kind: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(kind: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: "stop")
    /// Something was aligned.
    public static let alignment = SensoryFeedback(kind: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(kind: "levelChange")
    /// An impact.
    public static let impact = SensoryFeedback(kind: "impact")
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// How heavy an impact feels.
    public struct Weight: Sendable, Hashable {
        let value: Int
        /// Light.
        public static let light = Weight(value: 0)
        /// Medium.
        public static let medium = Weight(value: 1)
        /// Heavy.
        public static let heavy = Weight(value: 2)
    }

    /// How stiff an impact feels.
    public struct Flexibility: Sendable, Hashable {
        let value: Int
        /// Rigid.
        public static let rigid = Flexibility(value: 0)
        /// Solid.
        public static let solid = Flexibility(value: 1)
        /// Soft.
        public static let soft = Flexibility(value: 2)
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes. Accepted, no effect at rest.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Plays `feedback` when `trigger` changes and `condition` says so. Accepted, no effect at rest.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }
    /// Plays the feedback `feedback` returns when `trigger` changes. Accepted, no effect at rest.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        self
    }
}
