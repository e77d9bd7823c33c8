import Foundation

/// A concrete font: what a `Font` becomes in an environment (Dynamic Type applied).
public struct ResolvedFont: Hashable, Sendable, Codable {
    /// The design of a system font; Trellis draws each in an installed family.
    public enum Design: String, Hashable, Sendable, Codable {
        /// The system font's standard design (Inter in Trellis).
        case `default`
        /// A serif design (DejaVu Serif in Trellis; New York on Apple platforms).
        case serif
        /// A design with rounded strokes (drawn as the default design in Trellis).
        case rounded
        /// A design whose characters are all equally wide (DejaVu Sans Mono in Trellis).
        case monospaced
    }
    /// A family name, or nil for the system font.
    public var family: String?
    /// The point size, Dynamic Type applied.
    public var size: CGFloat
    /// CSS-like weight: 100 ultraLight ... 400 regular ... 900 black.
    public var weight: Int
    /// Whether the italic face is used.
    public var italic: Bool
    /// The design of a system font (ignored for a named family).
    public var design: Design
    /// Digits of equal width (`monospacedDigit()`): OpenType `tnum`.
    public var monospacedDigits: Bool
    /// Lower-case letters as small capitals (`smallCaps()`): OpenType `smcp`.
    public var smallCaps: Bool

    /// Creates a concrete font; every property but the size defaults to the regular system font.
    /// - Parameters:
    ///   - family: A family name, or nil for the system font.
    ///   - size: The point size.
    ///   - weight: The weight, 100...900 (default 400, regular).
    ///   - italic: Whether to use the italic face.
    ///   - design: The design of a system font.
    ///   - monospacedDigits: Whether digits have equal widths.
    ///   - smallCaps: Whether lower-case letters are small capitals.
    public init(family: String? = nil, size: CGFloat, weight: Int = 400, italic: Bool = false, design: Design = .default,
                monospacedDigits: Bool = false, smallCaps: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigits = monospacedDigits
        self.smallCaps = smallCaps
    }
}

/// A run of text in one font (`Text + Text` concatenates runs). Everything here changes the
/// text's size; colours and decorations, which do not, travel in the display list.
public struct TextRun: Hashable, Sendable, Codable {
    /// The run's characters, casing applied.
    public var string: String
    /// The font the run is measured and drawn in.
    public var font: ResolvedFont
    /// Extra space after each character, in points (`tracking`/`kerning`; negative tightens).
    public var tracking: CGFloat
    /// Raises the run above the baseline, in points.
    public var baselineOffset: CGFloat
    /// An image in the text (`Text(Image(systemName:))`, `"\(Image(…))"`): the run is one
    /// U+FFFC character that takes the image's size.
    public var attachment: TextAttachment?

    /// Creates a run of characters.
    /// - Parameters:
    ///   - string: The characters.
    ///   - font: Their font.
    ///   - tracking: Extra space after each character, in points.
    ///   - baselineOffset: How far the run is raised above the baseline, in points.
    public init(string: String, font: ResolvedFont, tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.baselineOffset = baselineOffset
    }

    /// A run holding one inline image.
    public init(attachment: TextAttachment, font: ResolvedFont, baselineOffset: CGFloat = 0) {
        self.init(string: TextAttachment.character, font: font, baselineOffset: baselineOffset)
        self.attachment = attachment
    }
}

/// The size of an image inside a text line: `ascent` of it above the baseline, the rest below.
public struct TextAttachment: Hashable, Sendable, Codable {
    /// The image's size in the line.
    public var size: CGSize
    /// How much of the image's height lies above the baseline.
    public var ascent: CGFloat

    /// Creates an attachment of `size` with `ascent` of it above the baseline.
    public init(size: CGSize, ascent: CGFloat) {
        self.size = size
        self.ascent = ascent
    }

    /// The object replacement character that stands for the image in the string.
    public static let character = "\u{FFFC}"
}

/// Everything that decides how a text is broken into lines and how big it is.
public struct TextLayoutRequest: Hashable, Sendable, Codable {
    /// The runs of the text, in order.
    public var runs: [TextRun]
    /// The most lines the text may use (nil: as many as it needs).
    public var lineLimit: Int?
    /// The fewest lines of height the text occupies even when shorter (`lineLimit(2...4)`,
    /// `lineLimit(3, reservesSpace: true)`); nil or 0: none reserved.
    public var minimumLines: Int?
    /// Where a text that does not fit drops characters.
    public var truncationMode: Text.TruncationMode = .tail
    /// How lines align within the text's width.
    public var alignment: TextAlignment = .leading
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat = 0
    /// How far the font may shrink (0...1) before the text is truncated.
    public var minimumScaleFactor: CGFloat = 1
    /// Whether characters may be drawn closer together before the text is truncated.
    public var allowsTightening: Bool = false

    /// Creates a request with the default wrapping, truncation and alignment.
    /// - Parameters:
    ///   - runs: The runs of the text.
    ///   - lineLimit: The most lines the text may use; nil for no limit.
    public init(runs: [TextRun], lineLimit: Int? = nil) {
        self.runs = runs
        self.lineLimit = lineLimit
    }

    /// All the runs' characters, joined.
    public var string: String { runs.map(\.string).joined() }

    /// The font of the first run (the text's "main" font for spacing and reserved lines).
    public var primaryFont: ResolvedFont { runs.first?.font ?? ResolvedFont(size: 17) }
}

/// The result of laying out a text in a width (or none): unrounded points.
public struct TextLayoutResult: Hashable, Sendable, Codable {
    /// The text's size: its widest line and the height of its lines.
    public var size: CGSize
    /// The first line's baseline, from the top of the text.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top of the text.
    public var lastBaseline: CGFloat
    /// How many lines are shown.
    public var lineCount: Int
    /// The factor the fonts were shrunk by to fit (`minimumScaleFactor`); 1 when not shrunk.
    public var fontScale: CGFloat
    /// The tracking added to every run to fit (`allowsTightening`); 0 or negative.
    public var tightening: CGFloat
    /// Whether lines were dropped or a line ends in an ellipsis.
    public var isTruncated: Bool
    /// Where the measurer wrapped and cut the lines (nil: it does not say), so that drawing the
    /// text — in this process or in the window a compiled preview's host sends it to — repeats
    /// the measured layout without measuring again.
    public var lineBreaking: LineBreaking?

    /// The width and height a text's lines were laid out in.
    public struct LineBreaking: Hashable, Sendable, Codable {
        /// The width the lines were wrapped at (nil: not wrapped).
        public var width: CGFloat?
        /// The height below which lines were cut, the last one ending in an ellipsis (nil: none were).
        public var height: CGFloat?

        /// Lines wrapped at `width` and cut at `height`.
        public init(width: CGFloat?, height: CGFloat?) {
            self.width = width
            self.height = height
        }
    }

    /// Creates a result; a measurer fills in the shrinking, tightening and truncation it applied.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int,
                fontScale: CGFloat = 1, tightening: CGFloat = 0, isTruncated: Bool = false) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.fontScale = fontScale
        self.tightening = tightening
        self.isTruncated = isTruncated
    }

    /// The size of an empty text, or of any text offered no width.
    public static let empty = TextLayoutResult(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
}

/// Line metrics of a font, in points (descender negative).
public struct FontMetrics: Hashable, Sendable {
    /// How far the tallest glyphs rise above the baseline.
    public var ascender: CGFloat
    /// How far glyphs descend below the baseline (negative).
    public var descender: CGFloat
    /// The font's extra gap between lines.
    public var leading: CGFloat
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat
    /// Creates metrics from their values in points.
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }
    /// The distance from one baseline to the next: ascender plus descent plus leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
}

/// Measures text. The engine owns the protocol; TrellisCairo implements it with Pango.
///
/// `measure` follows SwiftUI's rules: `width` nil gives the single-line ideal size; a smaller
/// width wraps at word boundaries (breaking inside words longer than a line) and reports the widest
/// line used; a `height` too small for every line drops lines and truncates the last one; the
/// request's line limits cap and reserve lines. Sizes are unrounded (the engine rounds them up to
/// the pixel grid).
public protocol TextMeasurer: Sendable {
    /// Lays `request` out in at most `width` (nil: unconstrained) and `height` (nil: unconstrained).
    func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextLayoutResult
    /// The line metrics of `font`, for baselines, reserved lines and the spacing between texts.
    func metrics(of font: ResolvedFont) -> FontMetrics
    /// Where a caret stands at each character boundary of `request` laid out in `width` (nil:
    /// unwrapped): one position per boundary, `string.count + 1` of them (CaretPositions.swift
    /// has a default from `measure` for measurers that cannot say).
    func caretPositions(_ request: TextLayoutRequest, width: CGFloat?) -> [CaretPosition]
}

/// A deterministic measurer with fixed advances (0.55 em per character, lines of 1.2 em): what
/// the engine uses when no real measurer is installed.
public struct ApproximateTextMeasurer: TextMeasurer {
    /// Creates the approximate measurer.
    public init() {}

    /// Metrics in proportion to the size: ascender 0.95 em, descender -0.25 em, cap height 0.7 em.
    /// - Returns: The font's line metrics.
    public func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.95, descender: -font.size * 0.25, leading: 0, capHeight: font.size * 0.7)
    }

    /// Wraps words of 0.55 em per character at `width`, lines 1.2 em tall.
    /// - Returns: The text's size, baselines and line count for the given bounds.
    public func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextLayoutResult {
        if request.string.isEmpty { return .empty }
        let size = request.primaryFont.size
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
        let all = lines.count
        if let limit = request.lineLimit, lines.count > limit { lines = Array(lines.prefix(max(limit, 1))) }
        if let height { while lines.count > 1 && CGFloat(lines.count) * lineHeight > height { lines.removeLast() } }
        var w = lines.max() ?? 0
        if let width { w = min(w, width) }
        let shown = max(lines.count, request.minimumLines ?? 0)
        return TextLayoutResult(size: CGSize(width: w, height: CGFloat(shown) * lineHeight),
                                firstBaseline: m.ascender, lastBaseline: CGFloat(lines.count - 1) * lineHeight + m.ascender,
                                lineCount: lines.count, isTruncated: lines.count < all)
    }
}
