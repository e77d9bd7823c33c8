import Foundation

/// A font: a text style that follows Dynamic Type, a system font of a size, or a named font.
public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

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

    init(base: Base) { self.base = base }

    public static let largeTitle = Font(base: .style(.largeTitle, .default))
    public static let title = Font(base: .style(.title, .default))
    public static let title2 = Font(base: .style(.title2, .default))
    public static let title3 = Font(base: .style(.title3, .default))
    public static let headline = Font(base: .style(.headline, .default))
    public static let subheadline = Font(base: .style(.subheadline, .default))
    public static let body = Font(base: .style(.body, .default))
    public static let callout = Font(base: .style(.callout, .default))
    public static let footnote = Font(base: .style(.footnote, .default))
    public static let caption = Font(base: .style(.caption, .default))
    public static let caption2 = Font(base: .style(.caption2, .default))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font(base: .style(style, design ?? .default))
        f.weight = weight
        return f
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var f = Font(base: .system(size: size, design ?? .default))
        f.weight = weight
        return f
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    public func monospaced() -> Font {
        var f = self
        f.isMonospaced = true
        return f
    }
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }
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
        return ResolvedFont(family: family, size: size.isFinite ? max(size, 0) : 17, weight: (weight ?? baseWeight).value,
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
