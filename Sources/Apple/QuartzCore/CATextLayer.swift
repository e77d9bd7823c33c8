// A layer that draws a string (plain or attributed) in a font, size and colour. Linux: the values
// are kept; nothing is drawn.
import CoreGraphics
import Foundation

/// Where a text layer's string is cut when it does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Not cut (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// At the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// At the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// In the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer's lines are aligned.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// By the script's direction (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// To the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// To the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// To both edges.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string.
open class CATextLayer: CALayer, @unchecked Sendable {
    /// The text: a `String` or an `NSAttributedString` (nil: none).
    open var string: Any?
    /// The font: a `UIFont`, or a font's name as an `NSString` ("Helvetica").
    open var font: AnyObject? = "Helvetica" as NSString
    /// The font's size in points (36).
    open var fontSize: CGFloat = 36
    /// The text's colour (opaque white).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Whether lines wrap at the bounds' width (false).
    open var isWrapped = false
    /// Where the text is cut when it does not fit (`.none`).
    open var truncationMode = CATextLayerTruncationMode.none
    /// How lines are aligned (`.natural`).
    open var alignmentMode = CATextLayerAlignmentMode.natural
    /// Whether glyphs are placed on whole pixels (false).
    open var allowsFontSubpixelQuantization = false

    override func makePresentationCopy() -> CALayer? {
        type(of: self) == CATextLayer.self ? CATextLayer(layer: self) : nil
    }

    override func takeProperties(from other: CALayer) {
        super.takeProperties(from: other)
        guard let other = other as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    override var optionalPropertyKeys: Set<String> { super.optionalPropertyKeys.union(["string", "font", "foregroundColor"]) }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "string": return string
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        default: return super.knownValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "string": string = value
        case "fontSize":
            guard let number = AnimatableValues.number(value) else { return false }
            fontSize = CGFloat(number)
        case "foregroundColor": guard value == nil || value is CGColor else { return false }; foregroundColor = value as? CGColor
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }
}
