import Foundation

/// A font: a text style that follows Dynamic Type, a system font of a size, or a named font.
///
/// A font is a description, resolved in a view's environment: a text style takes its point
/// size from the Dynamic Type size, and modifiers such as `bold()` and `italic()` adjust it.
/// Set it on a text with `Text.font(_:)` or on every text inside a view with `View.font(_:)`.
///
/// ```swift
/// Text("Header").font(.system(.title2, design: .rounded, weight: .semibold))
/// Text("12:45").font(.body.monospacedDigit())
/// Text("Fixed").font(.custom("Inter", fixedSize: 14))
/// ```
///
/// Trellis resolves the system font to Inter (DejaVu Serif for the serif design, DejaVu Sans Mono
/// for monospaced) and named fonts to the installed family of that name, falling back to the
/// system font with a warning; sizes and weights are SwiftUI's.
public struct Font: Hashable, Sendable {
    /// The semantic text styles; each has iOS's point size and weight, scaled by Dynamic Type.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The largest style, for a screen's main title: 34 points, regular, at the default Dynamic Type size.
        case largeTitle
        /// A first-level heading: 28 points, regular, at the default Dynamic Type size.
        case title
        /// A second-level heading: 22 points, regular, at the default Dynamic Type size.
        case title2
        /// A third-level heading: 20 points, regular, at the default Dynamic Type size.
        case title3
        /// A heading in body size: 17 points, semibold, at the default Dynamic Type size.
        case headline
        /// A subheading: 15 points, regular, at the default Dynamic Type size.
        case subheadline
        /// Body text, the default font of a `Text`: 17 points, regular, at the default Dynamic Type size.
        case body
        /// Callout text: 16 points, regular, at the default Dynamic Type size.
        case callout
        /// Footnotes: 13 points, regular, at the default Dynamic Type size.
        case footnote
        /// Captions: 12 points, regular, at the default Dynamic Type size.
        case caption
        /// Secondary captions, the smallest style: 11 points, regular, at the default Dynamic Type size.
        case caption2
    }

    /// The thickness of a font's strokes, from ultra-light (100) to black (900), as OpenType
    /// weights; Pango picks the nearest face the family has.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// The thinnest weight (100).
        public static let ultraLight = Weight(value: 100)
        /// A thin weight (200).
        public static let thin = Weight(value: 200)
        /// A light weight (300).
        public static let light = Weight(value: 300)
        /// The normal weight (400).
        public static let regular = Weight(value: 400)
        /// A medium weight (500).
        public static let medium = Weight(value: 500)
        /// A semibold weight (600), the weight of `.headline`.
        public static let semibold = Weight(value: 600)
        /// The bold weight (700).
        public static let bold = Weight(value: 700)
        /// A heavy weight (800).
        public static let heavy = Weight(value: 800)
        /// The heaviest weight (900).
        public static let black = Weight(value: 900)
    }

    /// The design of a system font: default, serif, rounded or monospaced.
    public typealias Design = ResolvedFont.Design

    enum Base: Hashable, Sendable {
        case style(TextStyle, Design)
        case system(size: CGFloat, Design)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weight: Weight?
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false
    var hasSmallCaps = false
    /// `textScale(_:)`'s factor of the size.
    var scale: CGFloat = 1

    init(base: Base) { self.base = base }

    /// This font at `factor` of its size (`textScale(.secondary)`).
    func textScaled(by factor: CGFloat) -> Font {
        var f = self
        f.scale *= factor
        return f
    }

    /// The `.largeTitle` text style: 34 points, regular, at the default Dynamic Type size.
    public static let largeTitle = Font(base: .style(.largeTitle, .default))
    /// The `.title` text style: 28 points, regular, at the default Dynamic Type size.
    public static let title = Font(base: .style(.title, .default))
    /// The `.title2` text style: 22 points, regular, at the default Dynamic Type size.
    public static let title2 = Font(base: .style(.title2, .default))
    /// The `.title3` text style: 20 points, regular, at the default Dynamic Type size.
    public static let title3 = Font(base: .style(.title3, .default))
    /// The `.headline` text style: 17 points, semibold, at the default Dynamic Type size.
    public static let headline = Font(base: .style(.headline, .default))
    /// The `.subheadline` text style: 15 points, regular, at the default Dynamic Type size.
    public static let subheadline = Font(base: .style(.subheadline, .default))
    /// The `.body` text style: 17 points, regular, at the default Dynamic Type size.
    public static let body = Font(base: .style(.body, .default))
    /// The `.callout` text style: 16 points, regular, at the default Dynamic Type size.
    public static let callout = Font(base: .style(.callout, .default))
    /// The `.footnote` text style: 13 points, regular, at the default Dynamic Type size.
    public static let footnote = Font(base: .style(.footnote, .default))
    /// The `.caption` text style: 12 points, regular, at the default Dynamic Type size.
    public static let caption = Font(base: .style(.caption, .default))
    /// The `.caption2` text style: 11 points, regular, at the default Dynamic Type size.
    public static let caption2 = Font(base: .style(.caption2, .default))

    /// A system font of a text style, scaled with Dynamic Type.
    /// - Parameters:
    ///   - style: The text style giving the size and default weight.
    ///   - design: The design; nil for the default.
    ///   - weight: The weight; nil for the style's own.
    /// - Returns: The font.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font(base: .style(style, design ?? .default))
        f.weight = weight
        return f
    }

    /// A system font of a fixed point size, which does not scale with Dynamic Type.
    /// - Parameters:
    ///   - size: The point size.
    ///   - weight: The weight; nil for regular.
    ///   - design: The design; nil for the default.
    /// - Returns: The font.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var f = Font(base: .system(size: size, design ?? .default))
        f.weight = weight
        return f
    }

    /// A named font that scales with Dynamic Type like `.body`.
    /// - Parameters:
    ///   - name: A family name ("Inter") or a PostScript-style name ("Inter-SemiBold"), whose
    ///     style suffix sets the weight and italics.
    ///   - size: The point size at the default Dynamic Type size.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font that scales with Dynamic Type like `textStyle`.
    /// - Parameters:
    ///   - name: A family or PostScript-style name.
    ///   - size: The point size at the default Dynamic Type size.
    ///   - textStyle: The style whose scaling the size follows.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A named font of a fixed point size, which does not scale with Dynamic Type.
    /// - Parameters:
    ///   - name: A family or PostScript-style name.
    ///   - fixedSize: The point size.
    /// - Returns: The font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// This font in the bold weight.
    /// - Returns: The bold font.
    public func bold() -> Font { weight(.bold) }
    /// This font's italic face.
    /// - Returns: The italic font.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// This font in another weight.
    /// - Parameter weight: The weight to use.
    /// - Returns: The font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    /// This font in the monospaced design (DejaVu Sans Mono in Trellis).
    /// - Returns: The monospaced font.
    public func monospaced() -> Font {
        var f = self
        f.isMonospaced = true
        return f
    }
    /// This font with digits of equal width (tabular figures).
    /// - Returns: The font with fixed-width digits.
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }
    /// This font with lower-case letters drawn as small capitals (OpenType `smcp`).
    /// - Returns: The small-caps font.
    public func smallCaps() -> Font {
        var f = self
        f.hasSmallCaps = true
        return f
    }

    /// iOS point size and weight of each text style at the default (large) Dynamic Type size.
    static func defaults(_ style: TextStyle) -> (size: CGFloat, weight: Weight) {
        switch style {
        case .largeTitle: return (34, .regular)
        case .title: return (28, .regular)
        case .title2: return (22, .regular)
        case .title3: return (20, .regular)
        case .headline: return (17, .semibold)
        case .body: return (17, .regular)
        case .callout: return (16, .regular)
        case .subheadline: return (15, .regular)
        case .footnote: return (13, .regular)
        case .caption: return (12, .regular)
        case .caption2: return (11, .regular)
        }
    }

    /// The concrete font in an environment.
    /// - Parameter environment: The environment whose Dynamic Type size scales text styles.
    /// - Returns: The family, point size, weight and features to measure and draw with.
    public func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        let size: CGFloat, baseWeight: Weight, design: Design, family: String?
        switch base {
        case let .style(style, d):
            let def = Font.defaults(style)
            size = Font.scaled(def.size, style: style, to: environment.dynamicTypeSize)
            baseWeight = def.weight
            design = d
            family = nil
        case let .system(s, d):
            size = s
            baseWeight = .regular
            design = d
            family = nil
        case let .custom(name, s, relativeTo):
            size = relativeTo.map { Font.scaled(s, style: $0, to: environment.dynamicTypeSize) } ?? s
            baseWeight = .regular
            design = .default
            family = name
        }
        let scaledSize = size * scale
        return ResolvedFont(family: family, size: scaledSize.isFinite ? max(scaledSize, 0) : 17, weight: (weight ?? baseWeight).value,
                            italic: isItalic, design: isMonospaced ? .monospaced : design,
                            monospacedDigits: hasMonospacedDigits, smallCaps: hasSmallCaps)
    }

    /// Scales a size of a text style from the default Dynamic Type size to `dynamicTypeSize`.
    static func scaled(_ size: CGFloat, style: TextStyle, to dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let base = defaults(style).size
        let target = DynamicTypeTable.pointSize(style, dynamicTypeSize)
        return size * target / base
    }
}

/// Apple's published text-style sizes per Dynamic Type size (iOS HIG typography, "Dynamic Type
/// sizes" tables; checked row by row, including the accessibility sizes AX1-AX5).
enum DynamicTypeTable {
    static func pointSize(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> CGFloat {
        let row: [CGFloat]
        switch style {
        //                 xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return row[size.rawValue]
    }
}

extension Font {
    /// The width of a font's letters (Trellis's font has one width).
    public struct Width: Sendable, Hashable {
        /// The width, from −1 (compressed) to 1 (expanded).
        public var value: CGFloat
        /// Creates a width.
        public init(_ value: CGFloat) { self.value = value }
        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }
}
