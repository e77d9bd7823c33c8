import Foundation
import SwiftSyntax

/// A problem found while evaluating, at the syntax node it concerns.
struct EvaluationError: Error {
    let node: Syntax
    let message: String

    init(_ node: some SyntaxProtocol, _ message: String) {
        self.node = Syntax(node)
        self.message = message
    }
}

/// The limits that turn runaway files into errors. Documented in `InterpretedFile`.
public enum EvaluationLimits {
    /// Brackets (`{ ( [ <`) nested deeper than this end parsing with an error.
    public static let maximumNesting = 256
    /// Expressions nested deeper than this (long operator chains, deep modifier chains) are an error.
    public static let maximumExpressionDepth = 1_000
    /// A `ForEach` over more items than this is an error.
    public static let maximumForEachItems = 10_000
    /// Views made by one evaluation of a preview (all bodies, all ForEach items) beyond this are an error.
    public static let maximumViews = 100_000
    /// A string made by the file (`+`, interpolation, `String(repeating:count:)`) longer than this
    /// many UTF-8 bytes is an error.
    public static let maximumStringBytes = 1 << 20
    /// An array made by the file (`+`, `append`, `Array(repeating:count:)`) with more items is an error.
    public static let maximumArrayItems = 1_000_000
    /// An evaluation of a preview that takes longer than this (seconds) is stopped with an error.
    public static let maximumSeconds: Double = 5
}

/// Counters for one evaluation pass of a preview.
struct EvaluationBudget {
    var views = 0
    var steps = 0
    var start = DispatchTime.now().uptimeNanoseconds
    /// The message of the limit that stopped evaluation; later expressions fail with it too.
    var exhausted: String?
    var exhaustionReported = false
    /// Where the evaluation that crossed the limit began.
    var exhaustedAt: Syntax?
    /// The time limit applies to each evaluation entry (a preview, a body, GeometryReader content).
    var isTimeLimit = false

    mutating func reset() { self = EvaluationBudget() }

    /// A new time slice for an evaluation entry; an exceeded view count stays exceeded.
    mutating func restartClock() {
        start = DispatchTime.now().uptimeNanoseconds
        if isTimeLimit {
            exhausted = nil
            exhaustionReported = false
            isTimeLimit = false
        }
    }

    var elapsedSeconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
