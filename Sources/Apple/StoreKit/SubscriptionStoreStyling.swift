// How apps style a subscription store (`SubscriptionStoreView`): the background of its
// marketing content, each plan's icon, its buttons' labels and the picker's item background.
// Linux: the store has no products (no App Store), so it shows its marketing content, drawn as
// written, and its placeholder; the styling is accepted and nothing it styles is ever shown (an
// icon's closure is never called, having no plan to draw).
import Foundation
import Trellis

extension ContainerBackgroundPlacement {
    /// Behind a subscription store's marketing content.
    public static let subscriptionStore = ContainerBackgroundPlacement(kind: 100)
    /// Behind the whole height of a subscription store.
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(kind: 101)
    /// Behind a subscription store's header.
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement(kind: 102)
}

extension Product.SubscriptionInfo {
    /// The plan's level of service in its group (1 is the highest; Linux has no plans: 1).
    public var groupLevel: Int { 1 }
    /// The group's name as the App Store shows it (Linux: none).
    public var groupDisplayName: String { "" }
}

/// What a subscription store's subscribe buttons say.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    /// On one line.
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    /// On several lines.
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    /// The action ("Subscribe").
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    /// The plan's name.
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    /// The plan's price.
    public static let price = SubscriptionStoreButtonLabel(name: "price")
}

nonisolated extension View {
    /// The icon of each plan of the subscription stores here (accepted; Linux has no plans).
    /// - Parameter icon: Makes a plan's icon from its product and subscription.
    /// - Returns: The view.
    public func subscriptionStoreControlIcon<S: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> S) -> some View { self }

    /// What the subscribe buttons of the stores here say (accepted).
    /// - Parameter label: The label.
    /// - Returns: The view.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }

    /// The background of the plans in the stores' pickers here (accepted).
    /// - Parameter backgroundStyle: The style.
    /// - Returns: The view.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ backgroundStyle: S) -> some View { self }

    /// The background of the plans in the stores' pickers here, in a shape (accepted).
    /// - Parameters:
    ///   - backgroundStyle: The style.
    ///   - backgroundShape: The shape.
    /// - Returns: The view.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle, B: Shape>(_ backgroundStyle: S, in backgroundShape: B) -> some View { self }
}
