// A tip's rules: conditions over parameters' values and events' donations, evaluated each time
// the tip's status is asked for (reading the datastore, so that views showing the tip follow).
import Foundation

extension Tips {
    /// A condition to meet before a tip displays, made by `#Rule`.
    public struct Rule: @unchecked Sendable {
        let evaluate: () -> Bool

        /// A rule over a parameter's current value (what `#Rule(Self.$name) { … }` expands to).
        /// - Parameters:
        ///   - parameter: the parameter.
        ///   - predicate: the condition over its value.
        public init<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {
            evaluate = { predicate(parameter.wrappedValue) }
        }

        /// A rule over an event and its donations (what `#Rule(Self.event) { … }` expands to).
        /// - Parameters:
        ///   - event: the event.
        ///   - predicate: the condition over the event.
        public init<DonationInfo>(_ event: Tips.Event<DonationInfo>, _ predicate: @escaping (Tips.Event<DonationInfo>) -> Bool) {
            evaluate = { predicate(event) }
        }

        /// Whether the rule holds now.
        var holds: Bool { evaluate() }
    }

    /// Builds a tip's `rules` from rules and arrays of rules.
    @resultBuilder public enum RuleBuilder {
        /// One rule.
        /// - Parameter rule: the rule.
        /// - Returns: the rule in an array.
        public static func buildExpression(_ rule: Tips.Rule) -> [Tips.Rule] { [rule] }
        /// An array of rules.
        /// - Parameter rules: the rules.
        /// - Returns: the rules.
        public static func buildExpression(_ rules: [Tips.Rule]) -> [Tips.Rule] { rules }
        /// The rules of every statement, in order.
        /// - Parameter parts: each statement's rules.
        /// - Returns: the rules.
        public static func buildBlock(_ parts: [Tips.Rule]...) -> [Tips.Rule] { parts.flatMap { $0 } }
        /// The rules of an `if` without `else` (none when the condition fails).
        /// - Parameter part: the rules, if the condition held.
        /// - Returns: the rules.
        public static func buildOptional(_ part: [Tips.Rule]?) -> [Tips.Rule] { part ?? [] }
        /// The rules of an `if`'s first branch.
        /// - Parameter first: the rules.
        /// - Returns: the rules.
        public static func buildEither(first: [Tips.Rule]) -> [Tips.Rule] { first }
        /// The rules of an `if`'s second branch.
        /// - Parameter second: the rules.
        /// - Returns: the rules.
        public static func buildEither(second: [Tips.Rule]) -> [Tips.Rule] { second }
        /// The rules of a `for` loop.
        /// - Parameter parts: each pass's rules.
        /// - Returns: the rules.
        public static func buildArray(_ parts: [[Tips.Rule]]) -> [Tips.Rule] { parts.flatMap { $0 } }
    }
}
