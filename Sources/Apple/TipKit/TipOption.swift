// A tip's options: whether it obeys the display frequency, and how many times or how long it
// displays. Linux: `IgnoresDisplayFrequency` is obeyed; displays are not counted or timed (a
// preview is one display), so `MaxDisplayCount` and `MaxDisplayDuration` never invalidate a tip.
import Foundation

/// A customization of a tip's behaviour.
public protocol TipOption: Sendable {}

extension Tips {
    /// Whether a tip ignores the display frequency the datastore was configured with.
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether the tip ignores it.
        public let ignoresDisplayFrequency: Bool
        /// Creates the option.
        /// - Parameter ignoresDisplayFrequency: whether the tip ignores the display frequency.
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// How many times a tip displays before it is invalidated (not counted on Linux).
    public struct MaxDisplayCount: TipOption {
        /// The number of displays.
        public let maxDisplayCount: Int
        /// Creates the option.
        /// - Parameter maxDisplayCount: the number of displays.
        public init(_ maxDisplayCount: Int) { self.maxDisplayCount = maxDisplayCount }
    }

    /// How long a tip displays before it is invalidated (not timed on Linux).
    public struct MaxDisplayDuration: TipOption {
        /// The duration, in seconds.
        public let maxDisplayDuration: TimeInterval
        /// Creates the option.
        /// - Parameter maxDisplayDuration: the duration, in seconds.
        public init(_ maxDisplayDuration: TimeInterval) { self.maxDisplayDuration = maxDisplayDuration }
    }

    /// Builds a tip's `options`.
    @resultBuilder public enum OptionsBuilder {
        /// One option.
        /// - Parameter option: the option.
        /// - Returns: the option in an array.
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        /// An array of options.
        /// - Parameter options: the options.
        /// - Returns: the options.
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        /// The options of every statement, in order.
        /// - Parameter parts: each statement's options.
        /// - Returns: the options.
        public static func buildBlock(_ parts: [any TipOption]...) -> [any TipOption] { parts.flatMap { $0 } }
        /// The options of an `if` without `else`.
        /// - Parameter part: the options, if the condition held.
        /// - Returns: the options.
        public static func buildOptional(_ part: [any TipOption]?) -> [any TipOption] { part ?? [] }
        /// The options of an `if`'s first branch.
        /// - Parameter first: the options.
        /// - Returns: the options.
        public static func buildEither(first: [any TipOption]) -> [any TipOption] { first }
        /// The options of an `if`'s second branch.
        /// - Parameter second: the options.
        /// - Returns: the options.
        public static func buildEither(second: [any TipOption]) -> [any TipOption] { second }
    }
}
