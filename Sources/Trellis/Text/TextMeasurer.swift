import Foundation

/// A concrete font: what a `Font` becomes in an environment (Dynamic Type applied).
public struct ResolvedFont: Hashable, Sendable {
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// A family name, or nil for the system font.
    public var family: String?
    public var size: CGFloat
    /// CSS-like weight: 100 ultraLight ... 400 regular ... 900 black.
    public var weight: Int
    public var italic: Bool
    public var design: Design

    public init(family: String? = nil, size: CGFloat, weight: Int = 400, italic: Bool = false, design: Design = .default) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
    }
}

/// A run of text in one font (`Text + Text` concatenates runs).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    public init(string: String, font: ResolvedFont) {
        self.string = string
        self.font = font
    }
}

/// Everything that decides how a text is broken into lines and how big it is.
public struct TextLayoutRequest: Hashable, Sendable {
    public var runs: [TextRun]
    public var lineLimit: Int?
    public var reservesSpace: Bool = false
    public var truncationMode: Text.TruncationMode = .tail
    public var alignment: TextAlignment = .leading
    public var lineSpacing: CGFloat = 0
    public var minimumScaleFactor: CGFloat = 1
    public var allowsTightening: Bool = false

    public init(runs: [TextRun], lineLimit: Int? = nil) {
        self.runs = runs
        self.lineLimit = lineLimit
    }

    public var string: String { runs.map(\.string).joined() }
}

/// The result of laying out a text in a width (or none): unrounded points.
public struct TextLayoutResult: Hashable, Sendable {
    public var size: CGSize
    /// Baselines from the top of the text.
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public var lineCount: Int
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}

/// Line metrics of a font, in points (descender negative).
public struct FontMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var leading: CGFloat
    public var capHeight: CGFloat
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }
    public var lineHeight: CGFloat { ascender - descender + leading }
}

/// Measures text. The engine owns the protocol; TrellisCairo implements it with Pango.
public protocol TextMeasurer: Sendable {
    /// Lays `request` out in at most `width` (nil: unconstrained) and `height` (nil: unconstrained).
    func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextLayoutResult
    func metrics(of font: ResolvedFont) -> FontMetrics
}

/// A deterministic measurer with fixed advances (0.55 em per character, lines of 1.2 em): what
/// the engine uses when no real measurer is installed.
public struct ApproximateTextMeasurer: TextMeasurer {
    public init() {}

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.95, descender: -font.size * 0.25, leading: 0, capHeight: font.size * 0.7)
    }

    public func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextLayoutResult {
        let size = request.runs.first?.font.size ?? 17
        let m = metrics(of: ResolvedFont(size: size))
        let lineHeight = m.ascender - m.descender
        let advance = size * 0.55
        let words = request.string.split(separator: " ", omittingEmptySubsequences: false).map { CGFloat($0.count) * advance }
        var lines: [CGFloat] = []
        var current: CGFloat = -1
        for w in words {
            let candidate = current < 0 ? w : current + advance + w
            if let width, candidate > width, current >= 0 {
                lines.append(current)
                current = w
            } else {
                current = candidate
            }
        }
        lines.append(max(current, 0))
        if let limit = request.lineLimit, lines.count > limit { lines = Array(lines.prefix(max(limit, 1))) }
        if let height { while lines.count > 1 && CGFloat(lines.count) * lineHeight > height { lines.removeLast() } }
        var w = lines.max() ?? 0
        if let width { w = min(w, width) }
        return TextLayoutResult(size: CGSize(width: w, height: CGFloat(lines.count) * lineHeight),
                                firstBaseline: m.ascender, lastBaseline: CGFloat(lines.count - 1) * lineHeight + m.ascender,
                                lineCount: lines.count)
    }
}
