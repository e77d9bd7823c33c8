// `localizedStandardContains` inside `#Predicate`, which Apple's Foundation supports and Linux's
// does not (its macro expands to `PredicateExpressions.build_localizedStandardContains`): a
// search field's filter of a `@Query` (`#Predicate { $0.name.localizedStandardContains(text) }`).
import Foundation

extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics as Finder's search does.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
        where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The expression of two strings.
        /// - Parameters:
        ///   - root: The string searched.
        ///   - other: The string searched for.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether `root`'s string contains `other`'s.
        /// - Parameter bindings: The predicate's variables.
        /// - Returns: The answer.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` builds of `a.localizedStandardContains(b)`.
    /// - Parameters:
    ///   - root: The string searched.
    ///   - other: The string searched for.
    /// - Returns: The expression.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
    where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
