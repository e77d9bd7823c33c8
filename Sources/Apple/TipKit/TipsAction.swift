// A tip's actions: the buttons under its text. Each calls its handler, then the action closure
// of the TipView showing it.
import SwiftUI

extension Tips {
    /// A button of a tip.
    public struct Action: Identifiable, Sendable {
        /// The action's identifier (its index, as a string, when none was given).
        public let id: String
        /// The action's position among the tip's actions, once the tip's view has numbered them.
        public let index: Int?
        /// The button's label.
        public let label: @Sendable () -> Text
        /// What the button does.
        public let handler: @MainActor @Sendable () -> Void
        let givenID: String?

        /// An action whose label is a string.
        /// - Parameters:
        ///   - id: the identifier (by default the action's index).
        ///   - title: the label.
        ///   - handler: what the button does.
        @preconcurrency
        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @MainActor @Sendable () -> Void = {}) {
            let title = String(title)
            self.init(id: id, index: nil, label: { Text(title) }, handler: handler)
        }

        /// An action with a label of its own.
        /// - Parameters:
        ///   - id: the identifier (by default the action's index).
        ///   - handler: what the button does.
        ///   - label: the label.
        @preconcurrency
        public init(id: String? = nil, perform handler: @escaping @MainActor @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.init(id: id, index: nil, label: label, handler: handler)
        }

        init(id: String?, index: Int?, label: @escaping @Sendable () -> Text, handler: @escaping @MainActor @Sendable () -> Void) {
            self.givenID = id
            self.index = index
            self.id = id ?? index.map(String.init) ?? ""
            self.label = label
            self.handler = handler
        }

        /// This action numbered `index` among its tip's actions.
        func numbered(_ index: Int) -> Action { Action(id: givenID, index: index, label: label, handler: handler) }
    }

    /// Builds a tip's `actions` from actions and arrays of actions.
    @resultBuilder public enum ActionBuilder {
        /// One action.
        /// - Parameter action: the action.
        /// - Returns: the action in an array.
        public static func buildExpression(_ action: Tips.Action) -> [Tips.Action] { [action] }
        /// An array of actions.
        /// - Parameter actions: the actions.
        /// - Returns: the actions.
        public static func buildExpression(_ actions: [Tips.Action]) -> [Tips.Action] { actions }
        /// The actions of every statement, in order.
        /// - Parameter parts: each statement's actions.
        /// - Returns: the actions.
        public static func buildBlock(_ parts: [Tips.Action]...) -> [Tips.Action] { parts.flatMap { $0 } }
        /// The actions of an `if` without `else`.
        /// - Parameter part: the actions, if the condition held.
        /// - Returns: the actions.
        public static func buildOptional(_ part: [Tips.Action]?) -> [Tips.Action] { part ?? [] }
        /// The actions of an `if`'s first branch.
        /// - Parameter first: the actions.
        /// - Returns: the actions.
        public static func buildEither(first: [Tips.Action]) -> [Tips.Action] { first }
        /// The actions of an `if`'s second branch.
        /// - Parameter second: the actions.
        /// - Returns: the actions.
        public static func buildEither(second: [Tips.Action]) -> [Tips.Action] { second }
        /// The actions of a `for` loop.
        /// - Parameter parts: each pass's actions.
        /// - Returns: the actions.
        public static func buildArray(_ parts: [[Tips.Action]]) -> [Tips.Action] { parts.flatMap { $0 } }
    }
}
