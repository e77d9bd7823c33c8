// Environment values bridged from UIKit's traits (iOS 17): a key that adopts
// `UITraitBridgedEnvironmentKey` reads its value, where no ancestor set one, from the UIKit
// traits of the environment it is read in (`traitCollection.userInterfaceIdiom == .phone`, as
// Backyard Birds decides between tabs and a split view). Those traits are the preview's:
// its device's idiom (a phone unless the canvas is as wide as an iPad's), colour scheme, size
// classes, display scale, text size and layout direction. Writing back into traits is UIKit's
// side: nothing in a preview reads them, so `write(to:value:)` is never called.
import Foundation
import Trellis
import UIKit

/// An environment key whose value comes from UIKit's trait collection.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The value in a trait collection.
    /// - Parameter traitCollection: The traits.
    /// - Returns: The value.
    static func read(from traitCollection: UITraitCollection) -> Value
    /// Writes a value into traits being changed.
    /// - Parameters:
    ///   - mutableTraits: The traits.
    ///   - value: The value.
    static func write(to mutableTraits: inout UIMutableTraits, value: Value)
}

extension UITraitBridgedEnvironmentKey {
    /// The value in the traits of `environment`.
    /// - Parameter environment: The environment read.
    /// - Returns: The value `read(from:)` gives.
    public static func _defaultValue(in environment: EnvironmentValues) -> Value {
        read(from: UITraitCollection(environment))
    }
}

extension UITraitCollection {
    /// The UIKit traits of a SwiftUI environment.
    convenience init(_ environment: EnvironmentValues) {
        func sizeClass(_ value: UserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
            switch value {
            case .compact?: .compact
            case .regular?: .regular
            default: .unspecified
            }
        }
        // An iPad's canvas has regular size classes both ways; a phone's, a compact width.
        let pad = environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
        self.init(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: pad ? .pad : .phone),
            UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light),
            UITraitCollection(horizontalSizeClass: sizeClass(environment.horizontalSizeClass)),
            UITraitCollection(verticalSizeClass: sizeClass(environment.verticalSizeClass)),
            UITraitCollection(displayScale: environment.displayScale),
            UITraitCollection(layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
            UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(ContentSizeCategory(environment.dynamicTypeSize))),
        ])
    }
}
