// UIFont: system fonts by size and weight, the Dynamic Type text styles at their default sizes,
// named fonts, and SwiftUI's `Font(_:)` of one.
import Foundation
import Trellis

/// A font: a family or the system font, a point size and a weight.
///
/// Linux: fonts are descriptions (nothing is loaded). Metrics (`lineHeight`, `ascender`, …) are
/// those of San Francisco, iOS's system font, in proportion to the point size: ascender 0.952,
/// descender −0.241, cap height 0.705, x height 0.531 of an em (its 2048-unit em square's 1950,
/// −494, 1443 and 1088), so the body style's line height is 20.29 points as on iOS; Trellis may
/// measure text with another font.
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, from −1 (thinnest) to 1 (heaviest), 0 being regular.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat
        /// A weight from its value.
        /// - Parameter rawValue: −1...1.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultralight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest this one.
        var swiftUI: Font.Weight {
            switch rawValue {
            case ..<(-0.7): return .ultraLight
            case ..<(-0.5): return .thin
            case ..<(-0.2): return .light
            case ..<0.12: return .regular
            case ..<0.27: return .medium
            case ..<0.35: return .semibold
            case ..<0.48: return .bold
            case ..<0.59: return .heavy
            default: return .black
            }
        }
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's identifier.
        public let rawValue: String
        /// A style from its identifier.
        /// - Parameter rawValue: The identifier, such as `UICTFontTextStyleBody`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large titles: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Secondary captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size and weight at the default Dynamic Type size, and SwiftUI's style.
        var defaults: (size: CGFloat, weight: Weight, style: Font.TextStyle) {
            switch self {
            case .largeTitle: return (34, .regular, .largeTitle)
            case .title1: return (28, .regular, .title)
            case .title2: return (22, .regular, .title2)
            case .title3: return (20, .regular, .title3)
            case .headline: return (17, .semibold, .headline)
            case .subheadline: return (15, .regular, .subheadline)
            case .callout: return (16, .regular, .callout)
            case .footnote: return (13, .regular, .footnote)
            case .caption1: return (12, .regular, .caption)
            case .caption2: return (11, .regular, .caption2)
            default: return (17, .regular, .body)
            }
        }
    }

    /// The size of the font in points.
    public let pointSize: CGFloat
    /// The font's name (`.SFUI-Regular` style names for the system font).
    public let fontName: String
    /// The font's family (`.SF UI Text` for the system font).
    public let familyName: String
    let weight: Weight
    let isSystem: Bool
    let isMonospaced: Bool
    let isItalic: Bool
    /// The system font's design (rounded, serif), from a descriptor's `withDesign(_:)`.
    let design: UIFontDescriptor.SystemDesign?

    init(pointSize: CGFloat, name: String?, weight: Weight, monospaced: Bool = false, italic: Bool = false,
         design: UIFontDescriptor.SystemDesign? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.isSystem = name == nil
        self.isMonospaced = monospaced || design == .monospaced
        self.isItalic = italic
        self.design = design
        self.fontName = name ?? ".SFUI-Regular"
        self.familyName = name ?? ".SF UI Text"
        super.init()
    }

    /// A font of a family or face name, such as `Avenir-Heavy`.
    ///
    /// Linux: never nil (the name is passed to the text renderer, which falls back when it lacks it).
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - fontSize: The size in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, name: fontName, weight: .regular)
    }

    /// The font a descriptor describes: the system font (in its design) or the named font, its
    /// text style's size and weight unless the descriptor gives others, bold (at least
    /// `.bold`), italic and monospaced as its symbolic traits say.
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - pointSize: The size in points (0: the descriptor's, else its text style's, else 12).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let style = (descriptor.fontAttributes[.textStyle] as? String).map(TextStyle.init(rawValue:))
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : style?.defaults.size ?? 12
        let traits = descriptor.symbolicTraits
        var weight = UIFontDescriptor.number(descriptor.traits[.weight]).map(Weight.init(rawValue:)) ?? style?.defaults.weight ?? .regular
        if traits.contains(.traitBold), weight.rawValue < Weight.bold.rawValue { weight = .bold }
        let name = descriptor.isSystemFont ? nil : descriptor.fontAttributes[.name] as? String ?? descriptor.fontAttributes[.family] as? String
        self.init(pointSize: size, name: name, weight: weight, monospaced: traits.contains(.traitMonoSpace),
                  italic: traits.contains(.traitItalic), design: name == nil ? descriptor.design : nil)
    }

    /// The font's descriptor: its name, size and traits (bold from `.bold` up, italic,
    /// monospaced; the weight; the system design).
    open var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Weight.bold.rawValue { symbolic.insert(.traitBold) }
        if isItalic { symbolic.insert(.traitItalic) }
        if isMonospaced { symbolic.insert(.traitMonoSpace) }
        var traits: [UIFontDescriptor.TraitKey: Any] = [.symbolic: symbolic.rawValue, .weight: weight.rawValue]
        if let design { traits[.design] = design.rawValue }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: fontName, .size: pointSize, .traits: traits]
        if !isSystem { attributes[.family] = familyName }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The system font at a size.
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, name: nil, weight: .regular) }
    /// The system font at a size and weight.
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, name: nil, weight: weight) }
    /// The bold system font at a size.
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, name: nil, weight: .bold) }
    /// The italic system font at a size.
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, name: nil, weight: .regular, italic: true)
    }
    /// The monospaced system font at a size and weight.
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, name: nil, weight: weight, monospaced: true)
    }
    /// The system font with digits of equal width (Linux: the system font).
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, name: nil, weight: weight)
    }
    /// The font of a text style at the default Dynamic Type size (Large): body 17 points,
    /// headline 17 semibold, largeTitle 34, caption1 12, …
    /// - Parameter style: The text style.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let d = style.defaults
        return UIFont(pointSize: d.size, name: nil, weight: d.weight)
    }
    /// The font of a text style for traits (Linux: at the default size, as `preferredFont(forTextStyle:)`).
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: Accepted for UIKit's signature.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The same font at another size.
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, name: isSystem ? nil : fontName, weight: weight, monospaced: isMonospaced, italic: isItalic,
               design: design)
    }

    /// The distance from the baseline to the top of the tallest glyphs (0.952 em).
    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative (−0.241 em).
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    /// The height of capital letters (0.705 em).
    open var capHeight: CGFloat { pointSize * 1443 / 2048 }
    /// The height of lower-case x (0.531 em).
    open var xHeight: CGFloat { pointSize * 1088 / 2048 }
    /// The extra space between lines (0).
    open var leading: CGFloat { 0 }
    /// The height of a line: ascender − descender (1.193 em; 20.29 points for 17-point body text).
    open var lineHeight: CGFloat { ascender - descender }
}

extension Font {
    /// SwiftUI's font of a UIKit font: the system font at its size, weight and design, or the
    /// named font.
    /// - Parameter font: The UIKit font.
    public init(_ font: UIFont) {
        if font.isSystem {
            let design: Font.Design? = switch font.design {
            case .rounded?: .rounded
            case .serif?: .serif
            default: font.isMonospaced ? .monospaced : nil
            }
            var f = Font.system(size: font.pointSize, weight: font.weight.swiftUI, design: design)
            if font.isItalic { f = f.italic() }
            self = f
        } else {
            self = .custom(font.fontName, size: font.pointSize)
        }
    }
}

/// Scales fonts and lengths for Dynamic Type, as a text style grows with the person's content size.
///
/// Linux: UIKit code runs at the default content size (large), where scaling changes nothing;
/// SwiftUI's `Font` and `@ScaledMetric` follow a preview's dynamic type size.
public struct UIFontMetrics: Sendable {
    /// The text style whose growth the metrics follow.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    /// - Parameter textStyle: The style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// A font scaled for the content size.
    /// - Parameter font: The font at the default size.
    /// - Returns: The scaled font.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// A font scaled for the content size, no larger than `maximumPointSize`.
    /// - Parameters:
    ///   - font: The font at the default size.
    ///   - maximumPointSize: The largest size.
    /// - Returns: The scaled font.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// A length scaled for the content size.
    /// - Parameter value: The length at the default size.
    /// - Returns: The scaled length.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
