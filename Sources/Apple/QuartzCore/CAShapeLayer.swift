// A layer that draws a path: filled, stroked, with caps, joins and dashes, and a stroked part
// (`strokeStart`…`strokeEnd`) that apps animate for progress rings. Linux: the values are kept
// and animate for real on the presentation layer; nothing is drawn.
import CoreGraphics
import Foundation

/// How a shape layer's path is filled where it crosses itself.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// A rule of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rule of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Inside where the winding number is not zero (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the path is crossed an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// A cap of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cap of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Square, ending at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// A join of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A join of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// A sharp corner, cut off past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A bevelled corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path (`shapeLayer.path = UIBezierPath(…).cgPath`).
open class CAShapeLayer: CALayer, @unchecked Sendable {
    /// The path drawn, in the layer's coordinates (nil: none).
    open var path: CGPath?
    /// The fill's colour (opaque black; nil: no fill).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// How the path is filled where it crosses itself (`.nonZero`).
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke's colour (nil: no stroke).
    open var strokeColor: CGColor?
    /// Where the stroke starts along the path, 0…1 (0).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0…1 (1).
    open var strokeEnd: CGFloat = 1
    /// The stroke's width (1).
    open var lineWidth: CGFloat = 1
    /// The miter limit (10).
    open var miterLimit: CGFloat = 10
    /// The stroke's ends (`.butt`).
    open var lineCap = CAShapeLayerLineCap.butt
    /// The stroke's corners (`.miter`).
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// Where the dash pattern starts (0).
    open var lineDashPhase: CGFloat = 0
    /// The dash pattern: lengths of painted and unpainted segments, alternately (nil: solid).
    open var lineDashPattern: [NSNumber]?

    override func makePresentationCopy() -> CALayer? {
        type(of: self) == CAShapeLayer.self ? CAShapeLayer(layer: self) : nil
    }

    override func takeProperties(from other: CALayer) {
        super.takeProperties(from: other)
        guard let other = other as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    override var optionalPropertyKeys: Set<String> { super.optionalPropertyKeys.union(["path", "fillColor", "strokeColor", "lineDashPattern"]) }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "strokeColor": return strokeColor
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        case "lineWidth": return lineWidth
        case "miterLimit": return miterLimit
        case "lineDashPhase": return lineDashPhase
        case "lineDashPattern": return lineDashPattern
        default: return super.knownValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let number = AnimatableValues.number(value).map { CGFloat($0) }
        switch key {
        case "path": guard value == nil || value is CGPath else { return false }; path = value as? CGPath
        case "fillColor": guard value == nil || value is CGColor else { return false }; fillColor = value as? CGColor
        case "strokeColor": guard value == nil || value is CGColor else { return false }; strokeColor = value as? CGColor
        case "strokeStart": guard let number else { return false }; strokeStart = number
        case "strokeEnd": guard let number else { return false }; strokeEnd = number
        case "lineWidth": guard let number else { return false }; lineWidth = number
        case "miterLimit": guard let number else { return false }; miterLimit = number
        case "lineDashPhase": guard let number else { return false }; lineDashPhase = number
        case "lineDashPattern": lineDashPattern = value as? [NSNumber]
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }
}
