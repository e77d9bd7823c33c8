// Font descriptors: a font described by attributes (family, name, size, traits, design), which
// apps use to make a bold or rounded variant of a font (`font.fontDescriptor
// .withSymbolicTraits(.traitBold)`, `UIFont(descriptor:size:)`) and which the font picker
// returns. Linux: descriptors are descriptions, as fonts are (UIFont.swift); a font made from one
// takes its name, size, weight, italic, monospacing and system design.
import CoreGraphics
import Foundation

/// A description of a font by its attributes.
///
/// Linux: a description, nothing is looked up: a descriptor names the system font when its name
/// and family are absent or are system names (beginning with "."), else a font of that name.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The name of a font attribute.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// An attribute of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family's name (a string).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's PostScript name (a string).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face's name within its family (a string, such as "Bold").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (a string).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform of the glyphs (an affine transform).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers.
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The fonts to fall back to.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (a dictionary of `TraitKey`s).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// Typographic features.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The Dynamic Type text style (a `UIFont.TextStyle`'s raw value).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the traits dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (a number of `SymbolicTraits`' bits).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, −1 to 1 (a number, as `UIFont.Weight`).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1 (condensed) to 1 (expanded) (a number).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, −1 to 1 (a number).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        /// The system design (Trellis's key: the design `withDesign(_:)` records).
        static let design = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// The styles of a font as bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public let rawValue: UInt32
        /// Traits of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide as the others.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Made for the user interface.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Lines closer together.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines further apart.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public let rawValue: String
        /// A design of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// San Francisco as it is.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes that describe the font.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor of attributes.
    /// - Parameter fontAttributes: The attributes.
    public init(fontAttributes: [AttributeName: Any] = [:]) {
        self.fontAttributes = fontAttributes
        super.init()
    }

    /// A descriptor of a font name and size.
    /// - Parameters:
    ///   - fontName: The PostScript name.
    ///   - size: The point size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor of a font name and glyph transform.
    /// - Parameters:
    ///   - fontName: The PostScript name.
    ///   - matrix: The transform.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of a text style's font at the default Dynamic Type size.
    /// - Parameter style: The text style.
    /// - Returns: The descriptor.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style.rawValue])
    }

    /// The descriptor of a text style's font for traits (Linux: at the default size).
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: Accepted for UIKit's signature.
    /// - Returns: The descriptor.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// A number attribute's value, whatever numeric type it was given as.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// The traits dictionary.
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The PostScript name ("" when not given).
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }
    /// The point size (0 when not given).
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }
    /// The glyphs' transform (the identity when not given).
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    /// The symbolic traits.
    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? UInt32(Self.number(traits[.symbolic]) ?? 0))
    }
    /// The system design recorded by `withDesign(_:)`.
    var design: SystemDesign? { (traits[.design] as? String).map(SystemDesign.init(rawValue:)) }
    /// Whether the descriptor names the system font: no name or family, or a system name
    /// (beginning with ".").
    var isSystemFont: Bool {
        let name = fontAttributes[.name] as? String ?? fontAttributes[.family] as? String
        return name.map { $0.hasPrefix(".") } ?? true
    }

    /// An attribute's value.
    /// - Parameter anAttribute: The attribute.
    /// - Returns: Its value, or nil.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The descriptor with attributes added (replacing those of the same names).
    /// - Parameter attributes: The attributes.
    /// - Returns: The new descriptor.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// The descriptor at another point size.
    /// - Parameter newPointSize: The size.
    /// - Returns: The new descriptor.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The descriptor of another family (its name and face dropped).
    /// - Parameter newFamily: The family.
    /// - Returns: The new descriptor.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.face] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The descriptor of another face of its family.
    /// - Parameter newFace: The face ("Bold").
    /// - Returns: The new descriptor.
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// The descriptor with another glyph transform.
    /// - Parameter matrix: The transform.
    /// - Returns: The new descriptor.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// The descriptor with these symbolic traits in place of its own (its weight goes with the
    /// bold trait it loses). Linux: never nil (every trait is recorded).
    /// - Parameter symbolicTraits: The traits.
    /// - Returns: The new descriptor.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var newTraits = traits
        if self.symbolicTraits.contains(.traitBold), !symbolicTraits.contains(.traitBold) { newTraits[.weight] = nil }
        newTraits[.symbolic] = symbolicTraits.rawValue
        return addingAttributes([.traits: newTraits])
    }

    /// The descriptor of the system font in another design; nil for a font that is not the
    /// system font, which has no designs.
    /// - Parameter design: The design.
    /// - Returns: The new descriptor, or nil.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard isSystemFont else { return nil }
        var newTraits = traits
        newTraits[.design] = design.rawValue
        return addingAttributes([.traits: newTraits])
    }
}
