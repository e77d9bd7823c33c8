// StoreKit 2's products: what the App Store sells, its subscriptions and their periods, and
// purchasing. There is no App Store on Linux: `Product.products(for:)` finds none, so screens
// show their empty or loading state, and a purchase fails with `StoreKitError.notAvailableInStorefront`.
import Foundation

/// Something the App Store sells: a consumable, a non-consumable, or a subscription.
///
/// Linux: the App Store has no products (`products(for:)` returns none); apps cannot make one.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product's identifier (as in App Store Connect).
    public let id: String
    /// What kind of product it is.
    public let type: ProductType
    /// Its name, localised.
    public let displayName: String
    /// Its description, localised.
    public let description: String
    /// Its price in the storefront's currency.
    public let price: Decimal
    /// Its price, formatted for the storefront.
    public let displayPrice: String
    /// Whether family members share a purchase.
    public let isFamilyShareable: Bool
    /// The subscription's terms, for auto-renewable subscriptions.
    public let subscription: SubscriptionInfo?
    /// The storefront's currency code.
    let currencyCode: String

    /// A product of these values (Trellis's own: the App Store gives none on Linux).
    init(id: String, type: ProductType, displayName: String, description: String, price: Decimal,
         isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil, currencyCode: String = "USD") {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.currencyCode = currencyCode
        displayPrice = price.formatted(.currency(code: currencyCode))
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
    }

    /// The products of these identifiers the App Store sells.
    ///
    /// Linux: none (there is no App Store).
    /// - Parameter identifiers: The identifiers.
    /// - Returns: The products found.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
        where Identifiers.Element == String {
        []
    }

    /// How the storefront formats this product's prices.
    public var priceFormatStyle: Decimal.FormatStyle.Currency { .currency(code: currencyCode) }

    /// How a subscription period's unit is written ("month").
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle { SubscriptionPeriod.Unit.FormatStyle() }

    /// How a subscription period is written ("1 month").
    public var subscriptionPeriodFormatStyle: SubscriptionPeriod.FormatStyle { SubscriptionPeriod.FormatStyle() }

    /// Buys the product, showing the App Store's sheet.
    ///
    /// Linux: there is no App Store.
    /// - Parameter options: The purchase's options.
    /// - Returns: How it ended.
    /// - Throws: `StoreKitError.notAvailableInStorefront` on Linux.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.notAvailableInStorefront
    }

    /// The transaction that entitles the person to this product: none on Linux.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The latest transaction of this product: none on Linux.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// What kind of product it is.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind of this name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought again and again (coins).
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once (a feature).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that does not renew by itself.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// A subscription that renews until cancelled.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String
        /// The app's account identifier for the person.
        /// - Parameter token: The identifier.
        /// - Returns: The option.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken", value: token.uuidString) }
        /// How many to buy (consumables).
        /// - Parameter quantity: The quantity.
        /// - Returns: The option.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: "\(quantity)") }
        /// Simulates Ask to Buy in testing.
        /// - Parameter simulateAskToBuy: Whether to.
        /// - Returns: The option.
        public static func simulatesAskToBuyInSandbox(_ simulateAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: "\(simulateAskToBuy)")
        }
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        /// Bought: the transaction, verified or not.
        case success(VerificationResult<Transaction>)
        /// The person cancelled.
        case userCancelled
        /// Waiting for approval (Ask to Buy).
        case pending
    }

    /// Why a purchase could not be made.
    public enum PurchaseError: Error, Hashable, Sendable, LocalizedError {
        /// The quantity is not valid.
        case invalidQuantity
        /// The product is not available.
        case productUnavailable
        /// The person may not make purchases.
        case purchaseNotAllowed
        /// The person is not eligible for the offer.
        case ineligibleForOffer
        /// The offer's identifier is not valid.
        case invalidOfferIdentifier
        /// The offer's price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// The offer's parameters are missing.
        case missingOfferParameters

        /// What went wrong, in words.
        public var errorDescription: String? { "The purchase could not be made." }
    }

    /// The terms of an auto-renewable subscription.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group of subscriptions it belongs to (one of a group at a time).
        public let subscriptionGroupID: String
        /// How long one period is.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The offer for new subscribers, if any.
        public let introductoryOffer: SubscriptionOffer?
        /// Offers for existing subscribers.
        public let promotionalOffers: [SubscriptionOffer]

        /// Whether the person may take the introductory offer: false on Linux.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        /// The statuses of the person's subscriptions of this group: none on Linux.
        public var status: [Status] {
            get async throws { [] }
        }

        /// The statuses of the person's subscriptions of a group: none on Linux.
        /// - Parameter groupID: The group.
        /// - Returns: The statuses.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Whether the person may take a group's introductory offer: false on Linux.
        /// - Parameter groupID: The group.
        /// - Returns: Whether they may.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// The state of a person's subscription.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// The state's code.
            public let rawValue: Int
            /// A state of a code.
            /// - Parameter rawValue: The code.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Subscribed.
            public static let subscribed = RenewalState(rawValue: 1)
            /// Expired.
            public static let expired = RenewalState(rawValue: 2)
            /// Renewal is being retried after a billing problem.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// Still subscribed while a billing problem is fixed.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Revoked by the App Store.
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// A subscription's renewal: what renews next and whether it will.
        public struct RenewalInfo: Hashable, Sendable {
            /// The product the person is subscribed to.
            public let currentProductID: String
            /// The product that renews next.
            public let autoRenewPreference: String?
            /// Whether it renews.
            public let willAutoRenew: Bool
            /// When renewal ends its retries, if it is being retried.
            public let gracePeriodExpirationDate: Date?
            /// The original transaction's identifier.
            public let originalTransactionID: UInt64
        }

        /// The state of one of the person's subscriptions, with its transaction and renewal.
        public struct Status: Hashable, Sendable {
            /// The state.
            public let state: RenewalState
            /// The latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// The renewal.
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Changes of the person's subscriptions: none on Linux (the sequence ends at once).
            public static var updates: AsyncStream<Status> { AsyncStream { $0.finish() } }
        }
    }

    /// A subscription offer: a price for a number of periods.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The offer's identifier (nil for the introductory offer).
        public let id: String?
        /// Introductory, promotional or an offer code.
        public let type: OfferType
        /// The price of each period.
        public let price: Decimal
        /// The price, formatted.
        public let displayPrice: String
        /// How long a period of the offer is.
        public let period: SubscriptionPeriod
        /// How many periods it lasts.
        public let periodCount: Int
        /// Free, pay as you go, or pay up front.
        public let paymentMode: PaymentMode

        /// A kind of offer.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            /// The kind's name.
            public let rawValue: String
            /// A kind of this name.
            /// - Parameter rawValue: The name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// For new subscribers.
            public static let introductory = OfferType(rawValue: "introductory")
            /// For existing or lapsed subscribers.
            public static let promotional = OfferType(rawValue: "promotional")
        }

        /// How an offer is paid.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// The mode's name.
            public let rawValue: String
            /// A mode of this name.
            /// - Parameter rawValue: The name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Free.
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            /// A price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            /// One price for all the periods.
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }
    }

    /// A length of time: a number of days, weeks, months or years.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The unit.
        public let unit: Unit
        /// How many units.
        public let value: Int

        /// A unit of a period.
        public enum Unit: Int, Hashable, Sendable, CaseIterable {
            /// Days.
            case day
            /// Weeks.
            case week
            /// Months.
            case month
            /// Years.
            case year

            /// The unit's name ("Month").
            public var localizedDescription: String {
                switch self {
                case .day: return "Day"
                case .week: return "Week"
                case .month: return "Month"
                case .year: return "Year"
                }
            }

            /// Writes a unit as its lower-case name ("month").
            public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
                /// The style.
                public init() {}
                /// The unit's name in lower case.
                /// - Parameter value: The unit.
                /// - Returns: Its name.
                public func format(_ value: Unit) -> String { value.localizedDescription.lowercased() }
            }

            /// The unit written in a style.
            /// - Parameter style: The style.
            /// - Returns: The text.
            public func formatted(_ style: FormatStyle) -> String { style.format(self) }
        }

        /// Writes a period as its count and unit ("1 month", "2 weeks").
        public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
            /// The style.
            public init() {}
            /// The period's count and unit.
            /// - Parameter value: The period.
            /// - Returns: The text.
            public func format(_ value: SubscriptionPeriod) -> String {
                let unit = value.unit.localizedDescription.lowercased()
                return "\(value.value) \(unit)\(value.value == 1 ? "" : "s")"
            }
        }

        /// The period written in a style.
        /// - Parameter style: The style.
        /// - Returns: The text.
        public func formatted(_ style: FormatStyle) -> String { style.format(self) }

        /// One week.
        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        /// One month.
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        /// One year.
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)
    }
}

/// An error of the App Store.
public enum StoreKitError: Error, Hashable, Sendable, LocalizedError {
    /// Something unknown went wrong.
    case unknown
    /// The person cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(String)
    /// The product is not sold in the person's storefront (Linux: no storefront sells anything).
    case notAvailableInStorefront
    /// The app has no entitlement for it.
    case notEntitled
    /// The product is not available.
    case unsupported

    /// What went wrong, in words.
    public var errorDescription: String? {
        switch self {
        case .notAvailableInStorefront: return "The App Store is not available on Linux."
        case .userCancelled: return "The purchase was cancelled."
        default: return "The App Store could not complete the request."
        }
    }
}
