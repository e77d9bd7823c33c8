// Traits as UIKit code changes them (iOS 17): `UIMutableTraits`, what
// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their closure, and what
// SwiftUI's `UITraitBridgedEnvironmentKey.write(to:value:)` writes into.
import CoreGraphics
import Foundation

/// Traits that can be changed: those of a trait collection being made.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The text size the person chose.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Left to right or right to left.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The display's scale.
    var displayScale: CGFloat { get set }
    /// Phone, pad, TV…
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

/// The traits a collection is made of while a closure changes them.
private struct ChangingTraits: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
    var preferredContentSizeCategory: UIContentSizeCategory
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var displayScale: CGFloat
    var userInterfaceIdiom: UIUserInterfaceIdiom

    init(_ traits: UITraitCollection) {
        userInterfaceStyle = traits.userInterfaceStyle
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
    }

    var collection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: userInterfaceStyle),
            UITraitCollection(preferredContentSizeCategory: preferredContentSizeCategory),
            UITraitCollection(layoutDirection: layoutDirection),
            UITraitCollection(horizontalSizeClass: horizontalSizeClass),
            UITraitCollection(verticalSizeClass: verticalSizeClass),
            UITraitCollection(displayScale: displayScale),
            UITraitCollection(userInterfaceIdiom: userInterfaceIdiom),
        ])
    }
}

extension UITraitCollection {
    /// A collection of the traits a closure sets, from unspecified ones.
    /// - Parameter mutations: Sets the traits.
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var traits: UIMutableTraits = ChangingTraits(UITraitCollection())
        mutations(&traits)
        self.init(traitsFrom: [(traits as? ChangingTraits)?.collection ?? UITraitCollection()])
    }

    /// This collection with the traits a closure changes.
    /// - Parameter mutations: Changes the traits.
    /// - Returns: The new collection.
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: UIMutableTraits = ChangingTraits(self)
        mutations(&traits)
        return (traits as? ChangingTraits)?.collection ?? self
    }
}
