// A layer that draws a colour gradient over its bounds (axial, radial or conic), the usual
// gradient background of a UIKit view (`override class var layerClass`). Linux: the values are
// kept and animate for real on the presentation layer; nothing is drawn.
import CoreGraphics
import Foundation

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The shape's name.
    public let rawValue: String
    /// A shape of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A shape of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint`, reaching the last colour at `endPoint`'s distance.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a colour gradient over its bounds.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    /// The colours, as `CGColor`s (`[UIColor.red.cgColor, UIColor.blue.cgColor]`).
    open var colors: [Any]?
    /// Where each colour stops, 0…1, rising (nil: spread evenly).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0): the top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates ((0.5, 1): the bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape (`.axial`).
    open var type = CAGradientLayerType.axial

    override func makePresentationCopy() -> CALayer? {
        Swift.type(of: self) == CAGradientLayer.self ? CAGradientLayer(layer: self) : nil
    }

    override func takeProperties(from other: CALayer) {
        super.takeProperties(from: other)
        guard let other = other as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    override var optionalPropertyKeys: Set<String> { super.optionalPropertyKeys.union(["colors", "locations"]) }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        default: return super.knownValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let point = AnimatableValues.unboxed(value) as? CGPoint
        switch key {
        case "colors": colors = value as? [Any]
        case "locations":
            // Animated locations arrive as numbers of any type.
            locations = (value as? [Any])?.compactMap { AnimatableValues.number($0).map { NSNumber(value: $0) } }
        case "startPoint": guard let point else { return false }; startPoint = point
        case "endPoint": guard let point else { return false }; endPoint = point
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }
}
