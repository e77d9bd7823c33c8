// StoreKit 2's transactions, their verification, the storefront, App Store messages and the
// App Store's sheets. There is no App Store on Linux: the person has bought nothing, every
// sequence of updates ends at once, and sheets never show.
import Foundation
import Trellis
import UIKit

/// A value the App Store signed, verified on the device or not.
public enum VerificationResult<SignedType> {
    /// Its signature did not verify, and why.
    case unverified(SignedType, VerificationError)
    /// Its signature verified.
    case verified(SignedType)

    /// The value, if it verified.
    /// - Throws: The verification error when it did not.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case let .verified(value): return value
            case let .unverified(_, error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case let .verified(value), let .unverified(value, _): return value
        }
    }

    /// Why a signature did not verify.
    public enum VerificationError: Error, Hashable, Sendable {
        /// The signature's certificate chain is not valid.
        case invalidCertificateChain
        /// The device does not match.
        case invalidDeviceVerification
        /// The encoding is not valid.
        case invalidEncoding
        /// The signature does not match.
        case invalidSignature
        /// Required properties are missing.
        case missingRequiredProperties
        /// The signing date is missing.
        case revokedCertificate
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// A purchase the person made: of a product, on a date, perhaps revoked or expired.
///
/// Linux: the person has bought nothing; every sequence of transactions is empty.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The first purchase's identifier (the same across a subscription's renewals).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The product's kind.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When the original purchase was made.
    public let originalPurchaseDate: Date
    /// When a subscription expires.
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it.
    public let revocationDate: Date?
    /// Whether a better subscription of the group replaced it.
    public let isUpgraded: Bool
    /// How many were bought.
    public let purchasedQuantity: Int
    /// The subscription's group.
    public let subscriptionGroupID: String?
    /// Whether the person bought it or a family member shares it.
    public let ownershipType: OwnershipType
    /// Why the App Store refunded or revoked it (nil: it was not).
    public let revocationReason: RevocationReason? = nil
    /// The account token the app gave with the purchase (nil: none).
    public let appAccountToken: UUID? = nil

    /// Why a transaction was revoked.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// The reason's code.
        public let rawValue: Int
        /// A reason of this code.
        /// - Parameter rawValue: The code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// An issue in the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Another reason.
        public static let other = RevocationReason(rawValue: 0)
        /// The reason as the App Store words it.
        public var localizedDescription: String {
            self == .developerIssue ? "Refunded due to an issue with the app" : "Refunded for another reason"
        }
    }

    /// Who owns a purchase.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// A family member shares it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Tells the App Store the app delivered the purchase (no effect on Linux).
    public func finish() async {}

    /// Transactions as they happen (purchases elsewhere, renewals, refunds): none on Linux.
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Every transaction of the person: none on Linux.
    public static var all: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// The transactions that entitle the person now: none on Linux.
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Transactions the app has not finished: none on Linux.
    public static var unfinished: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }

    /// The transaction that entitles the person to a product: none on Linux.
    /// - Parameter productID: The product.
    /// - Returns: The transaction, or nil.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The latest transaction of a product: none on Linux.
    /// - Parameter productID: The product.
    /// - Returns: The transaction, or nil.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// Shows the App Store's refund sheet for a transaction.
    ///
    /// Linux: there is no sheet.
    /// - Parameters:
    ///   - transactionID: The transaction.
    ///   - scene: The scene to show it in.
    /// - Returns: How it ended.
    /// - Throws: `StoreKitError.notAvailableInStorefront` on Linux.
    public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws -> RefundRequestStatus {
        throw StoreKitError.notAvailableInStorefront
    }

    /// How a refund request ended.
    public enum RefundRequestStatus: Hashable, Sendable {
        /// The person cancelled.
        case userCancelled
        /// The request was sent.
        case success
    }

    /// Why a refund request failed.
    public enum RefundRequestError: Error, Hashable, Sendable {
        /// The transaction was already refunded.
        case duplicateRequest
        /// The request failed.
        case failed
    }
}

/// The App Store country the person buys in.
public struct Storefront: Identifiable, Hashable, Sendable {
    /// The storefront's identifier.
    public let id: String
    /// Its country, as an ISO 3166-1 alpha-3 code ("USA").
    public let countryCode: String

    /// The person's storefront: nil on Linux.
    public static var current: Storefront? {
        get async { nil }
    }
    /// Changes of the person's storefront: none on Linux.
    public static var updates: AsyncStream<Storefront> { AsyncStream { $0.finish() } }
}

/// A message the App Store wants to show over the app (a price increase, a billing problem).
public struct Message: Hashable, Sendable {
    /// Why the App Store shows it.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        /// The reason's name.
        public let rawValue: String
        /// A reason of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A subscription's price goes up.
        public static let priceIncreaseConsent = Reason(rawValue: "priceIncreaseConsent")
        /// A billing problem.
        public static let billingIssue = Reason(rawValue: "billingIssue")
        /// A win-back offer.
        public static let winBackOffer = Reason(rawValue: "winBackOffer")
        /// Something else.
        public static let generic = Reason(rawValue: "generic")
    }
    /// Why it is shown.
    public let reason: Reason

    /// Messages as the App Store sends them: none on Linux.
    public static var messages: AsyncStream<Message> { AsyncStream { $0.finish() } }
}

/// Shows an App Store message: read it with `@Environment(\.displayStoreKitMessage)`.
public struct DisplayMessageAction: Sendable {
    init() {}
    /// Shows the message (no effect on Linux: no message ever comes).
    /// - Parameter message: The message.
    /// - Throws: Never on Linux.
    public func callAsFunction(_ message: Message) throws {}
}

private struct DisplayStoreKitMessageKey: EnvironmentKey {
    static let defaultValue = DisplayMessageAction()
}

extension EnvironmentValues {
    /// Shows App Store messages over the views here.
    public var displayStoreKitMessage: DisplayMessageAction { self[DisplayStoreKitMessageKey.self] }
}

extension AppStore {
    /// Syncs the person's purchases with the App Store (asks them to sign in).
    ///
    /// Linux: there is no App Store; nothing happens.
    public static func sync() async throws {}

    /// Shows the App Store's sheet to manage subscriptions (no effect on Linux).
    /// - Parameter scene: The scene to show it in.
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}

    /// Whether the person may make purchases: false on Linux.
    public static var canMakePayments: Bool { false }
}

nonisolated extension View {
    /// Shows the App Store's sheet to manage subscriptions while `isPresented` is true.
    ///
    /// Linux: never shown (sheets are not drawn at rest).
    /// - Parameter isPresented: Whether it shows.
    /// - Returns: The view.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// Shows the App Store's sheet to manage a group's subscriptions (never shown on Linux).
    /// - Parameters:
    ///   - isPresented: Whether it shows.
    ///   - subscriptionGroupID: The group.
    /// - Returns: The view.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }

    /// Shows the refund sheet of a transaction while `isPresented` is true (never shown on Linux).
    /// - Parameters:
    ///   - transactionID: The transaction, or nil.
    ///   - isPresented: Whether it shows.
    ///   - onDismiss: Called with how it ended.
    /// - Returns: The view.
    public func refundRequestSheet(for transactionID: UInt64?, isPresented: Binding<Bool>,
                                   onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil)
        -> some View {
        self
    }

    /// Shows the sheet to redeem an offer code while `isPresented` is true (never shown on Linux).
    /// - Parameters:
    ///   - isPresented: Whether it shows.
    ///   - onCompletion: Called with how it ended.
    /// - Returns: The view.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in })
        -> some View {
        self
    }

    /// Runs `action` with the statuses of a subscription group, again when they change.
    ///
    /// Linux: as a task, in a live preview only, with no statuses (the person has no
    /// subscription: there is no App Store).
    /// - Parameters:
    ///   - groupID: The group.
    ///   - priority: The task's priority.
    ///   - action: What to do with the statuses.
    /// - Returns: The view.
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping @Sendable (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void)
        -> some View {
        // As on a device with no App Store account: loaded, no subscription.
        task(priority: priority) { await action(.success([])) }
    }

    /// Runs `action` with the entitlement of a product, again when it changes (Linux: as a task,
    /// in a live preview only, with no entitlement).
    /// - Parameters:
    ///   - productID: The product.
    ///   - priority: The task's priority.
    ///   - action: What to do with it.
    /// - Returns: The view.
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping @Sendable (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void)
        -> some View {
        // As on a device with no App Store account: loaded, no entitlement.
        task(priority: priority) { await action(.success(nil)) }
    }

    /// Runs `handler` when a purchase made in a store view ends (never on Linux).
    /// - Parameter handler: What to do.
    /// - Returns: The view.
    public func onInAppPurchaseCompletion(perform handler: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void)
        -> some View {
        self
    }
}

/// The state of a StoreKit task modifier's load.
public enum EntitlementTaskState<Value> {
    /// Loading.
    case loading
    /// Loading failed.
    case failure(any Error)
    /// Loaded.
    case success(Value)

    /// The value, once loaded.
    public var value: Value? {
        if case let .success(value) = self { return value }
        return nil
    }

    /// The value, once loaded (the older name of `value`).
    public var transaction: Value? { value }

    /// The state with its loaded value transformed.
    /// - Parameter transform: Transforms the value.
    /// - Returns: The transformed state: loading and failure as they are.
    /// - Throws: What `transform` throws.
    public func map<T>(_ transform: (Value) async throws -> T) async rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: .loading
        case let .failure(error): .failure(error)
        case let .success(value): .success(try await transform(value))
        }
    }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}
