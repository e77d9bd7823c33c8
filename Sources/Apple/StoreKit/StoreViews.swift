// StoreKit's SwiftUI views (iOS 17): a product, a store of products, a subscription store.
// There is no App Store on Linux: each is a labelled placeholder that lays out as the real
// view does in the space it is given (flexible on both axes), with a warning; their modifiers
// are accepted.
import Foundation
import Trellis

/// A product's name, description, icon and buy button.
///
/// Linux: a placeholder captioned "ProductView" (no product loads), flexible on both axes; the
/// icon is not shown.
public nonisolated struct ProductView: View {
    /// The placeholder.
    public var body: some View { FrameworkPlaceholder("ProductView", framework: "StoreKit") }

    /// The view of a product by identifier.
    /// - Parameters:
    ///   - id: The product's identifier.
    ///   - prefersPromotionalIcon: Whether to show its App Store promotional image.
    public init(id: String, prefersPromotionalIcon: Bool = false) {}

    /// The view of a product by identifier, with an icon.
    /// - Parameters:
    ///   - id: The product's identifier.
    ///   - prefersPromotionalIcon: Whether to show its App Store promotional image.
    ///   - icon: The icon.
    public init<Icon: View>(id: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}

    /// The view of a loaded product.
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether to show its App Store promotional image.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {}
}

/// Products in a list, each with its buy button.
///
/// Linux: a placeholder captioned "StoreView", flexible on both axes.
public nonisolated struct StoreView: View {
    /// The placeholder.
    public var body: some View { FrameworkPlaceholder("StoreView", framework: "StoreKit") }

    /// A store of products by identifier.
    /// - Parameters:
    ///   - ids: The products' identifiers.
    ///   - prefersPromotionalIcon: Whether to show promotional images.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == String {}

    /// A store of products by identifier, with an icon for each.
    /// - Parameters:
    ///   - ids: The products' identifiers.
    ///   - prefersPromotionalIcon: Whether to show promotional images.
    ///   - icon: The icon of a product.
    public init<C: Collection, Icon: View>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
        where C.Element == String {}

    /// A store of loaded products.
    /// - Parameters:
    ///   - products: The products.
    ///   - prefersPromotionalIcon: Whether to show promotional images.
    public init(products: [Product], prefersPromotionalIcon: Bool = false) {}
}

/// The subscriptions of a group with their terms and a subscribe button, under the app's own
/// marketing content.
///
/// Linux: a placeholder captioned "SubscriptionStoreView" with the marketing content drawn over
/// it, flexible on both axes.
public nonisolated struct SubscriptionStoreView<Content: View>: View {
    let content: Content

    /// The placeholder with the marketing content over it.
    public var body: some View {
        FrameworkPlaceholder("SubscriptionStoreView", framework: "StoreKit") { content }
    }

    /// The store of a subscription group.
    /// - Parameter groupID: The group.
    public init(groupID: String) where Content == EmptyView { content = EmptyView() }

    /// The store of a subscription group under marketing content.
    /// - Parameters:
    ///   - groupID: The group.
    ///   - visibleRelationships: Which plans to show against the current one.
    ///   - marketingContent: The app's content above the plans.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        content = marketingContent()
    }

    /// The store of subscriptions by identifier.
    /// - Parameter productIDs: The subscriptions.
    public init<C: Collection>(productIDs: C) where C.Element == String, Content == EmptyView { content = EmptyView() }

    /// The store of subscriptions by identifier under marketing content.
    /// - Parameters:
    ///   - productIDs: The subscriptions.
    ///   - marketingContent: The app's content above the plans.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String {
        content = marketingContent()
    }
}

/// Which plans a subscription store shows beside the person's current one.
public struct SubscriptionRelationship: Hashable, Sendable {
    let name: String
    /// Every plan.
    public static let all = SubscriptionRelationship(name: "all")
    /// Plans of a higher level.
    public static let upgrade = SubscriptionRelationship(name: "upgrade")
    /// Plans of a lower level.
    public static let downgrade = SubscriptionRelationship(name: "downgrade")
    /// Plans of the same level.
    public static let crossgrade = SubscriptionRelationship(name: "crossgrade")
    /// The current plan.
    public static let current = SubscriptionRelationship(name: "current")
}

/// How product views are drawn.
public struct ProductViewStyleChoice: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ProductViewStyleChoice(name: "automatic")
    /// One line.
    public static let compact = ProductViewStyleChoice(name: "compact")
    /// The regular layout.
    public static let regular = ProductViewStyleChoice(name: "regular")
    /// A large, prominent layout.
    public static let large = ProductViewStyleChoice(name: "large")
}

/// How a subscription store's plans are chosen.
public struct SubscriptionStoreControlStyleChoice: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SubscriptionStoreControlStyleChoice(name: "automatic")
    /// Pickers.
    public static let picker = SubscriptionStoreControlStyleChoice(name: "picker")
    /// Buttons.
    public static let buttons = SubscriptionStoreControlStyleChoice(name: "buttons")
    /// A prominent picker.
    public static let prominentPicker = SubscriptionStoreControlStyleChoice(name: "prominentPicker")
}

/// A button a store view may show.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// Cancel (dismisses the store).
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// Restore purchases.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// Redeem a code.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// Sign in.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// Policies.
    public static let policies = StoreButtonKind(name: "policies")
}

/// Whether a store button shows.
public struct StoreButtonVisibility: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = StoreButtonVisibility(name: "automatic")
    /// Shown.
    public static let visible = StoreButtonVisibility(name: "visible")
    /// Hidden.
    public static let hidden = StoreButtonVisibility(name: "hidden")
}

nonisolated extension View {
    /// How product views here are drawn (accepted; their placeholders do not change).
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func productViewStyle(_ style: ProductViewStyleChoice) -> some View { self }

    /// How subscription stores here show their plans (accepted).
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyleChoice) -> some View { self }

    /// Whether store views here show some buttons (accepted).
    /// - Parameters:
    ///   - visibility: Whether they show.
    ///   - kinds: The buttons.
    /// - Returns: The view.
    public func storeButton(_ visibility: StoreButtonVisibility, for kinds: StoreButtonKind...) -> some View { self }

    /// Where a subscription store's terms of service link goes (accepted).
    /// - Parameter url: The page.
    /// - Returns: The view.
    public func subscriptionStoreTermsOfServiceURL(_ url: URL) -> some View { self }

    /// Where a subscription store's privacy policy link goes (accepted).
    /// - Parameter url: The page.
    /// - Returns: The view.
    public func subscriptionStorePrivacyPolicyURL(_ url: URL) -> some View { self }
}
