// A tip parameter: a value in the datastore that rules watch, declared with `@Parameter`.
// Setting it changes the datastore, so tips whose rules read it are evaluated again and views
// showing them follow.
import Foundation

extension Tips {
    /// How the datastore keeps a parameter's value.
    public struct ParameterOption: Sendable, Hashable {
        let name: String
        /// The value is not kept from one launch of the app to the next (Linux: nothing is kept).
        public static let transient = ParameterOption(name: "transient")
    }

    /// A value in the datastore that rules watch: `@Parameter static var isLoggedIn = false`
    /// declares one as `$isLoggedIn`.
    public struct Parameter<Value: Sendable>: Sendable, Identifiable {
        /// The parameter's identifier in the datastore (its type's name and its own).
        public let id: String
        /// The value before any is set (and after `Tips.resetDatastore()`).
        public let defaultValue: Value
        /// How the datastore keeps the value.
        public let options: [ParameterOption]

        /// A parameter of the datastore (what `@Parameter` declares).
        /// - Parameters:
        ///   - id: the identifier.
        ///   - defaultValue: the initial value.
        ///   - options: how the datastore keeps the value.
        public init(_ id: String, _ defaultValue: Value, _ options: [ParameterOption] = []) {
            self.id = id
            self.defaultValue = defaultValue
            self.options = options
        }

        /// The current value; setting it changes the datastore.
        public var wrappedValue: Value {
            get { TipsDatastore.shared.read { $0.parameters[id] as? Value } ?? defaultValue }
            nonmutating set { TipsDatastore.shared.mutate { $0.parameters[id] = newValue } }
        }
    }
}
