import Foundation

// A predicate that calls another inside `#Predicate` (`#Predicate<Entry> { existing.evaluate($0)
// && predicate.evaluate($0) }`, how apps combine filters), which Apple's Foundation has read since
// iOS 17.4. Linux's Foundation has no `PredicateExpressions.PredicateEvaluate`, and its macro
// refuses `evaluate(_:)`. So the compiled copy of a file writes `contains` for `evaluate` in such
// calls (`ModuleSources`, same length: no column moves), a name the toolchain's macro turns into
// `PredicateExpressions.build_contains(predicate, input)`, which builds the expression below.

extension Predicate {
    /// What `evaluate(_:)` reads as inside a `#Predicate` on Linux: whether the inputs satisfy the
    /// predicate (false where evaluating throws; the macro's expression rethrows).
    /// - Parameter input: The inputs.
    /// - Returns: Whether they satisfy the predicate.
    public func contains(_ input: repeat each Input) -> Bool {
        (try? evaluate(repeat each input)) ?? false
    }
}

extension PredicateExpressions {
    /// A predicate evaluated with inputs, inside another predicate (Apple's `PredicateEvaluate`).
    public struct PredicateEvaluate<Condition: PredicateExpression & Sendable, each Input: PredicateExpression>: PredicateExpression
    where Condition.Output == Predicate<repeat (each Input).Output> {
        /// Whether the inputs satisfy the predicate.
        public typealias Output = Bool

        /// The expression of the predicate evaluated.
        public let predicate: Condition
        /// The expressions of its inputs.
        public let input: (repeat each Input)

        /// Creates the expression of `predicate` evaluated with `input`.
        /// - Parameters:
        ///   - predicate: The expression of the predicate.
        ///   - input: The expressions of its inputs.
        public init(predicate: Condition, input: repeat each Input) {
            self.predicate = predicate
            self.input = (repeat each input)
        }

        /// Evaluates the predicate with the inputs' values.
        /// - Parameter bindings: The values of the enclosing predicate's variables.
        /// - Returns: Whether the inputs satisfy the predicate.
        /// - Throws: What evaluating the predicate or its inputs throws.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try predicate.evaluate(bindings).evaluate(repeat try (each input).evaluate(bindings))
        }
    }

    /// What the `#Predicate` macro builds for `predicate.contains(input)`, the Linux spelling of
    /// `predicate.evaluate(input)` inside a predicate.
    /// - Parameters:
    ///   - predicate: The expression of the predicate.
    ///   - input: The expressions of its inputs.
    /// - Returns: The predicate evaluated with the inputs.
    public static func build_contains<Condition: PredicateExpression & Sendable, each Input: PredicateExpression>(
        _ predicate: Condition, _ input: repeat each Input
    ) -> PredicateEvaluate<Condition, repeat each Input> {
        PredicateEvaluate(predicate: predicate, input: repeat each input)
    }
}

extension PredicateExpressions.PredicateEvaluate: Sendable where repeat each Input: Sendable {}

// Linux's `Predicate` is not `Codable`, so neither is a predicate that holds one: archiving
// throws (a preview fetches in memory, never archives).
extension PredicateExpressions.PredicateEvaluate: Codable {
    /// Refuses: not archived on Linux.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted`, always.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a predicate evaluated inside a predicate is not archived on Linux"))
    }

    /// Refuses: not archived on Linux.
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue`, always.
    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "a predicate evaluated inside a predicate is not archived on Linux"))
    }
}

extension PredicateExpressions.PredicateEvaluate: StandardPredicateExpression where repeat each Input: StandardPredicateExpression {}
