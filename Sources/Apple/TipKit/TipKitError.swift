// TipKit's errors. Linux: `Tips.configure` called a second time throws
// `tipsDatastoreAlreadyConfigured`, as on iOS; the others are never thrown.
import Foundation

/// A localized TipKit error.
public struct TipKitError: Error, LocalizedError, Sendable, Hashable, CustomStringConvertible {
    private let code: String
    private let message: String

    /// `Tips.configure(_:)` was called after the datastore had already been configured.
    public static let tipsDatastoreAlreadyConfigured = TipKitError(code: "tipsDatastoreAlreadyConfigured",
                                                                  message: "The tips datastore has already been configured.")
    /// A group container was named without the entitlement to use it (never thrown on Linux).
    public static let missingGroupContainerEntitlements = TipKitError(code: "missingGroupContainerEntitlements",
                                                                     message: "The app is missing the group container entitlement.")
    /// A rule compared a value of a type the datastore cannot hold (never thrown on Linux).
    public static let invalidPredicateValueType = TipKitError(code: "invalidPredicateValueType",
                                                             message: "The predicate value type is invalid.")

    /// A description of the error.
    public var description: String { "TipKitError(\(code))" }
    /// A localized message describing what error occurred.
    public var errorDescription: String? { message }
}
